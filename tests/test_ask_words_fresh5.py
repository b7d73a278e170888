"""Questions as they are posted on forums, read by general reader changes made from the tuning half of
``ask_questions_fresh5.jsonl``: a sentence of greeting or apology around the question left out, a game told in the
past ("attacked with", "blocked with"), "my wall" after "Wall of Stone" and "the elf" for Llanowar Elves (a short name
with its possessive, the last noun in the other number), "X pings Y" and "uses X on Y", "I have X blocking Y" and
"X is blocking Y", "I have no blockers", "pump it three times", a trailing "by mistake"; and two readings that
answered wrongly before: a permanent said "with" a player ("My opponent is at 5 life with Platinum Angel on the
battlefield") was read as yours, and a blocker of the attacking player's own creature was accepted (509.1a). Each answer
comes from the CR and the cards' Oracle text; each test fails on the reader before these changes."""
from __future__ import annotations

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_words_said import verdict   # the verdict line of an answer, or its reading error


def test_a_permanent_said_with_the_opponent_is_the_opponents(conn, lex):
    # Platinum Angel: "You can't lose the game and your opponents can't win the game." (104.3b): the opponent's
    v = verdict(conn, lex, "My opponent is at 5 life with Platinum Angel on the battlefield. I attack with Craw Wurm "
                           "and they don't block. Do they lose?")
    assert "No one loses" in v and "opponent loses" not in v.lower(), v


def test_a_blocker_is_the_defending_players(conn, lex):
    # "My Grizzly Bears blocks Craw Wurm": the Wurm is the other player's (509.1a), so your Glorious Anthem ("Creatures
    # you control get +1/+1") leaves it 6/4 (it was read as yours too: 7/5, a block of your own attacker)
    v = verdict(conn, lex, "Glorious Anthem is on the battlefield. My Grizzly Bears blocks Craw Wurm. How big is the "
                           "Wurm?")
    assert v.startswith("Craw Wurm: 6/4"), v


def test_greetings_and_the_past_tense(conn, lex):
    # Craw Wurm (6/4) blocked by Wall of Stone (0/8): 6 damage, toughness 8 (510.2, 704.5g)
    v = verdict(conn, lex, "Hey all, quick question from FNM last night. My opponent attacked with a Craw Wurm and I "
                           "blocked with my Wall of Stone. Does my wall survive?")
    assert v.startswith("Survives? Yes"), v
    v = verdict(conn, lex, "My Grizzly Bears blocks Craw Wurm. Does the bear die? Thanks in advance!")
    assert v.startswith("Dies? Yes"), v


def test_pings_and_uses_on(conn, lex):
    # Prodigal Sorcerer: "{T}: Prodigal Sorcerer deals 1 damage to any target." on a 1/1 (602.2, 704.5g)
    for q in ("My opponent's Prodigal Sorcerer pings my Llanowar Elves. Does the elf die?",
              "My opponent uses Prodigal Sorcerer on my Llanowar Elves. Does the elf die?"):
        assert verdict(conn, lex, q).startswith("Dies? Yes"), q


def test_have_x_blocking_and_no_blockers(conn, lex):
    # Serra Angel (4/4) deals 4 to Giant Spider (2/4); Ball Lightning (6/1 trample) unblocked: 7 - 6 = 1 (510.2)
    v = verdict(conn, lex, "I have a Giant Spider blocking my opponent's Serra Angel. What happens to the Spider?")
    assert v.startswith("Dies? Yes"), v
    v = verdict(conn, lex, "Ok so my opponent swings with Ball Lightning and I have no blockers. I'm at 7. "
                           "What's my life total after combat?")
    assert "you: 1 life" in v, v


def test_pump_it_three_times(conn, lex):
    # Shivan Dragon (5/5): "{R}: Shivan Dragon gets +1/+0 until end of turn." three times: 8 damage (602.2, 510.2)
    v = verdict(conn, lex, "I attack with Shivan Dragon and pump it three times. My opponent doesn't block and is at "
                           "20. What's their life?")
    assert "opponent: 12 life" in v, v


def test_by_mistake_changes_nothing(conn, lex):
    # an Aura's controller is the player who cast it, not the enchanted creature's (303.4e)
    v = verdict(conn, lex, "I cast Holy Strength on my opponent's Grizzly Bears by mistake. Who controls the Holy "
                           "Strength?")
    assert "controlled by: you" in v, v
