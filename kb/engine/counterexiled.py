"""A permission to cast the card a counterspell exiled: "Counter target spell. If that spell is countered this way,
exile it instead of putting it into its owner's graveyard. You may cast that card without paying its mana cost for as
long as it remains exiled." (Kheru Spellsnatcher), "… You may play it without paying its mana cost for as long as it
remains exiled." (Spelljack).

701.6a: a countered spell is put into its owner's graveyard; the replacement before it (614.1a) exiles it instead.
"That card" / "it" is that card, now in exile, which the same effect can find there (400.7j); the permission is its
controller's (611.2a, 601.3: they may cast it from exile, for as long as it stays there — a card that leaves exile is a
new object, 400.7), "without paying its mana cost" an alternative cost (118.9; X is 0, 107.3b), read by
kb.engine.impulse. A spell not countered (it can't be, or its controller paid for an "unless") is not exiled this way:
the permission names no card. Read only right after a counter of one target whose countered spell is exiled, with
words for one card; "its owner may cast …" names another player and is not this form."""
from __future__ import annotations

__all__ = ["counter_exiled_permission"]


def counter_exiled_permission(perm: dict | None, done: list) -> bool:
    """Whether the permission ``perm`` (kb.engine.impulse.impulse_permission, read for one card) follows a counter in
    ``done`` that exiles the spell it counters (its ``countered_to``): the permission is then for the card that counter
    moved (400.7j). The caller marks the counter so that it records the card (``keeps_moved``, kb.engine.actions) and
    gives the permission to "that card"."""
    if perm is None or not done:
        return False
    ins = done[-1]
    slots = getattr(ins.subject, "slots", None) or ()
    return ins.kind == "counter_spell" and ins.opts.get("countered_to") == "exile" and ins.condition is None and \
        getattr(ins.subject, "kind", None) == "target" and len(slots) == 1


def countered_card(state, item) -> list:
    """The oids of the card ``item`` (a spell just countered) became in exile (400.7j), or []."""
    if item is None or item.oid is None or item.is_copy:
        return []
    return [n for n in state.moved_to(item.oid, follow=False) if n in state.objects and state.objects[n].zone == "exile"]
