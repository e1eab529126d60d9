#!/usr/bin/env bash
# The Python client's tests (clients/python, pytest) against a real service: the production build on
# loopback with its own DATA_DIR, a readonly and a provider user and a readonly API key made with the
# CLIs. Python packages come from PyPI into .venv-python-client, pinned below; the client itself is
# installed from its directory as a user would (pip install ./clients/python).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
VENV=${PYTHON_CLIENT_VENV:-$ROOT/.venv-python-client}
PINS=(httpx==0.28.1 pytest==9.2.0 pandas==3.1.1 pyarrow==26.0.1)

if [[ ! -x $VENV/bin/pytest ]] || [[ $("$VENV/bin/pip" freeze 2>/dev/null | grep -ciE '^(httpx==0.28.1|pytest==9.2.0|pandas==3.1.1|pyarrow==26.0.1)$') != 4 ]]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q --disable-pip-version-check "${PINS[@]}"
fi
"$VENV/bin/pip" install -q --disable-pip-version-check --no-deps --force-reinstall ./clients/python

echo "== build ==" && time npm run --silent build
DATA=$(mktemp -d "${TMPDIR:-/tmp}/deid-python-client.XXXXXX")
# shellcheck source=scripts/lib/loopback-service.sh
source scripts/lib/loopback-service.sh
PORT=$(loopback_port)
READER_PASSWORD=reader-password-$RANDOM$RANDOM
WRITER_PASSWORD=writer-password-$RANDOM$RANDOM
export DATA_DIR=$DATA
printf '%s\n' "$READER_PASSWORD" | node dist/src/cli/users.js add --email reader@example.org --role readonly \
  --org org-research >/dev/null
printf '%s\n' "$WRITER_PASSWORD" | node dist/src/cli/users.js add --email writer@example.org --role provider \
  --org org-research >/dev/null
API_KEY=$(node dist/src/cli/keys.js create --org org-research --role readonly --name python-client-tests | tail -n 1)
# A short access-token lifetime, so the tests see the client refresh it.
PORT=$PORT HTTP_PORT=off LOG_LEVEL=warn ACCESS_TOKEN_TTL_SECONDS=2 RATE_LIMIT_PER_HOUR=100000000 \
  RATE_LIMIT_BURST_PER_MINUTE=100000000 start_loopback_service "$DATA" node dist/src/main.js

RESEARCH_BASE_URL=$BASE RESEARCH_CA_FILE=$CA RESEARCH_API_KEY=$API_KEY \
  RESEARCH_EMAIL=reader@example.org RESEARCH_PASSWORD=$READER_PASSWORD \
  WRITER_EMAIL=writer@example.org WRITER_PASSWORD=$WRITER_PASSWORD \
  "$VENV/bin/pytest" -q -p no:cacheprovider clients/python/tests "$@" || {
  status=$?
  echo "server log:" && tail -n 40 "$DATA/server.log"
  exit $status
}
