# Sourced by the scripts that test against a started service (Schemathesis, the Python client).
# loopback_port: a free port on 127.0.0.1. start_loopback_service DATA CMD...: runs CMD in the
# background with its log in DATA/server.log, stops it and removes DATA on exit, and returns once
# the service answers /health over the local CA it generates into DATA/tls. Sets BASE and CA.

loopback_port() {
  node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

start_loopback_service() {
  LOOPBACK_DATA=$1
  shift
  "$@" >"$LOOPBACK_DATA/server.log" 2>&1 &
  LOOPBACK_SERVER=$!
  trap 'kill -TERM "$LOOPBACK_SERVER" 2>/dev/null || true; wait "$LOOPBACK_SERVER" 2>/dev/null || true; rm -rf "$LOOPBACK_DATA"' EXIT
  BASE=https://127.0.0.1:$PORT/v1
  CA=$LOOPBACK_DATA/tls/ca.pem
  for _ in $(seq 1 240); do
    [[ -f $CA ]] && curl -sf --cacert "$CA" "$BASE/health" >/dev/null && return 0
    sleep 0.5
  done
}
