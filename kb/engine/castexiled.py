"""'You may cast that card …' after an instruction that exiled one target ("the exiled card"; 400.7j, 601.3, 611.2).

"When ~ enters, exile another target creature or artifact until ~ leaves the battlefield. You may cast that card for
as long as it remains exiled, and mana of any type can be spent to cast that spell." (Hostage Taker): "that card" is
the card the same effect moved to exile, which other parts of the effect can find there (400.7j); the sentence after
it gives the effect's controller a permission to cast (or, with "play", to play) it from exile for the stated time
(611.2a, 611.2b), read by kb.engine.impulse (its durations, "without paying its mana cost", 118.9, and "mana of any
type can be spent to cast that spell", 609.4b). A card that leaves exile is a new object the permission doesn't
cover (400.7): returned by the "until" effect (610.3), it can't be cast any more.

Read only after an exile of exactly one target (one target slot for one object: "that card" names one card), in the
same ability, with words for one card ("that card", "it"); "its owner may cast …" or another player names someone
else and is not read here."""
from __future__ import annotations

__all__ = ["exiled_target_permission"]


def exiled_target_permission(perm: dict | None, prev, done: list) -> bool:
    """Whether the permission ``perm`` (kb.engine.impulse.impulse_permission, read for one card) follows an exile of
    one target in ``done`` (the instructions before it in the ability) whose subject ``prev`` is that target: the
    permission is then for the card that exile moved (400.7j). The caller marks the exile so that it records the card
    (``this_way``) and gives the permission to "that card" (the moved card)."""
    if perm is None or prev is None or not done:
        return False
    ex = done[-1]
    slots = getattr(prev, "slots", None) or ()
    return bool(ex.kind == "exile" and ex.subject is prev and prev.kind == "target" and len(slots) == 1
                and ex.condition is None and not ex.opts.get("haunting") and not ex.opts.get("graveyard_of")
                and ex.opts.get("until") in (None, "source_leaves"))
