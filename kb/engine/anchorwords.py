"""Anchor words (614.12c; 614.12b until 2025-09-19; since the 2015-01-23 rules): "As ~ enters, choose Khans or
Dragons." followed by "• Khans — [ability]" and "• Dragons — [ability]" (the Sieges of Fate Reforged). The choice is a
replacement effect modifying how the permanent enters, made before it enters (614.12, 614.12a); "[Anchor word] —
[ability]" means "As long as [anchor word] was chosen as this permanent entered the battlefield, this permanent has
[ability]" (614.12c), each such ability linked to the choice (607.2k).

- :func:`anchor_options`: the words a head "As ~ enters, choose A or B." offers, when each is one capitalised word.
- :func:`read_anchor_paragraph`: the head and its bulleted lines (kept together by kb.engine.cardtext's bullet joiner)
  read as the choice (kb.engine.abilities.EntersChoice, ``anchor_word`` with the words offered: a scenario states it as
  ``choose: {anchor_word: WORD}``; a word not offered is refused, 614.12) and, for each bullet, a static ability of the
  permanent granting it the bullet's ability while its word was the one chosen (:class:`AnchorChosen`). Each bullet's
  ability is read whole or the bullet stays unread (cannot decide); a bullet naming a word the head doesn't offer, or a
  head with no bullet for one of its words, leaves the paragraph to the other readers (unread).
- :class:`AnchorChosen`: the condition. Under rules without 614.12c's meaning (before 2015-01-23) it is noted unknown
  (kb.engine.unknowns) and holds for no word: what the abilities would do is "cannot decide", never a guess.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import SELF, Condition, Ctx

__all__ = ["ANCHOR_CHOICE", "CONCEPT", "AnchorChosen", "anchor_options", "read_anchor_paragraph"]

ANCHOR_CHOICE = "anchor_word"   # the key of the choice (EntersChoice.choice, a scenario's ``choose:``)
CONCEPT = "anchor_word"         # kb.engine.concepts: 614.12c's text

_HEAD = re.compile(r"As ~ enters(?: the battlefield)?, choose ([A-Z][a-z]+) or ([A-Z][a-z]+)\.?")
_BULLET = re.compile(r"\u2022\s*([A-Z][a-z]+)\s*[-\u2014]\s*(\S.*)")


def anchor_options(line: str) -> tuple | None:
    """The two anchor words "As ~ enters, choose A or B." offers (614.12c), or None for any other line."""
    m = _HEAD.fullmatch(line.strip())
    return (m.group(1), m.group(2)) if m else None


def read_anchor_paragraph(paragraph: str, inner_abilities, accounted, unread) -> list | None:
    """The abilities of an anchor-word paragraph (the head, then one "• WORD — ability" line for each word offered), or
    None when ``paragraph`` is not one. ``inner_abilities(lines)``: the abilities of lines, each read in full (raises
    ParseError otherwise); ``accounted(ab, line)``: the word accounting of kb.engine.cardtext (None when every word is
    read, else the opaque ability); ``unread(line, exc)``: the unmodelled ability for a line not read."""
    from .abilities import EffectTemplate, EntersChoice, StaticAbility
    from .effects import AbilityOp
    from .errors import ParseError
    lines = paragraph.split("\n")
    words = anchor_options(lines[0])
    if words is None or len(lines) != 1 + len(words):
        return None
    bullets = [_BULLET.fullmatch(ln.strip()) for ln in lines[1:]]
    if any(b is None for b in bullets) or sorted(b.group(1) for b in bullets) != sorted(words):
        return None
    choice = EntersChoice(text=lines[0], choice=ANCHOR_CHOICE, options=tuple(w.lower() for w in words))
    out = [accounted(choice, lines[0]) or choice]
    for b, line in zip(bullets, lines[1:]):
        try:
            inner = inner_abilities([b.group(2)])
        except ParseError as exc:
            out.append(unread(line, exc))
            continue
        ab = StaticAbility(text=line, templates=(EffectTemplate(SELF, (AbilityOp(add=tuple(inner)),),
                                                                AnchorChosen(b.group(1)), describe=line),))
        out.append(accounted(ab, line) or ab)
    return out


@dataclass(frozen=True, slots=True)
class AnchorChosen(Condition):
    """614.12c: "As long as [word] was chosen as this permanent entered the battlefield": the source's choice made as
    it entered (kb.engine.state keeps it in ``choices``). A permanent that entered without the choice (a copy made
    otherwise, 707.2) chose no word: the condition doesn't hold."""

    word: str
    reads = frozenset(("zone",))

    def holds(self, ctx: Ctx) -> bool:
        src = ctx.src
        st = getattr(getattr(ctx, "game", None), "state", None)
        if st is not None and not st.rules_have(CONCEPT):
            st.note_unknown(f"\u201c{self.word} \u2014 [ability]\u201d: the rules of {st.edition} don't say what an anchor "
                            f"word means (614.12c came with the 2015-01-23 edition; {st.rule_no('enters_as')} covers "
                            "only the choice)")
            return False
        made = getattr(getattr(src, "obj", None), "choices", None) or {} if src is not None else {}
        return str(made.get(ANCHOR_CHOICE, "")).strip().lower() == self.word.lower()

    @property
    def concept(self) -> str:
        return CONCEPT

    def __str__(self) -> str:
        return f"{self.word} was chosen"
