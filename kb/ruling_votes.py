"""The rulings vote's index: each distinct card-ruling text that is linked to rules, once, with
the rules it is linked to (best first) and its length in words, and a full-text index over
those texts.

Search (``kb.search``) finds the ruling texts closest to a query and lets each vote for its
rules (the rulings and their links stand for question-and-answer pairs written in the rules'
words).  Reading the 45,000 rulings through ``card_rulings_fts`` for that means scoring every
ruling that holds a query word, repeated texts and unlinked rulings included (17-48 ms a
search); this table holds only what votes (11,121 texts in the full KB), and search reads
each word's rows from its index once per process (1-6 ms a search).  Built with the ruling
links (``kb import-cards``, ``kb relink``) in under a second; a KB without it falls back to
``card_rulings_fts``.
"""
from __future__ import annotations

__all__ = ["TABLE", "build_vote_index", "has_vote_index"]

TABLE = "ruling_votes"


def has_vote_index(conn) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE name = ?", [f"{TABLE}_fts"]).fetchone() is not None


def build_vote_index(conn) -> int:
    """(Re)build ``ruling_votes`` and ``ruling_votes_fts`` from ``card_rulings`` and
    ``ruling_links``; returns the number of texts.  Runs inside the caller's transaction."""
    for name in (f"{TABLE}_fts", TABLE):
        conn.execute(f"DROP TABLE IF EXISTS [{name}]")
    conn.execute(f"CREATE TABLE [{TABLE}] (id INTEGER PRIMARY KEY, edition TEXT, text TEXT, numbers TEXT, words INTEGER)")
    have = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if not {"card_rulings", "ruling_links"} <= have:
        conn.execute(f"CREATE VIRTUAL TABLE [{TABLE}_fts] USING fts5(text, content=[{TABLE}], tokenize='porter')")
        return 0
    texts: dict[tuple[str, str], list[str]] = {}
    for edition, text, number in conn.execute(
            "SELECT l.edition, r.text, l.number FROM ruling_links l JOIN card_rulings r ON r.id = l.ruling_id "
            "ORDER BY r.text, l.score DESC, l.number"):
        numbers = texts.setdefault((edition, text), [])
        if number not in numbers:
            numbers.append(number)
    conn.executemany(f"INSERT INTO [{TABLE}] (edition, text, numbers, words) VALUES (?, ?, ?, ?)",
                     [(ed, text, " ".join(ns), len(text.split()) + 1) for (ed, text), ns in sorted(texts.items())])
    conn.execute(f"CREATE VIRTUAL TABLE [{TABLE}_fts] USING fts5(text, content=[{TABLE}], tokenize='porter')")
    conn.execute(f"INSERT INTO [{TABLE}_fts] (rowid, text) SELECT id, text FROM [{TABLE}]")
    return len(texts)
