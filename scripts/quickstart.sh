#!/usr/bin/env bash
# Install, build the KB and use it.
#  - With the corpus folder beside the project (../shared, or $KB_SHARED): every CR edition
#    (cr/ and the newer ones of cr-next/), the seed documents and the card data (the 2022
#    snapshot with its rulings, and newer Oracle text from cards/oracle-*/), offline.
#  - Without it (a judge's fresh clone): the current CR from the official rules page and the
#    card data from Scryfall's bulk files ($KB_RULES_URL / $KB_CARDS_URL point elsewhere).
#  - The semantic ranking for search is on (issue 24: on the held-out halves it lifts whole pasted
#    questions from 0.72 to 0.77 in the top 5, judge-phrased ones from 0.87 to 0.89 in the top 3):
#    install.sh adds numpy and the model, then `kb embed` encodes the current edition's texts,
#    about 4.5 minutes of CPU the first time; a KB built again takes its vectors from the cache
#    beside it in seconds.  KB_SEMANTIC=0 leaves it out.
set -euo pipefail
cd "$(dirname "$0")/.."
export KB_SEMANTIC=${KB_SEMANTIC:-1}  # install.sh reads it too
bash scripts/install.sh
SHARED=${KB_SHARED:-../shared}
export KB_DB=${KB_DB:-$PWD/data/kb.db}
kb() { .venv/bin/kb "$@"; }
if [ -d "$SHARED/cr" ]; then
  echo "Building the KB from $SHARED (offline): every edition, the seed documents, the policy documents, the cards"
  editions=("$SHARED/cr")
  [ -d "$SHARED/cr-next" ] && editions+=("$SHARED/cr-next")   # newer editions, kept apart
  kb ingest "${editions[@]}" "$SHARED/seeds" "$SHARED/policy"  # + the MTR, IPG and JAR
  kb analyze                        # lineage across editions + citation-graph metrics
  kb import-cards "$SHARED/cards"   # cards and rulings (linked to rules), newer text of cards/oracle-*/
  every_edition=1
else
  echo "No $SHARED/cr beside the project: downloading the current Comprehensive Rules and the card data"
  kb ingest --download              # the official rules page (or $KB_RULES_URL)
  kb analyze
  kb import-cards --download        # Scryfall's bulk files (or $KB_CARDS_URL)
  every_edition=
fi
if [ "$KB_SEMANTIC" = "1" ]; then
  kb embed                          # sentence vectors of the current edition (kb.semantic)
fi
kb editions | tail -n 6
kb rule 613.4c
kb search "copy of a spell" --limit 5
kb define trample
kb refs 613.8
kb card Fling | sed -n '1,20p'
if [ -n "$every_edition" ]; then
  kb ipg 2.1 | sed -n '1,4p'         # the tournament policy documents (docs/policy.md)
  kb search GRV --doc ipg --limit 2
  kb history 613.5
  kb scenario run scenarios | tail -n 3
  kb ask scenarios/2007/418.5a-ex2-gray-ogre.yaml | sed -n '1,12p'  # sed reads to the end (no broken pipe)
  # Fling copied by Fork, asked in one line (the cards come from the card data)
  kb ask "Grizzly Bears; cast Fling sacrificing Grizzly Bears targeting opponent; Fork it keeping the target; show opponent's life" | sed -n '/^Answers/,/^$/p'
else  # one edition: the scenarios of the current rules
  kb scenario run scenarios/current | tail -n 3
  kb ask scenarios/current/613.5-ex2-gray-ogre.yaml | sed -n '1,12p'
fi
kb cite "Under 418.5a the Ogre is 1/4; see also rule 613.4c and 999.9" || true
echo "KB ready at $KB_DB. Try: KB_DB=$KB_DB .venv/bin/kb --help; browse it with: KB_DB=$KB_DB .venv/bin/kb serve"
