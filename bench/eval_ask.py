"""`kb ask` on questions as players and judges write them (issue 22): the labelled set, scored.

    KB_DB=data/kb.db .venv/bin/python bench/eval_ask.py [--half tuning|fresh|heldout|both|all] [--show]

The set: ``tests/fixtures/ask_questions_tuning.jsonl`` and ``ask_questions_heldout.jsonl``, 193
questions written before any change of issue 22 (card rulings and CR examples rephrased, floor
questions, policy questions that are not about a board). The five floor questions of the issue are
all in the tuning half; the others were split by ``random.Random(2022).shuffle``. The held-out
half is never tuned on: run it for the before and after figures only (``--show`` lists the
failures: use it on the tuning half).

A third set, ``ask_questions_fresh.jsonl`` (78 questions, ``f001`` …), was written later from sources
the first two did not use (other cards' rulings, CR examples and keyword rules rephrased, player
names, brackets, numbers in descriptions, new policy questions), before the reader changes it was
then used to tune, and scored once at its start (52.6 % understood, 24 right, 9 cannot decide, 3
wrong): a second set to work from, so that the held-out half stays untouched.

A fourth, ``ask_questions_fresh2.jsonl`` (``g001`` …), holds questions a new user asked that failed: players'
statements ("has 0 life", "has 10 poison counters"), what a permanent taps for, and groups ("my lands",
"opponent's creatures"). It is one file with two halves: the questions marked ``"held": true`` are the half
never tuned on (``fresh2-held``), the others are ``fresh2``. One of its questions
(f019) turned out to be word for word a held-out one, written independently; it was replaced when
``tests/test_ask_labelled.py`` found it (the sets share no question).

A fifth, ``ask_questions_fresh3.jsonl`` (``h001`` …, 30 questions), was written on 2026-12-05 without looking at the
reader or its vocabulary: everyday board questions as a player asks them (anthems, removal on indestructible,
counters, equipment, control change, combat with pumps, evasion, triggers). Its first score is its before figure;
like fresh2, the questions marked ``"held": true`` (``fresh3-held``) are never tuned on. ``ask_questions_fresh4.jsonl``
(``k001`` …, 20 questions) was written the same day after the fresh3 changes, in players' slang ("swing", "chump
blocks", "bolts it", "sac", "pump"), again without looking at the reader, scored first as it was written.
``ask_questions_fresh5.jsonl`` (``m001`` …, 24 questions) was written on a later day the same way, as questions are
posted on forums: greetings and apologies around the question ("Hey all, quick question from FNM"), the board told
over several sentences, nicknames ("the Goyf", "pings"); its held half (``fresh5-held``) is never tuned on.
``ask_questions_fresh6.jsonl`` (``n001`` …, 24 questions) was written on 2026-12-05 (a later session) the same way:
plain everyday boards told as players post them (anthems, removal, pumps in response, control change, equipment,
lifelink, deathtouch, Auras), scored first as written; its held half (``fresh6-held``) is never tuned on.
``ask_questions_fresh7.jsonl`` (``p001`` …, 30 questions) was written on 2026-12-06 the same way, before reading the
reader: everyday boards (combat, the stack, layers, copies, control, counters, Auras and Equipment, replacement
effects) and the phrasings issue 25 knew were refused ("X came first", "X enchanted with Y", "X equipped with Y",
"two copies of X", "three Grizzly Bears", "how many cards are in my hand", "how much life do I have", "I tap X for
G", an older edition), scored first as written; its held half (``fresh7-held``) is never tuned on.
``ask_questions_fresh8.jsonl`` (``q001`` …, 40 questions) was written on 2026-12-06 (a later session) the same way,
before reading the reader: combat with several creatures, the stack and responses, layers, copies, control, counters,
Auras and Equipment, replacement and prevention, tokens, sacrifice, life totals, the turn's steps, an older edition,
and the phrasings known to be refused ("X came first on my Y, then …", Disenchant on a Control Magic that resolved,
Mind Rot on a hand whose cards are not named); scored first as written; its held half (``fresh8-held``) is never
tuned on.
``ask_questions_fresh9.jsonl`` (``q001`` …, 40 questions) was written on 2026-12-06 (a later session) the same way,
before reading the reader, as players post on forums and reddit and judges write in a judge chat: longer, chattier
questions with the story first and the question last, typos and abbreviations (ETB, LTB, EOT, P/T, "my opp"), over
everyday boards (combat with several creatures, the stack and responses, layers, copies, control, counters, Auras and
Equipment, replacement and prevention, tokens, sacrifice, life totals, the turn's steps, the 2008 rules) and the
phrasings known to be refused ("Can X block?" with no attacker named, "both Soldier tokens", "I cast it last turn",
"if I had …"); scored first as written; its held half (``fresh9-held``) is never tuned on.
``ask_questions_fresh10.jsonl`` (``q001`` …, 40 questions) was written on 2026-12-06 (a later session) the same way,
before reading the reader, as players post on forums, reddit and Discord and judges write at an event: the story first
and the question last, asides in brackets, typos and abbreviations (ETB, EOT, P/T, AP/NAP, "my opp", "bolt", "FS",
"DS", "Turn to Frog'd"), over everyday boards (combat with several creatures, the stack and responses, layers, copies,
control, counters, Auras and Equipment, replacement and prevention, tokens, sacrifice, life totals, the turn's steps,
the 2007 and 2008 rules) and the phrasings known to be refused ("Which of my creatures die?", "attack with everything
except X", "Shocks it twice", "Can it block?" with no attacker named, "both Soldier tokens", "I cast it last turn",
"if I had …"); scored first as written (fresh10 4 right, 1 wrong, 15 not read; fresh10-held 1 right, 2 cannot decide,
17 not read: the wrong one, "after the Disfigure resolves" read as a second Disfigure, is the reason for
``kb.engine.ask.prose_resolves``); its held half (``fresh10-held``) is never tuned on.
``ask_questions_fresh11.jsonl`` (``q001`` …, 40 questions) was written on 2026-12-06 (a later session) the same way,
before reading the reader, as players post on forums, reddit and Discord and judges write at an event: the story first
and the question last, asides in brackets, self-corrections ("no wait, it resolves"), typos and abbreviations (EOT, P/T,
DT, FS, "my opp", "bolted", "StP'd", "Pyroclasm'd"), over everyday boards (combat with several creatures, the stack and
responses, layers, copies, control, counters, Auras and Equipment, replacement and prevention, tokens, sacrifice, life
totals, the turn's steps, the 2008 rules) and the phrasings known to be refused ("X went unblocked", "Later that turn",
"I Giant Growthed it last turn", "if I had …", three blockers on one attacker); scored first as written (fresh11 5 right, 15 not read; fresh11-held 3 right, 1 cannot decide, 16
not read; no wrong answer); its held half (``fresh11-held``) is never tuned on. After the readers of ask50b (2026-12-07:
"what's he at", a statement then a question after a comma, "life totals after combat?", "bears and angel went
unblocked" after a block, "my opp Shocks the lions EOT", "after blocks", "I also have X", "Later that turn", "In my main
phase"): fresh11 9 right, 11 not read; fresh11-held 3 right, 1 cannot decide, 16 not read; fresh4-held 6 right (was 5);
redteam10-held r010 now read but answers only the creature asked (not read instead of cannot decide); every other set
the same, no wrong answer.
``ask_questions_fresh12.jsonl`` (``s001`` …, 40 questions) was written on 2026-12-07 (ask51b) the same way, before reading
the reader, as players post on reddit, forums and Discord and judges are asked at a table: the story first and the
question last, typos ("Colosal Dreadmaw", "Glorius Anthem"), abbreviations and nicknames ("StP", "bolt", "opp", "w/",
"FS"), asides in brackets, several sentences, over everyday boards (combat with several creatures, pumps in response,
removal, anthems, Auras and Equipment, control change, counters, tokens, sacrifice, life totals, lifelink, deathtouch,
trample, first and double strike, the stack); its held half (``fresh12-held``, chosen by ``random.Random(12)`` before
scoring) is never tuned on. Scored first as written: fresh12 2 right, 18 not read; fresh12-held 1 right, 1 cannot
decide, 18 not read; no wrong answer. Some labels ask more than the question does (s009, s016, s021, s028: a zone the
question does not ask), so those stay "not read" however well the question is read. After the readers of ask51b
(kb.engine.ask.prose_chat, made from the tuned halves of fresh12, fresh11, fresh10 and fresh9: a sentence of where the
game was played, a block said once for two pairs, "Before damage" after a block, "gg?", "what's dead?", "Bears dead?",
"after all that" — which was read as the start of All That Glitters' name, a confident wrong answer — "after combat
what's …", "After that resolves he …", "(opp had no flyers)" checked against the board, "plus C and D", "my Soldier
tokens"): fresh12 6 right, 14 not read; fresh12-held 2 right, 1 cannot decide, 17 not read; fresh11 11 right (was 9);
fresh8-held 13 right (was 12), fresh10-held 4 right (was 3); every other set the same; no wrong answer, no right answer
lost.
``ask_questions_fresh13.jsonl`` (``t001`` …, 40 questions) was written on 2026-12-07 (ask52b) the same way, before reading
the reader, as judges are asked at a table and players post on forums and Discord: the story first and the question
last, typos ("Serra Angle", "Centuar Courser", "Collossal Dreadmaw", "Trained Armadon", "Grizly Bears"), abbreviations
and nicknames (ETB, LTB, EOT, SBA, P/T, FS, DT, "bolt", "StP", "O-Ring", "FTK"), asides, "I" and "he/she/they" for the
two players, over everyday boards (combat with several creatures, pumps in response, removal, anthems, Auras and
Equipment, control change, counters, tokens, sacrifice, life totals, lifelink, deathtouch, trample, first and double
strike, the stack); its held half (``fresh13-held``, chosen by ``random.Random(13)`` before scoring) is never tuned on.
Scored first as written: fresh13 2 right, 1 cannot decide, 17 not read; fresh13-held 1 right, 1 cannot decide, 1 wrong
(t040: "can it attack right away?" read "right away" as Spirit Away), 17 not read. After the readers of ask52b (made from
the tuned halves of fresh13, fresh12, fresh11 and fresh10, docs/ask.md) and three faults fixed (that one; "after EOT" read
as the end step; an assignment of combat damage made in the first-strike step): fresh13 11 right, 1 cannot decide, 8 not
read; fresh13-held 2 right, 1 cannot decide, 17 not read; fresh12 8 right (was 6), fresh12-held 4 (was 2), fresh11 12
(was 11), fresh11-held 4 (was 3), fresh10-held 5 (was 4), redteam12-variants 59 (was 58); every other set the same
(fresh10 8 right: its q001 asks "which of his guys die" with creatures of both players there, not read by design); no
wrong answer, no right answer lost.
``ask_questions_fresh14.jsonl`` (``u001`` …, 40 questions) was written on 2026-12-07 (ask53) the same way, before reading
the reader, as judges are asked at a table and players post on forums, Reddit and Discord, in shapes fresh10-13 did not
use: a title first ("Doom Blade vs Unsummon, who wins lol."), numbered steps ("1) … 2) …"), a chat log ("Me: … Opp: …"),
a friend's claim to settle, typos ("Grizzley Bears", "Craw Worm", "Blanchwood Armour", "Ajanis Pridemate"), nicknames
and verbs of cards ("O-Ringed", "Plowshare'd", "Edicts me", "Helix"), "I" and "he/she/they", over everyday boards
(menace, hexproof, indestructible, vigilance, haste and summoning sickness, fight, Earthquake and Hurricane, Swords to
Plowshares, Oblivion Ring, Pacifism, Equipment that stays, Fling, an edict, counterspells, Mana Leak paid, lifelink with
first strike, Ajani's Pridemate, Kird Ape, Blanchwood Armor, Juggernaut and walls, trample, the 2005 damage on the stack,
Healing Salve's two modes, a policy question, Mind Rot's hidden choice, a Clone of deathtouch, Sengir Vampire); its held
half (``fresh14-held``, chosen by ``random.Random(14)`` before scoring) is never tuned on. Some labels ask more than the
question does (u020, u025, u028, u029: a zone the question does not ask), so those stay "not read" however well the
question is read. Scored first as written: fresh14 0 right, 1 cannot decide, 19 not read; fresh14-held 2 right, 1 cannot
decide, 17 not read; no wrong. After the readers of ask53 (made from the tuned halves of fresh14, fresh13, fresh12,
fresh11 and fresh10, docs/ask.md: "has got" said with the player, "X swings", "Life totals after, and what dies?", "no
creatures at all" / "no other creatures", "is carrying", "(4/1 lol)", an aside about a deck or describing what the card
prints, "On my turn" after the opponent's turn read, a main phase said last, a yes/no question after "and", a mode said by
what it does, "Turn 1 I …", "right now") and two confident wrong answers fixed ("On my turn, who controls the giant?"
after the opponent's Act of Treason and attack was "opponent"; "On my turn" after an instant was dropped, a Giant Growth
counted on a turn that may be later): fresh14 4 right, 1 cannot decide, 15 not read; fresh14-held 2 right, 1 cannot
decide, 17 not read; fresh13-held 3 right (was 2), fresh12 10 (was 8), fresh12-held 5 (was 4), fresh11 13 (was 12),
fresh9-held 2 (was 1), redteam9 16 (was 15), redteam10-variants 58 right, 1 cannot decide (was 57, 2); every other set the
same; no wrong answer, no right answer lost. (The first score's listing showed the held half's reasons too; the "X
swings" and "Opp's got" readers have held questions of that kind, u040 and u031, as well as tuned ones.)
``ask_questions_fresh15.jsonl`` (``v001`` …, 60 questions) was written on 2026-12-07 (chat57) the same way, before
reading the reader, as players post on reddit, forums and Discord and judges are asked at a table: the story first and
the question last, sentences that are not about the game ("Sorry for the long post, on mobile.", "Draft last night, pack
2 was wild. anyway."), a board told as a list ("Board state: Me - X, Y. Opp - Z."), two questions in one, pronouns
across sentences, actions told in the past tense, typos ("Collosal Dreadmaw", "Savanah Lions", "Glorius Anthem"),
abbreviations and nicknames ("StP'd", "O-Ringed", "DT", "w/", "jugg", "bolts me"), over everyday boards (combat with
pumps, first strike, double strike, deathtouch, lifelink, trample, reach, flying, protection, hexproof, indestructible,
Pacifism, Juggernaut and walls, anthems, -X/-X, Earthquake and Hurricane, Fog, counterspells, Mana Leak unpaid, control
change, Equipment and Auras, Clone, fight, Soul Warden, Sengir Vampire, an edict, a target unsaid, two policy
questions); its held half (``fresh15-held``, the first 30 ids of ``random.Random(15).shuffle`` of the 60, chosen
before scoring) is never tuned on. Scored first as written: fresh15 9 right, 1 cannot decide, 20 not read;
fresh15-held 7 right, 4 cannot decide, 19 not read; no wrong. After the readers of chat57 (made from the tuned halves of
fresh9-fresh15 by the KIND of obstacle, docs/ask.md "Chat around the story, read again": several sentences of chat set
aside one after the other; an aside in brackets not read set aside and named, kb.engine.ask.aside_unread; a claim about
the rules named as a claim, kb.engine.ask.claims; two things asked of one story, kb.engine.ask.two_asked; and a question
not read as written read again in the reader's words — a question word left out, kb.engine.ask.elliptic_ask, an action
dated "last turn" told forward, kb.engine.ask.past_turn, a board told as a list, kb.engine.ask.board_list, "only" of what a
player has, kb.engine.ask.only_named; "…, nobody blocked" after a comma) and a scoring fix (a verdict after "Answered
without … (not read): " is compared from the verdict, not from that colon): fresh15 15 right, 3 cannot decide, 12 not
read; fresh15-held 8 right, 6 cannot decide, 16 not read; held halves before/after (right, cannot decide, not read):
fresh10-held 5/1/14 → 6/2/12, fresh11-held 4/1/15 → 4/3/13, fresh12-held 5/1/14 the same, fresh13-held 3/1/16 → 3/2/15,
fresh14-held 2/1/17 → 2/3/15, fresh9-held 2/0/18 → 3/0/17; fresh13 12 right (was 11), more "cannot decide" where a
question was not read in fresh8-12, fresh14, redteam8, redteam12-held and redteam13-variants; every other set the same;
no wrong answer, no right answer lost.
``ask_questions_fresh16.jsonl`` (``w001`` …, 60 questions) was written on 2026-12-07 (chat58) the same way, before
reading the reader: w001-w030 as players post on reddit, forums and Discord (the story first and the question last,
asides in brackets, "lol", "tl;dr", "ty in advance", a self-correction, abbreviations and nicknames: "opp", "w/", "O-Ringed",
"Doom Bladed", "Swords my X", "Threatened his X", "Essence Scatters it"), w031-w060 in the style of a published judge Q&A
column (a reader's letter, "Q:", "Dear judge,", 'A reader writes: "…"', a signature after the question, two or three
cards interacting: Auras removed in response, Oblivion Ring and Control Magic destroyed, first strike against
deathtouch, double strike, hexproof, protection, flash, Equipment left behind, Clone of an enchanted creature, Soul
Warden, Earthquake, an edict, a policy question), over everyday boards; its held half (``fresh16-held``, the first 30
ids of ``random.Random(16).shuffle`` of the 60, chosen before scoring) is never tuned on. Scored first as written
(the reader of d535ae63): fresh16 3 right, 3 cannot decide, 24 not read; fresh16-held 2 right, 2 cannot decide, 26 not
read; no wrong. Some labels ask more than the question does (w057: the Spider's zone, not asked), so those stay "not
read" however well the question is read. After the readers of chat58 (made from the tuned halves of fresh9-fresh16 by
the KIND of obstacle, docs/ask.md "A letter to a rules column, and other words for the outcome": a column's frame taken
off, kb.engine.ask.column_frame; an outcome asked in other words, kb.engine.ask.outcome_asked; a sentence denying any
further spell left out, kb.engine.ask.nothing_else; a topic label naming only what the story tells again,
kb.engine.ask.label_told; a life total and what that player lacks in one sentence, kb.engine.ask.player_twice;
interjections as fillers, kb.engine.ask.interjections; "…, and my life?"; "Do the Bears live?"; "its
enters-the-battlefield ability targets X"; "What is the result?" after blocks asking what combat does) and a confident
wrong answer refused (kb.engine.ask.combat_death: "My Sengir Vampire blocks his Grizzly Bears and the bears dies. What's
my vampire's P/T?" was 4/4, the Bears moved to the graveyard before combat damage): fresh16 17 right, 1 cannot decide, 12
not read; fresh16-held 6 right, 2 cannot decide, 22 not read; fresh10 9 right (was 8), fresh5-held 6 (was 5),
redteam16 82 (was 81); the held halves of fresh10-fresh15 the same (right, cannot decide, not read: fresh10-held
6/2/12, fresh11-held 4/3/13, fresh12-held 5/1/14, fresh13-held 3/2/15, fresh14-held 2/3/15, fresh15-held 8/6/16);
every other set the same; no wrong answer, no right answer lost.
``ask_redteam8.jsonl`` (``r001`` …, 60 questions) was written on 2026-12-06 by an outside tester before reading the
reader, to make it answer wrong: negations, another moment than the board ("before it resolves", "next turn"),
counterfactuals ("if I had responded"), two questions in one, typos closer to another card, nicknames, "my" against
"my opponent's", plurals and pronouns with two candidates, numbers in words, old editions, Commander and Two-Headed
Giant, hidden hands and library order, loosely named counters and tokens, and states the engine does not model;
its held half (``redteam8-held``) is never tuned on.
``ask_redteam9.jsonl`` (``r001`` …, 60 questions) was written on 2026-12-06 by a second outside tester (ask48b) before
reading the reader: boards of three or more creatures of which only some are affected ("each creature without flying",
"other Merfolk"), quantities ("a second Shock", "two Bears and a Hill Giant"), ordering words ("after it resolves",
"before", "then", "in response to that"), effects that end ("until end of turn" asked on a later turn, "until your next
turn"), damage marked earlier in the turn, pronoun targets ("I Shock it"), card clauses the reader may skip (Chandra's
Outrage, Char, Vendetta, Condemn, Hail Storm, Drain Life, Anger of the Gods), older editions, numbers as words and
digits in one question, players' life after several events, and choices a question does not make (an edict, Path to
Exile's search, a mode, a division); its held half (``redteam9-held``) is never tuned on.
``ask_redteam9_variants.jsonl`` (168 questions, 21 of each kind) holds the variants of the eight faults its probes found
(a list of permanents said with commas, a possessive before a list, "unblocked" of a creature that did not attack, "at
end of turn" before what happens then, "who loses" when both players lost, "we're both at 6", "… and then kills X with
Vendetta" cast by me, and "Depends on the order they came onto the battlefield" where the same creatures die in every
order), written after the fixes to see they are general; on the reader before them, 87 of the 168 were scored wrong
here (18, 8, 16, 15, 1, 12, 17 and 0: "who loses" named one player in the verdict line while the answers had both, and
the "depends" verdicts came with answers that were right), 12 not read (tests/test_ask_redteam9.py runs every fifth).
``ask_redteam10.jsonl`` (``r001`` …, 60 questions) was written on 2026-12-06 by a third outside tester (ask49b) before
reading the reader: the question asked about another object than the story's subject, negations and exceptions
("you don't control", "nonblack", "doesn't have flying"), conditionals ("if he blocks", "unless", "I don't pay"),
hypotheticals ("what would happen if", "could I"), corrections mid-question ("no wait, it was"), two questions in one,
counts ("how many creatures do I control", "how many cards are in my graveyard"), timing words ("during my upkeep",
"in my second main phase", "at instant speed"), choices left unsaid (a mode, X, the creature sacrificed, a target),
zones (hand, exile, library top, graveyard), copies and tokens named by their original, the same card name for both
players, card clauses (metalcraft, kicker, morbid, Fatal Push's mana value) and older editions named loosely ("back in
2005", "under M10 rules"); its held half (``redteam10-held``) is never tuned on.
``ask_redteam10_variants.jsonl`` (63 questions, 21 of each kind) holds the variants of the three faults its probes
found (an attack told without saying whether a creature that could block did, answered as if none did; a sentence that
takes back what was said, "Wait, no, I didn't.", left out; "On my turn, …" after the opponent's turn dropped, and
"Tomorrow" read as a card), written after the fixes; on the reader before them, 27 were scored wrong here (15, 1 and 11)
and 12 more "not read" (answered without the correction). ``--half all`` after the three fixes (2026-12-06, ask49b):
redteam10 15 right, 15 not read; redteam10-held 11 right, 4 cannot decide, 15 not read (the same as before them);
redteam10-variants 57 right, 2 cannot decide, 4 not read; every other set's figures the same as before, no wrong answer.
``ask_redteam11.jsonl`` (``r001`` …, 60 questions) was written on 2026-12-06 by a fourth outside tester (ask50) before
reading the reader, from questions it answered, each with one thing changed that a judge would notice: a keyword or a
power/toughness said before a card's name ("his flying Grizzly Bears", "my 4/4 Grizzly Bears", "infect", "reach"), a
second creature of the same name ("I cast another Grizzly Bears … the Grizzly Bears", a Clone of it), a counter or an
Aura said in passing, "my opponent" and "I" swapped, a step named, a card's clause (persist, Kird Ape, Magma Spray,
Might of Old Krosa, Guttersnipe, prowess), numbers in words, the question asked about another object, older editions,
"another"/"each" and a damage source that is an ability rather than a spell; its held half (``redteam11-held``) is
never tuned on. Its first score: redteam11 19 right, 5 wrong, 6 not read; redteam11-held 19 right, 6 wrong, 5 not read
(the wrong ones: a keyword or P/T before a name read as a close spelling of the name, and a bare name after "another X"
read as the first X). ``ask_redteam11_variants.jsonl`` (60 questions, 30 of each of those two faults, the second with
copies made by a Clone too) was written after the fixes; on the reader before them 46 were scored wrong here and 14 not
read. ``--half all`` after the fixes (2026-12-07, ask50): redteam11 20 right, 10 not read; redteam11-held 21 right, 9
not read (r016, the opponent's Clone of my Hill Giant and then "the Hill Giant", fixed too); redteam11-variants 30 right,
30 not read; every other set's figures the same as before, no wrong answer.

``ask_redteam12.jsonl`` (``r001`` …, 60 questions) was written on 2026-12-07 by a fifth outside tester (ask51) before
reading the reader, each a question of a kind it answers (verdicts, zones, P/T, life, who controls, can it block) with
one thing changed that changes the right answer: a number, who controls what, a condition ("unless", a card's "during
your turn"), an edition ("Under the 2008 rules", "the June 2004 rules", 2012 and 2014 for the planeswalker uniqueness
rule, 2004 for Goblin King's old type), the order of events, a negation ("don't", "no", "can't", "gets countered"), a
second object of the same kind, a pronoun with two antecedents, an aside in brackets, an old name of an action ("removes
… from the game", "comes into play", "unblockable"); its held half (``redteam12-held``, chosen by
``random.Random(51).shuffle`` before anything was scored) is never tuned on. Its first score: redteam12 17 right, 13 not
read; redteam12-held 17 right, 4 cannot decide, 9 not read; no wrong answer. Probes beyond the set, of the same kinds,
found two faults: "wants to" / "wanted to" before a cast read as the cast ("My opponent wants to Shock my Grizzly Bears.
Does it die?" was "Yes"), and a board whose card's text depends on whose turn it is answered on your turn when the
question does not say whose ("I control Wildwood Geist. My opponent Lightning Bolts it. Does it die?" was "No").
``ask_redteam12_variants.jsonl`` (60 questions, 30 of each fault, ids ``intent…`` and ``turn…``, with questions that
must still be answered: "tried to", "went to", a sorcery that makes it your turn, "on my turn", an attack) was written
after the fixes; on the reader before them 23 were scored wrong (7 and 16), 35 right, 2 not read; after them 58 right,
2 not read. ``--half all`` after the fixes (2026-12-07, ask51): every other set's figures the same as before, no wrong
answer; redteam12 and redteam12-held as at first.
``ask_redteam13.jsonl`` (``r001`` …, 11 questions) holds the probes a sixth outside tester (ask51c, 2026-12-07) found
answered wrong, out of about 300 written before reading the reader, each a question the reader answers with one thing
changed (counters said several ways, damage already marked, life totals said several ways, tapped and untapped blockers,
summoning sickness, "entered this turn", face down, token copies, quantities in words, "each"/"both"/"all my", a card
named twice, negations, other players). Two faults: (hoist, r001-r006) a board sentence ("I control Grizzly Bears")
moved before a statement said first about another player's object of the same name ("My opponent's Grizzly Bears has a
+1/+1 counter.") renumbered the objects after the question had named "my Bears" by its number, so the answer was of the
opponent's ("Dies? No" for a Shocked 2/2): kb.engine.ask.prose_board.relabel_hoisted names them again after the move;
(twice, r007-r011) "I control Grizzly Bears. My Grizzly Bears has a +1/+1 counter." was read as two Bears, "my Bears" as
the one without the counter: whether the words name one object or two is not said, so the statement is refused
(ProseReader.counters_said_of_one) and the answer is "cannot decide". Its held half (``redteam13-held``, chosen by
``random.Random(13).shuffle`` of the final list) is never tuned on. Before the fixes: redteam13 6 wrong, redteam13-held
5 wrong; after them: redteam13 5 right, 1 cannot decide; redteam13-held 1 right, 4 cannot decide. Five more probes of
the same two faults (r012-r016, by the lead after the fixes, so that each half has eight; r014-r016 held, as the
shuffle's next places) scored: redteam13 6 right, 1 cannot decide, 1 not read; redteam13-held 2 right, 5 cannot
decide, 1 not read; no wrong. Three more ``twice…`` variants (twice28-30, the same day) are all "cannot decide".
``ask_redteam13_variants.jsonl`` (57 questions: 30 ``hoist…``, either order of the statement and the board sentence,
each player's object asked, counters of both kinds, P/T, Hurricane and Pyroclasm, an Anthem; 27 ``twice…``, 22 of the
fault and 5 that must stay answered) before the fixes: 38 wrong (18 and 20), 11 right, 8 not read; after them 27 right,
22 cannot decide, 8 not read, no wrong (twice07 and twice20, right before by chance whichever Bears was meant, are
"cannot decide" now; the 8 not read are "his Wurm"-style possessives refused as either player's). ``--half all`` after
the fixes (2026-12-07, ask51c): every other set's figures the same as before, no wrong answer.
``ask_redteam14.jsonl`` (``r001`` …, 32 questions) holds the probes a seventh outside tester (ask52, 2026-12-07) found
answered wrong, out of about 330 written before reading the reader, each a question the reader answers with one thing
changed (events said out of order, "in response" chains of three and four, spells countered or fizzling, "until end of
turn" asked a turn later, the beginning of combat, control changes ending, creatures that left and came back, sacrifices
and "dies" triggers, token copies and Clones, colour and type words, numbers in words, editions said in words). Three
faults: (with-it, r001-r016) 'it' in "VERB it with SPELL" ("my opponent pumps it with Giant Growth", "he kills it with
Shock") after a clause naming two creatures ("I block it with Grizzly Bears") was bound to the last creature named,
where "casts Giant Growth on it" is refused; (it-action, r017-r026) the same pronoun, or "that creature", in an action
("I put a +1/+1 counter on it", "I destroy it", "I Fling it at him", "attack with it", "Clone copies it", "Shocks that
creature") was guessed too: kb.engine.ask.prose_pronoun refuses it, naming the pronoun, unless one of them is named again
in its clause; (token-copy, r027-r032) after "I create a token copy of my Grizzly Bears" the name, or 'it', was read as
the original (the token has the name, 707.2; same_names.objects_named lists it now), 'it' after any token was created
was the creature named before (refused as a question's is), and "create a token copy of it" with a spell cast last was
read as a token copy of that spell (refused). Its held half (``redteam14-held``, chosen by ``random.Random(14).shuffle``
of the final list) is never tuned on. Before the fixes: redteam14 16 wrong, redteam14-held 16 wrong; after them: 16
right each. ``ask_redteam14_variants.jsonl`` (86 questions: 28 ``withit…``, 28 ``itact…`` and 30 ``tokcopy…``, each
with 6 that must stay answered, a single creature named before the pronoun) before the fixes: 22 right, 63 wrong (18,
21 and 24), 1 not read; after them: 85 right, 1 not read (withit27, "He pumps it with Giant Growth" with one creature,
not read before either). ``--half all`` after the fixes: every other set's figures the same as before, no wrong answer.
``ask_redteam15.jsonl`` (``v001`` …, 20 questions) holds the probes an eighth outside tester (ask52c, 2026-12-07) found
answered wrong, out of about 280 written before reading the reader, each asking for a number or a list (how many X, how
much damage or life, how many counters, what power now, which creatures are still there, what is in a graveyard, how many
cards in hand, who controls) with one thing changed (plurals, colours, types, tokens, each player's side, objects that
left, an edition said). Two faults: (name-word, v001-v016) a count's word that is a type and a word of a permanent's name
("How many Serras do I control?" with Serra Angel, "Karns", "Lilianas", "Mystics" with Elvish Mystic, "Giants" with Giant
Spider, "Goblins" with Goblin Bombardment) was counted by the type, which none of them has: 0 (201.2, 205.3); the count
now says "cannot decide", naming the permanent and the count by type, when no permanent of that player has the type and
one has the word in its name; (we, v017-v020) "How many Giants do we control?" was read as "do I control" (0, where my
opponent's Hill Giant makes it 1): 'we' is refused in a count, naming the word. Its held half (``redteam15-held``, chosen
by ``random.Random(15).shuffle`` of the final list) is never tuned on. Before the fixes: redteam15 10 wrong,
redteam15-held 10 wrong; after them: 10 right each. ``ask_redteam15_variants.jsonl`` (95 questions: 76 ``nameword…``,
20 of them must stay answered: the type counted when a permanent has it, a name on the other player's side, the
companion's type; 19 ``we…``, 8 of them must stay answered, the same board asked of 'I' or 'my opponent') before the
fixes: 28 right, 67 wrong; after them: 95 right.
``ask_redteam16.jsonl`` (``w001`` …, 212 questions) was written on 2026-12-07 by a ninth outside tester (ask53b), answered
from the CR and Oracle text before running the reader: negations ("doesn't block", "didn't Shock", "no longer has"),
"instead", "until end of turn" asked a turn later, "until your next turn", "each"/"another"/"other" (lords, anthems,
Pyroclasm, Earthquake, Hurricane), controller against owner (Control Magic, Act of Treason, Unsummon), "target" against
"each", numbers in words, moments ("after combat", "at my next upkeep", "in response", "Then it's my turn."), two spells
on the stack, anthems with timestamps, and the readers ask53b added (who owns, mana value, counts by name, colour and
"non-X", changelings, counters said of 'it', editions named by a set). Its held half (``redteam16-held``, chosen by
``random.Random(16).shuffle`` within each batch) is never tuned on. Faults found (each probe committed before its fix):
a count by creature type skipped a changeling (w163-w164: "How many Elves do I control?" with Changeling Outcast was 0);
"Can X attack?" after the opponent's sorcery-speed spell was "No — 508.1: it is opponent's turn", a moment the question
never asked about (w203-w206: now "cannot decide"); "Then it's my turn." after it was dropped (w207-w208: "No"), and
after the opponent's instant too (w209-w210: Giant Growth still counted, two Shocks a turn apart killed a Craw Wurm);
"How many poison counters does my opponent have?" after an unblocked Glistener Elf showed them before combat damage
(w211-w212: 9 where infect makes 10, 702.90b).
Before the fixes (the reader of a44ff387): redteam16 66 right, 5 cannot decide, 8 wrong, 27 not read; redteam16-held 65
right, 5 cannot decide, 8 wrong, 28 not read (106 each; the wrong ones: the changeling counts w163-w164 and w187-w190,
the inferred turn w167 and w203-w206, "Then it's my turn." w207-w210, the poison counters w211). ``ask_redteam16_variants.jsonl``
(61: ``chg…``, ``turn…``, ``myturn…``, with questions that must stay answered) before the fixes: 10 right, 5 cannot
decide, 41 wrong, 5 not read. After them: redteam16 80 right, 3 cannot decide, 23 not read; redteam16-held 79 right, 5
cannot decide, 22 not read; redteam16-variants 61 right; redteam9-held 11 right (was 10), redteam10 16 (was 15); every
other set the same; no wrong answer. A "cannot decide" given before any board was read (the turn only inferred) is scored "not read", never "wrong".

``ask_redteam17.jsonl`` (``w001`` …, 158 questions) holds the probes of a tenth tester (ask54, 2026-12-07) on "Can …?"
questions, each answered from the CR and the cards' Oracle text before running: timing (sorcery speed, flash, split
second, the steps, the stack not empty, "in response", "during combat"), legality (targets, hexproof, shroud,
protection, "can't be countered", summoning sickness, tapped blockers, evasion, Pacifism, attack costs, loyalty
abilities, land drops), what the question leaves unsaid (whose turn, which ability, a target) and older editions
("Under the 2008 rules"). ``verdict~Yes, if`` expects the verdict to say the condition (whose turn it is, a cost paid).
Its held half (``redteam17-held``, chosen by ``random.Random(16).shuffle`` of the list before scoring) is never tuned
on. Before the fixes: redteam17 58 right, 5 cannot decide, 16 wrong; redteam17-held 57 right, 9 cannot decide, 13
wrong (a land played "in response" put onto the battlefield; an attack cost not said paid answered "No"; a target
under rules that leave its legality open, "Yes"; "Can I Counterspell it?" of a spell that can't be countered, "Yes";
a sorcery-speed action with whose turn unsaid, a plain "Yes"). After them: redteam17 70 right, 9 cannot decide;
redteam17-held 69 right, 10 cannot decide; no wrong.

``ask_redteam18.jsonl`` (``x001`` …, 172 questions) holds the probes of an eleventh tester (ask55, 2026-12-07) on
questions that are not "Can …?" ("What happens to X?", "What's its P/T?", "Who controls / owns X?", "How much damage /
life?", "How many …?", "Does X die?", "Where does X go?", "Is X still attacking?", "Does X go to the graveyard?", "Is it
destroyed?"), each answered from the CR and the cards' Oracle text before running: Equipment and Auras after the
creature they were on left, creatures that left and came back (400.7), control changes ending, "until end of turn"
read after the turn ended, two effects in timestamp order, responses, and the 2005 and 2008 rules; x165-x172 are
"Can it attack?" on the turn after a control change or with the turn only inferred. Its held half (``redteam18-held``,
chosen by ``random.Random(18).shuffle`` of the first 152 before scoring, ``random.Random(1818)`` for the 12 probes of
"destroyed" x153-x164 and ``random.Random(1819)`` for x167-x172, added later; x165 tuned, x166 held) is never tuned on.
Before the fixes (the reader of 400d176a, all 172): redteam18 55 right, 7 cannot decide, 22 wrong, 2 not read;
redteam18-held 58 right, 4 cannot decide, 23 wrong, 1 not read (the first commit's 152 scored 53, 5, 17, 1 and 54, 2,
20; x111's expectation was then unreadable by any verdict, x134 word for word a redteam16 question: both reworded).
The wrong ones: "What happens to the Bonesplitter?" after its creature left was "Dies? No" (it stays on the
battlefield, unattached, 301.5c, 704.5n); a yes/no question whose predicate no verdict read ("Is Grizzly Bears still
attacking?" after Cloudshift, "Does the Bonesplitter go to the graveyard?", "Is it exiled?", "Does it have summoning
sickness?") was answered with the object's description; "Is it destroyed?" after a sacrifice, toughness 0 or an Aura
put into the graveyard was "Dies? Yes" (701.8a: none is a destruction); "… casts Act of Treason on it. Then it's my
turn. Can it attack?" was "No — it is your turn" (the reader kept the control that ended, 514.2). After them:
redteam18 79 right, 6 cannot decide, 1 not read; redteam18-held 83 right, 3 cannot decide; redteam16 81 right (was
80); every other set the same; no wrong. ``ask_redteam18_variants.jsonl`` (60: ``happens…``, ``yesno…``,
``combat…``, ``other…``, ``destroyed…``, ``oppturn…``, ``canboth…``, ``ctleot…``, with questions that must stay
answered), written after the fixes: on the reader of 400d176a 10 right, 7 cannot decide, 40 wrong, 3 not read; after
them 54 right, 6 cannot decide.

``ask_redteam19.jsonl`` (``y001`` …, 121 questions) holds the probes of a twelfth tester (ask56, 2026-12-07) mixing
what the last ones did apart: a board told in several sentences, a question about a moment ("after combat", "on my
next turn", "in response", "after first-strike damage"), about a number (life, P/T, damage, counters, cards in hand),
with a clause easy to drop ("until end of turn", "instead", "each opponent", "other", "you control", "for each", "if you
cast this spell during your main phase") and the old rules (combat damage on the stack, mana burn, the legend rules of
2003 and 2012, lifelink as a trigger in 2008), each answered from the CR and the cards' Oracle text before running.
Its held half (``redteam19-held``) was chosen before scoring by ``random.Random(19).shuffle`` of y001-y086,
``random.Random(1919)`` of y087-y111 and ``random.Random(1920)`` of y112-y121, each added as its fault was found.
Before the fixes (the reader of 93a007d3): redteam19 44 right, 1 cannot decide, 7 wrong, 9 not read; redteam19-held
47 right, 4 cannot decide, 5 wrong, 4 not read. The wrong ones: a spell whose text asks whether it was cast during its
caster's main phase, cast at a time not said, read as cast in your precombat main phase ("I cast Might of Old Krosa on
it" 6/6, "He casts Might of Old Krosa on it" 4/4, Sulfurous Blast's 3 damage); an action after first-strike damage then
"Does X die?" or "What's his life?" answered before the regular combat damage step (510.4). After them: redteam19 51
right, 1 cannot decide, 9 not read; redteam19-held 52 right, 4 cannot decide, 4 not read; every other set the same; no
wrong.

``ask_redteam20.jsonl`` (``z001`` …, 175 questions) holds the probes of a thirteenth tester (ask57, 2026-12-07), each
answered from the CR and the cards' Oracle text before running: a moment the question does not state that could change
the answer (a main-phase spell cast before an attack, "after combat", "before blockers", "during combat", "at the end of
the turn", "I flash in X" with a card whose text asks whose turn it is, raid, morbid, revolt: a turn's history the
question does not tell is "cannot decide"), a state named loosely ("Is it still attacking?", "Is it tapped?", "Does it
still have flying?", "Is it still a creature?"), words that could be a card's name ("the Soul Warden trigger", "opt not
to block", "I Counterspell it", "the Angel", "the Giant", "my Wall"), several objects of one name ("one of them", "the
other one", "both") and numbers to check against the board. Its held half (``redteam20-held``) was chosen before
scoring by ``random.Random(57).shuffle`` of z001-z135, ``random.Random(5757)`` of z136-z167 and
``random.Random(575757)`` of z168-z175, each batch added as its fault was found. Before the fixes (the reader of
001f2b74): redteam20 51 right, 7 cannot decide, 5 wrong, 25 not read; redteam20-held 48 right, 9 cannot decide, 8
wrong, 22 not read. The wrong ones: a spell whose text asks whether it was cast in its caster's main phase, cast before
an attack told after it ("I cast Might of Old Krosa on it and attack", z001, z002, z136, z137, z139) or "after combat"
(z168, z169, z172, z174, z175, the last read as the beginning of combat), read as cast in the main phase or in the end
of combat step only; "the Angel" / "his Angel" with Serra Angel and Angel of Mercy, both Angels, read as the one whose
last word it is (z090, z147; "the Giant" with Hill Giant and Giant Spider is the Giant, z146, as fresh10 and fresh12
read it); "Next turn, does it have flying?" answered with a description (z157). After them: redteam20 56 right, 6 cannot decide, 26 not read; redteam20-held 54 right, 10 cannot decide, 23
not read; every other set the same; no wrong. (z084, "In response to the Soul Warden trigger", read as Trigger Happy
cast and "cannot decide" before, is "not read" now; z149, "Does the Angel die?" with both Angels after Pyroclasm, right
before by the guess, is "not read": the Angel is named, never guessed.)

``ask_redteam21.jsonl`` (``za001`` …, 179 questions) holds the probes of a fourteenth tester (ask58, 2026-12-07), each
answered from the CR and the cards' Oracle text before running, over the phrasings redteam20 found not read, each a
kind: a permanent's state told in passing ("a tapped Forest", "my untapped Llanowar Elves", "a face-down creature", "an
attacking Grizzly Bears", "a Grizzly Bears with two +1/+1 counters"), several objects of one name ("one of them", "the
other one", "both", "each of my Bears", "the first one", "a second Shock"), moments said first ("in my upkeep", "at the
beginning of combat", "on my opponent's end step", "during my second main phase", "in response to the trigger", "after
blockers are declared", "before damage"), an Aura or O-Ring cast "at" or "on" a target, chat logs with speaker labels
("Me: … Opp: …", "A: … B: …") and ordinary words that are card names ("noon", "fog", "opt", "shock", "giant", "wall",
"counterspell", "ambush", "ritual", "panic", "charge", "recall", "silence"). Its held half (``redteam21-held``) was
chosen before scoring by ``random.Random(21).shuffle`` of za001-za091, ``random.Random(2121)`` of za092-za137,
``random.Random(212121)`` of za138-za159, ``random.Random(2121212)`` of za160-za163 and ``random.Random(21212121)`` of
za164-za179, each batch added as it was written. Before the fixes (main's reader, d535ae63): redteam21 18 right, 7
cannot decide, 4 wrong, 61 not read; redteam21-held 28 right, 6 cannot decide, 7 wrong, 48 not read. The wrong ones:
"Can it attack?" about the opponent's creature with the turn read as yours from a sorcery-speed cast ("I put Rancor on
his Grizzly Bears. Can it attack?", za092-za097, and za054, za058, za096 whose "No" gave the turn as its reason, not
Pacifism or defender) was "No — on your next turn: it is your turn: only the active player declares attackers"; "one of
the Grizzly Bears" said again after one copy was told apart read as the first copy again (za160-za162: "I cast Giant
Growth on one of the Grizzly Bears. My opponent casts Lightning Bolt on one of the Grizzly Bears. How many creatures do
I control?" was 2). After the fixes and the readers of ask58 (states told in passing, "It is tapped.", chat logs, "At
the beginning of combat, …" and "During my second main phase, …"; tests/test_ask_ask58.py): redteam21 42 right, 6 cannot decide, 42 not read;
redteam21-held 53 right, 5 cannot decide, 31 not read; redteam12 18 right (was 17), redteam20-held 58 right (was 55:
"In my second main phase I cast Might of Old Krosa …" among them); every other set the same; no wrong, no right lost.

``ask_redteam22.jsonl`` (``zb001`` …, 41 questions) holds the probes of a fifteenth tester (ask58b, 2026-12-07), each
answered from the CR and the cards' Oracle text before running, over three kinds of phrase redteam21 left refused:
several objects of one name ("both Grizzly Bears", "each of my Bears", "the first one", "the other one", "the second
Shock", "one of them" once one was told apart), a response to a triggered ability ("in response to the trigger", "in
response to the Soul Warden trigger", "with the trigger on the stack") and a creature's place in combat told in passing
("my blocking Hill Giant", "his attacking Bears"), with refusals where the words leave the answer open. Its held half
(``redteam22-held``, 20) was chosen before scoring by ``random.Random(22).shuffle`` of the ids (the first 20). Before
the readers (main's reader, 5c21ec78): redteam22 7 right, 14 not read; redteam22-held 2 right, 18 not read; no wrong.
After the readers of ask58b (kb.engine.ask.prose_copies, .prose_trigger, .prose_combat_state; tuned on redteam22 only)
and one fix found by the held half (zb026: "Does X die?" of a creature cast in the question, resolved and then
destroyed, was answered with the spell's fate, "X: resolved (graveyard)", on main's reader too, now "Dies? Yes",
700.4): redteam22 19 right, 1 cannot decide, 1 not read; redteam22-held 18 right, 2 not read (zb001, zb007: "Do both
Grizzly Bears die?", "Does each of my Bears die?", a yes/no about several objects, still not read); ``--half all``
against the reader of 5c21ec78 on every question: no right answer lost, no wrong anywhere, and tuning 81 right (was
80), redteam12-held 18 (was 17), redteam20 61 (was 56), redteam20-held 60 (was 58), redteam21 44 (was 42),
redteam21-held 58 (was 53); every other set the same.

``ask_redteam23.jsonl`` (``zc001`` …, 71 questions) holds the probes of a sixteenth tester (ask59, 2026-12-07): questions
about old editions as a judge or player of the day wrote them ("Back in 2005, …", "In 2008, with combat damage on the
stack …", "In June 2009, …", "Under the Sixth Edition rules", "In Kamigawa block", "before the M14 rules change", "comes
into play", "plays Terror"), each answered first from the CR of the editions the words name (a year: every edition in
force then; a year whose editions disagree is a refusal, ``refuse``, which a "Depends on which edition" verdict
satisfies: it gives no single answer). Two batches (zc001-zc047, zc048-zc071), each with its held half chosen before
scoring by ``random.Random(23).shuffle`` of its ids (the first half). Before the fixes (main's reader, 1257aefc, this
scorer): redteam23 29 right, 3 cannot decide, 2 wrong, 2 not read; redteam23-held 27 right, 5 cannot decide, 1 wrong,
2 not read. The wrong ones (zc002, zc006, zc026): two Isamaru under 1999-04-23, 2002-10-07 and 2003-03-15 counted 0
where the legend rule of the day keeps the earlier one, the engine having left both "cannot decide" (413.2h worded
otherwise) and the count skipping them. After ask59 (tests/test_ask_ask59.py): redteam23 29 right, 5 cannot decide, 2
not read; redteam23-held 28 right, 5 cannot decide, 2 not read (zc036: the planeswalker uniqueness rule's choice now
its own, 704.5j of 2016, "1 — the same whichever one its controller keeps").

Each question has ``cards`` (the board it must be read as: every card named there is in the read
steps) and ``expect``:

* ``OBJ.FIELD=VALUE`` (`` & `` between several): the engine's answer for that object and field
  (``pt``, ``zone``, ``tapped``, ``controller``, ``life``, ``lost``, ``triggers`` …); lists compare
  as sets; ``OBJ.abilities>Flying`` has it, ``OBJ.abilities!Flying`` lacks it;
* ``verdict~WORD``: the verdict line (``verdict.text`` of the answer) starts with the word after
  the question's own terms ("Can it attack? No — …");
* ``not_board``: not a board question: the answer must say so;
* ``refuse``: a careful judge would need more facts (which of two, a hidden hand, a choice not made): any answer
  given is wrong; a refusal, "cannot decide" or "not a board question" is right, an answer that names the words
  it did not read is "not read".

Outcomes, one per question:

* **right**: read as the right board, every expected answer given and equal;
* **cannot decide**: read as the right board, and the engine said "cannot decide" (or refused a
  step, naming why) for an expected answer, none of them wrong;
* **wrong**: an answer given that differs from the expected one, or a board read that is not the
  right one without the leftover words being named (a silent misread), or a non-board question
  answered as a board;
* **not read**: the reader stopped, naming the words (honest, but not understood).

"Understood" is right + cannot decide + wrong-with-the-right-board: the board was the right one.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sqlite3
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

HALVES = {"tuning": ROOT / "tests/fixtures/ask_questions_tuning.jsonl",
          "fresh": ROOT / "tests/fixtures/ask_questions_fresh.jsonl",
          "heldout": ROOT / "tests/fixtures/ask_questions_heldout.jsonl",
          "fresh2": ROOT / "tests/fixtures/ask_questions_fresh2.jsonl",
          "fresh2-held": ROOT / "tests/fixtures/ask_questions_fresh2.jsonl",
          "fresh3": ROOT / "tests/fixtures/ask_questions_fresh3.jsonl",
          "fresh3-held": ROOT / "tests/fixtures/ask_questions_fresh3.jsonl",
          "fresh4": ROOT / "tests/fixtures/ask_questions_fresh4.jsonl",
          "fresh4-held": ROOT / "tests/fixtures/ask_questions_fresh4.jsonl",
          "fresh5": ROOT / "tests/fixtures/ask_questions_fresh5.jsonl",
          "fresh5-held": ROOT / "tests/fixtures/ask_questions_fresh5.jsonl",
          "fresh6": ROOT / "tests/fixtures/ask_questions_fresh6.jsonl",
          "fresh6-held": ROOT / "tests/fixtures/ask_questions_fresh6.jsonl",
          "fresh7": ROOT / "tests/fixtures/ask_questions_fresh7.jsonl",
          "fresh7-held": ROOT / "tests/fixtures/ask_questions_fresh7.jsonl",
          "fresh8": ROOT / "tests/fixtures/ask_questions_fresh8.jsonl",
          "fresh8-held": ROOT / "tests/fixtures/ask_questions_fresh8.jsonl",
          "fresh9": ROOT / "tests/fixtures/ask_questions_fresh9.jsonl",
          "fresh9-held": ROOT / "tests/fixtures/ask_questions_fresh9.jsonl",
          "fresh10": ROOT / "tests/fixtures/ask_questions_fresh10.jsonl",
          "fresh10-held": ROOT / "tests/fixtures/ask_questions_fresh10.jsonl",
          "fresh11": ROOT / "tests/fixtures/ask_questions_fresh11.jsonl",
          "fresh11-held": ROOT / "tests/fixtures/ask_questions_fresh11.jsonl",
          "fresh12": ROOT / "tests/fixtures/ask_questions_fresh12.jsonl",
          "fresh12-held": ROOT / "tests/fixtures/ask_questions_fresh12.jsonl",
          "fresh13": ROOT / "tests/fixtures/ask_questions_fresh13.jsonl",
          "fresh13-held": ROOT / "tests/fixtures/ask_questions_fresh13.jsonl",
          "fresh14": ROOT / "tests/fixtures/ask_questions_fresh14.jsonl",
          "fresh14-held": ROOT / "tests/fixtures/ask_questions_fresh14.jsonl",
          "fresh15": ROOT / "tests/fixtures/ask_questions_fresh15.jsonl",
          "fresh15-held": ROOT / "tests/fixtures/ask_questions_fresh15.jsonl",
          "fresh16": ROOT / "tests/fixtures/ask_questions_fresh16.jsonl",
          "fresh16-held": ROOT / "tests/fixtures/ask_questions_fresh16.jsonl",
          "redteam8": ROOT / "tests/fixtures/ask_redteam8.jsonl",
          "redteam8-held": ROOT / "tests/fixtures/ask_redteam8.jsonl",
          "redteam9": ROOT / "tests/fixtures/ask_redteam9.jsonl",
          "redteam9-held": ROOT / "tests/fixtures/ask_redteam9.jsonl",
          "redteam9-variants": ROOT / "tests/fixtures/ask_redteam9_variants.jsonl",
          "redteam10": ROOT / "tests/fixtures/ask_redteam10.jsonl",
          "redteam10-held": ROOT / "tests/fixtures/ask_redteam10.jsonl",
          "redteam10-variants": ROOT / "tests/fixtures/ask_redteam10_variants.jsonl",
          "redteam11": ROOT / "tests/fixtures/ask_redteam11.jsonl",
          "redteam11-held": ROOT / "tests/fixtures/ask_redteam11.jsonl",
          "redteam11-variants": ROOT / "tests/fixtures/ask_redteam11_variants.jsonl",
          "redteam12": ROOT / "tests/fixtures/ask_redteam12.jsonl",
          "redteam12-held": ROOT / "tests/fixtures/ask_redteam12.jsonl",
          "redteam12-variants": ROOT / "tests/fixtures/ask_redteam12_variants.jsonl",
          "redteam13": ROOT / "tests/fixtures/ask_redteam13.jsonl",
          "redteam13-held": ROOT / "tests/fixtures/ask_redteam13.jsonl",
          "redteam13-variants": ROOT / "tests/fixtures/ask_redteam13_variants.jsonl",
          "redteam14": ROOT / "tests/fixtures/ask_redteam14.jsonl",
          "redteam14-held": ROOT / "tests/fixtures/ask_redteam14.jsonl",
          "redteam14-variants": ROOT / "tests/fixtures/ask_redteam14_variants.jsonl",
          "redteam15": ROOT / "tests/fixtures/ask_redteam15.jsonl",
          "redteam15-held": ROOT / "tests/fixtures/ask_redteam15.jsonl",
          "redteam15-variants": ROOT / "tests/fixtures/ask_redteam15_variants.jsonl",
          "redteam16": ROOT / "tests/fixtures/ask_redteam16.jsonl",
          "redteam16-held": ROOT / "tests/fixtures/ask_redteam16.jsonl",
          "redteam16-variants": ROOT / "tests/fixtures/ask_redteam16_variants.jsonl",
          "redteam17": ROOT / "tests/fixtures/ask_redteam17.jsonl",
          "redteam17-held": ROOT / "tests/fixtures/ask_redteam17.jsonl",
          "redteam18": ROOT / "tests/fixtures/ask_redteam18.jsonl",
          "redteam18-held": ROOT / "tests/fixtures/ask_redteam18.jsonl",
          "redteam18-variants": ROOT / "tests/fixtures/ask_redteam18_variants.jsonl",
          "redteam19": ROOT / "tests/fixtures/ask_redteam19.jsonl",
          "redteam19-held": ROOT / "tests/fixtures/ask_redteam19.jsonl",
          "redteam20": ROOT / "tests/fixtures/ask_redteam20.jsonl",
          "redteam20-held": ROOT / "tests/fixtures/ask_redteam20.jsonl",
          "redteam21": ROOT / "tests/fixtures/ask_redteam21.jsonl",
          "redteam21-held": ROOT / "tests/fixtures/ask_redteam21.jsonl",
          "redteam22": ROOT / "tests/fixtures/ask_redteam22.jsonl",
          "redteam22-held": ROOT / "tests/fixtures/ask_redteam22.jsonl",
          "redteam23": ROOT / "tests/fixtures/ask_redteam23.jsonl",
          "redteam23-held": ROOT / "tests/fixtures/ask_redteam23.jsonl"}
SPLIT = {"fresh2": False, "fresh2-held": True, "fresh3": False, "fresh3-held": True, "fresh4": False,
         "fresh4-held": True, "fresh5": False, "fresh5-held": True,
         "fresh6": False, "fresh6-held": True, "fresh7": False, "fresh7-held": True,
         "fresh8": False, "fresh8-held": True, "fresh9": False, "fresh9-held": True,
         "fresh10": False, "fresh10-held": True,
         "fresh11": False, "fresh11-held": True,
         "fresh12": False, "fresh12-held": True,
         "fresh13": False, "fresh13-held": True,
         "fresh14": False, "fresh14-held": True,
         "fresh15": False, "fresh15-held": True,
         "fresh16": False, "fresh16-held": True,
         "redteam8": False, "redteam8-held": True,
         "redteam9": False, "redteam9-held": True,
         "redteam10": False, "redteam10-held": True,
         "redteam11": False, "redteam11-held": True,
         "redteam12": False, "redteam12-held": True,
         "redteam13": False, "redteam13-held": True,
         "redteam14": False, "redteam14-held": True,
         "redteam15": False, "redteam15-held": True,
         "redteam16": False, "redteam16-held": True,
         "redteam17": False, "redteam17-held": True,
         "redteam18": False, "redteam18-held": True,
         "redteam19": False, "redteam19-held": True,
         "redteam20": False, "redteam20-held": True,
         "redteam21": False, "redteam21-held": True,
         "redteam22": False, "redteam22-held": True,
         "redteam23": False, "redteam23-held": True}   # one file, two halves: a question marked "held" is never tuned on


def items_of(name: str) -> list[dict]:
    """The questions of one half (a file, or the half of a file its ``held`` marks say)."""
    items = load(HALVES[name])
    if name in SPLIT:
        items = [it for it in items if bool(it.get("held")) == SPLIT[name]]
    return items


def load(path: Path) -> list[dict]:
    return [json.loads(ln) for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()]


def _value(text: str):
    t = text.strip()
    if t in ("true", "false"):
        return t == "true"
    if re.fullmatch(r"-?\d+", t):
        return int(t)
    if t == "{}":
        return {}
    if t.startswith("[") and t.endswith("]"):
        return sorted(x.strip() for x in t[1:-1].split(",") if x.strip())
    return t


def _same(want, got) -> bool:
    if isinstance(want, list):
        return isinstance(got, list) and sorted(map(str, got)) == want
    if isinstance(want, dict):
        return isinstance(got, dict) and {k: v for k, v in got.items() if v} == want
    if isinstance(want, str) and isinstance(got, str):
        return want.lower() == got.lower()
    return want == got


def _expectations(expect: str) -> list[tuple]:
    out = []
    for part in expect.split(" & "):
        m = re.fullmatch(r"(.+)\.(\w+)([=>!])(.*)", part.strip())
        if not m:
            raise SystemExit(f"cannot read expectation {part!r}")
        out.append((m.group(1), m.group(2), m.group(3), m.group(4)))
    return out


def answer(q: str, conn, edition: str = "current") -> dict:
    """The engine's answer as data (the same as ``kb ask --json``), or the reading error."""
    from kb.engine import ask as A

    if hasattr(A, "answer_question"):
        return A.answer_question(q, conn, edition)
    try:
        compiled, res = A.run_question(q, conn, edition)
    except A.AskError as exc:
        return {"ok": False, "error": exc.message}
    return {"ok": True, "read_as": [A.step_text(s) for s in compiled.steps], "scenario": compiled.data,
            "answers": [{"object": c.obj, "field": c.field, "actual": c.actual, "status": c.status,
                         "cannot_decide": c.undecided} for c in res.answers]}


def _board_names(data: dict) -> str:
    return json.dumps(data.get("scenario") or {}, ensure_ascii=False).lower()


def score(item: dict, out: dict) -> tuple[str, bool, str]:
    """(outcome, understood, why)"""
    exp = item["expect"]
    if exp == "refuse":
        return _score_refuse(out)
    if exp == "not_board":
        if out.get("not_board"):
            return "right", True, ""
        if not out.get("ok"):
            return "not read", False, out.get("error", "")
        return "wrong", False, "answered as a board: " + "; ".join(out.get("read_as", []))
    if not out.get("ok"):
        err = out.get("error", "")
        if out.get("stage") == "run" and all(c.lower() in (out.get("board") or "").lower() for c in item["cards"]):
            return "cannot decide", True, err
        return "not read", False, err
    board = _board_names(out)
    missing = [c for c in item["cards"] if c.lower() not in board]
    if missing:
        if out.get("leftover") or out.get("not_board"):
            return "not read", False, f"leftover words named; board lacks {missing}"
        v = (out.get("verdict") or {}).get("text") or ""
        if not out.get("scenario") and "cannot decide" in v.lower():
            return "not read", False, f"refused before a board was read: {v}"   # a refusal, never an answer
        return "wrong", False, f"silent misread: board lacks {missing}: " + "; ".join(out.get("read_as", []))
    if exp.startswith("verdict~"):
        want = exp[len("verdict~"):].strip().lower()
        v = (out.get("verdict") or {}).get("text") or ""
        if not v:
            return "not read", True, "no verdict"
        if "cannot decide" in v.lower():
            return "cannot decide", True, v
        # "Answered without 'X' (not read): Can …? Yes": the verdict after the sentence it names as set aside
        # (chat57: it was split at that ':' and scored "wrong" whatever the verdict said)
        v = re.sub(r"^Answered without .*? \(not read\): ", "", v, count=1)
        got = re.split(r"[?:]\s*", v, maxsplit=1)[-1].strip().lower()
        return ("right", True, v) if got.startswith(want) else ("wrong", True, v)
    rows = list(out.get("answers") or []) + list((out.get("verdict") or {}).get("answers") or [])
    undecided, wrong, missing_ans = [], [], []
    for obj, field, op, val in _expectations(exp):
        hit = [r for r in rows if str(r["object"]).lower() == obj.lower() and r["field"] == field]
        if not hit and field == "zone" and val == "battlefield" and any(
                str(r["object"]).lower() == obj.lower() and r["field"] == "controller" for r in rows):
            hit = [{"object": obj, "field": "zone", "actual": "battlefield", "status": "answer"}]  # shown as a permanent
        if not hit:
            missing_ans.append(f"{obj}.{field}")
            continue
        r = hit[-1]
        if r.get("status") == "cannot decide" or r.get("cannot_decide"):
            undecided.append(f"{obj}.{field}")
            continue
        got = r["actual"]
        if op == "=":
            ok = _same(_value(val), got)
        else:
            has = isinstance(got, list) and any(str(a).lower() == val.lower() for a in got)
            ok = has if op == ">" else not has
        if not ok:
            wrong.append(f"{obj}.{field}: {got!r} (expected {val})")
    if wrong:
        return "wrong", True, "; ".join(wrong)
    if undecided:
        return "cannot decide", True, "; ".join(undecided)
    if missing_ans:
        return "not read", True, "no answer for " + ", ".join(missing_ans) + ": " + "; ".join(out.get("read_as", []))
    return "right", True, ""


def _score_refuse(out: dict) -> tuple[str, bool, str]:
    """A question a careful judge would not answer without more facts: only a refusal is right."""
    if not out.get("ok") or out.get("not_board"):
        return "right", True, out.get("error", "not a board question")
    v = (out.get("verdict") or {}).get("text") or ""
    if "cannot decide" in v.lower():
        return "right", True, v
    if v.startswith("Depends on which edition"):
        # a year or change whose editions disagree, each edition's answer given (docs/ask.md): no one answer (ask59)
        return "right", True, v
    if out.get("leftover"):
        return "not read", False, v
    rows = list(out.get("answers") or []) + list((out.get("verdict") or {}).get("answers") or [])
    if not v and rows and all(r.get("status") == "cannot decide" or r.get("cannot_decide") for r in rows):
        return "right", True, "cannot decide"
    return "wrong", True, "answered: " + (v or "; ".join(f"{r['object']}.{r['field']}={r['actual']!r}" for r in rows))


def run_half(name: str, conn, show: bool) -> dict:
    items = items_of(name)
    counts = {"right": 0, "cannot decide": 0, "wrong": 0, "not read": 0}
    understood = 0
    for it in items:
        try:
            out = answer(it["q"], conn)
        except Exception as exc:  # a crash is a finding, not a stop
            out = {"ok": False, "error": f"crash: {type(exc).__name__}: {exc}"}
        outcome, und, why = score(it, out)
        counts[outcome] += 1
        understood += und
        if show and outcome != "right":
            print(f"  [{outcome}] {it['id']} {it['q']}\n      {why[:300]}")
    n = len(items)
    print(f"{name:<11} n={n:3d}  understood {understood:3d} ({100 * understood / n:4.1f} %)  "
          f"right {counts['right']:3d}  cannot decide {counts['cannot decide']:3d}  wrong {counts['wrong']:3d}  "
          f"not read {counts['not read']:3d}", flush=True)
    return {"n": n, "understood": understood, **counts}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--db", default=os.environ.get("KB_DB", str(ROOT / "data/kb.db")))
    ap.add_argument("--half", choices=[*HALVES, "both", "all"], default="all",
                    help="both: tuning and held-out; all: the three sets")
    ap.add_argument("--show", action="store_true", help="list each question not answered right, and why")
    a = ap.parse_args()
    conn = sqlite3.connect(f"file:{a.db}?mode=ro", uri=True)
    names = {"both": ["tuning", "heldout"], "all": list(HALVES)}.get(a.half, [a.half])
    for name in names:
        run_half(name, conn, a.show)


if __name__ == "__main__":
    main()
