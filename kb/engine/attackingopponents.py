""""Whenever enchanted player is attacked, create a Gold token. Each opponent attacking that player does the same." /
"… untap all nonland permanents you control. Each opponent attacking that player untaps all nonland permanents they
control.": "each opponent attacking that player" is each opponent of the ability's controller who declared attackers
attacking the enchanted player in the trigger event (508.1; the attacking player, 506.2, is the event's player, 603.2).

- The words are a players subject of their own (``ATTACKING_OPPONENTS``, found as the ability resolves:
  :func:`attacking_opponents`), each of them doing the instruction in turn ("they control": that player's).
- "does the same" repeats the sentence before for them: "create a Gold token" → "Each opponent attacking that player
  creates a Gold token" (the verbs read here: create, untap, draw; "you control" becomes "they control").

Only after "Whenever enchanted player is attacked" (kb.engine.triggers ``player_attacks`` on the enchanted player);
elsewhere the words stay unread."""
from __future__ import annotations

import re

__all__ = ["ATTACKING_OPPONENTS", "same_effect", "names_attacking_opponents", "attacking_opponents",
           "without_attacking_opponents", "each_attacking_opponent"]

ATTACKING_OPPONENTS = "attacking_opponents"   # the Subject kind
_WORDS = "each opponent attacking that player"
_SAME = re.compile(r"^(.*?)([Cc]reate|[Uu]ntap|[Dd]raw) ([^.]+)\.\s+Each opponent attacking that player does the same\.?$")
_SENTENCE = re.compile(r"Each opponent attacking that player [^.]*\.?", re.I)


def _enchanted_attacked(spec) -> bool:
    return getattr(spec, "event", None) == "player_attacks" and getattr(spec, "attacked", None) == "enchanted" and \
        getattr(spec, "subject", None) is None and re.match(r"Whenever enchanted player is attacked\b",
                                                             getattr(spec, "text", "") or "") is not None


def same_effect(spec, effect: str) -> str:
    """``effect`` with "Each opponent attacking that player does the same." written out as the sentence before for
    those players; unchanged when ``spec`` is not "enchanted player is attacked" or the sentence before is not read."""
    if not _enchanted_attacked(spec):
        return effect
    m = _SAME.fullmatch((effect or "").strip())
    if not m or m.group(1).strip():
        return effect
    verb, rest = m.group(2).lower(), m.group(3)
    # "you control" is the ability's controller in the first sentence (109.5) and each attacking opponent's own in the
    # sentence said for them ("they control")
    theirs = re.sub(r"\byou control\b", "they control", rest)
    return f"{m.group(2)} {rest}. Each opponent attacking that player {verb}s {theirs}."


def without_attacking_opponents(spec, effect: str) -> str:
    """``effect`` without the sentences whose subject is those players (kb.engine.triggers.unread_pointer looks for
    other pointers in what is left)."""
    return _SENTENCE.sub(" ", effect or "") if _enchanted_attacked(spec) else effect


def names_attacking_opponents(phrase: str) -> bool:
    return phrase.strip().lower() == _WORDS


def attacking_opponents(state, rc) -> list:
    """The players the words name as the ability resolves: the trigger event's attacking player when they are an
    opponent of its controller (an empty list otherwise)."""
    ev = getattr(rc, "event", None)
    if ev is None or ev.kind != "attacked_with" or ev.player is None or ev.player == rc.you:
        return []
    return [("player", ev.player)]


_EACH_SENTENCE = re.compile(r"Each opponent attacking that player (?=(?:creates|untaps|draws)\b)(.+)")


def each_attacking_opponent(raw: str):
    """For a sentence "Each opponent attacking that player <verb> …" (the verbs of :func:`same_effect`): (the same
    sentence with "Each opponent" as its subject, a function giving the instructions read from it those players as
    their subject instead of every opponent); None for any other sentence."""
    m = _EACH_SENTENCE.fullmatch((raw or "").strip())
    if not m:
        return None

    def narrowed(made: list, text: str) -> list:
        from dataclasses import replace
        from .errors import ParseError
        def each_opponent(subj) -> bool:
            return subj is not None and subj.kind == "players" and subj.who == "opponent" and \
                (subj.text or "").lower() == "each opponent"

        def those(subj):
            return replace(subj, kind=ATTACKING_OPPONENTS, who=None, text="each opponent attacking that player")

        out = []
        for ins in made:
            if ins.kind == "token" and each_opponent((ins.opts or {}).get("controller")):   # "creates …" (111.2)
                out.append(replace(ins, opts={**ins.opts, "controller": those(ins.opts["controller"])}))
            elif each_opponent(ins.subject):
                out.append(replace(ins, subject=those(ins.subject)))
            elif ins.subject is not None and ins.subject.kind == "players_objects" and each_opponent(ins.subject.of):
                # "… untaps all nonland permanents they control": what those players control (608.2c)
                out.append(replace(ins, subject=replace(ins.subject, of=those(ins.subject.of))))
            else:
                raise ParseError(text, "\u201ceach opponent attacking that player\u201d: an instruction whose subject is "
                                 "not those players", None)
        return out

    return "Each opponent " + m.group(1), narrowed
