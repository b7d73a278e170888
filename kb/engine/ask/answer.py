"""The answer: a question read, run by the engine, and answered.

:func:`run_question` runs the compiled question as a scenario; yes/no questions ("Is Urborg a Swamp?") get
their answer beside the values shown; :func:`answers_as_expect` and :func:`to_yaml` save a question as a
scenario file whose answers became expectations (``kb ask --save``).
"""
from __future__ import annotations

import copy
import re
from dataclasses import dataclass

from .lexicon import COLOUR_WORDS, AskError, card_name_of, fold_key, Lexicon, yes_no_field
from .steps import Compiled, step_brief, step_text
from .read import compile_question
from .variants import refuse_variant
from .editions import each_edition
from .trigger_orders import each_trigger_order
from .block_choices import each_block
from .phase_unsaid import each_phase
from .turn_unsaid import can_on_either_turn, each_turn
from .two_asked import answer_parts
from .board_list import board_as_list
from .chat_log import chat_log
from .elliptic_ask import with_what
from .past_turn import last_turn_forward
from .claims import rules_claim
from .only_named import only_left_out
from .aside_unread import aside_at, aside_numbers
from .column_frame import without_frame
from .outcome_asked import outcome_in_known_words
from .nothing_else import nothing_more_left_out
from .label_told import label_left_out
from .player_twice import player_said_twice

def scenario_of(compiled: Compiled):
    """The engine's Scenario for a compiled question (step N is 'line' N, for errors)."""
    from ..scenario import LDict, LList, _ldata, from_data

    data = _ldata(dict(compiled.data))
    steps = data["steps"]
    if isinstance(steps, LList):
        steps.item_lines = list(range(1, len(steps) + 1))
    assert isinstance(data, LDict)
    return from_data(data, "<question>")


_ERR_LINE = re.compile(r"^<question>:(\d+): (.*)$", re.S)


def run_question(question: str, db=None, edition: str = "current", trace: bool = True, lex: Lexicon | None = None):
    """Read and run a question: (Compiled, Result). Raises AskError (pointing at the step) for a question
    that cannot be read or whose steps cannot be carried out."""
    from ..scenario import ScenarioError, run

    compiled = compile_question(question, db, edition, lex)
    refuse_variant(question, lex or Lexicon(db), board=True)   # read as a board, of a Commander game: not the basic game
    try:
        sc = scenario_of(compiled)
        res = run(sc, db, trace=trace)
    except ScenarioError as exc:
        err = _located(compiled, str(exc))
        err.compiled = compiled           # the question was read: the answer page still shows how
        raise err from None
    except RecursionError:
        raise AskError("the engine ran too deep on this question (a loop of effects?)", question, 0, len(question)) from None
    except Exception as exc:  # noqa: BLE001 - the engine's own failure: say so, with the question
        raise AskError(f"the engine failed on this question ({type(exc).__name__}: {exc}); this is a bug in the "
                       "engine, not in the question", question, 0, len(question)) from None
    answer_yes_no(compiled, res)
    return compiled, res


@dataclass
class Answer:
    """A question answered: the data of :func:`answer_question`, and when it was run the compiled question and
    the engine's result (for the CLI's text)."""
    data: dict
    compiled: Compiled | None = None
    result: object = None


def answer_question(question: str, db=None, edition: str = "current", lex: Lexicon | None = None) -> dict:
    """:func:`answer`'s data."""
    return answer(question, db, edition, lex).data


def answer(question: str, db=None, edition: str = "current", lex: Lexicon | None = None,
           partial: bool = True, split: bool = True, tried: frozenset = frozenset()) -> Answer:
    """A question answered, as data (``kb ask --json``, ``/ask.json``): the verdict first (``verdict: {text,
    rules}``), the rules that decided it (``rules_deciding``) and the others (``rules_other``, boilerplate
    last), the named cards' closest ``rulings``, then the steps as read, the answers and the trace. A question
    that cannot be read gives ``ok: false`` with the error, the words it points at and, when it names no card
    and reads as no board, ``not_board: true``. A "Can …?" question whose action the engine refuses is answered
    "No" with the rule of the refusal."""
    from .verdict import can_label, closest_rulings, names_of, split_rules, verdict_of

    conn = getattr(db, "conn", db)
    lex = lex or Lexicon(db)
    try:
        compiled, res = run_question(question, db, edition, lex=lex)
    except AskError as exc:
        compiled = getattr(exc, "compiled", None)
        each = _each_choice(compiled, exc, db) if compiled is not None else None
        got = _answer_each(question, each, conn) if each else None
        if got is not None:
            return _choice_in_each_edition(got, compiled, question, db, lex)
        message = exc.message if compiled is not None else error_in_edition(exc.message, edition, db)
        out = {"ok": False, "error": message, "question": question, "start": exc.start, "end": exc.end,
               "words": exc.words(), "step": exc.step, "stage": "run" if compiled is not None else "read"}
        if compiled is not None:
            out["read_as"] = [step_text(s) for s in compiled.steps]
            out["scenario"] = compiled.data
            out["board"] = " ".join(names_of(compiled))
            can = [steps for steps, _o, w in getattr(compiled, "yes_no", ()) if w == "#can"]
            if can and exc.step is not None and any(exc.step in s for s in can):
                rules = list(dict.fromkeys(re.findall(r"\b\d{3}\.\d+[a-z]?\b", exc.message)))
                why = re.sub(r"^step \d+ \([^)]*\): ", "", exc.message)
                text = f"{can_label(question)} No" + (f" — {', '.join(rules[:3])}" if rules else "") + f": {why}"
                paid = _cost_unsaid(question, why)
                if paid is not None:
                    # "Can my Grizzly Bears attack?" with Ghostly Prison there: whether the cost is paid is a choice
                    # the question does not make (508.1h): "Yes, if …", never a "No"
                    text, rules = paid
                elif CHOICE_ASKED.search(why):
                    # a choice the question leaves open ("which ability?") is no refusal by the rules: not a "No"
                    text, rules = f"{can_label(question)} cannot decide — the question does not say: {why}", []
                elif exc.step - 1 in getattr(compiled, "made", ()):
                    # the refused step is the reader's own (a spell named as a target, cast first with no target the
                    # question gives: "Can I counter a Lightning Bolt with Mana Leak?"), not the action asked: no "No"
                    text, rules = (f"{can_label(question)} cannot decide — the question does not say how "
                                   f"'{step_brief(compiled.steps[exc.step - 1])}' was done, which it needs: {why}", [])
                elif NO_TARGET_SAID.search(why):
                    # "Can I cast Giant Growth?": the question names no target, which is not the same as there being
                    # no legal target (601.2c asks for one; a board the question does not describe may hold one)
                    text, rules = (f"{can_label(question)} cannot decide — the question does not say what it targets, "
                                   f"which it needs: {why}", [])
                out.update({"ok": True, "verdict": {"text": text, "rules": rules}, "rules_deciding": rules,
                            "rules_other": [], "answers": [], "notes": compiled.notes,
                            "rulings": closest_rulings(conn, names_of(compiled), question, rules)})
                return Answer(out, compiled)
        if compiled is None and getattr(exc, "by_rule", False) and _in_can_sentence(question, exc.start):
            # "It's my opponent's turn. Can my Grizzly Bears attack?": the step the question asks about is one the
            # rules forbid as the question sets it (508.1), so the answer is "No", with that rule
            rules = list(dict.fromkeys(re.findall(r"\b\d{3}\.\d+[a-z]?\b", exc.message)))
            why = exc.message.split("; add ")[0]
            text = f"{can_label(question)} No — {', '.join(rules)}: {why}"
            if _turn_inferred(question, exc.start):
                # "My opponent casts Glorious Anthem. Can Grizzly Bears attack?": the opponent's turn is only inferred
                # from a spell cast at sorcery speed (307.1): "No, it is his turn" answers a moment the question never
                # asked about (on your turn the answer may be Yes), so it is no answer -- unless your next turn, tried
                # too, says "No" for a reason of its own (Pacifism's "can't attack", redteam18): "No" on either turn
                # the turn read may be yours too ("I put Rancor on his Grizzly Bears. Can it attack?", ask58): the
                # turn to try is then the other player's, never your next one (where his creature can't attack either
                # for the same reason, the turn's, which is none of its own)
                yours = re.search(r"\bit is your turn\b", why) is not None
                read_as, other, said = (("your turn (a spell you cast then", "your opponent's", "my opponent's")
                                        if yours else ("the opponent's turn (a spell cast then", "your", "my"))
                text, rules = (f"{can_label(question)} cannot decide — the question does not say when: it is read as "
                               f"{read_as}, 307.1), when only the active player declares "
                               f"attackers (508.1); say the turn ('… Then it's {said} turn. Can …?')", [])
                mine = _on_your_next_turn(question, exc.start, db, edition, lex, whose=said)
                if mine is not None:
                    this, who = ("your", "you declare") if yours else ("your opponent's", "he declares")
                    text, rules = (f"{can_label(question)} No — {', '.join(mine[1] or rules)}: on {other} next turn: "
                                   f"{mine[0]}; on {this} turn only {who} attackers", mine[1])
                    # the board the answer was read from: the question's, with your next turn said
                    out.update({k: mine[2][k] for k in ("scenario", "read_as") if k in mine[2]})
            else:
                paid = _cost_unsaid(question, why)
                if paid is not None:   # a cost to attack the question does not say is paid (508.1h): not a "No"
                    text, rules = paid
            out.update({"ok": True, "verdict": {"text": text, "rules": rules}, "rules_deciding": rules,
                        "rules_other": [], "answers": [], "notes": [], "rulings": []})
            return Answer(out, compiled)
        for name, rewrite, any_stage in _REWRITES:
            # a question players write in a shape the reader does not take, written in one it does and read again:
            # only when it is not read as written, and the answer's notes say how (chat57)
            if name in tried or not (any_stage or compiled is None) or getattr(exc, "whole", False):
                continue
            told = rewrite(question)
            if told is None:
                continue
            got = answer(told[0], db, edition, lex, partial=partial, split=split, tried=tried | {name})
            if got.data.get("ok") and not got.data.get("not_board"):
                got.data["notes"] = [f"{_REWRITE_NOTE[name]}: {w}" for w in told[1]] + list(got.data.get("notes") or [])
                got.data.update({"question": question, "read_question_as": told[0]})
                return got
        if split and compiled is None and not getattr(exc, "whole", False):
            # "Where is it now, and where's the Control Magic?": two things asked of one story (two_asked)
            got = answer_parts(question, exc.start,
                               lambda q: answer(q, db, edition, lex, partial=False, split=False, tried=tried))
            if got is not None:
                return got
        if _no_board(question, lex, exc.message) and (compiled is None or not _acts(compiled)):
            out["not_board"] = True
        elif partial and compiled is None and not getattr(exc, "whole", False):
            got = _understood_part(question, exc, db, edition, lex)
            if got is not None:
                return got
        return Answer(out, compiled)
    if not _acts(compiled) and _no_board(question, lex):
        return Answer({"ok": False, "not_board": True, "question": question, "stage": "read",
                       "error": "not a board question: it names no card and no action",
                       "start": 0, "end": len(question), "words": question, "step": None,
                       "read_as": [step_text(s) for s in compiled.steps]}, compiled)
    out = result_data(res)
    try:
        v = verdict_of(compiled, res, question)
        v = each_order(compiled, res, db, lex, question, v, out)
        v = each_trigger_order(compiled, res, db, question, v, outcome, _rerun)
        v = each_block(compiled, res, db, question, v, out, outcome, _rerun)
        v = each_turn(compiled, res, db, question, v, out, outcome, _rerun, _located)   # whose turn, when a card's text asks
        v = each_phase(compiled, res, db, question, v, out, outcome, _rerun)   # which phase, when a spell's text asks
        v = each_edition(compiled, res, db, question, v, lambda c: _verdict_run(c, db, lex, question),
                         lambda vv: _recited(vv, res, db))
        # "Can I cast Divination?": whose turn (after the editions: each edition's plain verdict is compared there)
        v = can_on_either_turn(compiled, res, db, question, v, _rerun, _located)
    except Exception as exc:  # noqa: BLE001 - the answers stand without their first line; say why
        v = None
        compiled.notes.append(f"the verdict could not be written ({type(exc).__name__}: {exc}); this is a bug")
    v = said_in_edition(compiled, res, db, v)
    cited = res.cited()
    first, other = split_rules(cited, v.rules if v else [])
    out.update({"ok": True, "question": question, "read_as": [step_text(s) for s in compiled.steps],
                "notes": list(compiled.notes) + list(res.notes), "scenario": compiled.data,
                "verdict": {"text": v.text, "rules": v.rules, "answers": v.answers} if v else None,
                "rules_deciding": first, "rules_other": other,
                "rulings": closest_rulings(conn, names_of(compiled), question, first)})
    return Answer(out, compiled, res)


def said_in_edition(compiled: Compiled, res, db, v: Verdict | None) -> Verdict | None:
    """The reader's notes and the verdict's own rule numbers, written with today's numbers, said as the edition
    asked numbers them (:mod:`kb.engine.recite`); the numbers the run cited are the edition's already. Once per
    question read (the notes are changed in place: the CLI prints them)."""
    if getattr(compiled, "recited", False):
        return v
    from ..recite import Reciter
    from .verdict import Verdict

    rc = Reciter(res.edition, db if res.citations.from_kb else None)
    keep = frozenset(res.cited()) | frozenset(getattr(v, "own", ()) or ())
    compiled.notes[:] = [rc.text(n, keep) for n in compiled.notes]
    compiled.recited = True
    if v is None:
        return v
    return Verdict(rc.text(v.text, keep), rc.rules(v.rules, keep), v.answers)


def error_in_edition(message: str, edition: str, db) -> str:
    """A reading error's rule numbers (the reader's, today's) said as ``edition`` numbers them (:mod:`kb.engine.recite`);
    unchanged when the edition is not known."""
    from ..profiles import ProfileError
    from ..recite import Reciter

    conn = getattr(db, "conn", db)
    try:
        if conn is not None:
            from kb.db import resolve_edition
            edition = resolve_edition(conn, edition)
        elif edition in (None, "", "current"):
            return message
        return Reciter(edition, conn).text(message)
    except (LookupError, ProfileError, ValueError):
        return message


_SENTENCE = re.compile(r"[^.?!]+(?:[.?!]+|$)")


def _understood_part(question: str, exc: AskError, db, edition: str, lex: Lexicon) -> Answer | None:
    """Answer only what was understood: when the words not read are all in one sentence that is not the question
    asked ("Grizzly Bears is at noon. Does it die?"), the other sentences are answered, and the verdict says first
    that it covers only them, naming the words left over (``leftover``: the CLI offers them as a search and the
    question read in steps). When the sentence not read names a card, or says what happens to an object or what a
    zone holds without naming one ("It dies.", "There is an instant in my graveyard.": :func:`board_words`), the
    verdict is "cannot decide" (it could change the answer), with the answer to the rest after it. None when that
    leaves no board question."""
    spans = [(m.start(), m.end()) for m in _SENTENCE.finditer(question) if m.group().strip()]
    hit = [(a, b) for a, b in spans if a <= exc.start and exc.end <= b]
    asks = [(a, b) for a, b in spans if "?" in question[a:b]]
    aside = aside_at(question, exc.start)
    if aside is not None:
        hit = [aside]          # an aside in brackets not read: set aside alone, wherever it stands (chat57)
    elif len(spans) < 2 or len(hit) != 1 or not asks or hit[0] == asks[-1]:
        return None
    a, b = hit[0]
    rest = re.sub(r"\s{2,}", " ", question[:a] + question[b:]).strip()
    lefts = [question[a:b].strip()]
    got = answer(rest, db, edition, lex, partial=False)
    for _more in range(_MORE_ASIDE):
        # a story wrapped in several sentences of chat ("Draft last night, pack 2 was wild. anyway."): the words not
        # read in what is left lie in another one sentence that is not the question: it is set aside the same way,
        # and checked the same way below (chat57)
        d = got.data
        if d.get("ok") or d.get("stage") != "read" or d.get("start") is None:
            break
        nxt = aside_at(rest, d["start"]) or _one_story_sentence(rest, d["start"], d.get("end", d["start"]))
        if nxt is None:
            break
        a2, b2 = nxt
        lefts.append(rest[a2:b2].strip())
        rest = re.sub(r"\s{2,}", " ", rest[:a2] + rest[b2:]).strip()
        got = answer(rest, db, edition, lex, partial=False)
    d = got.data
    if not d.get("ok") or not d.get("verdict"):
        return None
    left = " ".join(lefts)
    named, said = [], []
    from .verdict import names_of
    board = names_of(got.compiled) if got.compiled is not None else []
    claims = [one for one in lefts
              if rules_claim(one, [n for n in lex.names_in(one) if n] or said_as_verb(one, lex), board)]
    for one in lefts:
        if one in claims:
            continue           # "my buddy says defender just means …": a claim to settle, not what happened (claims)
        n1 = [n for n in lex.names_in(one) if n] or said_as_verb(one, lex)
        named += n1
        said += [] if n1 else board_words(one) + object_words(one, got.compiled) + player_object_words(one)
        if one.startswith("(") and not n1:
            said += aside_numbers(one)     # "(he went from 14 to 8)": a number in an aside may be a life or a count
    if said and _unlisted_zone_only(said, d):
        said = []        # what a graveyard holds, which the answer already took as unknown: it stands whatever it holds
    if named or said:
        # the sentence not read names a card: it may be on the board and change the answer (Ensnaring Bridge
        # before "Can my Grizzly Bears attack?"), so the answer to the rest is no answer to the question
        why = (f"{left!r} was not read, and it names {', '.join(named[:3])}, which could change the answer" if named
               else f"{left!r} was not read, and its words {', '.join(repr(w) for w in said[:4])} could change the "
                    "answer")
        d["verdict"] = {"text": f"cannot decide — {why}; without that sentence: " + d["verdict"]["text"],
                        "rules": [], "answers": []}
        for ans in d.get("answers") or []:
            ans.update(status="cannot decide", cannot_decide=[why])
    elif claims and len(claims) == len(lefts):
        # the verdict first, as the question asked it; the claim named after it
        d["verdict"]["text"] += (f" (answered by the rules, without the claim {left!r}: a claim to settle, not what "
                                 "happened)")
    else:
        d["verdict"]["text"] = f"Answered without {left!r} (not read): " + d["verdict"]["text"]
    d.update({"question": question, "leftover": left, "leftover_words": exc.words(), "leftover_error": exc.message,
              "answered": rest})
    return got


def _what_rewrite(question: str):
    got = with_what(question)
    return None if got is None else (got[0], [repr(got[1])])


def _forward_rewrite(question: str):
    got = last_turn_forward(question)
    return None if got is None else (got[0], [f"{got[1]!r} told forward: {got[0]!r}"])


# (name, the rewrite: question -> (question written so, what was written) or None, tried after a run's error too)
def _frame_rewrite(question: str):
    got = without_frame(question)
    return None if got is None else (got[0], [repr(w) for w in got[1]])


def _outcome_rewrite(question: str):
    return outcome_in_known_words(question)


def _nothing_rewrite(question: str):
    got = nothing_more_left_out(question)
    return None if got is None else (got[0], [repr(w) for w in got[1]])


def _label_rewrite(question: str):
    got = label_left_out(question)
    return None if got is None else (got[0], [repr(got[1])])


_REWRITES = (("frame", _frame_rewrite, False),          # "Q: …", "Dear judge, …", "— Priya, Leeds" (column_frame)
             # a chat log before the label: "A:" of "A: I attack …" is a speaker, not a topic label
             ("chat", chat_log, False),                 # "Me: I attack with A. Opp: I block with B." (chat_log)
             ("outcome", _outcome_rewrite, False),      # "What happens to each creature?", "Who died?" (outcome_asked)
             ("nothing", _nothing_rewrite, False),      # "Neither of us casts anything." (nothing_else)
             ("label", _label_rewrite, False),          # "Fog timing q. … I Fog." (label_told)
             ("twice", player_said_twice, False),       # "He's at 8, no other creatures." (player_twice)
             ("what", _what_rewrite, True),             # "my life after that?" (elliptic_ask)
             ("forward", _forward_rewrite, False),      # "Last turn I cast X. This turn he …" (past_turn)
             ("lists", board_as_list, False),           # "Me - A, B. Opp - C." (board_list)
             ("only", only_left_out, False))            # "I've only got A", "Opp's only creature is A" (only_named)
_REWRITE_NOTE = {"frame": "the frame of a letter to a rules column left out (it says nothing of the game)",
                 "outcome": "the outcome asked read as",
                 "nothing": "a sentence denying any further spell or ability left out (the engine runs only the "
                            "actions told)",
                 "label": "a topic label naming only what the question tells again left out",
                 "twice": "two things said of one player read as two sentences",
                 "what": "the last question read as", "forward": "an action of the last turn",
                 "lists": "the board told as a list", "chat": "a line of the chat log",
                 "only": "'only' of what a player has left out (the board holds "
                          "only what the question names)"}

_MORE_ASIDE = 3    # sentences set aside after the first, at most


def _one_story_sentence(question: str, start: int, end: int) -> tuple[int, int] | None:
    """The one sentence of ``question`` that holds the words from ``start`` to ``end``, when it is not the last
    question asked and the question has another sentence; else None."""
    spans = [(m.start(), m.end()) for m in _SENTENCE.finditer(question) if m.group().strip()]
    hit = [(a, b) for a, b in spans if a <= start and end <= b]
    asks = [(a, b) for a, b in spans if "?" in question[a:b]]
    if len(spans) < 2 or len(hit) != 1 or not asks or hit[0] == asks[-1] or "?" in question[hit[0][0]:hit[0][1]]:
        return None
    return hit[0]


def _turn_inferred(question: str, at: int) -> bool:
    """Whether the words before position ``at`` never say whose turn it is (no turn, step or phase named, no attack or
    block told): the turn the question is read on was inferred from a spell's timing."""
    from .turn_unsaid import TURN_SAID
    before = question[:at]
    return not TURN_SAID.search(before) and not re.search(
        r"\b(?:attack|attacks|attacked|attacking|block|blocks|blocked|blocking|swing|swings|swung|combat|upkeep|"
        r"end step|main phase|turn)\b", before, re.I)


def _on_your_next_turn(question: str, at: int, db, edition: str, lex: Lexicon,
                       whose: str = "my") -> tuple[str, list] | None:
    """A "Can …?" refused on the turn that was only inferred: the same question asked on the other player's next turn
    (``whose``: "my" after the opponent's turn, "my opponent's" after yours; "… Then it's my turn. Can …?", read by
    prose_players.my_turn_later: the cleanup step between ends "until end of
    turn" effects, 514.2). (why, rules, that answer's data) when that answer is a "No" with a reason of its own, else None (a "Yes" there,
    or a question that can't be read so, leaves the answer open)."""
    last = max(m.end() for m in re.finditer(r"(?:^|[.?!]\s+)", question.rstrip()))
    if at < last or f"Then it's {whose} turn." in question:
        return None
    q2 = question[:last].rstrip() + f" Then it's {whose} turn. " + question[last:]
    try:
        got = answer(q2, db, edition, lex)
    except Exception:   # a crash of the second reading is no answer to the first
        return None
    v = (got.data.get("verdict") or {}) if got.data.get("ok") else {}
    text = v.get("text") or ""
    m = re.match(r"[^?]*\? No — [^:]*: (.*)$", text)
    if m is None or "opponent's turn" in text or "only the active player declares attackers" in text:
        return None   # the turn is the reason there too (508.1), not one of the creature's own
    return m.group(1), list(v.get("rules") or []), got.data


def _in_can_sentence(question: str, at: int) -> bool:
    """Whether position ``at`` of the question lies in its last sentence, and that sentence asks "Can …?"."""
    from .verdict import can_sentence
    got = can_sentence(question)
    last = max(m.end() for m in re.finditer(r"(?:^|[.?!]\s+)", question.rstrip()))
    return got is not None and got[0] == last and at >= last


def _unlisted_zone_only(said: list[str], data: dict) -> bool:
    """Whether a sentence left unread only says what cards a graveyard or exile holds ("There is an instant and a
    creature card in my graveyard.") while the answer took those zones as unlisted (any cards, nobody named): a
    definite answer then stands whatever they hold; "cannot decide" where they matter is the answer's own."""
    from .lexicon import CARD_TYPE_WORDS

    zones = {"graveyard", "graveyards", "exile"}
    words = {w.lower() for w in said}
    unlisted = set((data.get("scenario") or {}).get("unlisted") or ())
    return bool(words & zones) and {"graveyard", "exile"} <= unlisted and all(
        w in zones | {"card", "cards"} or w in CARD_TYPE_WORDS or w.rstrip("s") in CARD_TYPE_WORDS for w in words)


_VERB_ENDINGS = ("s", "es", "ed", "d", "'d", "ing")


def said_as_verb(sentence: str, lex: Lexicon) -> list[str]:
    """The cards a sentence names as a verb, "got Shocked", "Bolted the Bears", "Pyroclasms": a word whose stem
    with an ending taken off is a card's own name (or a nickname of one)."""
    out = []
    for w in re.findall(r"[\w'-]+", sentence):
        for cut in _VERB_ENDINGS:
            if w.lower().endswith(cut) and len(w) > len(cut) + 2:
                d = lex.card(w[:-len(cut)])
                if d is not None and (fold_key(d["name"]) == fold_key(w[:-len(cut)]) or w[:1].isupper()):
                    out.append(d["name"])
                    break
    return list(dict.fromkeys(out))


# a player as the object of a sentence's verb ("I bolt him.", "He hits me.", "I burn my opponent's face.") or an
# opponent as its subject ("He concedes.": he loses the game, 104.3a): something done to or by that player, whose life
# (119.3) or game (104.3) the answer may be about
_PLAYER_OBJECTS = frozenset({"him", "her", "me", "them", "opponent", "opponent's", "opp", "face", "player", "players",
                             "myself", "himself", "herself", "themselves", "he", "she", "they", "we", "his", "their",
                             # a player and a verb in one word: "He's at 10.", "I'm at 5 and they're at 20." (119)
                             "he's", "she's", "they're", "we're", "i'm", "you're", "hes", "theyre", "im", "opp's",
                             "opps", "opponents", "i've", "we've", "they've", "ive"})


# a player said with a life total ("We're both at 6.", "I'm on 3 life", "He's at two"): the contraction's pronoun, said
# where the sentence gives a number of life (119.1: a player's life total), names that player (redteam9: "We're both at
# 6." was left unread and "No one loses the game" answered without it, where both players lost to Inferno)
_LIFE_SAID = re.compile(r"\b(?:at|on|to) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty)\b|\blife\b", re.I)
_PLAYER_CONTRACTIONS = frozenset({"we're", "i'm", "he's", "she's", "they're", "you're", "we", "i", "you", "us", "both"})


def player_object_words(sentence: str) -> list[str]:
    """The words of a sentence that name a player it acts on ("I bolt him." → ["him"]), or whose life total it says
    ("We're both at 6."): a sentence left unread that does something to a player could change an answer about that
    player; never answered without it."""
    words = re.findall(r"[\w'-]+", sentence)
    out = [w for w in words if w.lower() in _PLAYER_OBJECTS]
    if _LIFE_SAID.search(sentence):
        out += [w for w in words if w.lower().replace("\u2019", "'") in _PLAYER_CONTRACTIONS]
    return list(dict.fromkeys(out))


def object_words(sentence: str, compiled) -> list[str]:
    """The words of a sentence that name an object of the answer's board by a word of its name ("the Bears" when
    Grizzly Bears is there): the sentence says something of that object."""
    from .verdict import names_of

    if compiled is None:
        return []
    words = {w for n in names_of(compiled) if isinstance(n, str)
             for w in re.findall(r"[\w'-]+", fold_key(card_name_of(n))) if len(w) > 3}
    # "the bear" for Grizzly Bears: a word of the name said in the singular or the plural
    return list(dict.fromkeys(w for w in re.findall(r"[\w'-]+", sentence)
                              if fold_key(w) in words or fold_key(w).rstrip("s") in words or fold_key(w) + "s" in words))


# a payment said ("I pay 2.", "he paid the {2}"): a cost paid or not changes what is allowed (508.1h, 601.2h, 118.12)
_PAY_WORDS = frozenset({"pay", "pays", "paid", "paying"})


def board_words(sentence: str) -> list[str]:
    """The words of a sentence that could change an answer although they name no card (lexicon.BOARD_WORDS, the
    outcomes and actions the prose reader knows, card types, a P/T or a number of counters): ["It", "dies"] of
    "It dies."; none of "The judge is watching closely."."""
    from .lexicon import AND_VERBS, BOARD_WORDS, CARD_TYPE_WORDS, IMPERATIVE, OUTCOME_WORDS

    out = []
    for w in re.findall(r"[+-]?\d+/[+-]?\d+|\{[^}]+\}|[\w'-]+", sentence):
        low = w.lower()
        base = low[:-2] if low.endswith("'s") else low
        if base in BOARD_WORDS or base in OUTCOME_WORDS or base in AND_VERBS or base in IMPERATIVE or base in _PAY_WORDS or \
                base.endswith("n't") or base in CARD_TYPE_WORDS or base.rstrip("s") in CARD_TYPE_WORDS or re.fullmatch(r"[+-]?\d+/[+-]?\d+|\{.+\}", w):
            out.append(w)
    return list(dict.fromkeys(out))


_REPLACE_CHOICE = re.compile(r"replacement or prevention effects apply to the same event \((.+)\); .{0,60}"
                             r"give replace_order")
_LEGEND_CHOICE = re.compile(r"the (?:legend|planeswalker uniqueness) rule: (?:you choose|\S+ chooses) which of (.+) "
                            r"to keep(?:.*?\((\d{3}\.\d+[a-z]?)\))?")


# a spell cast without the targets it needs because the question named none ("… has 1 target(s) (Target creature); 0
# given", kb.engine.stack)
NO_TARGET_SAID = re.compile(r"\btarget\(s\)(?: \([^)]*\))?; 0 given\b")
# the engine's refusal of an attack (or block) whose cost the question does not say is paid (508.1h, 509.1d)
_COST_UNSAID = re.compile(r"(?P<what>attacking|blocking) as declared costs (?P<cost>\{[^}]*\}(?:\{[^}]*\})*) "
                          r"\((?P<detail>[^)]*)\): say whether (?P<who>you|opponent|\w+) pays? it\b.*?\((?P<rule>\d{3}\.\d+[a-z]?)\)")


def _cost_unsaid(question: str, why: str) -> tuple[str, list] | None:
    """"Can my Grizzly Bears attack?" with "Creatures can't attack you unless their controller pays {2} …" there: the
    action is allowed if its cost is paid, and whether it is is the player's choice, which the question does not
    make (508.1h: the cost is locked in and paid as attackers are declared; 509.1d for blockers): (the verdict
    "Yes, if that player pays COST", its rules), or None when ``why`` is not that refusal."""
    from .verdict import can_label

    m = _COST_UNSAID.search(why)
    if m is None:
        return None
    who = "you" if m.group("who") == "you" else "your opponent" if m.group("who") == "opponent" else m.group("who")
    verb = "pay" if who == "you" else "pays"
    return (f"{can_label(question)} Yes, if {who} {verb} {m.group('cost')} ({m.group('detail')}; {m.group('rule')}); "
            f"unpaid, the declaration is illegal and is undone", [m.group("rule")])


# the engine asking for a choice the question did not make (ask.answer rewrites its messages so): not a refusal
CHOICE_ASKED = re.compile(r"\badd '[^']+'.{0,80}? to this step|\bsay it instead of '|\badd a step before this one\b")


def _each_choice(compiled: Compiled, exc: AskError, db) -> list | None:
    """A question that leaves the legend rule's choice open (704.5j: "Two Isamaru, one has 0 toughness"): the
    question run once for each object its controller may keep, [(kept, Compiled, Result)]; None when the error
    is not that choice, or a run stops again."""
    import copy

    from ..scenario import ScenarioError

    m = _LEGEND_CHOICE.search(exc.message)
    r = _REPLACE_CHOICE.search(exc.message)
    steps = compiled.data.get("steps") or []
    if not (m or r) or not exc.step or not 0 < exc.step <= len(steps) or \
            ("keep" if m else "replace_order") in steps[exc.step - 1]:
        return None
    names = []
    if r:      # 616.1: which replacement effect applies first, by its source's name
        names = list(dict.fromkeys(re.findall(r"(?:^|; )([^:;“”]+?): \u201c", r.group(1))))
    for st in steps[:exc.step] if m else ():
        # the permanents said to be there, and those cast (the planeswalker uniqueness rule: two of one planeswalker
        # type, each of its own name, the second one cast)
        for key in ("enter", "cast"):
            e = st.get(key) if isinstance(st, dict) else None
            card = e.get("card") if isinstance(e, dict) else e
            if isinstance(card, str):
                names += [x for x in re.findall(re.escape(card) + r"(?: #\d+)?", m.group(1)) if x not in names]
    if len(names) < 2:
        return None
    out = []
    for kept in names:
        c = copy.deepcopy(compiled)
        if r:
            c.data["steps"][exc.step - 1]["replace_order"] = [kept]
        else:
            c.data["steps"][exc.step - 1]["keep"] = kept
        try:
            res = _rerun(c, db)
        except (ScenarioError, AskError, RecursionError):
            return None
        if m and m.group(2) and not m.group(0).startswith("the legend rule"):
            # the rule that asks, as the edition numbers it (cited by the run, so said as it is)
            c.choice_rule = m.group(2)
        out.append((kept, c, res))
    return out


def _answer_each(question: str, each: list, conn) -> Answer | None:
    """The verdict for each choice ("Blood Artist triggers: depends on which one you keep (704.5j): keeping
    Isamaru, Hound of Konda: 1; keeping Isamaru, Hound of Konda #2: 2"); the answers and trace of the first."""
    from .verdict import Verdict, closest_rulings, names_of, split_rules, verdict_of

    replace = any("replace_order" in st for st in each[0][1].data.get("steps") or () if isinstance(st, dict))
    rule, who, doing = ("616.1", "applies first", "applying first") if replace else (
        getattr(each[0][1], "choice_rule", None) or "704.5j", "its controller keeps", "keeping")
    parts, rules, values = [], [rule], []
    head = ""
    for kept, c, res in each:
        v = verdict_of(c, res, question)
        if v is None:
            return None
        lead = v.text.split(" — ")[0]
        h, _, value = lead.rpartition(": ") if ": " in lead else lead.rpartition("? ")
        head = head or (h + (":" if ": " in lead else "?"))
        # the same only if every line is (a verdict on several objects: its first line is about one of them)
        if re.match(r"\d+ \(", value):
            value = value.split(" (")[0]   # a count: the same number whichever permanents it counted ("1 (Jace Beleren)")
        values.append((value, tuple(ln.split(" — ")[0] for ln in v.text.splitlines()[1:])))
        parts.append((kept, v))
        rules += [r for r in v.rules if r not in rules]
    if any(val.startswith("cannot decide") for val, _rest in values):
        # undecided for one choice: that verdict with its own reason (not "the same whichever one", which lost it)
        text = next(v.text for (_kept, v), (val, _r) in zip(parts, values) if val.startswith("cannot decide"))
    elif len(set(values)) == 1:
        text = f"{head} {values[0][0]} — {rule}: the same whichever one {who}"
    else:
        # each choice with what differs: the first line's value, or the other lines not the same in every choice
        common = set.intersection(*({val, *rest} for val, rest in values))
        said = []
        for (kept, v), (val, rest) in zip(parts, values):
            diff = [x for x in (val, *rest) if x not in common] or [val]
            said.append(f"{doing} {kept}: {'; '.join(diff)}" + (f" ({', '.join(v.rules[:2])})" if v.rules else ""))
        text = f"{head} depends on which one {who} ({rule}): " + "; ".join(said)
    kept, c, res = each[0]
    c.notes.append(f"the question does not say which one {who} ({rule}): the answers and the trace below are for "
                   f"{doing} {kept}")
    said = said_in_edition(c, res, conn, Verdict(text, rules))
    text, rules = said.text, said.rules
    out = result_data(res)
    first, other = split_rules(res.cited(), rules)
    out.update({"ok": True, "question": question, "read_as": [step_text(s) for s in c.steps],
                "notes": list(c.notes) + list(res.notes),
                "scenario": c.data, "verdict": {"text": text, "rules": rules, "answers": []},
                "rules_deciding": first, "rules_other": other,
                "rulings": closest_rulings(conn, names_of(c), question, first)})
    return Answer(out, c, res)


def _choice_in_each_edition(got: Answer, compiled: Compiled, question: str, db, lex: Lexicon) -> Answer:
    """A choice's answer (:func:`_answer_each`) for a question said of a year or a month ("under the 2013 rules"):
    run under each edition in force then (:func:`.editions.each_edition`), an edition without that choice (the
    legend rule before 2013-07-13 puts both into the graveyard, 704.5k) answering as it answers. Was the last
    edition's answer alone."""
    from ..scenario import ScenarioError
    from .verdict import Verdict

    if not getattr(compiled, "edition_span", None) or got.result is None:
        return got
    conn = getattr(db, "conn", db)

    def run_verdict(c):
        try:
            _rerun(copy.deepcopy(c), db)
        except ScenarioError as exc:
            each = _each_choice(c, _located(c, str(exc)), db)
            ans = _answer_each(question, each, conn) if each else None
            if ans is None:
                return Verdict(f"the steps cannot be carried out: {exc}", [])
            return Verdict(ans.data["verdict"]["text"], ans.data["verdict"]["rules"])
        except (AskError, RecursionError) as exc:
            return Verdict(f"the steps cannot be carried out: {exc}", [])
        return _verdict_run(c, db, lex, question)

    vd = got.data["verdict"]
    before = len(compiled.notes)
    v = each_edition(compiled, got.result, db, question, Verdict(vd["text"], vd["rules"]), run_verdict)
    got.data["notes"] = list(got.data.get("notes") or []) + compiled.notes[before:]
    got.data["verdict"] = {"text": v.text, "rules": v.rules, "answers": []}
    return got


def rewrite(question: str, lex: Lexicon, edition: str = "current") -> str | None:
    """The question as the prose reader rewrote it into the step language (to edit and ask again), or None when
    it holds no prose or cannot be read (``kb ask`` and ``/ask`` offer it when a question was not answered).
    A rewrite that the reader stops on with the question's own error is no help: it is not offered."""
    from .prose import read_prose

    try:
        got = read_prose(question, lex, edition)
    except AskError:
        return None
    if got is None:
        return None

    def error(text: str) -> str | None:
        try:
            compile_question(text, None, edition, lex)
        except AskError as exc:
            return exc.message
        return None

    again = error(got.text)
    return None if again is not None and again == error(question) else got.text


def _no_board(question: str, lex: Lexicon, error: str = "") -> bool:
    """A question in sentences that names no card and was not read for want of a name (not a limit or a
    refused step): it is about the rules, not a board."""
    return ";" not in question and "\n" not in question and not lex.names_in(question) and (
        not error or re.match(r"no card or object named|'[^']*' could be any of|cannot read|'it' stands for", error))


def _acts(compiled: Compiled) -> bool:
    """Whether the steps do anything but show (a board: something enters, is cast, attacks, …)."""
    return any(next(iter(st)) not in ("show", "expect", "check", "note") for st in compiled.steps)


def result_data(res) -> dict:
    """A scenario's run as data: the answers, the steps with their trace lines and rules, the rules cited."""
    cit = res.citations
    sc = res.scenario
    return {
        "title": sc.title, "file": sc.path, "edition": res.edition, "profile": res.profile.name,
        "rule_numbers_from_kb": cit.from_kb, "source": sc.source, "example": res.example_text,
        "question": sc.question, "passed": res.passed,
        "answers": [{"object": c.obj, "field": c.field, "expected": c.expected, "actual": c.actual, "ok": c.ok,
                     "status": c.status, "cannot_decide": c.undecided, "line": c.line, "why": c.why}
                    for c in res.answers],
        "steps": [{"index": r.index, "line": r.line, "action": r.summary,
                   "trace": [{"text": ln.text, "rules": nums, "kind": ln.kind, "indent": ln.indent}
                             for ln, nums in r.trace.render(cit)]} for r in res.records],
        "rules_cited": res.cited(),
        "notes": list(res.notes),
        "rules_read_differently": [{"concept": m.concept, "rule": m.number, "edition": m.edition,
                                    "modelled": m.bound_number, "modelled_edition": m.bound_edition, "words": m.words,
                                    "reason": m.reason} for m in res.unbound],
    }


def _located(compiled: Compiled, message: str) -> AskError:
    m = _ERR_LINE.match(message)
    q = compiled.question
    if not m:
        return AskError(message, q, 0, len(q))
    n, msg = int(m.group(1)), m.group(2)
    if n == 0:
        # the scenario's own fields: the edition (from --edition or an 'edition DATE' step)
        return AskError(f"edition {compiled.data['edition']}: {msg}" if "edition" not in msg[:40] else msg)
    a, b = compiled.spans[n - 1] if 0 < n <= len(compiled.spans) else (0, len(q))
    msg = msg.replace("give keep: NAME on this step", "add 'keeping the new one' (or the old one, or its name) to this step")
    msg = msg.replace("(choose: {pay: true} or {pay: false})", "(add 'paying N life' or 'not paying' to this step)")
    msg = re.sub(r"give mode: 1 … (\d+)", r"add 'mode 1' … 'mode \1' to this step", msg)
    msg = re.sub(r"give ability: 1 … (\d+) or a phrase of its text",
                 r"add 'ability 1' … 'ability \1' (or a phrase of its text in quotes) to this step", msg)
    msg = msg.replace("give choose: {number: N}", "add 'choosing N' to this step")
    msg = msg.replace("give choose: {divide: [...]} in the order of the targets",
                      "add 'dividing 1 and 1' (the shares in the order of the targets) to this step")
    msg = re.sub(r"give assign: \{(.+?): \{NAME: N, \.\.\.\}\} on this step",
                 lambda m: f"say it instead of 'combat damage': {m.group(1)} assigns N to A and M to B", msg)
    msg = re.sub(r"give triggers: \{(.+?): \[TARGET\]\} on this step",
                 lambda m: f"add a step before this one: {m.group(1)}'s trigger targets X", msg)
    return AskError(f"step {n} ({step_brief(compiled.steps[n - 1])}): {msg}", q, a, b, step=n)


# --- saving as a scenario (a regression test) ------------------------------------------------------------------------
_SHOW_FIELDS = ("pt", "types", "subtypes", "colors", "abilities", "controller", "counters", "damage", "zone", "exists",
                "outcome", "life", "poison", "hand", "stack")


def answers_as_expect(compiled: Compiled, result) -> dict:
    """The scenario data with each ``show`` turned into an ``expect`` of the values answered (what the
    engine could not decide is left out), so the question becomes a regression test."""
    import copy as _copy

    data = _copy.deepcopy(compiled.data)
    steps = data["steps"]
    by_step: dict[int, list] = {}
    for rec in result.records:
        by_step.setdefault(rec.index, []).extend(c for c in rec.checks if c.shown)
    for i, st in enumerate(steps, 1):
        if "show" not in st:
            continue
        exp: dict = {}
        for c in by_step.get(i, []):
            if c.undecided or c.field.endswith("?"):     # a yes/no answer derived from the values shown
                continue
            if c.actual is None:
                if c.field == "pt":
                    exp.setdefault(c.obj, {})["creature"] = False
                continue
            value = c.actual
            if c.field == "life" and c.obj.endswith("'s life"):
                continue
            if isinstance(value, (set, frozenset, tuple)):
                value = sorted(value)
            if c.obj == "stack":
                exp["stack"] = list(value)
                continue
            exp.setdefault(c.obj, {})[c.field] = value
        if exp:
            steps[i - 1] = {"expect": exp}
        # a show with nothing decided stays a show: it still says "cannot decide" when run
    data["kind"] = "question"
    data["edition"] = result.edition   # pinned: the answers are those of this edition
    return data


def to_yaml(data: dict) -> str:
    import yaml

    head = "# Written by kb ask --save: a question as a scenario (kb scenario run FILE).\n" \
           "# Its show steps became expectations of the answers given when it was saved: check them.\n"
    return head + yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=110, default_flow_style=None)


def answer_yes_no(compiled: Compiled, res) -> None:
    """"Is Urborg a Swamp?": beside the object shown, the answer to the question asked ("Swamp? no"), from the
    same values (never an expectation: a question cannot fail)."""
    from ..scenario import Check

    for step, obj_text, word in getattr(compiled, "yes_no", ()):
        if word.startswith("#"):
            continue
        fld = yes_no_field(word)
        for r in res.records:
            cs = [c for c in r.checks if c.shown and fold_key(c.obj) == fold_key(obj_text)]
            if not cs or (step is not None and r.index != step):
                continue
            by = {c.field: c for c in cs}
            c = by.get(fld)
            if c is None and fld == "pt" and "types" in by:
                c = by["types"]          # not a creature: no P/T (208.3)
                fld = "not a creature"
            if c is None:
                break
            v = c.actual
            w = word.strip().lower()
            if fld == "not a creature":
                yes = False
            elif fld == "pt":
                yes = v is not None and str(v) == w
            elif fld == "tapped":
                yes = bool(v) == (w == "tapped")
            elif fld == "colors":
                vals = [str(x).lower() for x in (v or [])]
                yes = (not vals) if w.startswith("colo") else (w in vals or COLOUR_WORDS.get(w, "?").lower() in vals)
            elif fld == "abilities":
                yes = any(re.match(rf"{re.escape(w)}\b", str(a), re.I) for a in (v or []))
            else:
                yes = w in [str(x).lower() for x in (v or [])] or (
                    fld == "types" and w == "kindred" and "tribal" in [str(x).lower() for x in (v or [])])
                if fld == "subtypes" and not yes and by.get("all_creature_types") is not None and \
                        by["all_creature_types"].actual is True:
                    from ..subtypes import CREATURE_TYPES
                    yes = w in {t.lower() for t in CREATURE_TYPES}
            r.checks.append(Check(c.obj, f"{word[:1].upper() + word[1:]}?", None, "yes" if yes else "no", True, c.line,
                                  r.why, undecided=list(c.undecided), shown=True))
            break


def _verdict_run(c: Compiled, db, lex: Lexicon, question: str):
    """The verdict of a compiled question run again (another edition: ask.editions), with the orders of an
    unordered board tried as for the question itself; None when its steps cannot be carried out."""
    from ..scenario import ScenarioError
    from .verdict import verdict_of

    from .verdict import Verdict
    try:
        r = _rerun(c, db)
    except ScenarioError as exc:
        # an edition whose rule asks a choice the question leaves open (the planeswalker uniqueness rule of
        # 2013-07-13 to 2017-08-25, where the last edition of the year has none): each choice, as for the question
        each = _each_choice(c, _located(c, str(exc)), db)
        ans = _answer_each(question, each, getattr(db, "conn", db)) if each else None
        if ans is None:
            return Verdict(f"the steps cannot be carried out: {exc}", [])
        return Verdict(ans.data["verdict"]["text"], ans.data["verdict"]["rules"])
    except (AskError, RecursionError) as exc:
        return Verdict(f"the steps cannot be carried out: {exc}", [])
    v = verdict_of(c, r, question)
    v = each_order(c, r, db, lex, question, v, result_data(r)) if v is not None else None
    v = each_trigger_order(c, r, db, question, v, outcome, _rerun)
    # its rule numbers said as its own edition numbers them (the verdict over several editions keeps them: the one
    # said in the last edition re-said 2008's 300.3, mana burn, as "300.3 of the 2026-04-17 rules")
    return _recited(v, r, db)


def _recited(v, res, db):
    """``v`` with its rule numbers said in the edition ``res`` ran under (:mod:`kb.engine.recite`), all of them
    marked as that edition's; ``compiled`` and its notes are left as they are."""
    if v is None or res is None:
        return v
    from ..recite import Reciter
    from .verdict import Verdict

    rc = Reciter(res.edition, db if res.citations.from_kb else None)
    keep = frozenset(res.cited()) | frozenset(getattr(v, "own", ()) or ())
    text, rules = rc.text(v.text, keep), rc.rules(v.rules, keep)
    return Verdict(text, rules, v.answers, tuple(dict.fromkeys([*rules, *re.findall(r"\b\d{3}\.\d+[a-z]?\b", text)])))


def outcome(res) -> tuple:
    """What two runs of a question compare: each answer's object, field and value — "cannot decide" when something
    left it undecided, whatever the value computed beside the doubt and however the doubt is worded (the same
    effects named in another order: a board's timestamps order the effects a 616.1 doubt lists, not the answer)."""
    return tuple((c.obj, c.field, "cannot decide" if c.undecided else repr(c.actual), bool(c.undecided))
                 for c in res.answers)


def each_order(compiled: Compiled, res, db, lex: Lexicon, question: str, v, out: dict):
    """A board the question describes without saying the order its permanents came in ("Humility and
    Opalescence are on the battlefield"): their timestamps decide some answers (613.7d, 613.7), so the question is
    run in every order of the permanents with rules text. The same answers in every order: a note says so. Else
    the verdict gives the answer of each order, and the answers that differ say it depends (the trace is the order
    named). More than :data:`MAX_ORDERS` orders: "cannot decide", asking which came first."""
    import copy

    from ..scenario import ScenarioError
    from .orders import MAX_ORDERS, board_orders, kept_names, name_order
    from .verdict import Verdict, verdict_of

    got = board_orders(compiled, lex)
    if got is None:
        return v
    movable, orders, count = got
    labels = kept_names(compiled, res, movable)
    named = tuple(movable)
    who = ", ".join(name_order(compiled, (k,), labels) for k in movable)
    if count > MAX_ORDERS:
        text = (f"cannot decide — the question does not say in which order {who} came onto the battlefield "
                f"(613.7d), and {count} orders are too many to try: say which came first")
        for a in out.get("answers", []):
            a.update(status="cannot decide", cannot_decide=[text[len("cannot decide — "):]])
        return Verdict(text, ["613.7d"])
    first = outcome(res)
    by: dict = {first: (named, compiled, res, v)}
    impossible = 0
    for order in orders:
        if order == named:
            continue
        c = copy.deepcopy(compiled)
        steps = list(compiled.steps)
        for slot, k in zip(movable, order):
            c.data["steps"][slot] = copy.deepcopy(steps[k])
            if k in labels:   # the name the question's order gave it stays with it
                c.data["steps"][slot]["enter"]["as"] = labels[k]
        try:
            r = _rerun(c, db)
        except (ScenarioError, RecursionError) as exc:
            if re.search(r"no object called ", str(exc)):
                # "Clone copying Serra Angel": an order where what a permanent is said to copy or be attached to
                # is not there yet is no order the question allows (706.2, 303.4): left out, never "depends"
                impossible += 1
                continue
            key = ("error", str(exc))
            by.setdefault(key, (order, c, None, Verdict(f"the steps cannot be carried out: {exc}", [])))
            continue
        key = outcome(r)
        if key not in by:
            by[key] = (order, c, r, verdict_of(c, r, question))
    if len(by) == 1:
        compiled.notes.append(f"the question does not say in which order {who} came onto the battlefield; the "
                              f"answers are the same in each of the {len(orders) - impossible} orders (613.7d)"
                              if len(orders) - impossible > 1 else
                              f"{who}: only one order of them is possible (what one copies or is attached to came first)")
        return v
    if v is not None and all(vv is not None and _unordered(vv.text) == _unordered(v.text) for _o, _c, _r, vv in by.values()):
        # other answers differ (what the verdict does not say), the verdict is the same in each order
        compiled.notes.append(f"the question does not say in which order {who} came onto the battlefield; the "
                              f"verdict is the same in each of the {len(orders)} orders (613.7d)")
        return v
    leads = []
    for order, c, r, vv in by.values():
        leads.append((name_order(compiled, order, labels), (vv.text if vv else "no verdict").splitlines(), vv))
    common = set.intersection(*(set(ls) for _o, ls, _v in leads))
    parts, rules = [], ["613.7d"]
    for name, ls, vv in leads:
        diff = [ln.split(" — ")[0] for ln in ls if ln not in common] or [ln.split(" — ")[0] for ln in ls]
        parts.append(f"{name} → " + ", ".join(diff))
        rules += [x for x in (vv.rules if vv else []) if x not in rules]
    decided = [k for k in by if not (k and k[0] == "error")]
    if len(decided) == 1:
        # one answer in every order that could be carried out, and orders that could not: no "depends", only doubt
        text = (f"cannot decide — the question does not say in which order {who} came onto the battlefield (613.7d), "
                f"and not every order can be carried out: " + "; ".join(parts))
        for a in out.get("answers", []):
            a.update(status="cannot decide", cannot_decide=[text[len("cannot decide — "):]])
        return Verdict(text, rules)
    text = ("Depends on the order they came onto the battlefield, which the question does not say (613.7d): "
            + "; ".join(parts))
    # the answers whose value is not the same in every order (all of them when an order cannot be carried out)
    first_vals = {(o, f): (a, u) for o, f, a, u in first}
    differ: set = set()
    for key in by:
        if key and key[0] == "error":
            differ |= set(first_vals)
            continue
        vals = {(o, f): (a, u) for o, f, a, u in key}
        differ |= {k for k in first_vals.keys() | vals.keys() if first_vals.get(k) != vals.get(k)}
    for a in out.get("answers", []):
        if (a["object"], a["field"]) in differ:
            a["depends_on_order"] = True
    compiled.notes.append(f"the question does not say in which order {who} came onto the battlefield, and the "
                          f"answer depends on it (see the first line); the answers and the trace below are for "
                          f"{name_order(compiled, named, labels)}")
    return Verdict(text, rules)


def _unordered(text: str) -> str:
    """A verdict's text with each list in brackets in one order ("3 (Young Pyromancer, Air Elemental, Elemental
    token)", "Dies: Wind Drake, Storm Crow; survives: …"): the order the permanents are listed in, which follows the
    order they entered, is no part of the answer (redteam9: Windstorm killing both fliers was "Depends on the order they
    came onto the battlefield" with the same two dying in each order)."""
    text = re.sub(r"\(([^()]*,[^()]*)\)", lambda m: "(" + ", ".join(sorted(m.group(1).split(", "))) + ")", text)
    return _LISTED.sub(lambda m: m.group(1) + ", ".join(sorted(m.group(2).split(", "))), text)


# "Dies: A, B; survives: C — rules": the lists of the survive verdict (verdict.py), each up to ";" or " — "
_LISTED = re.compile(r"((?:Dies|dies|survives|leaves): )([^;()\u2014]+?)(?=;| \u2014|$)", re.M)


def _rerun(compiled, db):
    """The compiled question run again (another edition, another order of the board or of triggered abilities), its
    yes/no parts answered."""
    from ..scenario import run
    r = run(scenario_of(compiled), db, trace=True)
    answer_yes_no(compiled, r)
    return r
