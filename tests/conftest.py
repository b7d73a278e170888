"""Shared fixtures.  Corpus tests read ../shared beside the project root and fail without it."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures"
SHARED = Path(os.environ.get("KB_SHARED", ROOT.parent / "shared"))


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The corpus directory; a missing corpus is a failure, never a skip."""
    if not (SHARED / "cr").is_dir():
        pytest.fail(f"corpus missing: {SHARED}/cr not found (put ../shared beside the project)")
    return SHARED


@pytest.fixture(scope="session")
def cr_files(shared_dir) -> list[Path]:
    """Every CR edition of the corpus (cr/ and cr-next/), oldest first."""
    from helpers import corpus_cr_files

    files = corpus_cr_files(shared_dir)
    # cr/ holds the editions 1999-04-23 … 2026-04-17; a folder that lost files is a broken corpus
    assert len(list((shared_dir / "cr").glob("cr-*.txt"))) >= 126, f"CR editions missing in {shared_dir}/cr"
    return files


@pytest.fixture(scope="session")
def corpus_editions(cr_files) -> list[str]:
    """The corpus's editions (from the file names), oldest first."""
    return [f.stem[len("cr-"):] for f in cr_files]


@pytest.fixture(scope="session")
def newest_edition(corpus_editions) -> str:
    return corpus_editions[-1]


@pytest.fixture(scope="session")
def corpus_db(tmp_path_factory, shared_dir, cr_files) -> Path:
    """One KB holding every edition of the corpus and the seeds, built once per test session."""
    from kb.store import ingest_paths

    path = tmp_path_factory.mktemp("corpus") / "kb.db"
    ingest_paths(path, sorted({f.parent for f in cr_files}))
    ingest_paths(path, [shared_dir / "seeds"])
    return path


@pytest.fixture(scope="session")
def corpus_next_db(tmp_path_factory, shared_dir, corpus_db) -> Path:
    """``corpus_db`` with the newer editions of ``../shared/cr-next`` too (all of ``cr/`` and ``cr-next/``, as the
    quick start reads them): ``corpus_db`` itself when it already holds them."""
    import shutil
    import sqlite3

    from kb.store import ingest_paths

    nxt = sorted(p.stem[3:] for p in (shared_dir / "cr-next").glob("cr-*.txt"))
    assert nxt, f"no editions in {shared_dir}/cr-next"
    con = sqlite3.connect(corpus_db)
    have = {r[0] for r in con.execute("SELECT id FROM editions")}
    con.close()
    if set(nxt) <= have:
        return corpus_db
    path = tmp_path_factory.mktemp("corpus-next") / "kb.db"
    shutil.copyfile(corpus_db, path)
    ingest_paths(path, [shared_dir / "cr-next"])
    return path


@pytest.fixture(scope="session")
def analyzed_db(tmp_path_factory, corpus_db, cr_files) -> Path:
    """``corpus_db`` with the lineage and graph metrics (`kb analyze`), built once per session."""
    import shutil

    from kb.graph import store_metrics
    from kb.lineage import build_lineage
    from kb.store import atomic_update

    path = tmp_path_factory.mktemp("analyzed") / "kb.db"
    shutil.copyfile(corpus_db, path)
    with atomic_update(path) as db:
        with db.conn:
            assert build_lineage(db)["pairs"] == len(cr_files) - 1
            store_metrics(db, [r[0] for r in db.execute("SELECT id FROM editions")])
    return path


@pytest.fixture(scope="session")
def base_kb(tmp_path_factory) -> Path:
    """A KB holding only the mini CR edition of the card fixtures (2025-03-01)."""
    from kb.store import ingest_paths

    path = tmp_path_factory.mktemp("mini") / "base.db"
    ingest_paths(path, [FIXTURES / "cards" / "cr-mini.txt"])
    return path


@pytest.fixture
def kb(base_kb, tmp_path) -> Path:
    """A writable copy of ``base_kb`` for one test."""
    import shutil

    path = tmp_path / "kb.db"
    shutil.copyfile(base_kb, path)
    return path


@pytest.fixture(scope="session")
def corpus_cards_db(tmp_path_factory, corpus_db, shared_dir) -> Path:
    """``corpus_db`` with the cards and rulings of ../shared/cards and the newer Oracle text of its
    dated folder (as the quick start imports them; built once per session)."""
    import shutil

    from kb.cards import import_cards

    path = tmp_path_factory.mktemp("corpus-cards") / "kb.db"
    shutil.copyfile(corpus_db, path)
    import_cards(path, [shared_dir / "cards"])
    return path


# The browser tests' chromium and pages (tests/browserkit.py starts them), one definition for every
# test_browser*.py module; each module keeps its own `server` (its own KB).
@pytest.fixture(scope="module")
def browser():
    """A headless chromium for one module's tests; fails (never skips) without chromium or playwright."""
    from browserkit import chromium

    with chromium() as b:
        yield b


@pytest.fixture(params=["desktop", "phone"])
def page(request, browser):
    """A fresh page at the desktop and then the phone size (``page.kb_phone`` says which)."""
    from browserkit import new_page

    pg = new_page(browser, request.param == "phone")
    yield pg
    pg.context.close()


# The longest modules first (each takes minutes): scripts/test.sh sends each module to one worker (--dist loadscope,
# so a module's fixtures are built once) in this order (--no-loadscope-reorder), and the shorter modules fill in
# around them.
LONGEST_FIRST = ("test_scenarios.py", "test_engine_card_pool.py")


def pytest_collection_modifyitems(config, items):
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))   # stable: the rest keep their order
