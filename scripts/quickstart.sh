#!/usr/bin/env bash
# Install, build the KB from ../shared (every CR edition and the seed documents), and use it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
SHARED=${KB_SHARED:-../shared}
export KB_DB=${KB_DB:-$PWD/data/kb.db}
kb() { .venv/bin/kb "$@"; }
kb ingest "$SHARED/cr" "$SHARED/seeds"
kb analyze                      # lineage across editions + citation-graph metrics
kb import-cards "$SHARED/cards" # cards and rulings, rulings linked to rules
kb editions | tail -n 6
kb rule 613.4c
kb search "copy of a spell" --limit 5
kb define trample
kb refs 613.8
kb history 613.5
kb card Fling | sed -n '1,20p'
kb scenario run scenarios | tail -n 3
kb ask scenarios/2007/418.5a-ex2-gray-ogre.yaml | sed -n '1,12p'  # sed reads to the end (no broken pipe)
kb cite "Under 418.5a the Ogre is 1/4; see also rule 613.4c and 999.9" || true
echo "KB ready at $KB_DB. Try: KB_DB=$KB_DB .venv/bin/kb --help; browse it with: KB_DB=$KB_DB .venv/bin/kb serve"
