"""A later turn said in players' words: "Next turn I attack with …", "…, and on my next turn I Shock it again".

Each turn has one active player, and the turns go in turn order (500.1, 102.1): with two players, "my next turn" is
two turns on from a turn of mine (the opponent's comes between) and one from the opponent's; "his next turn" the other
way round. "Next turn" with no owner is the turn of the clause's subject ("next turn I attack": mine). The words are
read as that many ``end turn`` steps before the rest of the sentence (the cleanup step of each turn ends "until end
of turn" effects and removes damage, 514.2, and the engine runs it).

Read only with two players and a subject or an owner that says whose turn it is; anything else is left as it is (the
readers after this name the words they do not read)."""
from __future__ import annotations

from .ptoks import PTok

__all__ = ["next_turn_sentences"]

_OWNERS = {"my": "you", "your": "you", "his": "opponent", "her": "opponent", "their": "opponent",
           "opponent's": "opponent", "the": None}
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
