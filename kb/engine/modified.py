"""Modified permanents (700.9; since 2022-02-18): "modified creatures you control", "a modified creature you control
dies", "for each other modified creature you control".

A permanent is modified if it has one or more counters on it (of any kind, 122.1), if it is equipped (an Equipment is
attached to it, 301.5), or if it is enchanted by an Aura controlled by that permanent's controller (303.4) — an
opponent's Aura doesn't make it modified. The quality is read as a selector's status ``modified``
(kb.engine.parser.parse_selector, kb.engine.filters.Selector.match), only with a creature noun: the 2022-02-18 wording
defines modified creatures, later ones modified permanents, and both read the same of a creature.

"As long as ~ is modified", "~ has flying as long as it's modified" (kb.engine.filters.SelfStatus): the source
itself, by the same test — except that the 2022-02-18 wording answers "no" for a permanent that isn't currently a
creature (:func:`self_modified` reads the edition's 700.9 for that sentence).

Under an edition without the rule (before 2022-02-18) the word has no rules meaning: the quality is noted as unknown
and every answer it could change is "cannot decide" (kb.engine.unknowns), never a guess.
"""
from __future__ import annotations

__all__ = ["MODIFIED", "is_modified", "self_modified"]

MODIFIED = "modified"   # the selector status word (kb.engine.filters.Selector.status)


def is_modified(w, ctx) -> bool:
    """700.9: whether the permanent ``w`` (a Working view) is modified now, among the views ``ctx.work``."""
    st = getattr(getattr(ctx, "game", None), "state", None)
    if st is not None and not st.rules_have("modified"):
        st.note_unknown(f"\u201cmodified\u201d: the rules of {st.edition} don't define modified permanents (700.9 "
                        "came with the 2022-02-18 edition)")
        return False
    if w.zone != "battlefield":
        return False
    if any(c.n > 0 for c in (getattr(w.obj, "counters", None) or {}).values()):
        return True
    for x in ctx.work.values():
        if x.zone != "battlefield" or getattr(x, "attached_to", None) != w.oid:
            continue
        if "Equipment" in x.subtypes or ("Aura" in x.subtypes and x.controller == w.controller):
            return True
    return False


# the 2022-02-18 wording's last sentence: a permanent checking itself is never modified while it isn't a creature
_NOT_CREATURE_NO = ("the answer is always no if that permanent isn", "currently a creature")


def self_modified(src, ctx) -> bool:
    """700.9: whether the source ``src`` of an ability checking itself ("as long as ~ is modified") is modified now.
    A permanent that isn't a creature: "no" under an edition whose 700.9 says so (the 2022-02-18 wording), else the same
    test as any permanent's (:func:`is_modified`)."""
    if "Creature" not in src.types:
        st = getattr(getattr(ctx, "game", None), "state", None)
        rows = st.edition_rows() if st is not None else None
        text = next((t for n, t in rows or () if n == "700.9"), "")
        if all(w in text.replace("\u2019", "'") for w in _NOT_CREATURE_NO):
            return False
    return is_modified(src, ctx)
