"""One sentence shape: "[you may] have SUBJECT VERB …" — what the subject does, if the ability's controller chooses it
(608.2d): "you may have ~ deal 1 damage to any target", "you may have target creature get -2/-2 until end of turn",
"you may have other attacking creatures get +X/+X until end of turn, where X is ~'s power" (Cultivator of Blades: the
creatures other than the source, 109.3 — read by the same reader as "Other attacking creatures get …"),
"you may have enchanted creature fight target creature an opponent controls", "you may have your life total become
…"; also after "then" ("…, then you may have ~ fight that creature", Kraul Harpooner: the choice is that piece's only).
With its duration first ("Until end of turn, you may have ~ become an X/X Insect artifact creature with flying, where X
is the result.", Ebony Fly): the same sentence with the duration after the effect, as the reader takes it
(:func:`duration_last`; 611.2a: how long the effect lasts, wherever the words stand).
"""
from __future__ import annotations

import re

_SELF = re.compile(r"[Hh]ave (it|~) (deal|fight|become|gain|get)\b(.*)")
_OTHER = re.compile(r"[Hh]ave ((?:target|that|each|another target) [\w ',-]+?|[A-Z][\w -]+ creatures you control|"
                    r"other (?:attacking|blocking|tapped|untapped) creatures(?: you control)?|"
                    r"(?:enchanted|equipped) creature|your life total) "
                    r"(get|gain|lose|deal|discard|draw|sacrifice|mill|fight|become)\b(.*)")


_LEAD = re.compile(r"(?:(?<=^)|(?<=\. ))Until end of turn, you may have ([^.]+?)(, where X is [^.]+)?(?=\.)")


def duration_last(text: str) -> str:
    """Each "Until end of turn, you may have SUBJECT VERB …[, where X is …]." written "You may have SUBJECT VERB … until
    end of turn[, where X is …]." — only a single effect (no "and", no other "until": one duration for one part)."""
    def one(m: re.Match) -> str:
        body = m.group(1)
        if re.search(r"\band\b|\buntil\b|\bthis turn\b", body) or not re.match(r"(?:~|it|target [\w ]+?) become\b", body):
            return m.group(0)
        return f"You may have {body} until end of turn{m.group(2) or ''}"
    return _LEAD.sub(one, text)


def have_does(s: str) -> tuple[str, bool] | None:
    """"have ~ fight …" → ("~ fights …", True); "have target creature get …" → ("Target creature gets …", False) (a
    plural subject keeps the verb's plain form); None for any other words. The flag: the subject is the source
    itself ("it", "~"), whose "have" the instruction keeps for word accounting (``opts["have"]``)."""
    from .basebecome import base_become_words   # "have ~'s base power and toughness become 4/1 or 1/4 …" (613.4b)
    m = re.fullmatch(r"[Hh]ave (.+)", s)
    base = base_become_words(m.group(1)) if m else None
    if base is not None:
        return base, True
    m = _SELF.fullmatch(s)
    if m:
        return f"{'It' if m.group(1) == 'it' else '~'} {m.group(2)}s{m.group(3)}", True
    m = _OTHER.fullmatch(s)
    if m:
        plural = re.search(r"\b(?:creatures|permanents|players|opponents)\b", m.group(1))
        return f"{m.group(1)[0].upper()}{m.group(1)[1:]} {m.group(2)}{'' if plural else 's'}{m.group(3)}", False
    return None
