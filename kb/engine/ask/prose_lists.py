"""Lists of objects in one clause, as players say them (ask48b, the redteam9 round's faults):

- "My Grizzly Bears, Savannah Lions and Hill Giant attack", "I attack with Grizzly Bears, Savannah Lions and Hill
  Giant": the commas of a list of permanents' names closed by "and" are list commas, never the step language's step
  separator. They were: the first name was read as a step of its own (a permanent entering, not attacking) or the
  names after it as permanents entering under my control, and the answer counted one attacker (508.1a) of three — a
  confident wrong life total. Here the commas become "and" (the step language's list), so every name is in the list.
- "I control Glorious Anthem and my opponent's Grizzly Bears and Hill Giant are on the battlefield": "and" before a
  bare name and a plural verb ("are", "were") after a permanent's name with a possessive ends no clause (the two are
  one subject); it started a clause "Hill Giant are on the battlefield", a Hill Giant of mine (4/4 under my Anthem).
  The "and" before the list ("… Anthem and my opponent's Grizzly Bears and Hill Giant are …") starts the clause whose
  subject the list is (a list of names, then a verb).
- "I attack with Grizzly Bears, Hill Giant": after "attack(s) with" / "block(s) with", names separated by commas to the
  clause's end are the attackers (blockers), without "and".
- "my opponent's Grizzly Bears and Hill Giant", "his Grizzly Bears, Savannah Lions and Craw Wurm": a possessive before
  the first name of such a list says whose each of them is (108.4, 110.2: who controls it); the names after it were
  read as mine (Rolling Thunder "targeting my opponent's Grizzly Bears and Hill Giant": "Who controls Hill Giant? you").
  A later name with its own possessive or article keeps it ("my opponent's Grizzly Bears and my Hill Giant"), and a
  name already said before in the question is left alone (the object said before, whoever controls it).

- "is wearing both Holy Strength and Rancor", "both Grizzly Bears and Hill Giant attack": "both" before a list of two
  cards' names closed by "and" says nothing the list does not (:func:`both_before_list`); "both Soldier tokens" (no
  list) is read as before.

The first item may be "it" after "with" ("attack with it, my Grizzly Bears and Savannah Lions": the pronoun is read
after, as it is elsewhere). Only names of permanent cards are read as a list's items (an instant after "and" is a spell cast, not one of the
permanents: "his Grizzly Bears and Lightning Bolt"), and a bare last item followed by "on", "at", "targeting", "with"
or "to" is no item (a thing done to it).
"""
from __future__ import annotations

from .cursor import types_of
from .lexicon import PERMANENT_TYPES, fold_key
from .ptoks import PTok

__all__ = ["both_before_list", "compound_subject", "list_subject", "name_lists"]

# whose a list's first name is, as the tokens say it by then ("my opponent's" is two tokens)
_POSSESSIVES = (("my", "opponent's"), ("your", "opponent's"), ("the", "opponent's"), ("opponent's",), ("his",),
                ("her",), ("their",), ("my",), ("your",))
# an item said with its own whose or article: not given the list's possessive
_OWN_WORDS = frozenset({"my", "your", "his", "her", "their", "opponent's", "the", "a", "an", "another"})
# after a name, a word that makes it a spell's target or a thing done, not a list item
_ITEM_ENDS = frozenset({"on", "at", "targeting", "with", "to"})


def _possessive_at(toks: list[PTok], k: int) -> int:
    w = tuple(t.low for t in toks[k:k + 2])
    return next((len(p) for p in _POSSESSIVES if w[:len(p)] == p), 0)


def _permanent_at(reader, toks: list[PTok], k: int) -> tuple[int, dict | None]:
    """The permanent card's name at toks[k] (tokens, definition), or (0, None)."""
    if k >= len(toks) or toks[k].quoted:
        return 0, None
    n, d = reader.card_at(toks, k)
    if not n or d is None or not (types_of(d) & PERMANENT_TYPES):
        return 0, None
    while n > 1 and toks[k + n - 1].low == ",":
        n -= 1                                # card_at reads "Grizzly Bears ," as the name: the comma is the list's
    return n, d


def _item_at(reader, toks: list[PTok], i: int) -> tuple[int, int, dict | None]:
    """(whose-or-article tokens, name tokens, definition) of a list item at toks[i], or (0, 0, None)."""
    p = _possessive_at(toks, i)
    if not p and i < len(toks) and toks[i].low in _OWN_WORDS:
        p = 1                                 # "the Hill Giant", "a Savannah Lions"
    n, d = _permanent_at(reader, toks, i + p)
    return (p, n, d) if n else (0, 0, None)


def _items(reader, toks: list[PTok], k: int) -> list[tuple[int, int, int, dict]] | None:
    """The list that starts at toks[k]: (start, whose-or-article length, name length, definition) of each item, when
    it has two or more items, separated by "," and closed by "and" (or ", and") before its last item; else None (a
    comma list not closed by "and" is the step language's, left as it is)."""
    items: list[tuple[int, int, int, dict | None]] = []
    i, closed = k, False
    while True:
        p, n, d = _item_at(reader, toks, i)
        if not n and i == k and toks[i].low == "it" and k and toks[k - 1].low == "with":
            p, n, d = 0, 1, None              # "attack with it, my Grizzly Bears and …": the pronoun the first item
        if not n:
            return None                       # a word that is no item where one is due: no list said here
        if closed and not p and i + n < len(toks) and toks[i + n].low in _ITEM_ENDS:
            return None                       # "… and Hill Giant on it": a thing done, not an item
        items.append((i, p, n, d))
        if closed:
            return items if len(items) >= 2 else None
        j = i + p + n
        w = [t.low for t in toks[j:j + 2]]
        if w == [",", "and"]:
            i, closed = j + 2, True
        elif w[:1] == ["and"]:
            i, closed = j + 1, True
        elif w[:1] == [","]:
            i = j + 1
        elif j >= len(toks) and len(items) >= 2 and _with_combat(toks, k):
            return items                      # "I attack with Grizzly Bears, Hill Giant": the attackers, to the end
        else:
            return None


_COMBAT_VERBS = frozenset({"attack", "attacks", "attacked", "block", "blocks", "blocked"})


def _with_combat(toks: list[PTok], k: int) -> bool:
    """Whether the list at toks[k] follows "attack(s) with" / "block(s) with" (who attacks or blocks, 508.1a, 509.1a)."""
    return k >= 2 and toks[k - 1].low == "with" and toks[k - 2].low in _COMBAT_VERBS


def name_lists(reader, toks: list[PTok]) -> list[PTok]:
    """The clause with each list of permanents' names read as one list (module docstring): its commas said as "and",
    and the first item's possessive given to each later item said bare and not named before in the question."""
    lows = [t.low for t in toks]
    if "and" not in lows and "," not in lows:
        return toks
    out: list[PTok] = []
    k = 0
    while k < len(toks):
        items = None if toks[k].quoted else _items(reader, toks, k)
        if items is None:
            out.append(toks[k])
            k += 1
            continue
        s0, p0, _n0, _d0 = items[0]
        whose = toks[s0:s0 + p0] if _possessive_at(toks, s0) == p0 else []
        said_before = fold_key(reader.q[:toks[k].start])
        prev_end = k
        for idx, (s, p, n, d) in enumerate(items):
            if idx:
                sep = toks[prev_end:s]
                if [t.low for t in sep] == ["and"]:
                    out.append(sep[0])
                else:                             # "," or ", and": the list's "and"
                    out.append(reader.made("and", sep[0], sep[-1]))
                if whose and not p and d is not None and fold_key(d["name"]) not in said_before:
                    out.extend(reader.made(w.text, toks[s]) for w in whose)
            out.extend(toks[s:s + p + n])
            prev_end = s + p + n
        k = prev_end
    return out


_PLURAL_VERBS = frozenset({"are", "were"})
# a plural subject's verbs (a list of names is plural): "… and his Grizzly Bears, Savannah Lions and Hill Giant attack"
_LIST_VERBS = frozenset({"are", "were", "attack", "block", "die", "get", "have", "deal"})


def compound_subject(reader, cur: list[PTok], toks: list[PTok], j: int) -> bool:
    """Whether "and" at toks[j-1] joins a bare permanent's name to the possessed one just before it as one plural
    subject ("my opponent's Grizzly Bears and Hill Giant are …"), so it starts no clause (module docstring)."""
    n, _d = _permanent_at(reader, toks, j)
    if not n or j + n >= len(toks) or toks[j + n].low not in _PLURAL_VERBS:
        return False
    for i in range(max(0, len(cur) - 8), len(cur)):
        p = _possessive_at(cur, i)
        if p and p < len(cur) - i:
            m, _d2 = _permanent_at(reader, cur, i + p)
            if m and i + p + m == len(cur):
                return True
    return False


def list_subject(reader, toks: list[PTok], j: int, verbs) -> bool:
    """Whether toks[j:] is a list of permanents' names (two or more, closed by "and") followed by one of ``verbs``:
    the subject of a new clause after "and" ("… and my opponent's Grizzly Bears and Hill Giant are …")."""
    items = _items(reader, toks, j)
    if items is None:
        return False
    s, p, n, _d = items[-1]
    return s + p + n < len(toks) and (toks[s + p + n].low in verbs or toks[s + p + n].low in _LIST_VERBS)


def both_before_list(reader, toks: list[PTok], k: int) -> bool:
    """Whether toks[k] is "both" before "[my|his|…] NAME and [my|his|…] NAME" (two cards' names, module docstring): the
    word can be left out."""
    if toks[k].low != "both":
        return False
    j = k + 1
    for item in range(2):
        j += toks[j].low in _OWN_WORDS if j < len(toks) else 0
        n, d = reader.card_at(toks, j) if j < len(toks) else (0, None)
        if not n or d is None:
            return False
        j += n
        if item == 0:
            if j >= len(toks) or toks[j].low != "and":
                return False
            j += 1
    return j >= len(toks) or toks[j].low not in ("and", ",")      # a list of exactly two
