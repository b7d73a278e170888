"""An executable rules engine for continuous effects: objects, the layer system with derived
dependency, rules profiles per edition, scenario files.

Modules, one concern each:

- :mod:`~kb.engine.values` — colours, card types, subtypes, mana costs, printed P/T.
- :mod:`~kb.engine.abilities` — abilities as data (keywords, static, CDAs, activated, triggered).
- :mod:`~kb.engine.objects` — card definitions, game objects, the working characteristics.
- :mod:`~kb.engine.filters` — what effects apply to (selectors), conditions, values.
- :mod:`~kb.engine.effects` — the effect vocabulary (one operation per layer) and the effect record.
- :mod:`~kb.engine.parser` — rules text → abilities and effects (errors name the phrase).
- :mod:`~kb.engine.profiles` — the layer systems by date (current, 2009-2019, 2005-2009) and
  where each rule lives in each edition.
- :mod:`~kb.engine.layers` — the layer pipeline and dependency by trial application (613).
- :mod:`~kb.engine.state` — :class:`GameState`: zones, timestamps, actions, resolution.
- :mod:`~kb.engine.trace` — the step-by-step explanation, citing rules by concept.
- :mod:`~kb.engine.scenario` — YAML scenarios: loading (errors name file and line), running.

The card-definition shape (shared with ``kb.cards.card_definition(db, name)``, issue 6)::

    {"name": str, "mana_cost": "{2}{R}" | None, "colors": ["R"] | None,
     "color_indicator": ["G"] | None, "supertypes": [...], "types": ["Creature"],
     "subtypes": ["Ogre"], "power": "2" | "*" | "1+*" | None, "toughness": ..., "loyalty": ...,
     "text": "rules text, one ability a line", "layout": "normal"}

Example::

    >>> from kb.engine import GameState, card
    >>> g = GameState("2026-04-17")
    >>> _ = g.enter([{"card": card(name="Gray Ogre", type_line="Creature — Ogre", power=2, toughness=2)}])
    >>> _ = g.resolve("Target creature gets +3/+3 until end of turn.", targets=["Gray Ogre"])
    >>> w = g.characteristics("Gray Ogre"); (w.power, w.toughness)
    (5, 5)
"""
from __future__ import annotations

from . import compiledcache

compiledcache.install()   # first: the modules below make the engine's dataclasses (start-up speed)

from .cardtext import parse_card_text  # noqa: E402
from .errors import EngineError, ParseError  # noqa: E402
from .objects import CARD_KEYS, CardDef, CardError  # noqa: E402
from .profiles import PROFILES, Citations, ProfileError, profile_for  # noqa: E402
from .state import GameState, describe  # noqa: E402

__all__ = ["GameState", "CardDef", "card", "CARD_KEYS", "CardError", "ParseError", "EngineError", "ProfileError",
           "PROFILES", "profile_for", "Citations", "describe", "parse_card_text"]


def card(**definition) -> CardDef:
    """A card from keyword arguments in the card-definition shape (its text parsed)."""
    return CardDef.from_dict(definition, parse=parse_card_text)
