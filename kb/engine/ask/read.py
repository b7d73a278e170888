"""Reading a question: the entry point. Prose is first rewritten into the step language
(:mod:`.prose`), then the steps are read (:mod:`.steps`) into scenario data."""
from __future__ import annotations

import re

from .lexicon import EMPTY_ZONES_SAID, HISTORY_SAID, MAX_CHARS, MAX_STEPS, AskError, Lexicon
from .steps import Compiled, split_pieces, StepCompiler, yours_explicitly
from .handcount import unnamed_in_hand
from .counterkinds import refuse_unmodelled_counters
from .variants import refuse_variant
from .editions import era_unnamed
from .prose import ProseReading, read_prose
from .ptoks import map_pos


def compile_question(question: str, db=None, edition: str = "current", lex: Lexicon | None = None,
                     prose: bool = True, stand_ins: bool = False, _rewritten: bool = False) -> Compiled:
    """Read a question into scenario data (``scenario.from_data`` runs it). Raises AskError. A question in
    prose ("I control X. What is its power?") is first rewritten into steps (``prose=False``: steps only)."""
    if not isinstance(question, str):
        raise AskError("a question is text")
    if len(question) > MAX_CHARS:
        raise AskError(f"the question is {len(question):,} characters; a question is at most {MAX_CHARS:,} "
                       "(write a scenario file for more: kb ask FILE)")
    if "\x00" in question:
        i = question.index("\x00")
        raise AskError("the question holds a NUL character", question, i, i + 1)
    if not question.strip():
        raise AskError("the question is empty: try a card name, then show all (kb ask --help has examples)", question, 0, 0)
    lex = lex or Lexicon(db)
    if prose:
        refuse_variant(question, lex)    # "Commander game: …", "We're playing Two-Headed Giant": not the basic game
        said, asked = _edition_said(question), (question, edition)
        era = era_unnamed(question, lex) if said is None else None
        if era is not None:
            # "under M10 rules", "pre-Foundations", "with the old legend rule": no date the KB can find (ask.editions)
            words, a, b = era
            err = AskError(f"{words!r} names the rules by a set, a change or an era, which the KB does not date (it "
                           "holds each edition of the Comprehensive Rules by its date, and no set's release date; "
                           "\"old\" or \"new\" does not say which version): name the rules by a year or a date "
                           "('under the 2009 rules', 'in 2005, …', or the edition option: --edition 2009-07-11)",
                           question, a, b)
            err.whole = True      # the whole question is under those rules: no answer without its sentence
            raise err
        if said is not None:      # "(2004 rules)", "Under the 2004 rules, I …": read as the edition, the words blanked
            if edition in (None, "current"):
                question, edition, span = said
            else:                 # the edition given (-e) decides; the words are not read as a card
                question, span, said = said[0], None, None
        read = read_prose(question, lex, edition or "current")
        if read is not None:
            out = _compile_prose(question, read, db, edition, lex)
            if said is not None:
                out.edition_span = out.edition_span or span
                out.notes.append(f"'{span[2] if span else edition}' read as the rules asked: edition {edition}"
                                 + (" (each edition in force then)" if span else ""))
            return out
        question, edition = asked     # the step language reads "under the 2005 rules;" itself
    pieces = split_pieces(question, lex)
    if len(pieces) > MAX_STEPS:
        p = pieces[MAX_STEPS]
        raise AskError(f"{len(pieces):,} steps: a question has at most {MAX_STEPS} (write a scenario file for more: "
                       "kb ask FILE)", question, p.start, p.end)
    c = StepCompiler(question, lex, edition or "current")
    c.stand_ins = stand_ins
    c.prose = _rewritten
    c.compile(pieces)
    refuse_unmodelled_counters(lex.conn, c.steps, question, c.edition)   # a shield counter, "plus-one counters"
    if not c.steps:
        raise AskError("no step in the question: try a card name, then show all (kb ask --help has examples)", question, 0,
                       len(question))
    title = " ".join(question.split())
    data = {"title": title if len(title) <= 80 else title[:77] + "...", "edition": c.edition, "kind": "question",
            "question": " ".join(question.split())}
    if c.players_given or c.players != ["you", "opponent"] or c.hand_counts:
        hands, said = unnamed_in_hand(c.hand_counts, c.steps, question, c.played)
        c.notes.extend(said)
        data["players"] = [{"name": p, "hand": hands[p]} if p in hands else p for p in c.players]
    if c.players[0] != "you":
        yours_explicitly(c.steps)
    else:
        # once the turn passes ("end turn", "go to upkeep"), another player may be active: a step that names no
        # player is still yours (an entering permanent, a spell cast), as the language says, not the active player's
        turn = next((k for k, st in enumerate(c.steps) if _passes_turn(st)), None)
        if turn is not None:
            yours_explicitly(c.steps[turn + 1:])
    if c.cards:
        data["cards"] = c.cards
    # a question says what matters and no more: cards nobody named may be in the graveyards and in exile, and the
    # turn may have begun with events nobody stated, so what counts them can't be decided ("cannot decide", naming
    # the words) unless the question says the graveyards are empty / nothing else happened this turn
    unlisted = ([] if EMPTY_ZONES_SAID.search(question) else ["graveyard", "exile"]) + \
        ([] if HISTORY_SAID.search(question) else ["history"])
    if unlisted:
        data["unlisted"] = unlisted
    data["steps"] = c.steps
    if not _rewritten:       # the step language as written (prose decides it in _compile_prose)
        _entered_now(c.steps, c.notes, c.front)
    out = Compiled(question, data, c.spans, c.notes)
    out.edition_span = c.edition_span
    out.front = [k for k, st in enumerate(c.steps) if id(st) in c.front]
    out.made = [k for k, st in enumerate(c.steps) if id(st) in c.made]
    out.played = [k for k, st in enumerate(c.steps) if id(st) in c.played]
    return out


def _land_plays_asked(c: Compiled, can_steps: tuple, db) -> None:
    """"Can I play Forest?": the land a "Can …?" sentence plays is the special action of 305.1 (the step ``play``,
    which the rules allow only in its player's main phase with an empty stack, once a turn, 505.6b), not the land
    put onto the battlefield as a board is said ("I play Forest." before a question stays that). A land the same
    player played earlier in the same turn ("I play a Forest. Can I play a Mountain?") is then a land play too: it
    counts against the one land a turn (305.2), so the later play is "No" unless an effect allows more (rt57d: it
    was read as a land put onto the battlefield, and the answer was "Yes")."""
    from kb.cards import card_definition

    from .cursor import types_of

    conn = getattr(db, "conn", db)
    steps = c.data["steps"]

    def land_play(j: int):
        """The step ``j`` as a ``play`` step and its player, when it is a land a "play" wrote; else None."""
        if j not in getattr(c, "played", ()) or j >= len(steps):
            return None
        st = steps[j]
        # "Can I play Forest in response?": the step's own "respond" mark (the stack is not empty) stays with the play
        extra = {x: st[x] for x in st if x != "enter"} if isinstance(st, dict) else {}
        d = st.get("enter") if isinstance(st, dict) and not set(extra) - {"respond"} else None
        name = d if isinstance(d, str) else (d.get("card") if isinstance(d, dict) else None)
        if not isinstance(name, str) or isinstance(d, dict) and set(d) - {"card", "controller"}:
            return None
        card = (c.data.get("cards") or {}).get(name) or (card_definition(conn, name) if conn is not None else None)
        if "Land" not in types_of(card or {}):
            return None
        who = str(d.get("controller") or "you") if isinstance(d, dict) else "you"
        return {"play": dict(d) if isinstance(d, dict) else {"card": name}, **extra}, who

    for k in can_steps:
        asked = land_play(k - 1)
        if asked is None:
            continue
        steps[k - 1] = asked[0]
        for j in range(k - 2, -1, -1):   # the same player's land plays earlier in this turn (305.2)
            if not isinstance(steps[j], dict) or next(iter(steps[j]), None) in ("end_turn", "step"):
                break
            earlier = land_play(j)
            if earlier is not None and earlier[1] == asked[1]:
                steps[j] = earlier[0]


def _lands_played(c: Compiled, db) -> None:
    """"I play a Forest.": a land a "play" wrote as a land put onto the battlefield (its timing the question's premise)
    is still a land play (305.1): the ``enter`` step says ``played: true``, so "Whenever an opponent plays a land"
    sees it and it counts against the land plays of the turn (305.2). rt57d: an opponent's "Whenever an opponent plays
    a land, put a +1/+1 counter on ~" did not trigger on "I play a Forest."."""
    from kb.cards import card_definition

    from .cursor import types_of

    from .turn_unsaid import _FIXING, TURN_SAID

    conn = getattr(db, "conn", db)
    steps = c.data["steps"]
    players: set = set()
    for j in getattr(c, "played", ()):
        st = steps[j] if isinstance(j, int) and 0 <= j < len(steps) else None
        d = st.get("enter") if isinstance(st, dict) else None
        name = d if isinstance(d, str) else (d.get("card") if isinstance(d, dict) else None)
        if not isinstance(name, str) or isinstance(d, dict) and (d.get("already") or "played" in d):
            continue
        card = (c.data.get("cards") or {}).get(name) or (card_definition(conn, name) if conn is not None else None)
        if "Land" in types_of(card or {}):
            st["enter"] = {**(d if isinstance(d, dict) else {"card": name}), "played": True}
            players.add(str(st["enter"].get("controller") or "you"))
    # a land is played only in its player's own main phase (305.1): a question that says nothing else of whose turn
    # it is happens on that player's turn ("My opponent plays a Forest" is not read on my turn)
    if (len(players) == 1 and not c.data.get("players") and players <= {"you", "opponent"}
            and not any(isinstance(st, dict) and next(iter(st), None) in _FIXING for st in steps)
            and not TURN_SAID.search(c.question.replace("\u2019", "'"))):
        who = next(iter(players))
        c.data["players"] = [who, "opponent" if who == "you" else "you"]
        c.notes.append(f"a land is played only on its player's turn (305.1): read as "
                       f"{'your' if who == 'you' else 'your opponent' + chr(39) + 's'} turn")


# "came in", "came out" alone say what is on the battlefield ("Blood Moon came out"); said of this turn ("My Grizzly
# Bears came in this turn"), it entered now (302.6) -- the words "this turn" are dropped from the clause before it
_SAID_ENTERS = re.compile(r"\b(?:enters?|entered|entering|comes? into play|came into play)\b|"
                          r"\b(?:comes?|came|hit|hits) (?:in|out|down|into the battlefield|onto the battlefield|"
                          r"the battlefield|(?:the )?board) this turn\b", re.I)


def _acting(steps: list, activated: bool = True) -> set:
    """The names of the permanents the steps make attack (and, with ``activated``, whose abilities they activate)."""
    out: set = set()
    for st in steps:
        if not isinstance(st, dict):
            continue
        a = st.get("attack")
        out |= set(a) if isinstance(a, (list, dict)) else ({a} if isinstance(a, str) else set())
        act = st.get("activate") if activated else None
        card = act.get("card") if isinstance(act, dict) else act
        if isinstance(card, str):
            out.add(card)
    return out


def _open_enter(st) -> dict | None:
    """An ``enter`` step that says neither ``already`` nor ``this_turn``, as a mapping; None for any other step."""
    e = st.get("enter") if isinstance(st, dict) else None
    if not isinstance(e, (str, dict)) or (isinstance(e, dict) and (e.get("already") or "this_turn" in e)):
        return None
    return dict(e) if isinstance(e, dict) else {"card": e}


def _entered_now(steps: list, notes: list, front=()) -> None:
    """A permanent the step language (as written, not rewritten from prose) makes enter and that later attacks: either
    it entered this turn and can't attack (302.6), or it was on the battlefield since the turn began and its entering
    triggers nothing now. One entering as a copy ("Clone copying X") entered now; any other is read as there before
    the question (a note says so), never as both."""
    attackers = _acting(steps, activated=False)
    for st in steps:
        d = _open_enter(st)
        if d is None:
            continue
        name = d.get("as") or d.get("card")
        if d.get("copy"):
            st["enter"] = dict(d, this_turn=True)      # 707.2: it becomes a copy as it enters, now (302.6)
        elif name in attackers:
            st["enter"] = {**{k: v for k, v in d.items() if k != "x"}, "already": True}   # there before: no X now
            if id(st) not in front:     # (one used before it was said to enter has its own note)
                notes.append(f"{name} attacks: it is taken as on the battlefield since the turn began (302.6), so "
                             "its entering triggers nothing now")


# "(2004 rules)", "(2004-10-01 rules)", "Under the 2004 rules, …", "Using the May 2013 rules: …" in a judge's prose:
# the rules asked, said once before or after the question (a sentence of its own is read by the steps' reader)
_EDITION_SAID = re.compile(
    r"\((?:under |using |with |per |in )?(?:the )?(?P<a>\d{4}-\d{2}-\d{2}|(?:[A-Za-z]{3,9}\.? )?(?:19|20)\d\d)"
    r"(?:'s)? (?:rules|comprehensive rules|cr)\)"
    r"|^\s*(?:under|using|with|per|in) (?:the )?(?P<b>\d{4}-\d{2}-\d{2}|(?:[A-Za-z]{3,9}\.? )?(?:19|20)\d\d)"
    r"(?:'s)? (?:rules|comprehensive rules|cr)(?:\s*[,:;]|(?=\s+(?:i|my|you|your|opponent|he|she|they|we|if|when)\b))"
    # "…, we use the 2007 rules." (a forum post's own clause, ending its sentence)
    r"|(?:(?<=[.!?,:])|^)\s*(?:we|i) (?:use|used|are using|were using|play with|played with|are playing with|were "
    r"playing with|play by|played by|go by|went by|play under|played under) (?:the )?(?P<c>\d{4}-\d{2}-\d{2}|"
    r"(?:[A-Za-z]{3,9}\.? )?(?:19|20)\d\d)(?:'s)? (?:rules|comprehensive rules|cr)(?=\s*[.!;])"
    # "In 2005, …", "Back in March 2005: …" (the time of the game said, so its rules), "… die back in 2005?"
    r"|^\s*(?:(?:way )?back )?in (?:early |late |mid-?)?(?P<d>(?:[A-Za-z]{3,9}\.? )?(?:19|20)\d\d)\s*[,:;]"
    r"|,?\s+(?:(?:way )?back )?in (?P<e>(?:[A-Za-z]{3,9}\.? )?(?:19|20)\d\d)(?=\s*\?\s*$)",
    re.I)
# the rules named by what they had ("back when damage used the stack", "when mana burn was a thing"): every edition in
# which that rule change (kb.engine.versions) had that value (ask.editions runs the question under each)
_ERA_SAID = re.compile(
    r"^\s*(?:(?:so |ok |okay )?(?:back )?(?:when|in the days when|in the days of|in the era of|from the days of|during the "
    r"days of) )(?:(?P<stack>(?:combat )?damage (?:used|went on|used to go on|was put on|would go on|went onto|still "
    r"used|still went on|was on) the stack|damage on the stack|(?:combat )?damage used to use the stack)|(?P<burn>mana "
    r"burn (?:was a thing|existed|was around|was still a (?:thing|rule)|was in the rules|still existed)|there was "
    r"(?:still )?mana burn|mana burn))\s*(?:[,:;]|(?=\s+(?:i|my|you|your|opponent|he|she|they|we|if|when)\b))", re.I)
_ERAS = {"stack": ("combat_damage_stack", True), "burn": ("mana_burn", True)}


def _era_said(question: str) -> tuple[str, str, tuple] | None:
    """"Back when damage used the stack, …": the question blanked there, the last day of the editions in which
    that rule change had that value (kb.engine.versions), and their span (first day, last day, the words)."""
    from datetime import date, timedelta

    from ..versions import CHANGES
    m = _ERA_SAID.search(question)
    if m is None:
        return None
    name, value = next(_ERAS[k] for k in _ERAS if m.group(k))
    versions = CHANGES[name].versions
    k = next(i for i, v in enumerate(versions) if v[1] == value)
    first = versions[k][0]
    last = (date.fromisoformat(versions[k + 1][0]) - timedelta(days=1)).isoformat() if k + 1 < len(versions) else \
        date.today().isoformat()
    blank = question[:m.start()] + " " * (m.end() - m.start()) + question[m.end():]
    return blank, last, (first, last, m.group(0).strip(" ,:;"))


def _edition_said(question: str) -> tuple[str, str, tuple | None] | None:
    """The question with an edition phrase blanked (its positions kept), the edition (a date: the last day of a
    year or month said) and the span of a year or month (``ask.editions``); None when it says none."""
    from .editions import span_of
    m = _EDITION_SAID.search(question)
    if m is None:
        return _era_said(question)
    words = m.group("a") or m.group("b") or m.group("c") or m.group("d") or m.group("e")
    blank = question[:m.start()] + " " * (m.end() - m.start()) + question[m.end():]
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", words):
        return blank, words, None
    span = span_of(words)
    if span is None:
        return None
    return blank, span[1], span


def _compile_prose(question: str, read: ProseReading, db, edition: str, lex: Lexicon) -> Compiled:
    """Compile the rewritten question; its errors and steps point at the judge's own words."""
    try:
        # a question about a copy's costs ("Do I need to sacrifice another creature?") depends on no choice made
        # for the spell copied: what the question leaves open there is filled in (StepCompiler.stand_ins)
        c = compile_question(read.text, db, edition, lex, prose=False,
                             stand_ins=any(str(w).startswith("#cost:") for _k, _o, w in read.yes_no), _rewritten=True)
    except AskError as exc:
        if exc.text != read.text:
            raise
        a = map_pos(read.segs, exc.start, False)
        b = max(a, map_pos(read.segs, exc.end, True))
        mapped = AskError(exc.message, question, a, b, exc.step)
        mapped.by_rule = getattr(exc, "by_rule", False)
        raise mapped from None
    spans = []
    for a, b in c.spans:
        whole = [(qa, qb) for na, nb, qa, qb in read.clauses if a <= na and nb <= b]
        if len(whole) == 1:      # the step is the whole clause: the judge's whole sentence (or clause)
            spans.append(whole[0])
            continue
        x = map_pos(read.segs, a, False)
        spans.append((x, max(x, map_pos(read.segs, b, True))))
    data = c.data
    if EMPTY_ZONES_SAID.search(question) or HISTORY_SAID.search(question):   # said in a sentence the rewrite dropped
        said = {"graveyard", "exile"} if EMPTY_ZONES_SAID.search(question) else set()
        said |= {"history"} if HISTORY_SAID.search(question) else set()
        left = [z for z in data.get("unlisted", ()) if z not in said]
        if left:
            data["unlisted"] = left
        else:
            data.pop("unlisted", None)
    unordered = _board_steps(read, c)
    used = _acting(c.data["steps"])
    for k, st in enumerate(c.data["steps"]):
        # what the judge says enters ("X enters the battlefield", "Clone copying X"; not what is there, _board_steps)
        # entered now, this turn: it can't attack or use a {T} ability (302.6)
        d = _open_enter(st)
        if d is None:
            continue
        a, b = c.spans[k] if k < len(c.spans) else (0, 0)
        said = next((question[qa:qb] for na, nb, qa, qb in read.clauses if na <= a and b <= nb), "")
        if d.get("copy") or (d.get("as") or d.get("card")) in used and _SAID_ENTERS.search(said):
            st["enter"] = dict(d, this_turn=True)
    title = " ".join(question.split())
    data["title"] = title if len(title) <= 80 else title[:77] + "..."
    data["question"] = title
    out = Compiled(question, data, spans, [f"read as: {read.text}"] + read.notes + c.notes)
    out.made = c.made
    out.played = getattr(c, "played", [])
    out.unordered = unordered
    out.edition_span = c.edition_span
    out.yes_no = []
    for where, obj, word in read.yes_no:
        # the show step read from that clause
        steps = [k for k, (a, b) in enumerate(c.spans, 1) if where and where[0] <= a and b <= where[1]]
        if word.startswith("#"):          # "#can", "#triggers": the verdict reads these (answer.py)
            out.yes_no.append((tuple(steps), obj, word))
            if word == "#can":
                _land_plays_asked(out, tuple(steps), db)
            continue
        out.yes_no.append((steps[-1] if steps else None, obj, word))
    _lands_played(out, db)
    try:   # the steps as the step reader reads them: the same question needs no 'read as' note
        if read.sentences > 1 or read.notes:
            return out           # sentences: the step reader stops at the first '.' anyway
        plain = compile_question(question, db, edition, lex, prose=False)
        if plain.data == data and not read.notes:
            plain.yes_no = out.yes_no
            plain.unordered = unordered
            out = plain
    except AskError:
        pass
    return out


def _board_steps(read: ProseReading, c: Compiled) -> list:
    """The permanents a question says are on the battlefield ("I control X and Y", "X is out", a card asked about
    or used that nothing made enter) were there before it starts: their ``enter`` steps get ``already`` (nothing triggers
    on their entering, 603.6a). Their order is not said: returns the runs of such steps, each as (the step
    indices, the groups of steps whose order is said: "…, Opalescence came first"), for the answer to try every
    order (:func:`.answer.each_order`)."""
    kind = []
    for k, (a, b) in enumerate(c.spans):
        i = next((i for i, (na, nb, _qa, _qb) in enumerate(read.clauses) if na <= a and b <= nb), None)
        step = c.data["steps"][k]
        board = read.board[i] if i is not None and i < len(read.board) else ""
        if k in c.front:       # a permanent the question uses without saying it entered (StepCompiler.add)
            board, i = "board", -1 - k
        if board and isinstance(step, dict) and isinstance(step.get("enter"), (str, dict)):
            e = step["enter"]
            step["enter"] = {**{k: v for k, v in e.items() if k not in ("this_turn", "x")}, "already": True} \
                if isinstance(e, dict) else {"card": e, "already": True}
            kind.append((board, i))
        else:
            kind.append(None)
    runs, cur = [], []
    for k, kd in enumerate(kind + [None]):
        if kd is not None:
            cur.append(k)
            continue
        if len(cur) > 1:
            said = {}
            for j in cur:
                if kind[j][0] == "ordered":
                    said.setdefault(kind[j][1], []).append(j)
            runs.append((cur, [g for g in said.values() if len(g) > 1]))
        cur = []
    return runs


def _passes_turn(step: dict) -> bool:
    """Whether a compiled step may end the turn: ``end_turn``, or a step of the beginning phase (502-504), which
    is reached in the next turn."""
    kind = next(iter(step))
    return kind == "end_turn" or (kind == "step" and step[kind] in ("untap", "upkeep", "draw"))


from .prose_chat import COMPILE_QUESTION   # noqa: E402 - the P/T asides' check compiles with this module's function
COMPILE_QUESTION[:] = [compile_question]
