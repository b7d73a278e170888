"""A concept cites the rule that decides the step, not a neighbour that exists but says something else (rt53e):

* the look-back of leaves-the-battlefield abilities is 603.10a (603.6d of 2009-2016, 410.10d before), not 603.6c /
  410.10c, which only say what a leaves-the-battlefield ability is;
* a planeswalker with loyalty 0 goes to the graveyard by 704.5i (420.5p of 2007-2009), not by 704.3 (how state-based
  actions are checked);
* a block or attack restriction is checked by 500.3 / 500.2 of 2001-2009 (a block's legality by 309.2 in 1999), not
  by 309.1 / 308.1 (the step);
* damage dealt to a player cites no rule before 2007-05-01 (215.2 then; the glossary alone before), never 420.5c
  (a creature's lethal damage);
* lifelink's damage clause is 119.3f in 2012 (120.3f today), not 702.14a (its keyword's first rule);
* a target refused for its protection names 502.7b / 702.16b (hexproof 702.11b), not only the casting step (409.1c);
* a permanent entering with counters is a replacement effect by 614.1c (419.1b before 2009-07-11; 613.1c in the
  misnumbered 2009-07-11 edition), not 614.12 (how those effects are found).

Each edition here is a small KB of the rules in question (their texts as the edition prints them), so the test reads
no corpus and runs in a fraction of a second."""
from __future__ import annotations

import sqlite3

import pytest

from kb.engine.profiles import PROFILES, Citations, profile_for

_LTB_2026 = ("Leaves-the-battlefield abilities trigger when a permanent moves from the battlefield to another zone, or "
             "when a phased-in permanent leaves the game because its owner leaves the game.")
_RULES = {
    "2026-04-17": [
        ("603.6c", _LTB_2026),
        ("603.10", "Normally, objects that exist immediately after an event are checked to see if the event matched any "
                   "trigger conditions. However, some triggered abilities are exceptions to this rule; the game \"looks "
                   "back in time\" to determine if those abilities trigger."),
        ("603.10a", "Some zone-change triggers look back in time. These are leaves-the-battlefield abilities, abilities "
                    "that trigger when a player sacrifices a permanent."),
        ("614.1c", "Effects that read \"[This permanent] enters with . . . ,\" \"As [this permanent] enters . . . ,\" or "
                   "\"[This permanent] enters as . . . \" are replacement effects."),
        ("614.12", "Some replacement effects modify how a permanent enters the battlefield. (See rules 614.1c-d.)"),
        ("704.3", "Whenever a player would get priority, the game checks for any of the listed conditions for "
                  "state-based actions, then performs all applicable state-based actions simultaneously as a single event."),
        ("704.5i", "If a planeswalker has loyalty 0, it's put into its owner's graveyard."),
    ],
    "2012-07-01": [
        ("603.6c", _LTB_2026),
        ("603.6d", "Normally, objects that exist immediately after an event are checked to see if the event matched any "
                   "trigger conditions. However, some triggered abilities must be treated specially. The game has to "
                   "\"look back in time\" to determine if these abilities trigger."),
        ("704.3", "Whenever a player would get priority, the game checks for any of the listed conditions for "
                  "state-based actions, then performs all applicable state-based actions simultaneously as a single event."),
        ("704.5i", "If a planeswalker has loyalty 0, it's put into its owner's graveyard."),
        ("119.3f", "Damage dealt by a source with lifelink causes that source's controller to gain that much life, in "
                   "addition to the damage's other results."),
        ("702.14a", "Lifelink is a static ability."),
    ],
    "2009-07-11": [
        ("613.1c", "Effects that read \"[This permanent] enters the battlefield with . . . ,\" \"As [this permanent] enters "
                   "the battlefield . . . ,\" or \"[This permanent] enters the battlefield as . . . \" are replacement effects."),
        ("613.12", "Some replacement effects modify how a permanent enters the battlefield. (See rules 613.1c-d.)"),
    ],
    "2008-10-01": [
        ("410.10c", "Leaves-play abilities trigger when a permanent leaves the in-play zone."),
        ("410.10d", "Normally, objects that exist immediately after an event are checked. However, some triggered "
                    "abilities must be treated specially. The game has to \"look back in time\" to determine if these "
                    "abilities trigger."),
        ("309.1", "As the declare blockers step begins, the defending player declares blockers (this game action "
                  "doesn't use the stack)."),
        ("419.1b", "Effects that read \"[This permanent] comes into play with . . . ,\" \"As [this permanent] comes into "
                   "play . . . ,\" or \"[This permanent] comes into play as . . . \" are replacement effects."),
        ("419.6i", "Some replacement effects modify how a permanent comes into play. (See rules 419.1b-c.)"),
        ("420.3", "Whenever a player would receive priority, the game checks for any of the listed conditions for "
                  "state-based effects."),
        ("420.5p", "A planeswalker with loyalty 0 is put into its owner's graveyard."),
        ("500.2", "As part of declaring attackers, the active player checks each creature he or she controls to see "
                  "whether it must attack, can't attack, or is affected by some other attacking restriction or requirement."),
        ("500.3", "As part of declaring blockers, the defending player checks each creature he or she controls to see "
                  "whether it must block, can't block, or is affected by some other blocking restriction or requirement."),
    ],
    "1999-11-01": [
        ("309.1", "The defending player declares which, if any, creatures he or she controls are blocking and which "
                  "attacking creature each one blocks."),
        ("309.2", "The defending player determines whether the block is legal. (See section 5, \"Additional Combat "
                  "Rules.\") If it is, he or she pays all required costs."),
    ],
    "2004-10-01": [
        ("409.1c", "If the spell or ability requires any targets, the player announces his or her choice of an "
                   "appropriate player and/or object for each target it requires."),
        ("502.7b", "A permanent with protection can't be targeted by spells with the stated quality and can't be "
                   "targeted by abilities from a source with the stated quality."),
        ("420.5c", "A creature with lethal damage, but greater than 0 toughness, is destroyed. Lethal damage is an amount "
                   "of damage greater than or equal to a creature's toughness."),
        ("308.1", "As the declare attackers step begins, the active player declares attackers (this game action doesn't "
                  "use the stack)."),
        ("410.10c", "Leaves-play abilities trigger when a permanent leaves the in-play zone."),
        ("410.10d", "Abilities that trigger on one or more permanents leaving play must be treated specially. The game "
                    "has to \"look back in time\" to determine what triggered."),
        ("500.2", "As part of declaring attackers, the active player checks each creature he or she controls to see "
                  "whether it must attack, can't attack, or has some other attacking restriction or requirement."),
    ],
}


@pytest.fixture(scope="module")
def db():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE rules (edition TEXT, number TEXT, text TEXT, position INTEGER)")
    for ed, rows in _RULES.items():
        conn.executemany("INSERT INTO rules VALUES (?, ?, ?, ?)", [(ed, n, t, i) for i, (n, t) in enumerate(rows)])
    yield conn
    conn.close()


@pytest.mark.parametrize("edition, concept, want, never", [
    ("2026-04-17", "look_back", "603.10a", "603.6c"),
    ("2012-07-01", "look_back", "603.6d", "603.6c"),
    ("2008-10-01", "look_back", "410.10d", "410.10c"),
    ("2004-10-01", "look_back", "410.10d", "410.10c"),
    ("2026-04-17", "sba_loyalty", "704.5i", "704.3"),
    ("2012-07-01", "sba_loyalty", "704.5i", "704.3"),
    ("2008-10-01", "sba_loyalty", "420.5p", "420.3"),
    ("2008-10-01", "block_restrictions", "500.3", "309.1"),
    ("1999-11-01", "block_restrictions", "309.2", "309.1"),
    ("2008-10-01", "attack_restrictions", "500.2", "308.1"),
    ("2004-10-01", "attack_restrictions", "500.2", "308.1"),
    ("2004-10-01", "protection_target", "502.7b", "409.1c"),
    ("2026-04-17", "enters_with", "614.1c", "614.12"),
    ("2012-07-01", "lifelink", "119.3f", "702.14a"),
    ("2009-07-11", "enters_with", "613.1c", "613.12"),
    ("2008-10-01", "enters_with", "419.1b", "419.6i"),
])
def test_the_concept_finds_the_deciding_rule(db, edition, concept, want, never):
    n = Citations(profile_for(edition), edition, db).number(concept)
    assert n == want and n != never, (edition, concept, n)


@pytest.mark.parametrize("concept, never", [("look_back", {"603.6c", "410.10c"}), ("sba_loyalty", {"704.3"}),
                                            ("enters_with", {"614.12", "419.6i"})])
def test_without_a_kb_no_profile_cites_the_neighbour(concept, never):
    """The reference numbers (cited without a KB) are those of the deciding rule in every profile."""
    for p in PROFILES:
        assert Citations(p, p.reference, None).number(concept) not in never, (p.name, concept)


def test_old_block_restrictions_cite_500_3_without_a_kb():
    for p in PROFILES:
        if p.name in ("six-layer", "six-layer-2003", "early-2003", "early-2001"):
            assert Citations(p, p.reference, None).number("block_restrictions") == "500.3", p.name


def test_damage_to_a_player_cites_no_creature_rule_before_2007(db):
    # none, or the glossary's "Damage" where the KB holds it (rt54e), never a creature's rule
    n = Citations(profile_for("2004-10-01"), "2004-10-01", db).number("damage_player")
    assert n is None or n.startswith("glossary"), n
    for p in PROFILES:
        assert Citations(p, p.reference, None).number("damage_player") != "420.5c", p.name
