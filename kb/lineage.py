"""Rule lineage: match every rule (and example) of one edition to the next one.

The matches are derived from the texts alone — no renumbering tables.  For a pair
of editions A → B each item of A is classified as

* ``same``     — same number, same text;
* ``changed``  — same number, text edited;
* ``moved``    — a new number (text identical or edited: ``score`` says how close);
* ``split``    — one rule whose text now also lives in another rule of B;
* ``merged``   — a rule of A whose text was folded into another rule of B;
* ``removed``  — nothing in B carries it;

and each item of B that nothing in A leads to is ``added``.

Matching runs in passes: identical numbers with similar text, identical text
under any number, then a fuzzy pass where candidates come from an inverted index
of rare words and the score is the text similarity plus small bonuses for the same
number and for a parent that was matched to the candidate's parent (position).
Rule numbers inside the texts are masked, so a renumbered cross-reference does
not make two versions of a rule look different.
"""
from __future__ import annotations

import difflib
import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass

__all__ = ["Item", "Match", "match_editions", "load_items", "build_lineage", "LINEAGE_KINDS"]

LINEAGE_KINDS = ("same", "changed", "moved", "split", "merged", "removed", "added")

_NUM = re.compile(r"\b\d{3}\.\d+[a-z]{0,2}\b|\b\d{3}\b")
_WORD = re.compile(r"[a-z0-9]+")

FUZZY_MIN = 0.6  # below this a pair of texts is not the same rule
CONTAIN_MIN = 0.8  # share of a rule's words found in another for split/merge
SIBLING_MIN = 0.4  # enough between unmatched rules whose parents were matched to each other
SAME_NUMBER_BONUS = 0.1  # an edited text keeps its number unless another text is clearly closer


@dataclass
class Item:
    key: str  # "613.4c" or "613.5#ex2"
    cls: str  # node | example | heading
    number: str  # the rule the item belongs to
    parent: str | None
    text: str
    position: int

    def __post_init__(self):
        self.norm = _normalize(self.text)
        self.words = _WORD.findall(self.norm)


@dataclass
class Match:
    a: str | None
    b: str | None
    kind: str
    score: float
    like: str | None = None  # added/removed: the rule of the other edition it is worded like


_QUOTE_PAIRS = (("“", '"'), ("”", '"'), ("‘", "'"), ("’", "'"), ("–", "-"), ("—", "-"))


def _normalize(text: str) -> str:
    t = text
    if not t.isascii():  # (chained replaces: str.translate with a mapping is slow)
        for x, y in _QUOTE_PAIRS:
            if x in t:
                t = t.replace(x, y)
    t = t.lower().replace("_", "")
    t = _NUM.sub("#", t)
    return " ".join(t.split())


def _ratio(a: Item, b: Item) -> float:
    if a.norm == b.norm:
        return 1.0
    sm = difflib.SequenceMatcher(None, a.words, b.words, autojunk=False)
    if sm.real_quick_ratio() < FUZZY_MIN or sm.quick_ratio() < FUZZY_MIN:
        return 0.0
    return sm.ratio()


def _contained(small: Item, big: Item) -> float:
    """Share of ``small``'s words (with multiplicity) that also occur in ``big``."""
    if not small.words:
        return 0.0
    have = Counter(big.words)
    hit = 0
    for w, n in Counter(small.words).items():
        hit += min(n, have.get(w, 0))
    return hit / len(small.words)


def load_items(db, edition: str) -> list[Item]:
    """Rules (by class: headings, rules) and examples of one edition, in document order."""
    items = []
    for number, kind, parent, text, position, title in db.execute(
            "SELECT number, kind, parent, text, position, title FROM rules WHERE edition = ? "
            "ORDER BY position", [edition]):
        # Titles (sections, and rules that are only a title such as "702.19. Trample" or
        # "418.5. Interaction of Continuous Effects") match titles: a titled rule may become a section.
        cls = "heading" if kind in ("chapter", "section") or title else "node"
        items.append(Item(number, cls, number, parent, text or "", position))
    for rule, idx, text, position in db.execute(
            "SELECT rule, idx, text, position FROM examples WHERE edition = ? ORDER BY position", [edition]):
        items.append(Item(f"{rule}#ex{idx}", "example", rule, rule, text or "", position))
    return items


def match_editions(a_items: list[Item], b_items: list[Item]) -> list[Match]:
    """All matches from edition A's items to edition B's (see the module docstring)."""
    out: list[Match] = []
    for cls in ("heading", "node", "example"):
        A = [i for i in a_items if i.cls == cls]
        B = [i for i in b_items if i.cls == cls]
        out.extend(_match_class(A, B, out))
    return out


def _match_class(A: list[Item], B: list[Item], earlier: list[Match]) -> list[Match]:
    b_by_key = {b.key: b for b in B}
    a2b: dict[str, str] = {}
    b_taken: set[str] = set()
    scores: dict[str, float] = {}
    # Parents matched in an earlier class (headings before rules, rules before examples).
    parent_map = {m.a: m.b for m in earlier if m.a and m.b}

    def take(a: Item, b: Item, s: float) -> None:
        a2b[a.key] = b.key
        b_taken.add(b.key)
        scores[a.key] = s
        parent_map.setdefault(a.key, b.key)

    # 1. Same number, same text (numbers inside the text masked).
    for a in A:
        b = b_by_key.get(a.key)
        if b is not None and a.norm == b.norm:
            take(a, b, 1.0)
    # 2. Identical text under another number (renumbered) comes before an edited text under
    # the same number: when sibling sections shift (724 Monarch → 725, 725 Initiative → 726),
    # 725.1 "The initiative is …" is 726.1 now, not the 725.1 that reads "The monarch is …".
    by_norm: dict[str, list[Item]] = defaultdict(list)
    for b in B:
        if b.key not in b_taken:
            by_norm[b.norm].append(b)
    for a in A:
        if a.key in a2b:
            continue
        cands = [b for b in by_norm.get(a.norm, ()) if b.key not in b_taken]
        if cands:
            take(a, _closest(a, cands, parent_map), 1.0)
    # 3. Edited texts: the same number and candidates sharing rare words compete, best
    # similarity first (the same number and a matched parent weigh a little).
    rest_a = [a for a in A if a.key not in a2b]
    rest_b = [b for b in B if b.key not in b_taken]
    if rest_a and rest_b:
        for s, a, b in _fuzzy_pairs(rest_a, rest_b, parent_map):
            if a.key not in a2b and b.key not in b_taken:
                take(a, b, s)
    # 3b. Position: a reworded rule under parents already matched to each other
    # (420.5c → 704.5g in 2009) is accepted at a lower similarity.
    rest_a = [a for a in A if a.key not in a2b and a.parent in parent_map]
    if rest_a:
        by_parent: dict[str, list[Item]] = defaultdict(list)
        for b in B:
            if b.key not in b_taken:
                by_parent[b.parent or ""].append(b)
        pairs = []
        for a in rest_a:
            for b in by_parent.get(parent_map[a.parent], ()):
                if _other_subject(a, b):
                    continue
                sm = difflib.SequenceMatcher(None, a.words, b.words, autojunk=False)
                if sm.quick_ratio() >= SIBLING_MIN:
                    r = sm.ratio()
                    if r >= SIBLING_MIN:
                        pairs.append((r, a, b))
        pairs.sort(key=lambda x: (-x[0], x[1].position, x[2].position))
        for r, a, b in pairs:
            if a.key not in a2b and b.key not in b_taken:
                take(a, b, r)
    # Classify one-to-one matches.
    out: list[Match] = []
    for a in A:
        bk = a2b.get(a.key)
        if bk is None:
            continue
        s = round(scores[a.key], 4)
        if bk == a.key:
            kind = "same" if a.text == b_by_key[bk].text else "changed"
        else:
            kind = "moved"
        out.append(Match(a.key, bk, kind, s))
    # 4. Leftovers: split (B items carved out of an A item), merged, added, removed.
    a_by_key = {a.key: a for a in A}
    b2a = {v: k for k, v in a2b.items()}
    new_b = [b for b in B if b.key not in b_taken]
    old_a = [a for a in A if a.key not in a2b]
    # An unmatched A item whose text now lives in several new B items was split into them.
    index_new_b = _Index(new_b) if new_b and old_a else None
    split_from: dict[str, tuple[float, Item]] = {}
    for a in old_a if index_new_b else ():
        if len(a.words) < _MIN_WORDS:
            continue
        for b in index_new_b.candidates(a, k=12):
            c = _contained(b, a)
            if len(b.words) >= 4 and c >= CONTAIN_MIN and c > split_from.get(b.key, (0, None))[0]:
                split_from[b.key] = (c, a)
    split_a = {a.key for _, a in split_from.values()}
    # A split rule goes on where a new item opens with its words (418.5a's opening sentence is
    # 612.1's in 2009-07-11; its layer list went to 612.1d, 612.2, 612.3 …): that item is its
    # continuation ("moved"), the other pieces stay split off.  Without one, the rule would
    # continue only as the pieces' common parent, a section heading.
    going_on: dict[str, Item] = {}
    for a in (a_by_key[k] for k in split_a):
        cands = [b_by_key[k] for k, (_, x) in split_from.items() if x is a]
        cands += [b for b in index_new_b.candidates(a, k=12) if b.key not in split_from]
        best = max(cands, key=lambda b: (_opening(a, b), _contained(b, a), -b.position))
        if _opening(a, best) >= OPENING_MIN and _contained(best, a) >= OPENING_CONTAIN:
            going_on[a.key] = best
    for a_key, b in going_on.items():
        split_from.pop(b.key, None)
        s = round(_contained(b, a_by_key[a_key]), 4)
        out.append(Match(a_key, b.key, "changed" if b.key == a_key else "moved", s))
    for bkey, (c, a) in split_from.items():
        out.append(Match(a.key, bkey, "split", round(c, 4)))
    new_b = [b for b in new_b if b.key not in {x.key for x in going_on.values()}]
    old_a = [a for a in old_a if a.key not in split_a]
    new_b = [b for b in new_b if b.key not in split_from]
    # 5. Rewritten rules: an unmatched old item and an unmatched new item that share a long,
    # distinctive opening or the same number under matched parents, with most rare words in
    # common (2003-07-01 418.5a → 2003-10-01 418.5a, the layers given numbers: similarity 0.34).
    if old_a and new_b:
        for a, b, s in _rewritten_pairs(old_a, new_b, A, B, parent_map):
            a2b[a.key] = b.key
            b2a[b.key] = a.key
            out.append(Match(a.key, b.key, "changed" if a.key == b.key else "moved", round(s, 4)))
        old_a = [a for a in old_a if a.key not in a2b]
        new_b = [b for b in new_b if b.key not in b2a]
    # (indexes of every matched item: built only when something is left to place)
    index_a = _Index([a_by_key[k] for k in a2b]) if new_b else None
    index_b = _Index([b_by_key[k] for k in b2a]) if old_a else None
    # A new item worded like a rule that goes on with that wording intact was not carved out
    # of it (preparation cards worded like adventurer cards): it is added, "worded like" that
    # rule.  It is split off only when the older rule's next version lost those words.
    # Likewise an old item is merged into a rule only if that rule gained its words.
    for b in new_b:
        best = _best_container(b, index_a)
        if best and _contained(b, b_by_key[a2b[best[1].key]]) < CONTAIN_MIN:
            out.append(Match(best[1].key, b.key, "split", round(best[0], 4)))
        elif best:
            out.append(Match(None, b.key, "added", round(best[0], 4), like=best[1].key))
        else:
            out.append(Match(None, b.key, "added", 0.0))
    for a in old_a:
        best = _best_container(a, index_b)
        if best and _contained(a, a_by_key[b2a[best[1].key]]) < CONTAIN_MIN:
            out.append(Match(a.key, best[1].key, "merged", round(best[0], 4)))
        elif best:
            out.append(Match(a.key, None, "removed", round(best[0], 4), like=best[1].key))
        else:
            out.append(Match(a.key, None, "removed", 0.0))
    return out


REWRITE_OPENING = 8  # words a rewritten rule opens with, the same as its older version (and no other item)
REWRITE_SHARE_OLD = 0.4  # … with this share of the older text's rare words (idf-weighted) in the newer
REWRITE_SHARE_NEW = 0.5  # … or this share of the newer text's rare words in the older
REWRITE_SAME_NUMBER = 0.8  # same number under matched parents (rules, not examples): the two shares' sum
REWRITE_MIN_WORDS = 5
# "Reach is a static ability …" / "Shroud is a static ability …": formulaic openings that name
# their subject first (in up to four words); two texts naming different subjects are different rules.
_SUBJECT_MAX = 4


def _subject(item: Item) -> tuple[str, ...] | None:
    w = item.words
    for i in range(1, min(_SUBJECT_MAX, len(w) - 2) + 1):
        if w[i] in ("is", "are") and w[i + 1] in ("a", "an"):
            # ("An object that is an 'enchant world' …": a relative clause, not the subject's verb)
            return None if w[i - 1] in ("that", "which", "who") else tuple(w[:i])
    return None


def _other_subject(a: Item, b: Item) -> bool:
    """Both texts open by naming what they define, and name different things."""
    sa, sb = _subject(a), _subject(b)
    return bool(sa and sb and sa != sb)


def _weighted_share(x: Item, y: Item, idf: dict[str, float]) -> float:
    """Share of ``x``'s words (weighted by rarity, with multiplicity) that also occur in ``y``."""
    have = Counter(y.words)
    tot = hit = 0.0
    for w, n in Counter(x.words).items():
        wt = idf.get(w, 1.0)
        tot += wt * n
        hit += wt * min(n, have.get(w, 0))
    return hit / tot if tot else 0.0


def _rewritten_pairs(old_a: list[Item], new_b: list[Item], A: list[Item], B: list[Item],
                     parent_map: dict[str, str]) -> list[tuple[Item, Item, float]]:
    """One-to-one pairs of an unmatched old item and an unmatched new item that are the same rule
    rewritten (best first); only items nothing else claimed are offered."""
    old_a = [a for a in old_a if a.cls != "heading" and len(a.words) >= REWRITE_MIN_WORDS]
    new_b = [b for b in new_b if b.cls != "heading" and len(b.words) >= REWRITE_MIN_WORDS]
    if not old_a or not new_b:
        return []
    df: Counter = Counter()
    for it in (*A, *B):
        df.update(set(it.words))
    n = max(1, len(A) + len(B))
    idf = {w: math.log(1 + n / c) for w, c in df.items()}
    # Openings: how many items of each edition open with the same words (a formulaic opening
    # such as "In a Two-Headed Giant game, a player" is no evidence).
    by_open_a: dict[tuple, list[Item]] = defaultdict(list)
    by_open_b: dict[tuple, list[Item]] = defaultdict(list)
    for group, items in ((by_open_a, A), (by_open_b, B)):
        for it in items:
            group[tuple(it.words[:REWRITE_OPENING])].append(it)

    def unique_opening(it: Item, k: int, group) -> bool:
        head = it.words[:k]
        return sum(1 for o in group.get(tuple(head[:REWRITE_OPENING]), ()) if o.words[:k] == head) == 1

    new_by_open = defaultdict(list)
    for b in new_b:
        if len(b.words) >= REWRITE_OPENING:
            new_by_open[tuple(b.words[:REWRITE_OPENING])].append(b)
    new_by_key = {b.key: b for b in new_b}
    pairs = []
    for a in old_a:
        cands = list(new_by_open.get(tuple(a.words[:REWRITE_OPENING]), ())) if len(a.words) >= REWRITE_OPENING else []
        same = new_by_key.get(a.key)
        if same is not None and same not in cands:
            cands.append(same)
        for b in cands:
            if _other_subject(a, b):
                continue
            wa, wb = _weighted_share(a, b, idf), _weighted_share(b, a, idf)
            k = _opening(a, b)
            ok = (k >= REWRITE_OPENING and (wa >= REWRITE_SHARE_OLD or wb >= REWRITE_SHARE_NEW)
                  and unique_opening(a, k, by_open_a) and unique_opening(b, k, by_open_b))
            # (not examples: a new example under the same number illustrates with other cards)
            if not ok and a.cls == "node" and b.key == a.key and a.parent and parent_map.get(a.parent) == b.parent:
                ok = wa + wb >= REWRITE_SAME_NUMBER
            if ok:
                pairs.append((k, wa + wb, a, b))
    pairs.sort(key=lambda x: (-x[0], -x[1], x[2].position, x[3].position))
    out, a_done, b_done = [], set(), set()
    for _, _, a, b in pairs:
        if a.key in a_done or b.key in b_done:
            continue
        a_done.add(a.key)
        b_done.add(b.key)
        out.append((a, b, difflib.SequenceMatcher(None, a.words, b.words, autojunk=False).ratio()))
    return out


def _closest(a: Item, cands: list[Item], parent_map: dict[str, str]) -> Item:
    """Among identical texts, prefer the candidate under the matched parent, then the nearest number."""
    want_parent = parent_map.get(a.parent or "")
    return min(cands, key=lambda b: (b.parent != want_parent, b.key != a.key, abs(b.position - a.position)))


class _Index:
    """Inverted index of words weighted by rarity (idf), for candidate retrieval."""

    def __init__(self, items: list[Item]):
        self.items = items
        self.postings: dict[str, list[int]] = defaultdict(list)
        for i, it in enumerate(items):
            for w in set(it.words):
                self.postings[w].append(i)
        n = max(1, len(items))
        self.idf = {w: math.log(1 + n / len(p)) for w, p in self.postings.items()}

    def candidates(self, item: Item, k: int = 8) -> list[Item]:
        acc: dict[int, float] = defaultdict(float)
        for w in set(item.words):
            p = self.postings.get(w)
            if p is None or len(p) > 400:  # too common to discriminate
                continue
            wt = self.idf[w]
            for i in p:
                acc[i] += wt
        top = sorted(acc.items(), key=lambda x: -x[1])[:k]
        return [self.items[i] for i, _ in top]


def _fuzzy_pairs(rest_a: list[Item], rest_b: list[Item], parent_map: dict[str, str]):
    index = _Index(rest_b)
    b_by_key = {b.key: b for b in rest_b}
    pairs = []
    for a in rest_a:
        cands = index.candidates(a)
        same = b_by_key.get(a.key)
        if same is not None and same not in cands:
            cands.append(same)
        for b in cands:
            s = _ratio(a, b)
            if s < FUZZY_MIN:
                continue
            bonus = SAME_NUMBER_BONUS * (b.key == a.key) + 0.03 * (parent_map.get(a.parent or "") == b.parent)
            pairs.append((s + bonus, s, a, b))
    pairs.sort(key=lambda x: (-x[0], x[2].position, x[3].position))
    return [(s, a, b) for _, s, a, b in pairs]


_MIN_WORDS = 8  # a text shorter than this is too short to call a split or a merge
OPENING_MIN = 10  # words a split rule's continuation opens with, the same as the rule
OPENING_CONTAIN = 0.5  # and the share of the continuation's words that the rule held


def _opening(a: Item, b: Item) -> int:
    """How many words ``a`` and ``b`` open with alike."""
    n = 0
    for x, y in zip(a.words, b.words):
        if x != y:
            break
        n += 1
    return n


def _best_container(item: Item, index: _Index) -> tuple[float, Item] | None:
    if len(item.words) < _MIN_WORDS:
        return None
    best = None
    for other in index.candidates(item, k=5):
        c = _contained(item, other)
        if c >= CONTAIN_MIN and (best is None or c > best[0]):
            best = (c, other)
    return best


# --- storing ---------------------------------------------------------------------------

# Columns lineage rows gained after the store's schema was written: a KB built before them
# gets them here (and is matched again: its rows lack what they hold).
_NEW_COLUMNS = {"lineage": {"like_number": str}, "lineage_pairs": {"version": int}}
# The matching's version: pairs matched by an older one are matched again by `kb analyze`.
VERSION = 4  # 3: a split rule goes on where a new item opens with its words; 4: rewritten rules pair


def _ensure_columns(db) -> None:
    for table, columns in _NEW_COLUMNS.items():
        have = set(db[table].columns_dict)
        for c, typ in columns.items():
            if c not in have:
                db[table].add_column(c, typ)


def build_lineage(db, editions: list[str] | None = None, force: bool = False) -> dict:
    """Compute lineage for every consecutive pair of editions not yet matched (or all, ``force``).

    ``db`` is a sqlite_utils.Database inside :func:`kb.store.atomic_update`.
    """
    _ensure_columns(db)
    all_eds = [r[0] for r in db.execute("SELECT id FROM editions ORDER BY id")]
    shas = dict(db.execute("SELECT id, sha256 FROM editions").fetchall())
    done = {(r[0], r[1]): (r[2], r[3], r[4]) for r in db.execute(
        "SELECT from_edition, to_edition, from_sha, to_sha, version FROM lineage_pairs")}
    pairs = list(zip(all_eds, all_eds[1:]))
    todo = [(a, b) for a, b in pairs if force or done.get((a, b)) != (shas[a], shas[b], VERSION)]
    # Pairs that are no longer consecutive (an edition was added in between) go away.
    stale = [p for p in done if p not in set(pairs)]
    for a, b in stale + todo:
        db.execute("DELETE FROM lineage WHERE from_edition = ? AND to_edition = ?", [a, b])
        db.execute("DELETE FROM lineage_pairs WHERE from_edition = ? AND to_edition = ?", [a, b])
    items: dict[str, list[Item]] = {}
    rows_total = 0
    for a, b in todo:
        for ed in (a, b):
            if ed not in items:
                items[ed] = load_items(db, ed)
        matches = match_editions(items[a], items[b])
        rows = [{
            "id": f"{a}>{b}:{m.a or ''}>{m.b or ''}", "from_edition": a, "from_number": m.a,
            "to_edition": b, "to_number": m.b, "kind": m.kind, "score": m.score, "like_number": m.like,
        } for m in matches]
        db["lineage"].insert_all(rows, batch_size=5000, replace=True)
        counts = Counter(m.kind for m in matches)
        db["lineage_pairs"].insert({
            "id": f"{a}>{b}", "from_edition": a, "to_edition": b, "from_sha": shas[a], "to_sha": shas[b],
            "version": VERSION,
            **{k: counts.get(k, 0) for k in LINEAGE_KINDS},
        }, replace=True)
        rows_total += len(rows)
        items.pop(a, None)  # keep memory flat: each edition is needed for two pairs
    return {"pairs": len(todo), "rows": rows_total, "stale": len(stale)}
