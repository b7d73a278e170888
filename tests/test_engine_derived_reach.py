"""What follows from a value an unknown can change (kb.engine.derivedreach; 603.2, 603.4, 611.3a, 702.145c)."""
from types import SimpleNamespace as NS

from kb.engine.cardtext import parse_card_text
from kb.engine.derivedreach import grown


def _snap(*cards):
    """A board of (oid, name, text, ts, controller) on the battlefield."""
    work = {}
    for oid, name, text, ts, ctl in cards:
        abilities = parse_card_text(text, name, frozenset({"Creature"}))
        work[oid] = NS(zone="battlefield", controller=ctl, obj=NS(oid=oid, ts=ts, controller=ctl, attached_to=None),
                       abilities=[NS(ability=a) for a in abilities])
    return NS(work=work)


WITNESS = (1, "Test Witness", "Whenever you lose life, put a +1/+1 counter on Test Witness.", 1, "you")
STALWART = (2, "Test Stalwart", "Test Stalwart gets +2/+2 as long as you have 10 or more life.", 9, "you")
READER = (3, "Test Reader", "Whenever you draw a card, put a +1/+1 counter on Test Reader.", 1, "you")
ADMIRER = (4, "Test Admirer", "Daybound", 1, "you")


def test_a_life_change_reaches_a_trigger_on_it_and_a_condition_reading_it():
    snap = _snap(WITNESS, STALWART, READER)
    assert "pt" in grown(snap, frozenset(("life",)), since=5)[0]
    # the trigger's object came later (ts 9 > 5): only the condition reads it, and it changes its own object alone
    late = _snap((1, *WITNESS[1:3], 9, "you"))
    assert "pt" not in grown(late, frozenset(("life",)), since=5, oid=1)[0]
    assert "pt" in grown(_snap(STALWART), frozenset(("life",)), since=5, oid=2)[0]
    assert "pt" not in grown(_snap(STALWART), frozenset(("life",)), since=5, oid=7)[0]


def test_a_change_nothing_reads_reaches_nothing_more():
    snap = _snap(WITNESS, STALWART, READER, ADMIRER)
    assert grown(snap, frozenset(("day_night",)), since=5)[0] == {"day_night"}
    assert grown(snap, frozenset(("day_night",)), since=5, oid=4)[0] >= {"pt", "name", "abilities"}   # 702.145c


def test_a_reader_of_its_controllers_life_is_not_reached_by_another_players():
    snap = _snap(WITNESS)
    assert "pt" not in grown(snap, frozenset(("life",)), since=5, only={"life": frozenset(("Bob",))})[0]
    assert "pt" in grown(snap, frozenset(("life",)), since=5, only={"life": frozenset(("you",))})[0]
