"""A player's own abilities given by a resolved spell or ability, and what the rules make of them: "Until your next
turn, your life total can't change and you gain protection from everything." (Teferi's Protection), "Until your
next turn, you have hexproof."

Read: the player is the effect's controller ("you"), the abilities are hexproof (702.11c), shroud (702.18a) and
protection from everything (702.16j); each is a rules effect (613.11) labelled "You have …", like the static
"You have hexproof." (kb.engine.parser ``RULES_SENTENCES``). The other parts of the sentence, joined by "and",
are restrictions on that player (kb.engine.restrictions: "your life total can't change", 119.7, 119.8).
A player's protection from a quality ("You have protection from red.", "You have protection from the chosen card
name.": 702.16a, a static ability of a permanent) is read by :func:`player_keyword_static` when every quality is one
kb.engine.protectionquality reads; another quality leaves the sentence unread, never a silent no-op.

Applied: :func:`player_protection` names the effect that gives a player protection from everything,
:func:`player_protected_from` the one that gives them protection from a quality a source has; targeting
(kb.engine.legality, 702.16b), damage (kb.engine.replacement, 702.16e) and Auras attached to the player
(kb.engine.sba, 702.16c, 704.5m) consult them. The rules speak of "a permanent or player with protection" from the
2007-05-01 edition (502.7b-502.7e; 702.16b-702.16e today); before, of a permanent only: what a player's protection
does there is "cannot decide", never a later edition's meaning.
"""
from __future__ import annotations

import re

from .errors import ParseError

__all__ = ["PLAYER_KEYWORD_LABEL", "read_player_rules", "player_protection", "player_protected_from", "player_keyword_static",
           "player_subject", "player_keyword_rule", "ON_PLAYER_SINCE", "PLAYER_QUALITY_SINCE"]

# the labels a player's own abilities are kept as (a static ability says the same words)
PLAYER_KEYWORD_LABEL = re.compile(r"You have (hexproof|shroud|protection from .+)")

_DURATION = (
    (re.compile(r"Until your next turn, (.+)"), "until_your_next_turn"),
    (re.compile(r"(.+?) until your next turn"), "until_your_next_turn"),
    (re.compile(r"Until end of turn, (.+)"), "end_of_turn"),
    (re.compile(r"(.+?) (?:this turn|until end of turn)"), "end_of_turn"),
)
_YOU_GAIN = re.compile(r"[Yy]ou (?:gain|have) (hexproof|shroud|protection from .+)")
_KEYWORDS = ("hexproof", "shroud", "protection from everything")
# the subject kinds that are players (kb.engine.instructions.Subject)
_PLAYER_KINDS = frozenset(("you", "players", "controller_of", "owner_of", "defending", "enchanted_player", "attacked"))


def player_subject(subj, slots=()) -> bool:
    """Whether an instruction's subject is one or more players (not objects): "you", "each opponent", "target
    player" (``slots``: the target slots its indexes name)."""
    if subj is None:
        return False
    if subj.kind in _PLAYER_KINDS:
        return True
    picked = [slots[i] for i in subj.slots if isinstance(i, int) and 0 <= i < len(slots)]
    return subj.kind == "target" and bool(picked) and len(picked) == len(subj.slots) and all(
        sl.players is not None and sl.selector is None for sl in picked)


def read_player_rules(s: str, pc, parse_selector):
    """(duration, the rules ops) of a sentence giving its controller abilities, maybe with restrictions joined by
    "and"; None when the sentence gives no player an ability (other readers take it). A player's ability the engine
    doesn't apply raises ParseError naming it."""
    from .effects import RulesOp
    from .restrictions import RestrictionOp, read_restriction
    body, duration = None, None
    for rx, dur in _DURATION:
        m = rx.fullmatch(s)
        if m:
            body, duration = m.group(1), dur
            break
    if body is None:
        return None
    parts = re.split(r" and (?=you (?:gain|have) (?:hexproof|shroud|protection from )|your life total )", body)
    if not any(_YOU_GAIN.fullmatch(p) for p in parts):
        return None
    ops: list = []
    for part in parts:
        m = _YOU_GAIN.fullmatch(part)
        if m:
            what = m.group(1)
            if what not in _KEYWORDS:
                raise ParseError(part, "an ability of a player the engine doesn't apply (only hexproof, shroud and "
                                       "protection from everything: 702.11c, 702.18a, 702.16j)", pc.card)
            ops.append(RulesOp(label=f"You have {what}"))
            continue
        found = read_restriction(part[0].upper() + part[1:], pc, parse_selector=parse_selector,
                                 text=part[0].upper() + part[1:])
        if not found or any(r.players != "you" for r in found):
            raise ParseError(part, "not a restriction on you the engine reads", pc.card)
        ops.extend(RestrictionOp(label=r.text, restriction=r) for r in found)
    return duration, tuple(ops)


_STATIC = re.compile(r"You have protection from (.+?)\.?")


def player_keyword_static(s: str):
    """The static "You have protection from red." (702.16a, 613.11) as its rules op, when every quality is one the
    engine reads (kb.engine.protectionquality.quality_readable); None for another sentence. "protection from everything" is
    read by its resolved form's reader (:func:`read_player_rules`) and the hexproof/shroud statics by
    kb.engine.parser.RULES_SENTENCES."""
    from .effects import RulesOp
    from .protectionquality import quality_readable
    m = _STATIC.fullmatch(s)
    if m is None or m.group(1) == "everything" or not quality_readable(m.group(1)):
        return None
    return RulesOp(label=f"You have protection from {m.group(1)}")


def _labels_of(snap, player: str):
    for e, labels in snap.rules:
        src = snap.work.get(e.source) if e.source is not None else None
        if (e.you or (src.controller if src is not None else None)) != player:
            continue
        for lab in labels:
            m = PLAYER_KEYWORD_LABEL.fullmatch(str(lab).rstrip("."))
            if m:
                yield e, m.group(1)


# the rule that gives a player protection from everything a meaning: "A permanent or player with protection from
# everything …" (702.16j, from 2021-06-18; before, the rule speaks of a permanent only)
_PLAYER_EVERYTHING = re.compile(r"^.Protection from everything. is a variant of the protection ability\. A permanent or "
                                r"player with protection from everything")


def _rules_give_players_everything(state) -> bool:
    rows = state.edition_rows() if state is not None else None
    if rows is None:   # without a KB: the reference edition, which has it
        return True
    return state.edition_rule(_PLAYER_EVERYTHING, ("702.",)) is not None


def player_protection(snap, player: str, state=None) -> str | None:
    """The name of what gives ``player`` protection from everything (702.16j), or None. Under an edition whose rule
    gives only a permanent protection from everything, what it does for a player is not said there: ``state`` notes
    "cannot decide" and None is returned."""
    for e, kw in _labels_of(snap, player):
        if kw == "protection from everything":
            by = e.source_name or e.label or "an effect"
            if not _rules_give_players_everything(state):
                state.note_unknown(f"{player} has protection from everything ({by}), which the rules of "
                                   f"{state.edition} give only a permanent (a player's came with the rules of 2021-06-18)")
                return None
            return by
    return None


# the rules that give a player's protection from a quality its meaning, by what it stops (the texts say "A permanent or
# player with protection …" from 2007-05-01: 502.7b/c/e, 702.16b/c/e today)
_PLAYER_QUALITY = {
    "target": re.compile(r"^A permanent or player with protection can.t be targeted"),
    "enchant": re.compile(r"^A permanent or player with protection can.t be enchanted"),
    "damage": re.compile(r"^Any damage that would be dealt by sources that have the stated quality to a permanent or player"),
}
PLAYER_QUALITY_SINCE = "2007-05-01"


def player_protected_from(snap, player: str, source_w, state, what: str) -> tuple | None:
    """("protection from red", "Test Ward"): the protection from a quality that ``source_w`` has which ``player`` has
    (702.16a), for ``what`` it stops: 'target' (702.16b), 'enchant' (702.16c), 'damage' (702.16e); None when none
    applies. An edition whose rule gives that meaning to a permanent only: "cannot decide" is noted on ``state``
    and None returned. "protection from everything" is :func:`player_protection`'s."""
    from .protectionquality import quality_matches
    if source_w is None:
        return None
    for e, kw in _labels_of(snap, player):
        if not kw.startswith("protection from ") or kw == "protection from everything":
            continue
        src = snap.work.get(e.source) if e.source is not None else None
        choices = dict((src.obj.choices or {}) if src is not None else {})
        if not quality_matches(kw[len("protection from "):], source_w, choices):
            continue
        by = e.source_name or e.label or "an effect"
        rows = state.edition_rows() if state is not None else None
        known = state.edition_rule(_PLAYER_QUALITY[what], ("702.", "502.")) is not None if rows is not None else \
            (state is None or state.edition >= PLAYER_QUALITY_SINCE)
        if not known:
            state.note_unknown(f"{player} has {kw} ({by}), and the rules of {state.edition} give protection's "
                               f"meaning to a permanent only ({state.rule_no('protection')}; a player's came with "
                               f"the rules of {PLAYER_QUALITY_SINCE})")
            return None
        return kw, by
    return None


# the rule that says what the keyword means on a player: shroud's "This permanent or player can't be the target" (502.36a
# from 2007-05-01; 702.18a today), hexproof's "Hexproof on a player means" (702.11c from 2011-06-17)
_ON_PLAYER = {"shroud": re.compile(r"^Shroud is a static ability\. .Shroud. means .This permanent or player", re.I),
              "hexproof": re.compile(r"^.Hexproof. on a player means", re.I)}


# the first edition whose text has each of those rules (the texts say so from then on; tests check it against the KB)
ON_PLAYER_SINCE = {"shroud": "2007-05-01", "hexproof": "2011-06-17"}


def player_keyword_rule(state, keyword: str) -> bool:
    """Whether the rules of the game's edition say what ``keyword`` ("shroud", "hexproof") means on a player (without
    a KB, by the date of the first edition that does). Before they do, a player given it by an effect is "cannot
    decide" where it matters (kb.engine.legality notes it), never the meaning of a later edition."""
    rx = _ON_PLAYER.get(keyword)
    if rx is None:
        return True
    rows = state.edition_rows()
    if rows is None:
        return state.edition >= ON_PLAYER_SINCE[keyword]
    return state.edition_rule(rx) is not None
