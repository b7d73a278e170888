"""redteam34: pointer words whose nearest antecedent is not the object they mean, the X a text defines, and shortened
names that are words of the rules. The boards are the ``scenarios/puzzles/redteam34-*.yaml`` puzzles."""
import pytest

from kb.engine.text import normalize
from helpers import text_read


def _read(text: str, types=("Creature",)) -> bool:
    return text_read(text, types)


@pytest.mark.parametrize("text", [
    "Whenever a land you control enters, tap target creature an opponent controls. Untap that land.",
    "Whenever a creature an opponent controls dies, tap target artifact you control. That creature's controller "
    "loses 2 life.",
    "Whenever a creature card is put into an opponent's graveyard from anywhere, tap target creature. Exile that card.",
    "Whenever an opponent casts a spell, tap target creature. That player loses 1 life.",
    "Whenever an opponent casts a spell, put a +1/+1 counter on Probe. That player loses 1 life.",
    "Whenever a land you control enters, creatures you control get +1/+0 until end of turn. Untap that land.",
])
def test_pointer_to_the_trigger_event_is_read(text):
    assert _read(text)


@pytest.mark.parametrize("text", [
    # a spell: "that creature" after a target its words call an artifact names nothing the text named before
    "Destroy target artifact. That creature's controller loses 2 life.",
])
def test_pointer_with_no_antecedent_stays_unread(text):
    assert not _read(text, ("Sorcery",))


def test_x_defined_by_the_text_is_read_in_the_condition():
    assert _read("You gain X life, where X is the number of creatures you control. If X is 2 or more, draw a card.",
                 ("Sorcery",))


@pytest.mark.parametrize("name,text,short_kept", [
    ("Return of the Nightstalkers", "Return all Nightstalker permanent cards from your graveyard to the battlefield.", False),
    ("Curse of Misfortunes", "search your library for a Curse card", False),
    ("Karlov of the Ghost Council", "put two +1/+1 counters on Karlov.", True),
    ("Nissa of Shadowed Boughs", "put a loyalty counter on Nissa.", True),
])
def test_short_name_never_a_subtype_or_verb(name, text, short_kept):
    assert ("~" in normalize(text, name)) is short_kept


def test_defined_x_that_may_have_changed_is_cannot_decide():
    """"Draw X cards, where X is the number of cards in your hand. If X is 2 or more, …": the X read again as the
    condition is checked may differ (608.2h) — the condition is marked, never compared with an X announced."""
    from kb.engine.instructions import parse_instructions
    ins, _ = parse_instructions("Draw X cards, where X is the number of cards in your hand. If X is 2 or more, you gain "
                                "5 life.", "Probe")
    conds = [i.condition for i in ins if getattr(i, "condition", None) is not None]
    assert conds and conds[0].kind == "x_compare" and conds[0].subject == "undefined"
