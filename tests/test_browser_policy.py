"""The policy documents in a real browser, on a desktop and on a phone (390×844) (issue 23):
/mtr/3.8, /ipg/2.1 with its penalty and the previews of its MTR and CR references, the penalty
quick reference, and a policy search with the document filter.

`kb serve` on a KB of the CR editions in force on the documents' dates and ../shared/policy, driven by
Playwright with Debian's chromium (as in test_browser.py).  Fails, never skips, when chromium,
playwright or ../shared is missing.
"""
from __future__ import annotations

import re

import pytest

from browserkit import kb_server, no_overflow

@pytest.fixture(scope="module")
def server(tmp_path_factory, shared_dir):
    from kb.store import ingest_paths

    db = tmp_path_factory.mktemp("policy-web") / "kb.db"
    ingest_paths(db, [shared_dir / "cr" / "cr-2024-07-30.txt", shared_dir / "cr" / "cr-2025-09-19.txt",
                      shared_dir / "policy"])
    with kb_server(db) as url:
        yield url


def _preview(page, link, title: str) -> str:
    """Hover (desktop) or tap (phone) ``link``: its preview, whose title holds ``title``."""
    before = page.url
    link.scroll_into_view_if_needed()
    link.tap() if page.kb_phone else link.hover()
    pop = page.locator("#kb-pop")
    pop.wait_for(state="visible")
    page.wait_for_function("t => { const s = document.querySelector('#kb-pop strong'); "
                           "return s && s.textContent.includes(t) && document.querySelector('#kb-pop .kb-pop-text'); }",
                           arg=title)
    assert page.url == before
    box = pop.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= page.viewport_size["width"] + 1
    return pop.inner_text()


def test_mtr_section_page(server, page):
    page.goto(server + "/mtr/3.8")
    assert page.locator("h1").inner_text().strip() == "MTR 3.8 Game Markers"
    assert "glass beads" in page.locator("#text").inner_text()
    assert "effective 2025-11-10" in page.locator(".kb-cite").inner_text()
    page.locator("a[rel=next]").click()
    page.wait_for_url(re.compile(r"/mtr/3\.9"))
    no_overflow(page)


def test_mtr_cr_reference_preview(server, page):
    page.goto(server + "/mtr/2.3")
    link = page.locator('#text a.ruleref[href*="/rule/103.4"]').first
    assert "edition=2025-09-19" in link.get_attribute("href")  # the CR in force on the MTR's date
    text = _preview(page, link, "103.4")
    # The number as written, in that edition: there 103.4 is "Starting the Game" (the mulligan rule the
    # MTR means is 103.5 since the CR renumbered it; the link shows what the number says, not a guess).
    assert "103.4" in text and "Starting the Game" in text
    no_overflow(page)


def test_ipg_infraction_page_with_parts_penalty_and_previews(server, page):
    page.goto(server + "/ipg/2.1")
    assert "Missed Trigger" in page.locator("h1").inner_text()
    assert "No Penalty" in page.locator("#penalty").inner_text()
    for part in ("Definition", "Examples", "Philosophy", "Additional Remedy", "Upgrade"):
        assert page.locator(f"#text h2:has-text('{part}')").count() == 1, part
    text = _preview(page, page.locator('#text a.ruleref[href*="/mtr/4.3"]').first, "MTR 4.3")
    assert "MTR 4.3" in text and "Out-of-Order Sequencing" in text
    page.keyboard.press("Escape")
    text = _preview(page, page.locator('#text a.ruleref[href*="/ipg/2.5"]').first, "IPG 2.5")
    assert "Game Rule Violation" in text
    no_overflow(page)


def test_penalty_quick_reference(server, page):
    page.goto(server + "/penalties")
    rows = page.locator("#penalties tbody tr:not(.kb-class)")
    assert rows.count() == 23
    assert "Disqualification" in page.locator("#penalties tr:has-text('Cheating')").inner_text()
    no_overflow(page)


def test_policy_search_with_the_document_filter(server, page):
    page.goto(server + "/search")
    page.fill("#kb-q", "player drew an extra card")
    page.select_option("#kb-doc", "policy")
    page.locator("#kb-search button[type=submit]").click()
    page.wait_for_url(re.compile(r"/search\?q=player.*doc=policy"))
    first = page.locator(".kb-result").first
    assert first.locator(".kb-doc").inner_text() == "IPG" and first.locator("mark").count() >= 1
    assert "Hidden Card Error" in " ".join(page.locator(".kb-result").nth(i).inner_text() for i in range(3))
    no_overflow(page)
    page.goto(server + "/search?q=GRV")  # all documents: slang in its policy sense, in the side list
    side = page.locator("#kb-policy-side")
    labels = [side.locator(".kb-result .kb-doc").nth(i).inner_text() for i in range(3)]
    assert "IPG" in labels and "Game Rule Violation" in side.inner_text()
    no_overflow(page)
    page.goto(server + "/search?q=player+arrives+5+minutes+late+to+the+match")  # both lists, apart
    assert "Tardiness" in page.locator("#kb-policy-side").inner_text()
    assert page.locator(".kb-cr-hits .kb-result .kb-doc").first.inner_text() == "CR"
    no_overflow(page)
