"""Snapshot of the parsed form of a few hundred real abilities (issue 21): each ability's text and its
rendering from the parsed fields (kb.engine.render), in tests/fixtures/render_snapshot.txt. A change in
what the parser builds shows here as a diff to read.

Regenerate (after reading the diff): ``.venv/bin/python tests/test_engine_render_snapshot.py --update``."""
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SNAPSHOT = HERE / "fixtures" / "render_snapshot.txt"
STEP, LIMIT = 61, 300   # a fixed subset: every 61st face of the 2022 corpus, its read abilities, the first 300


def snapshot(shared: Path) -> str:
    from kb.engine.abilities import Keyword, UnmodelledAbility
    from kb.engine.cardtext import parse_card_text
    from kb.engine.coverage import faces_of_file
    from kb.engine.objects import CardDef
    from kb.engine.render import render_ability

    out = []
    for d in faces_of_file(shared / "cards" / "mtgjson2022-oracle-cards.jsonl.gz")[::STEP]:
        try:
            card = CardDef.from_dict(d, parse=parse_card_text)
        except Exception:   # noqa: BLE001 - a face that does not load is not in the snapshot
            continue
        for ab in card.abilities:
            if isinstance(ab, (Keyword, UnmodelledAbility)) or getattr(ab, "unaccounted", ()):
                continue
            out.append(f"{card.name} | {type(ab).__name__} | {ab.text.replace(chr(10), ' / ')}\n"
                       f"    = {' '.join(render_ability(ab, card.name).split())}")
            if len(out) >= LIMIT:
                return "\n".join(out) + "\n"
    return "\n".join(out) + "\n"


def test_render_snapshot(shared_dir):
    assert SNAPSHOT.is_file(), f"no snapshot: run {Path(__file__).name} --update"
    assert snapshot(shared_dir) == SNAPSHOT.read_text(encoding="utf-8")


if __name__ == "__main__":
    if "--update" in sys.argv:
        sys.path.insert(0, str(HERE.parent))
        SNAPSHOT.write_text(snapshot(HERE.parent.parent / "shared"), encoding="utf-8")
        print(f"wrote {SNAPSHOT}")
