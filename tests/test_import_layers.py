"""The flow stays one-way: ingest → store → graph/history → engine → CLI and web.

Read from the source (every ``import``, at module level or inside a function), so a lazy import
that closes a circle is caught too.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _modules() -> dict[str, Path]:
    mods = {}
    for package in ("ingest", "kb"):
        for path in (ROOT / package).rglob("*.py"):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            mods[name.removesuffix(".__init__")] = path
    return mods


def _imports(mods: dict[str, Path]) -> dict[str, set[str]]:
    edges: dict[str, set[str]] = {m: set() for m in mods}
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    parts = package.split(".")
                    base = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
                else:
                    base = node.module or ""
                targets = [base, *(f"{base}.{a.name}" for a in node.names)]
            elif isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                continue
            edges[name].update(t for t in targets if t in mods and t != name)
    return edges


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


EDGES = _imports(_modules())


def test_the_parsers_know_nothing_of_the_store():
    assert not {m: sorted(t for t in ts if t.startswith("kb")) for m, ts in EDGES.items()
                if m.startswith("ingest") and any(t.startswith("kb") for t in ts)}


def test_no_module_imports_the_entry_point():
    """Command modules share :mod:`kb.cliapp`; only the entry point is :mod:`kb.cli`."""
    assert [m for m, ts in EDGES.items() if "kb.cli" in ts] == []


def test_the_engine_does_not_reach_up_to_the_cli_or_the_web():
    upper = ("kb.cli", "kb.commands_", "kb.web_", "kb.datasette_plugin")
    assert {m: sorted(t for t in ts if t.startswith(upper)) for m, ts in EDGES.items()
            if m.startswith("kb.engine") and any(t.startswith(upper) for t in ts)} == {}


def test_the_store_does_not_reach_up():
    lower = ("kb.db", "kb.store", "kb.loader")
    upper = ("kb.engine", "kb.cli", "kb.commands_", "kb.web_", "kb.datasette_plugin", "kb.search", "kb.query")
    assert {m: sorted(t for t in ts if t.startswith(upper)) for m, ts in EDGES.items()
            if m in lower and any(t.startswith(upper) for t in ts)} == {}


def test_no_circles_at_all():
    """Inside the engine too: shared pieces live below the modules that use them (kb.engine.legality,
    kb.engine.rctx, kb.engine.text's number words; the incremental evaluation registers itself with the
    layers)."""
    assert _cycles(EDGES) == []
