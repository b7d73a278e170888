"""Face-down spells and permanents (708) put face down by the rules the engine plays.

- Casting a card face down (702.37c, 702.168b, 708.4): only a card with morph, megamorph or disguise (702.37d,
  702.168c); it is turned face down before it goes on the stack, so the spell is a nameless, colourless 2/2
  creature spell with no mana cost (mana value 0; "a mana cost of {0}" before 2006-10-01, the
  ``face_down_mana_cost`` rule change) — with ward {2} for disguise — and its total cost is {3} instead of its
  mana cost. It enters the battlefield with the same characteristics (the layer pseudo-effect of
  :mod:`kb.engine.layers`; :attr:`GameObject.face_down_by` says which ability listed them).
- Turning a face-down permanent face up is a special action that doesn't use the stack (116.2b): for its
  morph, megamorph or disguise cost (702.37e, 702.168d; megamorph puts a +1/+1 counter on it, 702.37b), or,
  when it was manifested or cloaked, for the mana cost of the creature card it is (701.40b, 701.58b; either
  way for a manifested morph, 701.40c). Its "When ~ is turned face up" abilities trigger (603.2); abilities
  relating to entering don't (702.37e, 708.8), and what applied to it face down still does (708.8).
- Manifest, manifest dread and cloak (701.40a, 701.62a, 701.58a): the top card of a library onto the
  battlefield face down.
- A face-down permanent or spell leaving for another zone is revealed (708.9): the new object is face up.
"""
from __future__ import annotations

import re
from functools import lru_cache

from .errors import EngineError, ParseError
from .text import player_cap as _cap, player_poss as _poss, player_verb as _verb
from .values import ManaCost

__all__ = ["face_down_ward", "WARD_WAYS", "CAST_FACE_DOWN", "face_down_keyword", "listed_for", "mark_face_down",
           "FaceDownMixin"]



@lru_cache(maxsize=1)
def face_down_ward() -> tuple:
    """702.168a, 701.58a: the face-down characteristics disguise and cloak list include ward {2} — the keyword
    and the triggered ability it is (702.21a), as the card-text reader reads "Ward {2}"."""
    from .cardtext import parse_card_text
    return tuple(parse_card_text("Ward {2}", ""))


WARD_WAYS = frozenset(("disguise", "cloak"))
# the keywords that allow casting a card face down (702.37d, 702.168c), with the ability each one is
CAST_FACE_DOWN = ("megamorph", "morph", "disguise")
_CAST_CONCEPT = {"morph": "morph_cast", "megamorph": "morph_cast", "disguise": "disguise_cast"}
_TURN_CONCEPT = {"morph": "morph_face_up", "megamorph": "morph_face_up", "disguise": "disguise_face_up",
                 "manifest": "manifest_face_up", "cloak": "cloak_face_up"}
_LIFE_COST = re.compile(r"pay (\d+) life", re.I)


def listed_for(way: str | None) -> tuple:
    """The abilities the face-down characteristics of ``way`` list: ward {2} for disguise and cloak (702.168a,
    701.58a), none otherwise (708.2a)."""
    return face_down_ward() if way in WARD_WAYS else ()


def mark_face_down(o, way: str | None, listed: tuple | None = None) -> None:
    """``o`` is face down (708.2), made so by ``way`` ('morph', 'disguise', 'manifest', 'cloak', 'effect'), with the
    characteristics that way lists (``listed``: those it had, for a face-down spell becoming a permanent, 702.37c)."""
    o.face_down, o.face_down_by = True, way
    o.face_down_listed = listed_for(way) if listed is None else listed


def face_down_keyword(card) -> tuple[str, str] | None:
    """The card's morph, megamorph or disguise ability as (keyword, cost) — the cost as written, "{2}{W}{W}" or
    "Pay 5 life" — or None."""
    for ab in card.abilities:
        name = (getattr(ab, "name", "") or "") if getattr(ab, "kind", "") == "keyword" else ""
        for kw in CAST_FACE_DOWN:
            if name.lower() == kw or name.lower().startswith((kw + " ", kw + "\u2014", kw + "-")):
                return kw, name[len(kw):].lstrip(" \u2014-").strip()
    for ab in card.abilities:   # the keyword with words the reader leaves unread ("Disguise {5}{R}. This cost is
        # reduced by {1} for each …"): it still lets the card be cast face down (702.168b); its cost is unread
        m = _UNREAD_KEYWORD.match((getattr(ab, "text", "") or "") if getattr(ab, "kind", "") == "unmodelled" else "")
        if m:
            return m.group(1).lower(), UNREAD_COST + m.group(0)
    return None


# a line of a morph, megamorph or disguise ability the card-text reader didn't read (kb.engine.cardtext)
_UNREAD_KEYWORD = re.compile(r"^(Megamorph|Morph|Disguise)\b[ \u2014-].*", re.S)
UNREAD_COST = "\x00unread:"   # marks a cost :func:`face_down_keyword` returns as written but not read


class FaceDownMixin:
    """Casting face down, turning face up, manifest and cloak (mixed into GameState)."""

    def cast_face_down_way(self, card_obj) -> str:
        """702.37c-d, 702.168b-c: the ability that lets this card be cast face down ('morph', 'megamorph',
        'disguise'), or an error citing the rule that a card can't normally be cast face down."""
        found = face_down_keyword(card_obj.card)
        if found is None:
            raise EngineError(f"{card_obj.alias} has no morph or disguise ability: you can't normally cast a card face "
                              f"down ({self.rule_no('morph_only')})")
        return found[0]

    def turn_face_up_action(self, ref, *, by: str | None = None, mana=None, player: str | None = None,
                            reveal=None) -> None:
        """116.2b: turn a face-down permanent its controller controls face up, a special action (no stack), paying
        the cost of one of the procedures that allow it: ``by`` 'morph' (also megamorph), 'disguise', 'manifest'
        or 'cloak' when more than one does (701.40c-d, 701.58c-d); ``reveal``: the card(s) a "Reveal a black card in your
        hand" cost reveals (702.37a)."""
        o = self.obj(ref)
        from .commandcards import is_face_down_agenda, turn_agenda_face_up
        if o.zone == "command" and is_face_down_agenda(o):   # 702.106c: a conspiracy's hidden agenda revealed
            if by is not None or mana is not None or reveal is not None:
                raise EngineError(f"{o.alias} is a face-down conspiracy: turning it face up costs nothing "
                                  f"({self.rule_no('agenda_face_up')}) — no by:, mana: or reveal:")
            turn_agenda_face_up(self, o, player)
            return
        who = self._player(player or o.controller)
        if o.zone != "battlefield" or not o.face_down:
            raise EngineError(f"{o.alias} is not a face-down permanent: only a face-down permanent can be turned face "
                              f"up ({self.rule_no('face_up_special')})")
        if who != o.controller:
            raise EngineError(f"{o.alias} is controlled by {o.controller}: only its controller may turn it face up "
                              f"({self.rule_no('morph_face_up')})")
        if self._face_down_copied(o) is not None and o.face_down_by in ("manifest", "cloak"):
            raise EngineError(f"{o.alias} is a face-down copy: the cost it would have face up is the copied one's "
                              f"(708.10), which the engine doesn't model for a manifested or cloaked permanent")
        ways = self._face_up_ways(o)
        if by is not None:
            want = str(by).strip().lower()
            want = "morph" if want == "megamorph" else want
            pick = [w for w in ways if w[0] == want or (want == "morph" and w[0] == "megamorph")]
            if not pick:
                raise EngineError(f"{o.alias} can't be turned face up by {by}: {self._face_up_refusal(o, ways)}")
            ways = pick
        if not ways:
            raise EngineError(f"{o.alias} can't be turned face up: {self._face_up_refusal(o, ways)}")
        if len(ways) > 1:   # a manifested or cloaked card with morph or disguise: either procedure (701.40c-d)
            raise EngineError(f"{o.alias} can be turned face up for its {ways[0][0]} cost {ways[0][1]} or, "
                              f"{o.face_down_by}ed, for its mana cost {ways[1][1]}: give by: {ways[0][0]} or by: "
                              f"{ways[1][0]} ({self.rule_no(_TURN_CONCEPT[ways[1][0]])})")
        way, cost = ways[0]
        concept = _TURN_CONCEPT[way]
        if cost.startswith(UNREAD_COST):   # its words are not read: what turning it face up costs, and whether the
            # mana given pays it, can't be decided (702.168d); it is turned face up as the step says
            self.note_unknown(f"{o.alias}'s “{cost[len(UNREAD_COST):]}” is not read: what turning it face up costs "
                              f"can't be decided ({self.rule_no(concept)})")
            self.log.add(f"{_cap(who)} {_verb(who, 'turn')} {o.alias} face up, a special action that doesn't use the "
                         f"stack", "face_up_special", kind="step")
            self.turn_face(o, False)
            return
        label = {"manifest": "mana cost", "cloak": "mana cost"}.get(way, f"{way} cost")
        self.log.add(f"{_cap(who)} {_verb(who, 'turn')} {o.alias} face up, a special action that doesn't use the stack",
                     "face_up_special", kind="step")
        self._pay_face_up_cost(o, who, cost, mana, label, concept, reveal)
        if way == "megamorph":   # 702.37b: as it is turned face up (708.11), a +1/+1 counter
            self.log.add(f"its megamorph cost was paid: a +1/+1 counter is put on it as it is turned face up",
                         "megamorph", indent=1, kind="step")
            self.put_counters(o, "+1/+1", 1)
        self.turn_face(o, False)

    def _face_up_ways(self, o) -> list:
        """The procedures that may turn ``o`` face up, with the cost each asks: its morph or disguise ability as
        it would be face up (702.37e, 702.168d), and the mana cost of a manifested or cloaked creature card
        (701.40b, 701.58b)."""
        out = []
        # 708.10: a face-down permanent that became a copy has, face up, the copied values: their morph or disguise cost
        copied = self._face_down_copied(o)
        found = face_down_keyword(copied if copied is not None else o.card)
        if found is not None:
            out.append(found)
        if o.face_down_by in ("manifest", "cloak") and "Creature" in o.card.types and o.card.mana_cost is not None:
            out.append((o.face_down_by, str(o.card.mana_cost)))
        return out

    def _face_down_copied(self, o):
        """The copiable values a copy effect gives the face-down ``o`` (the latest, 613.2a), before its face-down
        status (613.2b); None when no copy effect applies to it."""
        card = None
        for e in sorted(self.effects, key=lambda x: x.ts):
            if e.locked == frozenset((o.oid,)) and any(op.kind == "copy" for op in e.ops):
                card = next(op.card for op in e.ops if op.kind == "copy")
        return card

    def _face_up_refusal(self, o, ways) -> str:
        if o.face_down_by in ("manifest", "cloak"):
            return (f"a {'manifested' if o.face_down_by == 'manifest' else 'cloaked'} permanent is turned face up for "
                    f"its mana cost only if its card is a creature card with a mana cost, and it has no morph or disguise "
                    f"ability ({self.rule_no(_TURN_CONCEPT[o.face_down_by])})")
        return f"it has no morph or disguise cost it would have face up ({self.rule_no('morph_face_up')})"

    def _pay_face_up_cost(self, o, who: str, cost: str, mana, label: str, concept: str, reveal=None) -> None:
        """The cost of turning it face up: mana (from the pool first, 601.2h's way), "Pay N life" (119.4), or "Reveal a
        black card in your hand" (702.37a: the cards named by ``reveal``, shown and kept, 701.20a)."""
        if self._pay_face_up_reveal(o, who, cost, label, concept, reveal):
            return
        m = _LIFE_COST.fullmatch(cost.strip().rstrip("."))
        if m:
            n = int(m.group(1))
            if not self.pay_life(who, n, f"for its {label}"):   # 119.4, 119.8
                raise EngineError(f"{self.life_unpaid(who, n)} ({self.life_pay_rule()})")
            self.log.add(f"its {label} is paid: {cost}", concept, indent=1, kind="step")
            return
        try:
            mc = ManaCost.parse(cost)
        except ValueError:
            raise EngineError(f"{o.alias}'s {label} “{cost}” is not a cost the engine can pay") from None
        if "X" in mc.symbols:
            raise EngineError(f"{o.alias}'s {label} {cost} has X, which the engine doesn't model (702.37f)")
        if mana is not None:
            self.mana_paying(mana, cost, f"{o.alias}'s {label} {cost}", self.rule_no(concept))
        self.log.add(f"its {label} {cost} is paid", concept, indent=1, kind="step")
        self._spend_pool(who, cost)

    def _pay_face_up_reveal(self, o, who: str, cost: str, label: str, concept: str, reveal) -> bool:
        """A morph cost that reveals cards from the hand ("Reveal a black card in your hand", 702.37a): the cards the
        step names (``reveal: NAME``), each in ``who``'s hand and of the kind the cost names, as many as it asks; a hand
        the scenario doesn't list may hold them unnamed. False: not a reveal cost."""
        from .filters import Ctx
        from .instructions import parse_costs
        from .parser import _Ctx
        if not re.match(r"reveal\b", cost.strip(), re.I):
            return False
        try:
            costs = parse_costs(cost.strip().rstrip("."), _Ctx(o.card.name))
        except ParseError:
            return False
        if len(costs) != 1 or costs[0].kind != "reveal" or costs[0].x or costs[0].n < 1:
            return False
        c, rule = costs[0], self.rule_no(concept)
        names = [] if reveal is None else reveal if isinstance(reveal, list) else [reveal]
        if not names and not self.player(who).hand_known:
            self.log.add(f"its {label} is paid: {cost} (a card of the hand the question doesn't list)", concept,
                         indent=1, kind="step")
            return True
        objs = [self.obj(n) for n in names]
        snap = self.evaluate()
        ctx = Ctx(snap.work, snap.get(o.oid), who)
        for x in objs:
            w = snap.get(x.oid)
            if x.zone != "hand" or x.owner != who or w is None or \
                    (c.subject is not None and not c.subject.selector.match(w, ctx)):
                raise EngineError(f"{x.alias} is not a card of the kind \u201c{cost}\u201d names in {_poss(who)} hand: "
                                  f"{o.alias}'s {label} is not paid ({rule})")
        if len({x.oid for x in objs}) != c.n:
            raise EngineError(f"{o.alias}'s {label} \u201c{cost}\u201d reveals {c.n} card(s): give reveal: NAME on the "
                              f"turn_face_up step ({rule})")
        self.log.add(f"its {label} is paid: {who} reveals {', '.join(x.alias for x in objs)} (it stays in the hand, "
                     "701.20a)", concept, indent=1, kind="step")
        return True

    # --- manifest, manifest dread, cloak (701.40, 701.62, 701.58) ----------------------------------------------
    def manifest_top(self, who: str, n: int = 1, *, way: str = "manifest", choose=None) -> list:
        """701.40a / 701.58a: the top ``n`` cards of ``who``'s library onto the battlefield face down, one at a
        time (701.40e), under their control. ``way``: 'manifest' or 'cloak'. Returns the new permanents."""
        out = []
        for _ in range(n):
            top = self._named_top(who, 1, way)
            if not top:
                break
            out.append(self._put_face_down(top[0], who, way))
        return out

    def manifest_dread(self, who: str, choose) -> list:
        """701.62a: look at the top two cards, manifest one of them (``choose: {manifest: CARD}``), put the other
        into the graveyard."""
        top = self._named_top(who, 2, "manifest dread")
        if not top:
            return []
        pick = top[0]
        if len(top) > 1:
            want = (choose or {}).get("manifest")
            if want is None:
                raise EngineError(f"manifest dread: give choose: {{manifest: CARD}} — one of "
                                  f"{' or '.join(o.alias for o in top)} ({self.rule_no('manifest_dread')})")
            pick = next((o for o in top if str(want).lower() in (o.alias.lower(), o.card.name.lower())), None)
            if pick is None:
                raise EngineError(f"manifest dread: {want!r} is not one of the top two cards of {who}'s library "
                                  f"({', '.join(o.alias for o in top)})")
        self.log.add(f"{who} manifests dread: looks at the top {len(top)} card(s) of the library, manifests one and "
                     "puts the other into the graveyard", "manifest_dread", indent=1, kind="step")
        new = self._put_face_down(pick, who, "manifest")
        rest = [o for o in top if o is not pick]
        if rest:
            self.move_many([(o.oid, "graveyard", {}) for o in rest])
        return [new] if new is not None else []

    def _named_top(self, who: str, n: int, what: str) -> list:
        """The top ``n`` cards of the library when the scenario named them; otherwise nothing, and what follows
        can't be decided (which card it is decides what the face-down permanent becomes)."""
        p = self.player(who)
        top = [self.objects[oid] for oid in p.library[:n]]
        if len(top) < n and (p.unknown is None or p.unknown > 0):
            self.note_unknown(f"{what}: the top {'card' if n == 1 else f'{n} cards'} of {who}'s library "
                              "is not named in the scenario: which card is put face down can't be decided")
            return []
        return top

    def _put_face_down(self, o, who: str, way: str):
        concept = "cloak" if way == "cloak" else "manifest"
        self.log.add(f"{o.alias} is turned face down and put onto the battlefield as a 2/2 face-down creature"
                     + (" with ward {2}" if way == "cloak" else "") + f" ({way}ed)", concept, indent=1, kind="step")
        return self.move(o, "battlefield", controller=who, face_down=way)
