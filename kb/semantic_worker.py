"""A process that encodes questions for a server's searches (:mod:`kb.semantic`).

A search ranks the question's words in pure Python while its sentence vector is encoded.  On a
thread the two take turns at the GIL between the encoder's matrix products, so they overlap
only partly; in a process of its own the encoder runs on another core and the vector is ready
about when the word rankings are.  A server lives long enough to pay the second or so this
process takes to start (numpy and the model are read again here); ``kb search`` does not.

It speaks :mod:`kb.child`'s protocol: a request is the UTF-8 question; the answer is ``V`` and
the float32 vector's bytes, or ``E`` and a message (the question could not be encoded).  The
server gives every answer a deadline and kills a process that misses it (issue 26).

The process ends when its stdin closes (the server stopped); when the model can't be read it
answers every question with ``E``.  Run as ``python -m kb.semantic_worker FOLDER``.
"""
from __future__ import annotations

import sys

from .child import serve as serve_requests
from .semantic import MAX_QUESTION, encoder


def serve(folder: str, stdin=None, stdout=None) -> int:
    """Answer questions until stdin closes."""
    try:
        enc = encoder(folder)
        problem = None
    except Exception as e:  # noqa: BLE001 - said to every asker instead of dying unseen
        enc, problem = None, f"the model in {folder} can't be read: {type(e).__name__}: {e}"

    def handle(text: bytes) -> tuple[bytes, bytes]:
        if enc is None:
            raise RuntimeError(problem)
        return b"V", enc.encode([text.decode("utf-8", "replace")])[0].astype("<f4").tobytes()

    return serve_requests(handle, stdin, stdout, max_request=MAX_QUESTION)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.stderr.write("usage: python -m kb.semantic_worker MODEL_FOLDER\n")
        sys.exit(2)
    sys.exit(serve(sys.argv[1]))
