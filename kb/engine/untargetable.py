""""~ can't be the target of blue or black spells", "Enchanted creature can't be the target of spells or abilities your
opponents control", "Creatures you control can't be the targets of blue spells or abilities from blue sources": a
rules effect (613.11) on the objects its subject names, checked as a target is chosen (601.2c, 602.2b) and as a spell
or ability resolves (608.2b): a spell or ability it names can't target them (115.1; the same kind of rule as hexproof
and shroud, 702.11, 702.18).

Read into a :class:`kb.engine.effects.RulesOp` whose label is the words themselves ("can't be the target of …"); what
the label names is read again here where the targets are checked. "your opponents" are the effect's controller's
(109.5). Words this grammar doesn't cover raise ParseError and the ability stays unread. The description reader
(``read``: a phrase → a selector, kb.engine.parser's) is given by each caller: the parser imports this module.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import ParseError

__all__ = ["CANT_BE_TARGET", "read_untargetable", "untargetable_why", "untargetable_words", "read_kinds"]

CANT_BE_TARGET = "can't be the target of "
_REST = re.compile(r"be the targets? of (.+)")
_NOUN = re.compile(r"(?:(?P<adj>.+?) )?(?P<noun>spells|abilities)(?: from (?P<src>.+?) sources)?"
                   r"(?P<opp> your opponents control)?")


@dataclass(frozen=True)
class _Kind:
    """One kind of spell or ability the words name: ``spell`` or not (an activated or triggered ability), a quality of
    the spell or of the ability's source, and whether only those the effect's controller's opponents control."""

    spell: bool
    quality: object = None
    opponents: bool = False


def read_untargetable(rest: str, read) -> str | None:
    """The label for "can't ``rest``" when ``rest`` is "be the target(s) of …" in words this module reads; None when
    ``rest`` is another restriction. Raises ParseError for words it can't read."""
    m = _REST.fullmatch(rest)
    if m is None:
        return None
    _kinds(m.group(1), read)   # read now, so words it can't read leave the ability unread
    return CANT_BE_TARGET + m.group(1)


_READ: dict = {}   # the words → the kinds they name (the same words, the same kinds, whoever reads them)


def read_kinds(what: str, read) -> tuple:
    """The kinds of spell or ability ``what`` names ("blue or black spells"), for another effect that names them the
    same way ("can't be countered by blue or black spells", kb.engine.counteredby). Raises ParseError as below."""
    return _kinds(what, read)


def _kinds(what: str, read) -> tuple:
    """"blue or black spells", "spells or abilities your opponents control", "nongreen spells or abilities from
    nongreen sources" → the kinds named. Adjectives before a noun are joined by "or" ("blue or black spells": each)."""
    if what not in _READ:
        _READ[what] = _read_kinds(what, read)
    return _READ[what]


def _read_kinds(what: str, read) -> tuple:
    from .filters import ALL_ZONES, in_zones
    card = None
    out, waiting = [], []
    parts = re.split(r",? or (?:of )?", what)
    shared_opp = what.endswith(" your opponents control") and not re.search(r"control or ", what)
    for part in parts:
        m = _NOUN.fullmatch(part)
        if m is None:
            if re.fullmatch(r"[a-zA-Z-]+", part):
                waiting.append(part)   # "blue" of "blue or black spells"
                continue
            raise ParseError(part, "not a kind of spell or ability a target restriction names", card)
        opp = bool(m.group("opp")) or shared_opp
        if m.group("noun") == "spells":
            adjs = waiting + ([m.group("adj")] if m.group("adj") else [])
            if m.group("src"):
                raise ParseError(part, "spells from sources", card)
            quals = [read(f"{a} spell") for a in adjs] or [None]
            out += [_Kind(True, q, opp) for q in quals]
        else:
            if waiting or m.group("adj"):
                raise ParseError(part, "a quality of abilities other than their source's", card)
            q = None
            if m.group("src"):
                q = in_zones(read(f"{m.group('src')} permanent"), ALL_ZONES)
            out.append(_Kind(False, q, opp))
        waiting = []
    if waiting or not out:
        raise ParseError(what, "not a kind of spell or ability a target restriction names", card)
    return tuple(out)


def untargetable_why(state, snap, w, item, source_w, controller: str | None, read) -> str | None:
    """Why the object ``w`` can't be a target of the spell or ability ``item`` (its source ``source_w``, controlled
    by ``controller``) under a "can't be the target of" effect, or None. A spell or ability whose kind can't be told
    here is noted "cannot decide" and not refused."""
    labels = [lab for lab in snap.restrictions.get(w.oid, ()) if lab.startswith(CANT_BE_TARGET)]
    if not labels:
        return None
    kind = getattr(item, "kind", None)
    if kind is None and source_w is not None:
        kind = "spell" if source_w.zone == "stack" else None
    for e, you, lab in _effects(state, snap, w, labels):
        for k in _kinds(lab[len(CANT_BE_TARGET):], read):
            if kind is None:
                state.note_unknown(f"whether {w.name} can be the target ({e.label}): what targets it is not known "
                                   f"({state.rule_no('targets')})")
                return None
            if k.spell != (kind == "spell"):
                continue
            if k.opponents and (controller is None or controller == you):
                continue
            if k.quality is not None:
                from .filters import Ctx
                if source_w is None or not k.quality.match(source_w, Ctx(snap.work, source_w, controller)):
                    continue
            said = f"{e.source_name}'s \u201c{e.label.removeprefix(e.source_name + ': ')}\u201d" if e.source_name \
                else f"\u201c{e.label}\u201d"
            return f"it can't be the target of {lab[len(CANT_BE_TARGET):]} ({said}, 115.1)"
    return None


def _effects(state, snap, w, labels):
    """The rules effects giving ``w`` each label, with their controller ("you", 109.5)."""
    from .filters import Ctx
    for e, have in snap.rules:
        for lab in labels:
            if lab not in have or (e.locked is not None and w.oid not in e.locked):
                continue
            src = snap.work.get(e.source) if e.source is not None else None
            you = e.you if e.you is not None else (src.controller if src is not None else None)
            sel = e.rules_selector if e.rules_selector is not None else e.selector
            if e.locked is None and sel is not None:
                choices = e.choices or (src.obj.choices if src is not None else {})
                if not sel.match(w, Ctx(snap.work, src, you, choices, ts=e.ts[0], edition=state.edition)):
                    continue
            yield e, you, lab


def untargetable_words(label: str, render, read) -> str:
    """The words a "can't be the target of …" label was read with (the word accounting of kb.engine.render): each
    kind named, as read."""
    out = ["can't be the target targets of"]
    for k in _kinds(label[len(CANT_BE_TARGET):], read):
        out.append((render(k.quality) + " " if k.quality is not None else "") +
                   ("spell" if k.spell else "ability from source") + (" your opponents control" if k.opponents else "")
                   + " or")
    return " ".join(out)
