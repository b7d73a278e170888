"""Questions as players post them, read by general reader changes made from the tuning half of
``ask_questions_fresh7.jsonl`` and issue 25's list of phrasings known to be refused: "two copies of X" on the board,
"I have X on the battlefield and a Y", and two readings that answered wrongly as these were built: "Grizzly Bears and
Grizzly Bears attack" declared one creature twice (one attacked), and "I control three Grizzly Bears. I attack with the
Grizzly Bears." attacked with the first one only. Each answer comes from the CR and the cards' Oracle text; each test
fails on the reader before these changes."""
from __future__ import annotations

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_words_said import verdict   # the verdict line of an answer, or its reading error


def test_two_copies_of_a_card(conn, lex):
    # two Glorious Anthems: +1/+1 each on a 2/2 (613.4c)
    v = verdict(conn, lex, "I control two copies of Glorious Anthem and a Grizzly Bears. How big is the bear?")
    assert v.startswith("Grizzly Bears: 4/4"), v
    # "copies of" an instant on the battlefield is still no permanent (110.4): not read
    v = verdict(conn, lex, "I control two copies of Lightning Bolt and a Grizzly Bears. How big is the bear?")
    assert not v.startswith("Grizzly Bears:"), v


def test_on_the_battlefield_and_a_card(conn, lex):
    # "I have X on the battlefield and a Y": Y is on the battlefield too (613.4c)
    v = verdict(conn, lex, "I have two copies of Glorious Anthem on the battlefield and a Grizzly Bears. How big is "
                           "the bear?")
    assert v.startswith("Grizzly Bears: 4/4"), v
    # words after 'and' that are not only cards stay what they were (a step of their own)
    v = verdict(conn, lex, "I have Glorious Anthem on the battlefield and a Grizzly Bears attacks. How big is the bear?")
    assert v.startswith("Grizzly Bears: 3/3"), v


def test_one_creature_named_twice_among_the_attackers_is_refused(conn, lex):
    # it was one attacker (opponent at 18): a creature attacks once (508.1a)
    v = verdict(conn, lex, "Grizzly Bears and Grizzly Bears attack. My opponent doesn't block. What's my opponent's "
                           "life?")
    assert "named twice" in v and "18" not in v, v


def test_the_name_after_a_count_is_not_the_first_one(conn, lex):
    # "the Grizzly Bears" after three of them: one or all three? Never the first alone (was 18 life)
    v = verdict(conn, lex, "I control three Grizzly Bears. I attack with the Grizzly Bears. My opponent doesn't block. "
                           "What's my opponent's life?")
    assert "3 of them were said" in v, v
    v = verdict(conn, lex, "I control two Grizzly Bears and my opponent casts Pyroclasm. Do my bears survive?")
    assert "2 of them were said" in v, v
    # "one of the Grizzly Bears" says which: one of them (2 damage, 510.2)
    v = verdict(conn, lex, "I control three Grizzly Bears. I attack with one of the Grizzly Bears. My opponent doesn't "
                           "block. What's my opponent's life?")
    assert v.startswith("opponent: 18 life"), v


def test_how_many_cards_in_a_hand(conn, lex):
    # Divination is one of the 3 cards said to be in hand (601.2a): 2 left, 2 drawn (121.1) — it was 5 (the cast
    # card was added to the 3), and "how many cards do I have" was "how many cards do you control? 0"
    v = verdict(conn, lex, "I have 3 cards in hand and I cast Divination. How many cards are in my hand?")
    assert v.startswith("you: 4 cards in hand"), v
    v = verdict(conn, lex, "I have 3 cards in hand and I cast Divination. How many cards do I have?")
    assert v.startswith("you: 4 cards in hand"), v
    # a land played is from the hand too (305.1); one that enters is not said to be
    assert verdict(conn, lex, "I have 3 cards in hand. I play a Forest. How many cards are in my hand?") \
        .startswith("you: 2 cards in hand")
    assert verdict(conn, lex, "I have 3 cards in hand. Forest enters the battlefield. How many cards are in my "
                              "hand?").startswith("you: 3 cards in hand")
    # the opponent's spell is not from my hand
    assert verdict(conn, lex, "I have 2 cards in hand. My opponent casts Divination. How many cards are in my hand?") \
        .startswith("you: 2 cards in hand")
    # more cards cast than the hand said it held: not read
    v = verdict(conn, lex, "I have 1 card in hand and I cast Shock targeting my opponent and Lightning Bolt targeting "
                           "my opponent. How many cards are in my hand?")
    assert "more cards than that" in v, v
    # a hand nobody counted: cannot decide
    v = verdict(conn, lex, "I cast Divination. How many cards are in my hand?")
    assert "cannot decide" in v, v


def test_tap_for_mana(conn, lex):
    # "{T}: Add {G}." activated: the mana ability, its mana in the pool (605.1a, 106.4)
    v = verdict(conn, lex, "I tap Llanowar Elves for G. What's in my mana pool?")
    assert v.startswith("you: mana pool {G}"), v
    v = verdict(conn, lex, "My opponent taps his Forest for green mana. What mana does my opponent have?")
    assert v.startswith("opponent: mana pool {G}"), v
    # "Add one mana of any color": green is its choice (605.3b)
    assert verdict(conn, lex, "I tap Birds of Paradise for G. What's in my mana pool?").startswith("you: mana pool {G}")
    # "Add {R} or {G}" and "Add {C}": the one that can
    assert verdict(conn, lex, "I tap Karplusan Forest for G. What's in my mana pool?").startswith("you: mana pool {G}")
    # no ability adds it, or the permanent has none: not read (never a plain tap)
    v = verdict(conn, lex, "I tap Llanowar Elves for R. What's in my mana pool?")
    assert "no mana ability" in v, v
    v = verdict(conn, lex, "I tap Grizzly Bears for G. What's in my mana pool?")
    assert "no ability" in v, v
    # under the 2005 rules too: the mana is in the pool until the phase ends (406.1 then; mana burn, 300.3, as it ends)
    v = verdict(conn, lex, "Under the 2005 rules I tap Llanowar Elves for G. What's in my mana pool?")
    assert v.startswith("you: mana pool {G}"), v
    # the opponent's Forest: only its controller activates its abilities (602.2) — it was the opponent's mana, and
    # "my mana pool: empty" answered a question whose tap can't happen
    v = verdict(conn, lex, "I tap my opponent's Forest for G. What's in my mana pool?")
    assert "602.2" in v and not v.startswith("you: mana pool"), v
    # the mana is spent or not, the spell after it is read ("and cast …")
    v = verdict(conn, lex, "I tap my Forest for G and cast Giant Growth on my Grizzly Bears. What's the bear's power "
                           "and toughness?")
    assert v.startswith("Grizzly Bears: 5/5"), v


def test_came_first_as_its_own_sentence(conn, lex):
    # the board statement before it names the card: its order (613.7d); Humility applies in layer 7b after
    # Opalescence made it a 4/4 creature (613.4b, 613.7)
    v = verdict(conn, lex, "Humility and Opalescence are on the battlefield. Opalescence came first. What is Humility?")
    assert v.startswith("Humility: 1/1"), v
    v = verdict(conn, lex, "Humility and Opalescence are on the battlefield. Humility came first. What is Humility?")
    assert v.startswith("Humility: 4/4"), v
    # named nowhere before: on the battlefield before what follows (613.4c); the opponent's does not pump mine
    v = verdict(conn, lex, "Glorious Anthem came first. Then I cast Grizzly Bears. How big is the bear?")
    assert v.startswith("Grizzly Bears: 3/3"), v
    v = verdict(conn, lex, "My opponent's Glorious Anthem came first. Then I cast Grizzly Bears. How big is the bear?")
    assert v.startswith("Grizzly Bears: 2/2"), v
    # after something happened, "came first" says another order than the sentences': not read
    v = verdict(conn, lex, "I cast Grizzly Bears. Glorious Anthem came first. How big is the bear?")
    assert "cannot decide" in v and "was not read" in v, v


def test_was_cast_first(conn, lex):
    # Jump (flying) first, Turn to Frog (loses all abilities) later: the later timestamp wins in layer 6 (613.7)
    v = verdict(conn, lex, "Jump was cast first on my Grizzly Bears. Then my opponent cast Turn to Frog on it. Does it "
                           "have flying?")
    assert v.startswith("Flying? No"), v
    v = verdict(conn, lex, "Turn to Frog was cast first on my Grizzly Bears. Then I cast Jump on it. Does it have "
                           "flying?")
    assert v.startswith("Flying? Yes"), v
    # "first" after another event: not read, never reordered
    v = verdict(conn, lex, "My opponent cast Turn to Frog on my Grizzly Bears. Jump was cast first on it. Does it have "
                           "flying?")
    assert "was not read" in v, v
    # a spell whose text reads its controller (Control Magic: "You control …"): who cast it matters, not read
    v = verdict(conn, lex, "Control Magic was cast on my Grizzly Bears. Who controls it?")
    assert not v.startswith("Grizzly Bears is controlled"), v


def test_a_second_spell_of_the_same_name(conn, lex):
    # "respond with a second Lightning Bolt": a new one, on top of the stack, resolves first (405.5): the 2/2 dies
    # before Giant Growth resolves (704.5g)
    v = verdict(conn, lex, "My opponent casts Lightning Bolt on my Grizzly Bears, I respond with Giant Growth, and they "
                           "respond with a second Lightning Bolt on the bears. Does my bear die?")
    assert v.startswith("Dies? Yes"), v
    # "then another Lightning Bolt": the verb and its subject said once, for both casts (120.3a: 3 + 3)
    v = verdict(conn, lex, "I was at 20 and my opponent casts Lightning Bolt targeting me, then another Lightning Bolt "
                           "targeting me. How much life do I have?")
    assert v.startswith("you: 14 life"), v
    # "another Shock" when no Shock was cast: not read
    v = verdict(conn, lex, "My opponent casts Lightning Bolt targeting me, then another Shock targeting me. How much "
                           "life do I have?")
    assert not v.startswith("you:"), v
    # "a second …" with no first one said: not read
    v = verdict(conn, lex, "I respond with a second Lightning Bolt on my opponent's Grizzly Bears. Does it die?")
    assert not v.startswith("Dies?"), v


def test_enchanted_with_and_then_what_it_does(conn, lex):
    # Holy Strength: +1/+2, a 3/4 blocked by a 3/3: it survives, the Giant dies (510.2, 704.5g)
    v = verdict(conn, lex, "My Grizzly Bears is enchanted with Holy Strength and gets blocked by a Hill Giant. Does my "
                           "bear survive?")
    assert v.startswith("Survives? Yes"), v
    v = verdict(conn, lex, "My Grizzly Bears is equipped with Bonesplitter and attacks. My opponent doesn't block. "
                           "What's my opponent's life?")
    assert v.startswith("opponent: 16 life"), v
    # Pacifism: it can't attack (508.1c) — refused, never answered
    v = verdict(conn, lex, "My Grizzly Bears is enchanted with Pacifism and attacks. My opponent doesn't block. What's "
                           "my opponent's life?")
    assert "can't attack" in v, v


def test_a_name_with_the_after_its_comma_is_read_whole(conn, lex):
    # "Jace, the Mind Sculptor": the article inside the name stays (it was read as Jace and an instant named "Mind …",
    # refused as no permanent); the anthem still counts on Emrakul, the Aeons Torn (613.4c)
    v = verdict(conn, lex, "I control Jace, the Mind Sculptor and Grizzly Bears. What are Grizzly Bears' power and "
                           "toughness?")
    assert v.startswith("Grizzly Bears: 2/2"), v
    v = verdict(conn, lex, "I control Emrakul, the Aeons Torn and Glorious Anthem. What is Emrakul's power?")
    assert v.startswith("Emrakul, the Aeons Torn: 16/16"), v
    # an article before a name at the start of the list is still not part of it
    v = verdict(conn, lex, "I control the Glorious Anthem and a Grizzly Bears. How big is the bear?")
    assert v.startswith("Grizzly Bears: 3/3"), v
