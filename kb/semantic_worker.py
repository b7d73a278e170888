"""A process that encodes questions for a server's searches (:mod:`kb.semantic`).

A search ranks the question's words in pure Python while its sentence vector is encoded.  On a
thread the two take turns at the GIL between the encoder's matrix products, so they overlap
only partly; in a process of its own the encoder runs on another core and the vector is ready
about when the word rankings are.  A server lives long enough to pay the second or so this
process takes to start (numpy and the model are read again here); ``kb search`` does not.

The protocol on stdin/stdout, all lengths 4 bytes little-endian:

- request: the length of the UTF-8 question, then the question;
- answer: ``V`` and the length of the float32 vector's bytes, then the vector; or ``E`` and
  the length of a UTF-8 message, then the message (the question could not be encoded).

The process ends when its stdin closes (the server stopped) or the model can't be read (then
it answers every question with ``E``).  Run as ``python -m kb.semantic_worker FOLDER``.
"""
from __future__ import annotations

import sys

from .semantic import QUESTION_LEN as LEN, MAX_QUESTION, encoder, read_exactly


def serve(folder: str, stdin=None, stdout=None) -> int:
    """Answer questions until stdin closes."""
    stdin = stdin or sys.stdin.buffer
    stdout = stdout or sys.stdout.buffer
    try:
        enc = encoder(folder)
        problem = None
    except Exception as e:  # noqa: BLE001 - said to every asker instead of dying unseen
        enc, problem = None, f"the model in {folder} can't be read: {type(e).__name__}: {e}"
    while True:
        head = read_exactly(stdin, LEN.size)
        if head is None:
            return 0
        (n,) = LEN.unpack(head)
        if n > MAX_QUESTION:
            return 2  # not our asker: stop rather than read garbage
        text = read_exactly(stdin, n)
        if text is None:
            return 0
        try:
            if enc is None:
                raise RuntimeError(problem)
            answer = b"V", enc.encode([text.decode("utf-8", "replace")])[0].astype("<f4").tobytes()
        except Exception as e:  # noqa: BLE001 - one bad question doesn't end the process
            answer = b"E", f"{type(e).__name__}: {e}".encode("utf-8")
        stdout.write(answer[0] + LEN.pack(len(answer[1])) + answer[1])
        stdout.flush()


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.stderr.write("usage: python -m kb.semantic_worker MODEL_FOLDER\n")
        sys.exit(2)
    sys.exit(serve(sys.argv[1]))
