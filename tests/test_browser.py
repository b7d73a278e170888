"""A judge in a real browser: `kb serve` on the whole corpus, driven by Playwright with Debian's chromium.

Home page → search "copy of a spell" → open 707.10 → follow a cross-reference to its target.
Fails (never skips) when chromium, playwright or ../shared is missing: CI installs chromium
with scripts/ci-deps.sh.  Playwright's own browser downloads are never used.
"""
from __future__ import annotations

import os
import re
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

from test_datasette import kb_command

CHROMIUM = Path(os.environ.get("KB_CHROMIUM", "/usr/lib/chromium/chromium"))  # not the /usr/bin shell wrapper
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server(corpus_db):
    """`kb serve` on a free localhost port, until the module's tests are done."""
    port = _free_port()
    proc = subprocess.Popen(kb_command() + ["serve", "--db", str(corpus_db), "--port", str(port)],
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
            pytest.fail(f"kb serve did not answer on {url}: {proc.stdout.read()}")
        time.sleep(0.3)
    yield url
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.fixture(scope="module")
def browser():
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} not found: install Debian's chromium (bash scripts/ci-deps.sh)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail("playwright is not installed: pip install -e '.[test]'")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        yield b
        b.close()


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
