"""A player named as the subject of the first clause reveals from their own library after ", then reveals the top card
of their library" (Chaos Warp; 608.2c: the clauses in order, the same subject; 400.3: a card goes to its owner's
library): never the caster's library (kb.engine.thenreveals)."""
from kb.engine.instructions import parse_instructions


def _reveal_subject(text: str):
    ins = parse_instructions(text, "Test Warp")[0]
    looks = [i for i in ins if i.kind in ("look_top", "reveal")]
    assert looks, [i.kind for i in ins]
    i = looks[-1]
    return i.opts.get("who", i.subject) if i.kind == "look_top" else i.subject


def test_owner_reveals_from_their_own_library():
    who = _reveal_subject("The owner of target permanent shuffles it into their library, then reveals the top card of "
                          "their library.")
    assert who.kind == "owner_of" and who.of.kind == "target"


def test_bare_third_person_reveal_is_not_you():
    # "reveals" with no subject of its own: never "you" (the caster) by default
    try:
        ins = parse_instructions("Reveals the top card of their library.", "Test Warp")[0]
    except Exception:
        return
    assert not any(i.kind == "reveal" and i.subject.kind == "you" for i in ins)
