"""The MTR, IPG and JAR of ../shared/policy (issue 23): every section their own tables of contents
list is found and none is invented; every cross-reference resolved or listed with a reason; the
labelled policy questions (top-3 per half).  Fails, never skips, without the corpus."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from ingest.policy import parse_policy

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def policy_dir(shared_dir) -> Path:
    d = shared_dir / "policy"
    files = sorted(d.glob("*.txt"))
    assert [f.name.split("-")[0] for f in files] == ["ipg", "jar", "mtr"], files
    return d


@pytest.fixture(scope="module")
def policy_db(tmp_path_factory, shared_dir, policy_dir) -> Path:
    """The CR editions in force on the documents' dates, and the three documents."""
    from kb.store import ingest_paths

    path = tmp_path_factory.mktemp("policy") / "kb.db"
    ingest_paths(path, [shared_dir / "cr" / "cr-2024-07-30.txt", shared_dir / "cr" / "cr-2025-09-19.txt", policy_dir])
    return path


@pytest.mark.parametrize("name", ["mtr", "ipg"])
def test_every_section_of_the_contents_and_none_invented(policy_dir, name):
    path = next(policy_dir.glob(f"{name}-*.txt"))
    doc = parse_policy(path.read_text(encoding="utf-8"), str(path))
    toc = [n for n, _ in doc.meta["toc"]]
    found = [n.number for n in doc.meta["nodes"] if n.kind in ("section", "subsection", "appendix")]
    assert found == toc  # same sections, same order
    assert len(toc) == {"mtr": 103, "ipg": 34}[name]
    titles = dict(doc.meta["toc"])
    for n in doc.meta["nodes"]:
        if n.number in titles:
            assert n.title.replace("—", "-").lower() == titles[n.number].replace("—", "-").lower(), n.number


def test_ipg_infractions_have_their_parts_and_penalties(policy_dir):
    path = next(policy_dir.glob("ipg-*.txt"))
    nodes = {n.number: n for n in parse_policy(path.read_text(encoding="utf-8"), str(path)).meta["nodes"]}
    infractions = [n for n in nodes.values() if n.kind == "subsection" and n.number[0] in "234"]
    assert len(infractions) == 23 and all(n.penalty for n in infractions)
    assert all(f"{n.number}/definition" in nodes for n in infractions)
    # Appendix A (the IPG's own quick reference) lists the same penalty for each infraction
    quick = nodes["A"].text
    for n in infractions:
        name = n.title.split(" — ", 1)[1]
        penalty = "None" if n.penalty == "No Penalty" else n.penalty
        assert f"{name} {penalty}" in quick, name


def test_jar_parts(policy_dir):
    path = next(policy_dir.glob("jar-*.txt"))
    doc = parse_policy(path.read_text(encoding="utf-8"), str(path))
    parts = [n.title for n in doc.meta["nodes"] if n.kind == "part"]
    assert "Common Issues" in parts and "Serious Problems" in parts
    assert sum(1 for n in doc.meta["nodes"] if n.kind == "issue") == 5


def test_every_reference_resolved_or_listed_with_a_reason(policy_db):
    from kb.db import connect
    from kb.policy import unresolved

    conn = connect(policy_db)
    data = unresolved(conn)
    assert data["total"] >= 60
    assert all(r["note"] for r in data["unresolved"])  # each with its reason
    resolved = conn.execute("SELECT count(*) FROM [references] WHERE source_table = 'policy' "
                            "AND resolved_id IS NOT NULL").fetchone()[0]
    assert resolved + len(data["unresolved"]) == data["total"]
    # the MTR's CR citations in the CR in force on 2025-11-10; the IPG's to the MTR and back
    cr = conn.execute("SELECT resolved_id FROM [references] WHERE source_table = 'policy' AND raw = 'rule 103.4c'").fetchone()
    assert cr == ("2025-09-19/103.4c",)
    ipg_mtr = conn.execute("SELECT resolved_id, note FROM [references] WHERE raw = 'MTR section 4.3'").fetchone()
    assert ipg_mtr[0] == "mtr-2025-11-10/4.3" and "2025-11-10" in ipg_mtr[1]
    assert conn.execute("SELECT count(*) FROM [references] WHERE source_id LIKE 'mtr-%' AND target_doc = 'ipg' "
                        "AND resolved_id IS NOT NULL").fetchone()[0] >= 2


def _top3(conn, doc, half) -> tuple[int, int]:
    from kb.policy_search import search_documents

    qs = json.loads((ROOT / "tests" / "fixtures" / "policy" / "questions.json").read_text(encoding="utf-8"))[half]
    good = 0
    for q, want in qs:
        r = search_documents(conn, q, None, 10, doc, semantic=False)
        hits = (r["policy_hits"] if doc is None else r["hits"])[:3]  # all documents: the policy side list
        good += any(f"{h['document']} {h.get('section') or h['number']}" in want for h in hits)
    return good, len(qs)


@pytest.mark.parametrize("doc", ["policy", None])
def test_labelled_policy_questions_top3(policy_db, doc):
    from kb.db import connect

    conn = connect(policy_db)
    tune, held = _top3(conn, doc, "tune"), _top3(conn, doc, "held_out")
    assert tune[1] + held[1] >= 40
    print(f"policy questions, doc={doc}: tune {tune[0]}/{tune[1]}, held out {held[0]}/{held[1]}")
    if doc == "policy":  # the policy search: the goal is 90 % top-3
        assert tune[0] / tune[1] >= 0.9 and held[0] / held[1] >= 0.85, (tune, held)
    else:  # all documents: the side list, shown when the question reads as a tournament question;
        # floors under the measured figures (docs/policy.md)
        assert tune[0] >= 16 and held[0] >= 13, (tune, held)


def test_policy_side_list_beside_the_rules_never_interleaved(policy_db):
    from kb.db import connect
    from kb.policy_search import search_documents

    conn = connect(policy_db)
    for q in ("GRV", "player arrives 5 minutes late to the match", "can I appeal a floor judge's ruling"):
        both, cr = search_documents(conn, q, None, 10, None, semantic=False), search_documents(conn, q, None, 10, "cr", semantic=False)
        assert [h["number"] for h in both["hits"]] == [h["number"] for h in cr["hits"]], q  # the CR's places kept
        assert both["policy_hits"] and all(h["kind"] == "policy" and h["document"] for h in both["policy_hits"]), q
        assert all(h["document"] == "CR" for h in both["hits"]), q
    assert search_documents(conn, "GRV", None, 10, None, semantic=False)["policy_hits"][0]["label"].startswith("IPG 2.5")
    for q in ("copy of a copy", "does trample work with deathtouch", "first strike damage step"):  # rules questions
        assert search_documents(conn, q, None, 10, None, semantic=False)["policy_hits"] == [], q


def test_policy_slang_expands_in_its_policy_sense_only(policy_db):
    from kb.db import connect
    from kb.policy_search import search_documents
    from kb.vocab import POLICY_TERMS

    conn = connect(policy_db)
    for slang in ("GRV", "GPE", "MT", "HCE", "DEC", "LEC", "CPV", "D/C/F", "USC", "back up", "partial fix",
                  "upgrade", "downgrade", "REL", "Competitive", "Regular"):
        assert slang.lower() in POLICY_TERMS, slang
        r = search_documents(conn, slang, None, 10, "policy")
        assert r["expanded"] and r["hits"], slang
    assert search_documents(conn, "MT", None, 10, "ipg")["hits"][0]["section"] == "2.1"
    assert search_documents(conn, "USC", None, 10, "ipg")["hits"][0]["section"].startswith("4.")
    # the CR search alone does not read policy slang
    assert not any(x["from"] == "upgrade" for x in search_documents(conn, "upgrade", None, 10, "cr", semantic=False)["expanded"])
