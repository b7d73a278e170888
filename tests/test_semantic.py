"""Issue 12: the optional semantic ranking (kb.semantic) — the numpy encoder, vectors stored by
`kb embed`, and search with and without them, on the small KB of tests/fixtures/cards.

The model files come from the optional extra that `scripts/test.sh` installs
(`scripts/install.sh --semantic`); without it the encoder tests fail, as they should."""
from __future__ import annotations

import json
import os
import shutil
import sqlite3
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from kb import cards as kbcards
from kb import semantic
from kb.db import connect
from kb.search import search
from kb.store import ingest_paths

FIX = Path(__file__).parent / "fixtures" / "cards"
ED = "2025-03-01"
KB = [sys.executable, "-c", "import sys; from kb.cli import main; sys.argv[0] = 'kb'; main()"]


def run_kb(args: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run([*KB, *args], capture_output=True, text=True, timeout=300, env=dict(os.environ),
                          cwd=Path(__file__).resolve().parents[1])


@pytest.fixture(scope="module")
def base(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("semantic") / "kb.db"
    ingest_paths(path, [FIX / "cr-mini.txt"])
    kbcards.import_cards(path, [FIX / "cards-small.jsonl", FIX / "rulings-small.jsonl"])
    return path


@pytest.fixture(scope="module")
def embedded(base, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("semantic-embedded") / "kb.db"
    shutil.copy(base, path)
    conn = sqlite3.connect(path)
    semantic.embed_edition(conn, ED)
    conn.close()
    return path


# --- tokenizer and file format: no model needed ---------------------------------------------

def test_wordpiece_lowercases_strips_accents_and_splits_punctuation(tmp_path):
    vocab = tmp_path / "vocab.txt"
    vocab.write_text("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "doesn", "'", "t", "aether", "tr",
                                "##ample", "+", "1", "/"]), encoding="utf-8")
    wp = semantic.WordPiece(vocab)
    assert wp.words("Doesn't ÆTHER? +1/+1") == ["doesn", "'", "t", "æther", "?", "+", "1", "/", "+", "1"]
    ids = wp.encode("Trample doesn't")
    assert ids[0] == wp.cls and ids[-1] == wp.sep
    assert ids[1:-1] == [wp.vocab["tr"], wp.vocab["##ample"], wp.vocab["doesn"], wp.vocab["'"], wp.vocab["t"]]
    assert wp.encode("zebra")[1:-1] == [wp.unk]  # no piece fits: the whole word is unknown
    assert len(wp.encode("t " * 1000, max_tokens=16)) == 16


def test_wordpiece_without_special_tokens_is_refused(tmp_path):
    vocab = tmp_path / "vocab.txt"
    vocab.write_text("a\nb\n", encoding="utf-8")
    with pytest.raises(semantic.SemanticUnavailable, match="CLS"):
        semantic.WordPiece(vocab)


def test_safetensors_reader_and_a_damaged_file(tmp_path):
    import numpy as np

    data = np.arange(6, dtype=np.float32).tobytes()
    header = json.dumps({"w": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, len(data)]}}).encode()
    good = tmp_path / "good.safetensors"
    good.write_bytes(struct.pack("<Q", len(header)) + header + data)
    got = semantic._read_safetensors(good)
    assert got["w"].shape == (2, 3) and got["w"][1, 2] == 5.0
    bad = tmp_path / "bad.safetensors"
    bad.write_bytes(struct.pack("<Q", 5) + b"{oops")
    with pytest.raises(semantic.SemanticUnavailable, match="bad.safetensors"):
        semantic._read_safetensors(bad)


def test_missing_model_is_named_with_how_to_install(tmp_path, monkeypatch):
    monkeypatch.setenv("KB_SEMANTIC_MODEL", str(tmp_path))
    why = semantic.missing()
    assert "model.safetensors" in why and "--semantic" in why
    with pytest.raises(semantic.SemanticUnavailable):
        semantic.Encoder()


# --- the model --------------------------------------------------------------------------------

def test_the_model_is_installed_for_the_tests():
    assert semantic.missing() is None, "scripts/test.sh installs it: bash scripts/install.sh --semantic"


def test_encoder_vectors_are_unit_length_and_meaningful():
    enc = semantic.encoder()
    v = enc.encode(["A man is eating food.", "A man is eating a piece of bread.", "The girl is carrying a baby.",
                    "Trample lets an attacking creature assign excess combat damage to the player."])
    norms = (v * v).sum(1)
    assert all(abs(n - 1.0) < 1e-4 for n in norms)
    sim = v @ v.T
    assert sim[0, 1] > 0.6 > sim[0, 2]  # same meaning, different words: close; unrelated: far
    assert sim[0, 1] > sim[0, 3]


def test_encoding_alone_or_in_a_padded_batch_gives_the_same_vector():
    enc = semantic.encoder()
    texts = ["Flying", "A creature with flying can be blocked only by creatures with flying or reach."]
    together = enc.encode(texts)
    alone = enc.encode(texts[:1])
    assert float(abs(together[0] - alone[0]).max()) < 1e-4  # the padding is masked out


# --- vectors in the KB and search ---------------------------------------------------------------

def test_embed_stores_every_text_once_and_resumes(embedded, tmp_path):
    conn = sqlite3.connect(embedded)
    counts = semantic.vector_counts(conn, ED)
    rules = conn.execute("SELECT count(*) FROM rules WHERE edition = ? AND kind IN ('rule', 'subrule')",
                         [ED]).fetchone()[0]
    examples = conn.execute("SELECT count(*) FROM examples WHERE edition = ?", [ED]).fetchone()[0]
    votes = conn.execute("SELECT count(DISTINCT text) FROM ruling_votes WHERE edition = ?", [ED]).fetchone()[0]
    assert counts.get("rule") == rules and counts.get("example", 0) == examples and counts.get("vote", 0) == votes
    again = semantic.embed_edition(conn, ED)
    assert again["made"] == 0 and again["kept"] == again["texts"]
    conn.close()
    # a rule whose text changed is encoded again; a vector of a text no longer there is dropped
    path = tmp_path / "kb.db"
    shutil.copy(embedded, path)
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE rules SET text = text || ' (changed)' WHERE edition = ? AND number = '702.9a'", [ED])
        conn.execute(f"INSERT INTO {semantic.TABLE} VALUES (?, 'rule', '999.9z', 'x', ?)", [ED, b"\0" * 768])
    report = semantic.embed_edition(conn, ED)
    assert report["made"] == 2 and report["dropped"] == 1  # the rule's text alone and behind its titles
    conn.close()


def test_a_kb_built_again_gets_its_vectors_from_the_cache_beside_it(base, tmp_path, monkeypatch):
    monkeypatch.delenv("KB_VECTOR_CACHE", raising=False)
    first = tmp_path / "kb.db"
    shutil.copy(base, first)
    conn = sqlite3.connect(first)
    made = semantic.embed_edition(conn, ED)
    conn.close()
    assert made["made"] > 0 and made["cached"] == 0
    assert (tmp_path / semantic.CACHE_NAME).is_file()
    again = tmp_path / "again.db"  # the KB built anew beside it: nothing to encode
    shutil.copy(base, again)
    conn = sqlite3.connect(again)
    report = semantic.embed_edition(conn, ED)
    stored = dict(((k, i), v) for k, i, v in conn.execute(f"SELECT kind, ident, vector FROM {semantic.TABLE}"))
    conn.close()
    assert report["made"] == 0 and report["cached"] == report["texts"] == made["made"]
    conn = sqlite3.connect(first)
    assert stored == dict(((k, i), v) for k, i, v in conn.execute(f"SELECT kind, ident, vector FROM {semantic.TABLE}"))
    conn.close()
    # no cache when KB_VECTOR_CACHE is empty; a cache file that can't be read costs only the time
    for env in ("", str(tmp_path / "not-a-folder" / "x" / "cache.db")):
        monkeypatch.setenv("KB_VECTOR_CACHE", env)
        fresh = tmp_path / "fresh.db"
        shutil.copy(base, fresh)
        conn = sqlite3.connect(fresh)
        report = semantic.embed_edition(conn, ED)
        conn.close()
        assert report["made"] == report["texts"] and report["cached"] == 0
    (tmp_path / "damaged.db").write_bytes(b"not sqlite at all" * 100)
    monkeypatch.setenv("KB_VECTOR_CACHE", str(tmp_path / "damaged.db"))
    shutil.copy(base, fresh)
    conn = sqlite3.connect(fresh)
    report = semantic.embed_edition(conn, ED)
    conn.close()
    assert report["made"] == report["texts"]


def test_search_uses_the_vectors_and_finds_meaning_without_shared_words(embedded):
    conn = connect(embedded)
    q = "the big attacker pushes its extra hits through to the defender"  # no word of 702.19b
    rule = conn.execute("SELECT text FROM rules WHERE edition = ? AND number = '702.19b'", [ED]).fetchone()[0]
    assert not {w for w in q.split() if len(w) > 3} & {w.lower().strip(".,") for w in rule.split()}
    r = search(conn, q, debug=True)
    assert r["semantic"] is None
    assert r["channels"]["sem"][0].startswith("702.19")
    off = search(conn, q, debug=True, semantic=False)
    assert "sem" not in off["channels"] and off["semantic"] == "not asked for"
    conn.close()


def test_search_without_vectors_or_model_says_why_and_still_answers(base, embedded, tmp_path, monkeypatch):
    conn = connect(base)
    r = search(conn, "trample damage to the player")
    assert "kb embed" in r["semantic"] and r["hits"]
    conn.close()
    monkeypatch.setenv("KB_SEMANTIC_MODEL", str(tmp_path))
    conn = connect(embedded)
    r = search(conn, "trample damage to the player")
    assert "model.safetensors" in r["semantic"] and r["hits"]
    conn.close()


def test_damaged_vectors_are_left_out(embedded, tmp_path):
    path = tmp_path / "kb.db"
    shutil.copy(embedded, path)
    conn = sqlite3.connect(path)
    q = "the big attacker pushes its extra hits through to the defender"
    with conn:
        conn.execute(f"UPDATE {semantic.TABLE} SET vector = x'00ff' WHERE kind IN ('rule', 'titled')")
    r = search(conn, q, debug=True)  # the edition's one-row matrix still holds good vectors
    assert r["channels"]["sem"][0].startswith("702.19")
    with conn:
        conn.execute(f"UPDATE {semantic.SETS} SET vectors = x'00ff'")
    r = search(conn, q, debug=True)  # both damaged: the rule vectors are left out
    assert r["hits"] and "sem" not in r["channels"]
    conn.close()


def test_the_one_row_matrix_ranks_as_the_rows_do(embedded, tmp_path):
    path = tmp_path / "kb.db"
    shutil.copy(embedded, path)
    q = "the big attacker pushes its extra hits through to the defender"
    conn = sqlite3.connect(path)
    assert conn.execute(f"SELECT count(*) FROM {semantic.SETS}").fetchone()[0] == 1
    fast = search(conn, q, debug=True)["channels"]
    with conn:
        conn.execute(f"DELETE FROM {semantic.SETS}")
    slow = search(conn, q, debug=True)["channels"]
    assert fast["sem"] == slow["sem"] and fast.get("sem_votes") == slow.get("sem_votes")
    semantic.embed_edition(conn, ED)  # nothing to encode, the missing set is written again
    assert conn.execute(f"SELECT count(*) FROM {semantic.SETS}").fetchone()[0] == 1
    conn.close()


def test_kb_embed_cli(base, tmp_path, monkeypatch):
    path = tmp_path / "kb.db"
    shutil.copy(base, path)
    res = run_kb(["embed", "--db", str(path), "--json"])
    assert res.returncode == 0, res.stderr
    report = json.loads(res.stdout)
    assert report["edition"] == ED and report["made"] == report["texts"] > 0
    monkeypatch.setenv("KB_SEMANTIC_MODEL", str(tmp_path / "nowhere"))
    res = run_kb(["embed", "--db", str(path)])
    assert res.returncode == 1 and "Traceback" not in res.stderr
    assert "model.safetensors" in res.stderr and "--semantic" in res.stderr


def test_kb_embed_on_a_file_it_cannot_write_says_so(base, tmp_path, monkeypatch, capsys):
    path = tmp_path / "kb.db"
    shutil.copy(base, path)

    def refused(*args, **kwargs):
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(semantic, "embed_edition", refused)
    monkeypatch.setattr(sys, "argv", ["kb", "embed", "--db", str(path)])
    from kb.cli import main

    with pytest.raises(SystemExit) as exit_:
        main()
    assert exit_.value.code == 1
    err = capsys.readouterr().err
    assert "cannot write the vectors" in err and "readonly" in err and "Traceback" not in err


def test_gibberish_still_finds_nothing_with_vectors(embedded):
    conn = connect(embedded)
    for q in ("xyzzy plugh", "🔥🔥🔥"):
        r = search(conn, q, debug=True)
        assert r["hits"] == [] and "no word of the query" in r["semantic"]
    r = search(conn, "702.19b", debug=True)  # a rule number opens the rule: no ranking needed
    assert r["hits"][0]["number"] == "702.19b" and "names a rule" in r["semantic"]
    conn.close()


def test_the_matrix_is_kept_in_parts_and_read_back_whole(embedded, tmp_path, monkeypatch):
    path = tmp_path / "kb.db"
    shutil.copy(embedded, path)
    q = "the big attacker pushes its extra hits through to the defender"
    conn = sqlite3.connect(path)
    whole = search(conn, q, debug=True)["channels"]
    monkeypatch.setattr(semantic, "SET_PART", 5)
    with conn:
        conn.execute(f"DELETE FROM {semantic.SETS}")
    semantic.embed_edition(conn, ED)
    total = conn.execute(f"SELECT count(*) FROM {semantic.TABLE}").fetchone()[0]
    assert conn.execute(f"SELECT count(*) FROM {semantic.SETS}").fetchone()[0] == -(-total // 5)
    parts = search(conn, q, debug=True)["channels"]
    assert parts["sem"] == whole["sem"] and parts.get("sem_votes") == whole.get("sem_votes")
    conn.close()


def test_a_server_limit_on_values_never_breaks_search(embedded, monkeypatch):
    q = "the big attacker pushes its extra hits through to the defender"
    conn = connect(embedded)
    conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, 4000)  # the matrix row is larger, each vector smaller
    semantic._INDEXES.clear()
    r = search(conn, q, debug=True)
    assert r["semantic"] is None and r["channels"]["sem"][0].startswith("702.19")  # read row by row
    semantic._INDEXES.clear()

    def broken(*args, **kwargs):
        raise sqlite3.DataError("string or blob too big")

    monkeypatch.setattr(semantic, "_Index", broken)
    r = search(conn, q, debug=True)
    assert r["hits"] and r["semantic"].startswith("semantic ranking off") and "sem" not in r["channels"]
    conn.close()


@pytest.mark.parametrize("limit", [None, 4000])
def test_the_server_searches_with_the_vectors(embedded, monkeypatch, limit):
    """Datasette's connections limit any value to 10 MB (kb.web_safety): the vectors are read in
    parts small enough for it, and a search page uses them; under a limit smaller than a part
    (4,000 bytes here) they are read row by row."""
    import asyncio

    from kb import web_safety

    if limit:
        monkeypatch.setattr(web_safety, "MAX_VALUE_BYTES", limit)
    from kb.commands_serve import build_datasette

    async def get():
        ds = build_datasette(embedded)
        return await ds.client.get("/search.json?q=" + "the big attacker pushes its extra hits through to the defender"
                                   .replace(" ", "+"))

    semantic._INDEXES.clear()
    r = asyncio.run(get())
    assert r.status_code == 200, r.text
    data = r.json()
    assert data["semantic"] is None and data["hits"][0]["number"].startswith("702.19")


def test_the_encoding_started_beside_the_word_rankings_gives_the_same_rankings(embedded, monkeypatch):
    conn = connect(embedded)
    q = "the big attacker pushes its extra hits through to the defender"
    pending = semantic.start(conn, ED, q)
    assert pending.future is not None and pending.why is None
    started, _ = semantic.channels(conn, ED, q, pending)
    inline, why = semantic.channels(conn, ED, q)
    assert why is None and started == inline and started["sem"]

    def broken(text, folder=None):
        raise MemoryError("no room")

    monkeypatch.setattr(semantic, "_encode_one", broken)  # the worker fails: search goes on without it
    r = search(conn, q, debug=True)
    assert r["hits"] and "sem" not in r["channels"]
    assert r["semantic"] == "semantic ranking off: MemoryError: no room"
    conn.close()


def test_the_worker_process_protocol(tmp_path):
    """kb.semantic_worker answers each question with its vector, or with an error it names."""
    import io

    import numpy as np

    from kb import semantic_worker as sw
    from kb.child import LEN

    q = "the big attacker pushes its extra hits through to the defender"
    folder = str(semantic.model_dir())
    asked = io.BytesIO(b"".join(LEN.pack(len(t)) + t for t in (q.encode(), "".encode())))
    out = io.BytesIO()
    assert sw.serve(folder, asked, out) == 0  # stdin closed: the process ends
    data = out.getvalue()
    assert data[:1] == b"V"
    (n,) = LEN.unpack(data[1:5])
    v = np.frombuffer(data[5:5 + n], dtype="<f4")
    assert np.allclose(v, semantic.encoder().encode([q])[0], atol=1e-5)
    out = io.BytesIO()
    sw.serve(str(tmp_path), io.BytesIO(LEN.pack(1) + b"x"), out)  # no model there
    assert out.getvalue()[:1] == b"E" and str(tmp_path).encode() in out.getvalue()


def test_a_server_encodes_in_a_worker_process_and_starts_a_new_one_when_it_dies(embedded):
    conn = connect(embedded)
    q = "the big attacker pushes its extra hits through to the defender"
    semantic.encode_in_worker_process(False)
    inline = search(conn, q, debug=True)
    semantic.encode_in_worker_process(True)
    try:
        first = search(conn, q, debug=True)
        assert first["semantic"] is None and first["channels"]["sem"] == inline["channels"]["sem"]
        worker = semantic._WORKER[0]
        worker.child.proc.kill()
        worker.child.proc.wait(timeout=10)
        again = search(conn, q, debug=True)  # a process found dead is replaced before it is asked
        assert again["semantic"] is None and semantic._WORKER[0] is not worker
        assert again["channels"]["sem"] == inline["channels"]["sem"]
        # A process that dies while asked: that search goes on without the vectors and says why.
        semantic._WORKER[0].child.proc.kill()
        semantic._WORKER[0].child.proc = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.buffer.read(1)"],
                                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        gone = search(conn, q, debug=True)
        assert gone["hits"] and gone["semantic"].startswith("semantic ranking off: WorkerGone")
        assert not semantic._WORKER  # forgotten: the next search starts a new one
        assert search(conn, q, debug=True)["semantic"] is None
    finally:
        semantic._close_worker()
        semantic.encode_in_worker_process(False)
        conn.close()


def test_where_no_process_can_be_started_the_thread_encodes(embedded, monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError("fork refused")

    conn = connect(embedded)
    q = "the big attacker pushes its extra hits through to the defender"
    semantic._close_worker()
    from kb import child
    monkeypatch.setattr(child.subprocess, "Popen", refuse)
    semantic.encode_in_worker_process(True)
    try:
        r = search(conn, q, debug=True)
        assert r["semantic"] is None and r["channels"]["sem"][0].startswith("702.19")
        assert semantic._MODE["process"] is False and not semantic._WORKER
    finally:
        semantic.encode_in_worker_process(False)
        conn.close()


def test_a_stuck_worker_process_is_killed_at_its_deadline_and_replaced(embedded, monkeypatch):
    """Issue 26: a worker stopped by SIGSTOP answered nothing and every search waited 60 s. Now the
    search that meets it goes on without the vectors and says so; the process is killed and a
    new one started, which the next searches use once it is ready."""
    import signal
    import time

    conn = connect(embedded)
    q = "the big attacker pushes its extra hits through to the defender"
    semantic.encode_in_worker_process(True)
    try:
        assert search(conn, q, debug=True)["semantic"] is None
        stuck = semantic._WORKER[0]
        monkeypatch.setattr(semantic, "DEADLINE", 0.5)
        os.kill(stuck.child.proc.pid, signal.SIGSTOP)
        r = search(conn, q, debug=True)
        assert r["hits"] and r["semantic"].startswith("semantic ranking off: WorkerLate")
        assert stuck.child.proc.poll() is not None            # killed, not left stopped
        new = semantic._WORKER[0]
        assert new is not stuck and new.replacing
        for _ in range(600):                                   # the new one loads its model
            if new.answered:
                break
            time.sleep(0.1)
        monkeypatch.setattr(semantic, "DEADLINE", 30.0)
        assert search(conn, q, debug=True)["semantic"] is None
    finally:
        semantic._close_worker()
        semantic.encode_in_worker_process(False)
        conn.close()


def test_a_rule_is_embedded_behind_the_titles_it_stands_in(base, embedded):
    """Issue 24 (search47b): a rule has a second vector, its text behind its section's and titled
    rules' titles, so a question naming the topic ("trample", "combat damage step") meets a rule
    whose text leaves the topic to its heading."""
    rows = {"510": ("section", "5", "Combat Damage Step", "Combat Damage Step"),
            "510.2": ("rule", "510", None, "Second, all combat damage that's been assigned is dealt simultaneously."),
            "5": ("chapter", None, "Turn Structure", "Turn Structure")}
    assert semantic.titled_text("510.2", rows) == ("Combat Damage Step: Second, all combat damage that's been "
                                                   "assigned is dealt simultaneously.")
    assert semantic.titled_text("510", rows) == "Combat Damage Step"  # a heading alone: not its own title twice
    conn = sqlite3.connect(base)
    texts = {i: t for k, i, t in semantic._texts(conn, ED) if k == "titled"}
    alone = {i: t for k, i, t in semantic._texts(conn, ED) if k == "rule"}
    conn.close()
    assert texts["702.19b"] == ("Keyword Abilities — Trample: The controller of an attacking creature with trample "
                                "assigns lethal damage to the blockers and the rest to the player.")
    assert texts["702.19"] == "Keyword Abilities: Trample"
    assert alone["702.19b"].startswith("The controller of an attacking creature")  # the text alone too
    conn = sqlite3.connect(embedded)
    counts = semantic.vector_counts(conn, ED)
    idx = semantic._Index(conn, ED, semantic._numpy(), sum(counts.values()))
    conn.close()
    assert counts.get("titled") == len(texts) and all(k[0] != "titled" for k in idx.keys)
    got = idx.rank(idx.docs[0])  # each rule once, whichever of its vectors is nearer
    assert len(got) == len(set(got))
