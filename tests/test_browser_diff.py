"""A judge on a phone (390 px wide, Debian's chromium via Playwright) reads what changed between
two editions and where a rule's words changed.  Fails (never skips) without chromium or ../shared."""
from __future__ import annotations

import re

import pytest

from browserkit import chromium, kb_server

PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def server(analyzed_db):
    with kb_server(analyzed_db) as url:
        yield url


@pytest.fixture(scope="module")
def phone():
    with chromium() as b:
        page = b.new_page(viewport=PHONE)
        page.set_default_timeout(30_000)
        yield page


def test_diff_page_on_a_phone(server, phone, corpus_editions):
    prev, last = corpus_editions[-2:]
    phone.goto(server + "/")
    phone.locator(f'a[href="/diff/{prev}..{last}"]').first.click()  # "changes since" on the home page
    phone.wait_for_url(re.compile(rf"/diff/{prev}\.\.{last}$"))
    assert phone.title() == f"Changes {prev} → {last} · Comprehensive Rules"
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]  # no sideways scrolling
    phone.goto(server + "/diff/2026-02-27..2026-04-17")  # a diff whose changes this test knows
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert phone.evaluate("document.documentElement.scrollHeight") < 20_000  # was 110,000 px
    sizes = phone.evaluate("[...document.querySelectorAll('.kb-diff-form select, .kb-diff-form input')]"
                           ".map(e => getComputedStyle(e).fontSize)")
    assert sizes and set(sizes) == {"16px"}
    change = phone.locator("#c-107\\.3e")
    assert change.locator("del").first.inner_text() == "chosen or defined for"
    assert change.locator("ins").first.inner_text() == "used by"
    # an old reference leads to the old edition
    phone.locator("#c-104\\.6 a:has(del)").first.click()
    phone.wait_for_url(re.compile(r"/rule/726\?edition=2026-02-27$"))
    assert "Restarting the Game" in phone.locator("h1").inner_text()
    phone.go_back()
    phone.locator("a[rel=prev]").first.click()
    phone.wait_for_url(re.compile(r"/diff/2026-01-16\.\.2026-02-27$"))
    assert phone.locator("h1").inner_text().startswith("What changed: 2026-01-16")


def test_history_rows_expand_to_the_word_diff_on_a_phone(server, phone):
    phone.goto(server + "/rule/613.4")
    where = phone.locator("#history details.kb-where").first
    assert where.locator("summary").inner_text().strip()
    full = where.locator("p.kb-wdiff")
    assert not full.is_visible()
    where.locator("summary").click()
    assert full.is_visible() and full.locator("del, ins").count() >= 1
    assert phone.evaluate("document.querySelector('#history').scrollWidth") <= PHONE["width"]
