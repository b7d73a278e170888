"""The prose reader's board statements: "I control X", "X and Y are on the battlefield", "there is a Y", Auras
worn ("X has Rancor on it"), what came out first, and the board said after the actions moved before them (a part
of :class:`.prose.ProseReader`)."""
from __future__ import annotations

import re

from .cursor import subtypes_of, types_of
from .lexicon import (AskError, BATTLEFIELD_PLACES, SUBJECT_WORDS, card_name_of, DEFINITION_CLAUSE, MAX_NAME_WORDS, ON_IT, PERMANENT_TYPES, WEARS, WORN_AND_VERBS,
                      WEARS_PARTICIPLES, fold, fold_key, number_word)
from .ptoks import PTok, join_toks

# whose side of the table a permanent is on, as players say it ("Dryad Militant is on my side")
SIDES = {("on", "my", "side"): "you", ("on", "your", "side"): "you", ("on", "opponent's", "side"): "opponent"}
# the words before a state said in passing ("my tapped Llanowar Elves", "his untapped Serra Angel")
_STATE_OWNERS = frozenset({"my", "your", "his", "her", "their", "opponent's", "a", "an", "the"})
from .statements import player_statement


class BoardReader:
    """What is on the battlefield as the judge says it (mixed into :class:`.prose.ProseReader`)."""

    # "X and Y are on the battlefield", "I control X", "there is a Y" -------------------------------------------
    def had_board_at(self, toks: list[PTok], j: int) -> int:
        """"I had Grizzly Bears …", "opp had a Hill Giant": a player, "had" (or "controlled") and a card's name (after
        an article or a possessive): the words of the subject and the verb, else 0 (then "had" is no board: "I had
        cast …", "if I had blocked …")."""
        w = [t.low for t in toks]
        n = next((len(ws) for ws in (("my", "opponent"), ("my", "opp"), ("i",), ("you",), ("opponent",), ("opp",),
                                     ("he",), ("she",)) if tuple(w[j:j + len(ws)]) == ws), 0)
        if not n or w[j + n:j + n + 1] not in (["had"], ["controlled"]):
            return 0
        k = j + n + 1
        k += k < len(w) and w[k] in ("a", "an", "the", "my", "his", "her", "their", "two", "three")
        return n + 1 if k < len(w) and self.card_at(toks, k)[0] else 0

    def board(self, toks: list[PTok]) -> list[PTok] | None:
        w = [t.low for t in toks]
        got = self.in_zone(toks)
        if got is not None:
            return got
        if w[:1] in (["opponent"], ["you"], ["i"]):
            said = player_statement(w[1:])
            if said is not None and said[1] == len(w) - 1:
                self.statement_clause = True
                return toks          # "opponent has 0 life", "I have 9 poison counters": a player's statement
        who = None
        lead = 0
        if w[:2] in (["there", "is"], ["there", "are"]) or w[:1] == ["there's"]:
            lead = 1 if w[0] == "there's" else 2
        elif w[:2] in (["you", "control"], ["you", "have"], ["you", "controls"], ["i", "control"], ["i", "have"],
                       ["i've", "got"], ["i", "got"], ["ive", "got"], ["i", "had"], ["you", "had"],
                       ["i", "controlled"], ["you", "controlled"]):
            # "I've got a Glorious Anthem out": players' "I have"; "I had Grizzly Bears and Savannah Lions" (a story
            # told in the past, ask52b): what was on the battlefield when it began
            if w[1] in ("had", "controlled") and not self.had_board_at(toks, 0):
                return None              # "I had cast …", "if I had blocked": not what was on the battlefield
            lead = 2
            who = "you"
        elif w[:2] in (["opponent", "controls"], ["opponent", "has"], ["opponent", "control"], ["opponent", "have"],
                       ["opponent", "had"], ["opponent", "controlled"]):
            if len(w) > 3 and number_word(w[2]) is not None and w[3] in ("cards", "card"):
                return None
            if w[1] in ("had", "controlled") and not self.had_board_at(toks, 0):
                return None
            if "in" in w[2:] and any(z in w for z in ("hand", "graveyard", "library", "exile")):
                i = w.index("in", 2)
                return toks[2:i] + [toks[i]] + [self.made("opponent's", toks[i + 1]) if w[i + 1] in (
                    "opponent's", "their", "his", "her") else toks[i + 1]] + toks[i + 2:]
            lead = 2
            who = "opponent"
        locs = BATTLEFIELD_PLACES + (("onto", "the", "battlefield"),) + tuple(SIDES)
        where = None                      # (index of the place words, their length)
        for i in range(lead, len(w)):
            for loc in locs:
                if tuple(w[i:i + len(loc)]) == loc:
                    where = (i, len(loc))
                    break
            if where:
                break
        if lead:
            if w[lead:lead + 1] == ["both"]:
                lead += 1
            items = toks[lead:where[0]] if where else toks[lead:]
        else:
            # "X and Y are (both) on the battlefield"
            if where is None:
                return None
            i = where[0]
            while i > 0 and w[i - 1] in ("both", "still", "already", "all"):
                i -= 1
            bare = i >= 1 and where[0] + where[1] == len(w) and (w[i:] == ["out"] or tuple(w[i:]) in SIDES) and \
                w[i - 1] not in ("is", "are", "remain", "remains", "sit", "sits") and self.card_at(toks, 0)[0]
            if not bare and (i < 2 or w[i - 1] not in ("is", "are", "remain", "remains", "sit", "sits")):
                return None
            items = toks[:i] if bare else toks[:i - 1]     # "Parallel Lives out, I cast …": no verb
        rest = toks[where[0] + where[1]:] if where else []
        ctl = SIDES.get(tuple(w[where[0]:where[0] + where[1]])) if where else None    # "on my side"
        again = True
        while again and rest:
            again = False
            r = [t.low for t in rest]
            for ws, c in ((("under", "my", "control"), "you"), (("under", "your", "control"), "you"),
                          (("under", "opponent's", "control"), "opponent"), (("controlled", "by", "opponent"), "opponent"),
                          (("controlled", "by", "me"), "you"), (("under", "the", "opponent's", "control"), "opponent"),
                          (("at", "the", "same", "time"), None), (("together",), None), (("both",), None)):
                if tuple(r[:len(ws)]) == ws:
                    rest = rest[len(ws):]
                    ctl = c or ctl
                    again = True
                    break
        if not items:
            return None
        if lead and where and self.only_cards(rest[1:]) and [t.low for t in rest[:1]] == ["and"]:
            items, rest = items + rest, []     # "I have X on the battlefield and a Y": Y is there too
        self.changed = True
        items, rest = self.came_first(items, rest)
        items = self.none_of(items)
        if not items:
            return []        # "he has no Forest": the board holds none, nothing enters
        # "a Hill Giant with a +1/+1 counter on it": the counters are on the permanent named before them
        items = [t for k, t in enumerate(items) if not (
            t.low == "on" and k >= 1 and items[k - 1].low in ("counter", "counters") and
            [x.low for x in items[k + 1:k + 2]] in (["it"], ["them"]) or
            t.low in ("it", "them") and k >= 2 and items[k - 1].low == "on" and items[k - 2].low in ("counter", "counters"))]
        items = self.worn_items(self.strip_articles(self.state_said_first(items)))
        if where is not None or lead:
            self.permanents_only(items)
        who = ctl or who
        if who == "opponent":   # "opponent controls A, B and C": the list is one step, each the opponent's
            items = self.commas_to_and(items)
        head = [self.made("opponent", toks[0]), self.made("controls", toks[0])] if who == "opponent" else []
        return head + items + rest

    def only_cards(self, toks: list[PTok]) -> bool:
        """Whether the words are a list of cards and nothing else: "a Grizzly Bears", "two Grizzly Bears and Rancor"."""
        k = 0
        while k < len(toks):
            if toks[k].low in ("a", "an", "and", ",") or number_word(toks[k].low) is not None:
                k += 1
                continue
            n = self.card_at(toks, k)[0]
            if not n:
                return False
            k += n
        return bool(toks)

    def worn_items(self, items: list[PTok]) -> list[PTok]:
        """"I control Grizzly Bears enchanted with Rancor (and Pacifism)", "… equipped with a Bonesplitter": the last
        permanent of the list with its Auras or Equipment on it (the step language's "Grizzly Bears and Rancor on
        Grizzly Bears", 303.4, 301.5). Unchanged when more follows the worn cards (the words stay unread)."""
        w = [t.low for t in items]
        for k in range(1, len(w) - 1):
            ws = next((p for p in WEARS_PARTICIPLES if tuple(w[k:k + len(p)]) == p), None)
            if ws is None:
                continue
            j = next((i for i in range(max(0, k - MAX_NAME_WORDS), k) if self.card_at(items, i)[0] == k - i), None)
            if j is None:
                return items
            end = k + len(ws)
            while end < len(w):
                end += w[end] in ("a", "an", "the")
                n, d = self.card_at(items, end)
                if d is None or not subtypes_of(d) & {"Aura", "Equipment"}:
                    return items
                end += n
                if end < len(w) and w[end] in ("and", ","):
                    end += 1 + (w[end] == "," and w[end + 1:end + 2] == ["and"])
                    continue
                break
            if end != len(w):
                return items
            got = self.attached(items[j:k], items[k:], alone=True)
            if got is None:
                return items
            return items[:k] + [self.made("and", items[k])] + got
        return items

    def none_of(self, items: list[PTok]) -> list[PTok]:
        """"Kird Ape and no Forest", "he has no Swamps": a card said to be absent is no card of the board (nothing
        enters for it, a note says so); a card whose own name starts with "No" (No Mercy) stays."""
        out: list[PTok] = []
        k = 0
        while k < len(items):
            first = k == 0 or items[k - 1].low in ("and", ",", "&")
            if first and items[k].low in ("no", "zero") and self.card_at(items, k)[0] == 0:
                n, d = self.card_at(items, k + 1)
                if d is None:
                    n, d = self.spell_at(items, k + 1)       # "no Swamps": the plural of a card's name
                if d is not None:
                    end = k + 1 + n
                    if end == len(items) or items[end].low in ("and", ",", "&"):
                        self.notes.append(f"{join_toks(items[k:end])!r}: the question's board holds none (nothing "
                                          "enters for it)")
                        while out and out[-1].low in ("and", ",", "&"):
                            out.pop()
                        k = end + (1 if end < len(items) and not out else 0)
                        self.changed = True
                        continue
            out.append(items[k])
            k += 1
        return out

    def commas_to_and(self, items: list[PTok]) -> list[PTok]:
        """"A, B and C" as "A and B and C": a comma between names (the step language's commas part steps), never one
        inside a name ("Isamaru, Hound of Konda")."""
        out = list(items)
        for i, t in enumerate(items):
            if t.low != "," or t.quoted or i == 0:
                continue
            inside = any(self.card_at(items, j)[0] > i - j + 1 for j in range(max(0, i - MAX_NAME_WORDS), i))
            if not inside:
                out[i] = self.made("and", t) if items[i + 1:i + 2] and items[i + 1].low != "and" else None
        return [t for t in out if t is not None]

    def in_zone(self, toks: list[PTok]) -> list[PTok] | None:
        """"Forest and Grizzly Bears are in my graveyard", "Fire // Ice is in my hand": each card in that zone, as the
        step language says it ("Forest in my graveyard; Grizzly Bears in my graveyard"); None when it is not that."""
        w = [t.low for t in toks]
        k = next((i for i in range(1, len(w) - 2) if w[i] in ("is", "are") and w[i + 1] == "in"), None)
        if k is None or k + 4 != len(w) or w[k + 3] not in ("graveyard", "hand", "exile", "library") or \
                w[k + 2] not in ("my", "your", "opponent's", "their", "the"):
            return None
        items, j = [], 0
        while j < k:
            if w[j] in ("and", ",", "&", "both"):
                j += 1
                continue
            j += 1 if w[j] in ("a", "an", "the") and self.card_at(toks, j)[0] == 0 else 0
            n, d = self.card_at(toks, j)
            if not n or j + n > k:
                return None
            items.append(toks[j:j + n])
            j += n
        if not items:
            return None
        whose = self.made("opponent's" if w[k + 2] in ("opponent's", "their") else "my", toks[k + 2])
        out: list[PTok] = []
        for item in items:
            if out:
                out.append(PTok(";", ";", item[0].start, item[0].start, glue=True, made=True))
            out += item + [self.made("in", toks[k + 1]), whose, toks[k + 3]]
        self.changed = True
        return out

    def permanents_only(self, items: list[PTok]) -> None:
        """What is on the battlefield is a permanent: an instant or sorcery named there is an error (110.4)."""
        w = [t.low for t in items]
        if "in" in w:
            return
        k = 0
        while k < len(items):
            if k == 0 or w[k - 1] in ("and", ",", "&"):
                j = k
                while j < len(items) and w[j] in ("my", "your", "opponent's", "a", "an", "the"):
                    j += 1
                n, d = self.card_at(items, j)
                if d is not None and types_of(d) and not types_of(d) & PERMANENT_TYPES:
                    kinds = " ".join(sorted(types_of(d))).lower()
                    art = "an" if kinds[:1] in "aeiou" else "a"
                    raise AskError(f"{d['name']} is {art} {kinds} card: it cannot be on the battlefield (only permanents are, "
                                   "110.4); cast it instead", self.q, items[j].start, items[j + n - 1].end)
                k = max(j + n, k + 1)
            else:
                k += 1

    def state_said_first(self, toks: list[PTok]) -> list[PTok]:
        """'a tapped Llanowar Elves and an untapped Forest': the state said before a card's name is the one the step
        language says after it ('Llanowar Elves tapped', the enter step's ``tapped``, 110.5): the permanent is so as
        the question starts, it did not become so during it (603.2: nothing triggers). Two of one name, each said
        with a state, are named, never matched to the board's in an order guessed."""
        out: list[PTok] = []
        said: dict[str, set] = {}
        k = 0
        while k < len(toks):
            t = toks[k]
            first = k == 0 or toks[k - 1].low in ("and", ",", "&")
            art = first and t.low in ("a", "an")
            j = k + art
            if (first or art) and j < len(toks) and toks[j].low in ("tapped", "untapped") and not self.protected(
                    toks[j]) and self.card_at(toks, j)[0] == 0:
                n, d = self.card_at(toks, j + 1)
                if d is not None:
                    said.setdefault(fold_key(d["name"]), set()).add(toks[j].low)
                    if len(said[fold_key(d["name"])]) > 1 or self.counted.get(fold_key(d["name"]), 0) > 1:
                        raise AskError(f"{join_toks(toks[k:j + 1 + n])!r}: several {d['name']} are said, each tapped "
                                       "or not, which the reader does not tell apart: name them one at a time in "
                                       "steps ('tap: …')", self.q, toks[k].start, toks[j + n].end)
                    out += toks[k:j] + toks[j + 1:j + 1 + n] + [toks[j]]
                    self.changed = True
                    k = j + 1 + n
                    continue
            out.append(t)
            k += 1
        return out

    def state_in_passing(self, toks: list[PTok]) -> tuple[list[PTok], list[PTok]]:
        """'Can my tapped Llanowar Elves block it?', 'I attack with my untapped Serra Angel': a permanent's state said
        in passing, in a clause that is no board statement, is its state before the clause (the step language's
        'tap X already', what 'X is tapped' writes: it did not become so now, 603.2). (the steps said so, each
        ending with ';', the clause without the words), or ([], the clause) when it says none."""
        pre: list[PTok] = []
        out: list[PTok] = []
        for k, t in enumerate(toks):
            before = toks[k - 1].low if k else ""
            if t.low in ("tapped", "untapped") and before in _STATE_OWNERS and not self.protected(t) and \
                    not t.quoted and self.card_at(toks, k)[0] == 0:
                n, d = self.card_at(toks, k + 1)
                if d is not None:
                    owner = [] if before in ("a", "an", "the") else [toks[k - 1]]
                    pre += [self.made("tap" if t.low == "tapped" else "untap", t)] + owner + toks[k + 1:k + 1 + n] + \
                        [self.made(w, t) for w in ("already", "said", "in", "passing")] + \
                        [PTok(";", ";", t.end, t.end, glue=True, made=True)]
                    continue
            out.append(t)
        return pre, out

    def strip_articles(self, toks: list[PTok]) -> list[PTok]:
        """'a Glorious Anthem and an Island': the articles before card names are not part of them."""
        out = []
        k = 0
        while k < len(toks):
            t = toks[k]
            first = k == 0 or toks[k - 1].low in ("and", ",", "&")
            if first and t.low in ("a", "an", "the") and k + 1 < len(toks) and not toks[k + 1].low in ("face-down",) \
                    and not self.protected(t) and self.card_at(toks, k)[0] == 0 and self.card_at(toks, k + 1)[0]:
                # (not "the" inside a name said whole: "Jace, the Mind Sculptor" is not Jace and a card "Mind …")
                self.changed = True
                k += 1
                continue
            count = number_word(t.low) if first and t.low not in ("a", "an", "once", "twice", "thrice") else None
            if count is not None and 2 <= count <= 20 and k + 1 < len(toks):
                if [x.low for x in toks[k + 1:k + 3]] == ["copies", "of"] and self.card_at(toks, k + 3)[0]:
                    # "two copies of Glorious Anthem": two cards of that name, said as "two Glorious Anthems"
                    toks = toks[:k + 1] + toks[k + 3:]
                    self.changed = True
                n, d = self.card_at(toks, k + 1)
                if d is None:            # "two Glorious Anthems": the plural of a card's name
                    n, d = self.spell_at(toks, k + 1)
                    if d is not None and not fold(join_toks(toks[k + 1:k + 1 + n])).endswith("s"):
                        n, d = 0, None
                if d is not None and types_of(d) & PERMANENT_TYPES:
                    # "two Grizzly Bears": that many, one after another (the second is 'Grizzly Bears #2')
                    self.counted[fold_key(d["name"])] = self.counted.get(fold_key(d["name"]), 0) + count
                    name = toks[k + 1:k + 1 + n]
                    if fold_key(join_toks(name)) != fold_key(d["name"]):       # the plural: the card's own name
                        name = [PTok(d["name"], fold(d["name"]), name[0].start, name[-1].end, made=True)]
                    for j in range(count):
                        if j:
                            out.append(self.made("and", t))
                        out += [self.made(x.text, t if j == 0 else x, toks[k + n], glue=x.glue) for x in name]
                    k += 1 + n
                    continue
            out.append(t)
            k += 1
        return out

    def came_first(self, items: list[PTok], rest: list[PTok]) -> tuple[list[PTok], list[PTok]]:
        """"Humility and Opalescence are on the battlefield, Opalescence came first": the one that came first is
        named first (it entered first: the earlier timestamp, 613.7d)."""
        r = [t.low for t in rest]
        if r[:1] in ([","], ["and"]):
            r = r[1:]
        m = re.fullmatch(r"(.+?) (?:came|entered|was played|was cast|came out|came into play|entered the battlefield|"
                         r"was there|came down|came in|hit the (?:battlefield|board|table)|landed|resolved|was out|"
                         r"entered play|got played|got cast|was) (first|last)", " ".join(r))
        if not m:
            return items, rest
        name = fold_key(m.group(1).removeprefix("the "))
        w = [t.low for t in items]
        groups, cur = [], []
        for t in items:
            if t.low in ("and", ",", "&"):
                groups.append(cur)
                cur = []
            else:
                cur.append(t)
        groups.append(cur)
        hit = [g for g in groups if g and fold_key(join_toks(g)).removeprefix("the ") == name]
        if len(hit) != 1 or not all(groups) or len(w) < 3:
            return items, rest
        others = [g for g in groups if g is not hit[0]]
        order = [hit[0]] + others if m.group(2) == "first" else others + [hit[0]]
        out: list[PTok] = []
        for g in order:
            if out:
                out.append(self.made("and", g[0]))
            out += g
        self.notes.append(f"{join_toks(hit[0])} came {m.group(2)}: named {m.group(2)} (its timestamp, 613.7d)")
        self.ordered_clause = True
        return out, []

    def attached(self, obj: list[PTok], rest: list[PTok], alone: bool = False) -> list[PTok] | None:
        """"X has Pacifism (on it)", "X is enchanted with Y", "X wears Bonesplitter": the Aura or Equipment is on X
        (the step language's "Pacifism on X"); "X with Y on it is dealt 3 damage": that, then the rest of the clause
        said of X. None when the words say something else."""
        r = [t.low for t in rest]
        for ws in WEARS:
            m = len(ws)
            if tuple(r[:m]) != ws:
                continue
            j = m + (r[m:m + 1] in (["a"], ["an"], ["the"], ["my"], ["your"]))
            who = []
            if r[j:j + 1] == ["opponent's"] or r[j:j + 2] in (["opponent", "'s"], ["their", "opponent"]):
                who, j = [self.made("opponent's", rest[j])], j + (1 if r[j] == "opponent's" else 2)
            elif r[j:j + 1] in (["their"], ["his"], ["her"]):
                who, j = [self.made("opponent's", rest[j])], j + 1
            worn = []                        # "enchanted with Rancor and Pacifism": each one is on X
            while True:
                n, d = self.card_at(rest, j)
                if d is None or not subtypes_of(d) & {"Aura", "Equipment"}:
                    return None
                worn.append(rest[j:j + n])
                j += n
                if r[j:j + 1] not in (["and"], [","]) or not self.card_at(rest, j + 1 + (r[j + 1:j + 2] == ["and"]))[0]:
                    break
                j += 1 + (r[j + 1:j + 2] == ["and"])
            after = r[j:]
            tail = next((t for t in ON_IT if tuple(after[:len(t)]) == t), ())
            more = rest[j + len(tail):]
            if ws == ("with",) and not (tail and (more or alone)):
                return None                  # "X with Y" alone: the step language's own (counters, choices)
            if more and ws != ("with",) and ws not in WEARS_PARTICIPLES:
                if not (more[0].low == "and" and len(more) > 1 and more[1].low in WORN_AND_VERBS):
                    return None
                more = more[1:]              # "X is enchanted with Y and attacks": X goes on (its own clause)
            out = []
            on = self.already_on(obj)
            for y in worn:
                if self.card_at(y, 0)[1] is not None and fold_key(self.card_at(y, 0)[1]["name"]) in on:
                    # "Rancor is on Grizzly Bears. Grizzly Bears enchanted with Rancor attacks": the Aura said on
                    # it before is that one, not a second (303.4, 301.5)
                    continue
                if out:
                    out.append(PTok(";", ";", y[0].start, y[0].start, glue=True, made=True))
                out += who + y + [self.made("on", y[-1])] + [self.made(x.text, x) for x in obj]
            if more:                         # "X with Y on it is dealt 3 damage": X is named again for the rest
                again = [self.made(x.text, x) for x in obj if x.low not in ("a", "an")]
                out += ([PTok(";", ";", more[0].start, more[0].start, glue=True, made=True)] if out else []) + \
                    self.plain(again + more)
            if not out:
                return None
            self.changed = True
            return out
        return None

    def already_on(self, obj: list[PTok]) -> set:
        """The (folded) names of the Auras and Equipment the steps read so far put on the object ``obj`` names."""
        k = next((i for i in range(len(obj)) if self.card_at(obj, i)[0] == len(obj) - i), None)
        c = self.compiled_so_far() if k is not None else None
        if c is None:
            return set()
        name = fold_key(self.card_at(obj, k)[1]["name"])
        out = set()
        for st in c.steps:
            v = st.get("enter")
            for item in v if isinstance(v, list) else [v]:
                if isinstance(item, dict) and isinstance(item.get("attached_to"), str) and \
                        fold_key(card_name_of(item["attached_to"])) == name and isinstance(item.get("card"), str):
                    out.add(fold_key(item["card"]))
        return out

    def worn_at_end(self, toks: list[PTok]) -> list[PTok] | None:
        """"I Unsummon my own Grizzly Bears with Pacifism on it", "… Grizzly Bears that has their Holy Strength on
        it": an Aura or Equipment said on the last object of a statement is on it before the statement happens."""
        w = [t.low for t in toks]
        for k in range(2, len(w) - 1):
            if w[k] not in ("with", "that", "which", "wearing") or w[k] in ("that", "which") and w[k + 1:k + 2] not in (
                    ["has"], ["wears"], ["is"]):
                continue
            # the object's name just before the words (the longest)
            j = next((i for i in range(max(1, k - MAX_NAME_WORDS), k) if self.card_at(toks, i)[0] == k - i), None)
            if j is None:
                continue
            obj = toks[j:k]
            own = toks[j - 2:j - 1] if j >= 2 and w[j - 1] == "own" else toks[j - 1:j] if w[j - 1] in (
                "my", "your", "opponent's") or w[j - 1] == "'s" else []
            if w[j - 1:j] == ["'s"] and j >= 2:
                own = toks[j - 2:j]
            got = self.attached(own + obj, toks[k:] if w[k] in ("with", "wearing") else toks[k + 1:], alone=True)
            if got is None or any(x.low == ";" for x in got):
                continue
            rest = [x for x in toks[:k] if x.low != "own"]
            v = next((i for i, x in enumerate(rest[:4]) if x.low in ("control", "controls", "have", "has")), None)
            if v and all(x.low in SUBJECT_WORDS for x in rest[:v]):
                # "I control Grizzly Bears with Bonesplitter on it": a board statement, read as the board's list
                # ("I control Grizzly Bears and Bonesplitter on Grizzly Bears", as worn_items says it)
                return rest + [self.made("and", toks[k])] + got
            return got + [PTok(";", ";", toks[k].start, toks[k].start, glue=True, made=True)] + self.plain(rest)
        return None

    def relabel_hoisted(self, before) -> None:
        """The step language numbers objects of one name in the order they enter ("Grizzly Bears", "Grizzly Bears #2");
        a clause read before :meth:`hoist_board` moved a board clause may name one by that number ("Does it die?" after
        "… Shocks my Bears" is "Grizzly Bears #2" when the opponent's was said first). Moving the board's clauses
        changes the numbers: each such name is given again, as the object it named (the one of that name its
        controller has), so "my Bears" stays mine; when that player has several of the name and their order moved,
        the words are refused (which one is meant is no longer known)."""
        labels = [t for t in self.out + [x for _k, obj, _kind in self.yes_no for x in obj]
                  if t.made and (t.quoted or " #" in t.text) and t.text.strip('"') in getattr(before, "used", ())]
        if before is None or not labels:
            return
        after = self.compiled_so_far()

        def groups(c) -> dict:
            out: dict = {}
            for a in sorted(c.used, key=lambda a: (card_name_of(a), int(a.rsplit("#", 1)[1]) if " #" in a else 1)):
                out.setdefault((fold_key(card_name_of(a)), c.ctl.get(a, "you")), []).append(a)
            return out

        old = groups(before)
        bases = [fold_key(card_name_of(a)) for a in before.used]
        if len(bases) == len(set(bases)):
            return                       # no name is shared by two objects: no number to change
        new = groups(after) if after is not None else {}
        rename: dict = {}
        for key, olds in old.items():
            news = new.get(key, [])
            if len(news) != len(olds):
                news = []
            for k, a in enumerate(olds):
                b = news[k] if news else None
                if b != a and (b is None or len(olds) > 1):
                    rename[a] = None     # several of one name and one controller, their order moved: not known
                elif b is not None:
                    rename[a] = b
        many = {fold_key(card_name_of(a)) for a in getattr(after, "used", ())
                if sum(fold_key(card_name_of(b)) == fold_key(card_name_of(a)) for b in after.used) > 1}

        def fix(t: PTok) -> PTok:
            name = t.text.strip('"')
            if not t.made or not (t.quoted or " #" in t.text) or name not in rename or rename[name] == name:
                return t
            b = rename[name]
            if b is None:
                raise AskError(f"{name!r}: the objects named {card_name_of(name)!r} are said in another order than "
                               "they are on the board the question starts from: which one is meant is not known "
                               "(say whose each one is)", self.q, t.start, t.end)
            quoted = " #" not in b and fold_key(card_name_of(b)) in many
            return PTok(f'"{b}"' if quoted else b, f'"{fold(b)}"' if quoted else fold(b), t.start, t.end, glue=t.glue,
                        quoted=quoted, made=True, bracket=t.bracket)

        self.out = [fix(t) for t in self.out]
        self.yes_no = [(k, [fix(t) for t in obj], kind) for k, obj, kind in self.yes_no]

    def permanents_named(self, toks: list[PTok]) -> bool:
        """"Platinum Angel and Grizzly Bears": a clause of permanents' names only (they enter: part of the board)."""
        k = 0
        while k < len(toks):
            n, d = self.card_at(toks, k)
            if d is None or not types_of(d) & PERMANENT_TYPES:
                return False
            k += n
            if k < len(toks) and toks[k].low not in ("and", ","):
                return False
            k += 1
        return bool(toks)

    def hoist_board(self, kinds: list[bool], said: list[bool]) -> None:
        """A sentence saying what a player controls ("my opponent controls X", "there is a Y") describes the
        board the question starts from, wherever it is said: "I cast a spell destroying all creatures. My opponent
        controls a creature." means the creature is there when the spell resolves. Such clauses said after the
        first action or question are moved before it (in their order), with a note."""
        if len(kinds) != len(self.clause_toks):
            return
        # A card the question defines ('"Cub" is a 2/2 green Bear creature') is set up with the board: the
        # board's statements may name it, so they don't move before it.
        board = list(kinds)
        kinds = [b or bool(DEFINITION_CLAUSE.match(self.q[x:y])) or self.permanents_named(self.out[a:z])
                 for b, (a, z, x, y) in zip(kinds, self.clause_toks)]
        n = len(kinds)
        first_other = next((k for k, b in enumerate(kinds) if not b), n)
        moved = any(board[first_other:])
        start = list(range(first_other)) + [k for k in range(first_other, n) if kinds[k] and moved]
        # a player's life or poison counters are said of the whole board: set once its permanents are there
        # (a state-based action sees them together, 704.3)
        order = [k for k in start if not said[k]] + [k for k in start if said[k]] + \
            [k for k in range(first_other, n) if not (kinds[k] and moved)]
        if order == list(range(n)):
            return
        before = self.compiled_so_far()
        pieces = [self.out[a:b] for a, b, _, _ in self.clause_toks]
        out: list[PTok] = []
        spans = []
        for k in order:
            got = pieces[k]
            if out:
                out.append(PTok(";", ";", got[0].start, got[0].start, glue=True, made=True))
            first = len(out)
            out.extend(got)
            spans.append((first, len(out), self.clause_toks[k][2], self.clause_toks[k][3]))
        new_index = {old: new for new, old in enumerate(order)}
        self.out = out
        self.clause_toks = spans
        self.clause_board = [self.clause_board[k] for k in order]
        self.yes_no = [(new_index.get(k, k), obj, kind) for k, obj, kind in self.yes_no]
        self.changed = True
        self.relabel_hoisted(before)
        self.notes.append("what a player controls describes the board the question starts from: read before the "
                          "actions" if moved else "a player's life and poison counters are those of the board the "
                          "question starts from: set once its permanents are there")
