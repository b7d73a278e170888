"""A name in common with a card exiled with the source: "Counter target spell with the same name as a card exiled with
~" (Mindreaver's kind of linked ability, 607.2a). The cards are those in exile that the source's linked ability exiled
(``exiled_with``, as the "exiled with ~" selector reads them); "the same name" is one name in common (201.2a: a split
card has two; an object with no name, such as a face-down card, shares none).

Read by kb.engine.parser as a selector qualifier (``Selector.same_name_linked``) and checked by kb.engine.filters; this
module imports neither."""
from __future__ import annotations

__all__ = ["QUALIFIER", "named_like_linked", "linked_reader"]

# the words of the qualifier, after the object's noun ("spell with the same name as a card exiled with ~")
QUALIFIER = r"with the same name as a card exiled with ~"


def _names(name) -> set:
    return {n for n in (name or "").split(" // ") if n}


def named_like_linked(w, ctx) -> bool:
    """Whether ``w`` has a name in common with a card in exile that was exiled with the source (``ctx.src``) by its
    linked ability (607.2a, 201.2a). No source known: no match."""
    names = _names(getattr(w, "name", None))
    src = getattr(ctx, "src", None)
    if not names or src is None:
        return False
    for x in ctx.work.values():
        lk = getattr(x.obj, "exiled_with", ())
        if x.zone == "exile" and lk and lk[0] == src.oid and names & _names(x.name):
            return True
    return False


def linked_reader(state, src) -> bool:
    """Whether the object ``src`` (an oid) has an ability that reads the cards exiled with it ("exiled with ~", "the
    exiled card[s]", 607.2a): an unnamed card exiled by it then leaves that ability's answer unknown."""
    import re
    o = state.objects.get(src) if src is not None else None
    if o is None:
        return False
    return any(re.search(r"\bexiled with ~|\bthe exiled cards?\b", getattr(a, "text", "") or "")
               for a in o.card.abilities)
