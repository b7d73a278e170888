"""Phrases of a question as players post it in a chat or a forum thread (ask51b, the fresh12 set's tuned half and the
tuned halves of fresh9 to fresh11), read so (a part of :class:`.prose.ProseReader`; each says so in a note):

- a sentence that says where or when the game was played and how it felt, before any card is named ("weird one from
  my LGS last night.", "Close game at FNM, tense af.", "ok so weird combat at FNM last night and we couldnt agree."):
  every word is one of :data:`_SETTING_WORDS` or :data:`_MOOD_WORDS` (no card's name, no number, no player, no verb
  of play, no negation but "couldn't agree"), and one of them names a place or a time of play; it says nothing of the
  board and is left out (:func:`setting_sentence`);
- a block said once for two pairs ("he blocked the wurm with his Wall of Wood and the bears with Savannah Lions"): the
  verb said again after "and" ("… and blocked the bears with Savannah Lions", 509.1a), when what follows "and" is
  one object, "with" and one object, with no verb and no second "and" (:func:`gapped_blocks`); "… with A and B" (a
  double block) is not touched;
- "Before damage, …" said right after a block: the same moment as "after blocks" (the declare blockers step, 509),
  read so only when no card the question names prints or grants first strike or double strike (with one, "before
  damage" could be before either combat damage step, 510.4, and the words stay unread) (:func:`before_damage`);
- a question of the game's end or of what is left, as players ask it: "gg?", "is that gg?", "is that game?" (who wins,
  104.3); "did I just win?" ("did I win?"); "what's dead?", "whats dead?", "what is dead?", "anything left?", "is
  anything left?" (what dies, 704.5g); "who's dead" and "is that lethal" are not read so (a player or a creature could
  be meant) (:func:`outcome_question`).

And (ask52b, the tuned halves of fresh13, fresh12, fresh11, fresh10): "she had no creatures so no block" and "opp at 10
with no blockers" (:func:`absence_clause`, :func:`absence_tail`: the aside's claim, checked the same way, a creature a
control spell took before it not counted); a P/T aside "(3/4)" checked against the engine's answer at that moment
(:func:`pt_aside`, :func:`check_pt_claims`); "what's still alive on their side?" (which of his creatures survive);
"…, and once the turn ends who controls it?" and "life totals after?" (:func:`question_times`); "how big are my tokens
and do they have vigilance?" (:func:`they_of_group`); "…, the ETB targets her Serra Angel" (:func:`etb_targets`).

Not read so (tried, and refused): "Can I attack with X?" as "Can X attack?" — the step tries the attack by X's
controller, so "My opp has a Hill Giant. Can I attack with it?" was "Yes".
"""
from __future__ import annotations

import re

from .lexicon import AskError, CLAUSE_VERBS, PROSE_VERBS, QUESTION_START, SECOND_QUESTION
from .ptoks import PTok, join_toks

__all__ = ["setting_sentence", "gapped_blocks", "before_damage", "outcome_question"]

# the words that name a place or a time of play ("at FNM", "my LGS", "last night", "our league")
_SETTING_WORDS = frozenset({"fnm", "lgs", "league", "prerelease", "prerelease-style", "tournament", "event", "store",
                            "shop", "night", "yesterday", "tonight", "weekend", "today", "game", "kitchen", "table",
                            "casual", "pod", "draft", "locals", "friday"})
# the other words such a sentence may hold: how it felt, whose place, fillers (none says anything of a board)
_MOOD_WORDS = frozenset({"ok", "okay", "so", "weird", "odd", "strange", "close", "tense", "af", "fun", "wild", "crazy",
                         "one", "a", "an", "the", "at", "from", "in", "on", "my", "our", "last", "this", "earlier",
                         "local", "and", "we", "agree", "lol", "lmao", "kinda", "very", "really", "super", "judge",
                         "call", "combat", "hey", "judges", "question", "q", "situation", "story", "time", "tilted",
                         "both", "were", "interesting", "spicy", "long", "came", "up", "happened", "during", "of",
                         "all", "guys", "folks", "everyone"})
_AGREE_NEGATIONS = frozenset({"couldnt", "couldn't", "cant", "can't", "didnt", "didn't"})
_WORD = re.compile(r"[a-z0-9'/{}+-]+")


def setting_sentence(reader, sent: list[PTok]) -> bool:
    """Whether a sentence (not a question) says only where or when the game was played and how it felt (module
    docstring); when it does, a note says so and the caller leaves it out."""
    if not sent or any(t.quoted or t.bracket for t in sent):
        return False
    if reader.lex.names_in(reader.q[:sent[0].start]):
        return False                 # said after a card was named: it could be of the story
    words = [w for t in sent for w in _WORD.findall(t.low)]
    if not words or any(re.search(r"[\d/{}+]", w) for w in words):
        return False
    if not any(w in _SETTING_WORDS for w in words):
        return False
    for k, w in enumerate(words):
        if w in _SETTING_WORDS or w in _MOOD_WORDS:
            continue
        if w in _AGREE_NEGATIONS and words[k + 1:k + 2] == ["agree"]:
            continue                 # "we couldn't agree": of the players' dispute, not of the board
        return False
    if any(n > 1 or n and sent[k].text[:1].isupper() for k in range(len(sent)) for n in [reader.card_at(sent, k)[0]]):
        return False                 # a card's name ("Night", "One", "Odd"): said as a name, it is a card
    reader.notes.append(f"{join_toks(sent)!r}: where or when the game was played, not the board; not read")
    reader.changed = True
    return True


_BLOCK_VERBS = frozenset({"block", "blocks", "blocked"})
# words that end the second pair (what follows is another clause)
_PAIR_END = frozenset({",", ".", ";", "!", "?", "then", "but", "so", "and"})
# words that make the words after "and" a clause of their own, not a second pair
_NOT_PAIR = frozenset({"is", "are", "was", "were", "has", "have", "had", "gets", "got", "dies", "died", "attacks",
                       "attacked", "blocks", "blocked", "block", "cast", "casts", "went", "goes", "go", "takes", "took",
                       "deals", "dealt", "i", "he", "she", "they", "we", "it", "opponent", "opp", "unblocked", "in",
                       "on", "to", "at", "front", "then"})


def gapped_blocks(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """The sentences with "VERB A with B and C with D" said with the verb again after "and" (module docstring)."""
    out = []
    for sent, q in sentences:
        if not q:
            sent = _gapped(reader, sent)
        out.append((sent, q))
    return out


def _gapped(reader, sent: list[PTok]) -> list[PTok]:
    w = [t.low for t in sent]
    for v in (i for i, x in enumerate(w) if x in _BLOCK_VERBS and not sent[i].quoted):
        wi = next((i for i in range(v + 1, min(len(w), v + 7)) if w[i] == "with"), None)
        if wi is None or wi == v + 1 or any(x in _PAIR_END or x in _NOT_PAIR for x in w[v + 1:wi]):
            continue
        a = next((i for i in range(wi + 1, min(len(w), wi + 8)) if w[i] == "and"), None)
        if a is None or a == wi + 1 or any(x in _PAIR_END or x in _NOT_PAIR for x in w[wi + 1:a]):
            continue
        w2 = next((i for i in range(a + 1, min(len(w), a + 7)) if w[i] == "with"), None)
        if w2 is None or w2 == a + 1 or any(x in _PAIR_END or x in _NOT_PAIR for x in w[a + 1:w2]):
            continue
        end = next((i for i in range(w2 + 1, len(w)) if w[i] in _PAIR_END), len(w))
        if end == w2 + 1 or end - w2 > 7 or any(x in _NOT_PAIR for x in w[w2 + 1:end]) or \
                end < len(w) and w[end] == "and" and end + 1 < len(w) and w[end + 1] not in _NOT_PAIR:
            continue                 # "… and C with D and E": a double block of the second pair, not read here
        if any(t.quoted or reader.protected(t) for t in sent[v:end]):
            continue
        reader.notes.append(f"{join_toks(sent[a + 1:end])!r}: '{sent[v].text}' said once for two blocks: "
                            f"{sent[v].low} {join_toks(sent[a + 1:end])} (509.1a)")
        return sent[:a + 1] + [reader.made(sent[v].text, sent[v])] + _gapped(reader, sent[a + 1:])
    return sent


_BEFORE_DAMAGE = re.compile(r"before (?:the )?(?:combat )?damage(?: (?:is|was|gets|got) (?:dealt|done))?|"
                            r"before (?:the )?damage step|before (?:any )?damage (?:happens|goes through)")
_STRIKE = re.compile(r"\b(?:first strike|double strike)\b", re.I)


def before_damage(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """The sentences with "Before damage" at the start of a sentence said right after one that blocks, as "After
    blocks" (read by .prose_combat.after_blocks); unchanged when a card the question names prints or grants first
    strike or double strike (module docstring)."""
    out: list[tuple[list[PTok], bool]] = []
    last_blocks = False
    strike = None
    for sent, q in sentences:
        w = [t.low for t in sent]
        if not q and last_blocks and w[:1] == ["before"] and not any(t.quoted for t in sent):
            for n in range(6, 1, -1):
                if _BEFORE_DAMAGE.fullmatch(" ".join(w[:n])) and n < len(w) and w[n] != "and":
                    if strike is None:
                        strike = any(_STRIKE.search(str((reader.lex.card(name) or {}).get("text") or ""))
                                     for name in reader.lex.names_in(reader.q))
                    if strike:
                        break        # before first-strike damage or before regular damage (510.4): not said
                    reader.notes.append(f"{join_toks(sent[:n])!r}: right after the blocks said, before any combat "
                                        "damage (509, 510)")
                    sent = [reader.made("after", sent[0]), reader.made("blocks", sent[n - 1])] + sent[n:]
                    break
        last_blocks = any(x in _BLOCK_VERBS for x in w)
        out.append((sent, q))
    return out


# questions of the game's end ("gg?"), as "who wins"
_WHO_WINS = frozenset({"gg", "is that gg", "is it gg", "thats gg", "that's gg", "is that game", "is that the game",
                       "gg then", "is it game"})
# "did I just win?": the question without "just"
_JUST = re.compile(r"(?:did|do|does) (?:i|he|she|they|opponent|my opponent) just (?:win|lose)")
# questions of what is left, as "what dies"
_WHAT_DIES = frozenset({"what's dead", "whats dead", "what is dead", "what all died", "what all dies",
                        "anything left", "is anything left", "is there anything left", "whats left",
                        "what's dead now", "whats dead now", "anything left now"})


# "what's (still) alive (on their side)?": which creatures (of that side) survive, asked by what is left (ask52b); the
# step reader's "which of his creatures survive?" checks that every creature there is that player's (a verdict over
# all of them would name one player's creature as the other's)
_ALIVE = re.compile(r"(?:what's|whats|what is|what) (?:still )?(?:alive|left alive|surviving)(?: on (his|her|their|my|"
                    r"opponent's|opp's|the opponent's|my opponent's) side)?(?: now)?")
_SIDE_WHOSE = {"his": "his", "her": "her", "their": "their", "opponent's": "his", "opp's": "his", "the opponent's": "his",
               "my opponent's": "his", "my": "my"}


def outcome_question(reader, toks: list[PTok]) -> list[PTok]:
    """A question (its tokens, without its mark) as the reader asks it (module docstring); the tokens unchanged when
    it is none of these."""
    body = [t for t in toks if t.low not in ("?", "??", "?!", "!?")]
    if not body or any(t.quoted for t in body):
        return toks
    said = " ".join(t.low for t in body).replace(" 's", "'s").strip(" ?!.")
    if said in _WHO_WINS:
        reader.notes.append(f"{join_toks(body)!r}: whether the game is over, asked as who wins (104.3)")
        return [reader.made("who", body[0]), reader.made("wins", body[-1])]
    if _JUST.fullmatch(said):
        k = next(i for i, t in enumerate(body) if t.low == "just")
        reader.changed = True
        return body[:k] + body[k + 1:]
    if said in _WHAT_DIES:
        reader.notes.append(f"{join_toks(body)!r}: asked as what dies (704.5g)")
        return [reader.made("what", body[0]), reader.made("dies", body[-1])]
    m = _ALIVE.fullmatch(said)
    if m:
        reader.notes.append(f"{join_toks(body)!r}: asked as which creatures survive (704.5g)")
        whose = [reader.made("of", body[0]), reader.made(_SIDE_WHOSE[m.group(1)], body[-1])] if m.group(1) else []
        return [reader.made("which", body[0])] + whose + [reader.made("creatures", body[-1]),
                                                          reader.made("survive", body[-1])]
    w = [t.low for t in body]
    end = len(w) - (w[-1:] == ["now"])
    end -= 1 if w[end - 1:end] in (["dead"], ["alive"]) else len(w)
    end -= w[end - 1:end] == ["still"]
    if 0 < end <= 5 and w[0] not in QUESTION_START and not set(w[:end]) & (PROSE_VERBS | CLAUSE_VERBS | _ELLIPSIS_VETO):
        # "Bears dead?", "my angel still alive?": a yes/no question said without its verb ("Is the Bears dead?")
        reader.notes.append(f"{join_toks(body)!r}: asked as 'is {join_toks(body)}?'")
        the = [] if w[0] in _DETERMINERS else [reader.made("the", body[0])]
        return [reader.made("is", body[0])] + the + body
    return toks


_DETERMINERS = frozenset({"the", "my", "his", "her", "their", "your", "opponent's", "opp's", "a", "an", "both"})


# words that make the words before "dead?" more than a name ("if", "and", a player)
_ELLIPSIS_VETO = frozenset({"if", "and", "or", "when", "after", "before", "i", "he", "she", "they", "we", "you", "not",
                            "no", "who", "what", ","})



# "… after all that?": the moment after everything the question tells, which is when every answer is given
_AFTER_ALL = (("after", "all", "that"), ("after", "all", "this"), ("after", "all", "of", "that"),
              ("after", "all", "of", "this"), ("after", "everything"), ("after", "it", "all"),
              ("after", "everything", "resolves"), ("after", "all", "that", "resolves"),
              ("after", "all", "of", "that", "resolves"), ("after", "everything", "resolved"),
              # "life totals after?", "what's he at afterwards?": after the story (ask52b)
              ("after",), ("afterwards",), ("after", "that"))
_AFTER_ALL_NEXT = frozenset({"and", ",", "?", "??", "now", "then"})
# "can it attack right away?": now, as players say it at a yes/no question's end
_RIGHT_NOW = (("right", "now"), ("right", "away"), ("straight", "away"), ("immediately",))
# "after combat what's my life …": a time said before the question word, said after it instead
_LEAD_TIMES = (("after", "combat", "damage"), ("after", "combat"), ("after", "the", "combat"), ("after", "damage"),
               ("at", "the", "end", "of", "combat"), ("at", "end", "of", "combat"),
               # "once the turn ends who controls the angel?" (ask52b): the turn over, as "… once the turn ends" reads
               ("once", "the", "turn", "ends"), ("after", "the", "turn", "ends"), ("when", "the", "turn", "ends"),
               ("after", "eot"), ("after", "end", "of", "turn"))


def lead_time_asks(words: list[str]) -> bool:
    """Whether the words start with a time said before a question word ("once the turn ends who controls …"): the
    second question of "what's his life, and once the turn ends who controls the angel?" (ProseReader.two_questions)."""
    for lead in _LEAD_TIMES:
        n = len(lead)
        if tuple(words[:n]) == lead:
            j = n + (words[n:n + 1] == [","])
            return j < len(words) and words[j] in _ASKS
    return False
_ASKS = frozenset({"what", "what's", "whats", "how", "who", "which", "where", "does", "do", "did", "is", "are"})


def _second_question_next(rest: list[str]) -> bool:
    """Whether the words after a bare "after" start a second question ("Life totals after, and what dies?", ask53):
    the "after" ends the first question, so it is the moment after the story, as "life totals after?" is."""
    j = (rest[:1] == [","]) + (rest[(rest[:1] == [","]):][:1] == ["and"])
    return j > 0 and j < len(rest) and rest[j] in SECOND_QUESTION


def question_times(reader, toks: list[PTok]) -> list[PTok]:
    """A question with "after all that" (and the like) left out, and a time said before its question word ("after
    combat what's my life and what's dead?") said after the first question instead ("what's my life after combat and
    …"); the tokens unchanged otherwise. "after all that" was read as the start of a card's name (All That Glitters
    entered the battlefield and died: "What dies after all that?" answered "Dies: Grizzly Bears, All That Glitters")."""
    if any(t.quoted for t in toks):
        return toks
    w = [t.low for t in toks]
    end = len(w) - (w[-1:] == ["?"])
    for now in _RIGHT_NOW:       # "can it swing right now?" (ask53): "now", the moment the story ends
        asks = any(x in ("can", "could") and (i == 0 or w[i - 1] == ",") for i, x in enumerate(w))
        if asks and end > len(now) + 2 and tuple(w[end - len(now):end]) == now:
            toks = toks[:end - len(now)] + [reader.made("now", toks[end - len(now)], toks[end - 1])] + toks[end:]
            w = [t.low for t in toks]
            reader.changed = True
            break
    k = 0
    while k < len(w):
        hit = next((p for p in sorted(_AFTER_ALL, key=len, reverse=True) if tuple(w[k:k + len(p)]) == p and
                    (k + len(p) == len(w) or w[k + len(p)] in _AFTER_ALL_NEXT) and
                    (len(p) > 1 and p != ("after", "that") or all(x.startswith("?") for x in w[k + len(p):]) or
                     _second_question_next(w[k + len(p):]))), None)
        if hit and k:
            reader.notes.append(f"{join_toks(toks[k:k + len(hit)])!r}: the moment after everything the question "
                                "tells, when every answer is given")
            reader.changed = True
            toks = toks[:k] + toks[k + len(hit):]
            w = [t.low for t in toks]
            continue
        k += 1
    for lead in _LEAD_TIMES:
        n = len(lead)
        if tuple(w[:n]) != lead:
            continue
        j = n + (w[n:n + 1] == [","])
        if j >= len(w) or w[j] not in _ASKS:
            break
        rest = toks[j:]
        cut = next((i for i in range(1, len(rest) - 1) if rest[i].low == "and" and rest[i + 1].low in _ASKS), None)
        if cut is None:
            cut = len(rest) - (rest[-1].low.startswith("?"))
        reader.notes.append(f"{join_toks(toks[:n])!r}: said before the question, the time it asks about")
        reader.changed = True
        return rest[:cut] + [reader.made(x.text, x) for x in toks[:n]] + rest[cut:]
    return toks


# "After the Counterspell resolves he Shocks the bears.": the spell's resolving, then what is done after it
_AFTER_RES = re.compile(r"after (?:the |that |this |his |my |her |their )?(?:[\w'-]+ ){0,4}?"
                        r"(?:resolves|resolved|has resolved|had resolved|finishes resolving)")
# what "after … resolves" may not name here ("After it resolves I Shock it": "it" would be read twice over)
_NOT_NAMED = frozenset({"it", "they", "this", "everything", "all", "both", "those", "these", "them"})
_DOERS = frozenset({"i", "he", "she", "they", "we", "opp", "opponent", "my", "his", "her", "their"})


def after_resolves(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """A sentence "After X resolves[,] SUBJECT VERB …" (not a question) as two: "X resolves." (read by
    .prose_resolves: the stack resolves down to X, 405.5) and what the subject does after; unchanged otherwise."""
    out: list[tuple[list[PTok], bool]] = []
    for sent, q in sentences:
        w = [t.low for t in sent]
        if q or w[:1] != ["after"] or any(t.quoted for t in sent):
            out.append((sent, q))
            continue
        m = _AFTER_RES.match(" ".join(w))
        n = len(m.group(0).split()) if m else 0
        j = n + (w[n:n + 1] == [","])
        if not m or j >= len(w) - 1 or w[j] not in _DOERS or w[1] in _NOT_NAMED:
            out.append((sent, q))
            continue
        reader.notes.append(f"{join_toks(sent[:n])!r}: the spell resolves (405.5), then what follows is done")
        reader.changed = True
        out.append((sent[1:n], False))
        out.append((sent[j:], False))
    return out


def pronoun_resolves(reader, toks: list[PTok]) -> list[PTok] | None:
    """"that resolves" / "it resolves" / "this resolves" said after a spell was cast: that spell, the top of the stack
    (the last cast, 405.5), resolves: the step ``resolve 1``; None when the words are not that or the last step read was
    not a cast of a spell still on the stack."""
    w = [t.low for t in toks]
    if len(w) != 2 or w[0] not in ("that", "it", "this") or w[1] not in ("resolves", "resolved"):
        return None
    from .prose_resolves import _stack
    c = reader.compiled_so_far()
    if c is None or not c.steps:
        return None
    last = c.steps[-1]
    if not isinstance(last, dict) or "cast" not in last:
        return None
    what = last["cast"]
    name = str(what.get("card") if isinstance(what, dict) else what)
    stack = _stack(c.steps)
    if not stack or stack[-1] != name:
        return None
    reader.notes.append(f"{join_toks(toks)!r}: {name}, the last spell cast, resolves (405.5)")
    reader.changed = True
    return [reader.made("resolve", toks[0], toks[-1]), reader.made("1", toks[-1])]


_NONE_OF = r"(?:flyers|fliers|flying creatures|creatures|blockers|untapped creatures)"   # what a player "has no" of
_FLYING_WORDS = ("flyers", "fliers", "flying creatures")
# "(opp had no flyers)", "(he has no creatures)": an aside that says a player controls no creature of a kind
_ABSENCE = re.compile(r"\(?(?:(opp|opponent|my opp|my opponent|he|she|they|i)\s+(?:had|has|have|controls|controlled)\s+"
                      r"|with\s+)no\s+(" + _NONE_OF + r")\)?")
_ABSENCE_WHO = {"i": "you"}


def absence_aside(reader, group: list[PTok]) -> str | None:
    """The note when an aside in round brackets says that a player controls no creature ("(opp had no flyers)", "(he
    has no creatures)"); the claim is kept, and :func:`check_absence` refuses the question when the board read gives
    that player such a creature. None when the aside is not that."""
    said = " ".join(t.low.strip("()") for t in group).strip()
    m = _ABSENCE.fullmatch(said)
    if not m or not m.group(1) or not group[0].low.startswith("(") or not group[-1].low.endswith(")"):
        return None
    who = _ABSENCE_WHO.get(m.group(1), "opponent")
    kind = "flying" if m.group(2) in _FLYING_WORDS else "creature"
    reader.__dict__.setdefault("_absence", []).append((join_toks(group), who, kind, None))
    return f"{join_toks(group)!r}: {who} controls no {'creature with flying' if kind == 'flying' else 'creature'} " \
           "(checked against the board read)"


# "she had no creatures so no block", "He was at 9 and had no flyers so no block": the same claim said as a clause
# ("… has no creatures at all", "he has no other creatures": the same claim, ask53; "other" is checked as "no": a
# creature of that player named before it makes the question not read, never answered)
_ABSENCE_SAID = re.compile(r"(opponent|opp|my opp|my opponent|he|she|they|i)\s+(?:had|has|have|controls|controlled)\s+no\s+"
                           r"(?:other\s+)?(" + _NONE_OF + r")(?:\s+at\s+all)?(\s*,?\s*so\s+no\s+blocks?)?")
# the same said after "and" with the subject of the clause before ("He was at 9 and had no flyers so no block")
_ABSENCE_AFTER_AND = re.compile(r"(?:had|has|have|controls|controlled) no (?:other )?" + _NONE_OF +
                                r"(?: at all)?(?: ,)?(?: so no blocks?)?(?: \.)?")


_ABSENCE_TAIL = re.compile(r"(opponent|opp|my opp|my opponent|he|she|they|i|i'm|he's|she's|they're)\s+(?:(?:is|was|are|am)"
                           r"\s+)?(?:at|on)\s+\d+(?:\s+life)?\s+(with\s+no\s+(" + _NONE_OF + r"))")


def absence_tail(reader, toks: list[PTok]) -> list[PTok]:
    """"opp at 10 with no blockers": a player's life said with what the player has not; the claim is kept and checked
    as :func:`absence_clause`'s, the life read as said (the clause without the tail). The tokens unchanged otherwise."""
    w = [t.low for t in toks]
    end = len(w) - (w[-1:] == ["."])
    m = _ABSENCE_TAIL.fullmatch(" ".join(w[:end])) if toks and not any(t.quoted for t in toks) else None
    if not m or m.group(1) in ("he", "she", "they", "he's", "she's", "they're") and not reader.two_players:
        return toks
    n = len(m.group(2).split())
    who = "you" if m.group(1) in ("i", "i'm") else "opponent"
    _record_absence(reader, toks, toks[end - n:end], who, m.group(3))
    return toks[:end - n] + toks[end:]


def _record_absence(reader, toks: list[PTok], said: list[PTok], who: str, what: str) -> None:
    """Keep the claim that ``who`` controls none of ``what`` (a word of :data:`_NONE_OF`) for :func:`check_absence`,
    with the number of steps read before it, and note it."""
    kind = "flying" if what in _FLYING_WORDS else "creature"
    so_far = reader.compiled_so_far()
    reader.__dict__.setdefault("_absence", []).append((join_toks(toks), who, kind,
                                                       len(so_far.steps) if so_far is not None else 0))
    reader.notes.append(f"{join_toks(said)!r}: {who} controls no "
                        f"{'creature with flying' if kind == 'flying' else 'creature'} (checked against the board read)")
    reader.changed = True


def absence_follows(words: list[str]) -> bool:
    """Whether the words after "and" are a clause of :func:`absence_clause` without its subject."""
    return bool(_ABSENCE_AFTER_AND.fullmatch(" ".join(words)))
_ABSENCE_SUBJECTS = {"i": "you", "opponent": "opponent", "opp": "opponent", "my opp": "opponent",
                     "my opponent": "opponent", "he": "opponent", "she": "opponent", "they": "opponent"}


def absence_clause(reader, toks: list[PTok]) -> list[PTok] | None:
    """A clause that says a player controls no creature of a kind ("she had no creatures so no block", "[He was at 9
    and] had no flyers so no block"; he, she and they are the opponent of two players): the claim is kept and checked
    against the board read (:func:`check_absence`: a creature of that player read makes the question not read, unless
    a spell read before the claim took control of it), and "so no block" is the step ``no blocks`` (509.1a; only after
    an attack was read). [] when nothing is left to read; None when the clause is not that."""
    if not toks or any(t.quoted for t in toks):
        return None
    w = [t.low for t in toks]
    end = len(w) - (w[-1:] == ["."])
    m = _ABSENCE_SAID.fullmatch(" ".join(w[:end]))
    if not m or m.group(1) in ("he", "she", "they") and not reader.two_players:
        return None
    _record_absence(reader, toks, toks, _ABSENCE_SUBJECTS[m.group(1)], m.group(2))
    if not m.group(3):
        return []
    c = reader.compiled_so_far()
    if c is None or not any(isinstance(st, dict) and "attack" in st for st in c.steps):
        raise AskError(f"{join_toks(toks)!r}: no block, but no attack was read before it", reader.q, toks[0].start,
                       toks[-1].end)
    return [reader.made("no", toks[end - 2]), reader.made("blocks", toks[end - 1])]


_TAKES_CONTROL = re.compile(r"gain control of (?:target|it\b)|you control enchanted creature", re.I)


def check_absence(reader) -> None:
    """Raises AskError when an absence said in an aside (:func:`absence_aside`) is contradicted by the board read: a
    creature of that player (with flying, for "no flyers": printed, or any word of flying or reach in its text, which
    could grant it) enters in the steps."""
    claims = reader.__dict__.get("_absence")
    if not claims:
        return
    c = reader.compiled_so_far()
    if c is None:
        return
    for said, who, kind, before in claims:
        # a creature of that player that a spell read before the claim took control of ("I Act of Treason'd her Craw
        # Wurm and swung with it; she had no creatures"): not that player's when the claim is said
        taken = {str(t) for st in (c.steps[:before] if before else []) if isinstance(st, dict)
                 and isinstance(st.get("cast"), dict) and _TAKES_CONTROL.search(str((reader.lex.card(str(
                     st["cast"].get("card"))) or {}).get("text") or "")) for t in st["cast"].get("targets") or ()}
        for st in c.steps:
            v = st.get("enter") if isinstance(st, dict) else None
            for item in v if isinstance(v, list) else [v]:
                if item is None:
                    continue
                name = item.get("card") if isinstance(item, dict) else item
                ctrl = (item.get("controller") if isinstance(item, dict) else None) or "you"
                d = reader.lex.card(str(name)) if name else None
                if d is None or ctrl != who or "Creature" not in set(d.get("types") or ()) or \
                        str((item.get("as") if isinstance(item, dict) else None) or name) in taken:
                    continue
                text = str(d.get("text") or "").lower()
                if kind == "creature" or "flying" in text or "reach" in text:
                    raise AskError(f"{said!r} says {who} controls no such creature, but the question gives {who} "
                                   f"{d['name']}: which is meant is not said")


# "I have A and B out, plus C and D.": a board statement and more of it after "plus" / "as well as"
_HAVE_SUBJECTS = (("i",), ("he",), ("she",), ("they",), ("opp",), ("my", "opp"), ("opponent",), ("my", "opponent"),
                  ("the", "opponent"))
_HAVE_VERBS = (("have",), ("has",), ("control",), ("controls",), ("'ve", "got"), ("have", "got"), ("has", "got"),
               ("got",))
_PLUS = (("plus",), ("as", "well", "as"), ("and", "also"))
_PLUS_VETO = frozenset({"if", "when", "unless", "after", "before", "no", "not", "then", "but", "in", "hand", "graveyard",
                        "library", "exile", "tapped", "untapped", "counter", "counters", "with", "on"})


def plus_more(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """A statement "SUBJECT have A [and B] [out], plus C and D" as two: "SUBJECT have A [and B] [out]." and "SUBJECT
    have C and D." (the same player has them all on the battlefield, as "I also have …" says); unchanged when the words
    after "plus" hold a verb, a zone, a state or a condition (:data:`_PLUS_VETO`)."""
    out: list[tuple[list[PTok], bool]] = []
    for sent, q in sentences:
        w = [t.low for t in sent]
        subj = next((s for s in _HAVE_SUBJECTS if tuple(w[:len(s)]) == s), None) if not q else None
        verb = next((v for v in _HAVE_VERBS if subj and tuple(w[len(subj):len(subj) + len(v)]) == v), None)
        hit = None
        if subj and verb and not any(t.quoted for t in sent):
            for k in range(len(subj) + len(verb) + 1, len(w)):
                p = next((x for x in _PLUS if tuple(w[k:k + len(x)]) == x), None)
                if p and (w[k - 1] == "," or p != ("and", "also")):
                    hit = (k, p)
                    break
        if hit is None:
            out.append((sent, q))
            continue
        k, p = hit
        rest = sent[k + len(p):]
        rw = {t.low for t in rest}
        if not rest or rw & (PROSE_VERBS | CLAUSE_VERBS | _PLUS_VETO):
            out.append((sent, q))
            continue
        head = sent[:k - (w[k - 1] == ",")]
        n = len(subj) + len(verb)
        reader.notes.append(f"{join_toks(sent[k:k + len(p)])!r}: more of what {join_toks(sent[:len(subj)])} "
                            f"{join_toks(sent[len(subj):n])}")
        reader.changed = True
        out.append((head, False))
        out.append(([reader.made(x.text, x) for x in sent[:n]] + rest, False))
    return out


# "what size are my soldiers?", "whats the P/T of my Soldier tokens": a group of one player's creature tokens or of a
# creature type, asked what it is: the step language's "your creatures" / "opponent's creatures" (each one shown)
_GROUP_WHOSE = {"my": "your", "his": "opponent's", "her": "opponent's", "their": "opponent's", "opponent's": "opponent's",
                "opp's": "opponent's"}
_WHAT_ASKS = frozenset({"what", "what's", "whats", "how"})
_SIZE_WORDS = frozenset({"p/t", "pt", "size", "big", "power", "toughness", "stats", "are"})


def _creature_plural(word: str) -> bool:
    from ..subtypes import CREATURE_TYPES
    if word == "tokens":
        return True
    for stem in (word[:-1] if word.endswith("s") else None, word[:-2] if word.endswith("es") else None):
        if stem and stem.capitalize() in CREATURE_TYPES:
            return True
    return False


def group_asked(reader, toks: list[PTok]) -> list[PTok]:
    """A "what" question naming one player's creatures by a plural ("my soldiers", "my Soldier tokens", "his tokens")
    as that player's creatures (all of them are shown, each answered); the tokens unchanged otherwise, and always in a
    yes/no question (a verdict on all of one player's creatures is not one on the soldiers)."""
    if not toks or toks[0].low not in _WHAT_ASKS or any(t.quoted for t in toks):
        return toks
    w = [t.low for t in toks]
    for k in range(1, len(w) - 1):
        if w[k] not in _GROUP_WHOSE:
            continue
        from ..subtypes import CREATURE_TYPES
        n = 0
        if w[k + 2:k + 3] == ["tokens"] and w[k + 1].capitalize() in CREATURE_TYPES:
            n = 2                    # "my Soldier tokens"
        elif _creature_plural(w[k + 1]):
            n = 1                    # "my soldiers", "my tokens"
        if not n:
            continue
        if reader.card_at(toks, k + 1)[0] or any(w[k + 1] in n.lower().split() or w[k + 1].rstrip("s") in
                                                 n.lower().split() for n in reader.lex.names_in(reader.q)):
            continue                 # a card's name or a word of one the question names ("my bears"): read as it
        if not set(w) & _SIZE_WORDS:
            continue                 # asked what they are: their size, power, toughness
        if k + 1 + n < len(w) and w[k + 1 + n] not in ("and", ",", "now", "?"):
            continue
        said = join_toks(toks[k:k + 1 + n])
        reader.notes.append(f"{said!r}: asked of each of {'your' if w[k] == 'my' else 'the opponent' + chr(39) + 's'} "
                            "creatures (each answered)")
        return toks[:k] + [reader.made(_GROUP_WHOSE[w[k]], toks[k]), reader.made("creatures", toks[k + n])] + \
            toks[k + 1 + n:]
    return toks


# "(3/4)", "(so 5/4)", "(5/5 now)": a player's aside saying what size the creature just spoken of is
_PT_ASIDE = re.compile(r"\(\s*(?:so |now |its |it's |making it |which makes it |=\s*)?(\d{1,2})/(\d{1,2})"
                       r"(?: now| i think| right| iirc)?(?: lol| haha| lmao)?\s*\??\s*\)")   # "(4/1 lol)" (ask53)


def pt_aside(reader, group: list[PTok]) -> str | None:
    """The note when an aside in round brackets says a power and toughness ("(3/4)", "(so 5/4)"): kept as a claim that
    :func:`check_pt_claims` checks against the engine's answer at that moment (a claim the engine does not find makes
    the question not read); None when the aside is not that."""
    said = " ".join(t.low for t in group).replace("( ", "(").replace(" )", ")")
    m = _PT_ASIDE.fullmatch(said)
    if not m:
        return None
    reader.__dict__.setdefault("_pt_claims", []).append((group[0].start, group[-1].end, join_toks(group),
                                                          f"{m.group(1)}/{m.group(2)}"))
    return f"{join_toks(group)!r}: what size the creature is then (checked against the engine's answer)"


def _steps_of(reader, text: str):
    from .steps import StepCompiler, split_pieces
    if reader.turn is not None:
        text = "players: opponent, you; " + text
    try:
        c = StepCompiler(text, reader.lex, reader.edition)
        c.compile(split_pieces(text, reader.lex))
    except AskError:
        return None
    return c


def _creatures_of_clause(reader, first: int, last: int) -> list[str]:
    """The creatures (their names in the steps) that the steps read from the clause reader.out[first:last] name: the
    steps read up to its end less those read before it, every object they name ("the lions" is Savannah Lions there)."""
    from .lexicon import card_name_of
    upto = _steps_of(reader, join_toks(reader.out[:last]).rstrip(" ;"))
    if upto is None:
        return []
    head = join_toks(reader.out[:first]).rstrip(" ;")
    n0 = len(_steps_of(reader, head).steps) if head.strip() and _steps_of(reader, head) is not None else 0
    said: list[str] = []

    def walk(v) -> None:
        if isinstance(v, dict):
            for k, x in v.items():
                walk(k)
                walk(x)
        elif isinstance(v, (list, tuple)):
            for x in v:
                walk(x)
        elif isinstance(v, str) and v in upto.used and v not in said:
            d = reader.lex.card(card_name_of(v))
            if d is not None and "Creature" in set(d.get("types") or ()):
                said.append(v)
    walk(upto.steps[n0:])
    return said


# kb.engine.ask.read's compile_question, set by that module as it loads (it reads prose with this module's readers,
# so this module doesn't import it: the flow stays one-way): the P/T check compiles the question's steps so far
COMPILE_QUESTION: list = []


def check_pt_claims(reader) -> None:
    """Each P/T aside (:func:`pt_aside`) checked: the clause it follows names exactly one creature card, the steps read
    up to the end of that clause are run with that creature shown, and its P/T must be the one said; else AskError
    naming the aside (what the player sees may come of a card or an effect the question does not say: the words are not
    read, never left out)."""
    claims = reader.__dict__.get("_pt_claims")
    if not claims:
        return
    from ..scenario import LDict, LList, _ldata, from_data, run
    compile_question = COMPILE_QUESTION[0]
    for start, end, said, pt in claims:
        before = [c for c in reader.clause_toks if c[3] <= start]
        if not before or any(c[2] < start < c[3] for c in reader.clause_toks):
            raise AskError(f"{said!r}: which creature it sizes is not said", reader.q, start, end)
        first, last = before[-1][0], before[-1][1]
        creatures = _creatures_of_clause(reader, first, last)
        if len(creatures) != 1:
            raise AskError(f"{said!r}: which creature it sizes is not said ({', '.join(creatures) or 'none named'})",
                           reader.q, start, end)
        text = join_toks(reader.out[:last]).rstrip(" ;")
        if reader.turn is not None:
            text = "players: opponent, you; " + text
        try:
            comp = compile_question(text + "; show " + creatures[0], reader.lex.conn, reader.edition, reader.lex,
                                    prose=False)
            data = _ldata(dict(comp.data))
            if isinstance(data["steps"], LList):
                data["steps"].item_lines = list(range(1, len(data["steps"]) + 1))
            assert isinstance(data, LDict)
            res = run(from_data(data, "<question>"), reader.lex.conn, trace=False)
        except Exception as exc:  # noqa: BLE001 - not checked, so not read (the engine's own error is named)
            raise AskError(f"{said!r}: what size the creature is then could not be checked ({exc})", reader.q, start,
                           end) from None
        got = [c for c in res.answers if c.field == "pt" and str(c.obj) == creatures[0]]
        if len(got) != 1 or got[0].undecided or str(got[0].actual) != pt:
            raise AskError(f"{said!r}: the engine finds {creatures[0]} "
                           f"{got[0].actual if len(got) == 1 else 'not one object'} then, not {pt}: what makes it "
                           f"{pt} is not said", reader.q, start, end)
        reader.notes.append(f"{said!r}: {creatures[0]} is {pt} then, as the engine finds it")


# "… and do they have vigilance?": a yes/no question of "they" after a question of a group
_THEY_ASKS = re.compile(r"(?:do|are|did|will) they (?:have|get|gain|got|still have|keep) ([a-z ]+)")


def they_of_group(reader, parts: list[list[PTok]]) -> list[list[PTok]]:
    """"how big are my goblin tokens and do they have vigilance?": a question of "they" right after a question
    :func:`group_asked` read as one player's creatures (in the same sentence, after "and", or the next part) asks
    about that group: "do they have X" is asked as what they are (each shown, its abilities with it), only when X is
    a keyword (702) the answer shows; the parts unchanged otherwise."""
    out: list[list[PTok]] = []
    group: list[PTok] | None = None
    for part in parts:
        body = [t for t in part if t.low not in ("?", "??")]
        w = [t.low for t in body]
        k = next((i for i in range(len(body) - 1) if body[i].made and body[i + 1].made and
                  body[i].low in ("your", "opponent's") and body[i + 1].low == "creatures"), None)
        if k is not None:
            group = body[k:k + 2]
            a = next((i for i in range(k + 2, len(w)) if w[i] == "and"), None)
            m = _THEY_ASKS.fullmatch(" ".join(w[a + 1:])) if a is not None else None
            if m and m.group(1).strip() in _KEYWORDS_LOW:
                reader.notes.append(f"{join_toks(body[a + 1:])!r}: asked of the same creatures, each shown with its "
                                    "abilities")
                out.append(body[:a])
                out.append([reader.made("what", body[a + 1]), reader.made("are", body[a + 1])] +
                           [reader.made(t.text, body[a + 1]) for t in group])
                continue
            out.append(part)
            continue
        m = _THEY_ASKS.fullmatch(" ".join(w)) if group is not None else None
        if m and m.group(1).strip() in _KEYWORDS_LOW:
            reader.notes.append(f"{join_toks(body)!r}: asked of the same creatures, each shown with its abilities")
            reader.changed = True
            out.append([reader.made("what", part[0]), reader.made("are", part[0])] +
                       [reader.made(t.text, part[0]) for t in group])
            continue
        group = None
        out.append(part)
    return out


def _keywords_low() -> frozenset:
    from ..values import KEYWORDS
    return frozenset(k.lower() for k in KEYWORDS)


_KEYWORDS_LOW = _keywords_low()


# "the ETB targets her Serra Angel", "its ETB trigger targeting X": the enters trigger of the permanent just cast
_ETB = re.compile(r"(?:and )?(?:the|its|his|her|my|their) (?:etb|etb trigger|etb ability|enters trigger|enter trigger|trigger|"
                  # "its enters-the-battlefield ability targets …", "the triggered ability targets …" (chat58)
                  r"(?:enters-the-battlefield|enters the battlefield|enter-the-battlefield|etb) (?:trigger|ability|"
                  r"triggered ability)|triggered ability) "
                  r"(?:targets|targeting|is targeting|targeted|hits|is aimed at|aimed at)")


def etb_said(words: list[str]) -> bool:
    """Whether the words start with "the ETB targets" (and the like): a clause of :func:`etb_targets`."""
    return any(_ETB.fullmatch(" ".join(words[:n])) for n in range(5, 1, -1))


def etb_targets(reader, toks: list[PTok]) -> list[PTok]:
    """"I cast Flametongue Kavu, the ETB targets her Serra Angel": the target of the enters-the-battlefield trigger of
    the permanent the clause before cast or made enter (603.3d: chosen as it is put on the stack), said in the step
    language as "Flametongue Kavu's trigger targets …"; only when that card's text has exactly one "When ~ enters …
    target" ability. The tokens unchanged otherwise."""
    w = [t.low for t in toks]
    m = None
    for n in range(7, 1, -1):
        if _ETB.fullmatch(" ".join(w[:n])):
            m = n
            break
    if m is None or m >= len(w) or any(t.quoted for t in toks):
        return toks
    c = reader.compiled_so_far()
    last = c.steps[-1] if c is not None and c.steps else None
    if not isinstance(last, dict):
        return toks
    what = last.get("cast") or last.get("enter")
    name = what.get("card") if isinstance(what, dict) else what
    d = reader.lex.card(str(name)) if name else None
    text = str((d or {}).get("text") or "")
    if d is None or len(re.findall(r"(?:^|\n)(?:When|Whenever) [^\n]*\benters\b[^\n]*\btarget\b", text)) != 1:
        return toks
    reader.notes.append(f"{join_toks(toks[:m])!r}: the enters trigger of {d['name']} (603.3d)")
    reader.changed = True
    return [reader.made(d["name"] + "'s", toks[0]), reader.made("trigger", toks[m - 2]),
            reader.made("targets", toks[m - 1])] + toks[m:]
