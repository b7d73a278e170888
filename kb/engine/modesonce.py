""""Choose one that hasn't been chosen —" (Demonic Pact, Captive Audience) and "Choose one that hasn't been chosen this
turn —" (Kargan Intimidator, Gala Greeters): a modal ability (700.2) whose text forbids a mode already chosen for it —
ever, or this turn.

The modes are chosen as the ability is activated (700.2a, 602.2b) or put on the stack (700.2b, 603.3c); a mode the text
doesn't allow "can't be chosen" (700.2a-b). What has been chosen is remembered by the object whose ability it is: a
permanent that leaves and returns is a new object with no memory of it (400.7), so its abilities start afresh. The memory
is kept per ability text (two such abilities of one object don't share it) and, for "this turn", per turn.

When every mode has been chosen no mode can be: a triggered ability is removed from the stack (700.2b, 603.3c), an
activated ability can't be activated (700.2a). Only "choose one" is read: "choose two that haven't been chosen" and any
other count stay unread (kb.engine.render accounts for these words only)."""
from __future__ import annotations

import re

__all__ = ["HEAD", "once_scope", "modes_left", "check_modes", "record_modes"]

# the words after "choose one" in a modal head (kb.engine.render reads them with the count)
HEAD = r"that hasn't been chosen(?: this turn)?"
_HEAD = re.compile(r"\s*[Cc]hoose one (" + HEAD + r")\s*[-\u2014]?\s*$")
_MEMORY = "_modes_chosen"   # the object's ``choices`` key: {"ability text|turn": [mode numbers]} ("" for ever)


def once_scope(text: str) -> str | None:
    """"ever" or "turn" when the modal ``text``'s head is "choose one that hasn't been chosen [this turn] —", else
    None."""
    m = _HEAD.match((text or "").split("\n", 1)[0])
    if m is None:
        return None
    return "turn" if m.group(1).endswith("this turn") else "ever"


def _key(game, text: str, scope: str) -> str:
    return f"{text.strip()}|{getattr(game, 'turn', '') if scope == 'turn' else ''}"


def _chosen(game, obj, text: str, scope: str) -> set:
    made = getattr(obj, "choices", None) or {}
    return set((made.get(_MEMORY) or {}).get(_key(game, text, scope), ()))


def modes_left(game, obj, text: str) -> list[int] | None:
    """The mode numbers (1-based) still allowed for ``obj``'s modal ``text``, or None when the text allows any."""
    scope = once_scope(text)
    if scope is None:
        return None
    n = len([ln for ln in text.split("\n")[1:] if ln.strip()])
    done = _chosen(game, obj, text, scope) if obj is not None else set()
    return [m for m in range(1, n + 1) if m not in done]


def check_modes(game, obj, text: str, picked) -> str | None:
    """Why the modes ``picked`` can't be chosen for ``obj``'s ``text`` (one chosen before, ever or this turn), or
    None: they can."""
    left = modes_left(game, obj, text)
    if left is None:
        return None
    again = [m for m in (picked or ()) if m not in left]
    if not again:
        return None
    when = " this turn" if once_scope(text) == "turn" else ""
    return f"mode {', '.join(map(str, again))} has been chosen for this ability{when}: only one that hasn't been chosen can be"


def record_modes(game, obj, text: str, picked) -> None:
    """Remember that the modes ``picked`` were chosen for ``obj``'s ``text`` (nothing for another text)."""
    scope = once_scope(text)
    if scope is None or obj is None or not picked:
        return
    if getattr(obj, "choices", None) is None:
        obj.choices = {}
    memory = obj.choices.setdefault(_MEMORY, {})
    key = _key(game, text, scope)
    memory[key] = sorted(set(memory.get(key, ())) | set(picked))
