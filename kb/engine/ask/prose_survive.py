""""Does Darksteel Colossus survive a Wrath of God?", "Does my Bears survive a Lightning Bolt?" (also "die to a
Lightning Bolt", "Does a Shock kill a Wall of Wood?"): a question whose
outcome verb takes the spell that threatens the object as its object. It is read as "Does X survive if SPELL is cast
(on it)?" — the cast said as a condition before the question (prose.conditions) — only where nothing the question
leaves unsaid could change the answer:

- the words after the verb are exactly one instant or sorcery card (with "a" / "an" / "the" before it);
- the spell's text says nothing about its controller or their opponents ("you", "your", "opponent", "controller",
  "owner": 608.2 reads those words from the spell's controller), so who casts it changes nothing of what it does; the
  caster is then the opponent of the object's controller (a note shows the reading);
- a spell with one "target" is cast on the object asked about (601.2c); one with several targets is not read.

Anything else stays unread (the question ends in a reading error naming the words after the verb)."""
from __future__ import annotations

import re

from .ptoks import PTok, join_toks

__all__ = ["CASTER_WORDS", "DIE_VERBS", "SURVIVE_VERBS", "survive_spell"]

SURVIVE_VERBS = ("survive", "survives")
DIE_VERBS = ("die", "dies")        # "Does X die to a Lightning Bolt?": said with "to" before the spell
CASTER_WORDS = re.compile(r"\b(?:you|your|yours|opponents?|opponent's|controllers?|controller's|owners?|owner's)\b", re.I)
_THEIRS = ("opponent's", "their", "his", "her")


def _killed_by(reader, sent: list[PTok]) -> list[PTok]:
    """"Does a Shock kill a Wall of Wood?" as "Does a Wall of Wood die to a Shock?" (the spell first, then "kill" and
    the object); any other sentence unchanged."""
    w = [t.low for t in sent]
    if not w or w[0] not in ("does", "will", "would", "can", "could", "did"):
        return sent
    j = 1 + (w[1:2] in (["a"], ["an"], ["the"]))
    n, d = reader.card_at(sent, j)
    if not d or not set(d.get("types") or ()) & {"Instant", "Sorcery"} or w[j + n:j + n + 1] != ["kill"] or \
            sent[j + n].quoted:
        return sent
    end = len(w) - (1 if w[-1] == "?" else 0)
    if j + n + 1 >= end:
        return sent
    return [sent[0]] + sent[j + n + 1:end] + [reader.made("die", sent[j + n]), reader.made("to", sent[j + n])] + \
        sent[1:j + n] + sent[end:]


def survive_spell(reader, sent: list[PTok]) -> list[PTok] | None:
    """``sent`` ("Does X survive a SPELL?") as "Does X survive if CASTER casts SPELL [on it]?", or None when it is not
    that question or the spell's controller could change the answer (module docstring)."""
    sent = _killed_by(reader, sent)
    w = [t.low for t in sent]
    end = len(w) - (1 if w and w[-1] == "?" else 0)
    k = next((i for i in range(2, end) if (w[i] in SURVIVE_VERBS or w[i] in DIE_VERBS and w[i + 1:i + 2] == ["to"])
              and not sent[i].quoted), None)
    if k is None:
        return None
    j = k + 1 + (w[k] in DIE_VERBS)
    j += j < end and w[j] in ("a", "an", "the")
    if j >= end:
        return None
    n, d = reader.card_at(sent, j)
    if not d or j + n != end or not set(d.get("types") or ()) & {"Instant", "Sorcery"}:
        return None
    text = d.get("text") or ""
    targets = len(re.findall(r"\btargets?\b", text))
    if CASTER_WORDS.search(text) or targets > 1:
        return None
    theirs = any(x in _THEIRS or x.endswith("'s") and x.startswith("opponent") for x in w[1:k])
    caster = ["I", "cast"] if theirs else ["my", "opponent", "casts"]
    spell = sent[j:j + n]
    cond = [reader.made(x, sent[k]) for x in ["if"] + caster] + spell + \
        ([reader.made("on", spell[-1]), reader.made("it", spell[-1])] if targets else [])
    reader.notes.append(f"{join_toks(sent[k:end])!r}: read as \u201c{sent[k].text} if {' '.join(caster)} "
                        f"{join_toks(spell)}{' on it' if targets else ''}\u201d (who casts it changes nothing it does)")
    return sent[:k + 1] + cond + sent[end:]
