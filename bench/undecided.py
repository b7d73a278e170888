"""Count the "cannot decide" answers of the shipped scenarios (issue 21: an accounting change must not
add any). Usage: KB_DB=data/kb.db python bench/undecided.py [scenarios] [--list]"""
from __future__ import annotations

import sys
from pathlib import Path

from kb import db as kbdb
from kb.engine import scenario as sc


def main(argv: list[str]) -> int:
    root = Path(next((a for a in argv if not a.startswith("--")), "scenarios"))
    conn = kbdb.connect(kbdb.default_db_path())
    files_ = sc.find_files([root])
    total, files = 0, {}
    for path in files_:
        try:
            res = sc.run(sc.load(path), conn)
        except Exception as exc:   # a scenario that cannot run is reported, not counted
            print(f"{path}: {exc}", file=sys.stderr)
            continue
        n = sum(1 for c in res.answers if c.undecided or c.actual == "cannot decide")
        if n:
            files[str(path)] = n
            total += n
    if "--list" in argv:
        for f, n in sorted(files.items()):
            print(n, f)
    print(f"cannot decide: {total} answers in {len(files)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
