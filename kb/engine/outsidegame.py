"""Cards brought into the game from outside it — the "wishes": "You may reveal an instant card you own from outside the
game and put it into your hand.", "You may reveal a creature or land card you own from outside the game and put it
into your hand.", "You may put a card you own from outside the game into your hand."

An object is outside the game if it isn't in any of the game's zones (400.11); cards in a player's sideboard are outside
the game (400.11a). Some effects bring cards into the game from outside it (400.11b, 108.3b): the player chooses, as the
spell resolves (608.2d), a card they own outside the game with the quality the instruction names, or none ("you may").
The scenario lists the cards a player owns outside the game (``players: outside: [...]``) and states the choice
(``choose: {wish: CARD | none}``); unstated, what the player's hand holds afterwards is "cannot decide".

Under the rules of 2003-07-01 to 2009-05-01 an object in the removed-from-the-game zone was outside the game too
(217.1e): a card of theirs removed from the game could be chosen. Rules that don't say what is outside the game (the
editions before 2003-07-01) leave the instruction undecided. In a Commander game a card outside its owner's commander's
color identity can't be brought in (903.11a): not modelled, so a player with a commander makes it "cannot decide".

The quality read is card types alone ("an instant card", "a noncreature card", "a creature or land card", 205.2a): a
characteristic-defining ability printed on a card outside the game functions (400.11c, 604.3), but none defines card
types; a color or a subtype in the quality ("a green card", "a Dragon card") is not read.
"""
from __future__ import annotations

import re

__all__ = ["WISH", "read_wish", "wish", "wish_words"]

WISH = "wish"
_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery",
          "tribal")
_TYPE = rf"(?:non)?(?:{'|'.join(_TYPES)})"
_QUALITY = rf"(?P<q>{_TYPE}(?:(?:, {_TYPE})*,? or {_TYPE})? )?"
_SENTENCE = re.compile(
    rf"You may (?P<v>reveal|put) (?:an? ){_QUALITY}card you own from outside the game (?P<rest>and put it into your "
    rf"hand|into your hand)")


def read_wish(s: str) -> tuple | None:
    """``s``: a sentence without its period. The quality the card must have — a tuple of alternatives, each a
    (card type, wanted) pair ("noncreature": ("creature", False)); empty for "a card" — or None for any other
    sentence."""
    m = _SENTENCE.fullmatch(s.strip())
    if not m or (m.group("v") == "reveal") != m.group("rest").startswith("and"):
        return None
    q = (m.group("q") or "").strip()
    alts = [w for w in re.split(r",? or |, ", q) if w] if q else []
    return tuple((w[3:], False) if w.startswith("non") else (w, True) for w in alts)


def wish_words(opts: dict) -> str:
    """The words the instruction reads (kb.engine.render): its quality's card types."""
    q = opts.get("quality") or ()
    return " ".join(("non" if not want else "") + t for t, want in q) + (" or" if len(q) > 1 else "")


def _fits(card, quality: tuple) -> bool:
    if not quality:
        return True
    types = {t.lower() for t in card.types}
    return any((t in types) == want for t, want in quality)


def _describe(quality: tuple) -> str:
    return " or ".join(("non" if not want else "") + t for t, want in quality) + " card" if quality else "card"


def wish(state, ins, rc, item) -> None:
    """The player chooses a card they own outside the game with the quality, or none, and puts it into their hand
    (400.11b, 108.3b, 608.2d)."""
    from .errors import EngineError
    from .versions import rule
    from .words import said_none
    you = rc.you
    version = rule("outside_game", state.edition)
    if version == "unstated":
        state.note_unknown(f"\u201c{ins.text}\u201d: the rules of {state.edition} don't say which cards are outside the game")
        return
    p = state.player(you)
    if getattr(p, "commanders", None):
        state.note_unknown(f"\u201c{ins.text}\u201d: in a Commander game a card outside the color identity of "
                           f"{you}'s commander can't be brought in ({state.rule_no('color_identity')}), which is not modelled")
        return
    quality = ins.opts.get("quality") or ()
    said = (rc.choices or {}).get("wish")
    if said is None:
        # only that player's cards can change: the card taken, from outside the game, into their hand (as learn's
        # unstated choice, kb.engine.actions)
        from .unknowns import Unknown
        who = item.name if item is not None else "an effect"
        state.unknowns.append(Unknown(f"{who}: the card {you} takes from outside the game for \u201c{ins.text}\u201d, "
                                      f"or none, is not stated ({state.rule_no('choices_on_resolution')}): give choose: "
                                      "{wish: CARD | none} and players: outside: [...]", frozenset(("cards",)),
                                      since=state.clock, player=you))
        state.log.add(f"\u201c{ins.text}\u201d: the card {you} takes, or none, is not stated", "outside_game",
                      indent=1, kind="step")
        return
    where = state.rule_no("outside_game")
    if said_none(said):
        state.log.add(f"\u201c{ins.text}\u201d: {you} puts no card into their hand", "outside_game",
                      indent=1, kind="step")
        return
    name = str(said).lower()
    found = next((c for c in p.outside if c.name.lower() == name), None)
    exiled = None
    if found is None and version == "removed_zone":   # 217.1e: the removed-from-the-game zone is outside the game
        exiled = next((o for o in state.objects.values() if o.zone == "exile" and o.owner == you
                       and name in (o.alias.lower(), o.card.name.lower())), None)
    card = found if found is not None else exiled.card if exiled is not None else None
    if card is None:
        raise EngineError(f"\u201c{ins.text}\u201d: the scenario doesn't say {you} owns {said!r} outside the game "
                          f"(players: outside: [...], {where})")
    if not _fits(card, quality):
        raise EngineError(f"\u201c{ins.text}\u201d: {card.name} is not {'an' if _describe(quality)[0] in 'aeiou' else 'a'} "
                          f"{_describe(quality)} ({where})")
    if exiled is not None:
        state.move(exiled.oid, "hand", cause=item.name if item is not None else "")
        state.log.add(f"{you} takes {card.name}, removed from the game and so outside the game, into their hand", "outside_game", indent=1, kind="step")
        return
    p.outside = [c for c in p.outside if c is not found]
    state.put_into(found, "hand", owner=you)
    state.log.add(f"{you} brings {card.name} from outside the game into their hand", "outside_game",
                  indent=1, kind="step")
