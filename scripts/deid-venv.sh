#!/usr/bin/env bash
# Creates the optional Python environment for the de-identification evaluation:
# presidio-evaluator (regenerates the committed synthetic set), philter-lite
# (its wheel ships the i2b2 sample notes read at eval time) and, with --peers,
# presidio-analyzer plus spaCy's small English model for the side-by-side run.
# Never a runtime dependency of the service. Usage: scripts/deid-venv.sh [--peers]
set -euo pipefail
cd "$(dirname "$0")/.."
VENV="${DEID_VENV:-.deid-venv}"
PYTHON="${PYTHON:-python3}"

if [ ! -x "$VENV/bin/python" ]; then
  "$PYTHON" -m venv "$VENV"
fi
"$VENV/bin/pip" install --quiet --upgrade pip
"$VENV/bin/pip" install --quiet -r scripts/deid-python/requirements.txt
if [ "${1:-}" = "--peers" ]; then
  "$VENV/bin/pip" install --quiet -r scripts/deid-python/requirements-peers.txt
fi
echo "deid venv ready: $VENV"
