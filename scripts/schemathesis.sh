#!/usr/bin/env bash
# Schemathesis against the running service (embedded profile, own DATA_DIR and port):
# the OpenAPI document's examples, coverage, fuzzing and stateful phases (links) with
# Schemathesis' default checks. Schemathesis comes from PyPI into a virtual environment
# this script creates (.venv-schemathesis), pinned below.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
VERSION=${SCHEMATHESIS_VERSION:-4.32.5}
VENV=${SCHEMATHESIS_VENV:-$ROOT/.venv-schemathesis}
MAX_EXAMPLES=${SCHEMATHESIS_MAX_EXAMPLES:-15}

if [[ ! -x $VENV/bin/schemathesis ]] || [[ $("$VENV/bin/schemathesis" --version 2>/dev/null) != *"$VERSION"* ]]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q "schemathesis==$VERSION"
fi

DATA=$(mktemp -d "${TMPDIR:-/tmp}/deid-schemathesis.XXXXXX")
# shellcheck source=scripts/lib/loopback-service.sh
source scripts/lib/loopback-service.sh
PORT=$(loopback_port)
PASSWORD=schemathesis-password-$RANDOM$RANDOM
printf '%s\n' "$PASSWORD" | DATA_DIR=$DATA node --import tsx src/cli/users.ts add --email st@example.org --role admin \
  --org org-st >/dev/null
# The service serves HTTPS with a local CA it generates into DATA_DIR/tls on first start.
DATA_DIR=$DATA PORT=$PORT HTTP_PORT=off LOG_LEVEL=warn RATE_LIMIT_PER_HOUR=100000000 RATE_LIMIT_BURST_PER_MINUTE=100000000 DATASET_EXPORTS_PER_CALLER=100000 \
  start_loopback_service "$DATA" node --import tsx src/main.ts
TOKEN=$(curl -sf --cacert "$CA" -X POST "$BASE/auth/login" -H 'Content-Type: application/json' \
  -d "{\"email\":\"st@example.org\",\"password\":\"$PASSWORD\"}" |
  node -pe 'JSON.parse(require("fs").readFileSync(0)).data.access_token')

# Schemathesis frames its report with pytest-style rules ("=== SUMMARY ===", "=== 3 warnings in 71s ===")
# that log readers take for a pytest run with no tests; they are restated in plain words. pipefail keeps
# Schemathesis' exit code.
PYTHONUNBUFFERED=1 "$VENV/bin/schemathesis" run "$BASE/openapi.json" --url "$BASE" --tls-verify "$CA" \
  -H "Authorization: Bearer $TOKEN" --max-examples "$MAX_EXAMPLES" --seed 1 --no-color "$@" |
  sed -E -e 's/^=+ (.+) in ([0-9.]+s) =+$/Schemathesis finished in \2: \1/' -e 's/^=+ (.+) =+$/Schemathesis: \1/'
