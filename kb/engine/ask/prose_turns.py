"""A later turn said in players' words: "Next turn I attack with …", "…, and on my next turn I Shock it again".

Each turn has one active player, and the turns go in turn order (500.1, 102.1): with two players, "my next turn" is
two turns on from a turn of mine (the opponent's comes between) and one from the opponent's; "his next turn" the other
way round. "Next turn" with no owner is the turn of the clause's subject ("next turn I attack": mine). The words are
read as that many ``end turn`` steps before the rest of the sentence (the cleanup step of each turn ends "until end
of turn" effects and removes damage, 514.2, and the engine runs it).

Read only with two players and a subject or an owner that says whose turn it is; anything else is left as it is (the
readers after this name the words they do not read).

"Can Raging Goblin attack the turn it comes into play?", "Can I tap Llanowar Elves for mana the turn I cast it?": the
question's end says the permanent came this turn (302.6: a creature can't attack or use {T} abilities unless it has
been under its controller's control continuously since their most recent turn began); it is read as a sentence before
the question ("Raging Goblin enters the battlefield.", "I cast Llanowar Elves."), when the question names exactly one
card, a permanent card.

"I cast Glorious Anthem last turn, and this turn I cast Grizzly Bears", "My opp put Pacifism on my Grizzly Bears last
turn": what a player did on an earlier turn, the question's turn being yours (as it is unless said otherwise). Only a
spell that can be cast at sorcery speed alone says whose turn that was (307.1, 301.1: in its controller's main phase):
yours is two turns back (``end turn`` twice, the opponent's between), the opponent's the one before yours (the
question starts in their turn, then ``end turn``). Read only when it is the question's first action, every spell said
in it is a sorcery or a permanent without flash, and no other turn is said but "this turn"; anything else is left as
it is (an instant "last turn" could have been cast in either player's turn: named, never guessed).

"During my opp's precombat main phase I tapped …", "In my first main phase, …" (:func:`main_phase_lead`): a question
starts in the active player's precombat main phase (505.1), so this names whose turn it is and nothing more; read only
before anything happened in the question (later, the phase named could be another turn's).
"""
from __future__ import annotations

import re

from .lexicon import POSSESSIVE_PLAYER
from .ptoks import PTok, join_toks

__all__ = ["last_turn_sentences", "next_turn_sentences", "turn_it_entered"]

_OWNERS = {**POSSESSIVE_PLAYER, "the": None}
_SUBJECTS = {"i": "you", "we": None, "he": "opponent", "she": "opponent", "they": "opponent", "opponent": "opponent",
             "my": None}


def _phrase_at(w: list[str], i: int) -> tuple[int, str | None] | None:
    """(words, owner or None) of "[on|during|in] [my|his|the|my opponent's] next turn [,]" at ``w[i]``."""
    k = i + (w[i:i + 1] in (["on"], ["during"], ["in"]))
    owner = None
    if w[k:k + 2] == ["my", "opponent's"]:
        owner, k = "opponent", k + 2
    elif k < len(w) and w[k] in _OWNERS:
        owner, k = _OWNERS[w[k]], k + 1
    if w[k:k + 2] != ["next", "turn"]:
        return None
    k += 2
    k += w[k:k + 1] == [","]
    return k - i, owner


def _subject(w: list[str]) -> str | None:
    if w[:2] == ["my", "opponent"]:
        return "opponent"
    return _SUBJECTS.get(w[0]) if w else None


def _turns_known(sent: list[PTok]) -> bool:
    """Whether every "turn" of the sentence is "next turn" or "(on|during|in) my turn": no other turn said (the
    opponent's, "end turn"), which would change whose turn is next."""
    w = [t.low for t in sent]
    for k, x in enumerate(w):
        if x not in ("turn", "turns"):
            continue
        if k and w[k - 1] == "next" or k >= 2 and w[k - 1] in ("my", "your") and w[k - 2] in ("on", "during", "in"):
            continue
        return False
    return True


def next_turn_sentences(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """The sentences with "(on) (my) next turn" read as the ``end turn`` steps it means (module docstring)."""
    if not reader.two_players or not any("next" in (t.low for t in s) for s, _q in sentences) or \
            not all(_turns_known(s) for s, _q in sentences):
        return sentences
    active = "you"            # the question happens in your turn unless it says otherwise (it doesn't, _turns_known)
    out: list[tuple[list[PTok], bool]] = []
    for sent, q in sentences:
        w = [t.low for t in sent]
        at = None
        if not q and "next" in w and "turn" in w and not any(t.quoted for t in sent):
            for i in range(len(w)):
                if i and not (w[i - 1] in (",", "and") or w[i - 1] == "then"):
                    continue
                got = _phrase_at(w, i)
                if got is not None:
                    at = (i, *got)
                    break
        if at is None:
            out.append((sent, q))
            continue
        i, n, owner = at
        rest = sent[i + n:]
        whose = owner or _subject([t.low for t in rest])
        if whose is None or not rest:
            out.append((sent, q))
            continue
        head = sent[:i]
        while head and head[-1].low in (",", "and", "then"):
            head = head[:-1]
        if head:
            out.append((head, False))
        passes = 2 if whose == active else 1
        for _ in range(passes):
            out.append(([reader.made("end", sent[i], sent[i + n - 1]), reader.made("turn", sent[i + n - 1])], False))
        active = whose
        if reader.turn_passed is None:
            reader.turn_passed = sent[i].start
        reader.notes.append(f"'{' '.join(w[i:i + n]).rstrip(' ,')}': {'your' if whose == 'you' else 'the opponent' + chr(39) + 's'}"
                            f" next turn, {passes} turn{'s' if passes > 1 else ''} on (500.1)")
        reader.changed = True
        out.append((rest, False))
    return out


# "(on|during) the (same) turn it comes into play / I cast it": how the permanent came, said at a question's end
# (the words ask.read takes as "it entered this turn", its _SAID_ENTERS: the made sentence is placed on them)
_CAME_THIS_TURN = re.compile(r"(?:(?:on|during|in) )?the (?:same |very )?turn (?:(it|he|she|they) (?:comes into play|came "
                             r"into play|enters(?: the battlefield)?|entered(?: the battlefield)?)|(?:(i|you) cast "
                             r"(?:it|him|her|them)))")
_PERMANENT = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"})


def turn_it_entered(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """The questions ending "… the turn it comes into play" with that said first as a sentence of its own (module
    docstring)."""
    out: list[tuple[list[PTok], bool]] = []
    for sent, q in sentences:
        w = [t.low for t in sent]
        if not q or "turn" not in w or any(t.quoted for t in sent):
            out.append((sent, q))
            continue
        end = len(w) - (w[-1:] in (["?"], ["."]))
        got = None
        for i in range(2, end):
            if w[i] in ("the", "on", "during", "in") and _CAME_THIS_TURN.fullmatch(" ".join(w[i:end])):
                got = i
                break
        if got is None:
            out.append((sent, q))
            continue
        cards, k = [], 0
        while k < got:
            n, d = reader.card_at(sent, k)
            if n and d is not None:
                cards.append((k, n, d))
                k += n
            else:
                k += 1
        if len(cards) != 1 or not set(cards[0][2].get("types") or ()) & _PERMANENT:
            out.append((sent, q))
            continue
        k, n, d = cards[0]
        m = _CAME_THIS_TURN.fullmatch(" ".join(w[got:end]))
        name = sent[k:k + n]
        t, last = sent[got], sent[end - 1]    # the made words stand on the words they read (ask.read finds them)
        said = [reader.made("i", t, last), reader.made("cast", t, last), *[reader.made(x.text, t, last) for x in name]] \
            if m.group(2) else [*[reader.made(x.text, t, last) for x in name], reader.made("enters", t, last),
                                reader.made("the", t, last), reader.made("battlefield", t, last)]
        reader.notes.append(f"'{' '.join(w[got:end])}': {d['name']} came this turn (302.6)")
        reader.changed = True
        out.append((said, False))
        out.append((sent[:got] + sent[end:], q))
    return out


_PAST_SUBJECTS = {**_SUBJECTS, "opp": "opponent"}
_ACTION_WORDS = frozenset({"cast", "casts", "put", "puts", "play", "plays", "played", "attack", "attacks", "attacked",
                           "block", "blocks", "blocked", "activate", "activates", "activated", "equip", "equips",
                           "equipped", "sacrifice", "sacrifices", "sacrificed", "respond", "responds", "responded"})


def _past_subject(w: list[str]) -> str | None:
    k = 1 if w[:1] == ["my"] else 0
    return _PAST_SUBJECTS.get(w[k]) if k < len(w) and (k == 0 or w[k] in ("opp", "opponent")) else None


def _sorcery_speed_only(reader, sent: list[PTok]) -> bool:
    """Whether the sentence casts one or more spells, each a sorcery or a permanent card without flash (307.1, 301.1)."""
    w = [t.low for t in sent]
    if not set(w) & {"cast", "casts", "put", "puts", "play", "plays", "played"}:
        return False
    spells, k = [], 0
    while k < len(sent):
        n, d = reader.card_at(sent, k)
        if n and d is not None:
            spells.append(d)
            k += n
        else:
            k += 1
    if not spells:
        return False
    for d in spells:
        types = set(d.get("types") or ())
        if "Instant" in types or re.search(r"(?m)^flash\b", str(d.get("text") or ""), re.I) or \
                not types & (_PERMANENT | {"Sorcery"}):
            return False
    return True


def last_turn_sentences(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """The first action said "last turn" read as the turns it means (module docstring); the sentences as they are
    otherwise."""
    if not reader.two_players or not any("last" in (t.low for t in s) for s, _q in sentences):
        return sentences
    for s, _q in sentences:
        w = [t.low for t in s]
        if any(x in ("turn", "turns") and (k == 0 or w[k - 1] not in ("last", "this")) for k, x in enumerate(w)):
            return sentences          # another turn said ("my opponent's turn", "next turn"): not read here
    out: list[tuple[list[PTok], bool]] = []
    for i, (sent, q) in enumerate(sentences):
        w = [t.low for t in sent]
        acts = bool(set(w) & _ACTION_WORDS)
        at = next((k for k in range(len(w) - 1) if w[k:k + 2] == ["last", "turn"]), None)
        if q or at is None or any(t.quoted for t in sent):
            if acts and not q:
                return sentences      # an action before the one said "last turn": its turn is not said
            out.append((sent, q))
            continue
        head, rest = sent[:at], sent[at + 2:]
        while rest and rest[0].low in (",", "and", "then"):
            rest = rest[1:]
        if rest and [t.low for t in rest[:2]] != ["this", "turn"] and rest[0].low != "now":
            return sentences          # "… last turn and my opponent Shocked it": in which turn is not said
        rest = rest[2 if rest and rest[0].low == "this" else 1:] if rest else rest
        while rest and rest[0].low == ",":
            rest = rest[1:]
        hw = [t.low for t in head]
        who = _past_subject(hw)
        others = [x for x in hw[1:] if x in _PAST_SUBJECTS and x != "my" and _PAST_SUBJECTS[x] != who]
        if who is None or others or not _sorcery_speed_only(reader, head) or \
                rest and _past_subject([t.low for t in rest]) is None:
            return sentences          # two players' actions, an instant, or no one said: whose turn is not known
        t0, t1 = sent[at], sent[at + 1]
        out.append((head, False))
        for _ in range(2 if who == "you" else 1):
            out.append(([reader.made("end", t0, t1), reader.made("turn", t1)], False))
        if who == "opponent":
            reader.turn = [t0, t1]         # the question starts in the opponent's turn (102.1)
        reader.notes.append(f"'last turn': {'your turn before this one, the opponent' + chr(39) + 's between' if who == 'you' else 'the opponent' + chr(39) + 's turn before this one'}"
                            f" (a spell cast at sorcery speed, 307.1); this turn is yours")
        reader.changed = True
        if rest:
            out.append((rest, False))
        out.extend(sentences[i + 1:])
        return out
    return sentences


_MAIN_ONE = re.compile(r"(?:during|in|on) (?:the )?(?:(opponent's|my|your|his|her|their) )?(?:precombat main phase|first "
                       r"main phase|main phase 1|main phase one|precombat main|first main|main 1|main phase)(?: ,)?")


def main_phase_lead(reader, toks: list[PTok]) -> list[PTok]:
    """The clause with a leading "during [whose] precombat main phase" said as whose turn it is ("during opponent's
    turn", "on my turn", module docstring), or as it is. Said at the clause's end ("So I cast Centaur Courser in my
    precombat main", ask53) it is the same, said first."""
    w = [t.low for t in toks]
    if len(toks) > 4 and "main" in w[-4:] and w[0] not in ("during", "in", "on") and not any(t.quoted for t in toks):
        end = len(w) - (w[-1] == ".")
        k = next((k for k in range(max(1, end - 6), end - 1) if _MAIN_ONE.fullmatch(" ".join(w[k:end]))), None)
        if k is not None and w[k - 1] not in ("card", "cards", "it", "them") and "" not in reader.clause_board:
            moved = main_phase_lead(reader, toks[k:end] + [reader.made(",", toks[end - 1])] + toks[:k])
            if len(moved) < len(toks) or moved[:1] and moved[0].made:
                return moved
    if len(toks) < 4 or toks[0].low not in ("during", "in", "on") or "main" not in (t.low for t in toks[:6]):
        return toks            # the cheap guard
    if "" in reader.clause_board:
        return toks            # something happened before: another turn's phase, perhaps
    for n in range(min(len(toks), 7), 2, -1):
        m = _MAIN_ONE.fullmatch(" ".join(t.low for t in toks[:n]))
        if m is None:
            continue
        who = POSSESSIVE_PLAYER.get(m.group(1) or "my")
        if m.group(1) in ("his", "her", "their") and not reader.opponent_named:
            return toks
        reader.notes.append(f"{' '.join(t.text for t in toks[:n])!r}: the question starts in that phase (505.1): "
                            "it says whose turn it is")
        if who != "opponent":
            reader.changed = True
            return toks[n:]       # the question happens in your turn unless said otherwise
        words = ("during", "opponent's", "turn") + ((",",) if n < len(toks) else ())
        return [reader.made(x, toks[0], toks[n - 1]) for x in words] + toks[n:]
    return toks


# "Later that turn, …": the turn the story is in, said again (only after something happened in it)
_LATER = re.compile(r"(?:and )?(?:then )?later (?:on )?(?:that|this|in the|in that|the same) turn(?: ,)?")


def later_that_turn(reader, toks: list[PTok]) -> list[PTok]:
    """The clause without a leading "later that turn" said after something happened: the same turn, which the clauses
    read after it are in anyway (500.1: a step said next is a later one of it). As it is otherwise."""
    if len(toks) < 4 or "later" not in (t.low for t in toks[:3]) or "" not in reader.clause_board:
        return toks            # the cheap guard; before anything happened "that turn" names none
    for n in range(min(len(toks) - 1, 7), 2, -1):
        if _LATER.fullmatch(" ".join(t.low for t in toks[:n])):
            reader.notes.append(f"{join_toks(toks[:n])!r}: the same turn as what happened before (500.1)")
            reader.changed = True
            return toks[n:]
    return toks
