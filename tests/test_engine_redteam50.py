"""redteam50's fixes: near-miss wordings of judge36a/b/c's readers and what they met on the board."""
from types import SimpleNamespace

from kb.engine.abilities import SpellAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.predefined import INVESTIGATE_SINCE, predefined_doubt


def _read(text: str) -> bool:
    ab = parse_card_text(text, "Test Card", frozenset(("Sorcery",)))[0]
    return isinstance(ab, SpellAbility) and not ab.unmodelled


def test_and_all_after_a_target_is_not_read():
    # was read as a target "creature or Aura" (the selector split at "and all"): 608.2b
    assert not _read("Exile target creature and all other Auras.")
    assert not _read("Destroy target land and all other lands.")
    # the forms with their own readers stay read
    assert _read("Exile target creature and all Auras attached to it.")
    assert _read("Destroy target creature and each other creature with the same name as that creature.")
    assert _read("Destroy all creatures and all Auras.")


def test_investigate_without_a_kb_goes_by_the_edition_date():
    ins = SimpleNamespace(kind="token", opts={"investigate": True})
    older = SimpleNamespace(edition="2016-01-16", edition_rows=lambda: None)
    newer = SimpleNamespace(edition=INVESTIGATE_SINCE, edition_rows=lambda: None)
    assert predefined_doubt(older, ins) is not None
    assert predefined_doubt(newer, ins) is None
