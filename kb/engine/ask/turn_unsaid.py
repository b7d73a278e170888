"""A question that does not say whose turn it is, about a board whose rules text depends on it (ask51).

A question is read on your turn unless it says otherwise (an attack, "on his turn", "during my opponent's upkeep"), and
for most boards whose turn it is changes nothing. It does when a card's text depends on it (102.1: the active player is
the player whose turn it is): "During your turn, this creature gets +2/+2." (Wildwood Geist), "As long as it's not your
turn, ~ gets +0/+2." (Mesa Lynx), "Your opponents can't cast spells during your turn." (Dragonlord Dromoka). "I control
Wildwood Geist. My opponent Lightning Bolts it. Does it die?" was "No" (a 5/5 on your turn), though an instant cast on
the opponent's turn kills the 3/3; "My opponent controls Daggersail Aeronaut. Does it have flying?" was "No".

So when the question says nothing of whose turn it is (no player's turn, step or phase said, no attack or block, no
turn passing) and a card on its board has such text, it is run again on the opponent's turn, each step that names no
player made yours as the question said it. A step that can't be carried out then (a sorcery you cast, a creature you
cast: only on your turn, 307.1, 117.1a) leaves your turn as the one the question tells; the same answers on either turn:
a note says so; else the verdict is "cannot decide", with the answer on each turn, and the answers that differ are
undecided."""
from __future__ import annotations

import copy
import re

# "If you cast this spell during your main phase" / "if you cast it during your main phase" (reminder text left out):
# a card's text that depends on whose turn it is, and on the phase (kb.engine.ask.phase_unsaid)
MAIN_PHASE_TEXT = re.compile(r"\bif you cast (?:this spell|this card|it|~|[^.,]{1,60}?) during your main phase\b", re.I)
# a card's text that depends on whose turn it is (its reminder text, in brackets, left out)
_TURN_TEXT = re.compile(r"\b(?:during|as long as it's|if it's|while it's|it's)\s+(?:not\s+)?(?:your|an opponent's|each "
                        r"opponent's|each of your|your opponents'|that player's|its controller's|their)\s+turns?\b|"
                        r"\bturns? other than yours\b|\bon your turn\b", re.I)
# the question says whose turn (or step, or phase) it is: "on my turn", "during his upkeep", "it's my opponent's
# turn", "in my end step", "at the beginning of your combat"
TURN_SAID = re.compile(r"\b(?:my|his|her|their|your|opponent's|opponents'|opp's|opps|opponents|player's)\s+(?:own\s+|"
                        r"next\s+|first\s+|second\s+|last\s+|previous\s+|following\s+|precombat\s+|postcombat\s+)?"
                        r"(?:turn|turns|untap|upkeep|draw|main|combat|end|cleanup|beginning|precombat|postcombat|"
                        r"declare|phase|step)\b|\b(?:active|nonactive|non-active)\s+player\b", re.I)
# steps that fix whose turn it is: an attack is the active player's (508.1), a block the other's (509.1), and a turn
# passing tells the turns relative to each other
_FIXING = frozenset({"attack", "block", "end_turn"})


def _turn_cards(compiled, conn) -> list[str]:
    """The cards of the question's board whose text depends on whose turn it is."""
    from kb.cards import card_definition

    from .verdict import names_of

    out = []
    for name in names_of(compiled):
        d = card_definition(conn, name) if conn is not None else None
        text = re.sub(r"\([^()]*\)", "", (d or {}).get("text") or "")
        if _TURN_TEXT.search(text.replace("\u2019", "'")) or MAIN_PHASE_TEXT.search(text.replace("\u2019", "'")):
            out.append(name)   # "if you cast this spell during your main phase": the caster's turn, 505.1 (ask56)
    for st in compiled.data.get("steps") or []:
        kind = next(iter(st))
        v = st[kind]
        text = ""
        if kind == "create" and isinstance(v, dict):
            text = str((v.get("token") or {}).get("text") or "")
        elif kind == "effect" and isinstance(v, dict):
            text = str(v.get("text") or "")
        if text and _TURN_TEXT.search(text.replace("\u2019", "'")):
            out.append(str((v.get("token") or {}).get("name") or "an effect") if kind == "create" else "an effect")
    return list(dict.fromkeys(out))


def turn_unsaid(compiled, question: str, conn) -> list[str]:
    """The cards whose text depends on whose turn it is, when the question does not say whose turn it is; else []."""
    data = compiled.data
    if data.get("players") or any(next(iter(st)) in _FIXING for st in data.get("steps") or []):
        return []
    if TURN_SAID.search(question.replace("\u2019", "'")):
        return []
    return _turn_cards(compiled, conn)


def each_turn(compiled, res, db, question: str, v, out: dict, outcome, rerun, located):
    """The verdict ``v`` of ``res``, or "cannot decide — the question does not say whose turn it is" when the
    opponent's turn gives other answers; ``outcome(res)`` is what two runs compare, ``rerun(compiled, db)`` runs the
    question again and ``located(compiled, message)`` places an error at its step (kb.engine.ask.answer's: this
    module is below it)."""
    if v is None or v.text.startswith(("cannot decide", "Depends")):
        return v
    conn = getattr(db, "conn", db)
    cards = turn_unsaid(compiled, question, conn)
    if not cards:
        return v
    from ..scenario import ScenarioError
    from .lexicon import AskError
    from .steps import yours_explicitly
    from .verdict import Verdict, verdict_of

    who = ", ".join(cards)
    c = copy.deepcopy(compiled)
    c.data["players"] = ["opponent", "you"]
    yours_explicitly(c.data["steps"])
    why = (f"the question does not say whose turn it is, and {who}'s text depends on it (102.1: the active player is "
           "the player whose turn it is)")
    try:
        r = rerun(c, db)
    except (ScenarioError, AskError, RecursionError) as exc:
        from .verdict import can_label

        step = getattr(located(c, str(exc)), "step", None) if isinstance(exc, ScenarioError) else None
        can = [steps for steps, _o, w in getattr(compiled, "yes_no", ()) if w == "#can"]
        if can and step is not None and any(step in s for s in can):
            # the action asked about is refused on the opponent's turn: there the answer is "No"
            rules = list(dict.fromkeys(re.findall(r"\b\d{3}\.\d+[a-z]?\b", str(exc))))
            text = (f"cannot decide — {why}: on your turn → {v.text.split(' — ')[0]}; on your opponent's turn → "
                    f"{can_label(question)} No" + (f" ({', '.join(rules[:3])})" if rules else ""))
            for a in out.get("answers", []):
                a.update(status="cannot decide", cannot_decide=[text[len("cannot decide — "):]])
            return Verdict(text, list(dict.fromkeys(["102.1"] + rules + list(v.rules))), [])
        compiled.notes.append(f"the question does not say whose turn it is, and {who}'s text depends on it (102.1): "
                              "its steps can be carried out only on your turn, so it is read as yours")
        return v
    first, key = outcome(res), outcome(r)
    if key == first:
        compiled.notes.append(f"the question does not say whose turn it is; {who}'s text depends on it (102.1), and "
                              "the answers are the same on either player's turn")
        return v
    vv = verdict_of(c, r, question)
    rules = ["102.1"] + [x for x in list(v.rules) + list(vv.rules if vv else []) if x != "102.1"]
    return two_readings(v, vv, out, compiled, first, key, why, ("on your turn", "on your opponent's turn"),
                        "on either player's turn", "your turn", rules)


def two_readings(v, vv, out: dict, compiled, first, key, why: str, moments: tuple[str, str], either: str, shown: str,
                 rules: list[str]):
    """The verdict of a question read at two moments the question does not choose between (``v`` and ``first`` the
    verdict and answers at the first, ``vv`` and ``key`` at the second, ``moments`` their names): the answers that
    differ are "cannot decide" (``why``); the verdict stands when it is the same at both ("the same ``either``"), else
    it is "cannot decide", giving both, with ``rules``; the trace shown is the first moment's (``shown``)."""
    from .verdict import Verdict

    mine, theirs = v.text.split(" — ")[0], (vv.text if vv else "no verdict").split(" — ")[0]
    vals = {(o, f): (x, u) for o, f, x, u in key}
    differ = {(o, f) for o, f, x, u in first if vals.get((o, f)) != (x, u)}
    same = mine == theirs   # other answers may differ (the P/T of a survivor) while the verdict is the same
    text = f"cannot decide — {why}: {moments[0]} → {mine}; {moments[1]} → {theirs}"
    for a in out.get("answers", []):
        if (a["object"], a["field"]) in differ:
            a.update(status="cannot decide", cannot_decide=[why if same else text[len("cannot decide — "):]])
    if same:
        compiled.notes.append(why + f"; the verdict is the same {either}")
        return v
    compiled.notes.append(f"the answers and the trace below are for {shown}")
    return Verdict(text, list(dict.fromkeys(rules)), [])


def can_on_either_turn(compiled, res, db, question: str, v, rerun, located):
    """"Can I cast Divination?", "Can my opponent play Forest?": a "Can …?" question that says nothing of whose turn
    it is (no player's turn, step or phase, no attack, block or turn passing) is read on one player's turn — yours, or
    the turn of the player whose sorcery-speed action it asks about (307.1, 305.1) — and the action carried out there
    is no plain "Yes": on the other player's turn it may be forbidden (307.1, 117.1a, 305.1, 606.3). So the question
    is run again on the other player's turn; refused there (the asked step, by a rule), the verdict is "Yes, if it is
    X's turn", naming the rule of the refusal; carried out there too, the verdict stands."""
    from .verdict import Verdict, can_label

    if v is None:
        return v
    label = can_label(question)
    if not re.match(re.escape(label) + r" Yes\b(?!, if)", v.text):
        return v
    can = [steps for steps, _o, w in getattr(compiled, "yes_no", ()) if w == "#can"]
    data = compiled.data
    if not can or any(next(iter(st)) in _FIXING for st in data.get("steps") or []):
        return v
    if TURN_SAID.search(question.replace("\u2019", "'")) or re.search(
            r"\b(?:upkeep|draw step|main phase|combat|end step|cleanup|end of turn|EOT|in response|respond)\b",
            question, re.I):
        return v
    from ..scenario import ScenarioError
    from .lexicon import AskError
    from .steps import yours_explicitly

    players = data.get("players")
    active = players[0] if players else "you"
    other = "opponent" if active == "you" else "you"
    c = copy.deepcopy(compiled)
    c.data["players"] = [other, active]
    yours_explicitly(c.data["steps"])
    try:
        rerun(c, db)
    except (ScenarioError, AskError) as exc:
        step = getattr(located(c, str(exc)), "step", None) if isinstance(exc, ScenarioError) else getattr(exc, "step", None)
        if step is None or not any(step in s for s in can):
            return v
        msg = re.sub(r"^(?:step \d+ \([^)]*\)|<[^>]*>:\d+): ", "", str(exc))
        rules = list(dict.fromkeys(re.findall(r"\b\d{3}\.\d+[a-z]?\b", msg)))
        if not rules:
            return v
        whose = {"you": "your", "opponent": "your opponent's"}
        text = (f"{label} Yes, if it is {whose[active]} turn — the question does not say whose turn it is (102.1); "
                f"on {whose[other]} turn, No: {msg}")
        compiled.notes.append("the answers and the trace below are for " + whose[active] + " turn")
        return Verdict(text, list(dict.fromkeys(["102.1"] + rules + list(v.rules))), v.answers)
    except RecursionError:
        return v
    return v
