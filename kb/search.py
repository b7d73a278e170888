"""Search the way judges ask: slang, stop words, card names, whole questions.

``search()`` fuses several rankings of one edition's rules and examples with weighted
reciprocal rank fusion (each ranking gives ``w / (K + rank)``):

* **all words**: FTS5 bm25 where every content word must appear (the precise one);
* **any word**: bm25 over the content words OR-ed (long questions, near misses);
* **phrases**: adjacent content words as phrases ("first strike", "damage step");
* **titles**: rules inside the sections / keyword rules whose titles share the query's words
  ("order of replacement effects" → section 616 "Interaction of Replacement … Effects");
* **glossary**: the rules that the glossary terms named in the query point at
  ("summoning sickness" → 302.6, "dies" → 700.4), and keyword rules named;
* **cards** (when a question names cards): the named cards' keyword rules, the rules their
  rulings are linked to, best-matching rulings first, and the glossary terms of the card
  lines the question is about (their Oracle text as words, a ranking of its own until issue
  24's fifth round, moved no tuned question and was taken out);
* **card scoped**: the query's words (bm25) over the texts inside the rules of what the named
  cards are (their keywords' rules, the rules saying what their supertypes and subtypes mean,
  and the rules those cite: two Thalias → 205.4d "legendary" → 704.5j, the legend rule);
* **siblings** (a judge's few words, after the fusion): among subrules of one rule in the head
  of the list, the one holding the words its siblings lack first (``_siblings_by_words``);
* **rulings vote**: the card rulings closest to the query (any card's; ``ruling_votes``) vote
  for the rules they are linked to, each voted rule shown by the text inside it that fits the
  query best (for a judge's few words: the rule text that the query's words and the words its
  voters share fit best; a nearest-neighbour model of the rulings and their links).

A definition question ("what is a permanent") opens the rule of the term it asks about.

Judges' abbreviations and phrasings are first rewritten with :mod:`kb.vocab` (``etb`` →
"enters the battlefield", ``fizzle`` → "doesn't resolve … illegal target"); stop words are
dropped; card names found in the question are taken out of the words (their rules come in
through the cards ranking instead).  Hits with identical texts are collapsed.

``all_words_search()`` is the plain all-words bm25 search this replaced (kept for comparison
and for the stored query's behaviour).
"""
from __future__ import annotations

import functools
import heapq
import os
import re
from sqlite3 import Connection

from .db import conn_key, resolve_edition, rows as _rows
from .search_form import DEFINING, asked_subject as _asked_subject, meaning_clause
from .search_variants import lift as _lift_variants, named_scopes as _named_variants
from .vocab import (ALIASES, NICKNAMES, PHRASES, STOP_WORDS, WORD, GlossaryMatcher, card_readings, expand_aliases, target_gone,
                    word_forms)

__all__ = ["search", "all_words_search", "table_words", "fts_quote", "recognise_cards", "open_target", "rule_titles"]

# How much each ranking counts in the fusion, for short queries ("words") and whole questions.
WEIGHTS = {
    "words": {"direct": 10.0, "exact": 1.0, "all": 0.3, "all_few": 2.0, "any": 1.4, "phrase": 0.15, "title": 0.5,
              "extra": 1.8, "glossary": 0.7, "card_links": 1.2, "card_keywords": 0.3, "card_examples": 1.5, "card_scoped": 1.0, "ruling1": 0.8,
              "card_rules": 1.0,
              "ruling2": 0.5, "ruling3": 0.4, "ruling1_glossary": 0.5,
              "card_glossary": 0.3, "knn": 1.0, "title_defined": 0.5, "defined": 0.8, "sem": 1.5, "sem_votes": 1.0, "section": 0.3, "old_words": 2.0},
    "question": {"direct": 10.0, "exact": 0.5, "all": 0.5, "all_few": 0.3, "any": 0.1, "phrase": 0.3, "title": 0.6,
                 "rare": 0.25, "extra": 1.5, "glossary": 0.1, "card_links": 1.3, "card_keywords": 0.25, "card_examples": 0.3,
                 "card_rules": 2.0, "card_scoped": 1.0, "ruling1": 1.3, "ruling2": 0.1, "ruling3": 0.35, "ruling1_glossary": 0.3, "ruling2_glossary": 0.05,
                 "card_glossary": 0.4, "combined": 1.5, "knn": 1.0, "asked_glossary": 1.0,
                 "sem": 1.5, "sem_votes": 1.0, "old_words": 2.0},
}
# A judge's few words naming a play variant ("starting life total in commander", "two-headed
# giant"): the fused hits inside that variant's section (kb.search_variants, from the edition's
# headings) count this many times. Not in a whole question: its story's variant is the setting,
# the rule asked is often a general one (issue 24's eighteenth round: × 1.5 there lost a held one).
VARIANT = {"lift": 2.0}
K = 6  # reciprocal rank fusion constant: small, the lists are short and their heads matter


class SearchError(LookupError):
    pass


def fts_quote(words) -> list[str]:
    return ['"' + w.replace('"', "") + '"' for w in words if w.replace('"', "")]


def _fts_query(q: str) -> str:
    words = re.findall(r"[\w']+", q)
    if not words:
        raise SearchError("empty search")
    return " ".join(fts_quote(words))


FORMS_SHARE = 0.5  # a text holding only another irregular form of a query's word: its share of the word's score


def _fts_forms(word: str) -> str:
    """An FTS5 match for one word and its verb's irregular forms ("dealt" → "dealt" OR "deal"):
    porter stemming joins "deals" and "deal" but not "dealt" (``kb.vocab.WORD_FORMS``)."""
    w = word.replace('"', "")
    return " OR ".join(f'"{f}"' for f in dict.fromkeys([w, *word_forms(w)]))


def _bounds(db, ed: str, tables=("rules", "examples", "glossary", "rulings")) -> dict:
    out = {}
    for table in tables:
        lo, hi = db.execute(f"SELECT min(rowid), max(rowid) FROM {table} WHERE edition = ?", [ed]).fetchone()
        out[f"{table}_lo"], out[f"{table}_hi"] = (lo or 0), (hi or -1)
    return out


def all_words_search(db: Connection, q: str, edition: str | None = None, limit: int = 10) -> dict:
    """bm25-ranked search where every word must appear (the search before judges' phrasing)."""
    ed = resolve_edition(db, edition)
    params: dict = {"q": _fts_query(q), "ed": ed, "limit": limit, **_bounds(db, ed)}
    sql = """
    SELECT * FROM (
      SELECT 'rule' AS kind, r.number AS number, r.text AS text,
             snippet(rules_fts, 1, '[[', ']]', '…', 16) AS snippet, bm25(rules_fts, 0.5, 1.0) AS score
        FROM rules_fts JOIN rules r ON r.rowid = rules_fts.rowid
       WHERE rules_fts MATCH :q AND rules_fts.rowid BETWEEN :rules_lo AND :rules_hi
         AND r.edition = :ed AND r.kind IN ('rule', 'subrule')
      UNION ALL
      SELECT 'example', e.rule, e.text, snippet(examples_fts, 0, '[[', ']]', '…', 16),
             bm25(examples_fts) * 0.8
        FROM examples_fts JOIN examples e ON e.rowid = examples_fts.rowid
       WHERE examples_fts MATCH :q AND examples_fts.rowid BETWEEN :examples_lo AND :examples_hi
         AND e.edition = :ed
      UNION ALL
      SELECT 'glossary', g.term, g.definition, snippet(glossary_fts, 1, '[[', ']]', '…', 16),
             bm25(glossary_fts, 2.0, 1.0) * 0.9
        FROM glossary_fts JOIN glossary g ON g.rowid = glossary_fts.rowid
       WHERE glossary_fts MATCH :q AND glossary_fts.rowid BETWEEN :glossary_lo AND :glossary_hi
         AND g.edition = :ed
      UNION ALL
      SELECT 'ruling', u.rule, u.text, snippet(rulings_fts, 1, '[[', ']]', '…', 16),
             bm25(rulings_fts, 1.0, 1.0, 0.2) * 0.8
        FROM rulings_fts JOIN rulings u ON u.rowid = rulings_fts.rowid
       WHERE rulings_fts MATCH :q AND rulings_fts.rowid BETWEEN :rulings_lo AND :rulings_hi
         AND u.edition = :ed
    ) ORDER BY score LIMIT :limit
    """
    hits = _rows(db, sql, params)
    for h in hits:
        h["score"] = round(h["score"], 3)
    return {"edition": ed, "query": q, "hits": hits}


def table_words(db: Connection, result: dict) -> str:
    """The words for the all-words search shown beside a ranked one (the web's "all-words search
    as a table" link; every word must appear there, and it knows no slang): the ranked search's
    content words, then, while those match nothing, each judge's phrasing replaced by the CR's
    words for it ("fizzle" → resolve illegal target; a sense by its content words too: "loses
    abilities" → ability-removing effects), then those words less the ones no text holds
    ("checklist", a word of older editions), then the longest run of their first words that
    matches something ("blink a creature with an aura" → exile return battlefield new object;
    "lki dies" → last known information).  "" when none of that matches anything (a judge's word
    no text holds and no phrasing names, "anthem"): no link to a table of 0 results."""
    words = list(result.get("words") or [])
    if not words:
        return result.get("query") or ""
    ed = result.get("edition")
    said: dict[str, str] = {}
    for e in result.get("expanded") or []:  # a phrasing by its words and by its content words (a sense: "loses abilities")
        said[e["from"].lower()] = e["to"]
        said.setdefault(" ".join(content_words(e["from"])), e["to"])
    swapped: list[str] = []
    for w in words:
        for x in (content_words(said[w]) if w in said else [w]):
            if x not in swapped:
                swapped.append(x)

    def found(t: str) -> bool:
        try:
            return bool(all_words_search(db, t, ed, limit=1)["hits"])
        except SearchError:
            return False

    tried: set[str] = set()
    for t in (words, swapped):
        t = " ".join(t)
        if t not in tried and found(t):
            return t
        tried.add(t)
    idx = _term_index(db, ed, _bounds(db, ed))  # the words no text holds, from the cached doclists
    known = [w for w in swapped if " " not in w and idx.rows(w)]
    tries = [known] + [known[:n] for n in range(len(known) - 1, 0, -1)] + [words[:n] for n in range(len(words) - 1, 0, -1)]
    for t in dict.fromkeys(" ".join(t) for t in tries if t):
        if t not in tried and found(t):
            return t
    return ""


# --- words -----------------------------------------------------------------------------------

_TOKEN = re.compile(r"[+-]?\d+/[+-]?\d+|[^\W_]+(?:['’][^\W_]+)*")


@functools.lru_cache(maxsize=50000)
def stem(word: str) -> str:
    """A light stemmer for matching titles and recognising words (FTS5 stems the real search)."""
    w = word.lower().replace("’", "'")
    if w.endswith("'s"):
        w = w[:-2]
    for suffix, repl in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: len(w) - len(suffix)] + repl
            break
    return w


def content_words(text: str, repeats: bool = False) -> list[str]:
    """The words of ``text`` that say something about the rules, in order (without repeats
    unless ``repeats``)."""
    out: list[str] = []
    for t in _TOKEN.findall(text):
        w = t.lower().replace("’", "'")
        parts = w.replace("+", "").replace("/", " ").split() if "/" in w else [w]  # +1/+1: the numbers
        for p in parts:
            if "/" not in w and (p in STOP_WORDS or (len(p) == 1 and not p.isdigit() and p != "x")):
                continue
            if repeats or p not in out:
                out.append(p)
    return out


# --- titles ----------------------------------------------------------------------------------

_TITLE_CACHE: dict = {}


def rule_titles(db, ed: str) -> dict[str, str]:
    """number → title for the sections and titled rules of an edition (cached per edition)."""
    key = (conn_key(db), ed)
    got = _TITLE_CACHE.get(key)
    if got is None:
        got = {}
        for number, kind, title, text in db.execute(
                "SELECT number, kind, title, text FROM rules WHERE edition = ? AND "
                "(kind IN ('chapter', 'section') OR title IS NOT NULL)", [ed]):
            got[number] = title or text
        if len(_TITLE_CACHE) > 16:
            _TITLE_CACHE.clear()
        _TITLE_CACHE[key] = got
    return got


def numbers_by_title(db, ed: str) -> tuple[dict[str, str], dict[str, str]]:
    """Lower-cased title → number, for the sections of chapter 3 ("creatures" → 302) and for the keyword
    actions and abilities of 701/702 ("trample" → 702.19), of an edition (cached with :func:`rule_titles`)."""
    key = (conn_key(db), ed, "by title")
    got = _TITLE_CACHE.get(key)
    if got is None:
        titles = rule_titles(db, ed)
        got = ({t.lower(): n for n, t in titles.items() if t and re.fullmatch(r"3\d\d", n)},
               {t.lower(): n for n, t in titles.items() if t and n.startswith(("701.", "702."))})
        _TITLE_CACHE[key] = got
    return got


def title_of(number: str, titles: dict[str, str]) -> str | None:
    """A rule's own title, else its rule's (702.4b → Double Strike), else its section's."""
    if number in titles:
        return titles[number]
    m = re.match(r"(\d+)\.(\d+)([a-z]*)$", number)
    if not m:
        return None
    if m.group(3):
        rule = f"{m.group(1)}.{m.group(2)}"
        if rule in titles:
            return titles[rule]
    return titles.get(m.group(1))


# --- cards -----------------------------------------------------------------------------------

_SMALL = {"of", "the", "to", "a", "an", "and", "in", "on", "from", "for", "with", "at", "into", "by", "//"}
_SECONDARY = ("token", "double_faced_token", "emblem", "art_series", "vanguard", "planar", "scheme")


def _has_cards(db) -> bool:
    return bool(db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'card_rulings'").fetchone())


def recognise_cards(db, q: str, ed: str | None = None, limit: int = 6) -> list[dict]:
    """Cards named in ``q``: longest names first, not overlapping.

    A name of several words counts when it is capitalised as a name or is the whole query; a
    one-word name only when capitalised away from the start of a sentence and not a word of
    the rules (or when it is the whole query).  Common nicknames count too (``goyf``)."""
    if not _has_cards(db):
        return []
    from .cards import name_key

    tokens = [(m.start(), m.end(), m.group(0)) for m in re.finditer(r"[^\s]+", q)]
    whole = name_key(q.strip().strip("?!.").strip())
    cands: dict[str, list[tuple[int, int]]] = {}
    for i in range(len(tokens)):
        for j in range(i + 1, min(len(tokens), i + 8) + 1):
            text = q[tokens[i][0]:tokens[j - 1][1]]
            stripped = text.strip("\"“”'‘’()[]").rstrip("?!.,;:").strip("\"“”'‘’()[]")
            if stripped.endswith("'s") or stripped.endswith("’s"):  # Jace's → Jace
                cands.setdefault(name_key(stripped[:-2]), []).append((i, j))
            elif j - i >= 2 and stripped.endswith("s"):  # a name as a verb: "my opponent Path to Exiles my …"
                for cut in (1, 2) if stripped.endswith("es") else (1,):
                    cands.setdefault(name_key(stripped[:-cut]), []).append((i, j))
            cands.setdefault(name_key(stripped), []).append((i, j))
    for k in list(cands):
        nick = NICKNAMES.get(k)
        if nick:
            cands.setdefault(name_key(nick), []).extend(cands[k])
    if not cands:
        return []
    keys = list(cands)
    found: dict[str, dict] = {}
    for chunk in range(0, len(keys), 400):
        part = keys[chunk:chunk + 400]
        marks = ",".join("?" * len(part))
        for oid, name, key, layout, keywords, text, type_line in db.execute(
                f"SELECT oracle_id, name, name_key, layout, keywords, text, type_line FROM cards WHERE name_key IN ({marks}) "
                f"UNION ALL SELECT c.oracle_id, c.name, f.name_key, c.layout, c.keywords, c.text, c.type_line "
                f"FROM card_faces f JOIN cards c ON c.oracle_id = f.oracle_id WHERE f.name_key IN ({marks})",
                [*part, *part]):
            prev = found.get(key)
            if prev is None or (prev["layout"] in _SECONDARY and layout not in _SECONDARY):
                found[key] = {"oracle_id": oid, "name": name, "key": key, "layout": layout,
                              "keywords": keywords, "text": text, "type_line": type_line}
    rules_words = _rules_vocabulary(db, ed) if ed else set()
    spans = []
    for key, card in found.items():
        if card["layout"] in _SECONDARY and key != whole:
            continue
        for i, j in cands[key]:
            text = q[tokens[i][0]:tokens[j - 1][1]]
            words = text.strip("\"“”'‘’()[]?!.,;:").split()
            if key == whole or (i == 0 and j == len(tokens)) or NICKNAMES.get(name_key(text.strip("?!.,"))):
                ok = True
            elif len(words) >= 2:  # a name that is a term of the rules ("Two-Headed Giant") is the term
                ok = all(not w[0].isalpha() or w[0].isupper() or w.lower() in _SMALL for w in words) \
                    and not _is_rules_term(db, ed, text)
            else:
                w = words[0].strip("\"“”'‘’()[]?!.,;:") if words else ""
                w = w[:-2] if w.endswith(("'s", "’s")) else w
                start_of_sentence = i == 0 or re.search(r"[.?!:]\s*$", q[:tokens[i][0]]) is not None
                ok = bool(w) and w[0].isupper() and not start_of_sentence and w.lower() not in rules_words \
                    and w.lower() not in STOP_WORDS
            if ok:
                spans.append((i, j, card))
    spans.sort(key=lambda s: (-(s[1] - s[0]), s[0]))
    taken: set[int] = set()
    out: list[dict] = []
    for i, j, card in spans:
        if taken & set(range(i, j)):
            continue
        taken |= set(range(i, j))
        span = (tokens[i][0], tokens[j - 1][1])
        same = next((c for c in out if c["oracle_id"] == card["oracle_id"]), None)
        if same is not None:
            same["spans"].append(span)
            continue
        out.append({**card, "start": span[0], "end": span[1], "spans": [span],
                    "whole": card["key"] == whole or (i == 0 and j == len(tokens) and j - i >= 2)})
    if not any(c["whole"] for c in out) and (2 <= len(tokens) <= 5 or len(whole) >= 6 and len(tokens) == 1) \
            and not re.search(r"\d", q) and not _is_rules_term(db, ed, q.strip("?!. ")):
        out = _misspelt_whole(db, q, whole, tokens) or out
    out.sort(key=lambda c: c["start"])
    return out[:limit]


MISSPELT = {"cutoff": 90}  # rapidfuzz ratio a whole query must reach to be read as a misspelt card name


def _misspelt_whole(db, q: str, whole: str, tokens: list) -> list[dict]:
    """A short query that names no card but is a close spelling of one name as a whole ("lightening
    bolt" → Lightning Bolt, ratio ≥ ``MISSPELT["cutoff"]``): that card, as a whole query."""
    from .cards import _close_names

    close = _close_names(db, whole, 1)
    if not close:
        return []
    from rapidfuzz import fuzz

    if fuzz.ratio(whole, close[0]) < MISSPELT["cutoff"] \
            or re.search(r"(?<!\w)" + re.escape(close[0]) + r"(?!\w)", whole):  # the name spelt right among other words: not a misspelling
        return []  # (as a whole word only: "tarmogoyff" holds "tarmogoyf" but misspells it)
    row = db.execute("SELECT oracle_id, name, name_key, layout, keywords, text, type_line FROM cards "
                     "WHERE name_key = ? LIMIT 1", [close[0]]).fetchone()
    if row is None or row[3] in _SECONDARY:
        return []
    span = (tokens[0][0], tokens[-1][1])
    return [{"oracle_id": row[0], "name": row[1], "key": row[2], "layout": row[3], "keywords": row[4], "text": row[5],
             "type_line": row[6], "start": span[0], "end": span[1], "spans": [span], "whole": True}]


_VOCAB_CACHE: dict = {}


def _rules_vocabulary(db, ed: str) -> set[str]:
    """Lower-case words of the edition's glossary terms and keyword titles (cached)."""
    key = (conn_key(db), ed)
    got = _VOCAB_CACHE.get(key)
    if got is None:
        got = set()
        for (term,) in db.execute("SELECT term FROM glossary WHERE edition = ? AND document IS NULL", [ed]):
            got.update(w.lower() for w in WORD.findall(term))
        for title in rule_titles(db, ed).values():
            got.update(w.lower() for w in WORD.findall(title or ""))
        if len(_VOCAB_CACHE) > 16:
            _VOCAB_CACHE.clear()
        _VOCAB_CACHE[key] = got
    return got


def _is_rules_term(db, ed: str | None, text: str) -> bool:
    """Whether ``text`` (several words) is, word for word, a run inside a glossary term or a rule
    title of the edition: "Two-Headed Giant" (810, "Two-Headed Giant Variant"), "Level Up",
    "Battle Cry" name cards too, but in a question they are the rules' words, as a one-word
    card name that is a word of the rules is (issue 24, twelfth round)."""
    if not ed:
        return False
    key = ("terms", conn_key(db), ed)
    terms = _VOCAB_CACHE.get(key)
    if terms is None:
        rows = [t for (t,) in db.execute("SELECT term FROM glossary WHERE edition = ? AND document IS NULL", [ed])]
        terms = _VOCAB_CACHE[key] = frozenset(" " + " ".join(w.lower() for w in WORD.findall(t or "")) + " "
                                              for t in rows + list(rule_titles(db, ed).values()))
    run = " " + " ".join(w.lower() for w in WORD.findall(text)) + " "
    return any(run in t for t in terms)


_TERM_PAIRS: dict = {}


def _term_stop_words(db, ed: str, idx: "_TermIndex", text: str, share: float = 0.06) -> list[str]:
    """Stop words of ``text`` that, with the word beside them, make up a glossary term or a
    rule's title ("face down", "phased out", "level up") and that few of the edition's texts
    use (not "the", "of"): there they are rules words."""
    key = (conn_key(db), ed)
    pairs = _TERM_PAIRS.get(key)
    if pairs is None:
        pairs = set()
        names = [t for (t,) in db.execute("SELECT term FROM glossary WHERE edition = ? AND document IS NULL", [ed])]
        names += [t for n, t in rule_titles(db, ed).items() if "." in n and t and len(t) < 60]
        for name in names:
            ws = [w.lower() for w in WORD.findall(name)]
            for a, c in zip(ws, ws[1:]):
                if (a in STOP_WORDS) != (c in STOP_WORDS):  # one rules word and one stop word
                    pairs.add((a, c))
        if len(_TERM_PAIRS) > 16:
            _TERM_PAIRS.clear()
        _TERM_PAIRS[key] = pairs
    tokens = [t.lower() for t in WORD.findall(text)]
    out: list[str] = []
    for a, c in zip(tokens, tokens[1:]):
        if (a, c) in pairs:
            stop = a if a in STOP_WORDS else c
            if stop not in out and idx.df(stop) <= share * idx.n:
                out.append(stop)
    return out


# --- the rankings ------------------------------------------------------------------------------

def _best(scores: dict[tuple, float], limit: int) -> list[tuple]:
    """The ``limit`` best (row, score) pairs, best first, ties by rowid: the cut-off score is
    found over the bare floats first, so only the few rows at or above it are sorted (2–3
    times faster than a keyed heap over the tens of thousands of rows a question scores)."""
    if len(scores) > 2 * limit:
        cut = heapq.nlargest(limit, scores.values())[-1]
        items = [kv for kv in scores.items() if kv[1] >= cut]
    else:
        items = list(scores.items())
    items.sort(key=lambda kv: (-kv[1], kv[0][1]))
    return items[:limit]


@functools.lru_cache(maxsize=1)
def _sense_pairs() -> frozenset:
    """The adjacent content-word pairs of the everyday phrasings of several words
    (``kb.vocab.PHRASES``): ``_senses`` searches them as pairs, read in their order."""
    out = set()
    for key in PHRASES:
        ws = content_words(key)
        out.update(f"{a} {c}" for a, c in zip(ws, ws[1:]))
    return frozenset(out)


_ORDER_TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*|([.;:!?](?=\s|$))")


def _within(toks: list[str], j: int, word: str, near: int) -> bool:
    """Whether ``word`` (a stem) follows position ``j`` within ``near`` words, in the same sentence."""
    for t in toks[j + 1:j + 2 + near]:
        if t == ".":
            return False
        if t == word:
            return True
    return False


class _TermIndex:
    """One edition's rules, examples and rulings for bm25 computed here, from FTS5 doclists.

    FTS5 gives, per word (stemmed by its porter tokenizer), the rows that hold it; bm25 is
    then computed over the edition alone, with each row's length in words (term frequency
    counted once per row: rule texts are short).  Doclists are cached per word, so the
    channels of one search (and the searches of a server) share them."""

    TABLES = (("rules", "rules_fts", "rule"), ("examples", "examples_fts", "example"),
              ("rulings", "rulings_fts", "ruling"))

    def __init__(self, db, ed: str, b: dict):
        self.db, self.ed, self.b = db, ed, b
        self.keys: dict[tuple[str, int], tuple] = {}
        self.length: dict[tuple[str, int], int] = {}
        for kind, sql in (
                ("rule", "SELECT rowid, number, text FROM rules WHERE edition = ? AND kind IN ('rule', 'subrule')"),
                ("example", "SELECT rowid, rule || '#' || idx, text FROM examples WHERE edition = ?"),
                ("ruling", "SELECT rowid, id, text FROM rulings WHERE edition = ?")):
            for rowid, ident, text in db.execute(sql, [ed]):
                self.keys[(kind, rowid)] = (kind, ident, rowid)
                self.length[(kind, rowid)] = len((text or "").split()) + 1
        self.n = max(1, len(self.keys))
        self.avg = sum(self.length.values()) / self.n if self.length else 1.0
        self.postings: dict[str, frozenset] = {}
        self.counts: dict[tuple, dict] = {}
        self.term_parts: dict[str, list] = {}
        self.table_of = {"rule": "rules", "example": "examples", "ruling": "rulings"}
        self._by_number: dict | None = None

    def tf(self, row: tuple, word: str | None) -> int:
        """How often a word (``word``, its stem here; None for a phrase: once) occurs in the row's text."""
        counts = self.counts.get(row)
        if counts is None:
            text = self.db.execute(f"SELECT text FROM {self.table_of[row[0]]} WHERE rowid = ?", [row[1]]).fetchone()
            counts = {}
            for m in _SNIP_TOKEN.finditer((text[0] if text else "") or ""):
                st = stem(m.group(0))
                counts[st] = counts.get(st, 0) + 1
            self.counts[row] = counts
            if len(self.counts) > 20000:
                self.counts.clear()
        if word is None:
            return 1
        return counts.get(word, 0) or 1

    def rows(self, phrase: str) -> frozenset:
        """The (kind, rowid) of the edition's texts holding ``phrase``: a word, or two words
        ("a b") within three words of each other ("copy of a spell" holds "copy spell")."""
        got = self.postings.get(phrase)
        if got is None:
            if phrase.startswith("="):  # the words exactly so, in this order
                match = '"' + phrase[1:].replace('"', "") + '"'
            else:
                parts = phrase.replace('"', "").split()
                match = ('NEAR(' + " ".join(f'"{p}"' for p in parts) + ', 3)') if len(parts) > 1 else _fts_forms(parts[0])
            found = []
            for table, fts, kind in self.TABLES:
                lo, hi = self.b[f"{table}_lo"], self.b[f"{table}_hi"]
                if hi < lo:
                    continue
                found += [(kind, r[0]) for r in self.db.execute(
                    f"SELECT rowid FROM {fts} WHERE {fts} MATCH ? AND rowid BETWEEN ? AND ?", [match, lo, hi])
                    if (kind, r[0]) in self.keys]
            if phrase in _sense_pairs():  # a phrasing's sense: its words in its order, one sentence
                found = self._in_order(found, phrase.replace('"', "").split())
            got = self.postings[phrase] = frozenset(found)
            if len(self.postings) > 5000:
                self.postings.clear()
        return got

    def _in_order(self, rows: list[tuple], parts: list[str], near: int = 3) -> list[tuple]:
        """The rows where the words come in the judge's order, within ``near`` words and one
        sentence: "loses … abilities" is the sense of losing abilities; "abilities … loses" and
        "loses the game. These abilities" (603.9) are not.  A row where the first word's stem is
        not found (the FTS stemmer and ours differ) is kept."""
        stems = [stem(p.lower()) for p in parts]
        out = []
        for table in {r[0] for r in rows}:
            ids = [r[1] for r in rows if r[0] == table]
            for i in range(0, len(ids), 500):
                chunk = ids[i:i + 500]
                for rowid, text in self.db.execute(f"SELECT rowid, text FROM {self.table_of[table]} WHERE rowid IN "
                                                   f"({','.join('?' * len(chunk))})", chunk):
                    toks = [stem(m.group(0).lower()) if m.group(1) is None else "."
                            for m in _ORDER_TOKEN.finditer(text or "")]
                    where = [j for j, t in enumerate(toks) if t == stems[0]]
                    if not where or any(_within(toks, j, stems[-1], near) for j in where):
                        out.append((table, rowid))
        return out

    def parts(self, phrase: str) -> list[tuple]:
        """Each row holding ``phrase`` with its bm25 term part (without the idf), cached."""
        got = self.term_parts.get(phrase)
        if got is None:
            single = None if " " in phrase or phrase.startswith("=") else stem(phrase)
            own = self._own(phrase)
            got = []
            for row in self.rows(phrase):
                tf = self.tf(row, single)
                norm = 1.2 * (0.25 + 0.75 * self.length[row] / self.avg)
                # another form of the word ("deal" for "dealt") counts half: the judge's own form says more
                got.append((row, tf * 2.2 / (tf + norm) * (1.0 if own is None or row in own else FORMS_SHARE)))
            if len(self.term_parts) > 5000:
                self.term_parts.clear()
            self.term_parts[phrase] = got
        return got

    def df(self, phrase: str) -> int:
        """How many texts hold the phrase as the judge wrote it (not counting its word's other forms)."""
        forms = self._own(phrase)
        return len(forms if forms is not None else self.rows(phrase))

    def idf(self, phrase: str) -> float:
        import math

        n = self.df(phrase)
        return math.log(1 + (self.n - n + 0.5) / (n + 0.5))

    def _own(self, phrase: str) -> frozenset | None:
        """For a word with irregular forms (``kb.vocab.WORD_FORMS``), the rows holding the word as
        written; None for any other phrase (its rows are all its own)."""
        if " " in phrase or phrase.startswith("=") or not word_forms(phrase.replace('"', "")):
            return None
        key = "=" + phrase.replace('"', "")
        return self.rows(key)

    def inside(self, scope: str) -> list[tuple]:
        """The keys of the rules and examples inside ``scope`` (702.19 → 702.19, 702.19a, …)."""
        if self._by_number is None:
            by: dict[str, list] = {}
            for key in self.keys.values():
                if key[0] in ("rule", "example"):
                    n = key[1].split("#")[0]
                    for s in _scopes_of(n):
                        by.setdefault(s, []).append(key)
            self._by_number = by
        return self._by_number.get(scope, [])

    def score_all(self, weights: dict[str, float]) -> dict[tuple, float]:
        """bm25 of every row holding any of the weighted words: (kind, rowid) → score."""
        import math

        scores: dict[tuple, float] = {}
        for p, w in weights.items():
            rows = self.rows(p)
            if not rows or w <= 0:
                continue
            idf = self.idf(p)
            get = scores.get
            for row, part in self.parts(p):
                scores[row] = get(row, 0.0) + w * idf * part
        return scores

    def rank_weighted(self, weights: dict[str, float], limit: int = 40) -> list[tuple]:
        """bm25 over words each with its own weight in the query (a question's words, the words
        of the rulings it resembles, ...): any of them, best first."""
        import math

        scores: dict[tuple, float] = {}
        for p, w in weights.items():
            if w <= 0:
                continue
            rows = self.rows(p)
            if not rows or len(rows) > 0.15 * self.n:
                continue  # absent, or a word most texts use
            idf = self.idf(p)
            get = scores.get
            for row, part in self.parts(p):
                scores[row] = get(row, 0.0) + w * idf * part
        best = _best(scores, limit)
        return [self.keys[r] + (-round(v, 3),) for r, v in best]

    def rank(self, phrases: list[str], limit: int = 40, every: bool = False) -> list[tuple]:
        """bm25 over ``phrases`` (any of them, or ``every`` one), best first: keys with their score."""
        import math

        scores: dict[tuple, float] = {}
        sets = []
        qtf: dict[str, int] = {}
        for p in phrases:
            qtf[p] = qtf.get(p, 0) + 1
        for p, times in qtf.items():
            rows = self.rows(p)
            if not rows:
                if every:
                    return []
                continue
            sets.append(rows)
            if not every and len(rows) > 0.15 * self.n and len(qtf) > 5:
                continue  # a word most texts use: next to nothing to the score, and slow
            idf = self.idf(p)
            weight = times * idf
            get = scores.get
            for row, part in self.parts(p):  # tf * (k1 + 1) / (tf + k1 * (1 - b + b * len / avg))
                scores[row] = get(row, 0.0) + weight * part
        if every and sets:
            keep = frozenset.intersection(*sets)
            scores = {r: v for r, v in scores.items() if r in keep}
        best = _best(scores, limit)
        return [self.keys[r] + (-round(v, 3),) for r, v in best]


_INDEX_CACHE: dict = {}


def _term_index(db, ed: str, b: dict) -> _TermIndex:
    key = (conn_key(db), ed, b["rules_lo"], b["rules_hi"])
    got = _INDEX_CACHE.get(key)
    if got is None:
        if len(_INDEX_CACHE) > 8:
            _INDEX_CACHE.clear()
        got = _INDEX_CACHE[key] = _TermIndex(db, ed, b)
    return got


_TITLE_STEMS: dict = {}


def _title_stems(db, ed: str) -> list[tuple[str, list[str]]]:
    """(number, stems of its title's words) for the sections and titled rules (cached)."""
    key = (conn_key(db), ed)
    got = _TITLE_STEMS.get(key)
    if got is None:
        got = []
        for number, title in rule_titles(db, ed).items():
            if "." not in number and len(number) == 1:
                continue  # chapters are too broad
            tw = [stem(w) for w in WORD.findall(title or "") if w.lower() not in STOP_WORDS]
            if tw:
                got.append((number, tw))
        if len(_TITLE_STEMS) > 16:
            _TITLE_STEMS.clear()
        _TITLE_STEMS[key] = got
    return got


def _title_ranking(db, ed: str, words: list[str], any_hits: list[tuple], limit: int = 30) -> list[tuple]:
    """Rules inside sections / titled rules whose titles share the query's words, in any-word order.

    A title scores the share of its words that the query has (at least one whole
    content word in common); the any-word ranking then orders the rules inside the best titles."""
    qstems = {stem(w) for w in words}
    scored = []
    for number, tw in _title_stems(db, ed):
        common = sum(1 for w in tw if w in qstems)
        if common:
            scored.append((common / len(tw) + 0.3 * common, number))
    if not scored:
        return []
    scored.sort(reverse=True)
    best = scored[0][0]
    scopes = [n for s, n in scored if s >= 0.7 * best][:4]
    inside: list[list[tuple]] = [[] for _ in scopes]  # the best title's rules first
    for key in any_hits:
        if key[0] not in ("rule", "example"):
            continue
        number = key[1].split("#")[0]
        for i, scope in enumerate(scopes):
            if number == scope or number.startswith(scope + ("." if "." not in scope else "")) \
                    and (("." not in scope) or number[len(scope):].isalpha()):
                inside[i].append(key)
                break
    out = [k for group in inside for k in group]
    if not out:  # nothing matched inside: the titled rules themselves
        out = [("rule", n, None) for n in scopes]
    return out[:limit]


_GLOSSARY_CACHE: dict = {}


def _glossary_matcher(db, ed: str) -> GlossaryMatcher:
    key = (conn_key(db), ed)
    got = _GLOSSARY_CACHE.get(key)
    if got is None:
        entries = _rows(db, "SELECT id, term, definition FROM glossary WHERE edition = ? AND document IS NULL "
                            "ORDER BY position", [ed])
        got = GlossaryMatcher(entries, game_terms_only=True)
        if len(_GLOSSARY_CACHE) > 16:
            _GLOSSARY_CACHE.clear()
        _GLOSSARY_CACHE[key] = got
    return got


def _glossary_ranking(db, ed: str, text: str) -> tuple[list[tuple], list[dict]]:
    """Rules the glossary terms in ``text`` point at (longest terms first), and those entries."""
    spans = _glossary_matcher(db, ed).spans(text)
    if not spans:
        return [], []
    spans.sort(key=lambda s: -(s[1] - s[0]))
    entries: list[dict] = []
    for _, _, e in spans:
        if e not in entries:
            entries.append(e)
    titles = rule_titles(db, ed)
    by_title = {t.lower(): n for n, t in titles.items() if "." in n}
    out: list[tuple] = []
    for e in entries[:6]:
        targets = [r[0] for r in db.execute(
            "SELECT t.number FROM [references] f JOIN rules t ON t.id = f.resolved_id "
            "WHERE f.source_id = ? ORDER BY f.start", [e["id"]])]
        kw = by_title.get(e["term"].lower())
        if kw:
            targets.insert(0, kw)
        for n in targets:
            n = _heading_body(db, ed, n)  # a section or a keyword's heading: its first rule says it
            if ("rule", n, None) not in out:
                out.append(("rule", n, None))
    return out, entries


def _definition_ranking(db, ed: str, b: dict, words: list[str], limit: int = 3) -> list[tuple]:
    """The rules cited by the glossary definitions that say what the query says (a reverse
    dictionary: "casting an instant while something is already on the stack" is the definition of
    Respond, which cites 117.7).  A definition counts when it shares at least two of the query's
    words and half of them (stems)."""
    if len(words) < 2:
        return []
    rows = db.execute(
        "SELECT g.id, g.term, g.definition FROM glossary_fts JOIN glossary g ON g.rowid = glossary_fts.rowid "
        "WHERE glossary_fts MATCH ? AND glossary_fts.rowid BETWEEN ? AND ? AND g.document IS NULL "
        "AND g.edition = ? ORDER BY bm25(glossary_fts, 1.0, 1.0) LIMIT ?",
        [" OR ".join(fts_quote(words)), b["glossary_lo"], b["glossary_hi"], ed, 4 * limit]).fetchall()
    need = max(2, (len(words) + 1) // 2)
    out: list[tuple] = []
    used = 0
    for gid, term, definition in rows:
        stems = {stem(w) for w in content_words(f"{term} {definition}")}
        if sum(1 for w in words if stem(w) in stems) < need:
            continue
        for (n,) in db.execute("SELECT t.number FROM [references] f JOIN rules t ON t.id = f.resolved_id "
                               "WHERE f.source_id = ? ORDER BY f.start", [gid]):
            key = ("rule", _heading_body(db, ed, n), None)
            if key not in out:
                out.append(key)
        used += 1
        if used >= limit:
            break
    return out


_HEADINGS: dict = {}


def _heading_body(db, ed: str, number: str) -> str:
    """``number`` itself, or for a section or a rule that is only a heading ("110. Permanents",
    "702.19. Trample") its first rule or subrule (110.1, 702.19a)."""
    key = (conn_key(db), ed)
    got = _HEADINGS.get(key)
    if got is None:
        got = {}
        firsts: dict[str, str] = {}
        for n, parent, kind, title, text in db.execute(
                "SELECT number, parent, kind, title, text FROM rules WHERE edition = ? ORDER BY position", [ed]):
            if parent and parent not in firsts:
                firsts[parent] = n
            if kind in ("section", "chapter") or (title and (text or "").strip() == title):
                got[n] = None
        for n in got:
            got[n] = firsts.get(n)
        if len(_HEADINGS) > 16:
            _HEADINGS.clear()
        _HEADINGS[key] = got
    return got.get(number) or number


def _card_ranking(db, ed: str, cards: list[dict], words: list[str]) -> tuple[list[tuple], list[tuple], list[dict]]:
    """Rules from the named cards: the rules linked to their rulings (best-matching rulings
    first), their keywords' rules (each by its first subrule, 702.6a for Equip: the heading is not
    shown), and the rulings (identical texts collapsed)."""
    if not cards:
        return [], [], []
    oids = [c["oracle_id"] for c in cards]
    marks = ",".join("?" * len(oids))
    rulings: list[dict] = []
    if words:
        match = " OR ".join(fts_quote(words))
        # The rowid restriction lets FTS5 score only these cards' rulings (a join on
        # oracle_id scored every ruling with any of the words first: 25 ms against 5).
        rulings = _rows(db, f"""
            SELECT r.id, r.oracle_id, r.card_name, r.published_at, r.text, bm25(card_rulings_fts, 0.2, 1.0) AS s
              FROM card_rulings_fts JOIN card_rulings r ON r.rowid = card_rulings_fts.rowid
             WHERE card_rulings_fts MATCH ?
               AND card_rulings_fts.rowid IN (SELECT rowid FROM card_rulings WHERE oracle_id IN ({marks}))
             ORDER BY s LIMIT 12""", [match, *oids])
    out: list[tuple] = []
    if rulings:
        ids = [r["id"] for r in rulings]
        links: dict[str, list[str]] = {}
        for rid, number in db.execute(
                f"SELECT ruling_id, number FROM ruling_links WHERE ruling_id IN ({','.join('?' * len(ids))}) "
                "ORDER BY score DESC", ids):
            links.setdefault(rid, []).append(number)
        for r in rulings:
            r["links"] = links.get(r["id"], [])
            for n in r["links"]:
                if ("rule", n, None) not in out:
                    out.append(("rule", n, None))
    keyword_keys: list[tuple] = []
    for c in cards:
        # a keyword's rule is a bare heading ("702.6 Equip"), never shown: its first subrule says it
        keyword_keys += [("rule", _heading_body(db, ed, n), None) for n in _keyword_rules(db, ed, c)]
        keyword_keys += _card_type_rules(db, ed, c)
    keyword_keys = list(dict.fromkeys(keyword_keys))
    from .card_pages import examples_naming

    names = [n for c in cards for n in dict.fromkeys([c["name"], *c["name"].split(" // ")])]
    example_keys = [("example", f"{e['rule']}#{e['index']}", None) for e in examples_naming(db, ed, names)]
    # Collapse rulings repeated word for word on several cards.
    seen: dict[str, dict] = {}
    for r in rulings:
        s = seen.get(r["text"])
        if s is None:
            seen[r["text"]] = {**r, "cards": [r["card_name"]]}
        elif r["card_name"] not in s["cards"]:
            s["cards"].append(r["card_name"])
    return out, keyword_keys, example_keys, list(seen.values())


_ABILITY_WORD = re.compile(r"^\s*([A-Z][\w'’ -]{2,30}?) — ", re.MULTILINE)


def _card_type_rules(db, ed: str, card: dict) -> list[tuple]:
    """The rules of what a card is: its card types' sections ("Creature" → 302, first rule
    302.1; titles in rule 300's chapter) and, for an ability word its text opens a line with
    ("Landfall — …"), rule 207.2c, which lists the ability words (they have no rules meaning)."""
    sections = numbers_by_title(db, ed)[0]
    out: list[tuple] = []
    for word in WORD.findall((card.get("type_line") or "").split("—")[0]):
        w = word.lower()
        for plural in (w + "s", w + "es", w[:-1] + "ies"):
            n = sections.get(plural)
            if n:
                out.append(("rule", _heading_body(db, ed, n), None))
                break
    words = _ABILITY_WORD.findall(card.get("text") or "")
    if words:
        row = db.execute("SELECT text FROM rules WHERE edition = ? AND number = '207.2c'", [ed]).fetchone()
        if row and any(w.strip().lower() in (row[0] or "").lower() for w in words):
            out.append(("rule", "207.2c", None))
    return out


# A card's layout (Scryfall's word) → the first word of the title of the CR section on such cards,
# when the two differ: transforming, modal and reversible cards are all "Double-Faced Cards" (712).
_LAYOUT_TITLE = {"transform": "double-faced", "modal_dfc": "double-faced", "reversible_card": "double-faced"}


def layout_section(db, ed: str, card: dict) -> str | None:
    """The section of chapter 7 on what a card's layout makes it ("split" → 709 Split Cards,
    "transform" → 712 Double-Faced Cards, "adventure" → 715 Adventurer Cards), matched by the first
    word of the section's title in this edition (so an edition without the section gives none);
    None for an ordinary card."""
    layout = (card.get("layout") or "").lower()
    if not layout or layout == "normal" or layout in _SECONDARY:
        return None
    word = _LAYOUT_TITLE.get(layout, layout)
    for n, t in rule_titles(db, ed).items():
        if re.fullmatch(r"7\d\d", n) and t:
            first = t.split()[0].lower()
            if first == word or (len(word) >= 6 and first.startswith(word[:6])):  # "adventure" → "Adventurer"
                return n
    return None


_TYPE_WORD = re.compile(r"\b(?:super|sub)type “([A-Za-z]+)")
_TYPE_WORD_RULES: dict = {}


def _type_word_rules(db, ed: str) -> dict[str, list[str]]:
    """The rules that say what a supertype or subtype means, in the CR's own phrase ("the
    supertype “legendary”" → 205.4d, "the subtype “Equipment.”" → 301.5), each with the rules it
    cites (205.4d → 704.5j, the legend rule): word (lower case) → numbers (cached)."""
    key = (conn_key(db), ed)
    got = _TYPE_WORD_RULES.get(key)
    if got is None:
        got = {}
        for number, text in db.execute(
                "SELECT number, text FROM rules WHERE edition = ? AND kind IN ('rule', 'subrule') "
                "AND text LIKE '%type “%'", [ed]):
            for word in _TYPE_WORD.findall(text or ""):
                got.setdefault(word.lower(), []).append(number)
        cited: dict[str, list[str]] = {}
        numbers = sorted({n for ns in got.values() for n in ns})
        if numbers:
            for src, target in db.execute(
                    f"SELECT source_number, target FROM \"references\" WHERE edition = ? AND kind = 'rule' "
                    f"AND source_number IN ({','.join('?' * len(numbers))})", [ed, *numbers]):
                cited.setdefault(src, []).append(target)
        got = {w: list(dict.fromkeys(n for x in ns for n in (x, *cited.get(x, [])))) for w, ns in got.items()}
        if len(_TYPE_WORD_RULES) > 16:
            _TYPE_WORD_RULES.clear()
        _TYPE_WORD_RULES[key] = got
    return got


def _card_scopes(db, ed: str, cards: list[dict]) -> list[str]:
    """The rules of what the named cards are: their keywords' rules (702.16), their layout's section
    (``layout_section``: a split card's 709) and the rules saying
    what their supertypes and subtypes mean, with the rules those cite ("Legendary" → 205.4d,
    704.5j).  Not their card types' sections: 302 holds most of what a creature question
    could match."""
    type_words = _type_word_rules(db, ed)
    out: list[str] = []
    for c in cards:
        out += _keyword_rules(db, ed, c)
        layout = layout_section(db, ed, c)  # Toil // Trouble: 709, Split Cards
        if layout:
            out.append(layout)
        for word in WORD.findall(c.get("type_line") or ""):
            out += type_words.get(word.lower(), [])
    return list(dict.fromkeys(out))


# ``together``: how many named cards with continuous effects add dependency and timestamps (613.7-613.8), or with
# replacement effects the order of replacement effects (616.1); ``skip``: concepts too common to say what a card
# is about (an anthem's +1/+1, a granted keyword: most Equipment and Auras).
CARD_RULES = {"together": 2, "skip": frozenset(("op:pt_modify", "op:ability", "replacement"))}


def card_rules(db, ed: str, cards: list[dict]) -> list[str]:
    """The rules the named cards' abilities rest on, as the rules engine reads them (``kb.card_rules``,
    built by ``kb import-cards``: a colour-setting static ability → layer 5, 613.1e; "exile …, then return
    it" → 400.7, a new object; "becomes a copy" → 707.2; "loses all abilities" → 613.1f), card by card in the
    order of their abilities; and when ``CARD_RULES["together"]`` or more of them have continuous effects,
    the rules of how effects meet (dependency 613.8, timestamps 613.7).  Empty without the tables."""
    if not cards or not _has_card_rules(db):
        return []
    oids = [c["oracle_id"] for c in cards]
    rows = db.execute(
        f"SELECT cc.oracle_id, cc.concept, n.number FROM card_concepts cc JOIN concept_numbers n "
        f"ON n.concept = cc.concept AND n.edition = ? WHERE cc.oracle_id IN ({','.join('?' * len(oids))}) "
        f"ORDER BY cc.rowid", [ed, *oids]).fetchall()
    by_card: dict[str, list[str]] = {}
    layered, replacing = set(), set()
    for oid, concept, number in rows:
        if concept.startswith("op:"):
            layered.add(oid)
        elif concept == "replacement":
            replacing.add(oid)
        if concept not in CARD_RULES["skip"]:
            by_card.setdefault(oid, []).append(number)
    out = [n for oid in dict.fromkeys(oids) for n in by_card.get(oid, [])]
    together = [c for c, who in (("dependency", layered), ("timestamp", layered), ("replacement_order", replacing))
                if len(who) >= CARD_RULES["together"]]
    if together:
        out = [n for c in together for (n,) in db.execute(
            "SELECT number FROM concept_numbers WHERE edition = ? AND concept = ?", [ed, c])] + out
    return list(dict.fromkeys(out))


_CARD_RULES_TABLES: dict = {}


def _has_card_rules(db) -> bool:
    """Whether the KB holds the cards' engine rules (``kb import-cards`` writes them); known per KB file and its
    state (a KB built again while a server runs is asked again)."""
    from .db import file_key
    key = file_key(getattr(db, "conn", db))
    if key not in _CARD_RULES_TABLES:
        _CARD_RULES_TABLES[key] = db.execute(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('card_concepts', 'concept_numbers')"
        ).fetchone()[0] == 2
    return _CARD_RULES_TABLES[key]


def _keyword_rules(db, ed: str, card: dict) -> list[str]:
    """The rules of a card's keywords (its ``keywords`` list, matched to the titles of 701/702)."""
    import json

    try:
        kws = json.loads(card.get("keywords") or "[]")
    except ValueError:
        kws = []
    by_title = numbers_by_title(db, ed)[1]
    return list(dict.fromkeys(by_title[k.lower()] for k in kws if k.lower() in by_title))


def _scope_ranking(idx: "_TermIndex", scopes: list[str], weights: dict[str, float], limit: int = 20) -> list[tuple]:
    """bm25 of the query's words over the texts inside the given rules only, best first."""
    if not scopes or not weights:
        return []
    scores = idx.score_all(weights)
    inside = {k for n in scopes for k in idx.inside(n)}
    ranked = sorted((k for k in inside if scores.get((k[0], k[2]), 0) > 0),
                    key=lambda k: (-scores[(k[0], k[2])], k[1]))
    return [(k[0], k[1], None) for k in ranked[:limit]]


# Sections read whole: ``top`` sections give their best-fitting texts; ``k1``/``b``: bm25's.
OLD_WORDS = {"rules": 4, "shortest": 4}
_OLD_WORD_CACHE: dict = {}


def _old_word_rules(db, ed: str, idx: "_TermIndex", words: list[str]) -> list[tuple]:
    """The rules a judge's word points at when the edition's texts no longer use it, but an
    earlier edition of the CR did: "checklist card" (713, "Checklist Cards" until 2020, now
    "Substitute Cards").  Judges keep the words of the rules they learnt; the CR's own history
    (the lineage ``kb history`` follows) says what those rules are now.  For each word of the
    query that no rule, example or ruling of ``ed`` holds: the ``OLD_WORDS["rules"]`` rules of
    the last earlier edition holding it (bm25 there), each followed to its number in ``ed``
    (a rule whose line ends, or that was merged into another on the way, is dropped: "substance",
    a keyword gone in 2009, is not trample's word).  Cached per edition and word."""
    from .history import _chain, _has_lineage

    if not _has_lineage(db):
        return []
    out: list[tuple] = []
    for w in words:
        if len(w) < OLD_WORDS["shortest"] or not w.isalpha() or idx.df(w):
            continue
        key = (ed, w)
        got = _OLD_WORD_CACHE.get(key)
        if got is None:
            got = []
            match = _fts_forms(w)
            row = db.execute("SELECT max(r.edition) FROM rules_fts JOIN rules r ON r.rowid = rules_fts.rowid "
                             "WHERE rules_fts MATCH ? AND r.edition < ?", [match, ed]).fetchone()
            if row and row[0]:
                for (number,) in db.execute(
                        "SELECT r.number FROM rules_fts JOIN rules r ON r.rowid = rules_fts.rowid "
                        "WHERE rules_fts MATCH ? AND r.edition = ? ORDER BY bm25(rules_fts) LIMIT ?",
                        [match, row[0], OLD_WORDS["rules"]]):
                    chain = _chain(db, row[0], number, forward=True)
                    last = chain[-1]  # a rule merged into another on the way is no longer the word's topic
                    if last["edition"] != ed or not last["number"] or any(c["event"] == "merged" for c in chain):
                        continue
                    n = _heading_body(db, ed, last["number"])  # a section's heading: its first rule says it
                    if ("rule", n, None) not in got:
                        got.append(("rule", n, None))
            if len(_OLD_WORD_CACHE) > 2000:
                _OLD_WORD_CACHE.clear()
            _OLD_WORD_CACHE[key] = got
        out += [k for k in got if k not in out]
    return out


SECTION = {"top": 6, "k1": 1.2, "b": 0.75}


def _section_index(idx: "_TermIndex") -> dict:
    """Per edition (cached on the term index): each rule's or example's section (702.109a → 702)
    and each section's length in words."""
    got = getattr(idx, "_sections", None)
    if got is None:
        of: dict[tuple, str] = {}
        length: dict[str, int] = {}
        for (kind, rowid), key in idx.keys.items():
            if kind in ("rule", "example") and key[1][:3].isdigit():
                of[(kind, rowid)] = key[1][:3]
                length[key[1][:3]] = length.get(key[1][:3], 0) + idx.length[(kind, rowid)]
        got = idx._sections = {"of": of, "length": length, "n": max(1, len(length)),
                               "avg": sum(length.values()) / max(1, len(length))}
    return got


def _section_ranking(idx: "_TermIndex", words: list[str], limit: int = 30) -> list[tuple]:
    """The sections that hold the most of the query's words between their rules, best first,
    each shown by its texts the words fit best (three each, the best of every section first).

    A judge's words for a topic are often spread over a section's rules, none of which holds
    them all ("who can ante a card": 407's rules say who antes, what, and when).  bm25 over
    sections: a word's frequency is how many of the section's texts hold it, the length the
    section's words, the idf among sections.  Each word's rows, by section, with their bm25
    parts, are kept with the edition's index: a common word's thousands of rows are walked once a
    process, and a search weighs only the rows of its words in its six best sections."""
    import math

    si = _section_index(idx)
    of, length, avg, n = si["of"], si["length"], si["avg"], si["n"]
    k1, b = SECTION["k1"], SECTION["b"]
    cache = si.setdefault("words", {})
    if len(cache) > 5000:
        cache.clear()
    scores: dict[str, float] = {}
    held: list[dict] = []
    for w in dict.fromkeys(words):
        by_sec = cache.get(w)
        if by_sec is None:  # section → [(row, the word's bm25 part there × its idf)]
            rows = idx.rows(w)
            ridf = idx.idf(w)
            by_sec = {}
            for row, part in (idx.parts(w) if rows else ()):
                sec = of.get(row)
                if sec is not None:
                    by_sec.setdefault(sec, []).append((row, ridf * part))
            cache[w] = by_sec
        if not by_sec:
            continue
        idf = math.log(1 + (n - len(by_sec) + 0.5) / (len(by_sec) + 0.5))
        for sec, hits in by_sec.items():
            t = len(hits)
            scores[sec] = scores.get(sec, 0.0) + idf * t * (k1 + 1) / (t + k1 * (1 - b + b * length[sec] / avg))
        held.append(by_sec)
    best = [sec for sec, _ in sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:SECTION["top"]]]
    ranked: dict[str, list] = {}
    for sec in best:
        inside: dict[tuple, float] = {}
        for by_sec in held:
            for row, v in by_sec.get(sec, ()):
                inside[row] = inside.get(row, 0.0) + v
        ranked[sec] = sorted((-sc, idx.keys[row][1], row) for row, sc in inside.items() if sc > 0)
    out = [idx.keys[ranked[sec][0][2]][:2] + (None,) for sec in best if ranked[sec]]
    out += [idx.keys[row][:2] + (None,) for sec in best for _, _, row in ranked[sec][1:3]]
    return out[:limit]


def _pair_ranking(idx: "_TermIndex", words: list[str], pairs: list[tuple] | None = None) -> list[tuple]:
    """Adjacent content words as phrases ("first strike" OR "strike damage" ...)."""
    if pairs is None:
        pairs = list(zip(words, words[1:]))
    phrases = [f"{a} {c}" for a, c in ((x.replace('"', ""), y.replace('"', "")) for x, y in pairs) if a and c]
    return idx.rank(phrases, 40) if phrases else []


def _senses(found: list[tuple[str, str]], words: list[str]) -> list[str]:
    """An everyday phrasing of several words (``kb.vocab.PHRASES``: "loses all abilities") is
    one sense: its words are searched together (adjacent pairs, within three words of each
    other), not each alone in any other sense ("loses" as in losing the game)."""
    out: list[str] = []
    for key, _ in found:
        if key not in PHRASES or key in ALIASES:
            continue
        ws = content_words(key)
        if len(ws) >= 2 and all(w in words for w in ws):
            out += [f"{a} {c}" for a, c in zip(ws, ws[1:]) if f"{a} {c}" not in out]
    return out


# Stop words that may open an exact run: they restrict what follows ("only one alternative cost" is
# 118.9a, "alternative cost" every rule of 118.9; issue 24's twentieth round).
_LEADING = frozenset("only one each every all no not any another same other".split())


def _exact_phrases(text: str, words: list[str], longest: int = 6) -> list[str]:
    """Runs of the query's own words (stop words kept) that hold at least two content words:
    "copy of a spell", "toughness 0"; the longest runs first, at most a few.  A run ends with a
    content word and begins with one or with a word that restricts it (``_LEADING``: "only one
    alternative cost")."""
    tokens = [t.lower() for t in re.findall(r"[^\W_]+(?:['’][^\W_]+)*", text)]
    content = set(words)
    out: list[str] = []
    for n in range(min(longest, len(tokens)), 1, -1):
        for i in range(len(tokens) - n + 1):
            run = tokens[i:i + n]
            if (run[0] in content or run[0] in _LEADING) and run[-1] in content and sum(t in content for t in run) >= 2:
                phrase = " ".join(run)
                if not any(phrase in o for o in out):
                    out.append(phrase)
        if len(out) >= 4:
            break
    return out[:4]


def _common_words(idx: "_TermIndex", words: list[str], share: float = 0.08) -> set[str]:
    """The query's words that many of the edition's texts use (player, creature, control ...)."""
    return {w for w in words if idx.df(w) > share * idx.n}


def _rare_words(idx: "_TermIndex", words: list[str], share: float = 0.04, most: int = 8) -> list[str]:
    """The query's words that few of the edition's texts use (rules words, not story words)."""
    counted = [(idx.df(w), w) for w in words]
    return [w for n, w in sorted(counted) if 0 < n <= share * idx.n][:most]


_ACTIVATION = {"activ", "activat", "activation", "cost", "pay", "tap"}
_TRIGGER = {"trigger", "when", "whenever"}


def _focus_lines(text: str, words: list[str]) -> str:
    """The lines of a card's Oracle text that the question is about: an activated ability
    (``cost: effect``) when it speaks of activating or costs, a triggered ability when of
    triggers, else the lines sharing the most words with it (the whole text on a tie)."""
    lines = [ln for ln in (text or "").splitlines() if ln.strip()]
    if len(lines) <= 1:
        return text or ""
    stems = {stem(w) for w in words}
    scored = []
    for ln in lines:
        mine = {stem(w) for w in content_words(ln)}
        score = len(mine & stems)
        if ":" in ln and stems & {stem(w) for w in _ACTIVATION}:
            score += 2
        if re.match(r"\s*(when|whenever|at)\b", ln, re.IGNORECASE) and stems & {stem(w) for w in _TRIGGER}:
            score += 2
        scored.append(score)
    best = max(scored)
    if best == 0:
        return text
    return "\n".join(ln for ln, sc in zip(lines, scored) if sc == best)


# How the words of a whole question's combined query are weighed: its own words, the words of
# the named cards' rulings that resemble it (each by how much it does), the card lines it is about.
COMBINE = {"question": 1.0, "ruling": 0.5, "rulings": 5, "focus": 0.3, "extra": 0.5}


def _combined_ranking(idx: "_TermIndex", terms: list[str], common: set, named: list[dict],
                      rulings: list[dict], extra_words: list[str], words: list[str]) -> list[tuple]:
    """One bm25 query of weighted words: the question's (without the words most texts use),
    those of the closest rulings of the cards it names weighted by their likeness to the
    question, the words of the card lines it is about, and the CR's words for its phrasings."""
    weights: dict[str, float] = {}

    def add(ws, w):
        for x in ws:
            weights[x] = weights.get(x, 0.0) + w

    add([t for t in terms if t not in common], COMBINE["question"])
    best = max((-r["s"] for r in rulings), default=0.0)
    for r in rulings[: int(COMBINE["rulings"])]:
        text = r["text"]
        for c in named:
            text = text.replace(c["name"], " ")
        share = (-r["s"]) / best if best > 0 else 0.0
        add(content_words(text), COMBINE["ruling"] * share)
    for c in named:
        add(content_words(_focus_lines((c.get("text") or "").replace(c["name"], " "), words)), COMBINE["focus"])
    add(extra_words, COMBINE["extra"])
    return idx.rank_weighted(weights, 40)


# The rulings vote: how many of the closest distinct ruling texts vote; its weight is scaled by
# the share of the query the closest rulings hold (to this power), and for a query of ``few``
# content words or fewer by ``few_scale`` (one word: the rulings that use it say little more).
KNN = {"k": 20, "cover": 1.0, "few": 1, "few_scale": 0.5, "share": 0.08, "words": 8, "define_scale": 0.5}


class _VoteIndex:
    """The rulings vote's texts of one edition, for bm25 computed here (as ``_TermIndex`` does
    for the rules): each text's rules and length are read once, each word's rows once (FTS5),
    so a server's searches share them."""

    def __init__(self, db, ed: str):
        from .ruling_votes import TABLE

        self.db, self.table = db, TABLE
        self.numbers: dict[int, list[str]] = {}
        self.length: dict[int, int] = {}
        for rowid, numbers, words in db.execute(f"SELECT id, numbers, words FROM [{TABLE}] WHERE edition = ?", [ed]):
            self.numbers[rowid] = numbers.split()
            self.length[rowid] = words or 1
        self.n = max(1, len(self.numbers))
        self.avg = (sum(self.length.values()) / self.n) if self.length else 1.0
        self.postings: dict[str, list] = {}

    def rows(self, word: str) -> list:
        got = self.postings.get(word)
        if got is None:
            got = [r for (r,) in self.db.execute(
                f"SELECT rowid FROM [{self.table}_fts] WHERE [{self.table}_fts] MATCH ?",
                ['text: "' + word.replace('"', "") + '"']) if r in self.numbers]
            if len(self.postings) > 5000:
                self.postings.clear()
            self.postings[word] = got
        return got

    def closest(self, words: list[str], k: int) -> list[tuple[int, float]]:
        """The ``k`` texts closest to ``words`` (bm25, each word counted once), best first."""
        import math

        scores: dict[int, float] = {}
        length, avg = self.length, self.avg
        for w in dict.fromkeys(words):
            rows = self.rows(w)
            if not rows:
                continue
            idf = math.log(1 + (self.n - len(rows) + 0.5) / (len(rows) + 0.5))
            get = scores.get
            for r in rows:
                scores[r] = get(r, 0.0) + idf * 2.2 / (1 + 1.2 * (0.25 + 0.75 * length[r] / avg))
        from operator import itemgetter

        return heapq.nlargest(k, scores.items(), key=itemgetter(1))

    def texts(self, rowids: list[int]) -> list[str]:
        if not rowids:
            return []
        got = dict(self.db.execute(f"SELECT id, text FROM [{self.table}] WHERE id IN ({','.join('?' * len(rowids))})",
                                   rowids).fetchall())
        return [got[r] for r in rowids if r in got]


_VOTE_CACHE: dict = {}


def _vote_index(db, ed: str) -> _VoteIndex:
    key = (conn_key(db), ed)
    got = _VOTE_CACHE.get(key)
    if got is None:
        if len(_VOTE_CACHE) > 8:
            _VOTE_CACHE.clear()
        got = _VOTE_CACHE[key] = _VoteIndex(db, ed)
    return got


def _ruling_votes(db, ed: str, words: list[str]) -> tuple[list[tuple[str, float]], list[str],
                                                          dict[str, list[tuple[str, float]]]]:
    """Rules voted for by the card rulings most like the words (a nearest-neighbour vote, the
    rulings and their links standing for question-and-answer pairs): each of the ``k`` closest
    distinct ruling texts (bm25 over all the rulings) gives each rule it is linked to its
    likeness to the closest one, shared among its links.  Returns the votes, best first, the
    three closest texts, and each voted rule's voters (their texts and likeness)."""
    if not _has_cards(db) or not words:
        return [], [], {}
    match = "text: (" + " OR ".join(fts_quote(words)) + ")"
    from .ruling_votes import TABLE, has_vote_index

    if has_vote_index(db):  # the distinct linked texts with their rules, built with the links
        vi = _vote_index(db, ed)
        picked = vi.closest(words, KNN["k"])
        if not picked:
            return [], [], {}
        best = picked[0][1] or 1.0
        votes: dict[str, float] = {}
        voters: dict[str, list[tuple[str, float]]] = {}
        texts = vi.texts([r for r, _ in picked])
        for (rowid, sim), text in zip(picked, texts):
            ns = vi.numbers[rowid]
            for n in ns:
                votes[n] = votes.get(n, 0.0) + (sim / best) / len(ns)
                voters.setdefault(n, []).append((text, sim / best))
        return sorted(votes.items(), key=lambda kv: -kv[1]), texts[:3], voters
    rows = db.execute(
        "SELECT r.id, r.text, bm25(card_rulings_fts, 0.0, 1.0) AS s FROM card_rulings_fts "
        "JOIN card_rulings r ON r.rowid = card_rulings_fts.rowid WHERE card_rulings_fts MATCH ? "
        "ORDER BY s LIMIT ?", [match, KNN["k"] * 3]).fetchall()
    seen: dict[str, None] = {}
    picked = []
    for rid, text, s in rows:
        if text in seen:  # a ruling printed word for word on several cards votes once
            continue
        seen[text] = None
        picked.append((rid, -s))
        if len(picked) >= KNN["k"]:
            break
    if not picked:
        return [], [], {}
    ids = [p[0] for p in picked]
    links: dict[str, list[str]] = {}
    for rid, number in db.execute(f"SELECT ruling_id, number FROM ruling_links WHERE edition = ? AND ruling_id IN "
                                  f"({','.join('?' * len(ids))})", [ed, *ids]):
        links.setdefault(rid, []).append(number)
    best = picked[0][1] or 1.0
    votes: dict[str, float] = {}
    voters: dict[str, list[tuple[str, float]]] = {}
    for (rid, sim), text in zip(picked, seen):
        ns = links.get(rid, [])
        for n in ns:
            votes[n] = votes.get(n, 0.0) + (sim / best) / len(ns)
            voters.setdefault(n, []).append((text, sim / best))
    return sorted(votes.items(), key=lambda kv: -kv[1]), list(seen)[:3], voters


def _coverage(idx: "_TermIndex", weights: dict[str, float], texts: list[str]) -> float:
    """How much of the query (its words by weight × idf) the closest rulings hold: the best of them."""
    import math

    def idf(w):
        n = idx.df(w)
        return math.log(1 + (idx.n - n + 0.5) / (n + 0.5)) if n else 0.0

    total = sum(w * idf(t) for t, w in weights.items())
    if total <= 0:
        return 0.0
    best = 0.0
    for text in texts:
        stems = {stem(m.group(0)) for m in _SNIP_TOKEN.finditer(text)}
        got = sum(w * idf(t) for t, w in weights.items() if stem(t) in stems)
        best = max(best, got / total)
    return best


# the voters' words beside the query's (× weight) choose the text each of the first ``rules`` voted rules is shown by
VOTERS = {"weight": 2.0, "rules": 10}


@functools.lru_cache(maxsize=4096)
def _text_stems(text: str) -> dict[str, str]:
    """A text's content words by stem (a word standing for each stem)."""
    return {stem(w): w for w in content_words(text)}


def _voter_scores(idx: "_TermIndex", keys: list[tuple], voters: list[tuple[str, float]]) -> dict[tuple, float]:
    """bm25 of the texts ``keys`` for the words of the rulings that voted for their rule, each
    word weighed by the likeness of the rulings holding it (their share of the vote), so the
    words the voters share count most: the rulings say in the rules' words what the judge
    asked ("sacrifice it in response" → "illegal target", inside 608.2 → 608.2b).  Words most
    texts use count nothing."""
    import math

    bag: dict[str, float] = {}
    word: dict[str, str] = {}
    for text, like in voters:
        for st, w in _text_stems(text).items():
            bag[st] = bag.get(st, 0.0) + like
            word.setdefault(st, w)
    total = sum(like for _, like in voters) or 1.0
    weight: dict[str, float] = {}  # a stem's share of the vote × its idf (0: a word most texts use)
    out: dict[tuple, float] = {}
    for k in keys:
        row = (k[0], k[2])
        idx.tf(row, None)  # the row's word counts, read once
        norm = 1.2 * (0.25 + 0.75 * idx.length[row] / idx.avg)
        got = 0.0
        for st, tf in idx.counts.get(row, {}).items():
            if st not in bag:
                continue
            w = weight.get(st)
            if w is None:
                df = idx.df(word[st])
                w = weight[st] = (bag[st] / total * math.log(1 + (idx.n - df + 0.5) / (df + 0.5))
                                  if df and df <= 0.15 * idx.n else 0.0)
            if w:
                got += w * tf * 2.2 / (tf + norm)
        if got:
            out[row] = got
    return out


def _scoped(idx: "_TermIndex", votes: list[tuple[str, float]], weights: dict[str, float],
            voters: dict[str, list[tuple[str, float]]] | None = None, limit: int = 30,
            scores: dict[tuple, float] | None = None) -> list[tuple]:
    """The voted rules as keys: for each, the text inside it (itself, a subrule or an example)
    that the query's words fit best (bm25 with ``weights``), then itself.  With ``voters`` (the
    rulings that voted for each rule), the text is one of the rule's rules, not an example, and
    the voters' words count beside the query's (``_voter_scores`` × ``VOTERS["weight"]``).
    ``scores``: ``idx.score_all(weights)`` when the caller has it."""
    if scores is None:
        scores = idx.score_all(weights) if weights else {}
    out: list[tuple] = []
    seen: set = set()
    for i, (n, _) in enumerate(votes[:limit]):
        within = idx.inside(n)
        by_voters = voters.get(n) if voters and len(within) > 1 and i < VOTERS["rules"] else None
        if by_voters:
            within = [k for k in within if k[0] == "rule"]
            extra = _voter_scores(idx, within, by_voters)
            fit = {(k[0], k[2]): scores.get((k[0], k[2]), 0.0) + VOTERS["weight"] * extra.get((k[0], k[2]), 0.0)
                   for k in within}
        else:
            fit = scores
        inside = [k for k in within if fit.get((k[0], k[2]), 0) > 0]
        best = max(inside, key=lambda k: fit[(k[0], k[2])], default=None)
        for key in ((best[0], best[1], None) if best else None, ("rule", n, None)):
            if key and key[:2] not in seen:
                seen.add(key[:2])
                out.append(key)
    return out


def _links_read_down(idx: "_TermIndex", links: list[tuple], rulings: list[dict], named: list[dict],
                     terms: list[str]) -> list[tuple]:
    """The rules the named cards' rulings are linked to, each read down to the text inside it that
    the linking rulings' words (each ruling by its likeness to the question) and the question's
    fit best, then the rule itself: a ruling about Fling's counters links 608.2, and its words
    ("last known information") say 608.2h (as the rulings vote does, ``_scoped``)."""
    if not links:
        return links
    linkers: dict[str, list[tuple[str, float]]] = {}
    best = max((-r["s"] for r in rulings), default=0.0)
    for r in rulings:
        text = r["text"]
        for c in named:
            text = text.replace(c["name"], " ")
        for n in r.get("links", []):
            linkers.setdefault(n, []).append((text, (-r["s"]) / best if best > 0 else 1.0))
    return _scoped(idx, [(k[1], 0.0) for k in links], {t: 1.0 for t in terms}, linkers)


def _scopes_of(number: str) -> list[str]:
    """The numbers a rule lies inside, itself first: 702.19b → 702.19b, 702.19, 702."""
    m = re.match(r"(\d+)(?:\.(\d+)([a-z]*))?$", number)
    if not m:
        return [number]
    out = [number]
    if m.group(3):
        out.append(f"{m.group(1)}.{m.group(2)}")
    if m.group(2):
        out.append(m.group(1))
    return out


def _fuse(rankings: list[tuple[float, list[tuple]]]) -> list[tuple]:
    scores: dict[tuple, float] = {}
    first: dict[tuple, tuple] = {}
    for weight, keys in rankings:
        seen = set()
        for rank, key in enumerate(keys, 1):
            k = key[:2]
            if k in seen:
                continue
            seen.add(k)
            scores[k] = scores.get(k, 0.0) + weight / (K + rank)
    return [k + (None, s) for k, s in sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))]


# How far down the fused list a subrule may be taken up to its rule's place, and how many hits
# then stand between the subrule and its rule.
SUBRULE = {"window": 10, "gap": 1}
_SUBRULE = re.compile(r"^(\d{3}\.\d+)[a-z]+$")


def _subrules_first(fused: list[tuple], titles: dict[str, str]) -> list[tuple]:
    """A numbered subrule before the rule it belongs to (712.8a inside
    712.8): a rule's text is often a lead-in or the general case ("Each face of a double-faced
    card … has its own set of characteristics") and its subrule the case asked about ("While a
    double-faced card is … in a zone other than the battlefield …, it has only the
    characteristics of its front face").  When a rule and some of its subrules are among the
    fused hits (a subrule within ``SUBRULE["window"]``), the best-placed subrule takes the rule's
    place and the rule comes ``SUBRULE["gap"]`` hits after it (never below where the subrule
    was): both stay in view, the subrule is read first, and the next best text of another rule
    is not pushed out of the first three by the lead-in ("order of replacement effects": 616.1a,
    the first step, 614.1a, then 616.1, which says the affected player chooses).  A keyword's
    bare heading ("702.15 Lifelink", a titled rule) is not shown at all, so it gives no place."""
    window = SUBRULE["window"]
    head = fused[:window]  # a subrule in the window has its rule above it, so in the window too
    place = {k[:2]: i for i, k in enumerate(head)}
    lift: dict[int, int] = {}  # a subrule's place -> the place of its rule above it
    for i, k in enumerate(head):
        m = _SUBRULE.match(k[1]) if k[0] == "rule" else None
        j = place.get(("rule", m.group(1))) if m and m.group(1) not in titles else None
        if j is not None and j < i and j not in lift.values():
            lift[i] = j
    if not lift:
        return fused
    order = {i: float(lift.get(i, i)) - (0.5 if i in lift else 0.0) for i in range(len(head))}
    for i, j in lift.items():  # the rule after the hits of the gap, or at its subrule's old place
        order[j] = min(float(i), j + SUBRULE["gap"] + 0.75)
    return [head[i] for i in sorted(order, key=order.get)] + fused[window:]


_FAMILY_CACHE: dict = {}


def _families(db, ed: str) -> dict[str, dict[str, frozenset]]:
    """rule number → {subrule number → stems of its text} for the rules with lettered subrules
    (cached per edition): the siblings among which a query's words choose."""
    key = (conn_key(db), ed)
    got = _FAMILY_CACHE.get(key)
    if got is None:
        got = {}
        for number, text in db.execute("SELECT number, text FROM rules WHERE edition = ? AND kind = 'subrule'", [ed]):
            m = _SUBRULE.match(number)
            if m:
                got.setdefault(m.group(1), {})[number] = frozenset(
                    stem(w) for w in _SNIP_TOKEN.findall(_REF.sub(" ", text or "")))
        if len(_FAMILY_CACHE) > 16:
            _FAMILY_CACHE.clear()
        _FAMILY_CACHE[key] = got
    return got


SIBLINGS = {"window": 10}


# The CR's general word for a kind of thing a judge names by its member: a rule about every zone
# says "zone" ("a token in a zone other than the battlefield"), not "graveyard".
BROADER: dict[str, frozenset] = {
    "zone": frozenset("graveyard graveyards library libraries hand hands exile exiled".split()),
}


def _broader_words(words: list[str]) -> list[str]:
    """The ``BROADER`` words for the members a judge's words name, unless named themselves."""
    return [broad for broad, members in BROADER.items()
            if broad not in words and any(w in members for w in words)]


def _topic_families(db, ed: str, named: list[dict], words: list[str]) -> set[str]:
    """The rules a whole question is about by name: its named cards' keywords' and type words'
    rules (Soltari Priest → 702.16 Protection) and the titled rules whose title's words it uses
    ("… gains protection from white" → 702.16).  Among their subrules the question's words choose
    (702.16c, what protection does to Auras); in other families they hit siblings by chance."""
    stems = {stem(w) for w in words}
    out = set(_card_scopes(db, ed, named)) if named else set()
    out.update(number for number, parts in _title_stems(db, ed) if "." in number and all(p in stems for p in parts))
    return out


def _siblings_by_words(db, ed: str, idx: "_TermIndex", fused: list[tuple], words: list[str],
                       only: set[str] | None = None) -> list[tuple]:
    """Among sibling subrules in the fused head (702.2a–702.2e of Deathtouch), the one holding the
    query's words that tell the siblings apart first.  The channels that find a family (its title,
    its glossary term, the words its subrules share) order its members by those shared words, which
    say nothing about which sibling is asked.  Here each content word of the query counts by its
    rarity inside the family (a word every sibling has counts nothing) times its rarity in the
    edition; the siblings keep the places the family holds, re-ordered by that count, ties in the
    fused order ("deathtouch noncombat damage": 702.2b, which says what a deathtouch source's
    damage does, rises from 6th to 3rd above 702.2a, which only says deathtouch is static).  A verb's
    irregular forms are one word here as everywhere in the search (``kb.vocab.WORD_FORMS``): 702.143a's
    "foretell" holds the judge's "foretold", so the word does not choose the siblings that say
    "foretold" (issue 24's twenty-fifth round).  The words of the family's title (``title_of`` its
    rule: "Station Cards" for 721.2) name the family, not a sibling, and are not counted: 721.2c
    repeats "station cards" by chance ("… station cards do not have power or toughness") and was
    chosen by them over 721.2b for "station card with enough charge counters becomes a creature"
    (twenty-ninth round).  Whether a sibling holds a word is the full-text index's answer, as for
    every channel (porter's stems: 701.49c's "complete" holds the judge's "completed", which the
    light stemmer read as another word, so "venture into a dungeon already completed" chose nothing
    and left 701.49d, the variant, first).  Used for a judge's few words, not a
    whole question (there, story words hit siblings by chance: measured, the card sets lost by
    it); stop words are not counted ("who" and "time" chose 603.3a for "who orders triggers that
    trigger at the same time")."""
    import math

    window = SIBLINGS["window"]
    head = fused[:window]
    fam = _families(db, ed)
    titles = rule_titles(db, ed)
    stems: dict[str, float] = {}  # each word's stem and its rarity in the whole edition
    forms: dict[str, frozenset] = {}  # a verb's irregular forms are one word ("foretold" is "foretell")
    for w in words:
        df = idx.df(w)
        if df:
            stems[stem(w)] = max(stems.get(stem(w), 0.0), math.log(idx.n / df))
            if word_forms(w):
                forms[stem(w)] = frozenset(stem(f) for f in word_forms(w))
    groups: dict[str, list[int]] = {}
    for i, k in enumerate(head):
        m = _SUBRULE.match(k[1]) if k[0] == "rule" else None
        if m and m.group(1) in fam and (only is None or m.group(1) in only):
            groups.setdefault(m.group(1), []).append(i)
    if not any(len(v) > 1 for v in groups.values()):
        return fused
    head = list(head)
    for parent, places in groups.items():
        if len(places) < 2:
            continue
        members = fam[parent]
        n = len(members)
        named = {stem(w) for w in content_words(title_of(parent, titles) or "")}
        def holds(st: frozenset, s: str) -> bool:
            return s in st or not st.isdisjoint(forms.get(s, ()))

        # a sibling holds a word when the full-text index says its text does (porter's stems and the
        # word's irregular forms, as every channel reads it: 701.49c's "complete" holds "completed");
        # a sibling the index lacks (a family given by hand) by its light stems
        rows = {m: (key[0], key[2]) for m in members for key in idx.inside(m) if key[0] == "rule" and key[1] == m}
        held = {s: frozenset(m for m in members if (rows[m] in idx.rows(w) if m in rows else holds(members[m], s)))
                for w in words for s in [stem(w)] if s in stems and s not in named}
        idf = {s: stems[s] * math.log(1 + (n - df + 0.5) / (df + 0.5))
               for s, who in held.items() for df in [len(who)] if 0 < df < n}
        if not idf:
            continue
        keys = [head[i] for i in places]
        score = {k[1]: sum(v for s, v in idf.items() if k[1] in held[s]) for k in keys}
        keys.sort(key=lambda k: -score[k[1]])  # stable: ties keep the fused order
        for i, k in zip(places, keys):
            head[i] = k
    return head + fused[window:]


_DEFINED_CACHE: dict = {}


def _defined_terms(db, ed: str) -> dict[str, list[frozenset]]:
    """rule number → the stems of each term it defines by quoting it (``kb.search_form.DEFINING``;
    a bracketed placeholder left out: 508.6's “attacked [a player]” is {"attack"}), cached per edition."""
    key = (conn_key(db), ed)
    got = _DEFINED_CACHE.get(key)
    if got is None:
        got = {}
        for number, text in db.execute("SELECT number, text FROM rules WHERE edition = ? AND text LIKE '%”%'", [ed]):
            for m in DEFINING.finditer(text or ""):
                stems = frozenset(stem(w) for w in content_words(re.sub(r"\[[^\]]*\]", " ", m.group(1) or m.group(2))))
                if stems:
                    got.setdefault(number, []).append(stems)
        if len(_DEFINED_CACHE) > 16:
            _DEFINED_CACHE.clear()
        _DEFINED_CACHE[key] = got
    return got


def _defined_first(db, ed: str, fused: list[tuple], clause: str) -> list[tuple]:
    """A question asking what a clause means: among the fused head (``SIBLINGS["window"]``), the
    first rule that defines, in quotes, a term all of whose words the clause holds comes first (the
    CR's form of a definition, rule 508.6: 'A player has “attacked [a player]” if …'); else the
    order is kept."""
    stems = {stem(w) for w in content_words(clause)}
    defined = _defined_terms(db, ed)
    head = fused[:SIBLINGS["window"]]
    for i, k in enumerate(head):
        if k[0] == "rule" and any(t <= stems for t in defined.get(k[1], ())):
            return [k] + fused[:i] + fused[i + 1:] if i else fused
    return fused


# --- rule numbers and layers typed as such ------------------------------------------------------

_CITATION = re.compile(r"^\s*(?:cr|rule|rules|comp\.?\s*rules?)?\s*(\d{1,3}(?:\.\d{1,3}[a-z]{0,2})?)\.?\s*"
                       r"(?:\(?\s*(\d{4}-\d{2}-\d{2})\s*\)?)?\s*$", re.IGNORECASE)
_LAYER_Q = re.compile(r"^\s*layer\s+([1-7])\s*([a-f])?\s*$", re.IGNORECASE)


def open_target(db, text: str, edition: str | None = None) -> tuple[str, str | None] | None:
    """What "open a rule" means for ``text``: (number, edition) or None.

    Understands ``613.4c``, ``CR 613.4c (2026-04-17)`` (the site's citation format),
    ``rule 613.4c``, ``layer 6`` / ``layer 7c``, and a keyword or keyword action's name
    (``trample`` → 702.19) or a glossary term that points at one rule."""
    m = _CITATION.match(text or "")
    if m:
        return m.group(1).lower(), m.group(2) or edition
    ed = resolve_edition(db, edition)
    m = _LAYER_Q.match(text or "")
    if m:
        from .loader import layer_map

        rows = _rows(db, "SELECT id, number, text FROM rules WHERE edition = ? AND (text LIKE 'Layer %' "
                         "OR text LIKE 'Interaction of Continuous Effects%')", [ed])
        layers = layer_map(rows)
        layer = (m.group(1) + (m.group(2) or "")).lower()
        rid = layers.get(layer) or layers.get(layer[:1]) or layers.get("*")
        return (rid.split("/", 1)[1], edition) if rid else None
    name = " ".join((text or "").strip().split())
    if not name:
        return None
    alias = ALIASES.get(name.lower())
    names = alias or [name]
    titles = rule_titles(db, ed)
    for n, t in sorted(titles.items(), key=lambda kv: (kv[0].count("."), kv[0])):
        if "." in n and t and t.lower() in (x.lower() for x in names):
            return n, edition
    for x in names:
        row = db.execute("SELECT id FROM glossary WHERE edition = ? AND document IS NULL AND term = ? "
                         "COLLATE NOCASE", [ed, x]).fetchone()
        if row:
            targets = {r[0] for r in db.execute(
                "SELECT t.number FROM [references] f JOIN rules t ON t.id = f.resolved_id "
                "WHERE f.source_id = ?", [row[0]])}
            if len(targets) == 1:
                return targets.pop(), edition
    return None


_DEFINE = re.compile(r"^\s*(?:what(?:'s|’s| is| are)|define|definition of|meaning of)\s+(?:an? |the )?(.+?)"
                     r"(?:\s+(?:mean|means))?\s*\??\s*$", re.IGNORECASE)
_DEFINE_AFTER = re.compile(r"^\s*what\s+(?:does|do)\s+(?:an? |the )?(.+?)\s+mean\s*\??\s*$", re.IGNORECASE)


_SENTENCE_END = re.compile(r"[.?!](?=\s+\S)")


def _is_story(q: str) -> bool:
    """A query told as a story and a question ("My creature ... . Does it ...?"): more than one
    sentence, or a long one.  A judge's description of a mechanic in one run of words ("cast a
    creature for a different cost so it has haste and goes back to my hand") is not: its words
    are the rules' words and are searched as such."""
    return bool(_SENTENCE_END.search(q.strip())) or len(q.split()) > 25


# A whole question's asked characteristic: "What's its mana value on the stack?", "What is Jace's
# loyalty now?", "How much is X's power?" — the term after the possessive, up to a place or time.
_ASKED_TERM = re.compile(r"\b(?:what(?:'s|’s| is| are| was| will be| would be)|how (?:much|big|many) is)\s+"
                         r"(?:its|their|the|his|her|my|your|[\w,'’ -]{1,40}?(?:'s|’s))\s+"
                         r"([\w' -]{3,40}?)(?=\s+(?:on|in|while|when|if|now|after|before|then|as)\b|\s*[?.,!]|\s*$)",
                         re.IGNORECASE)


def _asked_terms(q: str) -> str:
    """The words a whole question asks the value of ("mana value" in "What's its mana value on
    the stack?"): its glossary terms are what the question is about, of all the story's terms."""
    return " ".join(m.group(1) for m in _ASKED_TERM.finditer(q))


def _definition_subject(q: str) -> str | None:
    """The term a definition question asks about ("what is a permanent", "what does
    trample mean", "define mana value"), or None; a judge's few words that ask for a term's
    general rule by another form ("does a card in my hand have a controller": ``kb.search_form``)."""
    asked = _asked_subject(q) if not _is_story(q) else None
    if asked:  # "what are the steps of the combat phase": the combat phase's rule, not "steps of …"
        return asked
    m = _DEFINE_AFTER.match(q) or _DEFINE.match(q)
    if not m:
        return None
    subject = m.group(1).strip(" ?.\"“”")
    return subject if 0 < len(subject.split()) <= 4 else None


# --- search --------------------------------------------------------------------------------------

def search(db: Connection, q: str, edition: str | None = None, limit: int = 10, cards: bool = True,
           debug: bool = False, semantic: bool = True) -> dict:
    """Rules and examples of one edition for a judge's words or a whole question, best first.

    Returns ``edition``, ``query``, ``mode`` ("words" or "question"), ``expanded`` (the
    abbreviations and phrasings rewritten), ``words`` (the content words searched),
    ``cards`` (cards named, with their best-matching rulings), ``glossary`` (entries for the
    terms named), and ``hits``: kind (rule, example, ruling, card), number, title, text,
    snippet (``[[…]]`` marks the words found), ``example`` (its index), ``also`` (numbers of
    identical texts), ``score`` (the fused score) and ``bm25`` (the all-words or any-word
    bm25 where there is one).  ``semantic`` (off: why the sentence-vector ranking didn't run,
    or None when it did; ``semantic=False`` leaves it out)."""
    ed = resolve_edition(db, edition)
    if not q or not q.strip():
        raise SearchError("empty search")
    q = q.strip()[:2000]
    result: dict = {"edition": ed, "query": q, "mode": "words", "expanded": [], "words": [],
                    "cards": [], "glossary": [], "hits": [], "semantic": "not asked for"}
    b = _bounds(db, ed)
    titles = rule_titles(db, ed)
    direct: list[tuple] = []
    target = None
    subject = None
    try:
        # A number, a citation, a layer, or (a few words) a keyword's or glossary term's name.
        target = open_target(db, q, ed) if len(q) < 40 and (re.search(r"\d", q) or len(q.split()) <= 4) else None
        subject = _definition_subject(q)
        if target is None and subject:  # "what is a permanent": the rule that says what it is
            from .vocab import singulars

            for form in dict.fromkeys([subject, *(" ".join(subject.split()[:-1] + [w]) for w in
                                                  singulars(subject.split()[-1].lower())[1:])]):
                target = open_target(db, form, ed)
                if target:
                    break
            if target is None:  # "a face down creature": the glossary term it is made of
                spans = _glossary_matcher(db, ed).spans(subject)
                longest = max(spans, key=lambda sp: sp[1] - sp[0], default=None)
                if longest and 2 * len(subject[longest[0]:longest[1]].split()) >= len(subject.split()):
                    target = open_target(db, longest[2]["term"], ed)
                    if target is None and longest[1] - longest[0] >= len(subject) - 1:
                        # "what are copiable values": the entry names the term whole and points at several
                        # rules ("See rules 613.2, 707.2, and 707.3"): each, in the glossary's order
                        several = [_heading_body(db, ed, n) for (n,) in db.execute(
                            "SELECT t.number FROM [references] f JOIN rules t ON t.id = f.resolved_id "
                            "WHERE f.source_id = ? ORDER BY f.start", [longest[2]["id"]])]
                        direct.extend(("rule", n, None) for n in dict.fromkeys(several))
    except LookupError:
        target = None
    if target and db.execute("SELECT 1 FROM rules WHERE edition = ? AND number = ?", [ed, target[0]]).fetchone():
        direct.append(("rule", target[0], None))
        if not re.search(r"\d", q):  # a keyword's rule is its title: its first subrule says what it is
            first = db.execute("SELECT number FROM rules WHERE edition = ? AND parent = ? ORDER BY position LIMIT 1",
                               [ed, target[0]]).fetchone()
            if first:
                direct.append(("rule", first[0], None))

    pending = None  # the sentence vector, encoded on a worker thread while the words are ranked
    if semantic and not direct and os.environ.get("KB_SEMANTIC") != "0":
        from .semantic import start as start_encoding

        pending = start_encoding(db, ed, q)
    named = recognise_cards(db, q, ed) if cards else []
    rest = q
    for start, end in sorted((sp for c in named for sp in c["spans"]), reverse=True):
        rest = rest[:start] + " " + rest[end:]
    expanded, extra, found = expand_aliases(rest)
    result["expanded"] = [{"from": k, "to": v} for k, v in found]
    idx = _term_index(db, ed, b)
    words = content_words(expanded)
    kept = _term_stop_words(db, ed, idx, expanded)
    if kept:  # "face down", "phased out": a stop word inside a term of the rules is a rules word
        words += [w for w in kept if w not in words]
    if not words and not named:
        words = [w.lower() for w in _TOKEN.findall(expanded)][:12]
    question = (len(words) > 6 and (bool(named) or _is_story(q))) or (bool(named) and len(q.split()) > 5)
    if question:  # story numbers ("8 artifacts", "2 or 10") say nothing about the rules
        words = [w for w in words if not w.isdigit() or w in ("0", "1")] or words
    terms = [w for w in content_words(expanded, repeats=True) if w in words] + [w for w in kept if w in words]
    senses = _senses(found, words)
    if senses:  # "loses all abilities": "loses" only beside "abilities", not as in losing the game
        single = {w for phrase in senses for w in phrase.split()}
        words = [w for w in words if w not in single] + senses
        terms = [w for w in terms if w not in single] + senses
    gone = target_gone(rest, tuple(c.get("text") or "" for c in named))
    if gone:  # "I sacrifice the Elves in response": the CR's words for fizzle (608.2b), as if the judge said it
        extra = f"{extra} {gone}".strip()
        result["expanded"].append({"from": "its target gone", "to": gone})
    read_pairs: list[str] = []
    for what, cr_words in card_readings(q, named):  # "Can I Lightning Bolt X": targeting X (115.1)
        extra = f"{extra} {cr_words}".strip()
        result["expanded"].append({"from": what, "to": cr_words})
        ws = content_words(cr_words)  # "last known information": its words searched together too
        read_pairs += [f"{a} {c}" for a, c in zip(ws, ws[1:])]
    result["mode"] = "question" if question else "words"
    result["words"] = words
    extra_words = [w for w in content_words(extra) if w not in words]
    if not question:
        extra_words += _broader_words(words)

    channels: dict[str, list[tuple]] = {}
    knn_scale = 1.0
    common: set = set()
    if direct:
        channels["direct"] = direct
    any_hits: list[tuple] = []
    if words:
        if len(words) <= 8:
            channels["all"] = idx.rank(terms, 40, every=True)
        common = _common_words(idx, words) if question else set()
        any_words = [w for w in terms if w not in common] or terms
        any_hits = idx.rank(any_words, 80)
        channels["any"] = any_hits
        channels["phrase"] = _pair_ranking(idx, words)
        if not question:  # a judge's few words: the sections that hold them between their rules
            channels["section"] = _section_ranking(idx, words)
        exact = _exact_phrases(expanded, words)
        if exact:  # the judge's words exactly so ("copy of a spell"), best bm25 first
            inside = frozenset().union(*(idx.rows("=" + p) for p in exact))
            channels["exact"] = [k for k in any_hits if (k[0], k[2]) in inside][:40]
        channels["title"] = _title_ranking(db, ed, words + extra_words, any_hits)
        old_words = _old_word_rules(db, ed, idx, words)
        if old_words:  # "checklist card": a word of an earlier CR, followed to its rule now (713)
            channels["old_words"] = old_words
        if subject and not direct:  # "what is X": the rules under the title that names X, once more
            channels["title_defined"] = channels["title"]
        if question:
            rare = _rare_words(idx, words)
            if rare:
                channels["rare"] = idx.rank(rare, 40)
    if extra_words or read_pairs:  # the CR's words for the judge's phrasings (in a question: those alone)
        channels["extra"] = idx.rank((extra_words if question else words + extra_words) + read_pairs, 40)
    gloss_keys, entries = _glossary_ranking(db, ed, expanded + " " + extra)
    channels["glossary"] = gloss_keys
    if question:  # "What's its mana value on the stack?": the term asked about (202.3)
        asked = _asked_terms(rest)
        if asked:
            spans = _glossary_matcher(db, ed).spans(asked)
            terms_asked = " ; ".join(e["term"] for a, z, e in spans if len(asked[a:z].split()) > 1)
            if terms_asked:
                channels["asked_glossary"] = _glossary_ranking(db, ed, terms_asked)[0]
    if words and not question and not subject:  # "what is X" asks for X's own rule, not what X's words describe
        channels["defined"] = _definition_ranking(db, ed, b, words)
    result["glossary"] = [{"term": e["term"], "definition": e["definition"]} for e in entries[:3]]
    if named:
        links, keywords, examples, rulings = _card_ranking(db, ed, named, words)
        channels["card_links"] = _links_read_down(idx, links, rulings, named, terms)
        channels["card_keywords"] = keywords
        # the rules the cards' abilities rest on, as the engine reads them (Cloudshift → 400.7)
        channels["card_rules"] = [("rule", n, None) for n in card_rules(db, ed, named)]
        channels["card_examples"] = examples  # the CR's worked examples that name the cards
        channels["card_scoped"] = _scope_ranking(idx, _card_scopes(db, ed, named),
                                                 {t: 1.0 for t in terms if t not in common})
        for i, r in enumerate(rulings[:3], 1):  # each best-matching ruling's words: they are rules words
            text = r["text"]
            for c in named:
                text = text.replace(c["name"], " ")
            ruling_words = content_words(text)
            if ruling_words:
                channels[f"ruling{i}"] = idx.rank(ruling_words[:40], 30)
                channels[f"ruling{i}_glossary"] = _glossary_ranking(db, ed, text)[0]
        focus = " ".join(_focus_lines((c.get("text") or "").replace(c["name"], " "), words) for c in named)
        channels["card_glossary"] = _glossary_ranking(db, ed, focus)[0]

        if question:
            channels["combined"] = _combined_ranking(idx, terms, common, named, rulings, extra_words, words)
        result["cards"] = [{"name": c["name"], "oracle_id": c["oracle_id"], "whole": c["whole"],
                            "rulings": [r for r in rulings if r["oracle_id"] == c["oracle_id"]
                                        or c["name"] in r["cards"]][:3]} for c in named]
    kw: dict[str, float] = {}
    kw_scores = None  # bm25 of every text for kw, computed once for both votes
    if words or extra_words:  # the rulings most like the query vote for their rules
        kw = {t: 1.0 for t in terms if t not in common}
        for w in extra_words:
            kw[w] = kw.get(w, 0.0) + 0.5
        asked = words + [w for w in extra_words if w not in words]
        rare = [w for w in asked if idx.df(w) <= KNN["share"] * idx.n] or asked  # common words: slow, say little
        rare = sorted(rare, key=lambda w: idx.df(w) or idx.n)[:KNN["words"]]
        votes, closest, voters = _ruling_votes(db, ed, [w for w in asked if w in rare])
        if votes:
            # a judge's few words: the voters' own words choose the text a rule is shown by (in a
            # whole question the closest rulings are about its cards, and their words mislead)
            kw_scores = idx.score_all(kw) if kw else {}
            channels["knn"] = _scoped(idx, votes, kw, None if question else voters, scores=kw_scores)
            knn_scale = _coverage(idx, kw, closest) ** KNN["cover"]
            if len(kw) <= KNN["few"]:
                knn_scale *= KNN["few_scale"]
            if subject:  # "what is X": the rule that says what X is, more than the rulings using X
                knn_scale *= KNN["define_scale"]
    if semantic and os.environ.get("KB_SEMANTIC") == "0":
        result["semantic"] = "switched off (KB_SEMANTIC=0)"
    elif semantic and direct:
        result["semantic"] = "not used: the query names a rule, opened directly"
    elif semantic and not any(channels.values()):  # gibberish: vectors would still find "nearest" rules
        result["semantic"] = "not used: no word of the query is in the rules"
        if pending:
            pending.cancel()
    elif semantic:  # sentence vectors (optional, kb.semantic): meaning beside words
        from .semantic import channels as semantic_channels

        found_sem, result["semantic"] = semantic_channels(db, ed, q, pending)
        channels.update(found_sem)
        if channels.get("sem_votes") and words and not question:  # each voted rule shown by its best-fitting text
            channels["sem_votes"] = _scoped(idx, [(k[1], 0.0) for k in channels["sem_votes"]], kw, scores=kw_scores)
    weights = WEIGHTS["question" if question else "words"]
    if "all" in channels and len(channels["all"]) <= 5:
        channels["all_few"] = channels.pop("all")
    rankings = [(weights.get(name, 0.0) * (knn_scale if name == "knn" else 1.0), keys)
                for name, keys in channels.items() if keys]
    if debug:
        result["channels"] = {name: [k[1] for k in keys[:10]] for name, keys in channels.items()}
        result["channels_full"] = {name: [k[:2] for k in keys] for name, keys in channels.items()}

    fused = _fuse(rankings)
    variants = [] if question else _named_variants(db, ed, q)
    if variants:  # "starting life total in commander": 903.7 before 119.1
        fused = _lift_variants(fused, variants, VARIANT["lift"])
        if debug:
            result["variants"] = variants
    if not question:  # a judge's few words: the sibling they name (in a whole question, words hit siblings by chance)
        fused = _siblings_by_words(db, ed, idx, fused, words + extra_words)
    else:  # a whole question: only in the families it is about (a named card's keyword, a title it names)
        card_words = [w for c in named for w in content_words(c.get("type_line") or "")]  # Pacifism: "aura"
        fused = _siblings_by_words(db, ed, idx, fused, words + extra_words + card_words,
                                   only=_topic_families(db, ed, named, words))
    if not direct and not question:  # "what does it mean that a player attacked …": the rule that defines it (508.6)
        clause = meaning_clause(q)
        if clause:
            fused = _defined_first(db, ed, fused, clause)
    fused = _subrules_first(fused, titles)
    bm25: dict = {}
    for name in ("all", "any", "extra"):
        for key in channels.get(name, []):
            if len(key) > 3:
                bm25.setdefault(key[:2], key[3])
    hits = _materialise(db, ed, fused, titles, words + extra_words, limit * 2, bm25,
                        keep={k[1] for k in direct}, snip=limit)
    if named and any(c["whole"] for c in named):  # the query is a card's name: the card first
        c = next(c for c in named if c["whole"])
        hits.insert(1 if direct and hits else 0, {"kind": "card", "number": None, "name": c["name"], "oracle_id": c["oracle_id"],
                        "title": c["name"], "text": c.get("text") or c.get("type_line") or "",
                        "snippet": c.get("text") or c.get("type_line") or "",
                        "example": None, "also": [], "score": None, "bm25": None})
    result["hits"] = hits[:limit]
    return result


def _materialise(db, ed: str, fused: list[tuple], titles: dict, words: list[str], n: int,
                 bm25: dict | None = None, keep: set | None = None, snip: int | None = None) -> list[dict]:
    """The fused keys as hits: texts, titles, snippets (for the first ``snip``, the ones shown);
    identical texts collapsed."""
    hits: list[dict] = []
    by_text: dict[str, dict] = {}
    by_number: dict[str, dict] = {}
    keep = keep or set()
    want = fused[: n * 3]
    rule_numbers = [k[1] for k in want if k[0] == "rule"]
    ex_keys = [k[1] for k in want if k[0] == "example"]
    ruling_ids = [k[1] for k in want if k[0] == "ruling"]
    rules = {}
    if rule_numbers:
        marks = ",".join("?" * len(rule_numbers))
        for r in _rows(db, f"SELECT rowid, number, kind, text FROM rules WHERE edition = ? AND number IN ({marks})",
                       [ed, *rule_numbers]):
            rules[r["number"]] = r
    examples = {}
    if ex_keys:
        marks = ",".join("?" * len(ex_keys))
        for r in _rows(db, f"SELECT rowid, rule, idx, text FROM examples WHERE edition = ? AND "
                           f"rule || '#' || idx IN ({marks})", [ed, *ex_keys]):
            examples[f"{r['rule']}#{r['idx']}"] = r
    rulings = {}
    if ruling_ids:
        marks = ",".join("?" * len(ruling_ids))
        for r in _rows(db, f"SELECT rowid, id, rule, text FROM rulings WHERE id IN ({marks})", ruling_ids):
            rulings[r["id"]] = r
    for key in want:
        kind, ident, score = key[0], key[1], key[-1]
        if kind == "rule":
            r = rules.get(ident)
            if r is None:
                continue
            hit = {"kind": "rule", "number": ident, "example": None, "text": r["text"], "_ident": ident}
        elif kind == "example":
            r = examples.get(ident)
            if r is None:
                continue
            hit = {"kind": "example", "number": r["rule"], "example": r["idx"], "text": r["text"],
                   "_ident": ident}
        elif kind == "ruling":
            r = rulings.get(ident)
            if r is None:
                continue
            hit = {"kind": "ruling", "number": r["rule"], "example": None, "text": r["text"], "_ident": ident}
        else:
            continue
        if hit["number"] in by_number and ident not in keep:  # one hit per rule: its examples fold into it
            by_number[hit["number"]].setdefault("more", []).append(hit["example"] or 0)
            continue
        norm = " ".join((hit["text"] or "").split()).lower()
        same = by_text.get(norm) or _near_duplicate(hit["text"], hits)
        if same is not None:
            if hit["number"] not in same["also"] and hit["number"] != same["number"]:
                same["also"].append(hit["number"])
            continue
        hit.update(title=title_of(hit["number"] or "", titles), also=[], score=round(score, 4), bm25=None)
        if kind == "rule" and (hit["text"] or "").strip() == (hit["title"] or "") and ident not in keep:
            continue  # a keyword rule's heading alone ("702.7 First Strike"): its subrules say it
        by_text[norm] = hit
        by_number[hit["number"]] = hit
        hits.append(hit)
        if len(hits) >= n:
            break
    _snippets(db, hits[:snip], words, bm25)
    for h in hits:
        h.pop("_ident", None)
        h.pop("_words", None)
    return hits


_REF = re.compile(r"\((?:see )?rules? [^)]*\)", re.IGNORECASE)


@functools.lru_cache(maxsize=4096)
def _word_set(text: str) -> frozenset:
    return frozenset(w.lower() for w in _SNIP_TOKEN.findall(_REF.sub(" ", text or "")))


def _near_duplicate(text: str, hits: list[dict], threshold: float = 0.85) -> dict | None:
    """An earlier hit whose text says the same (the same words but for a cross-reference or
    two: 510.4 and 702.7b), if any."""
    mine = _word_set(text)
    if len(mine) < 8:
        return None
    for h in hits:
        theirs = h.get("_words")
        if theirs is None:
            theirs = h["_words"] = _word_set(h["text"])
        if len(theirs) < 8 or min(len(mine), len(theirs)) < threshold * max(len(mine), len(theirs)):
            continue  # the overlap can't reach the threshold (|A ∩ B| / |A ∪ B| ≤ min / max): no set built
        if len(mine & theirs) / len(mine | theirs) >= threshold:
            return h
    return None


def _snippets(db, hits: list[dict], words: list[str], bm25: dict | None = None) -> None:
    """A window of each hit's text around the words found, marked ``[[word]]``; its bm25."""
    stems = {stem(w) for w in words}
    for h in hits:
        h["snippet"] = snippet(h["text"], stems)
        h["bm25"] = (bm25 or {}).get((h["kind"], h.get("_ident")))


_SNIP_TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")


def snippet(text: str | None, stems: set[str], width: int = 26) -> str:
    """``text`` (a window of about ``width`` words around the first word found) with the words
    whose stems are in ``stems`` marked ``[[…]]``."""
    text = text or ""
    marks = [(m.start(), m.end()) for m in _SNIP_TOKEN.finditer(text) if stem(m.group(0)) in stems]
    words = [m.start() for m in re.finditer(r"\S+", text)]
    if not marks or len(words) <= width:
        start_word, end_word = 0, min(len(words), width)
    else:
        first = sum(1 for w in words if w <= marks[0][0]) - 1
        start_word = max(0, min(first - 6, len(words) - width))
        end_word = min(len(words), start_word + width)
    lo = words[start_word] if words else 0
    hi = words[end_word] if end_word < len(words) else len(text)
    out, pos = [], lo
    for a, b in marks:
        if a < lo or b > hi:
            continue
        out.append(text[pos:a] + "[[" + text[a:b] + "]]")
        pos = b
    out.append(text[pos:hi])
    body = "".join(out).strip()
    return ("…" if lo > 0 else "") + body + ("…" if hi < len(text) else "")


def _truncate(text: str | None, n: int) -> str:
    text = text or ""
    return text if len(text) <= n else text[:n].rsplit(" ", 1)[0] + "…"
