"""Following rules through editions (lineage), diffs between editions, and citation checks."""
from __future__ import annotations

import difflib
import re
import sqlite3

from .db import current_edition, resolve_edition

__all__ = ["history", "diff", "cite", "NoLineage"]

_PRIMARY = ("same", "changed", "moved")


class NoLineage(LookupError):
    pass


def _has_lineage(db) -> bool:
    try:
        return db.execute("SELECT 1 FROM lineage LIMIT 1").fetchone() is not None
    except sqlite3.OperationalError:
        return False


def _require_lineage(db) -> None:
    if not _has_lineage(db):
        raise NoLineage("no lineage in the KB yet: run `kb analyze` after `kb ingest`")


def _step_back(db, edition: str, key: str) -> tuple[str, str, str, float] | None:
    """The item of the previous edition that became (edition, key), with how."""
    rows = db.execute("SELECT from_edition, from_number, kind, score FROM lineage "
                      "WHERE to_edition = ? AND to_number = ?", [edition, key]).fetchall()
    rows = [r for r in rows if r[1] is not None]
    for wanted in (_PRIMARY, ("split",), ("merged",)):
        best = [r for r in rows if r[2] in wanted]
        if best:
            return max(best, key=lambda r: r[3])
    return None


def _step_forward(db, edition: str, key: str) -> tuple[str, str, str, float] | None:
    """Where (edition, key) went in the next edition.

    A rule split into several places continues as their closest common parent
    (418.5a's layer list → section 612); the places themselves are in ``split_into``.
    """
    rows = db.execute("SELECT to_edition, to_number, kind, score FROM lineage "
                      "WHERE from_edition = ? AND from_number = ?", [edition, key]).fetchall()
    rows = [r for r in rows if r[1] is not None]
    for wanted in (_PRIMARY, ("merged",)):
        best = [r for r in rows if r[2] in wanted]
        if best:
            return max(best, key=lambda r: r[3])
    splits = [r for r in rows if r[2] == "split"]
    if len(splits) == 1:
        return splits[0]
    if splits:
        ed = splits[0][0]
        parent = _common_parent([r[1] for r in splits])
        score = round(sum(r[3] for r in splits) / len(splits), 4)
        if parent and _text(db, ed, parent) is not None:
            return ed, parent, "split", score, sorted(r[1] for r in splits)
        return max(splits, key=lambda r: r[3])
    return None


def _common_parent(numbers: list[str]) -> str | None:
    """The deepest rule containing all ``numbers`` ("612.1d", "612.3" → "612")."""
    def chain(n: str) -> list[str]:
        n = n.split("#")[0]
        out = [n]
        base = n.rstrip("abcdefghijkmnpqrstuvwxyz")
        if base != n:
            out.append(base)
        if "." in base:
            out.append(base.split(".")[0])
        return out
    common = set(chain(numbers[0]))
    for n in numbers[1:]:
        common &= set(chain(n))
    return max(common, key=len) if common else None


def _text(db, edition: str, key: str) -> str | None:
    if "#ex" in key:
        rule, idx = key.split("#ex")
        row = db.execute("SELECT text FROM examples WHERE edition = ? AND rule = ? AND idx = ?",
                         [edition, rule, int(idx)]).fetchone()
    else:
        row = db.execute("SELECT text FROM rules WHERE edition = ? AND number = ?", [edition, key]).fetchone()
    return row[0] if row else None


def _chain(db, edition: str, key: str, forward: bool) -> list[dict]:
    """Every edition's (number, how it got there) from ``edition`` back to the first or on to the last."""
    chain = [{"edition": edition, "number": key, "event": None, "score": None}]
    step = _step_forward if forward else _step_back
    ed, k = edition, key
    while True:
        nxt = step(db, ed, k)
        if nxt is None:
            break
        ed2, k2, kind, score = nxt[:4]
        if forward:
            chain.append({"edition": ed2, "number": k2, "event": kind, "score": score,
                          "split_into": nxt[4] if len(nxt) > 4 else None})
        else:
            chain[-1]["event"], chain[-1]["score"] = kind, score
            chain.append({"edition": ed2, "number": k2, "event": None, "score": None})
        ed, k = ed2, k2
    if not forward:
        chain.reverse()
        chain[0]["event"] = chain[0]["event"] or "added"
    return chain


def _versions(db, chain: list[dict]) -> list[dict]:
    """Collapse a chain into the editions where the number or the text changed."""
    out: list[dict] = []
    for link in chain:
        if out and link["event"] == "same":
            out[-1]["until"] = link["edition"]
            continue
        text = _text(db, link["edition"], link["number"])
        if out and link["number"] == out[-1]["number"] and _typography(text) == _typography(out[-1]["text"]):
            # Quotes and spacing only (’ for ', a stray ? for a quote): the same version.
            out[-1]["until"] = link["edition"]
            continue
        out.append({"edition": link["edition"], "until": link["edition"], "number": link["number"],
                    "event": link["event"] or "added", "score": link["score"], "text": text,
                    "split_into": link.get("split_into")})
    return out


_TYPO = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "?": "'"})


def _typography(text: str | None) -> str:
    return " ".join((text or "").translate(_TYPO).split())


def history(db, number: str, edition: str | None = None, from_edition: str | None = None) -> dict:
    """A rule's versions across editions (and where each of its examples lived).

    With ``from_edition`` the number is read in that edition and followed forward to
    the current one; otherwise it is read in ``edition`` (default: current) and followed back.
    """
    _require_lineage(db)
    forward = from_edition is not None
    start = resolve_edition(db, from_edition if forward else edition)
    if _text(db, start, number) is None:
        seen = db.execute("SELECT min(edition), max(edition) FROM rules WHERE number = ?", [number]).fetchone()
        hint = (f"; it exists in {seen[0]} … {seen[1]}: try `kb history {number} --from {seen[1]}`"
                if seen and seen[0] else "")
        raise LookupError(f"{number} does not exist in the {start} edition{hint}")
    chain = _chain(db, start, number, forward)
    if forward:
        back = _chain(db, start, number, False)
        chain[0]["event"] = back[-1]["event"]
        chain = back[:-1] + chain
    versions = _versions(db, chain)
    examples = []
    for (idx,) in db.execute("SELECT idx FROM examples WHERE edition = ? AND rule = ? ORDER BY idx",
                             [start, number]):
        key = f"{number}#ex{idx}"
        ch = _chain(db, start, key, forward)
        if forward:
            back = _chain(db, start, key, False)
            ch[0]["event"] = back[-1]["event"]
            ch = back[:-1] + ch
        homes = []
        for link in ch:
            rule = link["number"].split("#")[0]
            if homes and homes[-1]["rule"] == rule:
                homes[-1]["until"] = link["edition"]
            else:
                homes.append({"rule": rule, "edition": link["edition"], "until": link["edition"]})
        examples.append({"index": idx, "text": _text(db, start, key), "homes": homes})
    last = chain[-1]
    latest = current_edition(db)
    return {
        "number": number, "edition": start, "direction": "forward" if forward else "back",
        "versions": versions, "examples": examples,
        "current": {"edition": last["edition"], "number": last["number"]} if last["edition"] == latest
        else None,
        "last_seen": {"edition": last["edition"], "number": last["number"]},
    }


# --- diff -------------------------------------------------------------------------------

def _word_diff(a: str, b: str) -> str:
    """Words removed as [-…-], added as {+…+}."""
    aw, bw = a.split(), b.split()
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, aw, bw, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(" ".join(aw[i1:i2]))
        if op in ("delete", "replace"):
            out.append("[-" + " ".join(aw[i1:i2]) + "-]")
        if op in ("insert", "replace"):
            out.append("{+" + " ".join(bw[j1:j2]) + "+}")
    return " ".join(out)


def diff(db, a: str, b: str, section: str | None = None) -> dict:
    """What changed from edition ``a`` to edition ``b`` (derived from the texts)."""
    from .lineage import load_items, match_editions

    ea, eb = resolve_edition(db, a), resolve_edition(db, b)
    A, B = load_items(db, ea), load_items(db, eb)
    ta = {i.key: i for i in A}
    tb = {i.key: i for i in B}
    matches = match_editions(A, B)

    def keep(key: str | None) -> bool:
        if section is None or key is None:
            return section is None
        rule = key.split("#")[0]
        return rule == section or rule.startswith(section + ".") or (
            len(section) > 3 and rule.startswith(section) and rule[len(section):].isalpha())

    out = {"from": ea, "to": eb, "section": section, "added": [], "removed": [], "changed": [],
           "moved": [], "renumbered": [], "split": [], "merged": []}
    for m in matches:
        if not (keep(m.a) or keep(m.b)):
            continue
        if m.kind == "added":
            out["added"].append({"number": m.b, "text": tb[m.b].text})
        elif m.kind == "removed":
            out["removed"].append({"number": m.a, "text": ta[m.a].text})
        elif m.kind == "changed":
            out["changed"].append({"number": m.b, "diff": _word_diff(ta[m.a].text, tb[m.b].text)})
        elif m.kind == "moved":
            if ta[m.a].text == tb[m.b].text or ta[m.a].norm == tb[m.b].norm and m.score == 1.0:
                out["renumbered"].append({"from": m.a, "to": m.b})
            else:
                out["moved"].append({"from": m.a, "to": m.b, "score": m.score,
                                     "diff": _word_diff(ta[m.a].text, tb[m.b].text)})
        elif m.kind in ("split", "merged"):
            out[m.kind].append({"from": m.a, "to": m.b, "score": m.score})
    return out


# --- citation checks ----------------------------------------------------------------------

_BARE = re.compile(r"(?<![\w.])(\d{3}\.\d{1,3}[a-z]?)(?![\w])")


def cite(db, text: str, edition: str | None = None) -> dict:
    """Check every rule citation in ``text`` against an edition (default: current)."""
    from ingest.refs import find_references

    ed = resolve_edition(db, edition)
    found: dict[str, dict] = {}
    for ref in find_references(text):
        if ref.kind == "layer":
            continue
        found.setdefault(ref.target, {"raw": text[ref.start:ref.end], "start": ref.start, "kind": ref.kind})
    for m in _BARE.finditer(text):  # "999.9", "Under 418.5a": numbers without the word "rule"
        found.setdefault(m.group(1), {"raw": m.group(1), "start": m.start(1), "kind": "rule"})
    has_lineage = _has_lineage(db)
    results = []
    for target, ref in sorted(found.items(), key=lambda x: x[1]["start"]):
        row = db.execute("SELECT text FROM rules WHERE edition = ? AND number = ?", [ed, target]).fetchone()
        entry = {"citation": target, "raw": ref["raw"], "edition": ed}
        if row:
            entry.update(status="valid", text=row[0])
        else:
            seen = [r[0] for r in db.execute("SELECT edition FROM rules WHERE number = ? ORDER BY edition",
                                             [target])]
            if not seen:
                entry.update(status="unknown", message=f"{target} never existed in any ingested edition")
            else:
                entry.update(status="outdated", first_seen=seen[0], last_seen=seen[-1],
                             text=_text(db, seen[-1], target))
                if has_lineage and seen[-1] < ed:
                    chain = _chain(db, seen[-1], target, forward=True)
                    last = chain[-1]
                    if last["edition"] >= ed and _text(db, ed, last["number"]) is not None:
                        entry.update(now=last["number"], now_text=_text(db, ed, last["number"]))
                entry["message"] = (f"{target} is a number of the {seen[0]} … {seen[-1]} editions"
                                    + (f"; in {ed} it is {entry['now']}" if entry.get("now") else
                                       f"; no successor in {ed}"))
        results.append(entry)
    return {"edition": ed, "citations": results, "valid": all(r["status"] == "valid" for r in results)}
