#!/usr/bin/env bash
# The fault suite stops and starts backing servers, so it runs its OWN copy of
# the local servers (deploy/local/services.sh) in its own directory on its own
# ports, never the shared ones other suites use.
#
# Usage: scripts/faults/own-services.sh up|down|status|env [service...]
# The installed parts (Kafka jars, the FerretDB binary) are copied from the
# shared install (FAULT_SEED_DIR, default <repo>/.local-services) when present,
# so nothing is downloaded or rebuilt twice.
set -euo pipefail
REPO_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

export LOCAL_SERVICES_DIR=${FAULT_SERVICES_DIR:-$REPO_DIR/.local-services-faults}
export LOCAL_POSTGRES_PORT=${FAULT_POSTGRES_PORT:-55532}
export LOCAL_REDIS_PORT=${FAULT_REDIS_PORT:-56479}
export LOCAL_KAFKA_PORT=${FAULT_KAFKA_PORT:-59192}
export LOCAL_KAFKA_CONTROLLER_PORT=${FAULT_KAFKA_CONTROLLER_PORT:-59193}
export LOCAL_FERRETDB_PORT=${FAULT_FERRETDB_PORT:-57117}
SEED=${FAULT_SEED_DIR:-$REPO_DIR/.local-services}

seed() {
  mkdir -p "$LOCAL_SERVICES_DIR/bin" "$LOCAL_SERVICES_DIR/kafka"
  if [[ ! -x $LOCAL_SERVICES_DIR/bin/ferretdb && -x $SEED/bin/ferretdb && -f $SEED/bin/ferretdb.version ]]; then
    cp -p "$SEED/bin/ferretdb" "$SEED/bin/ferretdb.version" "$LOCAL_SERVICES_DIR/bin/"
  fi
  if [[ ! -f $LOCAL_SERVICES_DIR/kafka/libs/.complete && -f $SEED/kafka/libs/.complete ]]; then
    rm -rf "$LOCAL_SERVICES_DIR/kafka/libs"
    cp -a "$SEED/kafka/libs" "$LOCAL_SERVICES_DIR/kafka/libs"
  fi
}

if [[ ${1:-} == up ]]; then seed; fi
exec "$REPO_DIR/deploy/local/services.sh" "$@"
