"""Document expansion for search: each rule's extra index words, learned from the texts that talk
about it in other words (issue 24).

A judge asks in words the Comprehensive Rules do not use ("falls off", "pump", "returned to its
owner's hand at the next end step" for dash); the texts that are linked to a rule say it in those
other words:

- the card rulings linked to it (``ruling_links``: a ruling about a card that has trample is linked
  to 702.19, one that says "illegal target" to 608.2);
- the reminder text of its keyword on cards ("Dash {1}{R} (You may cast this spell for its dash cost.
  If you do, it gains haste, and it's returned from the battlefield to its owner's hand …)": 702.109);
- the glossary entries that point at it ("Abandon: To turn a face-up ongoing scheme card face down …
  See rule 701.33").

Each ruling text linked to a rule is also given to the one of the rule's subrules whose words it
shares most (the links name 704.5; a ruling saying an Equipment becomes unattached is about 704.5n).
A word's weight for a rule is the share of the rule's texts holding it (one text added to the count,
``PRIOR``: a rule with few texts is less sure of its words), kept only when the word is more frequent
among the rule's texts than among all the texts; the ``TOP`` words per rule.  At search time a query's
words score each rule by those weights × the word's rarity among the rules' expansions (idf).  The
table is built with the ruling links (``kb import-cards``, ``kb relink``: :func:`build_expansion`,
about 5 s), for the editions the links are made for, and read by search's ``expand`` channel
(``kb.search._expansion_ranking``), weighted and measured apart from the other rankings.
"""
from __future__ import annotations

import math
import re

from .vocab import STOP_WORDS

__all__ = ["TABLE", "MIN_TEXTS", "build_expansion", "has_expansion", "expansion_scores"]

TABLE = "rule_expansion"
MIN_TEXTS = 1  # a word must be in this many of a rule's texts (2 and 3 measured worse, issue 24)
PRIOR = 1  # texts added to each rule's count: a rule with few texts is less sure of its words
TOP = 60  # the most specific words kept per rule

_WORD = re.compile(r"[^\W_\d]+(?:['’][^\W_]+)*")
_REMINDER = re.compile(r"\(([^()]{12,400})\)")
_SEE_RULE = re.compile(r"\brules? (\d{3}(?:\.\d+[a-z]?)?)")


def has_expansion(conn) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE name = ?", [TABLE]).fetchone() is not None


def _stems(text: str) -> set[str]:
    """A text's words (not stop words), by the search's own light stemmer, so a query's words meet them."""
    from .search import _stem  # here, not at the top: kb.search imports this module

    out = set()
    for m in _WORD.finditer(text or ""):
        w = m.group(0).lower().replace("’", "'")
        if len(w) > 2 and w not in STOP_WORDS:
            out.add(_stem(w))
    return out


def _texts(conn, edition: str) -> dict[str, set[str]]:
    """Rule number → the distinct texts that talk about it (rulings, reminder texts, glossary)."""
    have = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    by: dict[str, set[str]] = {}
    if {"card_rulings", "ruling_links"} <= have:
        for text, number in conn.execute(
                "SELECT r.text, l.number FROM ruling_links l JOIN card_rulings r ON r.id = l.ruling_id "
                "WHERE l.edition = ?", [edition]):
            by.setdefault(number, set()).add(text)
    if "cards" in have:  # a keyword's reminder text on cards: the keyword's rule in plain words
        keyword_rule = {title.lower(): number for number, title in conn.execute(
            "SELECT number, title FROM rules WHERE edition = ? AND (number LIKE '701.%' OR number LIKE '702.%') "
            "AND title IS NOT NULL AND title != ''", [edition])}
        for text, keywords in conn.execute("SELECT text, keywords FROM cards WHERE keywords IS NOT NULL "
                                           "AND keywords != '[]' AND text LIKE '%(%'"):
            for line in (text or "").splitlines():
                head = line.split("(", 1)[0].strip().lower()
                word = re.split(r"[\s{—–-]", head, maxsplit=1)[0] if head else ""
                number = keyword_rule.get(head) or keyword_rule.get(word)
                if number:
                    for m in _REMINDER.finditer(line):
                        by.setdefault(number, set()).add(m.group(1))
    if "glossary" in have:  # a glossary entry pointing at the rule: its definition's words
        for term, definition in conn.execute("SELECT term, definition FROM glossary WHERE edition = ?", [edition]):
            for m in _SEE_RULE.finditer(definition or ""):
                by.setdefault(m.group(1), set()).add(f"{term}. {definition}")
    return by


def _read_down(conn, edition: str, by: dict[str, set[str]]) -> dict[str, set[str]]:
    """Each ruling text linked to a rule also given to the one of the rule's subrules whose words it
    shares most (bm25 over the edition's rule texts): the links name 704.5, a ruling saying an Aura
    "falls off" as a state-based action is about 704.5m."""
    texts: dict[str, set[str]] = {}
    parent: dict[str, str] = {}
    for number, up, text in conn.execute("SELECT number, parent, text FROM rules WHERE edition = ? "
                                         "AND kind IN ('rule', 'subrule')", [edition]):
        texts[number] = _stems(text)
        parent[number] = up
    below: dict[str, list[str]] = {}
    for number in texts:
        up = parent.get(number)
        while up:
            below.setdefault(up, []).append(number)
            up = parent.get(up)
    n = len(texts) or 1
    df: dict[str, int] = {}
    for st in texts.values():
        for w in st:
            df[w] = df.get(w, 0) + 1
    avg = sum(len(v) for v in texts.values()) / n
    out: dict[str, set[str]] = {}
    for number, rulings in by.items():
        inside = below.get(number)
        if not inside:
            continue
        for text in rulings:
            words = _stems(text)
            best, top = None, 0.0
            for sub in inside:
                st = texts[sub]
                norm = 1.2 * (0.25 + 0.75 * len(st) / avg)
                got = sum(math.log(1 + (n - df[w] + 0.5) / (df[w] + 0.5)) for w in words & st) * 2.2 / (1 + norm)
                if got > top:
                    best, top = sub, got
            if best:
                out.setdefault(best, set()).add(text)
    return out


def compute_expansion(conn, edition: str) -> dict[str, list[tuple[str, float]]]:
    """Rule number → its expansion words (stems) with their weights, most specific first."""
    by = _texts(conn, edition)
    for number, texts in _read_down(conn, edition, by).items():
        by.setdefault(number, set()).update(texts)
    stems = {n: [_stems(t) for t in texts] for n, texts in by.items()}
    total = sum(len(v) for v in stems.values()) or 1
    df: dict[str, int] = {}
    for sets in stems.values():
        for s in sets:
            for w in s:
                df[w] = df.get(w, 0) + 1
    out: dict[str, list[tuple[str, float]]] = {}
    for number, sets in stems.items():
        own: dict[str, int] = {}
        for s in sets:
            for w in s:
                own[w] = own.get(w, 0) + 1
        n = len(sets)
        scored = []
        for w, c in own.items():
            if c < MIN_TEXTS:
                continue
            share = c / (n + PRIOR)
            if share * total > df[w]:  # more frequent among the rule's texts than among all
                scored.append((share, w))
        if scored:
            out[number] = [(w, round(x, 4)) for x, w in sorted(scored, reverse=True)[:TOP]]
    return out


def build_expansion(conn) -> int:
    """(Re)build ``rule_expansion`` (edition, word stem, rule number, weight) for the editions the
    ruling links are made for; returns the number of rows.  Runs inside the caller's transaction."""
    conn.execute(f"DROP TABLE IF EXISTS [{TABLE}]")
    conn.execute(f"CREATE TABLE [{TABLE}] (edition TEXT, word TEXT, number TEXT, weight REAL)")
    have = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    editions = [r[0] for r in conn.execute("SELECT DISTINCT edition FROM ruling_links")] if "ruling_links" in have else []
    rows = [(edition, w, number, weight) for edition in editions
            for number, words in compute_expansion(conn, edition).items() for w, weight in words]
    conn.executemany(f"INSERT INTO [{TABLE}] VALUES (?, ?, ?, ?)", rows)
    conn.execute(f"CREATE INDEX [idx_{TABLE}_edition_word] ON [{TABLE}] (edition, word)")
    return len(rows)


_RULES: dict = {}


def expansion_scores(db, edition: str, stems: list[str]) -> list[tuple[str, float]]:
    """The rules whose expansion holds the query's word stems, best first: each word's weight in
    the rule × its rarity among the rules' expansions (idf: "creature" is in most)."""
    if not stems or not has_expansion(db):
        return []
    key = (id(db), edition)
    n = _RULES.get(key)
    if n is None:
        n = _RULES[key] = db.execute(f"SELECT COUNT(DISTINCT number) FROM [{TABLE}] WHERE edition = ?",
                                     [edition]).fetchone()[0] or 1
    uniq = list(dict.fromkeys(stems))
    by: dict[str, list] = {}
    for word, number, weight in db.execute(f"SELECT word, number, weight FROM [{TABLE}] WHERE edition = ? AND word IN "
                                           f"({','.join('?' * len(uniq))})", [edition, *uniq]):
        by.setdefault(word, []).append((number, weight))
    scores: dict[str, float] = {}
    for word, got in by.items():
        idf = math.log(1 + (n - len(got) + 0.5) / (len(got) + 0.5))
        for number, weight in got:
            scores[number] = scores.get(number, 0.0) + weight * idf
    return sorted(scores.items(), key=lambda kv: -kv[1])
