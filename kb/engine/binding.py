"""Which text of each rule the engine's behaviour was written for (issue 21 §2: never today's rules
answered under an old edition).

Every behaviour the engine implements cites a *concept* (``cast_pay``, ``mana_burn``, ``layer.7c`` …;
:mod:`kb.engine.concepts`, :mod:`kb.engine.profiles`), found in any edition by a text pattern. The
binding (``rule_binding.json`` beside this module, data reviewed like code) records, per concept, the
texts of its rule that the behaviour was verified against: the key of each text (a hash of the text
normalised by :func:`normalise`) with the editions in which a shipped scenario passed under that text with
an answer it decided by applying the concept (:func:`applied_concepts`; ``kb engine bind`` writes them from a
scenario run), and the texts accepted after review (``accepted``: a reworded rule that changes nothing the engine does, with why).

Under edition E an answer whose trace cites concept C is decided only if C's rule, as E words it, is
bound: its key is verified, or accepted after review — where the words that changed are modelled by a
dated variant of :mod:`kb.engine.versions`, the accepted entry names it (``variant``), and a test checks
that the variant's wording evidence is found in that text. Otherwise the answer is "cannot decide: 300.3 reads
differently in 2009-05-01" with the words that differ from the nearest bound text.

:func:`normalise` accepts, for every rule, the editorial rewordings that the Comprehensive Rules made
across the board without changing what a rule does (listed in ``EDITORIAL``): "in play" became "on the
battlefield" and "play a spell" "cast a spell" (Magic 2010), "he or she" became "they" (2018),
"converted mana cost" "mana value" (2021), "enters the battlefield" "enters" (2024); cross-references
("See rule 613.8.", with a title or not), ranges of rules, dashes however typed, the verb after the singular they
and letter case are ignored.
"""
from __future__ import annotations

import difflib
import hashlib
import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

__all__ = ["BINDING_FILE", "EDITORIAL", "normalise", "text_key", "Binding", "load_binding", "Mismatch",
           "rule_text", "edition_texts", "check_concepts", "has_texts", "unchecked", "Unchecked", "mismatch", "survey", "WRITTEN_FOR", "card_text_note", "record", "save_binding", "accept"]

BINDING_FILE = Path(__file__).with_name("rule_binding.json")
# The edition the engine's behaviour and citation tables are written for: every concept's text there is bound,
# and ``current`` scenarios verify that edition when the binding is written. A newer edition's texts are bound
# only by review (``accepted``) or by a scenario naming that edition.
WRITTEN_FOR = "2026-04-17"
NORMALISATION = 3      # bumped when EDITORIAL or normalise change: the stored keys are then recomputed

# Editorial rewordings made across all rules (pattern, replacement, when): never a change of behaviour.
EDITORIAL: tuple = (
    (r"\((?:see|as described in) (?:also )?(?:rules?|section) [^)]*\)", "", "cross-references"),
    (r"\bsee (?:also )?rules? \d{3}(?:\.\d+[a-z]*)?(?:(?:, | and | or |-)\d{3}(?:\.\d+[a-z]*)?)*"
     r"(?:,? [\u201c\"][^\u201d\"]{1,60}[\u201d\"])?\.?", "", "cross-references (with the title: See rule 115, \u201cTiming\u201d.)"),
    (r"\bhe or she\b|\bhe/she\b", "they", "2018: they"),
    (r"\bhim or her\b", "them", "2018: them"),
    (r"\bhis or her\b", "their", "2018: their"),
    (r"\bhimself or herself\b", "themselves", "2018: themselves"),
    (r"\bconverted mana costs?\b", "mana value", "2021: mana value"),
    (r"\benters the battlefield\b", "enters", "2024: enters"),
    (r"\bentered the battlefield\b", "entered", "2024: enters"),
    (r"\benter the battlefield\b", "enter", "2024: enters"),
    (r"\bcomes? into play\b", "enters", "2009-07: enters the battlefield"),
    (r"\bcame into play\b", "entered", "2009-07: enters the battlefield"),
    (r"\b(?:put|puts|putting) (.{0,40}?)into play\b", r"put \1onto the battlefield", "2009-07: onto the battlefield"),
    (r"\bin play\b", "on the battlefield", "2009-07: on the battlefield"),
    (r"\bremoved from the game\b", "exiled", "2009-07: exile"),
    (r"\bremoved-from-the-game zone\b", "exile zone", "2009-07: exile"),
    (r"\bplay(s|ed|ing)? (a |an |the |that |this )?(spells?|activated abilit(?:y|ies))\b", r"cast\1 \2\3",
     "2009-07: cast a spell, activate an ability"),
    (r"\bsummon(?:s|ing)? spell\b", "creature spell", "2000s: creature spell"),
    (r"\btribal\b", "kindred", "2024: kindred"),
    (r"\((?:[a-h]|[1-9])\)", "(#)", "list markers: (a) or (1)"),
    (r"[\u2018\u2019\u201c\u201d\"']", "", "quotation marks"),
    (r"(\d{3}\.\d+[a-z]*)\s*[-\u2013\u2014]\s*(?:\d{3}\.\d+[a-z]*|[a-z]\b)", r"\1", "ranges of rules: 601.2a-h"),
    (r"\s*(?:[\u2013\u2014\ufffd]|--+)\s*|\s-\s", "-", "dashes: an em dash as \u2014, --, - or a spaced hyphen"),
    (r"\u2212", "-", "minus sign"),
    (r"\bthey (\w+)\b", lambda m: "they " + _plural(m.group(1)), "2018: they control (he or she controls)"),
)
_EDITORIAL = tuple((re.compile(p, re.I), r) for p, r, _w in EDITORIAL)
# "he or she does" became "they do" (2018): the verb after they, in the plural
_PLURAL = {"is": "are", "was": "were", "has": "have", "does": "do", "doesnt": "dont", "isnt": "arent",
           "wasnt": "werent", "goes": "go"}


def _plural(verb: str) -> str:
    """The plural form of a verb after "they" ("controls" → "control"); other words as they are read (the
    normalisation applies it to every text alike, so a word that is not a verb stays comparable)."""
    low = verb.lower()
    if low in _PLURAL:
        return _PLURAL[low]
    if re.search(r"(?:ss|sh|ch|x|z)es$", low):
        return low[:-2]
    if low.endswith("ies") and len(low) > 4:
        return low[:-3] + "y"
    if low.endswith("s") and not low.endswith("ss") and len(low) > 3:
        return low[:-1]
    return low
_RULE_NUMBER = re.compile(r"\b\d{3}\.\d+[a-z]*\b|\b\d{3}\b")


def normalise(text: str | None) -> str:
    """A rule's text with the editorial rewordings of ``EDITORIAL`` undone, case, punctuation and
    rule numbers ignored: two texts with the same normal form say the same thing to the engine."""
    t = (text or "").replace("\u00a0", " ")
    for rx, rep in _EDITORIAL:
        t = rx.sub(rep, t)
    t = _RULE_NUMBER.sub("#", t.lower())
    t = re.sub(r"[^\w#/+{}-]+", " ", t)
    return " ".join(t.split())


@lru_cache(maxsize=8192)
def text_key(text: str | None) -> str:
    """The key of a rule's text in the binding: ``absent`` when the edition has no such rule. (Kept per text: every
    question asked binds the same few hundred rule texts.)"""
    if text is None:
        return "absent"
    return hashlib.sha1(normalise(text).encode("utf-8")).hexdigest()[:12]


@dataclass
class Binding:
    """The binding's data: concept → text key → editions (verified) / why (accepted after review)."""

    verified: dict = field(default_factory=dict)    # concept -> {key: [editions verified]}
    accepted: dict = field(default_factory=dict)    # concept -> {key: {"edition": E, "why": ..., "variant": name}}
    normalisation: int = NORMALISATION
    # concept -> {key: [every edition whose text of the concept's rule has that key]}: what each edition says, kept
    # so that a question asked without the KB (or with a KB without that edition) is bound by the same texts
    texts: dict = field(default_factory=dict)

    def key_in(self, concept: str, edition: str) -> str | None:
        """The key of the concept's rule text in ``edition``, as the binding recorded it: a date between two recorded
        editions has the text of the edition in force then, the latest before it (None: outside the record)."""
        of = {e: key for key, eds in self.texts.get(concept, {}).items() for e in eds}
        if edition in of:
            return of[edition]
        before = [e for e in of if e < edition]
        if before and any(e > edition for e in of):
            return of[max(before)]
        return None

    def status(self, concept: str, key: str, edition: str | None = None) -> str | None:
        """'verified', 'accepted', or None (not bound): by the text's key, or by the edition's date when that
        edition is listed (its official text is the one that was verified; tests check that the corpus's text of
        each listed edition has the stored key, so a KB holding an excerpt of a listed edition, as test fixtures
        do, is not taken for a different rule)."""
        if key in self.verified.get(concept, {}):
            return "verified"
        if key in self.accepted.get(concept, {}):
            return "accepted"
        if edition is not None:
            if any(edition in eds for eds in self.verified.get(concept, {}).values()):
                return "verified"
            if any(a["edition"] == edition for a in self.accepted.get(concept, {}).values()):
                return "accepted"
        return None

    def editions_of(self, concept: str) -> list[str]:
        """The editions whose text of the concept is bound (verified first, then accepted)."""
        out = [e for eds in self.verified.get(concept, {}).values() for e in eds]
        out += [a["edition"] for a in self.accepted.get(concept, {}).values()]
        return out

    def to_json(self) -> str:
        data = {"normalisation": self.normalisation,
                "about": "kb.engine.binding: per citation concept, the keys (kb.engine.binding.text_key) of the rule texts "
                         "the engine's behaviour was verified against (with the editions of passing scenarios), and "
                         "texts accepted after review (with why). Written by `kb engine bind`; 'accepted' is kept.",
                "verified": {c: {k: sorted(v) for k, v in sorted(keys.items())} for c, keys in sorted(self.verified.items())},
                "accepted": {c: dict(sorted(keys.items())) for c, keys in sorted(self.accepted.items())}}
        if self.texts:   # per concept, "EDITION KEY" where its text changes (editions in date order), every edition listed
            editions = sorted({e for keys in self.texts.values() for eds in keys.values() for e in eds})
            data["editions"] = " ".join(editions)
            data["texts"] = {}
            for c, keys in sorted(self.texts.items()):
                of = {e: k for k, eds in keys.items() for e in eds}
                runs, last = [], None
                for e in editions:
                    if of.get(e) != last:
                        runs.append(f"{e} {of.get(e) or '-'}")
                        last = of.get(e)
                data["texts"][c] = " ".join(runs)
        return json.dumps(data, indent=1, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, text: str) -> "Binding":
        data = json.loads(text)
        return cls({c: {k: list(v) for k, v in keys.items()} for c, keys in data.get("verified", {}).items()},
                   dict(data.get("accepted", {})), int(data.get("normalisation", 0)),
                   _texts(data.get("editions", ""), data.get("texts", {})))


def _texts(editions: str, runs: dict) -> dict:
    """The stored change points ("EDITION KEY …", editions in date order) back to concept -> {key: [editions]}."""
    order = editions.split()
    index = {e: i for i, e in enumerate(order)}
    out: dict = {}
    for concept, text in runs.items():
        parts = text.split()
        starts = dict(zip(parts[0::2], parts[1::2]))
        # each change point's key holds from its edition up to the next change point (a run of editions, sliced)
        points = sorted((index[e], key) for e, key in starts.items() if e in index) + [(len(order), None)]
        for (i, key), (j, _next) in zip(points, points[1:]):
            if key and key != "-":
                out.setdefault(concept, {}).setdefault(key, []).extend(order[i:j])
    return out


@lru_cache(maxsize=1)
def load_binding() -> Binding:
    if not BINDING_FILE.exists():
        return Binding()
    return Binding.from_json(BINDING_FILE.read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Mismatch:
    """A concept whose rule reads differently in an edition from every text the engine was written for."""

    concept: str
    edition: str
    number: str | None
    bound_edition: str | None      # the nearest edition whose text is bound
    bound_number: str | None
    words: str                     # what differs

    @property
    def reason(self) -> str:
        modelled = (f" (the engine models {self.bound_number} of {self.bound_edition})" if self.bound_edition
                    else " (the engine models no text of it)")
        if self.number is None:
            return f"no rule of {self.edition} states {self.concept}{modelled}"
        return (f"{self.number} reads differently in {self.edition}{modelled}"
                + (f": {self.words}" if self.words else ""))


@dataclass(frozen=True)
class Unchecked(Mismatch):
    """A concept whose rule the engine cannot read in the edition asked (no KB, or a KB without that edition), and
    which the shipped binding does not list for that edition."""

    why: str = ""

    @property
    def reason(self) -> str:
        bound = (f"the engine's behaviour is verified against its text in {', '.join(self.words.split())}"
                 if self.words else "the engine models no edition's text of it")
        rule = f"{self.number} ({self.concept})" if self.number else self.concept
        return f"cannot check what {rule} says in {self.edition}: {self.why}; {bound}"


def unchecked(citations, concept: str, binding: Binding | None = None) -> Unchecked | None:
    """Without the edition's rules text: None when the shipped binding lists the edition for the concept (its text
    there was verified or accepted), else why it cannot be checked."""
    binding = binding or load_binding()
    edition = citations.edition
    key = binding.key_in(concept, edition)
    if binding.status(concept, key or "", edition):
        return None
    where = "no KB holds the rules text" if citations.db is None else f"the KB holds no edition {edition}"
    why = (f"{where}, and the binding's record of that edition's text is not one the engine was written for"
           if key else f"{where}, and the binding records no text of that edition")
    eds = sorted(set(binding.editions_of(concept)))
    near = _nearest_bound(binding, concept, edition)
    shown = ([near] if near else []) + [e for e in eds if e != near][:2]
    try:
        number = citations.number(concept)
    except KeyError:
        number = None
    return Unchecked(concept, edition, number, near, None, " ".join(shown), why=why)


def rule_text(citations, concept: str) -> tuple[str | None, str | None]:
    """The number and text of the rule a concept resolves to in the citations' edition."""
    number = citations.number(concept)
    if number is None or citations.db is None:
        return number, None
    return number, citations.text(number)


def _words(old: str, new: str, limit: int = 4, width: int = 10) -> str:
    """The words that differ between two normalised texts, as "“x” for “y”" pieces (long ones cut)."""
    a, b = old.split(), new.split()

    def cut(words: list) -> str:
        return " ".join(words[:width]) + (" …" if len(words) > width else "")

    out = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag == "replace":
            out.append(f"\u201c{cut(b[j1:j2])}\u201d for \u201c{cut(a[i1:i2])}\u201d")
        elif tag == "insert":
            out.append(f"adds \u201c{cut(b[j1:j2])}\u201d")
        elif tag == "delete":
            out.append(f"drops \u201c{cut(a[i1:i2])}\u201d")
    more = len(out) - limit
    return "; ".join(out[:limit]) + (f"; {more} more change(s)" if more > 0 else "")


def _nearest_bound(binding: Binding, concept: str, edition: str) -> str | None:
    """The bound edition nearest in date, one of the same rules profile (layer system) first."""
    from .profiles import ProfileError, profile_for
    eds = binding.editions_of(concept)
    if not eds:
        return None

    def same(e: str) -> bool:
        try:
            return profile_for(e).name == profile_for(edition).name
        except ProfileError:
            return False
    return min(eds, key=lambda e: (not same(e), abs(_days(e) - _days(edition)), e))


def _days(date: str) -> int:
    y, m, d = (int(x) for x in date.split("-"))
    return y * 372 + m * 31 + d


def has_texts(citations) -> bool:
    """Whether the edition's rules text can be read (a KB that holds that edition)."""
    if citations.db is None:
        return False
    try:
        return bool(citations._edition_rows())
    except Exception:   # a KB of another shape, or none: no text to read
        return False


def check_concepts(citations, concepts, binding: Binding | None = None) -> list[Mismatch]:
    """The concepts among ``concepts`` whose rule, as the citations' edition words it, the engine was not
    written for. Without the edition's text (no KB, or a KB without that edition) a concept is bound only by the
    binding shipped in the repo: the edition is one whose text of it was verified or accepted
    (:meth:`Binding.status` by date); any other is "cannot decide", the rule named (:class:`Unchecked`)."""
    binding = binding or load_binding()
    if not has_texts(citations):
        return [m for m in (unchecked(citations, c, binding) for c in dict.fromkeys(concepts)) if m is not None]
    out = []
    others = citations.__dict__.setdefault("_binding_others", {})
    memo = citations.__dict__.setdefault("_binding_memo", {})
    for concept in dict.fromkeys(concepts):
        if concept not in memo:
            memo[concept] = mismatch(citations, concept, binding, others)
        m = memo[concept]
        if m is not None:
            out.append(m)
    return out


def mismatch(citations, concept: str, binding: Binding | None = None, others: dict | None = None) -> Mismatch | None:
    """The concept's rule as the citations' edition words it, when the engine was not written for that text
    (None when it was). ``others``: a cache of the other editions' citations (edition → Citations)."""
    binding = binding or load_binding()
    edition = citations.edition
    number, text = rule_text(citations, concept)
    key = text_key(text)
    if binding.status(concept, key, edition):
        return None
    near = _nearest_bound(binding, concept, edition)
    near_number = near_text = None
    if near is not None:
        from .profiles import Citations, profile_for
        others = {} if others is None else others
        if near not in others:
            others[near] = Citations(profile_for(near), near, citations.db)
        near_number, near_text = rule_text(others[near], concept)
    words = _words(normalise(near_text), normalise(text)) if near_text is not None and text is not None else ""
    return Mismatch(concept, edition, number, near, near_number, words)


def survey(db, editions, concepts=None, binding: Binding | None = None, reasons: bool = True) -> list[dict]:
    """Per edition, each concept the engine relies on with its rule there and whether the engine models
    that edition's text: ``verified``, ``accepted`` (reviewed; with ``variant``, the dated variant of
    :mod:`kb.engine.versions` that models the words that changed) or ``differs``."""
    from .profiles import Citations, ProfileError, profile_for
    binding = binding or load_binding()
    rows = []
    others: dict = {}
    for edition in editions:
        try:
            prof = profile_for(edition)
        except ProfileError:
            rows.append({"edition": edition, "profile": None, "rules": []})
            continue
        cit = Citations(prof, edition, db)
        out = []
        for concept in (sorted(cit.all_concepts()) if concepts is None else concepts):
            if prof.concept(concept) is None:
                continue    # a layer of another profile's system
            number, text = rule_text(cit, concept)
            key = text_key(text)
            status = binding.status(concept, key, edition) or "differs"
            item = {"concept": concept, "rule": number, "key": key, "status": status}
            if status == "accepted" and key in binding.accepted.get(concept, {}):
                item.update({k: v for k, v in binding.accepted[concept][key].items() if k in ("why", "variant")})
            if status == "differs" and reasons:
                m = mismatch(cit, concept, binding, others)
                item["reason"] = m.reason if m else None
            out.append(item)
        rows.append({"edition": edition, "profile": prof.name, "rules": out})
    return rows


_SOURCE_YEAR = re.compile(r"(?<!\d)((?:19|20)\d\d)(?:-(\d\d))?(?!\d)")


def _source_date(source: str | None) -> str | None:
    """The date a card data file's name gives ("mtgjson2022-…" → 2022, "oracle-2026-06/…" → 2026-06)."""
    m = _SOURCE_YEAR.search(source or "")
    return f"{m.group(1)}-{m.group(2) or '01'}" if m else None


def card_text_note(db, edition: str, names) -> str | None:
    """Cards taken from the KB's card data carry the Oracle text of that data's date (2022 or newer): when the
    edition asked is older, say that they may have read differently then."""
    if db is None or not names:
        return None
    try:
        from kb.cards import name_key
        fallback = [d for (src,) in db.execute("SELECT source FROM card_sources WHERE kind = 'cards'").fetchall()
                    for d in [_source_date(src)] if d]
        newer = []
        for name in names:
            row = db.execute("SELECT source FROM cards WHERE name_key = ?", [name_key(name)]).fetchone()
            date = _source_date(row[0]) if row else None
            date = date or (min(fallback) if fallback else None)
            if date is not None and edition[:7] < date:
                newer.append((name, date))
    except Exception:   # a KB without card data (or of another shape): nothing to say
        return None
    if not newer:
        return None
    shown = ", ".join(n for n, _ in sorted(newer)[:5]) + (f" and {len(newer) - 5} more" if len(newer) > 5 else "")
    oldest = min(d for _, d in newer)
    return (f"the Oracle text of {shown} comes from the card data of {oldest[:4]} or later, newer than the "
            f"{edition} edition: the card may have read differently then (its printed or Oracle text of the day "
            "decides)")


def _decided(check) -> bool:
    """An answer the engine gave (a refusal too), not "cannot decide"."""
    actual = check.actual
    return not check.undecided and not (isinstance(actual, str) and actual.strip().lower() == "cannot decide")


def applied_concepts(result) -> list[str]:
    """The concepts a scenario run's decided answers rest on: those its trace cited up to a step with an answer the
    engine decided (:func:`_decided`; a refusal rests on the steps before it, the refused step's own trace is undone).
    A concept cited only before answers that are "cannot decide" (another gate said so: an order never stated, an
    edition without the rule) was not applied to give an answer, so a passing scenario does not verify its text."""
    applied: dict = {}
    pending: dict = {}
    for rec in result.records:
        if not any(c.field == "refused" for c in rec.checks):
            pending.update(dict.fromkeys(rec.concepts()))
        if any(_decided(c) for c in rec.checks):
            applied.update(pending)
            pending = {}
    return list(applied)


def record(results, keep: Binding | None = None, db=None, texts: bool = True) -> Binding:
    """The binding verified by passing scenario runs (run with ``bind=False``; any iterable, read once, so that a
    generator of runs keeps one run in memory at a time): each concept a passing
    scenario's decided answers rest on (:func:`applied_concepts`) is verified for its rule's text in the scenario's
    edition. Every concept is
    also bound to its text in ``WRITTEN_FOR`` (the engine's behaviour and its
    citation tables are written for it; tests check those numbers). ``accepted`` entries of ``keep``
    (reviewed by hand) are kept. With ``texts``, the key of every edition's text of every concept is recorded too
    (:func:`edition_texts`), so that questions asked without the KB are bound by the same texts."""
    verified: dict = {}
    if db is not None:
        from .profiles import Citations, profile_for
        cit = Citations(profile_for(WRITTEN_FOR), WRITTEN_FOR, db)
        for concept in cit.all_concepts():
            _number, text = rule_text(cit, concept)
            verified.setdefault(concept, {}).setdefault(text_key(text), []).append(WRITTEN_FOR)
    for res in results:
        if not res.passed or res.scenario.pending:
            continue
        for concept in applied_concepts(res):
            _number, text = rule_text(res.citations, concept)
            eds = verified.setdefault(concept, {}).setdefault(text_key(text), [])
            if res.edition not in eds:
                eds.append(res.edition)
    accepted: dict = {}
    for concept, entries in (keep.accepted if keep else {}).items():
        for key, entry in entries.items():
            ed = entry["edition"]
            if db is not None and db.execute("SELECT 1 FROM editions WHERE id = ?", [ed]).fetchone():
                from .profiles import Citations, profile_for   # the key again, in case the normalisation changed
                key = text_key(rule_text(Citations(profile_for(ed), ed, db), concept)[1])
            accepted.setdefault(concept, {})[key] = entry
    texts = edition_texts(db) if db is not None and texts else dict(keep.texts if keep else {})
    return Binding(verified, accepted, texts=texts)


def edition_texts(db, editions=None) -> dict:
    """concept -> {key: [editions]}: the key of each edition's text of each concept's rule (every edition of the KB,
    or ``editions``), so that the binding can answer for an edition without the KB."""
    from .profiles import Citations, ProfileError, profile_for
    if editions is None:
        editions = [r[0] for r in db.execute("SELECT id FROM editions ORDER BY id").fetchall()]
    out: dict = {}
    for edition in editions:
        try:
            prof = profile_for(edition)
        except ProfileError:
            continue
        cit = Citations(prof, edition, db)
        for concept in cit.all_concepts():
            if prof.concept(concept) is None:
                continue
            out.setdefault(concept, {}).setdefault(text_key(rule_text(cit, concept)[1]), []).append(edition)
    return out


def save_binding(binding: Binding, path: Path = BINDING_FILE) -> None:
    path.write_text(binding.to_json(), encoding="utf-8")
    load_binding.cache_clear()


def accept(binding: Binding, citations, concept: str, why: str, variant: str | None = None) -> str:
    """Accept, after review, the text of ``concept``'s rule in the citations' edition: the engine's behaviour
    holds for it (``why``), or ``variant`` (a :mod:`kb.engine.versions` change) models the words that changed.
    Returns the text's key."""
    if variant is not None:
        from .versions import CHANGES
        if variant not in CHANGES:
            raise LookupError(f"no dated variant {variant!r} in kb.engine.versions")
    _number, text = rule_text(citations, concept)
    key = text_key(text)
    entry = {"edition": citations.edition, "why": why}
    if variant:
        entry["variant"] = variant
    binding.accepted.setdefault(concept, {})[key] = entry
    return key
