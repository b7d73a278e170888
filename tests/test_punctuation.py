"""kb.punctuation on small texts: what a broken edition's "?" stood for is read off its neighbours' texts."""
import sqlite3

from kb.punctuation import repair_text, suspect_editions


def test_an_apostrophe_and_quotes_are_read_off_the_same_rule():
    text, left = repair_text('the ?can?t? effect wins', ['the "can\'t" effect wins'], [])
    assert (text, left) == ('the "can\'t" effect wins', 0)


def test_a_dash_the_neighbour_spaces_off_is_read_with_its_spaces():
    same = ["it's the object as it exists -- or as it most recently existed -- that does it"]
    text, left = repair_text("it's the object as it exists?or as it most recently existed?that does it", same, [])
    assert (text, left) == (same[0], 0)


def test_a_question_mark_no_neighbour_explains_stays_and_is_counted():
    text, left = repair_text("Leaves?play abilities trigger", ["Leaves-the-battlefield abilities trigger"], [])
    assert (text, left) == ("Leaves?play abilities trigger", 1)


def test_a_real_question_mark_stays():
    text, left = repair_text("Who wins? Nobody.", ["Who wins? Nobody."], [])
    assert (text, left) == ("Who wins? Nobody.", 0)


def _conn(rules):
    c = sqlite3.connect(":memory:")
    c.execute("CREATE TABLE editions (id TEXT)")
    c.execute("CREATE TABLE rules (edition TEXT, number TEXT, text TEXT)")
    for ed, texts in rules.items():
        c.execute("INSERT INTO editions VALUES (?)", [ed])
        c.executemany("INSERT INTO rules VALUES (?, ?, ?)", [(ed, str(i), t) for i, t in enumerate(texts)])
    return c


def test_an_edition_is_suspect_for_its_words_not_for_a_web_address():
    url = "They can be found at www.wizards.com/default.asp?x=dci/doccenter/home."
    c = _conn({"2009-02-01": [url] * 30,
               "2009-05-01": [url] + [f"abilities aren't played?they happen {i}" for i in range(5)],
               "2009-07-11": [url, "a single player?s slip"]})
    assert suspect_editions(c) == ["2009-05-01"]
