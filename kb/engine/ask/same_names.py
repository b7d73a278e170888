"""Objects of one name that the question makes without naming them apart (redteam11).

"I control Grizzly Bears with Holy Strength on it. I cast another Grizzly Bears. My opponent casts Lightning Bolt on
the Grizzly Bears.": the second Bears is cast, so the reader holds it as a spell until the engine names it ("Grizzly
Bears #2") as it resolves; the bare name afterwards was read as the first one, and "How many creatures do I control?"
answered 2 where it could be 1. A Clone cast as a copy of a Hill Giant is another object named Hill Giant too (707.2).
``objects_named`` lists them, for StepCompiler._same_name_said to refuse a bare name that could be either (201.2: a
name alone does not tell two objects of that name apart).
"""
from __future__ import annotations

from kb.engine.ask.lexicon import card_name_of, fold_key


def objects_named(steps: list, pending: list, base: str) -> list[tuple[str, str, str, int]]:
    """(what it is, its controller, how the question makes it: "" said on the board, "cast", "copy"; the index of its
    step in ``steps``, -1 when pending) for each object named ``base`` (folded) that
    ``steps`` or ``pending`` (the permanents named before they were anywhere, entering first) bring: a card entering or
    cast under that name, a card entering or cast as a copy of an object of that name, or a token created as a copy of
    one (707.2: the copy has its name)."""
    out = []
    for item in pending:
        if item[2] == "battlefield" and fold_key(card_name_of(item[0])) == base:
            out.append((item[3] or item[0], item[1] or "you", "", -1))
    for k, st in enumerate(steps):
        if not isinstance(st, dict):
            continue
        made = st.get("create")
        if isinstance(made, dict) and isinstance(made.get("copy_of"), str) and \
                fold_key(card_name_of(made["copy_of"])) == base:
            # "I create a token copy of my Grizzly Bears": the token has the name too (707.2, 111.1), ask52
            count = made.get("count") if isinstance(made.get("count"), int) else 1
            out += [(f"a token copy of {made['copy_of']}", made.get("controller") or "you", "copy", k)] * max(count, 1)
        for kind in ("enter", "cast"):
            v = st.get(kind)
            if isinstance(v, str):
                v = {"card": v}
            if not isinstance(v, dict) or not isinstance(v.get("card"), str):
                continue
            who = v.get("controller") or "you"
            choose = v.get("choose") if isinstance(v.get("choose"), dict) else {}
            copy = v.get("copy") or choose.get("copy")
            if isinstance(copy, str) and fold_key(card_name_of(copy)) == base:
                out.append((f"{v['card']} copying {copy}", who, "copy", k))
            elif fold_key(v["card"]) == base:
                out.append((v.get("as") or v["card"], who, "", k) if kind == "enter" else
                           (f"the {v['card']} cast", who, "cast", k))
    return out
