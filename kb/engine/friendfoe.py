""""For each player, choose friend or foe. Each friend … Each foe …" (Pir's Whim, Regna's Sanction): as the spell
resolves its controller chooses, for each player in the game (themselves included), friend or foe (608.2d; the
designation matters to this spell only, and gives no teammate); then "each friend" and "each foe" are the players so
chosen, who follow their instructions in turn order (101.4), the friends' sentence before the foes' (608.2c).

The choice is the scenario's: ``choose: {friend_or_foe: {PLAYER: friend | foe, …}}``, one answer for every player in
the game; any other answer is refused, naming the rule; unstated, what "each friend" and "each foe" do is "cannot
decide" (never guessed), and they name nobody."""
from __future__ import annotations

import re

__all__ = ["read_friend_or_foe", "read_friend_subject", "choose_friend_or_foe", "friend_players", "side_sentence",
           "SIDES"]

SIDES = ("friend", "foe")
_KEY = "friend_or_foe"


def read_friend_or_foe(s: str, raw: str, make):
    """"For each player, choose friend or foe" → the choosing instruction (``make()``), or None."""
    return make() if re.fullmatch(r"[Ff]or each player, choose friend or foe", s) else None


def read_friend_subject(low: str, p: str):
    """"each friend" / "each foe" → the players chosen so (a players Subject, ``who`` 'friend' | 'foe'), or None."""
    m = re.fullmatch(r"each (friend|foe)", low)
    if m is None:
        return None
    from .instruction_types import Subject
    return Subject("players", who=m.group(1), text=p)


def choose_friend_or_foe(state, ins, rc, item) -> None:
    """608.2d: the choice for each player still in the game, as the scenario states it (refused when it isn't one
    answer, friend or foe, for every one of them); unstated: noted "cannot decide" over what the rest of the ability can
    change, and "each friend" / "each foe" name nobody."""
    from .errors import EngineError
    from .unknowns import choice_reach
    players = [p for p in state.apnap() if state.player_state[p].in_game]
    said = (rc.choices or {}).get(_KEY)
    if said is None:
        rc.chosen[_KEY] = None
        # what the rest of the ability, done by any of them, can change (kb.engine.unknowns.choice_reach): not the
        # resolving spell or ability itself, whose instructions before it were followed (608.2c)
        text = (item.text if item is not None else None) or ins.text
        rest = text[text.index(ins.text) + len(ins.text):] if ins.text and ins.text in text else text
        spell = state.objects.get(item.oid) if item is not None and item.kind == "spell" else None
        skip = () if item is None else (item.oid if spell is not None else item.ability,)
        scope = choice_reach(state, ((rest.strip() or text, True),), skip,
                             (spell.card_id,) if spell is not None else (), snap=state.evaluate())
        state.unstated_choice(ins, item, _KEY, "friend_or_foe: {PLAYER: friend | foe, …} (one for each player)",
                              scope=scope)
        return
    rule = state.rule_no("choices_on_resolution")
    if not isinstance(said, dict):
        raise EngineError(f"\u201c{ins.text}\u201d: friend_or_foe is a mapping PLAYER: friend | foe ({rule})")
    by_name = {str(k).lower(): v for k, v in said.items()}
    unknown = [k for k in said if str(k).lower() not in {p.lower() for p in players}]
    if unknown:
        raise EngineError(f"\u201c{ins.text}\u201d: {unknown[0]!r} is not a player in the game ({', '.join(players)}) "
                          f"({rule})")
    chosen = {}
    for p in players:
        v = str(by_name.get(p.lower(), "")).strip().lower()
        if v not in SIDES:
            raise EngineError(f"\u201c{ins.text}\u201d: for {p} the choice is friend or foe, not "
                              f"{by_name.get(p.lower())!r} ({rule})")
        chosen[p] = v
    rc.chosen[_KEY] = chosen
    state.log.add(f"{rc.you} chooses, for each player: " + ", ".join(f"{p} {v}" for p, v in chosen.items()) +
                  " (608.2d)", "choices_on_resolution", indent=1, kind="step")


def friend_players(state, subj, rc, ins) -> list:
    """[("player", NAME)] of the players chosen as ``subj.who`` ('friend' | 'foe') by this resolution, in turn order
    (101.4); none when the choice is unstated (noted as it was made) or was not made."""
    chosen = (getattr(rc, "chosen", None) or {}).get(_KEY)
    if not chosen:
        return []
    return [("player", p) for p in state.apnap() if chosen.get(p) == subj.who]


_SIDE = re.compile(r"Each (friend|foe) (.+)", re.S)


def side_sentence(raw: str, done: list):
    """"Each friend searches their library …" / "Each foe sacrifices …" after "choose friend or foe" (in ``done``): the
    sentence as "Each player …" (read by the readers of "each player", 608.2c) and the function that turns the
    instructions read from it (``fix(made, raw)``) into the friends' or the foes' — every "each player" subject in them
    becomes that side's (101.4: in turn order). None when the sentence is not this form or no choice came before; a
    ParseError when "each player" is left in words the readers kept (it would name every player)."""
    m = _SIDE.fullmatch(raw.strip())
    if m is None or not any(getattr(i, "kind", "") == _KEY for i in done):
        return None
    side = m.group(1)

    def fix(made: list, said: str) -> list:
        from dataclasses import replace
        from .errors import ParseError
        swapped = [0]

        def swap(v):
            if getattr(v, "kind", None) == "players" and getattr(v, "who", None) == "each" and hasattr(v, "slots"):
                swapped[0] += 1
                return replace(v, who=side, text=f"each {side}")
            if isinstance(v, str) and re.search(r"\beach player\b", v, re.I) and v.strip() != said.strip() and \
                    v.strip() != f"Each player {m.group(2)}".strip():
                raise ParseError(said, f"\u201ceach {side}\u201d read where words name every player", None)
            if isinstance(v, dict):
                return {k: swap(x) for k, x in v.items()}
            if isinstance(v, (list, tuple)):
                return type(v)(swap(x) for x in v)
            import dataclasses
            if dataclasses.is_dataclass(v) and not isinstance(v, type):
                changes = {f.name: swap(getattr(v, f.name)) for f in dataclasses.fields(v) if f.init and f.name != "text"}
                return dataclasses.replace(v, **changes) if changes else v
            return v
        out = [replace(swap(ins), text=said) if getattr(ins, "text", None) else swap(ins) for ins in made]
        if not swapped[0]:
            raise ParseError(said, f"\u201ceach {side}\u201d: no player of the sentence read", None)
        return out
    return f"Each player {m.group(2)}", fix
