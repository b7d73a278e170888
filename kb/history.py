"""Following rules through editions (lineage), diffs between editions, and citation checks."""
from __future__ import annotations

import difflib
import re
import sqlite3

from .db import current_edition, resolve_edition

__all__ = ["history", "diff", "cite", "successor", "NoLineage"]

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
    """Collapse a chain into the editions where the number or the text changed.

    Each version after the first says where its text differs from the one before
    (``change``: the first differing words; ``diff``: the whole word diff), or which
    cross-references were only renumbered (``references``).
    """
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
        version = {"edition": link["edition"], "until": link["edition"], "number": link["number"],
                   "event": link["event"] or "added", "score": link["score"], "text": text,
                   "split_into": link.get("split_into")}
        if out:
            prev = out[-1]
            old = prev["text"] or ""
            refs = renumbered_references(old, text or "", _number_map(db, prev["until"], link["edition"], old))
            if refs:
                version["references"] = refs
                version["change"] = "references renumbered: " + ", ".join(f"{a} → {b}" for a, b in refs)
            elif text is not None and old != text:
                version["change"] = change_summary(old, text)
                version["diff"] = _word_diff(old, text)
            else:
                version["change"] = "(same text)"
        out.append(version)
    return out


def _number_map(db, ea: str, eb: str, text: str) -> dict[str, str]:
    """What the rule numbers cited in ``text`` (edition ``ea``) became in edition ``eb``."""
    out = {}
    for n in set(_REF_NUMBER.findall(text)):
        row = db.execute(f"SELECT to_number FROM lineage WHERE from_edition = ? AND to_edition = ? AND "
                         f"from_number = ? AND kind IN ({','.join('?' * len(_PRIMARY))})",
                         [ea, eb, n, *_PRIMARY]).fetchone()
        if row:
            out[n] = row[0]
    return out


# Quotes, dashes and the "?" that mis-decoded files print for either: one mark.
_TYPO = str.maketrans({"“": "'", "”": "'", '"': "'", "‘": "'", "’": "'", "?": "'", "–": "'", "—": "'", "-": "'"})


def _typography(text: str | None) -> str:
    return " ".join((text or "").translate(_TYPO).split())


def successor(db, number: str, edition: str | None = None) -> dict | None:
    """What an old ``number`` became in ``edition`` (default: current), following the lineage
    from the last edition before it that has the number: ``{"number", "edition", "from"}``
    (``number`` None when its line ends), or None when there is nothing to follow."""
    if not _has_lineage(db):
        return None
    ed = resolve_edition(db, edition)
    row = db.execute("SELECT max(edition) FROM rules WHERE number = ? AND edition < ?", [number, ed]).fetchone()
    if not row or row[0] is None:
        return None
    last = _chain(db, row[0], number, forward=True)[-1]
    if last["edition"] >= ed and _text(db, ed, last["number"]) is not None:
        return {"number": last["number"], "edition": ed, "from": row[0]}
    return {"number": None, "edition": ed, "from": row[0], "last_seen": last}


def successor_note(db, number: str, edition: str | None = None) -> str:
    """``successor`` as words for an error message ("" when there is nothing to say)."""
    from .db import parse_number

    try:
        s = successor(db, parse_number(number)[0], edition)
    except LookupError:
        return ""
    if s is None:
        return ""
    if s["number"]:
        return f"; in {s['edition']} it is {s['number']} (`kb history {number} --from {s['from']}`)"
    seen = s["last_seen"]
    return f"; its line ends in {seen['edition']} (as {seen['number']}): no successor in {s['edition']}"


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

_WORDS = re.compile(r"\S+")


def word_ops(a: str, b: str, loose: bool = False) -> list[tuple[str, str, str]]:
    """The word-level edit script from ``a`` to ``b``: (op, old words, new words), op being
    ``equal``, ``delete``, ``insert`` or ``replace``.  ``loose``: words that differ only in
    quotes or dashes count as equal (the new text's spelling is kept)."""
    aw, bw = a.split(), b.split()
    ka, kb = ([_typography(w) for w in aw], [_typography(w) for w in bw]) if loose else (aw, bw)
    return [(op, " ".join(aw[i1:i2]) if op != "equal" else " ".join(bw[j1:j2]), " ".join(bw[j1:j2]))
            for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, ka, kb, autojunk=False).get_opcodes()]


def _marked(op: str, old: str, new: str, width: int | None = None) -> str:
    if op == "equal":
        return old
    if width and len(old) + len(new) > width:
        old = old if len(old) <= width // 2 else old[: width // 2].rsplit(" ", 1)[0] + "…"
        new = new if len(new) <= width // 2 else new[: width // 2].rsplit(" ", 1)[0] + "…"
    return (f"[-{old}-]" if old else "") + (f"{{+{new}+}}" if new else "")


def _word_diff(a: str, b: str) -> str:
    """Words removed as ``[-…-]``, added as ``{+…+}`` (git's plain word diff)."""
    return " ".join(_marked(*op) for op in word_ops(a, b))


def change_summary(a: str | None, b: str | None, context: int = 5, width: int = 150) -> str:
    """Where ``b`` first differs from ``a``: a few words around the first change (quotes and
    dashes aside), marked as in :func:`_word_diff`, and how many more places changed."""
    if a is None or b is None:
        return (b or a or "")[:width]
    ops = word_ops(a, b, loose=True)
    changes = [i for i, op in enumerate(ops) if op[0] != "equal"]
    if not changes:
        return "(same words)" if a != b else "(same text)"
    i = changes[0]
    before = ops[i - 1][1].split() if i > 0 else []
    after = ops[i + 1][1].split() if i + 1 < len(ops) and ops[i + 1][0] == "equal" else []
    head = ("… " if len(before) > context else "") + " ".join(before[-context:])
    out = " ".join(p for p in (head, _marked(*ops[i], width=width), " ".join(after[:context])) if p)
    if len(after) > context or i + 2 < len(ops):
        out += " …"
    more = len(changes) - 1
    return out + (f" (+{more} more change{'s' if more > 1 else ''})" if more else "")


def pair_matches(db, ea: str, eb: str) -> tuple[dict[str, str], dict[str, str], list]:
    """The lineage from edition ``ea`` to ``eb``, with the texts of what did not stay the same.

    For consecutive editions the stored lineage is read (when ``kb analyze`` made it with this
    version of the matching); for any other pair the two editions are matched now.  Returns
    the texts of edition ``ea`` and ``eb`` by item key ("613.4c", "613.5#ex2") and the matches.
    """
    from .lineage import VERSION, Match, load_items, match_editions

    try:
        stored = db.execute("SELECT version FROM lineage_pairs WHERE from_edition = ? AND to_edition = ?",
                            [ea, eb]).fetchone()
    except sqlite3.OperationalError:
        stored = None
    if stored and stored[0] == VERSION:
        # rowid order is the order the matching produced them in (headings, rules, examples)
        matches = [Match(a, b, kind, score, like) for a, b, kind, score, like in db.execute(
            "SELECT from_number, to_number, kind, score, like_number FROM lineage "
            "WHERE from_edition = ? AND to_edition = ? ORDER BY rowid", [ea, eb])]
        changed = [m for m in matches if m.kind != "same"]
        return (_texts(db, ea, {m.a for m in changed if m.a}), _texts(db, eb, {m.b for m in changed if m.b}),
                matches)
    A, B = load_items(db, ea), load_items(db, eb)
    return {i.key: i.text for i in A}, {i.key: i.text for i in B}, match_editions(A, B)


def _texts(db, edition: str, keys: set[str]) -> dict[str, str]:
    """The texts of some rules and examples ("613.5#ex2") of an edition, by key."""
    out: dict[str, str] = {}
    rules = sorted(k for k in keys if "#" not in k)
    for i in range(0, len(rules), 500):
        chunk = rules[i:i + 500]
        out.update(db.execute(f"SELECT number, coalesce(text, '') FROM rules WHERE edition = ? AND number IN "
                              f"({','.join('?' * len(chunk))})", [edition, *chunk]).fetchall())
    wanted = {k for k in keys if "#ex" in k}
    if wanted:
        for rule, idx, text in db.execute(
                f"SELECT rule, idx, coalesce(text, '') FROM examples WHERE edition = ? AND rule IN "
                f"({','.join('?' * len({k.split('#')[0] for k in wanted}))})",
                [edition, *sorted({k.split("#")[0] for k in wanted})]):
            key = f"{rule}#ex{idx}"
            if key in wanted:
                out[key] = text
    return out


_REF_NUMBER = re.compile(r"\b\d{3}\.\d+[a-z]{0,2}\b|\b\d{3}\b")


def renumbered_references(old: str, new: str, numbers: dict[str, str]) -> list[tuple[str, str]] | None:
    """The cross-references renumbered between two texts when nothing else differs, else None.

    ``numbers``: each rule number of the old edition → its number in the new one (the
    lineage).  "See rule 726" → "See rule 727" counts when 726 became 727; a reference that
    now names another rule is a real change.
    """
    if old == new:
        return None
    a_parts, b_parts = _REF_NUMBER.split(old), _REF_NUMBER.split(new)
    if a_parts != b_parts:
        return None
    pairs = []
    for x, y in zip(_REF_NUMBER.findall(old), _REF_NUMBER.findall(new)):
        if x == y:
            continue
        if numbers.get(x) != y:
            return None
        if (x, y) not in pairs:
            pairs.append((x, y))
    return pairs or None


def _section_of(key: str) -> str:
    rule = key.split("#")[0]
    return rule.split(".")[0]


DIFF_KINDS = ("added", "removed", "changed", "references", "moved", "renumbered", "split", "merged")


def diff(db, a: str, b: str, section: str | None = None) -> dict:
    """What changed from edition ``a`` to edition ``b``, from the lineage.

    ``changed``: same number, other words (word diff); ``references``: same number, only
    cross-references renumbered; ``moved``: new number and other words; ``renumbered``: new
    number, same words (references renumbered at most); ``split``/``merged``: text carved out
    of a rule that ended or lost it / folded into a rule that gained it; ``added``/``removed``,
    with ``like`` naming a rule of the other edition worded alike.
    """
    ea, eb = resolve_edition(db, a), resolve_edition(db, b)
    if ea == eb:
        raise LookupError(f"{a} and {b} are the same edition ({ea}): nothing to compare")
    ta, tb, matches = pair_matches(db, ea, eb)
    numbers = {m.a: m.b for m in matches if m.kind in _PRIMARY and m.a and "#" not in m.a}

    def keep(key: str | None) -> bool:
        if section is None or key is None:
            return section is None
        rule = key.split("#")[0]
        return rule == section or rule.startswith(section + ".") or (
            len(section) > 3 and rule.startswith(section) and rule[len(section):].isalpha()) or (
            len(section) == 1 and rule[:1] == section and len(rule.split(".")[0]) == 3)

    out = {"from": ea, "to": eb, "section": section, **{k: [] for k in DIFF_KINDS}}
    for m in matches:
        if m.kind == "same" or not (keep(m.a) or keep(m.b)):
            continue
        old, new = ta.get(m.a), tb.get(m.b)
        where = {"section": _section_of(m.b or m.a)}
        if m.kind == "added":
            out["added"].append({"number": m.b, "text": new, **({"like": m.like} if m.like else {}), **where})
        elif m.kind == "removed":
            out["removed"].append({"number": m.a, "text": old, **({"like": m.like} if m.like else {}),
                                   **where})
        elif m.kind in ("changed", "moved"):
            refs = renumbered_references(old, new, numbers)
            if m.kind == "changed" and refs:
                out["references"].append({"number": m.b, "references": refs, "old": old, "new": new,
                                          **where})
            elif m.kind == "changed":
                out["changed"].append({"number": m.b, "diff": _word_diff(old, new),
                                       "old": old, "new": new, **where})
            elif old == new or refs:
                out["renumbered"].append({"from": m.a, "to": m.b, **({"references": refs} if refs else {}),
                                          **where})
            else:
                out["moved"].append({"from": m.a, "to": m.b, "score": m.score,
                                     "diff": _word_diff(old, new), "old": old, "new": new,
                                     **where})
        elif m.kind in ("split", "merged"):
            out[m.kind].append({"from": m.a, "to": m.b, "score": m.score, "old": old, "new": new, **where})
    out["counts"] = {k: len(out[k]) for k in DIFF_KINDS}
    eds = [r[0] for r in db.execute("SELECT id FROM editions ORDER BY id")]
    i = eds.index(ea)
    j = eds.index(eb)
    out["consecutive"] = j == i + 1
    # The neighbouring comparisons: the edition before ``a`` to ``a``, ``b`` to the one after it.
    out["previous"] = [eds[i - 1], ea] if i > 0 else None
    out["next"] = [eb, eds[j + 1]] if j + 1 < len(eds) else None
    return out


# --- citation checks ----------------------------------------------------------------------

_BARE = re.compile(r"(?<![\w.])(\d{3}\.\d{1,3}[a-z]?)(?![\w])")
_MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"])}
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
# A date written right after a citation: "502.9b (2005-08-01)", "(CR 2005-08-01)", "(Aug 1, 2005)",
# "(1 August 2005)", "(August 2005)", "(2005-08)", "(2005)".
_CITED_DATE = re.compile(
    r"\s*[\(\[]\s*(?:(?:CR|Comprehensive Rules|edition|as of)[,:]?\s+)?"
    r"(?P<date>\d{4}-\d{1,2}-\d{1,2}|\d{4}-\d{1,2}|\d{4}|" + _MONTH + r"\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+"
    + _MONTH + r"\s+\d{4}|" + _MONTH + r"\s+\d{4})\s*(?:edition)?\s*[\)\]]", re.I)


def _date_range(text: str) -> tuple[str, str] | None:
    """The first and last day a written date stands for ("2005" → 2005-01-01 … 2005-12-31)."""
    import calendar
    import datetime as dt

    t = text.strip().lower().replace(",", " ").replace(".", " ")
    parts = t.split()
    try:
        if re.fullmatch(r"\d{4}-\d{1,2}-\d{1,2}", t):
            y, m, d = map(int, t.split("-"))
        elif re.fullmatch(r"\d{4}-\d{1,2}", t):
            (y, m), d = map(int, t.split("-")), None
        elif re.fullmatch(r"\d{4}", t):
            y, m, d = int(t), None, None
        elif len(parts) == 3 and parts[0].isdigit():  # 1 August 2005
            d, m, y = int(parts[0]), _month(parts[1]), int(parts[2])
        elif len(parts) == 3:  # August 1 2005
            m, d, y = _month(parts[0]), int(parts[1]), int(parts[2])
        elif len(parts) == 2:  # August 2005
            m, d, y = _month(parts[0]), None, int(parts[1])
        else:
            return None
        if m is None:
            return f"{y:04d}-01-01", f"{y:04d}-12-31"
        if d is None:
            return f"{y:04d}-{m:02d}-01", f"{y:04d}-{m:02d}-{calendar.monthrange(y, m)[1]:02d}"
        day = dt.date(y, m, d).isoformat()
        return day, day
    except (ValueError, TypeError):
        return None


def _month(word: str) -> int:
    for name, n in _MONTHS.items():
        if name.startswith(word.rstrip(".")[:3]) and name.startswith(word.rstrip(".")):
            return n
        if word.rstrip(".") == "sept" and name == "september":
            return n
    raise ValueError(word)


def _editions_in_force(db, first: str, last: str) -> list[str]:
    """The editions in force at some time between two days, oldest first."""
    start = db.execute("SELECT max(id) FROM editions WHERE id <= ?", [first]).fetchone()[0]
    later = [r[0] for r in db.execute("SELECT id FROM editions WHERE id > ? AND id <= ? ORDER BY id",
                                      [first, last])]
    return ([start] if start else []) + later


def _citations(text: str) -> list[dict]:
    """Every rule citation in ``text``, in order, with the date written right after it (if any)."""
    from ingest.refs import find_references

    found: dict[tuple[int, str], dict] = {}
    for ref in find_references(text):
        if ref.kind == "layer":
            continue
        found.setdefault((ref.start, ref.target), {"target": ref.target, "raw": text[ref.start:ref.end],
                                                   "start": ref.start, "end": ref.end})
    covered = [(c["start"], c["end"]) for c in found.values()]
    for m in _BARE.finditer(text):  # "999.9", "Under 418.5a": numbers without the word "rule"
        if not any(a <= m.start(1) < b for a, b in covered):
            found[(m.start(1), m.group(1))] = {"target": m.group(1), "raw": m.group(1), "start": m.start(1),
                                               "end": m.end(1)}
    out = sorted(found.values(), key=lambda c: (c["start"], c["target"]))
    for c in out:
        d = _CITED_DATE.match(text, c["end"])
        c["date"] = d.group("date") if d else None
    return out


def cite(db, text: str, edition: str | None = None) -> dict:
    """Check every rule citation in ``text`` against an edition (default: current).

    A citation dated in the text ("CR 502.9b (2005-08-01)") is first checked against the
    edition in force on that date (for a month or a year: any edition in force then), then
    followed through the lineage to the edition checked against.
    """
    ed = resolve_edition(db, edition)
    has_lineage = _has_lineage(db)
    results = []
    seen_keys = set()
    for c in _citations(text):
        target = c["target"]
        if (target, c["date"]) in seen_keys:
            continue
        seen_keys.add((target, c["date"]))
        entry = {"citation": target, "raw": c["raw"], "edition": ed}
        if c["date"]:
            entry.update(_check_dated(db, target, c["date"], ed, has_lineage))
        else:
            entry.update(_check_undated(db, target, ed, has_lineage))
        results.append(entry)
    return {"edition": ed, "citations": results, "valid": all(r["status"] == "valid" for r in results)}


def _check_undated(db, target: str, ed: str, has_lineage: bool) -> dict:
    row = db.execute("SELECT text FROM rules WHERE edition = ? AND number = ?", [ed, target]).fetchone()
    if row:
        return {"status": "valid", "text": row[0]}
    seen = [r[0] for r in db.execute("SELECT edition FROM rules WHERE number = ? ORDER BY edition", [target])]
    if not seen:
        return {"status": "unknown", "message": f"{target} never existed in any ingested edition"}
    entry = {"status": "outdated", "first_seen": seen[0], "last_seen": seen[-1], "text": _text(db, seen[-1], target)}
    if has_lineage and seen[-1] < ed:
        last = _chain(db, seen[-1], target, forward=True)[-1]
        if last["edition"] >= ed and _text(db, ed, last["number"]) is not None:
            entry.update(now=last["number"], now_text=_text(db, ed, last["number"]))
    entry["message"] = (f"{target} is a number of the {seen[0]} … {seen[-1]} editions"
                        + (f"; in {ed} it is {entry['now']}" if entry.get("now") else f"; no successor in {ed}"))
    return entry


def _check_dated(db, target: str, written: str, ed: str, has_lineage: bool) -> dict:
    span = _date_range(written)
    if span is None:
        return {"status": "misdated", "date": written,
                "message": f"{written!r} is not a date (write it as YYYY-MM-DD)"}
    eds = _editions_in_force(db, *span)
    if not eds:
        first = db.execute("SELECT min(id) FROM editions").fetchone()[0]
        return {"status": "misdated", "date": written,
                "message": f"no ingested edition was in force then ({written}): the earliest is {first}"}
    have = [e for e in eds if _text(db, e, target) is not None]
    when = eds[0] if len(eds) == 1 else f"{eds[0]} … {eds[-1]}"
    on = f"on {written}" if span[0] == span[1] else f"in {written}"
    if not have:
        seen = db.execute("SELECT min(edition), max(edition) FROM rules WHERE number = ?", [target]).fetchone()
        where = (f"; it exists in {seen[0]} … {seen[1]}" if seen and seen[0] else "; it never existed in any "
                 "ingested edition")
        return {"status": "misdated", "date": written, "as_of": eds[-1],
                "message": f"{target} is not in the edition in force {on} ({when}){where}"}
    as_of = have[-1]
    entry = {"date": written, "as_of": as_of, "then_text": _text(db, as_of, target)}
    if as_of == ed:
        return {**entry, "status": "valid", "text": entry["then_text"]}
    if not has_lineage:
        here = _text(db, ed, target)
        if here is not None:
            return {**entry, "status": "valid", "text": here,
                    "message": f"{target} exists in {ed} too (no lineage to check it is the same rule: "
                               "run `kb analyze`)"}
        return {**entry, "status": "outdated", "message": f"{target} ({as_of}) is not in {ed}; run `kb analyze` "
                "to follow it"}
    last = _chain(db, as_of, target, forward=True)[-1]
    if last["edition"] >= ed and _text(db, ed, last["number"]) is not None:
        now = last["number"]
        if now == target:
            return {**entry, "status": "valid", "text": _text(db, ed, now)}
        reused = _text(db, ed, target) is not None
        return {**entry, "status": "outdated", "now": now, "now_text": _text(db, ed, now),
                "message": f"{target} of the {as_of} edition (in force {on}) is {now} in {ed}"
                           + (f"; {target} is another rule there" if reused else "")}
    return {**entry, "status": "outdated", "message": f"{target} of the {as_of} edition (in force {on}) "
            f"ends in {last['edition']} (as {last['number']}): no successor in {ed}"}
