"""Looking at the top cards of a library (701.20e: the cards stay where they are until an instruction moves them) and
where they go (401.4): "Look at the top N cards of your library …", the choices "from among them", "the rest on the
bottom in any order", piles, and revealing cards "until" a kind of card is revealed (701.20a).

The readers of the rest of the sentence grammar (a sentence, a value, a subject) are kb.engine.instructions'; they are
passed in as ``rd`` (``rd.sentence``, ``rd.value``, ``rd.subject_of``), so this module does not import that one.
"""
from __future__ import annotations

import re

from .castamong import cast_among_words, cast_it_words
from .errors import ParseError
from .filters import Const, XValue
from .instruction_types import YOU, Condition, Instruction, Subject
from .lookexile import exile_one_words, split_look_exile
from .otherreveal import read_other_reveal
from .parser import parse_selector
from .revealuntilcast import exile_found_words, reads_cast_exiled_found, reads_cast_found, rest_words
from .sharesref import read_shares_with
from .text import amount_of

__all__ = ["LOOKED", "PLACE", "read_looking", "rest_place"]


# --- looking at the top cards of a library (701.20e) and where they go (401.4) ------------------------
LOOKED = Subject("looked", text="the cards looked at")
_HOW_MANY = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|X)"
PLACE = {"into your hand": "hand", "onto the battlefield": "battlefield", "onto the battlefield tapped": "battlefield",
          "into your graveyard": "graveyard"}
_REST = (r"(?: and the (?:rest|other) (into your graveyard|into your hand|on the bottom(?: of your library)?"
         r"(?: in (?:a random|any) order)?|(?:back )?on top of your library in any order))?")


def read_looking(s: str, raw: str, pc, tg, prev, done: list, rd) -> list | None:
    """One reader for the sentences of looking at the top cards of one's library (701.20e: the cards stay where
    they are until an instruction moves them) and putting them elsewhere: "Look at the top N cards of your
    library[, then put them back in any order]."; after it, "[You may] reveal a KIND card from among them and put
    it into your hand", "[You may] put up to N KIND cards from among them onto the battlefield [tapped]", "Put N of
    them into your hand [and the rest PLACE]", "Put the rest PLACE" (PLACE: into your graveyard, on the bottom of
    your library in a random order / in any order, 401.4). The cards chosen are stated (choose: {pick: ...}, the
    order of the bottom cards choose: {bottom: [...]}); None: not such a sentence."""
    m = re.fullmatch(r"((?:[Ll]ook at|[Rr]eveal) the top (?:card|\w+ cards) of your library), then (put (?!them back\b).+)", s)
    pair = (m.group(1), "P" + m.group(2)[1:]) if m else split_look_exile(s)   # "…, exile one of them face down, then …"
    if pair:   # "Look at the top three cards of your library, then put one of them into your hand and the rest …": the two
        # sentences, in order (608.2c)
        first = read_looking(pair[0], raw, pc, tg, prev, done, rd)
        second = read_looking(pair[1], raw, pc, tg, prev, done + first, rd) if first is not None else None
        if second is not None:
            return first + second
    # "You may look at the top card of your library.": looking only shows the cards to their owner (701.20e), so
    # whether they look changes nothing the game holds; what follows ("you may reveal it") is the choice made
    may_look = re.match(r"[Yy]ou may look at the top ", s) is not None
    s = re.sub(r"^[Yy]ou may (?=look at the top )", "", s)
    s = re.sub(r"^(?P<who>[Tt]arget player|[Tt]arget opponent|[Tt]hat player|[Dd]efending player) (?P<v>reveal)s the top "
               r"(?P<what>card|\w+ cards) of (?:their|his or her) library$", lambda m: f"{m['v'].capitalize()} the top {m['what']} of "
               f"{m['who'].lower()}'s library", s)   # one player reveals their own top cards (701.20a): who sees is the same
    m = re.fullmatch(r"([Ll]ook at|[Rr]eveal) the top (?:card|(\w+) cards) of (?P<whose>your|target player's|target "
                     r"opponent's|that player's|defending player's) library(, then put them back in any order)?"
                     r"(?:, where X is (.+?))?( and separate them into two piles)?(?P<back>, then put them back in any order)?", s)
    if m and m.group("back") and (m.group(4) or m.group(6) or not m.group(5)):
        return None   # "put them back" said once, after the "where X is …" that comes before it
    if m and m.group("whose") != "your" and m.group(6):
        return None   # piles of another player's cards: not read
    if m:   # revealing shows them to every player (701.20a), looking to one (701.20e): where they go is the same
        whose = m.group("whose")
        n = amount_of(m.group(2)) if m.group(2) else 1
        if n is None and m.group(2) != "X" or (m.group(5) and m.group(2) != "X"):
            raise ParseError(raw, "how many cards", pc.card)
        amount = rd.value(m.group(5), pc, tg, prev) if m.group(5) else XValue() if n is None else Const(n)
        who = YOU if whose == "your" else rd.subject_of(whose.removesuffix("'s"), pc, tg, prev)
        out = [Instruction("look_top", LOOKED, amount=amount,
                           opts={"who": who, "reveal": m.group(1).lower() == "reveal", "may_look": may_look},
                           text=raw)]
        if m.group(4) or m.group("back"):
            out.append(Instruction("rest", LOOKED, opts={"to": "top", "order": "any"}, text=raw))
        if m.group(6):   # "… and separate them into two piles" (you)
            out.append(Instruction("piles", LOOKED, opts={"by": "you"}, text=raw))
        return out
    made = read_other_reveal(s, raw, pc, done, lambda p: rd.subject_of(p, pc, tg, prev), LOOKED) or \
        _reveal_until(s, raw, pc, tg, done, rd)
    if made is not None:
        return made
    if not any(i.kind == "look_top" for i in done):
        return None
    look = next(i for i in done if i.kind == "look_top")
    if look.amount == Const(1) and (it := cast_it_words(s)) is not None:
        # "Reveal the top card of your library. You may cast it without paying its mana cost if its mana value is
        # odd." (608.2g, 118.9, 202.3; kb.engine.castamong): the one card revealed, on the conditions read
        sel = parse_selector("card", pc, default_zone=frozenset(("library",)))
        return [Instruction("cast_looked", LOOKED, text=raw, opts={"selector": sel, **it})]
    m = re.fullmatch(r"If you don't cast (?:it|that card), (.+)", s)
    if m and done[-1].kind == "cast_looked":
        # "… You may cast it without paying its mana cost. If you don't cast it, draw a card." (608.2c): whether the
        # cast just before was made (its rc.did), as "If you don't" says it
        cond = Condition("not", inner=Condition("did", value="cast it"), text="you don't cast it")   # value: its words
        made, _prev = rd.sentence(m.group(1)[0].upper() + m.group(1)[1:] + ".", pc, tg, prev, done)
        for ins in made:
            ins.condition = cond if ins.condition is None else Condition("and", value=(cond, ins.condition))
        return made
    if (words := cast_among_words(s)) is not None:
        sel = parse_selector(words, pc, default_zone=frozenset(("library",)))
        # "Reveal the top X cards of your library, where X is that spell's mana value. You may cast a spell with mana
        # value X or less from among cards revealed this way …": the X the reveal defined (107.3), not one announced
        xv = look.amount if re.search(r"\bmana value X\b", words) and re.search(r"\btop X cards\b.*, where X is ",
                                                                              look.text or "") else None
        return [Instruction("cast_looked", LOOKED, text=raw, opts={"selector": sel,
                                                                   **({"x_value": xv} if xv is not None else {})})]
    # "If you don't put the card onto the battlefield, put it into your hand." (608.2c): where the card looked at went
    m = re.fullmatch(r"If you don't put (?:the|that) card (" + "|".join(PLACE) + r"), (.+)", s)
    if m:
        cond = Condition("not", inner=Condition("looked_put", value=PLACE[m.group(1)], text=f"put {m.group(1)}"),
                         text=f"you don't put the card {m.group(1)}")
        made, _prev = rd.sentence(m.group(2)[0].upper() + m.group(2)[1:] + ".", pc, tg, prev, done)
        for ins in made:
            ins.condition = cond if ins.condition is None else Condition("and", value=(cond, ins.condition))
        return made
    # piles (700.3): "An opponent separates those cards into two piles." / "An opponent chooses one of those piles."
    # / "Put one pile (that pile) into your hand and the other into your graveyard.": the piles and the pile chosen
    # are stated, choose: {piles: [[...], [...]], pile: 1 | 2} (608.2d)
    m = re.fullmatch(r"(An opponent|You) (?:separates?|separate) (?:those cards|them) into two piles", s)
    if m:
        return [Instruction("piles", LOOKED, opts={"by": "you" if m.group(1) == "You" else "opponent"}, text=raw)]
    m = re.fullmatch(r"(An opponent|You) chooses? one of (?:those|the) piles", s)
    if m and any(i.kind == "piles" for i in done):
        return [Instruction("pile_choice", LOOKED, opts={"by": "you" if m.group(1) == "You" else "opponent"}, text=raw)]
    m = re.fullmatch(r"[Pp]ut (one|that|the chosen) pile (into your hand) and the other (into your graveyard)", s)
    if m and any(i.kind == "piles" for i in done) and (m.group(1) == "one" or any(i.kind == "pile_choice" for i in done)):
        return [Instruction("pile_put", LOOKED, opts={"to": "hand", "other": "graveyard",
                                                      "by_you": m.group(1) == "one"}, text=raw)]
    m = re.fullmatch(r"(?:Then put|[Pp]ut) (?P<noun>the (?:rest|other)(?P<of> of the cards(?: revealed this way)?)?|all (?:other )?"
                     r"cards revealed this way(?: that weren't put (?P<werent>onto the battlefield|into your hand))?) "
                     r"(?P<place>into your graveyard|on the bottom(?: of your library)?(?: in (?:a random|any) order)?)", s)
    if m:   # every card looked at or revealed that no instruction moved yet (401.4 at the bottom)
        opts = {**rest_place(m.group("place")), "revealed": "revealed" in m.group("noun")}
        if m.group("werent"):
            opts["werent"] = m.group("werent")
        return [Instruction("rest", LOOKED, opts=opts, text=raw)]
    if re.fullmatch(r"(?:Then )?[Ss]huffle the rest into your library", s) and done[-1].kind in ("pick", "look_top") and \
            look.subject is LOOKED and look.opts.get("who") is YOU:
        # "Reveal the top X cards of your library. You may put … from among them onto the battlefield. Then shuffle the
        # rest into your library." (Genesis Hydra): the cards revealed never left the library (701.20b); it is shuffled
        # (701.24a, kb.engine.looking)
        return [Instruction("rest", LOOKED, opts={"to": "shuffle"}, text=raw)]
    made = _either_kinds(s, raw, pc)
    if made is not None:
        return made
    s = exile_one_words(s, look.opts.get("who") is not YOU) or s   # "… on the bottom of that library" (kb.engine.lookexile)
    m = re.fullmatch(r"[Ee]xile one of (?:them|those cards)(?P<down> face down)?" + _REST.replace("(?: and the", "(?: and put the"),
                     s)
    if m:   # hideaway (702.75a): "Exile one of them face down and put the rest on the bottom … in a random order"
        out = [Instruction("pick", LOOKED, amount=Const(1), text=raw, opts={
            "selector": None, "to": "exile", "face_down": bool(m.group("down")), "tapped": False, "up_to": False,
            "any": False, "all": False, "may": False, "reveal": False})]
        if m.groups()[-1]:
            out.append(Instruction("rest", LOOKED, opts=rest_place(m.groups()[-1]), text=raw))
        return out
    m = (re.fullmatch(r"(?P<may>[Yy]ou may )?(?P<reveal>reveal) (?P<n>up to \w+|any number of|a|an) (?P<kind>.+?) from "
                      r"among (?:them|those cards) and put (?:it|them|that card|those cards|the revealed cards) "
                      r"(?P<to>into your hand)" + _REST, s)
         or re.fullmatch(r"(?P<may>[Yy]ou may )?[Pp]ut (?P<n>up to \w+|any number of|all|" + _HOW_MANY + r") (?P<kind>.+?) from among "
                         r"(?:them|those cards) (?P<to>into your hand|onto the battlefield(?: tapped)?|into your graveyard)"
                         + _REST, s)
         or re.fullmatch(r"(?P<may>)[Pp]ut (?P<n>all) (?P<kind>.+?) revealed this way "
                         r"(?P<to>into your hand|onto the battlefield(?: tapped)?|into your graveyard)" + _REST, s)
         or re.fullmatch(r"(?P<may>)[Pp]ut (?P<n>up to \w+|any number|" + _HOW_MANY + r") of (?:them|those cards) "
                         r"(?P<to>into your hand|into your graveyard)" + _REST, s)
         or re.fullmatch(r"(?P<may>[Yy]ou may )?[Pp]ut (?P<n>one|up to one) of (?:them|those cards) (?P<to>(?:back )?on top of "
                         r"your library)" + _REST, s)
         # "Put one into your hand and the other into your graveyard" (two cards looked at): "one" of them
         or re.fullmatch(r"(?P<may>)[Pp]ut (?P<n>one) (?P<to>into your hand|into your graveyard)" + _REST[:-1], s))
    if not m:
        return None
    word = m.group("n")
    n = -1 if word in ("any number of", "any number", "all") else amount_of(word.removeprefix("up to ")) or (1 if word in ("a", "an") else None)
    if n is None:
        raise ParseError(raw, "how many cards", pc.card)
    kind = m.groupdict().get("kind")
    sel = None
    if kind is not None:
        phrase = re.sub(r"\bcards\b", "card", kind)
        # "up to two Cleric, Rogue, Warrior, Wizard, and/or Ally cards": each card is one of those kinds (or several),
        # as "Cleric, Rogue, or Ally cards" (608.2d)
        phrase = re.sub(r"(,?) and/or ", r"\1 or ", phrase)
        if not re.search(r"\bcard\b", phrase):
            raise ParseError(raw, "a choice among the cards of something that is not a card", pc.card)
        sel = read_shares_with(phrase, pc, parse_selector, frozenset(("library",))) or \
            parse_selector(phrase, pc, default_zone=frozenset(("library",)))   # "… that shares a creature type with it"
    # "You may put one of those cards back on top of your library": one card kept where it is, on top (401.4)
    to = "top" if m.group("to").endswith("top of your library") else PLACE[m.group("to")]
    opts = {"selector": sel, "to": to, "tapped": m.group("to").endswith("tapped"),
            "up_to": word.startswith(("up to", "any number")), "any": word.startswith("any number"), "all": word == "all", "may": bool(m.group("may")), "reveal": bool(m.groupdict().get("reveal"))}
    if "the revealed cards" in s:
        opts["revealed_cards"] = True   # "put the revealed cards into your hand": the cards just revealed
    last = m.groups()[-1]
    out = [Instruction("pick", LOOKED, amount=Const(n), opts=opts, text=raw)]
    if last and last.startswith(("into your graveyard", "into your hand", "on the bottom", "back on top", "on top")):
        out.append(Instruction("rest", LOOKED, opts=rest_place(last), text=raw))
    return out


def _either_kinds(s: str, raw: str, pc) -> list | None:
    """"You may put a creature card and/or a land card from among them into your hand", "You may reveal an Angel card,
    a Demon card, and/or a Dragon card from among them and put them into your hand": up to one card of each kind named,
    each card counting as one kind (chosen as it resolves, choose: {pick: [NAMES]}, 608.2d). None: not such a
    sentence."""
    m = (re.fullmatch(r"(?P<may>[Yy]ou may )(?P<reveal>reveal) (?P<kinds>.+? and/or .+?) from among (?:them|those cards) and "
                      r"put (?:them|the revealed cards|those cards) (?P<to>into your hand)" + _REST, s)
         or re.fullmatch(r"(?P<may>[Yy]ou may )put (?P<kinds>.+? and/or .+?) from among (?:them|those cards) "
                         r"(?P<to>into your hand|onto the battlefield(?: tapped)?)" + _REST, s))
    if not m or not re.match(r"an? ", m.group("kinds")):
        # "up to two Cleric, Rogue, and/or Ally cards": one description of each card (read by _pick_among), not a
        # card of each kind
        return None
    kinds = []
    for piece in re.split(r",? and/or |, ", m.group("kinds")):
        k = re.fullmatch(r"an? ((?:[\w-]+ )*card)", piece)
        if not k:
            raise ParseError(raw, "a choice among the cards of something that is not a card", pc.card)
        kinds.append(parse_selector(k.group(1), pc, default_zone=frozenset(("library",))))
    opts = {"selector": None, "kinds": tuple(kinds), "to": PLACE[m.group("to")], "tapped": m.group("to").endswith("tapped"),
            "up_to": True, "any": False, "all": False, "may": True, "reveal": bool(m.groupdict().get("reveal"))}
    out = [Instruction("pick", LOOKED, amount=Const(len(kinds)), opts=opts, text=raw)]
    last = m.groups()[-1]
    if last:
        out.append(Instruction("rest", LOOKED, opts=rest_place(last), text=raw))
    return out


_UNTIL_PLACE = r"(into your hand|onto the battlefield(?: tapped)?|into your graveyard)"
_UNTIL_REST = (r"(?: and (?:all other cards revealed this way|the rest|all other revealed cards) "
               r"(into your graveyard|into your hand|on the bottom of your library in (?:a random|any) order))?")


def _reveal_until(s: str, raw: str, pc, tg, done: list, rd) -> list | None:
    """"Reveal cards from the top of your library until you reveal a KIND card[, then put all cards revealed this way
    into your hand]." (701.20a: one at a time from the top, 401.2) and, after it, "Put that card PLACE [and all other
    cards revealed this way / the rest PLACE]." / "Put the rest PLACE": the cards revealed are looked at as
    "look at the top N" cards are (kb.engine.looking), the card that stopped the reveal is "that card". None: not
    such a sentence."""
    may = re.match(r"[Yy]ou may (?=reveal cards from the top of your library until )", s)   # chosen as it resolves (608.2d)
    s = s[may.end():] if may else s
    m = re.fullmatch(r"(?:(?P<who>target player|target opponent|each opponent|each player|that player) reveals|[Rr]eveal) "
                     r"cards from the top of (?P<lib>your|their) library until (?:you|they) reveal (?:a|an) (?P<kind>.+?)"
                     r"(?:, then (?:put|puts) (?:all cards revealed this way|those cards) (?P<to>into (?:your|their) hand|"
                     r"into (?:your|their) graveyard))?", s)
    if m and (m.group("who") is None) == (m.group("lib") == "your") and \
            (m.group("to") is None or ("their" in m.group("to")) == (m.group("who") is not None)):
        phrase = m.group("kind")
        if not re.fullmatch(r"(?:.+ )?card(?: with .+| that shares an? (?:creature|card) type with .+)?", phrase):
            # "a nonland card with mana value 3 or less", "a card that shares a card type with that permanent"
            raise ParseError(raw, "a reveal that stops at something other than a card", pc.card)
        sel = read_shares_with(phrase, pc, parse_selector, frozenset(("library",))) or \
            parse_selector(phrase, pc, default_zone=frozenset(("library",)))   # "… that shares a card type with it"
        who = rd.subject_of(m.group("who"), pc, tg, None) if m.group("who") else YOU
        out = [Instruction("reveal_until", LOOKED, opts={"who": who, "selector": sel, "their": who is not YOU},
                           text=raw, optional=bool(may))]
        if m.group("to"):
            out.append(Instruction("rest", LOOKED, opts={**rest_place(m.group("to").replace("their", "your")),
                                                         "revealed": True}, text=raw))
        return out
    if not any(i.kind == "reveal_until" for i in done):
        return None
    # "You may cast that card without paying its mana cost. Put all revealed cards not cast this way on the bottom of
    # your library in a random order." (kb.engine.revealuntilcast)
    if reads_cast_found(s):
        return [Instruction("cast_looked", LOOKED, text=raw, opts={"selector": None, "found_only": True})]
    if reads_cast_exiled_found(s, done):   # "You may cast the exiled card without paying …": the card "Exile that card"
        return [Instruction("cast_free", YOU, text=raw, opts={"subject": Subject("moved", text="the exiled card"),   # moved
                                                              "play": False, "selector": None, "exiled_found": True})]
    ex = exile_found_words(s)   # "Exile that card [and put the rest …]" (kb.engine.revealuntilcast)
    if ex is not None:
        return [Instruction("found", LOOKED, opts={"to": "exile"}, text=raw)] + (
            [Instruction("rest", LOOKED, opts={**rest_place(ex), "revealed": True}, text=raw)] if ex else [])
    rest = rest_words(s, [i.kind for i in done])
    if rest is not None:
        return [Instruction("rest", LOOKED, opts={**rest_place(rest), "revealed": True, "not_done": True,
                                                   "werent": "cast" if "cast" in s else "onto the battlefield"},
                            text=raw)]
    may = re.match(r"[Yy]ou may (?=[Pp]ut )", s)
    m = re.fullmatch(r"[Pp]ut (?:that card|it) " + _UNTIL_PLACE + _UNTIL_REST, s[may.end():] if may else s)
    if not m or (may and m.group(2)):   # "you may put that card … and the rest …": not read
        return None
    # "You may put that card onto the battlefield." (Genesis Storm): the card that stopped the reveal, if its
    # controller chooses to (608.2d) — "that card" is never the trigger event's object here
    out = [Instruction("found", LOOKED, opts={"to": PLACE[m.group(1)], "tapped": m.group(1).endswith("tapped")},
                       optional=bool(may), text=raw)]
    if m.group(2):
        out.append(Instruction("rest", LOOKED, opts={**rest_place(m.group(2)), "revealed": True}, text=raw))
    return out


def rest_place(phrase: str) -> dict:
    if phrase in ("into your graveyard", "into your hand"):
        return {"to": phrase.rsplit(" ", 1)[1]}
    if phrase.startswith(("back on top", "on top")):   # "the rest [back] on top of your library in any order" (401.4)
        return {"to": "top", "order": "any", "back_on_top": True}
    # 401.4: cards put at once in one place of a library: in the order their owner chooses, unless random
    return {"to": "bottom", "order": "random" if "random" in phrase else "any", "said": "of your library" in phrase,
            "order_said": "order" in phrase}
