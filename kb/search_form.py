"""The form of a judge's question: which term's general rule it asks for (issue 24).

A judge's few words asked as a question often ask for a general rule, the one that says what a
term is or what it covers, though they do not say "what is X": "does a card in my hand have a
controller" asks who has a controller (108.4, the rule the glossary entry "Control, Controller"
points at), "what are the steps of the combat phase" what the combat phase is made of (506.1, the
first rule of section 506 "Combat Phase", where the glossary entry points), "what things can be
dealt damage" what damage is dealt to (120.1, "Objects can deal damage to creatures, planeswalkers,
battles, and players"). The words of such a question fit the special cases better than the general
rule (120.4a, 120.10 say "dealt damage" more often than 120.1), so the search ranks the cases first.

``asked_subject`` reads three forms and returns the term asked about; ``kb.search`` opens it as it
opens "what is X" (the glossary's or the title's rule first, ``kb.search.open_target``), so the
question's form chooses the kind of rule and the CR's own pointers choose which rule:

- *does X have a Y* ("does a token have a mana value", "can a card in exile have a controller"):
  whether a thing has a Y is said where Y is defined;
- *what are the parts of Y* (steps, phases, parts, kinds): Y's rule lists them (a section's first
  rule says what it is made of: 500.1 the phases of a turn, 506.1 the steps of combat);
- *what things can be Y'd / can deal Y* ("what things can be dealt damage", "what objects can be
  dealt damage"): the members of the category are listed where Y is defined.

Only a judge's few words: a question told as a story or naming a card asks about its case, not
the definition (``kb.search`` reads the form only outside those)."""
from __future__ import annotations

import re

__all__ = ["asked_subject", "meaning_clause", "DEFINING"]

_ART = r"(?:(?:an?|the|any|its|their|my|your)\s+)?"
# does a card in my hand have a controller / can a token have a mana value
_HAVE = re.compile(r"^\s*(?:does|do|can|could|will|would)\s+.{1,60}?\s+(?:have|has|get)\s+(?:an?|any)\s+"
                   r"([a-z][a-z' -]{1,40}?)\s*\??\s*$", re.IGNORECASE)
# what are the steps of the combat phase / what are the parts of a turn
_PARTS = re.compile(r"^\s*(?:what|which)\s+(?:are|is)\s+the\s+(?:steps|phases|parts|kinds)\s+(?:of|in)\s+" + _ART +
                    r"([a-z][a-z' -]{1,40}?)\s*\??\s*$", re.IGNORECASE)
# what things can be dealt damage / which objects can deal damage
_MEMBERS = re.compile(r"^\s*(?:what|which)\s+(?:things?|objects?|kinds? of (?:things|objects))?\s*can\s+(?:be\s+)?"
                      r"(?:dealt|deal|given|dealing)\s+" + _ART + r"([a-z][a-z' -]{1,40}?)\s*\??\s*$", re.IGNORECASE)


def asked_subject(q: str) -> str | None:
    """The term whose general rule a judge's few words ask for by their form, or None: "does a
    card in my hand have a controller" → "controller", "what are the steps of the combat phase" →
    "combat phase", "what things can be dealt damage" → "damage".  A guard first: every form asks
    with one of a few words ("have", "are the", "can")."""
    low = q.lower()
    if " ha" in low or " get " in low:
        m = _HAVE.match(q)
        if m:
            return _subject(m.group(1))
    if "are the" in low or "is the" in low:
        m = _PARTS.match(q)
        if m:
            return _subject(m.group(1))
    if " can " in low:
        m = _MEMBERS.match(q)
        if m:
            return _subject(m.group(1))
    return None


def _subject(words: str) -> str | None:
    subject = words.strip(" ?.\"“”")
    return subject if 0 < len(subject.split()) <= 3 else None


# "what does it mean that a player attacked another player": the clause whose words the CR defines
_MEANING = re.compile(r"^\s*what\s+(?:does|do)\s+it\s+mean\s+(?:that|when|if|for|to)\s+(.{3,100}?)\s*\??\s*$",
                      re.IGNORECASE)
# The CR defines a term by quoting it: 'A player has “attacked [a player]” if …', '… is called
# “the world rule”', '“Prowess” means …'; a quoted title after a cross-reference is not a definition.
DEFINING = re.compile(r"\b(?:is|are|has|have|had|was|were|called|considered|termed)\s+(?:an?\s+|the\s+)?"
                      r"“([^”]{1,50}?)[.,]?”|“([^”]{1,50}?)[.,]?”\s+(?:means|refers to|is defined)")


def meaning_clause(q: str) -> str | None:
    """The clause a judge asks the meaning of ("a player attacked another player" in "what does it
    mean that a player attacked another player"), or None.  The rule that answers is the one that
    defines the clause's words by quoting them (508.6: 'A player has “attacked [a player]” if …':
    ``DEFINING``)."""
    if "mean" not in q.lower():
        return None
    m = _MEANING.match(q)
    return m.group(1) if m else None
