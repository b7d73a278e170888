"""The order things happened in, said in a sentence of its own (613.7: within a layer, effects apply in timestamp
order; 613.7d: a permanent's timestamp is when it entered the battlefield):

- "Humility and Opalescence are on the battlefield. Opalescence came first.": the sentence is the board statement's
  own "…, Opalescence came first" (prose_board.came_first orders the board) when the sentence before it is the board
  statement that names that card;
- "X came first, then I cast …" in one sentence: two sentences, the second after the first;
- "Holy Strength came first on my Grizzly Bears": the Aura (an Equipment: "equipped with") on that object, before
  what follows ("my Grizzly Bears is enchanted with Holy Strength"), when nothing before named the Aura or happened;
- "My opponent's Control Magic came first, then …" after "I control Serra Angel": an Aura with "Enchant creature" on
  the one creature card the question names (said before it);
- "Glorious Anthem came first. Then I cast …": a permanent card named nowhere before, said to have come first, is on
  the battlefield before what follows (read as "Glorious Anthem is on the battlefield"; "my opponent's X came first":
  theirs) — an Aura, which needs an object to enchant (303.4), is not read so;
- "Jump was cast first on my Grizzly Bears.", "Jump was cast on it": the passive says the spell was cast, not who cast
  it, so it is read only when the spell's text says nothing about its controller or their opponents (608.2: those
  words are read from its controller), as cast by you, with a note; "first" only when nothing happened in a sentence
  before it (else the order said and the order of the sentences differ: not read);
- "Someone casts Wrath of God": read the same way, and only when no card named watches who casts a spell.

Anything else is left as it is (the readers after it name the words they do not read)."""
from __future__ import annotations

import re

from .lexicon import POSSESSIVE_PLAYER
from .prose_survive import CASTER_WORDS
from .ptoks import PTok, join_toks

__all__ = ["came_first_sentences", "passive_casts"]

_CAME = re.compile(r"(?:came|entered|was played|was there|came down|came in|came out|hit the (?:battlefield|board|table)|"
                   r"landed|was out|entered play|came into play|entered the battlefield|got played) first")
_WHOSE = POSSESSIVE_PLAYER
_EVENT_WORDS = frozenset({"cast", "casts", "activate", "activates", "attack", "attacks", "block", "blocks", "play",
                          "plays", "resolve", "resolves", "tap", "taps", "sacrifice", "sacrifices", "enters",
                          "entered"})


def _card_then(reader, sent: list[PTok]) -> tuple[int, str | None, dict | None]:
    """(words of the subject, whose it is, the card) of "[the|my|opponent's] CARD …"."""
    w = [t.low for t in sent]
    k, whose = 0, None
    if w[:1] in (["the"], ["a"], ["an"]):
        k = 1
    elif w[:2] in (["my", "opponent's"], ["your", "opponent's"], ["the", "opponent's"]):
        k, whose = 2, "opponent"
    elif w[:1] and w[0] in _WHOSE:
        k, whose = 1, _WHOSE[w[0]]
    n, d = reader.card_at(sent, k)
    return (k + n if d else 0), whose, d


def _then_split(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """"X came first (on Y), then I cast …": the "came first" part a sentence of its own, what follows "then" the next
    one (the order the sentences say is the order of events, 613.7)."""
    out = []
    for sent, q in sentences:
        w = [t.low for t in sent]
        m = w.index("then") if not q and "first" in w and "then" in w else -1
        if m > 0 and not any(t.quoted for t in sent):
            head = sent[:m]
            while head and head[-1].low in (",", "and"):
                head = head[:-1]
            n, _whose, d = _card_then(reader, head)
            if d and _CAME.fullmatch(" ".join(t.low for t in head[n:])) or d and _attached_first(reader, head, n):
                reader.changed = True
                out += [(head, False), (sent[m + 1:], False)] if m + 1 < len(sent) else [(head, False)]
                continue
        out.append((sent, q))
    return out


def _attached_first(reader, sent: list[PTok], n: int) -> list[PTok] | None:
    """"Holy Strength came first on my Grizzly Bears": the Aura (or Equipment) said to have come first on an object, as
    "my Grizzly Bears is enchanted with Holy Strength" (equipped with: an Equipment) — the board the board reader reads,
    before what follows (613.7d); None when the words are not that."""
    w = [t.low for t in sent]
    for k in range(n + 1, len(w)):
        if w[k] in ("on", "onto") and _CAME.fullmatch(" ".join(w[n:k])):
            break
    else:
        return None
    j = k + 1 + (w[k + 1:k + 3] == ["my", "opponent's"]) + (k + 1 < len(w) and w[k + 1] in (*_WHOSE, "the"))
    m, target = reader.card_at(sent, j)
    if target is None or j + m != len(sent) or not set(target.get("types") or ()) & {"Creature", "Artifact",
                                                                                    "Enchantment", "Land"}:
        return None
    return sent[k + 1:]


def _only_host(reader, sent: list[PTok], d: dict, before: list) -> list[PTok] | None:
    """"I control Serra Angel. My opponent's Control Magic came first, then …": an Aura with "Enchant creature" said to
    have come first without saying on what is on the one creature card the whole question names, said in a sentence
    before it (an Aura on the battlefield is attached to an object it can enchant, 303.4a, 704.5m); None otherwise."""
    if "Aura" not in (d.get("subtypes") or ()) or not re.match(r"Enchant creature\n", str(d.get("text") or "") + "\n"):
        return None
    creatures = {name for name in reader.lex.names_in(reader.q)
                 if "Creature" in set((reader.lex.card(name) or {}).get("types") or ())}
    if len(creatures) != 1:
        return None
    name = next(iter(creatures))
    if not any(name.lower() in " ".join(t.low for t in x[0]) for x in before):
        return None
    return [reader.made(x, sent[0]) for x in name.split()]


def came_first_sentences(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """The sentences with "X came first." joined to the board statement before it that names X, or said as X on the
    battlefield when nothing before names it (module docstring)."""
    out: list[tuple[list[PTok], bool]] = []
    for sent, q in _then_split(reader, sentences):
        if q or "first" not in (t.low for t in sent):
            out.append((sent, q))
            continue
        n, whose, d = _card_then(reader, sent)
        rest = " ".join(t.low for t in sent[n:])
        on = _attached_first(reader, sent, n) if d and not any(t.quoted for t in sent) else None
        if on is None and d and _CAME.fullmatch(rest):
            on = _only_host(reader, sent, d, out)
        if on is not None and not any(x[1] or any(t.low in _EVENT_WORDS for t in x[0]) for x in out) and \
                not any(d["name"].lower() in " ".join(t.low for t in x[0]) for x in out) and \
                {"Aura", "Equipment"} & set(d.get("subtypes") or ()):
            # "Holy Strength came first on my Grizzly Bears": "my Grizzly Bears is enchanted with Holy Strength"
            verb = "enchanted" if "Aura" in (d.get("subtypes") or ()) else "equipped"
            own = [reader.made("my", sent[0]), reader.made("opponent's", sent[0])] if whose == "opponent" else \
                [reader.made("my", sent[0])] if whose == "you" else []
            reader.notes.append(f"{join_toks(sent)!r}: read as {join_toks(on)} {verb} with {d['name']} before what "
                                "follows (613.7d)")
            reader.changed = True
            out.append((on + [reader.made("is", sent[0]), reader.made(verb, sent[0]), reader.made("with", sent[0])]
                        + own + _name_toks(reader, sent, n), False))
            continue
        if not d or any(t.quoted for t in sent) or not _CAME.fullmatch(rest):
            out.append((sent, q))
            continue
        name = d["name"].lower()
        before = next((i for i in range(len(out) - 1, -1, -1) if not out[i][1] and
                       name in " ".join(t.low for t in out[i][0])), None)
        if before is not None:
            if before == len(out) - 1 and whose is None:
                prev = out[before][0]
                out[before] = (prev + [reader.made(",", sent[0], glue=True)] + sent, False)   # "…, X came first"
                reader.changed = True
                continue
            out.append((sent, q))       # named before, but not just before: the order is not read
            continue
        types = set(d.get("types") or ())
        if not types & {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"} or \
                "Aura" in (d.get("subtypes") or ()) or any(x[1] or any(t.low in _EVENT_WORDS for t in x[0])
                                                            for x in out):
            out.append((sent, q))       # an Aura needs what it enchants; after an event, "first" contradicts it
            continue
        lead = [reader.made("opponent", sent[0]), reader.made("controls", sent[0])] if whose == "opponent" else \
            [reader.made("i", sent[0]), reader.made("control", sent[0])]
        reader.notes.append(f"{join_toks(sent)!r}: read as {'opponent controls' if whose == 'opponent' else 'I control'} "
                            f"{d['name']} before what follows (613.7d)")
        reader.changed = True
        out.append((lead + _name_toks(reader, sent, n), False))
    return out


def _name_toks(reader, sent: list[PTok], n: int) -> list[PTok]:
    """The card's own words of "[the|my|my opponent's] CARD" (its first ``n`` words)."""
    k = 0
    while k < n and (sent[k].low in ("the", "a", "an", "opponent's") or sent[k].low in _WHOSE) and \
            not reader.card_at(sent, k)[0]:
        k += 1
    return sent[k:n]


def passive_casts(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """The sentences with each "X was cast (first) on Y" read as "I cast X on Y" where it can be (module docstring)."""
    out = []
    for sent, q in sentences:
        got = None if q else _passive_cast(reader, sent, not any(
            t.low in _EVENT_WORDS for s, _q in out for t in s))
        if got is None and not q:
            got = _someone_casts(reader, sent)
        out.append((got if got is not None else sent, q))
    return out


_SOMEONE = (("someone",), ("somebody",), ("a", "player"), ("anyone",), ("one", "player"))
_CAST_WATCH = re.compile(r"\bcasts?\b|\bcast (?:a|an|your|their)\b", re.I)


def _someone_casts(reader, sent: list[PTok]) -> list[PTok] | None:
    """"Someone casts Wrath of God": who cast it is not said, so it is read only as "Jump was cast" is (module
    docstring: the spell's text says nothing of its controller or their opponents, 608.2), as cast by you, with a
    note — and only when no card the question names watches who casts a spell (a trigger on casting, 603.2)."""
    w = [t.low for t in sent]
    who = next((ws for ws in _SOMEONE if tuple(w[:len(ws)]) == ws), None)
    if who is None or w[len(who):len(who) + 1] != ["casts"] or any(t.quoted for t in sent):
        return None
    k = len(who) + 1
    n, d = reader.card_at(sent, k)
    if not d or not set(d.get("types") or ()) & {"Instant", "Sorcery"} or CASTER_WORDS.search(d.get("text") or ""):
        return None
    for name in reader.lex.names_in(reader.q):
        other = reader.lex.card(name)
        if other is not None and other["name"] != d["name"] and _CAST_WATCH.search(str(other.get("text") or "")):
            return None
    reader.notes.append(f"{join_toks(sent)!r}: read as \u201cI cast {join_toks(sent[k:])}\u201d (who cast it changes "
                        "nothing it does)")
    reader.changed = True
    return [reader.made("i", sent[0]), reader.made("cast", sent[len(who)])] + sent[k:]


def _passive_cast(reader, sent: list[PTok], first_sentence: bool) -> list[PTok] | None:
    """"Jump was cast (first) on my Grizzly Bears" as "I cast Jump on my Grizzly Bears", or None (module docstring)."""
    w = [t.low for t in sent]
    if "was" not in w or "cast" not in w:
        return None
    n, whose, d = _card_then(reader, sent)
    if not d or whose is not None or w[n:n + 2] != ["was", "cast"] or any(t.quoted for t in sent[n:]):
        return None
    k = n + 2
    first = w[k:k + 1] == ["first"]
    k += first
    if first and not first_sentence:
        return None
    if not set(d.get("types") or ()) & {"Instant", "Sorcery"} or CASTER_WORDS.search(d.get("text") or ""):
        return None
    if k < len(w) and w[k] not in ("on", "targeting"):
        return None
    reader.notes.append(f"{join_toks(sent)!r}: read as \u201cI cast {d['name']}{' ' + join_toks(sent[k:]) if k < len(w) else ''}"
                        "\u201d (who cast it changes nothing it does)")
    reader.changed = True
    return [reader.made("i", sent[0]), reader.made("cast", sent[n])] + _name_toks(reader, sent, n) + sent[k:]
