"""A spell whose text asks in which phase it was cast, cast at a time the question does not say (ask56).

"If you cast this spell during your main phase, that creature gets +4/+4 until end of turn instead." (an addendum and
its older kin: 505.1, the main phase, and 601.2, the spell cast then): the answer depends on the phase of the cast.
A question that says nothing of it is read on your turn in your precombat main phase, so "I control Grizzly Bears. I
cast Might of Old Krosa on it. What's its power and toughness?" was "6/6", "On his turn he casts it" too, though the
same spell cast in combat or on another player's turn gives +2/+2.

When the question says whose turn it is not (kb.engine.ask.turn_unsaid), the run on the other player's turn gives
the other value of the condition for every caster, and the answers are compared there. When it says whose turn it
is but not the phase or step of the cast (no phase or step named, no attack or block before the cast), the question
is run again with the cast (the chain of responses it belongs to) put in the beginning of combat step of the same
turn, when no caster's main phase is: the same answers, the verdict stands (a note says so); else the verdict is
"cannot decide", naming the card and the words, with the answer of each reading.

What fixes the phase of the cast is said before it or in its sentence (ask57): an attack or a block told after the cast
does not ("I cast Might of Old Krosa on it and attack" may be a cast in the main phase or in the beginning of combat
step, 507.1, before attackers are declared, 508.1), and nor does a step named in another sentence ("What's his life
after combat?"). "I cast Might of Old Krosa on it and attack." was 6 damage, "then attack with it" 6/6."""
from __future__ import annotations

import copy
import re

from .turn_unsaid import MAIN_PHASE_TEXT, turn_unsaid, two_readings

# the question names the phase or step of what it tells (or a turn's part that fixes it)
_PHASE_SAID = re.compile(r"\b(?:main phase|main|precombat|postcombat|upkeep|draw step|combat|"
                         r"end step|end of turn|EOT|cleanup|first strike|damage step|beginning of|"
                         r"declare\w*|blockers|attackers|untap step)\b", re.I)
# an action of combat: said before the cast (in the question's steps) it puts the cast in combat; said after, it fixes
# nothing of the cast's phase (ask57)
_COMBAT_KINDS = ("attack", "block", "step")


def _phase_cards(compiled, conn) -> list[str]:
    """The cards cast in the question whose text asks whether they were cast during their caster's main phase."""
    from kb.cards import card_definition

    out = []
    for st in compiled.data.get("steps") or []:
        kind = next(iter(st))
        v = st[kind]
        if kind != "cast" or not isinstance(v, dict):
            continue
        name = str(v.get("card") or "")
        d = card_definition(conn, name) if conn is not None and name else None
        text = re.sub(r"\([^()]*\)", "", (d or {}).get("text") or "").replace("\u2019", "'")
        if "Instant" not in ((d or {}).get("types") or []) and not re.search(r"^Flash\b", text, re.M):
            continue   # cast only when a sorcery can be (307.1): in a main phase, the reading of the question
        if MAIN_PHASE_TEXT.search(text):
            out.append(name)
    return list(dict.fromkeys(out))


def _chain_head(steps: list, i: int) -> int:
    """The index of the first spell of the chain of responses the cast at ``i`` belongs to."""
    while i > 0 and isinstance(steps[i].get("cast"), dict) and steps[i]["cast"].get("respond"):
        i -= 1
    return i


def _told_up_to_cast(q: str, cards: list[str]) -> str:
    """The words of the question up to the end of the sentence that first names one of ``cards`` (the whole question
    when none is named there by its name): what can say the phase of the cast."""
    low = q.lower()
    at = [low.find(c.lower()) for c in cards if low.find(c.lower()) >= 0]
    if not at:
        return q
    m = re.compile(r"[.?!](?:\s|$)").search(q, min(at))
    return q[:m.end()] if m else q


# "after combat" said in the sentence of the cast: once combat is over -- its end of combat step, the postcombat main
# phase or the end step: the reader puts the cast in the first, so the second is read too (ask57)
_AFTER_COMBAT = re.compile(r"\bafter (?:the |this |my |his |her |their |your |(?:my )?opponent's )?combat\b", re.I)


def after_combat_cast(compiled, question: str, conn) -> tuple[list[str], int] | None:
    """(the cards of ``_phase_cards``, the index of the end of combat step) when a cast of them is told "after combat"
    and read in the end of combat step, just after it; None otherwise."""
    cards = _phase_cards(compiled, conn)
    if not cards:
        return None
    said = _cast_sentence(question.replace("\u2019", "'"), cards)
    if said is None or not _AFTER_COMBAT.search(said) or re.search(r"\bend of (?:the )?combat\b", said, re.I):
        return None
    steps = compiled.data.get("steps") or []
    first = next((i for i, st in enumerate(steps) if next(iter(st)) == "cast" and isinstance(st["cast"], dict)
                  and str(st["cast"].get("card")) in cards), None)
    if first is None:
        return None
    head = _chain_head(steps, first)
    if head > 0 and steps[head - 1] == {"step": "end_of_combat"}:
        return cards, head - 1
    return None


def _cast_sentence(q: str, cards: list[str]) -> str | None:
    """The sentence of the question that first names one of ``cards``; None when none is named by its name."""
    low = q.lower()
    at = [low.find(c.lower()) for c in cards if low.find(c.lower()) >= 0]
    if not at:
        return None
    starts = [m.end() for m in re.finditer(r"[.?!](?:\s|$)", q[:min(at)])]
    m = re.compile(r"[.?!](?:\s|$)").search(q, min(at))
    return q[(starts[-1] if starts else 0):(m.end() if m else len(q))]


def phase_unsaid(compiled, question: str, conn) -> list[str]:
    """The cards of ``_phase_cards`` when the question says whose turn it is but not the phase of their cast."""
    q = question.replace("\u2019", "'")
    cards = _phase_cards(compiled, conn)
    if not cards or _PHASE_SAID.search(_told_up_to_cast(q, cards)):
        return []
    steps = compiled.data.get("steps") or []
    first = next((i for i, st in enumerate(steps) if next(iter(st)) == "cast" and isinstance(st["cast"], dict)
                  and str(st["cast"].get("card")) in cards), 0)
    if any(next(iter(st)) in _COMBAT_KINDS for st in steps[:_chain_head(steps, first)]):
        return []   # an attack, a block or a step told before the cast: it is cast in combat or later, not unsaid
    if turn_unsaid(compiled, question, conn):
        return []   # whose turn unsaid: kb.engine.ask.turn_unsaid runs the other turn, the other value of the condition
    return cards


def each_phase(compiled, res, db, question: str, v, out: dict, outcome, rerun):
    """The verdict ``v``, or "cannot decide" when the question does not say the phase a spell whose text asks it was
    cast in, and a cast outside any main phase gives other answers (``outcome`` and ``rerun`` as for
    kb.engine.ask.turn_unsaid.each_turn)."""
    if v is None or v.text.startswith(("cannot decide", "Depends")):
        return v
    conn = getattr(db, "conn", db)
    cards = phase_unsaid(compiled, question, conn)
    if not cards:
        after = after_combat_cast(compiled, question, conn)
        if after is None:
            return v
        cards, at = after
        who = ", ".join(cards)

        def postcombat(steps: list) -> None:
            steps[at] = {"step": "main2"}
        return _other_reading(
            compiled, res, db, question, v, out, outcome, rerun, postcombat,
            why=(f"the question says {who} was cast after combat, not whether in the end of combat step or in the "
                 "postcombat main phase, and its text asks whether it was cast during its caster's main phase (505.1)"),
            refused="it can't be cast in the postcombat main phase here, so it is read in the end of combat step",
            labels=("cast in the end of combat step", "cast in the postcombat main phase"),
            guess="a cast in the end of combat step")
    who = ", ".join(cards)

    def in_combat(steps: list) -> None:
        first = next(i for i, st in enumerate(steps) if next(iter(st)) == "cast" and str(st["cast"].get("card")) in cards)
        steps.insert(_chain_head(steps, first), {"step": "beginning_of_combat"})
    return _other_reading(
        compiled, res, db, question, v, out, outcome, rerun, in_combat,
        why=(f"the question does not say in which phase {who} was cast, and its text asks whether it was cast during "
             "its caster's main phase (505.1)"),
        # the cast can't be made outside a main phase (a sorcery, 307.1): the phase of the question stands
        refused="it can be cast only in a main phase here, so it is read so",
        labels=("cast in a main phase of its caster", "cast at another time"),
        guess="a cast in its caster's precombat main phase")


def _other_reading(compiled, res, db, question: str, v, out: dict, outcome, rerun, change, *, why: str, refused: str,
                   labels: tuple, guess: str):
    """The question read again with ``change`` made to a copy of its steps (the cast at the other moment it may have
    been made): the same answers, or no such cast possible (``refused``, said in a note), and the verdict ``v``
    stands; else "cannot decide" with both (kb.engine.ask.turn_unsaid.two_readings)."""
    from ..scenario import ScenarioError
    from .lexicon import AskError
    from .verdict import verdict_of

    c = copy.deepcopy(compiled)
    change(c.data["steps"])
    try:
        r = rerun(c, db)
    except (ScenarioError, AskError, RecursionError):
        compiled.notes.append(f"{why}: {refused}")
        return v
    first_, key = outcome(res), outcome(r)
    if key == first_:
        compiled.notes.append(why + "; the answers are the same either way")
        return v
    vv = verdict_of(c, r, question)
    return two_readings(v, vv, out, compiled, first_, key, why, labels, "either way", guess, ["505.1"] + list(v.rules))
