"""Players' words about blocks that the step language says otherwise (509.1a: the defending player declares which
creatures block and which attackers they block; an attacker nobody blocks is unblocked, 509.1h):

- "I double block with Grizzly Bears and Hill Giant" (triple: three): "I block with Grizzly Bears and Hill Giant",
  read only when that many creatures are named after "with" (else the words stay, and are named as not read);
- "My opponent blocks the Hill Giant with his Wall of Wood and takes the rest", "… and doesn't block the others",
  "The rest are unblocked.": said after a block, these say the other attackers are not blocked, which the blocks said
  already mean (only what is declared blocks): the words are dropped, with a note. Said where no block was said
  before them in the question, they are left as they are;
- "I equip Bonesplitter to my Grizzly Bears and attack.": "attack" with no attacker said, at the end of a sentence of
  mine, attacks with the one creature the question named before it (508.1a: the active player chooses the attackers)
  — only when exactly one creature card was named, never said as the opponent's, and no card named makes tokens
  (another creature the words could mean); else the words stay;
- "… attacks me and I cast Unsummon on it before blockers": said at a sentence's end after an attack and before any
  block, the declare attackers step (508), where a step said after the attack and before the blocks happens anyway:
  the words are dropped, with a note; said after a block, they contradict the order said and stay.

Anything else is left as it is (the readers after these name the words they do not read)."""
from __future__ import annotations

import re

from .ptoks import PTok, join_toks

__all__ = ["after_blocks", "before_blockers", "both_attack", "group_blocks", "lone_attack", "rest_unblocked"]

# "double block", "triple-blocks": the number of blockers the word says
_GROUP = {"double": 2, "triple": 3}
_BLOCK_VERBS = ("block", "blocks", "blocked", "blocking")
# the blockers after "with": a card, optionally after whose it is, joined by "and" / ","
_WHOSE = ("my", "his", "her", "their", "the", "a", "an", "opponent's", "your")
# the other attackers said not to be blocked, after a block (the subject, if any, is taken off first)
_REST = re.compile(r"(?:takes|take|took|is taking|are taking) the rest(?: of (?:the )?(?:damage|them|it))?|"
                   r"lets? the rest (?:through|in)|let the rest (?:through|in)|"
                   r"(?:doesn't|does not|didn't|did not|don't|do not) block (?:the rest|the others?|the other ones?|"
                   r"the other creatures?|the other attackers?|anything else)|"
                   r"the rest (?:are|is|go|goes|went|were|get|gets|got) (?:unblocked|through)|"
                   r"the others? (?:are|is|go|goes|went|were) unblocked|no other blocks?")
_SUBJECTS = (("my", "opponent"), ("the", "opponent"), ("opponent",), ("he",), ("she",), ("they",), ("i",), ("you",))


def _blockers(reader, toks: list[PTok], k: int) -> int:
    """How many cards are named from ``toks[k]`` on, joined by "and" / ","."""
    count = 0
    while k < len(toks):
        while k < len(toks) and toks[k].low in _WHOSE:
            k += 1
        n, d = reader.card_at(toks, k)
        if not n or d is None:
            n = _close_spelling_at(reader, toks, k)
        if not n:
            break
        count += 1
        k += n
        if k < len(toks) and toks[k].low in ("and", ","):
            k += 1 + (toks[k].low == "," and k + 1 < len(toks) and toks[k + 1].low == "and")
            continue
        break
    return count


def _close_spelling_at(reader, toks: list[PTok], k: int) -> int:
    """The words from ``toks[k]`` (two or three, up to "and", "," or a sentence's end) that spell one card's name
    closely ("Grizly Bears"), closer to it than to any other (.spelling.as_close), else 0: counted as a blocker named;
    the step reader reads the name itself (and names the close spelling)."""
    import difflib

    from .lexicon import fold_key
    from .spelling import as_close
    for j in range(min(len(toks), k + 3), k + 1, -1):
        if any(t.quoted or t.low in ("and", ",", "or") or t.low[:1] in ".?!;" for t in toks[k:j]):
            continue
        phrase = join_toks(toks[k:j])
        how, names = reader.lex.suggest(phrase)
        if how == "fuzzy" and names and difflib.SequenceMatcher(None, fold_key(phrase), fold_key(names[0])).ratio() \
                >= 0.85 and not as_close(fold_key(phrase), names):
            return j - k
    return 0


def group_blocks(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """The sentences with "double/triple block(s) with A and B" read as "block(s) with A and B" when that many
    creatures are named (module docstring)."""
    out = []
    for sent, q in sentences:
        k = next((i for i in range(len(sent) - 2) if sent[i].low in _GROUP and not sent[i].quoted and
                  not reader.protected(sent[i]) and sent[i + 1].low in _BLOCK_VERBS and sent[i + 2].low == "with"), None)
        hyph = None if k is not None else next(
            (i for i in range(len(sent) - 1) if "-" in sent[i].low and sent[i].low.split("-", 1)[0] in _GROUP and
             sent[i].low.split("-", 1)[1] in _BLOCK_VERBS and sent[i + 1].low == "with" and not sent[i].quoted), None)
        if k is not None and _blockers(reader, sent, k + 3) == _GROUP[sent[k].low]:
            reader.notes.append(f"'{sent[k].text} {sent[k + 1].text}': read as {sent[k + 1].low} with the "
                                f"{_GROUP[sent[k].low]} creatures named (509.1a)")
            reader.changed = True
            sent = sent[:k] + sent[k + 1:]
        elif hyph is not None and _blockers(reader, sent, hyph + 2) == _GROUP[sent[hyph].low.split("-", 1)[0]]:
            head, verb = sent[hyph].low.split("-", 1)
            reader.notes.append(f"'{sent[hyph].text}': read as {verb} with the {_GROUP[head]} creatures named (509.1a)")
            sent = sent[:hyph] + [reader.made(verb, sent[hyph])] + sent[hyph + 1:]
        out.append((sent, q))
    return out


def _rest_at(toks: list[PTok]) -> bool:
    """Whether the words (a subject first, or none) say the other attackers are not blocked."""
    w = [t.low for t in toks]
    for s in _SUBJECTS:
        if tuple(w[:len(s)]) == s:
            w = w[len(s):]
            break
    return bool(w) and _REST.fullmatch(" ".join(w).rstrip(" .!")) is not None


_UNBLOCKED_VERBS = frozenset({"went", "go", "goes", "is", "are", "was", "were", "got", "get", "gets", "stayed", "stays"})


def _named_unblocked(reader, toks: list[PTok]) -> list[list[PTok]] | None:
    """"bears and angel went unblocked" said after a block: one sentence "A is unblocked" per attacker named (each
    checked by the step reader to be attacking and not blocked, 509.1h); None when the words are not that."""
    if len(toks) < 3 or toks[-1].low != "unblocked" or toks[-2].low not in _UNBLOCKED_VERBS:
        return None
    parts, cur = [], []
    for t in toks[:-2]:
        if t.low in ("and", ","):
            if cur:
                parts.append(cur)
            cur = []
        elif t.low in ("the", "my", "both") or t.quoted:
            if t.quoted:
                return None
        else:
            cur.append(t)
    if cur:
        parts.append(cur)
    if not parts or any(len(p) > 4 for p in parts):
        return None
    return [[reader.made("the", p[0])] + p + [reader.made("is", toks[-2]), reader.made("unblocked", toks[-1])]
            for p in parts]


def rest_unblocked(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """The sentences without the words that say, after a block, that the other attackers are not blocked (module
    docstring)."""
    out: list[tuple[list[PTok], bool]] = []
    blocked = False
    for sent, q in sentences:
        if q or any(t.quoted for t in sent):
            out.append((sent, q))
            continue
        if blocked and _rest_at(sent):
            reader.notes.append(f"{join_toks(sent)!r}: the other attackers are not blocked, as the blocks said mean "
                                "(509.1a)")
            reader.changed = True
            continue
        for m in range(1, len(sent) - 1):
            if sent[m].low in ("and", ",") and any(t.low in _BLOCK_VERBS for t in sent[:m]) and _rest_at(
                    sent[m + 1 + (sent[m].low == "," and sent[m + 1].low == "and"):]):
                reader.notes.append(f"{join_toks(sent[m + 1:])!r}: the other attackers are not blocked, as the blocks "
                                    "said mean (509.1a)")
                reader.changed = True
                sent = sent[:m]
                break
            named = _named_unblocked(reader, sent[m + 1 + (sent[m].low == "," and sent[m + 1].low == "and"):]) \
                if sent[m].low in ("and", ",") and any(t.low in _BLOCK_VERBS for t in sent[:m]) else None
            if named:        # "…, bears and angel went unblocked": each is unblocked, as a sentence of its own
                reader.notes.append(f"{join_toks(sent[m + 1:])!r}: read as each of them unblocked (509.1h)")
                reader.changed = True
                out.append((sent[:m], q))
                out.extend((part, False) for part in named[:-1])
                sent = named[-1]
                break
        blocked = blocked or any(t.low in _BLOCK_VERBS for t in sent)
        out.append((sent, q))
    return out


_THEIRS = ("opponent's", "his", "her", "their")


def lone_attack(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """The sentences with a bare "… and attack" read as "attack with" the one creature named before (module
    docstring)."""
    out: list[tuple[list[PTok], bool]] = []
    for sent, q in sentences:
        w = [t.low for t in sent]
        end = len(w) - (w[-1:] == ["."])
        # "… and attack." at the sentence's end, or "… and swung, my opp blocked …" before a comma (ask52b)
        at = next((i + 2 for i in range(1, end - 1) if w[i] == "and" and w[i + 1] == "attack" and
                   (i + 2 == end or w[i + 2] in (",", ";"))), None) if not q and w[:1] == ["i"] else None
        if at is not None and at != end:
            end = at
        if q or end < 3 or w[end - 1] != "attack" or w[end - 2] != "and" or w[0] != "i" or \
                any(t.quoted for t in sent):
            out.append((sent, q))
            continue
        names: dict[str, bool] = {}      # creature card named before -> said as the opponent's somewhere
        tokens = False
        for s_toks in [x for x, _q in out] + [sent[:end - 2]]:
            k = 0
            while k < len(s_toks):
                n, d = reader.card_at(s_toks, k)
                if not n or d is None:
                    k += 1
                    continue
                tokens = tokens or "create" in str(d.get("text") or "").lower()
                if "Creature" in set(d.get("types") or ()):
                    theirs = k > 0 and s_toks[k - 1].low in _THEIRS
                    names[d["name"]] = names.get(d["name"], False) or theirs
                k += n
        if len(names) != 1 or tokens or any(names.values()):
            out.append((sent, q))
            continue
        name = next(iter(names))
        t = sent[end - 1]
        reader.notes.append(f"'attack': with {name}, the one creature named (508.1a)")
        reader.changed = True
        out.append((sent[:end] + [reader.made("with", t), *[reader.made(x, t) for x in name.split()]] + sent[end:],
                    q))
    return out


_BEFORE_BLOCKS = re.compile(r"(?:.* )?(before (?:blocks|blockers|blocking|the blocks?|(?:the )?(?:blocks|blockers) are "
                            r"declared|(?:the )?declare blockers(?: step)?)|during (?:the )?declare attackers(?: step)?|"
                            r"in (?:the )?declare attackers(?: step)?)")
_ATTACK_WORDS = ("attack", "attacks", "attacked", "attacking")


def before_blockers(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """The sentences without "before blockers" at their end where the order said already puts the step there (module
    docstring)."""
    out: list[tuple[list[PTok], bool]] = []
    attacked = blocked = False
    for sent, q in sentences:
        w = [t.low for t in sent]
        end = len(w) - (w[-1:] == ["."])
        m = None if q or any(t.quoted for t in sent) else _BEFORE_BLOCKS.fullmatch(" ".join(w[:end]))
        if m is not None:
            n = len(m.group(1).split())
            said_attack = attacked or any(x in _ATTACK_WORDS for x in w[:end - n])
            said_block = blocked or any(x in _BLOCK_VERBS for x in w[:end - n])
            if said_attack and not said_block and end - n > 2:
                reader.notes.append(f"'{m.group(1)}': the declare attackers step, where the step is read anyway (508)")
                reader.changed = True
                sent = sent[:end - n] + sent[end:]
                w = [t.low for t in sent]
        attacked = attacked or any(x in _ATTACK_WORDS for x in w)
        blocked = blocked or any(x in _BLOCK_VERBS for x in w) or "blocks" in w
        out.append((sent, q))
    return out


# "… during the declare blockers step", "In the declare blockers step, …": said of a clause after an attack and before
# any block (the step is then the next one of this combat, 509)
_DURING_BLOCKERS_END = re.compile(r"(.+?) ((?:during|in) (?:the )?declare blockers(?: step)?)")
_DURING_BLOCKERS_LEAD = re.compile(r"((?:during|in) (?:the )?declare blockers(?: step)?) ,? ?(.+)")


def blockers_step_said(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """The sentences with "during the declare blockers step" said of a statement after an attack and before any block
    read as the step ``declare blockers step`` before the statement (509: the blockers are declared as it begins, none
    here unless said); anywhere else the words stay as said (named when they cannot be read)."""
    out: list[tuple[list[PTok], bool]] = []
    attacked = blocked = False
    for sent, q in sentences:
        w = [t.low for t in sent]
        if "blockers" in w and not q and attacked and not blocked and not any(t.quoted for t in sent):
            end = len(w) - (w[-1:] == ["."])
            said = " ".join(w[:end])
            m = _DURING_BLOCKERS_END.fullmatch(said)
            lead = _DURING_BLOCKERS_LEAD.fullmatch(said) if m is None else None
            if m is not None or lead is not None:
                n = len((m.group(2) if m is not None else lead.group(1)).split())
                rest = sent[:end - n] if m is not None else [t for t in sent[n:end] if t.low != ","][:] \
                    if sent[n:n + 1] and sent[n].low == "," else sent[n:end]
                if rest and not any(x in _BLOCK_VERBS for x in w):
                    a = sent[end - n] if m is not None else sent[0]
                    reader.notes.append("'during the declare blockers step': that step of this combat (509), no "
                                        "blockers declared")
                    reader.changed = True
                    out.append(([reader.made("declare", a), reader.made("blockers", a), reader.made("step", a)], False))
                    out.append((rest + sent[end:], q))
                    attacked = True
                    continue
        attacked = attacked or any(x in _ATTACK_WORDS for x in w) or "swung" in w or "swings" in w
        blocked = blocked or any(x in _BLOCK_VERBS for x in w) or "blocks" in w or "blockers" in w
        out.append((sent, q))
    return out


# "after blocks", "after blockers are declared": said right after the block, the time the block said already is
_AFTER_BLOCKS = re.compile(r"after (?:the )?(?:blocks?|blockers?(?: (?:are|were|have been|got|get) declared)?|blocking|"
                           r"(?:he|she|they|opponent) (?:blocks|block|blocked))")


def after_blocks(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """The sentences without "after blocks" said at the start of a clause right after a clause that blocks ("opp blocks
    with Hill Giant, and after blocks I Giant Growth the bears"): what follows is done in the declare blockers step
    after the blocks (509), where the steps are read anyway. Anywhere else the words stay (named when not read)."""
    out: list[tuple[list[PTok], bool]] = []
    last_blocks = False        # the clause before blocks
    for sent, q in sentences:
        w = [t.low for t in sent]
        if "after" in w and not q and not any(t.quoted for t in sent):
            for i in (j for j, x in enumerate(w) if x == "after"):
                lead = i == 0 and last_blocks or i > 0 and w[i - 1] in (",", "and", "then") and \
                    any(x in _BLOCK_VERBS for x in w[:i])
                if not lead:
                    continue
                for n in range(5, 1, -1):
                    if _AFTER_BLOCKS.fullmatch(" ".join(w[i:i + n])) and i + n < len(w) and w[i + n] not in ("and",):
                        cut = n + (w[i + n] == ",")
                        reader.notes.append(f"{join_toks(sent[i:i + n])!r}: right after the blocks said, in the declare "
                                            "blockers step (509)")
                        reader.changed = True
                        sent = sent[:i] + sent[i + cut:]
                        w = [t.low for t in sent]
                        break
                break
        cl = [x for x in w]
        rel = next((k for k in range(len(cl) - 1, 0, -1) if cl[k] == "," and cl[k + 1:k + 2] in (["which"], ["who"])), None)
        if rel is not None and not any(x in (",", "and", ";") for x in cl[rel + 1:]):
            cl = cl[:rel]      # "… with my Grizzly Bears, which has Holy Strength on it.": the block is the clause
        last_blocks = any(x in _BLOCK_VERBS for x in cl[max((k for k, x in enumerate(cl) if x in (",", "and", ";")),
                                                             default=-1) + 1:]) or \
            any(x in _BLOCK_VERBS for x in cl) and not any(x in (",", "and") for x in cl)
        out.append((sent, q))
    return out


_BOTH = re.compile(r"(i|you|opponent) (?:attack|attacks) with (?:both|both of them|the two of them)")


def both_attack(reader, toks: list[PTok]) -> list[PTok]:
    """"I swung with both" (a clause, its subject read): the attack with the two creatures that player controls, when
    nothing but the board was read before it and that board gives the player exactly two creatures (508.1a: the
    active player declares the attackers); the clause as it was otherwise (then "both" is named as not read)."""
    w = [t.low for t in toks]
    end = len(w) - (w[-1:] == ["."])
    m = _BOTH.fullmatch(" ".join(w[:end]))
    if not m or any(t.quoted for t in toks):
        return toks
    c = reader.compiled_so_far()
    if c is None or any(not (isinstance(st, dict) and set(st) <= {"enter", "players", "life"}) for st in c.steps):
        return toks
    from .lexicon import card_name_of
    who = "you" if m.group(1) in ("i", "you") else "opponent"
    mine = [a for a in c.used if c.ctl.get(a, "you") == who and "Creature" in set(
        (reader.lex.card(card_name_of(a)) or {}).get("types") or ())]
    if len(mine) != 2:
        return toks
    k = w.index("with") + 1
    reader.notes.append(f"{join_toks(toks[k:end])!r}: {mine[0]} and {mine[1]}, the two creatures "
                        f"{'you control' if who == 'you' else 'the opponent controls'} (508.1a)")
    reader.changed = True
    t = toks[k]
    return toks[:k] + [reader.made(mine[0], t), reader.made("and", t), reader.made(mine[1], t)] + toks[end:]
