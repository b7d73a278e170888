"""The reference graph of an edition (networkx): rules, examples and glossary terms as
nodes, resolved citations as edges; metrics stored back for Datasette; paths,
neighbourhoods, exports and an SVG picture of a rule's neighbourhood.
"""
from __future__ import annotations

import sqlite3
from collections import defaultdict

import networkx as nx

__all__ = [
    "citation_graph", "pagerank", "compute_metrics", "store_metrics", "summary", "shortest_path",
    "neighbors", "export", "neighbourhood_svg", "LayoutUnavailable",
]


def citation_graph(db, edition: str) -> nx.DiGraph:
    """Nodes: the edition's rules (all levels), examples, glossary terms and the policy sections
    citing its rules ("MTR 2.3", kind "policy"); edges: citations.

    Node ids are rule numbers ("613.4c"), example ids ("613.5#ex2") and glossary ids
    ("glossary:Mana Value"); each node carries ``kind`` and ``text``.
    """
    g = nx.DiGraph(edition=edition)
    ids: dict[str, str] = {}
    for rid, number, kind, text in db.execute(
            "SELECT id, number, kind, text FROM rules WHERE edition = ? ORDER BY position", [edition]):
        g.add_node(number, kind=kind, text=text or "")
        ids[rid] = number
    for eid, rule, idx, text in db.execute(
            "SELECT id, rule, idx, text FROM examples WHERE edition = ? ORDER BY position", [edition]):
        node = f"{rule}#ex{idx}"
        g.add_node(node, kind="example", text=text or "")
        ids[eid] = node
    for gid, term, definition in db.execute(
            "SELECT id, term, definition FROM glossary WHERE edition = ? AND document IS NULL "
            "ORDER BY position", [edition]):
        node = f"glossary:{term}"
        g.add_node(node, kind="glossary", text=definition or "")
        ids[gid] = node
    for source_id, resolved_id, raw in db.execute(
            "SELECT source_id, resolved_id, raw FROM [references] WHERE edition = ? AND "
            "source_table IN ('rules', 'examples', 'glossary') AND resolved_id IS NOT NULL", [edition]):
        a, b = ids.get(source_id), ids.get(resolved_id)
        if a and b and a != b:
            g.add_edge(a, b, raw=raw)
    # The tournament policy documents' sections that cite this edition's rules ("MTR 2.3" → 103.4):
    # nodes of kind "policy" (issue 23); the metrics are the rules' own.
    has_policy = db.execute("SELECT 1 FROM sqlite_master WHERE name = 'policy'").fetchone()
    for source_number, resolved_id, raw, text in db.execute(
            "SELECT f.source_number, f.resolved_id, f.raw, p.text FROM [references] f JOIN policy p ON p.id = f.source_id "
            "WHERE f.source_table = 'policy' AND f.resolved_table = 'rules' AND f.resolved_id LIKE ?",
            [edition + "/%"]) if has_policy else ():
        b = ids.get(resolved_id)
        if b:
            g.add_node(source_number, kind="policy", text=text or "")
            g.add_edge(source_number, b, raw=raw)
    return g


def pagerank(g: nx.DiGraph, alpha: float = 0.85, tol: float = 1e-6, max_iter: int = 100) -> dict[str, float]:
    """PageRank by power iteration (dangling nodes spread their rank evenly)."""
    n = g.number_of_nodes()
    if n == 0:
        return {}
    rank = dict.fromkeys(g, 1.0 / n)
    out_deg = {v: g.out_degree(v) for v in g}
    for _ in range(max_iter):
        dangling = alpha * sum(rank[v] for v in g if out_deg[v] == 0) / n
        new = dict.fromkeys(g, (1.0 - alpha) / n + dangling)
        for v in g:
            if out_deg[v]:
                share = alpha * rank[v] / out_deg[v]
                for w in g.successors(v):
                    new[w] += share
        err = sum(abs(new[v] - rank[v]) for v in g)
        rank = new
        if err < n * tol:
            break
    return rank


def compute_metrics(g: nx.DiGraph) -> list[dict]:
    """In/out-degree, PageRank, orphan (no citation either way) and cycle membership per rule."""
    pr = pagerank(g)
    in_cycle: set[str] = set()
    for comp in nx.strongly_connected_components(g):
        if len(comp) > 1:
            in_cycle |= comp
    rows = []
    for v, data in g.nodes(data=True):
        if data["kind"] in ("example", "glossary", "policy"):
            continue
        ind, outd = g.in_degree(v), g.out_degree(v)
        rows.append({"number": v, "kind": data["kind"], "in_degree": ind, "out_degree": outd,
                     "pagerank": round(pr[v] * g.number_of_nodes(), 6),
                     "orphan": int(ind == 0 and outd == 0), "in_cycle": int(v in in_cycle)})
    return rows


def store_metrics(db, editions: list[str]) -> int:
    """(Re)compute ``rule_metrics`` for ``editions``; ``db`` is a writable sqlite_utils.Database."""
    total = 0
    for ed in editions:
        rows = compute_metrics(citation_graph(db, ed))
        for r in rows:
            r["id"] = f"{ed}/{r['number']}"
            r["edition"] = ed
        db.execute("DELETE FROM rule_metrics WHERE edition = ?", [ed])
        db["rule_metrics"].insert_all(rows, batch_size=5000)
        total += len(rows)
    return total


def summary(db, edition: str, top: int = 10) -> dict:
    g = citation_graph(db, edition)
    cycles = [sorted(c) for c in nx.strongly_connected_components(g) if len(c) > 1]
    unresolved = db.execute(
        "SELECT count(*) FROM [references] WHERE edition = ? AND resolved_id IS NULL AND "
        "source_table IN ('rules', 'examples', 'glossary')", [edition]).fetchone()[0]
    pr = pagerank(g)
    rules = [v for v, d in g.nodes(data=True) if d["kind"] not in ("example", "glossary", "policy")]
    most_cited = sorted(rules, key=lambda v: (-g.in_degree(v), v))[:top]
    by_rank = sorted(rules, key=lambda v: -pr[v])[:top]
    kinds = defaultdict(int)
    for _, d in g.nodes(data=True):
        kinds[d["kind"]] += 1
    return {
        "edition": edition, "nodes": g.number_of_nodes(), "edges": g.number_of_edges(),
        "node_kinds": dict(kinds), "unresolved": unresolved,
        "orphans": sum(1 for v in rules if g.degree(v) == 0),
        "cycles": cycles,
        "most_cited": [{"number": v, "cited_by": g.in_degree(v), "text": g.nodes[v]["text"][:80]}
                       for v in most_cited],
        "pagerank_top": [{"number": v, "pagerank": round(pr[v] * g.number_of_nodes(), 3)} for v in by_rank],
    }


def _with_structure(g: nx.DiGraph) -> nx.DiGraph:
    """The citation graph plus part-of links (rule ↔ subrule ↔ example), for paths."""
    h = nx.DiGraph(g)
    for v, d in g.nodes(data=True):
        if d["kind"] == "example":
            parent = v.split("#")[0]
        elif d["kind"] == "subrule":
            parent = v.rstrip("abcdefghijkmnpqrstuvwxyz")
        elif d["kind"] == "rule":
            parent = v.split(".")[0]
        else:
            continue
        if parent in g:
            for a, b in ((v, parent), (parent, v)):
                if not h.has_edge(a, b):
                    h.add_edge(a, b, part_of=True)
    return h


def shortest_path(db, edition: str, source: str, target: str) -> list[dict] | None:
    """The shortest chain of citations (and part-of links) from ``source`` to ``target``."""
    g = _with_structure(citation_graph(db, edition))
    for v in (source, target):
        if v not in g:
            raise LookupError(f"{v} does not exist in the {edition} edition")
    try:
        nodes = nx.shortest_path(g, source, target)
    except nx.NetworkXNoPath:
        return None
    steps = []
    for i, v in enumerate(nodes):
        link = None
        if i:
            link = "part of" if g.edges[nodes[i - 1], v].get("part_of") else "cites"
        steps.append({"number": v, "via": link, "kind": g.nodes[v]["kind"], "text": g.nodes[v]["text"]})
    return steps


def neighbors(db, edition: str, number: str, depth: int = 1) -> dict:
    """Rules within ``depth`` citations of ``number``, in either direction."""
    g = citation_graph(db, edition)
    if number not in g:
        raise LookupError(f"{number} does not exist in the {edition} edition")
    dist = nx.single_source_shortest_path_length(g.to_undirected(as_view=True), number, cutoff=depth)
    out = []
    for v, d in sorted(dist.items(), key=lambda x: (x[1], x[0])):
        if v == number:
            continue
        direction = ("cites" if g.has_edge(number, v) else "cited by" if g.has_edge(v, number) else "via")
        out.append({"number": v, "distance": d, "relation": direction, "kind": g.nodes[v]["kind"],
                    "text": g.nodes[v]["text"]})
    return {"edition": edition, "number": number, "depth": depth, "neighbors": out}


def _subgraph(db, edition: str, prefix: str, depth: int) -> nx.DiGraph:
    g = citation_graph(db, edition)
    seeds = [v for v in g if v == prefix or v.startswith(prefix + ".") or v.startswith(prefix + "#")
             or (len(prefix) > 3 and v.startswith(prefix) and v[len(prefix):].isalpha())]
    if not seeds:
        raise LookupError(f"{prefix} does not exist in the {edition} edition")
    keep = set(seeds)
    und = g.to_undirected(as_view=True)
    for s in seeds:
        keep |= set(nx.single_source_shortest_path_length(und, s, cutoff=depth))
    return g.subgraph(keep).copy()


def export(db, edition: str, prefix: str, fmt: str, depth: int = 1) -> str:
    """A rule's (or section's) neighbourhood as GraphML, node-link JSON or Graphviz DOT."""
    import json

    sub = _subgraph(db, edition, prefix, depth)
    if fmt == "graphml":
        return "\n".join(nx.generate_graphml(sub))
    if fmt == "json":
        return json.dumps(nx.node_link_data(sub, edges="links"), ensure_ascii=False, indent=1)
    if fmt == "dot":
        lines = [f'digraph "{edition} {prefix}" {{', "  rankdir=LR;", "  node [shape=box, fontsize=10];"]
        for v, d in sub.nodes(data=True):
            label = f"{v}\\n{_short(d['text'], 40)}".replace('"', "'")
            lines.append(f'  "{v}" [label="{label}", tooltip="{d["kind"]}"];')
        for a, b in sub.edges:
            lines.append(f'  "{a}" -> "{b}";')
        lines.append("}")
        return "\n".join(lines)
    raise ValueError(f"unknown format {fmt!r}: use graphml, json or dot")


def _short(text: str, n: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


class LayoutUnavailable(LookupError):
    """Graphviz (Debian's ``graphviz`` package) is not installed."""


def neighbourhood_svg(db_path_or_conn, edition: str, number: str, depth: int = 1, max_nodes: int = 40) -> str:
    """An SVG picture of the rules around ``number``, laid out by Graphviz (neato).

    The centre rule is dark, rules it cites are blue, rules that cite it are orange;
    arrows point from the citing rule to the cited one; each node's tooltip is its text.
    """
    import shutil
    import subprocess

    db = sqlite3.connect(db_path_or_conn) if isinstance(db_path_or_conn, str) else db_path_or_conn
    g = citation_graph(db, edition)
    if number not in g:
        raise LookupError(f"{number} does not exist in the {edition} edition")
    neato = shutil.which("neato")
    if neato is None:
        raise LayoutUnavailable("the picture needs Graphviz: apt-get install graphviz")
    und = g.to_undirected(as_view=True)
    dist = nx.single_source_shortest_path_length(und, number, cutoff=depth)
    keep = sorted(dist, key=lambda v: (dist[v], -g.degree(v), v))[:max_nodes]

    def colour(v):
        if v == number:
            return "#222222"
        if g.has_edge(number, v):
            return "#1f6fb4"
        if g.has_edge(v, number):
            return "#d9731a"
        return "#888888"

    def q(text: str) -> str:
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

    lines = [f"digraph {q(number)} {{",
             '  graph [overlap=false, splines=true, sep="+12", pad=0.3, fontname="sans-serif", bgcolor="white"];',
             '  node [shape=circle, style=filled, fixedsize=true, label="", '
             'fontname="sans-serif", fontsize=13];',
             '  edge [color="#aaaaaa", arrowsize=0.8, len=1.6];']
    for v in keep:
        size = 0.38 if v == number else 0.24
        lines.append(f"  {q(v)} [id={q('rule_' + v)}, fillcolor={q(colour(v))}, color={q(colour(v))}, "
                     f"width={size}, xlabel={q(v)}, tooltip={q(f'{v}: ' + _short(g.nodes[v]['text'], 150))}];")
    for a, b in g.subgraph(keep).edges:
        lines.append(f"  {q(a)} -> {q(b)};")
    lines.append("}")
    out = subprocess.run([neato, "-Tsvg"], input="\n".join(lines), capture_output=True, text=True,
                         timeout=30, check=False)
    if out.returncode != 0:
        raise LayoutUnavailable(f"graphviz failed: {out.stderr.strip()[:200]}")
    svg = out.stdout
    return svg[svg.index("<svg"):]  # drop the XML prologue and doctype
