"""An optional sacrifice that can't be done whole: "target opponent may sacrifice two nonland, nontoken permanents of
their choice. If they don't, you draw two cards." (Rakdos, Patron of Chaos).

A player can't choose an option that's impossible (608.2d), and a player can sacrifice only a permanent they control
(701.21a): a player who controls fewer permanents of the kind than the number named can't choose to sacrifice them,
so nothing is sacrificed and "If they don't" / "If you do" read it as not done (608.2c) — not the partial sacrifice of
the ones they have. Read for one sacrificing player, its permanents fitting the instruction's description as the
instruction is applied (608.2h); otherwise nothing is said here (the instruction's own reading stands).
"""
from __future__ import annotations

__all__ = ["cannot_sacrifice_all"]


def cannot_sacrifice_all(state, ins, rc) -> str | None:
    """Why the optional sacrifice ``ins`` can't be chosen (608.2d), or None when it can (or this can't tell)."""
    if ins.kind != "sacrifice" or not ins.optional or ins.opts.get("each_may"):
        return None
    subj = ins.subject
    n = ins.opts.get("count") or 1
    if subj is None or subj.kind != "chosen" or subj.selector is None or not isinstance(n, int):
        return None
    players = [p for kind, p in state.subjects(ins.source, rc, ins) if kind == "player"] if ins.source is not None \
        else [rc.you]
    if len(players) != 1:
        return None
    who = players[0]
    snap = state.evaluate()
    ctx = rc.at(snap.work, you=who)
    have = sum(1 for i in subj.selector.select(snap.work, ctx)
               if snap.work[i].zone == "battlefield" and snap.work[i].controller == who)
    if have >= n:
        return None
    return f"{who} controls {have} of {subj.text or 'them'}, fewer than {n}: they can't choose to sacrifice {n} (608.2d)"
