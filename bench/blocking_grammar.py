#!/usr/bin/env python3
"""Which sub-grammars block the most card faces (issue 25): for every face with exactly one unmodelled
ability (the faces one reader could make whole), the unread piece is classified by the sub-grammar it
belongs to — a condition ("as long as …", "if you control …", "Activate only …"), a cost of several parts,
a "for each …" count, a counter trigger or filter, modes ("Choose one —", "… at random", "the same mode
more than once"), "unless …", a die roll, storage counters, "you may pay … If you do", and so on — and the
sub-grammars are listed by how many faces each one blocks alone.

Each face counts once, in the first class that fits (the order of ``CLASSES``); ``--all`` counts it in
every class that fits instead. Classes other helpers own (levels, suspend, library, turns, face-down) are
marked with their owner. ``--examples N`` prints N templates of each class.

Usage: .venv/bin/python bench/blocking_grammar.py [CORPUS ...] [--all] [--examples N] [--json]
(default corpora: both files of ../shared/cards). Not a test: run it before and after a change and quote
both outputs.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kb.engine.coverage import faces_of_file, template  # noqa: E402

DEFAULT_CORPORA = [ROOT.parent / "shared" / "cards" / "mtgjson2022-oracle-cards.jsonl.gz",
                   ROOT.parent / "shared" / "cards" / "oracle-2026-06" / "oracle_corpus.json.gz"]

# (class, owner, pattern over the unread ability's text) — first match wins.  The owner is the helper
# working on that part ("" = this one, the shared grammar).
CLASSES: list[tuple[str, str, str]] = [
    ("level up / class / saga / station", "levels",
     r"^(?:Level up|LEVEL \d|\{[^}]+\}: Level \d|(?:I|II|III|IV|V|VI)(?:, (?:I|II|III|IV|V|VI))* [-\u2014])|\bStation\b|\bSaga\b|\bSTATION\b"),
    ("suspend / escape / splice / alternative costs / kicker and/or", "suspend",
     r"^(?:Suspend|Escape|Splice|Kicker .* and/or|Multikicker|Prototype|Evoke|Dash|Blitz|Emerge|Surge|Spectacle|"
     r"Prowl|Madness|Flashback|Buyback|Entwine|Overload|Awaken|Bestow)\b|costs? \{[^}]+\} more to cast for each target beyond|"
     r"rather than pay (?:this spell's|its) mana cost|without paying (?:its|their) mana costs?"),
    ("look at top N / library / investigate / explore / proliferate", "library",
     r"\b(?:[Ll]ook at the top|[Rr]eveal the top|from the top of (?:your|their|target player's) library|investigate|"
     r"explores?|[Pp]roliferate|[Ss]urveil|[Ss]cry|on the bottom of (?:your|their|its owner's) library|"
     r"on top of (?:your|their|its owner's) library|look at the top card of your library any time|"
     r"[Rr]eveal cards from the top)\b"),
    ("hand size / extra turns / day-night / commander / coin flips", "turns",
     r"\b(?:maximum hand size|extra turn|[Dd]ay|[Nn]ight|daybound|nightbound|commander|[Ff]lip a coin|coin flip)\b"),
    ("face-down (morph, manifest, disguise, cloak)", "facedown",
     r"\b(?:[Mm]orph|[Mm]egamorph|[Mm]anifest|[Dd]isguise|[Cc]loak|face down|face-down|turned face up)\b"),
    ("modes: choose one at random", "", r"[Cc]hoose one at random"),
    ("modes: the same mode more than once", "", r"same mode more than once"),
    ("modes: Choose one/two/three —", "", r"(?:^|\n|\. )(?:[A-Z][\w ]+ )?[Cc]hooses? (?:one|two|three|four|five|one or more|any number)"
                                           r"(?: or both| or more|(?: that hasn't been chosen)?)?\s*[-\u2014]"),
    ("die rolls (roll a d20 / six-sided die)", "", r"\b[Rr]oll (?:a|two|three) (?:d\d+|six-sided|four-sided|twenty-sided)"),
    ("storage counters: Remove X … Add X mana in any combination", "", r"storage counters?|in any combination of"),
    ("mana for each counter / mana in any combination", "", r"Add (?:one mana of any colou?r|\{[^}]+\}) for each\b"),
    ("activation limits: Activate only …", "", r"Activate (?:this ability )?only\b|Activate only\b"),
    ("triggers: one or more … counters are put on ~", "", r"(?:one or more|a) [^ ]+ counters? (?:is|are) put on"),
    ("static devotion: isn't a creature", "", r"isn't a creature|devotion to"),
    ("you may pay … If you do / If you don't", "", r"\b(?:you may pay|may pay) [^.]+\. (?:If|When) (?:you|they) do"),
    ("unless …", "", r"\bunless\b"),
    ("conditions: as long as / while", "", r"\b(?:[Aa]s long as|while)\b"),
    ("conditions: intervening if (trigger)", "", r"^(?:When|Whenever|At)\b[^,]*, if\b"),
    ("conditions: if … (instruction)", "", r"(?:^|\. )If\b|\bif you\b|\bif it\b|\bif that\b"),
    ("filters: with a … counter on it", "", r"\bwith (?:a|an|one or more|\w+) [^ ]+ counters? on (?:it|them)\b"),
    ("counts: for each …", "", r"\bfor each\b"),
    ("counts: X is / equal to the number of", "", r"\bwhere X is\b|\bequal to\b|\bthe number of\b"),
    ("costs: several parts / non-mana cost", "", r"^[^:\"]*(?:Sacrifice|Discard|Exile|Remove|Return|Tap|Pay|Put|Reveal)[^:\"]*:"),
    ("counters: put/remove counters", "", r"\bcounters?\b"),
    ("tokens with abilities", "", r"\b[Cc]reate\b"),
    ("triggers: other events", "", r"^(?:When|Whenever|At)\b"),
    ("activated: other", "", r"^[^\"]*?\}[^\"]*?:\s"),
    ("static: other", "", r""),
]
_COMPILED = [(n, o, re.compile(p)) for n, o, p in CLASSES]


def classify(text: str, every: bool = False) -> list[str]:
    """The class(es) of one unread ability's text."""
    out = [n for n, _o, rx in _COMPILED if rx.search(text)]
    return out if every else out[:1]


def unread_of(card) -> list[str]:
    """The unread abilities (text) of a loaded card: its UnmodelledAbility lines and a spell's unread text."""
    from kb.engine.abilities import SpellAbility, UnmodelledAbility

    out = []
    for ab in card.abilities:
        if isinstance(ab, UnmodelledAbility):
            out.append(ab.text)
        elif isinstance(ab, SpellAbility) and ab.unmodelled:
            out.append(ab.text)
    return out


def measure(path, every: bool = False) -> dict:
    from kb.engine.cardtext import parse_card_text
    from kb.engine.objects import CardDef

    faces = faces_of_file(path)
    keys = ("name", "mana_cost", "colors", "color_indicator", "supertypes", "types", "subtypes", "power",
            "toughness", "loyalty", "text", "layout")
    per_count: Counter = Counter()
    blocked: Counter = Counter()
    templates: dict = defaultdict(Counter)
    modelled = loaded = 0
    for d in faces:
        try:
            card = CardDef.from_dict({k: d.get(k) for k in keys}, parse=parse_card_text)
        except Exception:   # noqa: BLE001 - a face that does not load is counted by `kb engine coverage`
            continue
        loaded += 1
        un = unread_of(card)
        per_count[min(len(un), 3)] += 1
        if not un:
            modelled += 1
        if len(un) != 1:
            continue
        for c in classify(un[0], every):
            blocked[c] += 1
            templates[c][template(un[0], card.name)] += 1
    return {"corpus": str(path), "faces": len(faces), "loaded": loaded, "modelled": modelled,
            "one_unread": per_count[1], "two_unread": per_count[2], "three_or_more": per_count[3],
            "blocked": blocked, "templates": templates}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpora", nargs="*", default=[str(p) for p in DEFAULT_CORPORA])
    ap.add_argument("--all", action="store_true", help="count a face in every class that fits (default: the first)")
    ap.add_argument("--examples", type=int, default=3, help="templates shown per class")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    owner = {n: o for n, o, _p in CLASSES}
    results = []
    for path in args.corpora:
        t0 = time.perf_counter()
        r = measure(path, args.all)
        r["seconds"] = round(time.perf_counter() - t0, 1)
        results.append(r)
    if args.json:
        print(json.dumps([{**r, "blocked": dict(r["blocked"].most_common()),
                           "templates": {k: v.most_common(args.examples) for k, v in r["templates"].items()}}
                          for r in results], indent=1, ensure_ascii=False))
        return 0
    for r in results:
        print(f"{Path(r['corpus']).name}: {r['faces']:,} faces, {r['modelled']:,} fully modelled "
              f"({r['modelled'] / r['faces']:.1%}); one unread ability: {r['one_unread']:,}, two: {r['two_unread']:,}, "
              f"three or more: {r['three_or_more']:,} ({r['seconds']} s)")
        print(f"  faces blocked by one ability alone, by sub-grammar ({'every class that fits' if args.all else 'first class that fits'}):")
        for c, n in r["blocked"].most_common():
            who = f" [{owner[c]}]" if owner.get(c) else ""
            print(f"  {n:>6}  {c}{who}")
            for t, k in r["templates"][c].most_common(args.examples):
                print(f"          {k:>4} × {t[:130]!s}".replace("\n", " / "))
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
