"""kb.engine.methodcache: dataclasses get the stored code of the same text, a damaged file is ignored, nothing is
written when Python writes no bytecode."""
from __future__ import annotations

import dataclasses
import marshal

import kb.engine  # noqa: F401 - installs the cache
from kb.engine import methodcache


def test_dataclasses_use_the_cached_exec():
    assert dataclasses.exec is methodcache._exec


def test_a_text_is_compiled_once_and_gives_the_same_function():
    text = "def __create_fn__(x):\n def f(self): return x + 1\n return f"
    methodcache._codes.pop(text, None)
    ns1, ns2 = {}, {}
    methodcache._exec(text, {}, ns1)
    code = methodcache._codes[text]
    methodcache._exec(text, {}, ns2)
    assert methodcache._codes[text] is code
    assert ns1["__create_fn__"](2)(None) == ns2["__create_fn__"](2)(None) == 3
    fresh = compile(text, "<string>", "exec", dont_inherit=True).co_consts[0]   # as exec compiles it for dataclasses
    assert marshal.dumps(ns1["__create_fn__"].__code__) == marshal.dumps(fresh)
    methodcache._codes.pop(text)


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
    bad.write_bytes(methodcache._MAGIC + b"\x00garbage")
    assert methodcache._load(str(bad)) == {}
    bad.write_bytes(b"\x00\x00\x00\x00" + marshal.dumps({"t": None}))
    assert methodcache._load(str(bad)) == {}
    assert methodcache._load(str(tmp_path / "missing")) == {}


def test_saved_and_loaded_back_unless_no_bytecode(tmp_path, monkeypatch):
    path = str(tmp_path / "sub" / "m.methods")
    monkeypatch.setattr(methodcache, "_added", True)
    monkeypatch.setattr(methodcache.sys, "dont_write_bytecode", True)
    methodcache._save(path)
    assert not (tmp_path / "sub").exists()
    monkeypatch.setattr(methodcache.sys, "dont_write_bytecode", False)
    methodcache._save(path)
    assert set(methodcache._load(path)) == set(methodcache._codes)
