#!/usr/bin/env bash
# Creates the optional Python environment for the de-identification evaluation:
# presidio-evaluator (regenerates the committed synthetic set), philter-lite
# (its wheel ships the i2b2 sample notes read at eval time).
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
# Only philter-lite's packaged data is read; its own pins conflict with presidio-evaluator's.
"$VENV/bin/pip" install --quiet --no-deps philter-lite==0.6.0
echo "deid venv ready: $VENV"
