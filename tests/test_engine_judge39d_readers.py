"""judge39d's readers: a turn played from the graveyard (read by kb.engine.turnpermission, judge39b's), mana spent as though of any type for a
kind of spell (kb.engine.spendkind), "an opponent gains control of ~", "you or a permanent you control becomes the
target …" (kb.engine.playertargeted), "if it's attacking the player with the most life …" (kb.engine.attackingmost),
"the controller of target … spell copies it" (kb.engine.playercopies) and the one-draw limit (kb.engine.drawlimit).
Each: a sentence read, and a near miss left unread."""
from kb.engine.attackingmost import read_attacking_most_life
from kb.engine.drawlimit import DRAW_LIMIT
from kb.engine.playercopies import read_controller_copies
from kb.engine.spendkind import SPEND_FOR
from kb.engine.unknowns import _scope
from helpers import text_read


def _read(text: str, types=("Creature",)) -> bool:
    return text_read(text, types, "Test Card")


def test_phrase_readers():
    assert SPEND_FOR.fullmatch("You can spend mana of any type to cast creature spells")
    assert SPEND_FOR.fullmatch("You may spend mana as though it were mana of any color to cast spells with the chosen "
                               "name")
    assert not SPEND_FOR.fullmatch("You can spend mana of any type to cast creature spells and activate abilities of "
                                   "creatures")
    assert read_attacking_most_life("it's attacking the player with the most life or tied for most life") is not None
    assert read_attacking_most_life("it's attacking the player with the highest life total") is None
    assert read_controller_copies("The controller of target instant or sorcery spell copies it") == \
        "target instant or sorcery spell"
    assert read_controller_copies("The owner of target instant or sorcery spell copies it") is None
    assert DRAW_LIMIT.fullmatch("Each opponent can't draw more than one card each turn")
    assert not DRAW_LIMIT.fullmatch("Each opponent can't draw more than two cards each turn")
    assert _scope("The owner of target instant or sorcery spell copies it.") == _scope("Copy target spell.")


def test_whole_abilities():
    assert _read("Until end of turn, you may play lands and cast spells from your graveyard. If a card would be put "
                 "into your graveyard from anywhere this turn, exile that card instead.", ("Sorcery",))
    assert not _read("Until end of turn, you may play lands and cast spells from your graveyard and from exile.",
                     ("Sorcery",))
    assert _read("You can spend mana of any type to cast creature spells.")
    assert not _read("You can spend mana of any type to cast creature spells and activate abilities of creatures.")
    assert _read("{T}: Add one mana of any color. An opponent gains control of ~ at the beginning of the next end "
                 "step.", ("Land",))
    assert _read("Whenever you or another permanent you control becomes the target of a spell or ability an opponent "
                 "controls, counter that spell or ability unless its controller pays {1}.", ("Artifact",))
    assert _read("Whenever you become the target of a spell or ability an opponent controls, you may draw a card.")
    assert not _read("Whenever you or a teammate becomes the target of a spell an opponent controls, counter that "
                     "spell unless its controller pays {1}.")
    assert _read("Whenever ~ attacks for the first time each turn, if it's attacking the player with the most life or "
                 "tied for most life, untap all attacking creatures. After this phase, there is an additional combat "
                 "phase.")
    assert not _read("Whenever ~ attacks, if it's attacking the player with the highest life total, untap all "
                     "attacking creatures.")
    assert _read("{2}{U}, {T}: The controller of target instant or sorcery spell copies it. That player may choose "
                 "new targets for the copy.")
    assert not _read("{2}{U}, {T}: The owner of target instant or sorcery spell copies it.")
    assert _read("Each player can't draw more than one card each turn.")
    assert not _read("Each opponent can't draw more than two cards each turn.")
