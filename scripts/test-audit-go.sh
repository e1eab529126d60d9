#!/usr/bin/env bash
# The independent Go verifier (tools/audit-verifier: transparency-dev/merkle, golang.org/x/mod/sumdb/note
# and transparency-dev/formats for cosignature/v1) against a real service: the production build on
# loopback with its own DATA_DIR, a log of more than 10,000 events seeded through the batch import, then
# a little more, so the second run also proves the first checkpoint is a prefix of the new one. Before
# each run a witness (npm run audit -- witness) cosigns the head; the verifier checks the served
# cosignature, and patients' histories with their inclusion proofs.
# Go modules come from the Go module proxy (go mod download). Fails on any mismatch.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
ROWS=${AUDIT_GO_ROWS:-10000}

DATA=$(mktemp -d "${TMPDIR:-/tmp}/deid-audit-go.XXXXXX")
echo "== go verifier ==" 
(cd tools/audit-verifier && go mod download && go vet ./... && go test ./... && go build -o "$DATA/audit-verifier" .)
echo "== build ==" && npm run --silent build
# shellcheck source=scripts/lib/loopback-service.sh
source scripts/lib/loopback-service.sh
PORT=$(loopback_port)
AUDITOR_PASSWORD=auditor-password-$RANDOM$RANDOM
WRITER_PASSWORD=writer-password-$RANDOM$RANDOM
export DATA_DIR=$DATA
printf '%s\n' "$AUDITOR_PASSWORD" | node dist/src/cli/users.js add --email auditor@example.org --role auditor \
  --org org-audit >/dev/null
printf '%s\n' "$WRITER_PASSWORD" | node dist/src/cli/users.js add --email writer@example.org --role provider \
  --org org-research >/dev/null
WITNESS_NAME=witness.test/go
WITNESS_KEY=$(node dist/src/cli/audit.js witness-key --key "$DATA/witness.key" --name "$WITNESS_NAME")
PORT=$PORT HTTP_PORT=off LOG_LEVEL=warn RATE_LIMIT_PER_HOUR=100000000 RATE_LIMIT_BURST_PER_MINUTE=100000000 \
  AUDIT_CHECKPOINT_INTERVAL_MS=200 AUDIT_WITNESS_KEYS=$WITNESS_KEY start_loopback_service "$DATA" node dist/src/main.js

seed() { BASE=$BASE CA=$CA SEED_EMAIL=writer@example.org SEED_PASSWORD=$WRITER_PASSWORD \
  node_modules/.bin/tsx scripts/audit-seed.ts "$1"; }
# One witness round; prints the tree size it cosigned.
witness() { AUDIT_EMAIL=auditor@example.org AUDIT_PASSWORD=$AUDITOR_PASSWORD NODE_EXTRA_CA_CERTS=$CA \
  node dist/src/cli/audit.js witness --url "$BASE" --state "$DATA/witness.json" --key "$DATA/witness.key" \
  --name "$WITNESS_NAME" | sed -n 's/^COSIGNED: \([0-9]*\) events$/\1/p'; }
verify() {
  local size
  size=$(witness)
  [[ -n $size ]] || { echo "the witness did not cosign"; return 1; }
  AUDIT_EMAIL=auditor@example.org AUDIT_PASSWORD=$AUDITOR_PASSWORD "$DATA/audit-verifier" \
    -url "$BASE" -ca "$CA" -min-size "$ROWS" -witness-key "$WITNESS_KEY" -cosigned-size "$size" "$@"
}
fail() {
  echo "server log:" && tail -n 40 "$DATA/server.log"
  exit 1
}

echo "== seed $ROWS patients ==" && seed "$ROWS" || fail
sleep 1
echo "== verify ==" && verify -save "$DATA/first-checkpoint.txt" || fail
echo "== seed 100 more, verify again against the saved checkpoint ==" && seed 100 || fail
sleep 1
verify -previous "$DATA/first-checkpoint.txt" || fail
echo "audit go verifier: 2 passed, 0 failed"
