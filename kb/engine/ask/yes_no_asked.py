"""redteam18 (ask55): a yes/no question about an object whose predicate the verdict would not answer, and "What
happens to X?" of a permanent that stays on the battlefield.

The answers show an object as a whole; a verdict that is its description answers "what is X", never "is X still
attacking?", "does X go to the graveyard?" or "does it have summoning sickness?" (a description of the object there
was a question bent into another). Here:

* where it is, asked yes or no ("does X go to the graveyard / to its owner's hand", "is X exiled", "is X still on the
  battlefield", "does X leave the battlefield", "does X stay"): answered from its zone, and for the graveyard from
  whether it died meanwhile (700.4, 400.7);
* whether it is (still) attacking, blocking or blocked: "No" when the object asked left the battlefield for a hand,
  exile or a library, or is a new object that has been on the battlefield only since it returned (400.7: never
  declared, and removed from combat, 506.4); otherwise "cannot decide" (the moment asked is not modelled here);
* any other predicate of a yes/no question: "cannot decide", naming the words, with what the answers do show.

"Is X destroyed?" is destruction (701.8a), never any way to die: a permanent sacrificed (701.21a), put into its owner's
graveyard for toughness 0 (704.5f) or as an Aura attached to nothing (704.5m) died (700.4) but was not destroyed; the
verdict reads the trace line that moved it, and says "cannot decide" when that line names neither.

"What happens to X?" is read as "does X die?" (the question most asked of a creature); of a permanent that is no
creature and stays on the battlefield that answer ("Dies? No") said nothing of what happened: an Equipment whose
creature left stays on the battlefield unattached (301.5c, 704.5n), an Aura or artifact that stays is said to stay,
with what it is attached to."""
from __future__ import annotations

import re

# an auxiliary opening a yes/no question
_YES_NO = re.compile(r"^(?:does|did|do|will|would|is|are|was|were|has|have|can|could)\b")
_POSS = r"(?:the |a |its owner's |its |their owners' |my |his |her |their |your |(?:my |the |your )?opponent's )?"
_ZONE_WORDS = {"graveyard": "graveyard", "graveyards": "graveyard", "hand": "hand", "hands": "hand", "exile": "exile",
               "library": "library", "battlefield": "battlefield", "play": "battlefield"}
_GO = (r"\b(?:go|goes|went|get put|gets put|is put|be put|end up|ends up|get sent|gets sent|is sent|move|moves|"
       r"return|returns|get returned|gets returned|is returned)\b(?: back)? (?:in)?to " + _POSS +
       r"(graveyards?|hands?|exile|library)\b")
_IN = r"^(?:is|are|was|were) .+? (?:still |now )?(?:in|on) " + _POSS + r"(graveyards?|hands?|exile|library|battlefield|play)\b"
_EXILED = r"^(?:is|are|was|were|does|did) .+? (?:get |gets )?(?:exiled|removed from the game)\b"
_STAY = r"\b(?:stay|stays|remain|remains)\b(?: (?:on the battlefield|in play))?\s*\??$"
_LEAVE = r"\b(?:leave|leaves)\b (?:the battlefield|play)\b"
_COMBAT = r"^(?:is|are|was|were) .+? (?:still )?(attacking|blocking|blocked|unblocked)\b"


# a time or place said before the question's own words, after a comma: "Next turn, does it have flying?", "After
# combat, is it tapped?" (ask57: the first was no yes/no question, and was answered with the object's description)
_LEAD = re.compile(r"^[^,?]{1,40},\s*(?=(?:does|did|do|will|would|is|are|was|were|has|have|can|could)\b)")


def last_question(question: str) -> str:
    """The sentence of the question that asks (the last one with a '?', else the last), lower case, without a time or
    place said before it after a comma."""
    parts = [p for p in re.split(r"(?<=[.?!])\s+", question.strip()) if p.strip()]
    asks = [p for p in parts if "?" in p]
    return _LEAD.sub("", (asks[-1] if asks else parts[-1] if parts else question).strip().lower())


def is_yes_no(question: str) -> bool:
    return bool(_YES_NO.match(last_question(question)))


def asks_what_happens(question: str) -> bool:
    return bool(re.search(r"\bwhat happens to\b", last_question(question)))


def _rule(res, concept: str) -> str | None:
    st = getattr(res, "state", None)
    try:
        n = st.rule_no(concept) if st is not None else None
    except Exception:   # a concept this edition's profile lacks: cite nothing rather than a wrong number
        return None
    return n if n and not n.startswith("no rule") else None


def yes_no_verdict(res, question: str, o: str, d: dict, describe, deciding, died_meanwhile, Verdict, line):
    """The verdict of a yes/no question about object ``o`` whose predicate the other verdicts do not answer, or None
    when the question is no yes/no question."""
    q = last_question(question)
    if not _YES_NO.match(q):
        return None
    # the object's name is no predicate ("Does Lightning Bolt …", "Is Wall of Wood …")
    q = re.sub(re.escape(o.lower()), " X ", q)
    z = d.get("zone", "battlefield")
    if "zone" in d.get("?", []):
        return None   # the zone undecided: the caller says so
    zrules, zwhy = deciding(res, o, "zone")
    m = re.search(_GO, q) or re.search(_IN, q)
    asked = _ZONE_WORDS.get(m.group(1)) if m else None
    if asked is None and re.search(_EXILED, q):
        asked = "exile"
    if asked is not None:
        if asked == "graveyard":
            yes = z == "graveyard" or died_meanwhile(res, o)
        else:
            yes = z == asked
        where = "on the battlefield" if z == "battlefield" else f"in {z}"
        head = f"{asked.capitalize() if asked != 'battlefield' else 'On the battlefield'}? {'Yes' if yes else 'No'}"
        return Verdict(line(f"{head} ({o} is {where})", zrules, zwhy), zrules)
    if re.search(_LEAVE, q) or re.search(_STAY, q):
        left = z != "battlefield" or died_meanwhile(res, o)
        stay = bool(re.search(_STAY, q))
        head = f"{'Stays' if stay else 'Leaves the battlefield'}? {'No' if left == stay else 'Yes'}"
        where = "on the battlefield" if z == "battlefield" else f"in {z}"
        return Verdict(line(f"{head} ({o} is {where})", zrules, zwhy), zrules)
    m = re.search(_COMBAT, q)
    if m:
        return _combat_status(res, o, m.group(1), z, Verdict)
    words = re.sub(r"\s+", " ", last_question(question)).strip(" ?")
    shown = describe(d)
    return Verdict(f"cannot decide — the question asks {words!r}, which the answers do not say (they show what {o} "
                   f"is and where: {shown or 'nothing more'}); ask what it is, where it is, who controls it, or whether "
                   "it dies", [])


def _combat_status(res, o: str, what: str, z: str, Verdict) -> object:
    """"Is X (still) attacking / blocking / blocked?": "No" when X left the battlefield for a hand, exile or a library,
    or is a new object since it returned to the battlefield (400.7) that no step of the question made attacking or
    blocking (506.4); else "cannot decide"."""
    st = res.state
    removed, new_obj = _rule(res, "removed_from_combat"), _rule(res, "new_object")
    obj = st.find(o)
    label = f"{what.capitalize()}?"
    if obj is None or z in ("hand", "exile", "library"):
        rules = [r for r in (removed,) if r]
        return Verdict(f"{label} No" + (f" — {', '.join(rules)}" if rules else "") +
                       f": {o} left the battlefield ({'in ' + z if obj is not None else 'no longer in the game'}), "
                       "so it was removed from combat", rules, [], tuple(rules))
    lki = getattr(st, "lki", None) or {}
    before = [oid for oid, k in lki.items() if k.alias == o and k.zone == "battlefield" and oid != obj.oid]
    said_in_combat = any(re.search(r"\b(?:attacking|blocking)\b", ln.text) and o in ln.text
                         and re.search(r"\b(?:enters|returns|put onto)\b", ln.text)
                         for r in res.records for ln in getattr(r.trace, "lines", ()))
    if z == "battlefield" and before and getattr(obj, "in_combat", None) is None and not said_in_combat:
        rules = [r for r in (new_obj, removed) if r]
        return Verdict(f"{label} No" + (f" — {', '.join(rules)}" if rules else "") +
                       f": {o} left the battlefield and returned as a new object with no memory of its previous "
                       "existence; it was never declared as an attacking or blocking creature", rules, [], tuple(rules))
    return Verdict(f"{label} cannot decide — whether {o} is {what} depends on the moment asked (combat goes on to its "
                   "damage and its end in the answer); ask what happens to it (does it die, how much damage is dealt)",
                   [])


def what_happens_stays(res, o: str, d: dict, Verdict, line, deciding):
    """"What happens to X?" of a permanent that is no creature and stays on the battlefield: that it stays, unattached
    when what it was attached to left (an Equipment, 301.5c, 704.5n), or with what it is attached to. None when X is a
    creature or planeswalker (the question is then whether it dies) or not on the battlefield."""
    types = {t.lower() for t in d.get("types") or ()}
    if d.get("zone", "battlefield") != "battlefield" or types & {"creature", "planeswalker"} or "types" not in d:
        return None
    st = res.state
    obj = st.find(o)
    if obj is None:
        return None
    if obj.attached_to is None and obj.oid in (getattr(st, "detached_from", None) or {}):
        r = _rule(res, "sba_equipment") if "equipment" in {s.lower() for s in d.get("subtypes") or ()} else None
        rules = [r] if r else []
        return Verdict(f"{o}: stays on the battlefield, unattached" + (f" — {', '.join(rules)}" if rules else "") +
                       ": what it was attached to left the battlefield; it stays under its controller's control until "
                       "it is attached again", rules, [], tuple(rules))
    host = st.objects.get(obj.attached_to) if obj.attached_to is not None else None
    rules, why = deciding(res, o, "zone")
    tail = f", attached to {host.alias}" if host is not None else ""
    return Verdict(f"{o}: stays on the battlefield{tail}", rules)


def destroyed_verdict(res, o: str, z, died_meanwhile, deciding, Verdict, line):
    """"Is X destroyed?": "No" when X is still on the battlefield or left it otherwise than to a graveyard; when it
    went to a graveyard, "Yes" only when the trace line that put it there says it was destroyed (701.8a: a lethal
    damage, 704.5g; a destroy effect), "No" when it says sacrificed (701.21a) or put into its owner's graveyard by
    another state-based action (704.5f toughness 0, 704.5m an Aura), else "cannot decide"."""
    back = z not in ("graveyard", "ceased to exist") and died_meanwhile(res, o)
    died = z in ("graveyard", "ceased to exist") or back
    rules, why = deciding(res, o, "died" if back else "zone")
    if not died:
        where = "" if z in (None, "battlefield") else f" ({o}: {z})"
        return Verdict(line(f"Destroyed? No{where}", rules, why), rules)
    destroy = _rule(res, "destroy")
    w = why.lower()
    if re.search(r"\bsacrificed?\b", w):
        rr = list(dict.fromkeys(r for r in (_rule(res, "sacrifice"), destroy) if r))
        return Verdict(f"Destroyed? No — {', '.join(rr)}: {o} was sacrificed, not destroyed: it dies (put into its "
                       "owner's graveyard from the battlefield) but no destruction happened; regeneration and "
                       "indestructible do not apply to a sacrifice", rr, [], tuple(rr))
    if re.search(r"\bis destroyed\b|\bit is destroyed\b|\bdestroyed:", w):
        rules = rules + [r for r in (destroy,) if r and r not in rules]
        return Verdict(line("Destroyed? Yes", rules, why), rules, [], tuple(r for r in (destroy,) if r))
    if "put into its owner's graveyard" in w or "put into their owner's graveyard" in w:
        rr = rules + [r for r in (destroy,) if r and r not in rules]
        return Verdict(f"Destroyed? No — {', '.join(rr[:3])}: {why.strip()}: a state-based action that puts it into "
                       "the graveyard without destroying it (it dies all the same)", rr, [], tuple(r for r in (destroy,) if r))
    return Verdict(f"Destroyed? cannot decide — {o} went to a graveyard, and the line that put it there does not say "
                   f"whether it was destroyed: {why.strip()}", [])
