"""bench/eval_search.py's before/after comparison (--save / --compare): counts per half, and the
tune half's moved questions only, never the held half's."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

from eval_search import SETS, compare, cutoff, load  # noqa: E402


def test_cutoff_is_top3_for_judge_phrased_sets_and_top5_for_whole_questions():
    assert cutoff("judge") == 3 and cutoff("sub24_judge") == 3
    assert cutoff("card") == 5 and cutoff("new26_card") == 5


def test_compare_counts_both_halves_and_lists_only_tune_moves():
    before = {"judge": [{"q": "a", "half": "tune", "rank": 5}, {"q": "b", "half": "tune", "rank": 1},
                        {"q": "c", "half": "held", "rank": None}, {"q": "d", "half": "held", "rank": 2}]}
    after = {"judge": [{"q": "a", "half": "tune", "rank": 2}, {"q": "b", "half": "tune", "rank": 1},
                       {"q": "c", "half": "held", "rank": 3}, {"q": "d", "half": "held", "rank": 4}]}
    lines = compare(before, after | {"card": [{"q": "e", "half": "held", "rank": 1}]}, moves=True)
    assert lines[0] == "judge top-3: tune 1 → 2 of 2 (up 1, down 0); held 1 → 1 of 2 (up 1, down 1)"
    assert "pooled top-3 held: 1 → 1 of 2" in lines and "pooled top-3 tune: 1 → 2 of 2" in lines
    assert not any(ln.startswith(("card", "pooled top-5")) for ln in lines)  # not measured before
    moved = [ln for ln in lines if ln.startswith("  moved")]
    assert moved == ["  moved judge 5 → 2 :: a"]  # "c" and "d" moved too, but they are held out


def test_every_labelled_set_is_split_half_and_half_with_rule_numbers_as_labels():
    import re

    for name, path in SETS.items():
        qs = load(path)
        tune = sum(q["half"] == "tune" for q in qs)
        assert qs and tune == len(qs) // 2, name
        assert all(re.fullmatch(r"\d{3}(\.\d+[a-z]*)?", w) for q in qs for w in q["want"]), name
    assert cutoff("ex26_judge") == 3 and cutoff("ex26_card") == 5


def test_phrase_ablation_counts_each_entry_with_and_without_it_per_half(tmp_path, monkeypatch):
    import eval_search
    from kb import vocab

    path = tmp_path / "x_judge_questions.tsv"
    path.write_text("".join(f"my spell fizzled {i}\t608.2b\n" for i in range(4)) + "what is a token\t111.1\n",
                    encoding="utf-8")
    monkeypatch.setattr(eval_search, "SETS", {"x_judge": path})
    monkeypatch.setattr(vocab, "PHRASES", {"fizzled": "doesn't resolve", "wears off": "until end of turn"})
    seen = []

    def fake_search(conn, q):  # finds 608.2b only while the entry is there
        seen.append(q)
        return [{"kind": "rule", "number": "608.2b"}] if "fizzled" in vocab.PHRASES else []

    out = eval_search.phrase_ablation(None, fake_search, ["x_judge"])
    assert out["wears off"] is None  # no question uses it
    halves = [q["half"] for q in load(path) if "fizzled" in q["q"]]
    n = {h: halves.count(h) for h in ("tune", "held")}
    assert out["fizzled"]["n"] == n and sum(n.values()) == 4
    assert out["fizzled"]["tune"] == [n["tune"], 0] and out["fizzled"]["held"] == [n["held"], 0]
    assert "what is a token" not in seen  # only the questions the entry fires on are searched
    assert vocab.PHRASES == {"fizzled": "doesn't resolve", "wears off": "until end of turn"}  # put back


def test_pooled_counts_each_kind_of_set_within_its_cutoff_per_half():
    from eval_search import pooled

    ranks = {"judge": [{"q": "a", "half": "tune", "rank": 3}, {"q": "b", "half": "tune", "rank": 4},
                       {"q": "c", "half": "held", "rank": None}],
             "card": [{"q": "d", "half": "tune", "rank": 5}, {"q": "e", "half": "held", "rank": 6}]}
    assert pooled(ranks) == ["pooled top-3 held: 0 of 1 (0.000)", "pooled top-3 tune: 1 of 2 (0.500)",
                             "pooled top-5 held: 0 of 1 (0.000)", "pooled top-5 tune: 1 of 1 (1.000)"]
    assert pooled(ranks, ("tune",)) == ["pooled top-3 tune: 1 of 2 (0.500)", "pooled top-5 tune: 1 of 1 (1.000)"]


def test_compare_of_the_tune_halves_only_says_nothing_of_the_held_half():
    before = {"judge": [{"q": "a", "half": "tune", "rank": 5}, {"q": "c", "half": "held", "rank": None}]}
    after = {"judge": [{"q": "a", "half": "tune", "rank": 2}, {"q": "c", "half": "held", "rank": 1}]}
    lines = compare(before, after, moves=True, halves=("tune",))
    assert lines[0] == "judge top-3: tune 0 → 1 of 1 (up 1, down 0)"
    assert not any("held" in ln for ln in lines)


def test_tune_only_run_never_searches_or_prints_the_held_half(tmp_path, monkeypatch, capsys):
    import json

    import eval_search
    import kb.db

    path = tmp_path / "x_judge_questions.tsv"
    path.write_text("".join(f"question {i}\t100.{i}\n" for i in range(1, 9)), encoding="utf-8")
    monkeypatch.setattr(eval_search, "SETS", {"x_judge": path})
    monkeypatch.setattr(kb.db, "connect", lambda db: None)
    seen = []

    def fake_search(conn, q):
        seen.append(q)
        return [{"kind": "rule", "number": "100." + q.split()[-1]}]

    monkeypatch.setattr(eval_search, "search_function", lambda baseline, semantic=True: fake_search)
    saved, before = tmp_path / "ranks.json", tmp_path / "before.json"
    before.write_text(json.dumps({"x_judge": [{"q": q["q"], "half": q["half"], "rank": None} for q in load(path)]}),
                      encoding="utf-8")  # a full run's ranks, held half too
    monkeypatch.setattr(sys, "argv", ["eval_search.py", "--tune-only", "--misses", "--held-out", "--save", str(saved),
                                      "--compare", str(before)])
    eval_search.main()
    out = capsys.readouterr().out
    tune = {q["q"] for q in load(path) if q["half"] == "tune"}
    assert set(seen) == tune and len(tune) == 4
    assert "held" not in out and "pooled top-3 tune: 4 of 4 (1.000)" in out
    assert "x_judge top-3: tune 0 → 4 of 4 (up 4, down 0)" in out
    assert {r["half"] for r in json.loads(saved.read_text(encoding="utf-8"))["x_judge"]} == {"tune"}

