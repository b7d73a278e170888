"""kb.engine.compiledcache: dataclasses get the stored code of the same text and re the stored matcher code of the same
pattern, a damaged file is ignored, nothing is written when Python writes no bytecode."""
from __future__ import annotations

import dataclasses
import marshal
import re
from array import array

import kb.engine  # noqa: F401 - installs the cache
from kb.engine import compiledcache


def test_dataclasses_use_the_cached_exec():
    assert dataclasses.exec is compiledcache._exec


def test_a_text_is_compiled_once_and_gives_the_same_function():
    text = "def __create_fn__(x):\n def f(self): return x + 1\n return f"
    compiledcache._codes.pop(text, None)
    ns1, ns2 = {}, {}
    compiledcache._exec(text, {}, ns1)
    code = compiledcache._codes[text]
    compiledcache._exec(text, {}, ns2)
    assert compiledcache._codes[text] is code
    assert ns1["__create_fn__"](2)(None) == ns2["__create_fn__"](2)(None) == 3
    fresh = compile(text, "<string>", "exec", dont_inherit=True).co_consts[0]   # as exec compiles it for dataclasses
    got = ns1["__create_fn__"].__code__
    assert got == fresh and got.co_flags == fresh.co_flags and got.co_consts[1] == fresh.co_consts[1]
    compiledcache._codes.pop(text)


def test_a_dataclass_made_with_the_cache_behaves_as_without():
    @dataclasses.dataclass(frozen=True)
    class P:
        a: int
        b: str = "x"

    p = P(1)
    assert p == P(1, "x") and hash(p) == hash(P(1)) and repr(p) == "test_a_dataclass_made_with_the_cache_behaves_as_" \
        "without.<locals>.P(a=1, b='x')"
    try:
        p.a = 2
    except dataclasses.FrozenInstanceError:
        pass
    else:
        raise AssertionError("a frozen dataclass accepted an assignment")


def test_a_damaged_or_foreign_file_is_ignored(tmp_path):
    bad = tmp_path / "m.methods"
    bad.write_bytes(compiledcache._MAGIC + b"\x00garbage")
    assert compiledcache._load(str(bad)) == ({}, {})
    bad.write_bytes(b"\x00\x00\x00\x00" + marshal.dumps(({"t": None}, {})))
    assert compiledcache._load(str(bad)) == ({}, {})
    bad.write_bytes(compiledcache._MAGIC + marshal.dumps(["not", "a", "pair"]))
    assert compiledcache._load(str(bad)) == ({}, {})
    assert compiledcache._load(str(tmp_path / "missing")) == ({}, {})


def test_saved_and_loaded_back_unless_no_bytecode(tmp_path, monkeypatch):
    path = str(tmp_path / "sub" / "m.methods")
    monkeypatch.setattr(compiledcache, "_added", True)
    monkeypatch.setattr(compiledcache, "_KEEP", 10 ** 9)   # a long test session holds more than a run keeps
    monkeypatch.setattr(compiledcache.sys, "dont_write_bytecode", True)
    compiledcache._save(path)
    assert not (tmp_path / "sub").exists()
    monkeypatch.setattr(compiledcache.sys, "dont_write_bytecode", False)
    compiledcache._save(path)
    codes, patterns = compiledcache._load(path)
    used = compiledcache._used
    assert {s for s in compiledcache._codes if s in used} <= set(codes) <= set(compiledcache._codes)
    assert {k for k in compiledcache._patterns if k in used} <= set(patterns) <= set(compiledcache._patterns)
    assert patterns and all(patterns[k] == compiledcache._patterns[k] for k in patterns)


def test_a_pattern_from_the_cache_is_the_pattern_re_compiles():
    text, flags = r"\b(?P<n>\d+)/(?P<t>\d+)\b|\bX/X\b", re.I
    compiledcache._patterns.pop((text, int(flags)), None)
    re.purge()
    first = re.compile(text, flags)                 # compiled, and noted
    assert (text, int(flags)) in compiledcache._patterns
    re.purge()
    again = re.compile(text, flags)                 # from the stored matcher code
    stored, final_flags, code, *rest = compiledcache._patterns[(text, int(flags))]
    fresh = re._compiler._sre._sre.compile(stored, final_flags, array("I", code).tolist(), *rest)
    assert again == first == fresh and again is not first
    assert (again.groupindex, again.groups, again.flags) == (first.groupindex, first.groups, first.flags)
    assert again.match("12/3 x").groupdict() == {"n": "12", "t": "3"} and again.search("a x/x b")
    compiledcache._patterns.pop((text, int(flags)))


def test_a_full_table_keeps_what_this_run_used_first(monkeypatch):
    monkeypatch.setattr(compiledcache, "_KEEP", 2)
    monkeypatch.setattr(compiledcache, "_used", {"b", "d"})
    assert list(compiledcache._kept({"a": 1, "b": 2, "c": 3, "d": 4})) == ["b", "d"]
    assert compiledcache._kept({"a": 1, "b": 2}) == {"a": 1, "b": 2}


def test_reading_many_cards_again_compiles_no_pattern_again(monkeypatch):
    """The readers use thousands of patterns, passed to ``re`` as text: ``re`` must keep them all, or a long run
    (every scenario, a card pool) compiles the same patterns again and again."""
    from pathlib import Path

    from kb.engine.cardtext import parse_card_text
    from kb.engine.scenario import find_files, load

    texts = []
    for p in find_files([Path(__file__).resolve().parents[1] / "scenarios" / "puzzles"])[:600]:
        for name, (d, _line) in load(p).cards.items():
            if isinstance(d, dict) and d.get("text"):
                texts.append((str(d["text"]), name))

    def read_all():
        for text, name in texts:
            try:
                parse_card_text(text, name)
            except Exception:   # (a card some puzzle refuses: read as far as it goes)
                pass

    read_all()
    compiled = []
    original = re._compiler.compile
    monkeypatch.setattr(re._compiler, "compile", lambda p, flags=0: compiled.append(p) or original(p, flags))
    read_all()
    assert len(texts) > 300 and compiled == []


def test_the_patterns_made_at_import_are_the_same_in_every_process():
    """A pattern built from a set (its alternatives in the set's order) differs from one process to the next (string
    hashes are seeded per process): it would be compiled again, and the cache file rewritten, by every ``kb`` run.
    Two processes with other hash seeds, each running a small scenario, make the same patterns and dataclass texts."""
    import os
    import subprocess
    import sys
    from pathlib import Path
    small = Path(__file__).resolve().parents[1] / "scenarios/current/107.1b-ex1-negative-power.yaml"
    code = ("import sys, kb.engine; from kb.engine.scenario import load, run; from kb.engine import compiledcache as c; "
            f"run(load({str(small)!r}), None); sys.stdout.write(repr(sorted(map(repr, c._used))))")
    runs = [subprocess.run([sys.executable, "-B", "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2")]
    a, b = (set(eval(r)) for r in runs)
    assert a and a == b, sorted(a ^ b)[:3]
