"""/ask in a real browser: `kb serve` on the corpus KB with its cards, Playwright driving Debian's chromium,
on a desktop window and on a 390×844 phone. Fails (never skips) without chromium, playwright or ../shared."""
from __future__ import annotations

import re
import urllib.parse
import urllib.request

import pytest

from test_ask import ask_kb  # noqa: F401 - the KB with the corpus and its cards
from browserkit import kb_server
from test_browser import browser  # noqa: F401 - the chromium fixture

FLING = "cast Fling sacrificing Grizzly Bears targeting opponent; Fork it; show opponent's life"
OGRE = "Gray Ogre; +1/+1 counter on Gray Ogre; Giant Growth on Gray Ogre; Glorious Anthem; show Gray Ogre"


@pytest.fixture(scope="module")
def ask_server(ask_kb):  # noqa: F811
    with kb_server(ask_kb, "/ask") as url:
        yield url


def _no_horizontal_overflow(page, width: int) -> None:
    sw = page.evaluate("document.documentElement.scrollWidth")
    assert sw <= width, f"the page is {sw}px wide in a {width}px window"


def _cited_links_point_at(page, edition: str) -> list[str]:
    hrefs = page.eval_on_selector_all("#kb-cited a", "els => els.map(e => e.getAttribute('href'))")
    assert hrefs, "no cited rule"
    for h in hrefs:
        assert re.fullmatch(rf"/rule/\d{{3}}(\.\d+[a-z]?)?\?edition={edition}", h), h
    return hrefs


def test_desktop_completion_question_answer_and_rule_links(ask_server, browser, newest_edition):  # noqa: F811
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.set_default_timeout(30_000)
    page.goto(ask_server + "/ask")
    assert page.locator("h1").inner_text() == "Ask the rules engine"
    # card names complete from the KB: the datalist offers the question with the name completed
    page.locator("#kb-ask-q").press_sequentially("Humility; Opal", delay=20)
    page.wait_for_function("[...document.querySelectorAll('#kb-cards option')]"
                           ".some(o => o.value === 'Humility; Opalescence')")
    page.fill("#kb-ask-q", FLING)
    page.locator("#kb-ask button[type=submit]").click()
    page.wait_for_url(re.compile(r"/ask\?q=cast\+Fling"))
    assert "life 16" in page.locator("#kb-answers").inner_text()
    assert "cast: {card: Fork, targets: [Fling]}" in page.locator("#kb-read").inner_text()
    hrefs = _cited_links_point_at(page, newest_edition)
    assert f"/rule/707.10?edition={newest_edition}" in hrefs
    # the URL holds the question: another judge opening it gets the same answer
    shared = page.url
    other = browser.new_page()
    other.goto(shared)
    assert "life 16" in other.locator("#kb-answers").inner_text()
    assert other.locator("#kb-ask-q").input_value() == FLING
    other.close()
    # a cited rule opens in the edition used
    page.locator("#kb-cited a", has_text=re.compile(r"^707\.10$")).click()
    page.wait_for_url(re.compile(rf"/rule/707\.10\?edition={newest_edition}$"))
    assert page.locator("h1").inner_text().strip() == "707.10"
    page.close()


def test_phone_2007_question_and_an_error(ask_server, browser):  # noqa: F811
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True,
                              has_touch=True)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(ask_server + "/ask")
    _no_horizontal_overflow(page, 390)
    for sel in ("#kb-ask-q", "#kb-ask-edition"):
        assert page.eval_on_selector(sel, "e => getComputedStyle(e).fontSize") == "16px", sel
    page.fill("#kb-ask-q", OGRE)
    page.select_option("#kb-ask-edition", "2007-02-01")
    page.locator("#kb-ask button[type=submit]").click()
    page.wait_for_url(re.compile(r"edition=2007-02-01"))
    assert "Gray Ogre: 7/7" in " ".join(page.locator("#kb-answers").inner_text().split())
    trace = page.locator("#kb-trace").inner_text()
    assert "Layer 6b" in trace and "Layer 6d" in trace
    hrefs = _cited_links_point_at(page, "2007-02-01")
    assert "/rule/418.5a?edition=2007-02-01" in hrefs
    _no_horizontal_overflow(page, 390)
    # an unreadable word is pointed at, on the phone too
    page.goto(ask_server + "/ask?" + urllib.parse.urlencode({"q": "Gray Ogre; cast Fling sacrficing Gray Ogre " * 3}))
    assert "cannot read 'sacrficing'" in page.locator("#kb-ask-error").inner_text()
    assert page.locator("#kb-ask-error pre mark").inner_text() == "sacrficing"
    _no_horizontal_overflow(page, 390)
    ctx.close()
