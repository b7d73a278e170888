"""A judge on a phone (390 px wide, Debian's chromium via Playwright) reads what changed between
two editions and where a rule's words changed.  Fails (never skips) without chromium or ../shared."""
from __future__ import annotations

import re
import subprocess
import time
import urllib.request

import pytest

from test_browser import ARGS, CHROMIUM, _free_port
from test_datasette import kb_command

PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def server(analyzed_db):
    port = _free_port()
    proc = subprocess.Popen(kb_command() + ["serve", "--db", str(analyzed_db), "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while True:
        if proc.poll() is not None:
            pytest.fail(f"kb serve exited with {proc.returncode}: {proc.stdout.read()}")
        try:
            with urllib.request.urlopen(url + "/", timeout=5) as r:
                if r.status == 200:
                    break
        except OSError:
            pass
        if time.monotonic() > deadline:
            proc.kill()
            pytest.fail(f"kb serve did not answer on {url}")
        time.sleep(0.3)
    yield url
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.fixture(scope="module")
def phone():
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} not found: install Debian's chromium (bash scripts/ci-deps.sh)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        page = b.new_page(viewport=PHONE)
        page.set_default_timeout(30_000)
        yield page
        b.close()


def test_diff_page_on_a_phone(server, phone):
    phone.goto(server + "/")
    phone.locator('a[href="/diff/2026-02-27..2026-04-17"]').first.click()  # "changes since" on the home page
    phone.wait_for_url(re.compile(r"/diff/2026-02-27\.\.2026-04-17$"))
    assert phone.title() == "Changes 2026-02-27 → 2026-04-17 · Comprehensive Rules"
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]  # no sideways scrolling
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
