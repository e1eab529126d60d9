#!/usr/bin/env bash
# Creates the optional Python environment for the de-identification evaluation:
# presidio-evaluator (regenerates the committed synthetic set; its Presidio is a peer of
# `eval:deid -- --peers`), philter-lite (its wheel ships the i2b2 sample notes read at eval
# time; also a peer), nltk (philter-lite's tagger) and drug-named-entity-recognition (its
# dictionary regenerates the committed drug lexicon: scripts/build-drug-lexicon.ts).
# Never a runtime dependency of the service. Usage: scripts/deid-venv.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VENV="${DEID_VENV:-.deid-venv}"
PYTHON="${PYTHON:-python3}"

if [ ! -x "$VENV/bin/python" ]; then
  "$PYTHON" -m venv "$VENV"
fi
"$VENV/bin/pip" install --quiet --upgrade pip
"$VENV/bin/pip" install --quiet -r scripts/deid-python/requirements.txt
# Without its own pins, which conflict with presidio-evaluator's; what the eval runs of it needs only nltk.
"$VENV/bin/pip" install --quiet --no-deps philter-lite==0.6.0
echo "deid venv ready: $VENV"
