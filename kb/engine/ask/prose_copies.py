"""Several objects of one name told apart by a judge's words (ask58b, tests/fixtures/ask_redteam22.jsonl): after a count
("I control two Grizzly Bears": the step language's "Grizzly Bears" and "Grizzly Bears #2", in the order they enter),

- "the first one" / "the first of them" / "the first Grizzly Bears" is the first of them, "the second one" / "the
  second Grizzly Bears" the second (a third only when three were counted);
- "one of them" is the first while they are alike (as "one of the NAME", .prose.articles), and "the other one" /
  "the other NAME" the one not yet told apart, when two were counted and exactly one of them was named alone before.

The words are read only when they can mean one thing: one name counted (two or more of it, every one of them that
name's objects on the board), and for "one of them" / "the other one" no other permanent said (whose "them" it could
be). Otherwise, a count said, the words are named ("cannot decide" which one is meant, 115.1: a target is its
caster's choice, never guessed); with no count said they are left to the other readers."""
from __future__ import annotations

from .cursor import types_of
from .lexicon import PERMANENT_TYPES, AskError, card_name_of, fold, fold_key
from .ptoks import PTok, join_toks

_NTH = {"first": 1, "second": 2, "third": 3, "1st": 1, "2nd": 2, "3rd": 3}
_WHOSE = ("the", "my", "his", "her", "their", "your", "opponent's")


def _labels(reader, key: str) -> list[str] | None:
    """The board's objects of the counted name, in the order they enter (None: not that many, or not read)."""
    c = reader.compiled_so_far()
    if c is None:
        return None
    objs = [a for a in c.used if fold_key(card_name_of(a)) == key]
    objs.sort(key=lambda a: int(a.rsplit("#", 1)[1]) if " #" in a else 1)
    return objs if len(objs) == reader.counted.get(key, 0) else None


def _other_permanents(reader, key: str) -> bool:
    """Whether a permanent of another name is on the board read so far ("one of them" could be it)."""
    c = reader.compiled_so_far()
    if c is None:
        return True
    for a in c.used:
        if fold_key(card_name_of(a)) == key:
            continue
        d = reader.lex.card(card_name_of(a))
        if d is None or types_of(d) & PERMANENT_TYPES:
            return True
    return False


def _label_tok(label: str, a: PTok, b: PTok, n: int) -> PTok:
    if n == 1:      # the first of several: its name quoted (the step language's own object, not "any of them")
        return PTok(f'"{label}"', f'"{fold(label)}"', a.start, b.end, quoted=True, made=True)
    return PTok(label, fold(label), a.start, b.end, made=True)


def copies_said(reader, toks: list[PTok]) -> list[PTok]:
    """The module docstring's words, each replaced by the object it names (or refused, naming them)."""
    many = [k for k, v in reader.counted.items() if v >= 2]
    if not many:
        return toks
    told = reader.copies_told
    out: list[PTok] = []
    k = 0
    while k < len(toks):
        w = [t.low for t in toks[k:k + 4]]
        t = toks[k]
        got = None           # (tokens read, key, which one: a number, or "other")
        if w[:1] == ["the"] and len(w) >= 3 and w[1] in _NTH:
            if w[2] == "one" or w[2:4] == ["of", "them"]:
                got = (3 if w[2] == "one" else 4, None, _NTH[w[1]])
            else:
                n, d = reader.card_at(toks, k + 2)
                if d is not None and fold_key(d["name"]) in many:
                    got = (2 + n, fold_key(d["name"]), _NTH[w[1]])
        elif w[:3] == ["one", "of", "them"] and not (k and toks[k - 1].low in ("of", "than")):
            got = (3, None, "one")
        elif w[:2] == ["the", "other"] and k + 2 <= len(toks):
            if w[2:3] == ["one"]:
                got = (3, None, "other")
            else:
                n, d = reader.card_at(toks, k + 2)
                if d is not None and fold_key(d["name"]) in many:
                    got = (2 + n, fold_key(d["name"]), "other")
        if got is None or any(x.quoted for x in toks[k:k + got[0]]):
            out.append(t)
            k += 1
            continue
        n, key, which = got
        words = join_toks(toks[k:k + n])
        explicit = key is not None
        if key is None:
            if len(many) != 1:
                raise AskError(f"'{words}': several names were counted: which of them is meant is not said (name it)",
                               reader.q, t.start, toks[k + n - 1].end)
            key = many[0]
        labels = _labels(reader, key)
        if labels is None:
            raise AskError(f"'{words}': which object of that name is meant is not known here (name each one: 'NAME' "
                           "and 'NAME #2')", reader.q, t.start, toks[k + n - 1].end)
        seen = told.setdefault(key, set())
        if which == "one":
            if seen or _other_permanents(reader, key):
                raise AskError(f"'{words}': one of them was told apart before, or another permanent was said: the "
                               "same one or another? (name each one: 'NAME' and 'NAME #2')",
                               reader.q, t.start, toks[k + n - 1].end)
            which = 1
        elif which == "other":
            if len(labels) != 2 or len(seen) != 1 or not explicit and _other_permanents(reader, key):
                raise AskError(f"'{words}': 'the other' of two is said only once exactly one of them was told "
                               "apart: which one is meant is not known (name each one: 'NAME' and 'NAME #2')",
                               reader.q, t.start, toks[k + n - 1].end)
            which = 2 if 1 in seen else 1
        if which > len(labels):
            raise AskError(f"'{words}': only {len(labels)} of them were said", reader.q, t.start, toks[k + n - 1].end)
        seen.add(which)
        label = labels[which - 1]
        reader.notes.append(f"'{words}': read as {label}" + (" (the first of them)" if which == 1 else ""))
        out.append(_label_tok(label, t, toks[k + n - 1], which))
        reader.changed = True
        k += n
    return out
