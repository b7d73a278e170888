"""A judge in a real browser: `kb serve` on the whole corpus, driven by Playwright with Debian's chromium.

Home page → search "copy of a spell" → open 707.10 → follow a cross-reference to its target.
Fails (never skips) when chromium, playwright or ../shared is missing: CI installs chromium
with scripts/ci-deps.sh.  Playwright's own browser downloads are never used.
"""
from __future__ import annotations

import re

import pytest

from browserkit import kb_server

@pytest.fixture(scope="module")
def server(corpus_db):
    """`kb serve` on a free localhost port, until the module's tests are done."""
    with kb_server(corpus_db) as url:
        yield url


def test_judge_searches_opens_707_10_and_follows_a_reference(server, browser):
    page = browser.new_page()
    page.set_default_timeout(30_000)
    page.goto(server + "/")
    assert "Comprehensive Rules" in page.locator("h1").inner_text()

    page.fill("#kb-q", "copy of a spell")
    page.locator("#kb-search button[type=submit]").click()
    page.wait_for_url(re.compile(r"/search\?q=copy\+of\+a\+spell"))
    hits = page.locator("a.kb-hit")
    assert hits.count() > 3
    first_three = [hits.nth(i).inner_text() for i in range(3)]
    assert "707.10" in first_three, first_three

    page.get_by_role("link", name="707.10", exact=True).first.click()
    page.wait_for_url(re.compile(r"/rule/707\.10\?edition=\d{4}-\d{2}-\d{2}$"))
    assert page.locator("h1").inner_text().strip() == "707.10"
    assert "To copy a spell" in page.locator("#text").inner_text()

    link = page.locator("#text a.ruleref").first
    target, href = link.inner_text().strip(), link.get_attribute("href")
    assert re.fullmatch(r"/rule/[\d.a-z]+\?edition=\d{4}-\d{2}-\d{2}", href), href
    link.click()
    page.wait_for_url(re.compile(re.escape(href) + "$"))
    heading = page.locator("h1").inner_text().strip()
    assert heading == target or heading.startswith(target + "."), (heading, target)
    assert page.locator("#text .kb-node").count() >= 1
    page.close()
