"""How much of the card pool the engine reads (``kb engine coverage``).

Over every card face (the KB's ``card_faces``, or faces given as data): the share that *load*
(``CardDef.from_dict`` with :func:`kb.engine.cardtext.parse_card_text`: a line the engine cannot
read becomes an unmodelled ability and does not stop the card), the share whose every ability is
*modelled* (no :class:`~kb.engine.abilities.UnmodelledAbility`, no unread sentence in a spell's
instructions), the abilities of each kind and how many of them are modelled, and the most common
unmodelled *templates*: the line with the card's name as ``~``, numbers as ``N`` and mana symbols
as ``{M}``, quoted abilities kept as written, identical templates grouped.
"""
from __future__ import annotations

import json
import re
import time
from collections import Counter
from dataclasses import dataclass, field

from .words import PERMANENT_TYPES

__all__ = ["Coverage", "JudgeCoverage", "judge_card_names", "judge_coverage", "coverage_of_faces", "coverage_of_kb", "coverage_parallel", "merge", "face_definition", "template", "KINDS",
           "write_notes", "faces_of_file"]

KINDS = ("static", "triggered", "activated", "mana", "spell", "replacement", "cost", "keyword")
_LIST_COLUMNS = ("colors", "color_indicator", "supertypes", "types", "subtypes")
_DEFINITION_KEYS = ("name", "mana_cost", "colors", "color_indicator", "supertypes", "types", "subtypes",
                    "power", "toughness", "loyalty", "text", "layout")


def face_definition(row: dict) -> dict:
    """A ``card_faces`` row → the engine's card-definition shape, as ``kb.cards.card_definition``
    returns it (lists decoded, missing lists empty)."""
    out = {k: row.get(k) for k in _DEFINITION_KEYS}
    for k in _LIST_COLUMNS:
        v = out.get(k)
        if isinstance(v, str):
            try:
                v = json.loads(v)
            except ValueError:
                v = None
        out[k] = v
    for k in ("colors", "supertypes", "types", "subtypes"):
        out[k] = out[k] or []
    return out


_MANA = re.compile(r"\{[^{}]*\}")
_NUM = re.compile(r"(?<![\w/+-])[+-]?\d+(?![\w])")
_QUOTED = re.compile(r'"[^"]*"')


def template(line: str, name: str | None = None) -> str:
    """An unread line as a template: the card's name as ~, mana symbols {M}, numbers N; the text of
    quoted abilities is kept as written (only their numbers and mana change alike)."""
    t = line.strip()
    if name and name in t:
        t = t.replace(name, "~")
    t = _MANA.sub("{M}", t)
    t = re.sub(r"(\{M\})+", "{M}", t)
    t = re.sub(r"(?<![\w])([+-]?)\d+/([+-]?)\d+(?![\w])", r"\1N/\2N", t)
    t = _NUM.sub(lambda m: ("+" if m.group(0).startswith("+") else "-" if m.group(0).startswith("-") else "") + "N", t)
    return " ".join(t.split())


@dataclass
class Coverage:
    faces: int = 0
    loaded: int = 0
    modelled: int = 0                      # faces whose every ability is modelled
    no_text: int = 0                       # faces without rules text (vanilla): modelled trivially
    abilities: Counter = field(default_factory=Counter)    # kind -> abilities of that kind
    unmodelled: Counter = field(default_factory=Counter)   # kind -> of which unmodelled
    templates: Counter = field(default_factory=Counter)    # template -> faces
    template_kind: dict = field(default_factory=dict)      # template -> kind
    examples: dict = field(default_factory=dict)           # template -> a card showing it
    failures: Counter = field(default_factory=Counter)     # why a face did not load -> faces
    failure_examples: dict = field(default_factory=dict)
    opaque: Counter = field(default_factory=Counter)       # kind -> abilities made opaque by word accounting
    unaccounted: Counter = field(default_factory=Counter)  # word -> abilities that left it unaccounted for
    unaccounted_examples: dict = field(default_factory=dict)
    seconds: float = 0.0

    def share(self, n: int) -> float:
        return n / self.faces if self.faces else 0.0

    def top(self, n: int = 50) -> list[dict]:
        return [{"template": t, "faces": c, "kind": self.template_kind.get(t, "?"), "example": self.examples.get(t)}
                for t, c in self.templates.most_common(n)]

    def as_dict(self, top: int = 50) -> dict:
        kinds = {}
        for k in KINDS:
            total = self.abilities.get(k, 0)
            un = self.unmodelled.get(k, 0)
            kinds[k] = {"abilities": total, "modelled": total - un, "unmodelled": un,
                        "modelled_share": round((total - un) / total, 4) if total else None}
        return {
            "faces": self.faces, "loaded": self.loaded, "load_share": round(self.share(self.loaded), 4),
            "fully_modelled": self.modelled, "modelled_share": round(self.share(self.modelled), 4),
            "without_text": self.no_text, "by_kind": kinds,
            "not_loaded": [{"reason": r, "faces": c, "example": self.failure_examples.get(r)}
                           for r, c in self.failures.most_common()],
            "top_unmodelled": self.top(top), "distinct_unmodelled_templates": len(self.templates),
            "accounting": {
                "opaque_abilities": sum(self.opaque.values()),
                "opaque_by_kind": {k: self.opaque.get(k, 0) for k in KINDS if self.opaque.get(k)},
                "top_unaccounted_words": [{"word": w, "abilities": c, "example": self.unaccounted_examples.get(w)}
                                          for w, c in self.unaccounted.most_common(top)],
            },
            "seconds": round(self.seconds, 2),
        }


def _kind_of(ab) -> str:
    from .abilities import ManaAbility, UnmodelledAbility

    if isinstance(ab, UnmodelledAbility):
        return ab.guess if ab.guess in KINDS else "static"
    if isinstance(ab, ManaAbility):
        return "mana"
    k = getattr(ab, "kind", "static")
    return k if k in KINDS else "static"


def _reason(exc: Exception) -> str:
    msg = str(exc)
    msg = re.sub(r"^[^:]{1,80}: (?=not a power)", "", msg)   # "Name: not a power ..." → the reason alone
    msg = re.sub(r"'[^']*'", "'…'", msg)
    return f"{type(exc).__name__}: {msg}"[:160]




def coverage_of_faces(faces, progress=None, each=None) -> Coverage:
    """Coverage over card definitions (dicts in the card-definition shape, or ``card_faces`` rows). ``each``, when
    given, is called with every loaded ``CardDef`` (a check over the whole pool reads it in the same pass)."""
    from .abilities import SpellAbility, UnmodelledAbility
    from .cardtext import parse_card_text, unaccounted_words
    from .combat import UNMODELLED_COMBAT
    from .unknowns import cast_keyword_read, keyword_carried_out, keyword_known

    def keyword_applied(name: str) -> bool:
        return keyword_known(name) and not name.lower().startswith(UNMODELLED_COMBAT)

    def keyword_read(name: str, permanent: bool) -> bool:
        """A permanent's keyword: applied on the battlefield (or known to work elsewhere); a spell's (an instant's or a
        sorcery's): read as it is cast (kb.engine.unknowns.cast_keyword_read) — and for both, carried out when used
        (kb.engine.unknowns.NOT_CARRIED_OUT_KEYWORDS: casting with disturb, paying with convoke … is "cannot decide")."""
        return keyword_carried_out(name) and (keyword_applied(name) if permanent else cast_keyword_read(name))
    from .errors import ParseError
    from .objects import CardDef, CardError

    cov = Coverage()
    t0 = time.perf_counter()
    for row in faces:
        d = face_definition(row) if "types" in row and isinstance(row.get("types"), str) else dict(row)
        cov.faces += 1
        name = d.get("name") or "?"
        try:
            card = CardDef.from_dict({k: v for k, v in d.items() if k in _DEFINITION_KEYS}, parse=parse_card_text)
        except (CardError, ParseError, ValueError, TypeError, KeyError, IndexError, RecursionError) as exc:
            r = _reason(exc)
            cov.failures[r] += 1
            cov.failure_examples.setdefault(r, name)
            continue
        cov.loaded += 1
        if each is not None:
            each(card)
        if not card.abilities:
            cov.no_text += 1 if not (d.get("text") or "").strip() else 0
        full = True
        seen: set = set()
        permanent = bool(PERMANENT_TYPES & set(card.types))   # 110.4
        for ab in card.abilities:
            kind = _kind_of(ab)
            cov.abilities[kind] += 1
            unread: list[str] = []
            if isinstance(ab, UnmodelledAbility):
                unread = [ab.text]
                words = unaccounted_words(ab)
                if words:   # accepted by a template, but words were left unread (kb.engine.render)
                    cov.opaque[kind] += 1
                    for w in dict.fromkeys(words):
                        cov.unaccounted[w] += 1
                        cov.unaccounted_examples.setdefault(w, f"{name}: {ab.text[:120]}")
            elif getattr(ab, "kind", "") == "keyword" and not keyword_read(ab.name, permanent):
                # a permanent's keyword the engine parses but doesn't apply: on the battlefield it is "not modelled
                # (702)" (kb.engine.unknowns) or combat is refused; a spell's keyword its cast doesn't read is "cannot
                # decide" as it is cast (kb.engine.scenario); either's keyword not carried out when used is too
                unread = [ab.name]
            elif isinstance(ab, SpellAbility) and ab.unmodelled:
                unread = list(ab.unmodelled)
                if ab.unaccounted:
                    cov.opaque[kind] += 1
                    for w in ab.unaccounted:
                        cov.unaccounted[w] += 1
                        cov.unaccounted_examples.setdefault(w, f"{name}: {ab.text[:120]}")
            if not unread:
                continue
            full = False
            cov.unmodelled[kind] += 1
            for line in unread:
                tpl = template(line, card.name)
                if tpl in seen:
                    continue
                seen.add(tpl)
                cov.templates[tpl] += 1
                cov.template_kind.setdefault(tpl, kind)
                cov.examples.setdefault(tpl, name)
        if full:
            cov.modelled += 1
        if progress is not None and cov.faces % 2000 == 0:
            progress(cov.faces)
    cov.seconds = time.perf_counter() - t0
    return cov


def merge(parts: list[Coverage]) -> Coverage:
    """One Coverage of several (the same faces counted once each: parts over disjoint faces)."""
    out = Coverage()
    for c in parts:
        out.faces += c.faces
        out.loaded += c.loaded
        out.modelled += c.modelled
        out.no_text += c.no_text
        out.abilities.update(c.abilities)
        out.unmodelled.update(c.unmodelled)
        out.templates.update(c.templates)
        out.failures.update(c.failures)
        out.opaque.update(c.opaque)
        out.unaccounted.update(c.unaccounted)
        for k, v in c.unaccounted_examples.items():
            out.unaccounted_examples.setdefault(k, v)
        for k, v in c.template_kind.items():
            out.template_kind.setdefault(k, v)
        for k, v in c.examples.items():
            out.examples.setdefault(k, v)
        for k, v in c.failure_examples.items():
            out.failure_examples.setdefault(k, v)
    return out


def _chunk(rows: list) -> Coverage:
    return coverage_of_faces(rows)


def coverage_parallel(rows: list, jobs: int = 0) -> Coverage:
    """``coverage_of_faces`` over ``rows`` in ``jobs`` processes (0: one per CPU, at most 4). Each
    process reads its share of the faces; the counts are added up."""
    import os

    t0 = time.perf_counter()
    jobs = jobs or min(4, os.cpu_count() or 1)
    if jobs <= 1 or len(rows) < 2000:
        cov = coverage_of_faces(rows)
    else:
        from kb.workers import parallel_map

        n = max(1, len(rows) // (jobs * 4))
        chunks = [rows[i:i + n] for i in range(0, len(rows), n)]
        cov = merge(parallel_map(_chunk, chunks, jobs))
        # the first example of a template is the one in table order, as in one process
    cov.seconds = time.perf_counter() - t0
    return cov


def coverage_of_kb(conn, progress=None, jobs: int = 1) -> Coverage:
    """Coverage over every face in the KB's ``card_faces`` table (``jobs`` processes; 0: one per CPU)."""
    conn = getattr(conn, "conn", conn)
    if not conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'card_faces'").fetchone():
        raise LookupError("the knowledge base holds no cards: run `kb import-cards PATH` (or --download)")
    cur = conn.execute("SELECT name, mana_cost, colors, color_indicator, supertypes, types, subtypes, power, toughness, "
                       "loyalty, text, layout FROM card_faces ORDER BY id")
    cols = [c[0] for c in cur.description]
    t0 = time.perf_counter()
    if jobs == 1:
        cov = coverage_of_faces((face_definition(dict(zip(cols, r))) for r in cur), progress)
    else:
        cov = coverage_parallel([face_definition(dict(zip(cols, r))) for r in cur], jobs)
    cov.seconds = time.perf_counter() - t0
    if cov.faces == 0:
        raise LookupError("the knowledge base holds no cards: run `kb import-cards PATH` (or --download)")
    return cov


def faces_of_file(path) -> list[dict]:
    """Card faces of a card-data file, in the card-definition shape: MTGJSON-derived JSON lines
    (``mtgjson2022-oracle-cards.jsonl.gz``: one face a line) or one JSON array (``oracle_corpus.json.gz``,
    Oracle text of 2026-06: its ``types``/``subtypes``/``supertypes`` lists; no colours; a multi-face card's row
    holds its first face's text under the combined name "A // B", so that face is named "A", as its text names it)."""
    import gzip
    from pathlib import Path

    path = Path(path)
    opener = gzip.open if path.suffix == ".gz" else open
    try:
        with opener(path, "rt", encoding="utf-8") as fh:
            head = fh.read(1)
            fh.seek(0)
            rows = json.load(fh) if head == "[" else [json.loads(line) for line in fh if line.strip()]
    except (OSError, ValueError, EOFError) as exc:
        raise LookupError(f"{path}: not a card-data file the engine reads ({exc})") from None
    out = []
    for r in rows:
        if not isinstance(r, dict) or not r.get("name"):
            continue
        name = r.get("faceName") or r["name"]
        if " // " in name:   # the 2026-06 corpus: a card's first face's text under the combined "A // B" name
            name = name.split(" // ")[0]
        out.append({"name": name, "mana_cost": r.get("manaCost"),
                    "colors": r.get("colors") or [], "color_indicator": None,
                    "supertypes": r.get("supertypes") or [], "types": r.get("types") or [],
                    "subtypes": r.get("subtypes") or [], "power": r.get("power"), "toughness": r.get("toughness"),
                    "loyalty": r.get("loyalty"), "text": r.get("text"), "layout": r.get("layout")})
    return out


def write_notes(cov: Coverage, path, source: str = "") -> None:
    """The figures and the top-50 templates as Markdown (for the engineer growing the grammar)."""
    from pathlib import Path

    d = cov.as_dict(50)
    lines = ["# Engine coverage of the card pool (`kb engine coverage`)", "",
             f"Written by `kb engine coverage` on {time.strftime('%Y-%m-%d %H:%M')}" + (f" from {source}" if source else "")
             + f" in {d['seconds']} s.", "",
             f"- faces: {d['faces']:,}",
             f"- load: {d['loaded']:,} ({d['load_share']:.2%})",
             f"- every ability modelled: {d['fully_modelled']:,} ({d['modelled_share']:.2%})"
             f" (of which {d['without_text']:,} have no rules text)",
             f"- distinct unmodelled templates: {d['distinct_unmodelled_templates']:,}", "",
             "| kind | abilities | modelled | unmodelled | modelled share |", "|---|---:|---:|---:|---:|"]
    for k, v in d["by_kind"].items():
        share = f"{v['modelled_share']:.1%}" if v["modelled_share"] is not None else "-"
        lines.append(f"| {k} | {v['abilities']:,} | {v['modelled']:,} | {v['unmodelled']:,} | {share} |")
    acc = d["accounting"]
    lines += ["", "## Word accounting (issue 21)", "",
              f"Abilities a template accepted but whose rendering left words unaccounted for, made opaque: "
              f"{acc['opaque_abilities']:,} ({', '.join(f'{k} {v:,}' for k, v in acc['opaque_by_kind'].items()) or 'none'}).",
              "", "| word | abilities | e.g. |", "|---|---:|---|"]
    lines += [f"| {w['word']} | {w['abilities']} | {str(w['example']).replace('|', '/')} |" for w in acc["top_unaccounted_words"][:30]]
    lines += ["", "## Faces that do not load", ""]
    if d["not_loaded"]:
        lines += [f"- {r['faces']} × {r['reason']} (e.g. {r['example']})" for r in d["not_loaded"]]
    else:
        lines.append("- none")
    lines += ["", "## The 50 most common unmodelled templates", "",
              "Card name as ~, numbers as N, mana symbols as {M}; faces = card faces with the template.", "",
              "| # | faces | kind | template | e.g. |", "|---:|---:|---|---|---|"]
    for i, t in enumerate(d["top_unmodelled"], 1):
        tpl = t["template"].replace("|", "\\|")
        lines.append(f"| {i} | {t['faces']} | {t['kind']} | {tpl} | {t['example']} |")
    Path(path).write_text("\n".join(lines) + "\n", encoding="utf-8")


# --- the cards judges are asked about (issue 25) ------------------------------------------------

_NOT_PLAYED = ("token", "double_faced_token", "emblem", "art_series", "vanguard", "planar", "scheme", "reversible_card")


def judge_card_names(conn, edition: str | None = None, min_rulings: int = 5) -> dict[str, set[str]]:
    """The cards judges are asked about: ``examples`` — the cards the edition's CR examples name
    (by whole name, as a card's page lists them: :func:`kb.card_pages.names_card`; a one-word name
    opening a sentence is a word, and a name that is a glossary term is the term); ``rulings`` — the cards with ``min_rulings`` or more
    rulings. Names are the cards' full names (``cards.name``)."""
    from kb.card_pages import names_card
    from kb.db import resolve_edition

    conn = getattr(conn, "conn", conn)
    edition = resolve_edition(conn, edition)
    texts = [re.sub(r"\s*//\s*", " // ", t)   # "Fire//Ice" names Fire // Ice
             for (t,) in conn.execute("SELECT text FROM examples WHERE edition = ?", [edition])]
    terms = {t.lower().removesuffix(" variant") for (t,) in
             conn.execute("SELECT term FROM glossary WHERE edition = ?", [edition])}
    whole = "\n".join(texts)
    skip = ",".join("?" * len(_NOT_PLAYED))
    named: set[str] = set()
    for card, face in conn.execute(
            f"SELECT c.name, f.name FROM cards c JOIN card_faces f ON f.oracle_id = c.oracle_id "
            f"WHERE coalesce(c.layout, '') NOT IN ({skip})", _NOT_PLAYED):
        for name in {card, face}:
            if name != card and " " not in (name or ""):
                continue   # a one-word face name ("Fire", "When") is not the card alone
            if not name or len(name) < 3 or name not in whole or card in named or name.lower() in terms:
                continue   # a glossary term ("Exile", "Flashback", "Two-Headed Giant") is the term
            if any(names_card(name, t, openings=False) for t in texts):
                named.add(card)
    ruled = {n for (n,) in conn.execute(
        f"SELECT c.name FROM cards c JOIN card_rulings r ON r.oracle_id = c.oracle_id "
        f"WHERE coalesce(c.layout, '') NOT IN ({skip}) GROUP BY c.oracle_id HAVING count(*) >= ?",
        [*_NOT_PLAYED, min_rulings])}
    return {"examples": named, "rulings": ruled}


@dataclass
class JudgeCoverage:
    """Coverage of the cards judges are asked about, card by card (a card counts as modelled when
    every ability of every face is)."""

    edition: str
    groups: dict                         # group -> sorted card names
    modelled: dict                       # card -> bool
    coverage: Coverage                   # over every face of every card (templates, kinds)
    per_group: dict = field(default_factory=dict)   # group -> Coverage of its faces (templates)

    def as_dict(self, top: int = 30) -> dict:
        out = {"edition": self.edition, "groups": {}}
        for g, names in {**self.groups, "either": sorted(set().union(*self.groups.values()))}.items():
            n = len(names)
            ok = sum(1 for c in names if self.modelled.get(c))
            cov = self.per_group.get(g)
            out["groups"][g] = {"cards": n, "modelled": ok, "modelled_share": round(ok / n, 4) if n else None,
                                "top_unmodelled": cov.top(top) if cov is not None else [],
                                "unmodelled_cards": sorted(c for c in names if not self.modelled.get(c))}
        return out


def judge_coverage(conn, edition: str | None = None, min_rulings: int = 5) -> JudgeCoverage:
    """:func:`judge_card_names` and whether each card is fully modelled (its faces as the KB holds
    them), with the most common unmodelled templates of each group."""
    from kb.db import resolve_edition

    conn = getattr(conn, "conn", conn)
    edition = resolve_edition(conn, edition)
    groups = {k: sorted(v) for k, v in judge_card_names(conn, edition, min_rulings).items()}
    wanted = set().union(*groups.values())
    cur = conn.execute("SELECT c.name, f.name, f.mana_cost, f.colors, f.color_indicator, f.supertypes, f.types, "
                       "f.subtypes, f.power, f.toughness, f.loyalty, f.text, f.layout FROM cards c "
                       "JOIN card_faces f ON f.oracle_id = c.oracle_id ORDER BY c.name, f.idx")
    cols = ["card"] + [c[0] for c in cur.description][1:]
    faces: dict[str, list] = {}
    for r in cur:
        if r[0] in wanted:
            faces.setdefault(r[0], []).append(face_definition(dict(zip(cols, r))))
    modelled: dict[str, bool] = {}
    per_card: dict[str, Coverage] = {}
    for card, rows in faces.items():
        cov = coverage_of_faces(rows)
        per_card[card] = cov
        modelled[card] = cov.modelled == cov.faces and cov.faces > 0
    per_group = {g: merge([per_card[c] for c in names if c in per_card])
                 for g, names in {**groups, "either": sorted(wanted)}.items()}
    return JudgeCoverage(edition, groups, modelled, per_group["either"], per_group)
