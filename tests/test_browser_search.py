"""A judge in a real browser, on a desktop and on a phone (390×844): slang search, a rule preview on
tap, an example's deep link, the card box with a misspelt name, /define (issue 12).

`kb serve` on the whole corpus with its cards, driven by Playwright with Debian's chromium (as in
test_browser.py).  Fails, never skips, when chromium, playwright or ../shared is missing.
"""
from __future__ import annotations

import re

import pytest

from browserkit import kb_server, no_overflow

@pytest.fixture(scope="module")
def server(corpus_cards_db):
    with kb_server(corpus_cards_db) as url:
        yield url


def test_slang_search_from_the_home_page(server, page):
    page.goto(server + "/")
    no_overflow(page)
    assert page.evaluate("getComputedStyle(document.querySelector('#kb-q')).fontSize") == "16px"
    page.fill("#kb-q", "sba")
    page.locator("#kb-search button[type=submit]").click()
    page.wait_for_url(re.compile(r"/search\?q=sba"))
    hits = page.locator("a.kb-hit")
    assert hits.count() >= 3
    assert any(hits.nth(i).inner_text().startswith("704") for i in range(3))
    assert "State-Based Actions" in page.locator("#kb-summary").inner_text()
    no_overflow(page)


def test_rule_preview_without_leaving_the_page(server, page):
    page.goto(server + "/rule/707.10")
    no_overflow(page)
    link = page.locator("#text a.ruleref").first
    target = link.inner_text().strip()
    before = page.url
    if page.kb_phone:
        link.tap()
    else:
        link.hover()
    pop = page.locator("#kb-pop")
    pop.wait_for(state="visible")
    page.wait_for_function("document.querySelector('#kb-pop .kb-pop-text') !== null")
    assert target in pop.inner_text() and len(pop.locator(".kb-pop-text").inner_text()) > 5
    assert page.url == before  # still on the page
    box = pop.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= page.viewport_size["width"] + 1


def test_glossary_term_definition_on_tap_or_hover(server, page):
    page.goto(server + "/rule/702.19")
    term = page.locator("#text .kb-term").first
    term.wait_for()
    name = term.get_attribute("data-term")
    term.tap() if page.kb_phone else term.hover()
    pop = page.locator("#kb-pop")
    page.wait_for_function("document.querySelector('#kb-pop strong') !== null && !document.querySelector('#kb-pop').hidden")
    assert pop.locator("strong").inner_text() == name and len(pop.inner_text()) > len(name) + 10


def test_example_deep_link(server, page):
    page.goto(server + "/rule/707.10#ex-2")
    ex = page.locator("#ex-2")
    assert "Fling" in ex.inner_text()
    assert ex.evaluate("e => e.matches(':target')")
    top = ex.evaluate("e => e.getBoundingClientRect().top")
    assert -1 < top < page.viewport_size["height"]  # scrolled to it (to the pixel: its top may fall between two)
    no_overflow(page)
    # A search hit on that example lands on it.
    page.goto(server + "/search?q=fling+sacrificed+creature+copy")
    link = page.locator('a.kb-hit[href*="/rule/707.10"][href$="#ex-2"]').first
    link.click()
    page.wait_for_url(re.compile(r"/rule/707\.10\?edition=[\d-]+#ex-2$"))


def test_card_box_with_a_misspelt_name(server, page):
    page.goto(server + "/")
    page.fill("#kb-card-q", "lightening bolt")
    page.locator("#kb-card button[type=submit]").click()
    page.wait_for_url(re.compile(r"/card/lightening%20bolt$"))
    assert page.locator("h1").inner_text().strip() == "Lightning Bolt"
    assert "deals 3 damage" in page.locator(".kb-face").first.inner_text()
    assert "fuzzy match" in page.locator("#kb-card-match").inner_text()
    assert page.locator("#kb-card-date").is_visible()
    no_overflow(page)


def test_define_page(server, page):
    page.goto(server + "/define?q=storm+count")
    assert page.evaluate("document.querySelector('.kb-entry h2').textContent").strip().startswith("Storm")
    assert "702.40" in page.evaluate("document.querySelector('#kb-keyword').textContent")
    page.goto(server + "/define?q=p%2Ft")
    heads = page.evaluate("[...document.querySelectorAll('.kb-entry h2')].map(e => e.textContent.trim())")
    assert heads == ["Power", "Toughness"]
    page.goto(server + "/define?q=deathtuch")
    assert "did you mean" in page.evaluate("document.querySelector('#kb-did-you-mean').textContent")
    no_overflow(page)


def test_rule_page_on_a_phone_has_a_contents_list(server, page):
    page.goto(server + "/rule/613")
    toc = page.locator("nav.kb-toc")
    assert toc.is_visible() == page.kb_phone
    no_overflow(page)
    page.goto(server + "/rule/613.4")  # its history table used to overflow
    no_overflow(page)


def test_preview_on_a_datasette_table_page(server, page):
    page.goto(server + "/kb/rules?edition=2026-04-17&section=613&_size=5")
    link = page.locator("a.ruleref").first
    link.tap() if page.kb_phone else link.hover()
    page.wait_for_function("document.querySelector('#kb-pop .kb-pop-text') !== null && "
                           "!document.querySelector('#kb-pop').hidden")
    assert link.inner_text().strip() in page.locator("#kb-pop strong").inner_text()
