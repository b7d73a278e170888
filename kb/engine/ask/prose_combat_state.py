"""A creature's place in combat told in passing (ask58b, tests/fixtures/ask_redteam22.jsonl): "I cast Giant Growth on my
blocking Hill Giant", "I Shock the attacking Bears", "his attacking Grizzly Bears". The word says which creature is
meant and what is already so; it is read (dropped, with a note) only when a combat the question told before makes it
so — an attack with that creature ("attacking"), a block by it ("blocking"), 508.1, 509.1 — and never makes a creature
attack or block. Said of a creature that no attack or block told before puts in combat, the words are named
("cannot decide": whether and whom it attacks or blocks would change the answer, and is not said). "a/an attacking X"
(a board told with its state, .prose_board) is not this reader's."""
from __future__ import annotations

from .lexicon import AskError, card_name_of, fold_key
from .ptoks import PTok, join_toks

_BEFORE = ("the", "my", "his", "her", "their", "your", "opponent's", "its")


def _in_combat(c, word: str) -> set[str]:
    out: set[str] = set()
    for st in c.steps:
        if not isinstance(st, dict):
            continue
        if word == "attacking" and "attack" in st:
            a = st["attack"]
            names = a if isinstance(a, list) else list(a.get("attackers", a.keys())) if isinstance(a, dict) else [a]
            out |= {fold_key(card_name_of(str(x))) for x in names}
        if word == "blocking" and "block" in st and isinstance(st["block"], dict):
            out |= {fold_key(card_name_of(str(x))) for x in st["block"]}
    return out


def combat_state_said(reader, toks: list[PTok]) -> list[PTok]:
    out: list[PTok] = []
    for k, t in enumerate(toks):
        if t.low not in ("attacking", "blocking") or t.quoted or not k or toks[k - 1].low not in _BEFORE or \
                k + 1 >= len(toks):
            out.append(t)
            continue
        n, d = reader.card_at(toks, k + 1)
        name = d["name"] if d is not None else None
        if name is None:
            got = reader.tail_name(toks, k + 1, whose=toks[k - 1].low)      # "the attacking Bears"
            n, name = (got[0], card_name_of(got[1])) if got else (0, None)
        if name is None:
            out.append(t)
            continue
        c = reader.compiled_so_far()
        if c is None or fold_key(name) not in _in_combat(c, t.low):
            raise AskError(f"'{join_toks(toks[k - 1:k + 1 + n])}': no {'attack' if t.low == 'attacking' else 'block'} "
                           f"by {name} is told before: whether it is {t.low}, and what it fights, is not said",
                           reader.q, toks[k - 1].start, toks[k + n].end)
        reader.notes.append(f"'{t.text} {name}': {name} is {t.low}, as the question told before")
        reader.changed = True
    return out
