"""A question told as a chat log with speaker labels (ask58), as players paste it: "Me: I attack with Grizzly Bears.
Opp: I block with Hill Giant. Me: I cast Giant Growth on my Bears. Does the Hill Giant die?" — each line's "I", "my",
"you" and "your" are its speaker's. The lines are written in the reader's words, as the one who asks (the "Me" side)
tells them: in the other side's lines "I" is "my opponent" (its verb agreeing: "I block" → "my opponent blocks"), "my"
is "my opponent's", "me" is "my opponent", "you" and "your" are "I" / "me" and "my"; in the asker's lines "you" and
"your" are "my opponent" and "my opponent's". A line that only agrees ("OK.", "Sure.", "No response.") is left out, and
"No block(s)." is "I don't block." / "My opponent doesn't block.". The question after the log (its last sentence, no
label) is the asker's. Labels of the two sides: me / I / mine against opp / opponent / my opp / my opponent / him /
her / them / he / she / they. Labels that name neither side ("A:" and "B:", "P1:" and "P2:") are the asker's only when
the question asked after them says nothing of a player ("Does the Serra Angel die?"): the first to speak is then
written as "I" (who is who changes no answer about the objects); a question with "I", "my", "me", "his" … after them is
not rewritten (whose side is the asker's is not said). The text so written is read in place of the question only when
the question as written is not read, and every word of it is read again by the reader: the rewrite adds nothing the
question did not say (a line it cannot write, such as a card named alone as a spell, "Opp: Counterspell.", leaves the
whole log unrewritten). The answer's notes say how each line was read.

Text only: it does not import the answerer (which imports it).
"""
from __future__ import annotations

import re

__all__ = ["chat_log"]

_ME = r"(?:me|i|mine|myself)"
_THEM = r"(?:opp|opponent|my\s+opp|my\s+opponent|him|her|them|he|she|they|villain)"
_ANON = r"(?:a|b|p1|p2|player\s+a|player\s+b|player\s+1|player\s+2|ap|nap)"
# a label at the start of a line: a side's word, then a colon (never a dash: "Me - A, B." is a board list, board_list)
_LABEL = re.compile(r"(?:^|(?<=[.!?]))\s*(?P<who>" + _ME + "|" + _THEM + "|" + _ANON + r")\s*:\s+",
                    re.I)
_AGREE = re.compile(r"^(?:ok(?:ay)?|sure|fine|k|no\s+responses?|no\s+response\s+from\s+me|resolves?|pass|go\s+ahead|"
                    r"yes|yep|yeah)[.!]*$", re.I)
_NO_BLOCK = re.compile(r"^(?:no\s+blocks?|no\s+blockers|i\s+don'?t\s+block|not\s+blocking)[.!]*$", re.I)
# the words of the asker's own question: a player said from one side ("my", "his"): whose side it is must be said
_PERSON = re.compile(r"\b(?:i|i'm|i've|my|me|mine|you|your|yours|he|him|his|she|her|they|their|them|opp|opponent)\b",
                     re.I)
# verbs of the first person that don't take an -s ("I will", "I can", "I didn't") or have their own third person
_MODAL = {"will", "would", "can", "could", "should", "might", "must", "may", "did", "didn't", "won't", "can't", "cannot",
          "couldn't", "then", "also", "just", "now", "still", "already", "again"}
_IRREGULAR = {"have": "has", "do": "does", "go": "goes", "am": "is", "don't": "doesn't", "haven't": "hasn't",
              "was": "was", "were": "was"}
_CONTRACTED = {"i'm": "my opponent is", "i've": "my opponent has", "i'll": "my opponent will", "i'd": "my opponent would"}


def _third(verb: str) -> str:
    """A first person verb as the third person's ("block" → "blocks", "Shock" → "Shocks", "cast" → "casts")."""
    low = verb.lower()
    if low in _IRREGULAR:
        return _IRREGULAR[low]
    if low in _MODAL or low.endswith(("ed", "'d")) or not re.fullmatch(r"[A-Za-z][\w'-]*", verb):
        return verb
    if re.search(r"(?:s|sh|ch|x|z)$", low):
        return verb + "es"
    if re.search(r"[^aeiou]y$", low):
        return verb[:-1] + "ies"
    return verb + "s"


def _theirs(line: str) -> str:
    """A line of the other side in the asker's words."""
    toks = re.findall(r"[\w'’-]+|[^\w\s]", line)
    out: list[str] = []
    k = 0
    while k < len(toks):
        t = toks[k].replace("’", "'")
        low = t.lower()
        prev = out[-1].lower() if out else ""
        if low in _CONTRACTED:
            out.append(_CONTRACTED[low])
        elif low == "i":
            out.append("my opponent")
            j = k + 1
            while j < len(toks) and toks[j].lower() in _MODAL - {"did", "didn't", "will", "would", "can", "could",
                                                                   "should", "might", "must", "may", "won't",
                                                                   "can't", "cannot", "couldn't"}:
                out.append(toks[j])
                j += 1
            if j < len(toks):
                out.append(_third(toks[j]))
                j += 1
            k = j
            continue
        elif low == "my":
            out.append("my opponent's")
        elif low in ("me", "myself"):
            out.append("my opponent")
        elif low == "mine":
            out.append("my opponent's")
        elif low == "your":
            out.append("my")
        elif low == "yours":
            out.append("mine")
        elif low == "you":
            out.append("I" if not prev or prev in (",", ".", "and", "then", "so", "but") else "me")
        else:
            out.append(t)
        k += 1
    return _join(out)


def _mine(line: str) -> str:
    """A line of the asker in the asker's words: "you" and "your" are the opponent."""
    toks = re.findall(r"[\w'’-]+|[^\w\s]", line)
    out = []
    for t in toks:
        low = t.lower().replace("’", "'")
        out.append({"your": "my opponent's", "yours": "my opponent's", "you": "my opponent"}.get(low, t))
    return _join(out)


def _join(toks: list[str]) -> str:
    s = " ".join(toks)
    s = re.sub(r"\s+([.,!?;:])", r"\1", s)
    return s[:1].upper() + s[1:]


def chat_log(question: str) -> tuple[str, list[str]] | None:
    """(the question with its chat log written in the asker's words, how each line was read) when it is told as one
    (two labelled lines at least), else None."""
    marks = list(_LABEL.finditer(question))
    if len(marks) < 2:
        return None
    head = question[:marks[0].start()].strip()
    # the question after the log: the sentences of the last line from the first one that asks ("… Does it die?")
    last_body = question[marks[-1].end():]
    sents = re.findall(r"[^.!?]+[.!?]*", last_body)
    ask_at = next((i for i, s in enumerate(sents) if s.strip().endswith("?")), None)
    if ask_at is None:
        return None
    tail = "".join(sents[ask_at:]).strip()
    bodies = [question[m.end():(marks[i + 1].start() if i + 1 < len(marks) else None)] for i, m in enumerate(marks)]
    bodies[-1] = "".join(sents[:ask_at])
    whos = [m.group("who").lower() for m in marks]
    sides: list[str] = []
    anon = [w for w in whos if re.fullmatch(_ANON, w)]
    if anon:
        if len(anon) != len(whos) or len(set(anon)) != 2 or _PERSON.search(tail) or _PERSON.search(head):
            return None          # which side is the asker's is not said
        first = anon[0]
        sides = ["me" if w == first else "them" for w in whos]
    else:
        sides = ["me" if re.fullmatch(_ME, w) else "them" for w in whos]
    out = [head] if head else []
    said = []
    for m, side, body in zip(marks, sides, bodies):
        body = body.strip()
        if not body:
            continue
        if _AGREE.match(body):
            said.append(f"{m.group(0).strip()} {body!r} left out (it agrees)")
            continue
        if _NO_BLOCK.match(body):
            new = "I don't block." if side == "me" else "My opponent doesn't block."
        else:
            new = _mine(body) if side == "me" else _theirs(body)
            if not re.search(r"[.!?]$", new):
                new += "."
            if side == "me" and re.match(r"[A-Z]", body) and not re.match(
                    r"(?i)(?:I|my|in|then|after|before|during|at|on|so|and)\b", body):
                new = "I " + new      # "Me: Lightning Bolt your Hill Giant.": the asker's verb, a card's name (701)
            if not re.search(r"\bI\b" if side == "me" else r"(?i)\bmy opponent\b(?!')", new):
                return None          # a line whose speaker is no subject in it ("Counterspell.", "In response, Bolt.")
        out.append(new)
        said.append(f"{m.group(0).strip()} {body!r} read as {new!r}")
    out.append(tail)
    return re.sub(r"\s+", " ", " ".join(out)).strip(), said
