""""Create a … creature token. It has "…"" defines the token's text (111.3): the ability is joined to the token's
definition (kb.engine.tokencda), so a copy of the token has it too (707.2)."""
from kb.engine.instructions import parse_instructions
from kb.engine.tokencda import join_token_cda


def _defs(text):
    return [i.opts.get("definition") for i in parse_instructions(text, "Card")[0] if i.kind == "token"]


def test_it_has_a_quoted_ability_is_the_tokens_text():
    (d,) = _defs('Create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this token: Add {C}."')
    assert d["text"] == "Sacrifice ~: Add {C}."


def test_they_have_after_several_tokens():
    (d,) = _defs('Create two 1/1 colorless Eldrazi Scion creature tokens. They have "Sacrifice this token: Add {C}."')
    assert d["text"] == "Sacrifice ~: Add {C}."


def test_other_sentences_keep_their_reading():
    for t in ('Create a 1/1 green Splinter creature token. It has flying and "Cumulative upkeep {G}."',
              'Create a 1/1 red Goblin creature token. It gains haste until end of turn.',
              'Create a 1/1 red Goblin creature token. They have "Sacrifice this token: Add {C}."'):
        assert join_token_cda(t) == t
