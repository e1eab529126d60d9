#!/usr/bin/env bash
# Local backing services for development and CI, without Docker:
#   postgres (Debian packages), redis (Debian packages),
#   kafka (Apache Kafka 3.9.x, KRaft, jars from Maven Central),
#   ferretdb (FerretDB v1, MongoDB wire protocol, SQLite backend, built from the Go module proxy).
#
# Usage: deploy/local/services.sh up|down|status|env [service...]
#   services: postgres redis kafka ferretdb (default: all)
# See deploy/local/README.md.
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_DIR=$(cd "$SCRIPT_DIR/../.." && pwd)

DIR=${LOCAL_SERVICES_DIR:-$REPO_DIR/.local-services}
case $DIR in /*) ;; *) DIR=$PWD/$DIR ;; esac
LOG_DIR=$DIR/logs

HOST=127.0.0.1
PG_PORT=${LOCAL_POSTGRES_PORT:-55432}
REDIS_PORT=${LOCAL_REDIS_PORT:-56379}
KAFKA_PORT=${LOCAL_KAFKA_PORT:-59092}
KAFKA_CONTROLLER_PORT=${LOCAL_KAFKA_CONTROLLER_PORT:-59093}
FERRETDB_PORT=${LOCAL_FERRETDB_PORT:-57017}

KAFKA_VERSION=${LOCAL_KAFKA_VERSION:-3.9.2}
KAFKA_HEAP_OPTS=${LOCAL_KAFKA_HEAP_OPTS:--Xms256m -Xmx512m}
FERRETDB_VERSION=${LOCAL_FERRETDB_VERSION:-v1.24.2}
FERRETDB_MIN_GO=1.24 # `go` line of FerretDB v1.24.x go.mod; GOTOOLCHAIN=local never downloads a newer one
TIMEOUT=${LOCAL_SERVICES_TIMEOUT:-120}

PG_DB=clinical
PG_USER=clinical
PG_PASSWORD=clinical
MONGO_DB=clinical

ALL_SERVICES=(postgres redis kafka ferretdb)

# ---------------------------------------------------------------------------
# helpers

log() { printf '[services] %s\n' "$*" >&2; }
die() {
  printf '[services] ERROR: %s\n' "$*" >&2
  exit 1
}

# die, showing the end of a log file
die_log() {
  local msg=$1 file=$2
  printf '[services] ERROR: %s\n' "$msg" >&2
  if [[ -f $file ]]; then
    printf '[services] ---- last lines of %s ----\n' "$file" >&2
    tail -n 40 "$file" >&2 || true
    printf '[services] ---- end of %s ----\n' "$file" >&2
  fi
  exit 1
}

# run_logged LOGFILE DESCRIPTION CMD...: run quietly, output appended to LOGFILE
run_logged() {
  local file=$1 desc=$2
  shift 2
  printf '\n==== %s: %s\n' "$(date -Is)" "$desc" >>"$file"
  if ! "$@" >>"$file" 2>&1; then
    die_log "$desc failed (full log: $file)" "$file"
  fi
}

in_dir() {
  local d=$1
  shift
  (cd "$d" && "$@")
}

port_open() { (exec 3<>"/dev/tcp/$HOST/$1") 2>/dev/null; }

pid_alive() { [[ -n ${1:-} ]] && kill -0 "$1" 2>/dev/null; }

# pid from PIDFILE if that process is alive and its command line contains MARKER
pidfile_pid() {
  local file=$1 marker=$2 pid
  [[ -s $file ]] || return 1
  pid=$(head -n1 "$file" | tr -dc 0-9)
  pid_alive "$pid" || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$marker" || return 1
  echo "$pid"
}

# start_bg PIDFILE LOGFILE CMD...: start CMD in its own session, detached, pid into PIDFILE
start_bg() {
  local pidfile=$1 file=$2
  shift 2
  printf '\n==== %s: starting %s\n' "$(date -Is)" "$*" >>"$file"
  # fd 9 (the lock of this script) must not be inherited by the long-running servers
  (cd "$DIR" && exec setsid "$@" >>"$file" 2>&1 </dev/null 9>&-) &
  echo $! >"$pidfile"
}

# stop_pid NAME PID [TIMEOUT]: SIGTERM, wait, then SIGKILL
stop_pid() {
  local name=$1 pid=$2 t=${3:-30} i
  kill -TERM "$pid" 2>/dev/null || return 0
  for ((i = 0; i < t * 5; i++)); do
    pid_alive "$pid" || return 0
    sleep 0.2
  done
  log "$name (pid $pid) did not stop within ${t}s, sending SIGKILL"
  kill -KILL "$pid" 2>/dev/null || true
  sleep 0.5
}

# wait_ready NAME LOGFILE PIDFN CHECKFN: poll CHECKFN until it succeeds; fail fast if the process died
wait_ready() {
  local name=$1 file=$2 pidfn=$3 checkfn=$4 deadline=$((SECONDS + TIMEOUT))
  while ((SECONDS < deadline)); do
    if ! "$pidfn" >/dev/null; then
      die_log "$name exited during startup" "$file"
    fi
    if "$checkfn" 2>/dev/null; then
      return 0
    fi
    sleep 0.5
  done
  die_log "$name not ready after ${TIMEOUT}s (LOCAL_SERVICES_TIMEOUT)" "$file"
}

# resolve a package from the repository's node_modules (for readiness checks); fails if node or package absent
node_has() {
  [[ -z ${LOCAL_SERVICES_NO_NODE:-} ]] && command -v node >/dev/null 2>&1 &&
    REPO_DIR=$REPO_DIR node -e 'require.resolve(process.argv[1], {paths: [process.env.REPO_DIR]})' "$1" >/dev/null 2>&1
}

APT_UPDATED=0
POLICY_RC_CREATED=0
cleanup() {
  if ((POLICY_RC_CREATED)); then rm -f /usr/sbin/policy-rc.d; fi
}
trap cleanup EXIT

# apt_install PKG...: install Debian packages; the distro services are not started (policy-rc.d),
# since only our own instances on our own ports should run
apt_install() {
  local file=$LOG_DIR/install-apt.log
  [[ $(id -u) == 0 ]] || die "need root to run: apt-get install $*"
  if [[ ! -e /usr/sbin/policy-rc.d ]]; then
    printf '#!/bin/sh\n# created by deploy/local/services.sh during apt-get install\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 755 /usr/sbin/policy-rc.d
    POLICY_RC_CREATED=1
  fi
  if ((!APT_UPDATED)); then
    log "apt-get update (log: $file)"
    run_logged "$file" "apt-get update" apt-get update
    APT_UPDATED=1
  fi
  log "apt-get install $* (log: $file)"
  run_logged "$file" "apt-get install $*" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends -o Dpkg::Use-Pty=0 "$@"
  if ((POLICY_RC_CREATED)); then
    rm -f /usr/sbin/policy-rc.d
    POLICY_RC_CREATED=0
  fi
}

# ---------------------------------------------------------------------------
# postgres

PG_DIR=$DIR/postgres
PG_DATA=$PG_DIR/data
PG_RUN=$PG_DIR/run
PG_LOG=$LOG_DIR/postgres.log
PG_BIN=

# newest /usr/lib/postgresql/<v>/bin with a server (pg_ctl, initdb, postgres); /usr/local/bin/pg_ctl
# may be a symlink into it, or dangle, so the Debian layout is looked at directly
find_pg_bin() {
  local d best= bestv=
  for d in /usr/lib/postgresql/*/bin; do
    [[ -x $d/pg_ctl && -x $d/initdb && -x $d/postgres && -x $d/psql ]] || continue
    local v=${d#/usr/lib/postgresql/}
    v=${v%/bin}
    if [[ -z $best ]] || [[ $(printf '%s\n%s\n' "$bestv" "$v" | sort -V | tail -n1) == "$v" ]]; then
      best=$d
      bestv=$v
    fi
  done
  [[ -n $best ]] && echo "$best"
}

pg_install() {
  PG_BIN=$(find_pg_bin) || true
  if [[ -z $PG_BIN ]]; then
    apt_install postgresql postgresql-client
    PG_BIN=$(find_pg_bin) || die "postgresql installed but no server binaries under /usr/lib/postgresql/*/bin"
  fi
  id postgres >/dev/null 2>&1 || die "OS user 'postgres' missing (normally created by the postgresql package)"
}

as_pg() { (cd / && runuser -u postgres -- "$@"); }

pg_pid() {
  local pid
  [[ -s $PG_DATA/postmaster.pid ]] || return 1
  pid=$(head -n1 "$PG_DATA/postmaster.pid" | tr -dc 0-9)
  pid_alive "$pid" || return 1
  grep -q postgres "/proc/$pid/comm" 2>/dev/null || return 1
  echo "$pid"
}

psql_admin() {
  as_pg "$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$HOST" -p "$PG_PORT" -U postgres -d postgres "$@"
}

pg_ready() {
  "$PG_BIN/pg_isready" -q -h "$HOST" -p "$PG_PORT" -d postgres -U postgres &&
    [[ $(psql_admin -tAc 'select 1') == 1 ]]
}

pg_up() {
  [[ -n $PG_BIN ]] || pg_install
  mkdir -p "$PG_DIR" "$PG_RUN"
  chown postgres:postgres "$PG_DIR" "$PG_RUN"
  touch "$PG_LOG"
  chown postgres:postgres "$PG_LOG"
  # every directory above the data folder must be traversable by the postgres user
  if ! runuser -u postgres -- test -x "$PG_DIR"; then
    die "user postgres cannot reach $PG_DIR (a parent directory is not world-executable); set LOCAL_SERVICES_DIR elsewhere"
  fi
  if [[ ! -s $PG_DATA/PG_VERSION ]]; then
    if [[ -d $PG_DATA ]] && [[ -n $(ls -A "$PG_DATA") ]]; then
      die "$PG_DATA exists but holds no cluster (interrupted initdb?): remove it and retry"
    fi
    log "postgres: initdb $PG_DATA ($("$PG_BIN/postgres" --version))"
    run_logged "$LOG_DIR/install-postgres.log" "initdb" as_pg "$PG_BIN/initdb" -D "$PG_DATA" -U postgres \
      -E UTF8 --locale=C.UTF-8 --auth-local=trust --auth-host=trust
    cat >>"$PG_DATA/postgresql.conf" <<EOF

# ---- deploy/local/services.sh (port and listen address are also given on the command line)
listen_addresses = '$HOST'
unix_socket_directories = '$PG_RUN'
EOF
  fi
  if pg_pid >/dev/null; then
    log "postgres: already running (pid $(pg_pid))"
  else
    log "postgres: starting on $HOST:$PG_PORT"
    if ! as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" -o "-p $PG_PORT -h $HOST" -w -t "$TIMEOUT" start \
      >>"$LOG_DIR/install-postgres.log" 2>&1 9>&-; then
      die_log "postgres failed to start" "$PG_LOG"
    fi
  fi
  wait_ready postgres "$PG_LOG" pg_pid pg_ready
  # role and database (idempotent)
  if [[ $(psql_admin -tAc "select 1 from pg_roles where rolname = '$PG_USER'") != 1 ]]; then
    log "postgres: creating role $PG_USER"
    psql_admin -c "create role $PG_USER login password '$PG_PASSWORD'"
  fi
  if [[ $(psql_admin -tAc "select 1 from pg_database where datname = '$PG_DB'") != 1 ]]; then
    log "postgres: creating database $PG_DB"
    psql_admin -c "create database $PG_DB owner $PG_USER"
  fi
  log "postgres: ready ($(pg_url))"
}

pg_down() {
  local pid
  if pid=$(pg_pid); then
    PG_BIN=$(find_pg_bin) || die "postgres is running (pid $pid) but pg_ctl is not found"
    log "postgres: stopping (pid $pid)"
    as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w -t 60 stop >>"$LOG_DIR/install-postgres.log" 2>&1 ||
      stop_pid postgres "$pid" 30
  else
    log "postgres: not running"
  fi
}

pg_url() { echo "postgres://$PG_USER:$PG_PASSWORD@$HOST:$PG_PORT/$PG_DB"; }

# ---------------------------------------------------------------------------
# redis

REDIS_DIR=$DIR/redis
REDIS_PIDFILE=$REDIS_DIR/redis.pid
REDIS_CONF=$REDIS_DIR/redis.conf
REDIS_LOG=$LOG_DIR/redis.log

redis_install() {
  if ! command -v redis-server >/dev/null 2>&1 || ! command -v redis-cli >/dev/null 2>&1; then
    apt_install redis-server redis-tools
  fi
}

redis_pid() { pidfile_pid "$REDIS_PIDFILE" "redis-server"; }

redis_ready() { [[ $(redis-cli -h "$HOST" -p "$REDIS_PORT" ping 2>/dev/null) == PONG ]]; }

redis_up() {
  redis_install
  mkdir -p "$REDIS_DIR/data"
  cat >"$REDIS_CONF" <<EOF
# generated by deploy/local/services.sh
bind $HOST
port $REDIS_PORT
protected-mode yes
daemonize yes
pidfile $REDIS_PIDFILE
logfile $REDIS_LOG
dir $REDIS_DIR/data
save 3600 1 300 100 60 10000
appendonly no
EOF
  if redis_pid >/dev/null; then
    log "redis: already running (pid $(redis_pid))"
  else
    log "redis: starting on $HOST:$REDIS_PORT ($(redis-server --version | awk '{print $3}'))"
    rm -f "$REDIS_PIDFILE"
    if ! redis-server "$REDIS_CONF" >>"$REDIS_LOG" 2>&1 9>&-; then
      die_log "redis-server failed to start" "$REDIS_LOG"
    fi
    local i
    for ((i = 0; i < 50; i++)); do
      redis_pid >/dev/null && break
      sleep 0.2
    done
  fi
  wait_ready redis "$REDIS_LOG" redis_pid redis_ready
  log "redis: ready (redis://$HOST:$REDIS_PORT)"
}

redis_down() {
  local pid
  if pid=$(redis_pid); then
    log "redis: stopping (pid $pid)"
    stop_pid redis "$pid" 30
    rm -f "$REDIS_PIDFILE"
  else
    log "redis: not running"
  fi
}

# ---------------------------------------------------------------------------
# kafka (KRaft, single node acting as broker and controller)

KAFKA_DIR=$DIR/kafka
KAFKA_LIBS=$KAFKA_DIR/libs
KAFKA_MARKER=$KAFKA_LIBS/.complete
KAFKA_DATA=$KAFKA_DIR/data
KAFKA_PROPS=$KAFKA_DIR/server.properties
KAFKA_PIDFILE=$KAFKA_DIR/kafka.pid
KAFKA_LOG=$LOG_DIR/kafka.log

# the jars in kafka/libs are reused while the version and deploy/local/kafka/pom.xml are unchanged
kafka_stamp() { echo "$KAFKA_VERSION $(cksum <"$SCRIPT_DIR/kafka/pom.xml" | cut -d' ' -f1)"; }
kafka_libs_current() { [[ -f $KAFKA_MARKER && $(cat "$KAFKA_MARKER") == "$(kafka_stamp)" ]]; }

kafka_install() {
  # java and mvn come from the apt step of cmd_up (this runs in the background, beside the FerretDB build)
  command -v java >/dev/null 2>&1 || die "kafka: java not found"
  if kafka_libs_current; then
    return 0
  fi
  if [[ -d $KAFKA_LIBS ]] && kafka_pid >/dev/null; then
    log "kafka: running with other jars than $KAFKA_VERSION/pom.xml ask for; 'down kafka' then 'up kafka' to update"
    return 0
  fi
  command -v mvn >/dev/null 2>&1 || die "kafka: mvn not found"
  local file=$LOG_DIR/install-kafka.log tmp=$KAFKA_DIR/libs.tmp
  log "kafka: fetching kafka_2.13:$KAFKA_VERSION and dependencies with Maven (log: $file)"
  mkdir -p "$KAFKA_DIR"
  rm -rf "$tmp"
  run_logged "$file" "mvn dependency:copy-dependencies (kafka $KAFKA_VERSION)" \
    mvn -B -q -f "$SCRIPT_DIR/kafka/pom.xml" -Dkafka.version="$KAFKA_VERSION" \
    dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$tmp"
  [[ -f $tmp/kafka_2.13-$KAFKA_VERSION.jar ]] || die_log "kafka_2.13-$KAFKA_VERSION.jar missing after Maven fetch" "$file"
  rm -rf "$KAFKA_LIBS"
  mv "$tmp" "$KAFKA_LIBS"
  kafka_stamp >"$KAFKA_MARKER"
}

kafka_java() {
  java -Djava.awt.headless=true -Djava.net.preferIPv4Stack=true \
    -Dlog4j.configuration="file:$KAFKA_DIR/log4j-tools.properties" -cp "$KAFKA_LIBS/*" "$@"
}

kafka_write_config() {
  mkdir -p "$KAFKA_DATA"
  cat >"$KAFKA_PROPS" <<EOF
# generated by deploy/local/services.sh
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@$HOST:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://$HOST:$KAFKA_PORT,CONTROLLER://$HOST:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$HOST:$KAFKA_PORT
inter.broker.listener.name=PLAINTEXT
controller.listener.names=CONTROLLER
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$KAFKA_DATA
num.partitions=4
default.replication.factor=1
min.insync.replicas=1
auto.create.topics.enable=true
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
num.network.threads=2
num.io.threads=4
log.retention.hours=168
EOF
  cat >"$KAFKA_DIR/log4j.properties" <<'EOF'
# generated by deploy/local/services.sh (broker log goes to stdout, redirected to logs/kafka.log)
log4j.rootLogger=INFO, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka.request.logger=WARN
log4j.logger.state.change.logger=WARN
log4j.logger.org.apache.kafka.clients=WARN
EOF
  cat >"$KAFKA_DIR/log4j-tools.properties" <<'EOF'
# generated by deploy/local/services.sh (command-line tools: warnings only, on stderr)
log4j.rootLogger=WARN, stderr
log4j.appender.stderr=org.apache.log4j.ConsoleAppender
log4j.appender.stderr.Target=System.err
log4j.appender.stderr.layout=org.apache.log4j.PatternLayout
log4j.appender.stderr.layout.ConversionPattern=[%d] %p %m (%c)%n
EOF
}

kafka_pid() { pidfile_pid "$KAFKA_PIDFILE" "kafka.Kafka $KAFKA_PROPS"; }

KAFKA_CHECK_JS='
const { Kafka, logLevel } = require(require.resolve("kafkajs", { paths: [process.env.REPO_DIR] }));
const kafka = new Kafka({ clientId: "local-services-check", brokers: [process.env.BROKER],
  logLevel: logLevel.NOTHING, connectionTimeout: 3000, requestTimeout: 5000, retry: { retries: 0 } });
const admin = kafka.admin();
(async () => { await admin.connect(); const c = await admin.describeCluster(); await admin.listTopics();
  await admin.disconnect(); if (!c.brokers.length) throw new Error("no brokers"); })()
  .then(() => process.exit(0), () => process.exit(1));
setTimeout(() => process.exit(1), 10000).unref();
'

kafka_ready() {
  port_open "$KAFKA_PORT" || return 1
  if node_has kafkajs; then
    REPO_DIR=$REPO_DIR BROKER=$HOST:$KAFKA_PORT KAFKAJS_NO_PARTITIONER_WARNING=1 node -e "$KAFKA_CHECK_JS"
  else
    kafka_java org.apache.kafka.tools.TopicCommand --bootstrap-server "$HOST:$KAFKA_PORT" --list >/dev/null
  fi
}

kafka_up() { # kafka_install already ran in cmd_up
  kafka_write_config
  if [[ ! -f $KAFKA_DATA/meta.properties ]]; then
    local file=$LOG_DIR/install-kafka.log cid
    if [[ -s $KAFKA_DIR/cluster-id ]]; then
      cid=$(cat "$KAFKA_DIR/cluster-id")
    else
      cid=$(kafka_java kafka.tools.StorageTool random-uuid 2>>"$file" | tail -n1) ||
        die_log "kafka: StorageTool random-uuid failed" "$file"
      echo "$cid" >"$KAFKA_DIR/cluster-id"
    fi
    log "kafka: formatting storage (cluster id $cid)"
    run_logged "$file" "kafka StorageTool format" \
      kafka_java kafka.tools.StorageTool format -t "$cid" -c "$KAFKA_PROPS" --ignore-formatted
  fi
  if kafka_pid >/dev/null; then
    log "kafka: already running (pid $(kafka_pid))"
  else
    if port_open "$KAFKA_PORT" || port_open "$KAFKA_CONTROLLER_PORT"; then
      die "kafka: port $KAFKA_PORT or $KAFKA_CONTROLLER_PORT already in use by another process"
    fi
    log "kafka: starting $KAFKA_VERSION on $HOST:$KAFKA_PORT (controller $HOST:$KAFKA_CONTROLLER_PORT)"
    # shellcheck disable=SC2086 # KAFKA_HEAP_OPTS is a list of JVM options
    start_bg "$KAFKA_PIDFILE" "$KAFKA_LOG" java $KAFKA_HEAP_OPTS -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
      -Djava.awt.headless=true -Djava.net.preferIPv4Stack=true -Dlog4j.configuration="file:$KAFKA_DIR/log4j.properties" \
      -Dkafka.logs.dir="$LOG_DIR" -cp "$KAFKA_LIBS/*" kafka.Kafka "$KAFKA_PROPS"
    sleep 0.5
  fi
  wait_ready kafka "$KAFKA_LOG" kafka_pid kafka_ready
  log "kafka: ready ($HOST:$KAFKA_PORT)"
}

kafka_down() {
  local pid
  if pid=$(kafka_pid); then
    log "kafka: stopping (pid $pid)"
    stop_pid kafka "$pid" 60
  else
    log "kafka: not running"
  fi
  rm -f "$KAFKA_PIDFILE"
}

# ---------------------------------------------------------------------------
# ferretdb (v1, SQLite backend)

FERRETDB_DIR=$DIR/ferretdb
FERRETDB_BIN=$DIR/bin/ferretdb
FERRETDB_PIDFILE=$FERRETDB_DIR/ferretdb.pid
FERRETDB_LOG=$LOG_DIR/ferretdb.log

version_ge() { [[ $(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1) == "$2" ]]; }

ferretdb_install() {
  if [[ -x $FERRETDB_BIN && -f $FERRETDB_BIN.version && $(cat "$FERRETDB_BIN.version") == "$FERRETDB_VERSION" ]]; then
    return 0
  fi
  command -v go >/dev/null 2>&1 || die "ferretdb: Go >= $FERRETDB_MIN_GO is needed to build FerretDB (not found in PATH)"
  local gov file=$LOG_DIR/install-ferretdb.log tmp=$DIR/bin.tmp
  gov=$(GOTOOLCHAIN=local go env GOVERSION)
  gov=${gov#go}
  version_ge "$gov" "$FERRETDB_MIN_GO" ||
    die "ferretdb: FerretDB $FERRETDB_VERSION needs Go >= $FERRETDB_MIN_GO, found $gov (GOTOOLCHAIN=local: no toolchain download)"
  log "ferretdb: building $FERRETDB_VERSION with go $gov (takes minutes on 2 cores; log: $file)"
  # Not `go install ...@version`: that asks the module proxy for the module's version list (to look
  # for deprecations), which the proxy reachable here refuses (403). Instead: download that exact
  # module version (checksum-verified), copy its source, write build/version/version.txt (which
  # FerretDB's release tooling normally generates; without it the binary panics at start), and
  # `go build ./cmd/ferretdb` in that copy with FerretDB's own go.mod/go.sum.
  local src=$DIR/build/ferretdb moddir
  local goenv=(env GOTOOLCHAIN=local GOFLAGS=-buildvcs=false GOWORK=off CGO_ENABLED=0)
  rm -rf "$tmp" "$src"
  mkdir -p "$tmp" "$DIR/build" "$DIR/bin"
  run_logged "$file" "go mod download github.com/FerretDB/FerretDB@$FERRETDB_VERSION" \
    in_dir "$DIR/build" "${goenv[@]}" go mod download -json "github.com/FerretDB/FerretDB@$FERRETDB_VERSION"
  moddir=$(in_dir "$DIR/build" "${goenv[@]}" go mod download -json "github.com/FerretDB/FerretDB@$FERRETDB_VERSION" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  [[ -n $moddir && -f $moddir/go.mod ]] || die_log "ferretdb: module source not found after download" "$file"
  cp -R "$moddir" "$src"
  chmod -R u+w "$src"
  echo "$FERRETDB_VERSION" >"$src/build/version/version.txt"
  echo "local-services" >"$src/build/version/package.txt"
  run_logged "$file" "go build ./cmd/ferretdb ($FERRETDB_VERSION)" \
    in_dir "$src" "${goenv[@]}" go build -trimpath -o "$tmp/ferretdb" ./cmd/ferretdb
  mv -f "$tmp/ferretdb" "$FERRETDB_BIN"
  rm -rf "$tmp" "$src"
  rmdir "$DIR/build" 2>/dev/null || true
  echo "$FERRETDB_VERSION" >"$FERRETDB_BIN.version"
}

ferretdb_pid() { pidfile_pid "$FERRETDB_PIDFILE" "--listen-addr=$HOST:$FERRETDB_PORT"; }

MONGO_PING_JS='
const { MongoClient } = require(require.resolve("mongodb", { paths: [process.env.REPO_DIR] }));
const c = new MongoClient(process.env.URL, { serverSelectionTimeoutMS: 3000, connectTimeoutMS: 3000 });
c.db("admin").command({ ping: 1 }).then(r => c.close().then(() => process.exit(r.ok === 1 ? 0 : 1)),
  () => process.exit(1));
setTimeout(() => process.exit(1), 10000).unref();
'

# fallback without node_modules: one OP_MSG {ping: 1} over the wire protocol, expects {ok: 1.0}
MONGO_PING_PY='
import socket, struct, sys
def cstr(s): return s.encode() + b"\0"
body = b"\x10" + cstr("ping") + struct.pack("<i", 1) + b"\x02" + cstr("$db") + struct.pack("<i", 6) + cstr("admin")
msg = struct.pack("<I", 0) + b"\0" + struct.pack("<i", len(body) + 5) + body + b"\0"
s = socket.create_connection((sys.argv[1], int(sys.argv[2])), timeout=3)
s.sendall(struct.pack("<iiii", 16 + len(msg), 1, 0, 2013) + msg)
def read(n):
    b = b""
    while len(b) < n:
        c = s.recv(n - len(b))
        if not c: sys.exit(1)
        b += c
    return b
n, _, _, op = struct.unpack("<iiii", read(16))
sys.exit(0 if op == 2013 and b"\x01ok\0" + struct.pack("<d", 1.0) in read(n - 16) else 1)
'

ferretdb_ready() {
  port_open "$FERRETDB_PORT" || return 1
  if node_has mongodb; then
    REPO_DIR=$REPO_DIR URL="mongodb://$HOST:$FERRETDB_PORT/" node -e "$MONGO_PING_JS"
  elif command -v python3 >/dev/null 2>&1; then
    python3 -c "$MONGO_PING_PY" "$HOST" "$FERRETDB_PORT"
  fi # else: the open port is all we can check
}

ferretdb_up() {
  ferretdb_install
  mkdir -p "$FERRETDB_DIR/data"
  if ferretdb_pid >/dev/null; then
    log "ferretdb: already running (pid $(ferretdb_pid))"
  else
    if port_open "$FERRETDB_PORT"; then
      die "ferretdb: port $FERRETDB_PORT already in use by another process"
    fi
    log "ferretdb: starting $FERRETDB_VERSION (SQLite backend) on $HOST:$FERRETDB_PORT"
    start_bg "$FERRETDB_PIDFILE" "$FERRETDB_LOG" env DO_NOT_TRACK=1 "$FERRETDB_BIN" \
      --listen-addr="$HOST:$FERRETDB_PORT" --handler=sqlite --sqlite-url="file:$FERRETDB_DIR/data/" \
      --state-dir="$FERRETDB_DIR" --telemetry=disable --debug-addr=- --log-level=info
    sleep 0.3
  fi
  wait_ready ferretdb "$FERRETDB_LOG" ferretdb_pid ferretdb_ready
  log "ferretdb: ready (mongodb://$HOST:$FERRETDB_PORT/$MONGO_DB)"
}

ferretdb_down() {
  local pid
  if pid=$(ferretdb_pid); then
    log "ferretdb: stopping (pid $pid)"
    stop_pid ferretdb "$pid" 30
  else
    log "ferretdb: not running"
  fi
  rm -f "$FERRETDB_PIDFILE"
}

# ---------------------------------------------------------------------------
# commands

print_env() {
  cat <<EOF
export EVENT_STORE=postgres
export POSTGRES_URL=$(pg_url)
export READ_STORE=mongodb
export MONGODB_URL=mongodb://$HOST:$FERRETDB_PORT/$MONGO_DB
export IMPORT_QUEUE=kafka
export KAFKA_BROKERS=$HOST:$KAFKA_PORT
export LIMITS_STORE=redis
export REDIS_URL=redis://$HOST:$REDIS_PORT
EOF
}

status_line() {
  local name=$1 pid=$2 port=$3 url=$4 state
  if [[ -z $pid ]]; then
    state=stopped
  elif port_open "$port"; then
    state=running
  else
    state=starting
  fi
  printf '%-9s %-8s %-11s %s\n' "$name" "$state" "${pid:+pid $pid}" "$url"
  [[ $state == running ]]
}

cmd_status() {
  local s rc=0 pid
  for s in "$@"; do
    case $s in
      postgres) pid=$(pg_pid) || pid=; status_line postgres "$pid" "$PG_PORT" "$(pg_url)" || rc=3 ;;
      redis) pid=$(redis_pid) || pid=; status_line redis "$pid" "$REDIS_PORT" "redis://$HOST:$REDIS_PORT" || rc=3 ;;
      kafka) pid=$(kafka_pid) || pid=; status_line kafka "$pid" "$KAFKA_PORT" "$HOST:$KAFKA_PORT" || rc=3 ;;
      ferretdb) pid=$(ferretdb_pid) || pid=
        status_line ferretdb "$pid" "$FERRETDB_PORT" "mongodb://$HOST:$FERRETDB_PORT/$MONGO_DB" || rc=3 ;;
    esac
  done
  return $rc
}

lock() {
  mkdir -p "$DIR" "$LOG_DIR"
  exec 9>"$DIR/.services.lock"
  flock -w 900 9 || die "another services.sh is running on $DIR (lock $DIR/.services.lock)"
}

has() {
  local x=$1
  shift
  local s
  for s in "$@"; do [[ $s == "$x" ]] && return 0; done
  return 1
}

# reserve_ports: keep the servers' ports out of the kernel's pool of ephemeral ports (best effort, when this
# user may write the setting). Every port here lies inside Linux's default ephemeral range (32768-60999), so a
# client connection opened by a test can take one as its local port just before a server binds it, and the server
# then fails with "Address already in use". A reserved port can still be bound by name; it is only never handed
# out at random.
reserve_ports() {
  local file=/proc/sys/net/ipv4/ip_local_reserved_ports current ports
  [[ -w $file ]] || return 0
  ports="$PG_PORT,$REDIS_PORT,$KAFKA_PORT,$KAFKA_CONTROLLER_PORT,$FERRETDB_PORT"
  current=$(<"$file")
  if [[ -n $current ]]; then ports="$current,$ports"; fi
  if echo "$ports" >"$file" 2>/dev/null; then log "ports kept out of the ephemeral range: $(<"$file")"; fi
}

cmd_up() {
  local start=$SECONDS s
  lock
  log "data and logs: $DIR"
  reserve_ports
  # Debian packages first (one apt-get run), then the slow fetch/build steps in parallel
  local pkgs=()
  if has postgres "$@" && [[ -z $(find_pg_bin) ]]; then pkgs+=(postgresql postgresql-client); fi
  if has redis "$@" && ! { command -v redis-server && command -v redis-cli; } >/dev/null 2>&1; then
    pkgs+=(redis-server redis-tools)
  fi
  if has kafka "$@"; then
    if ! command -v java >/dev/null 2>&1; then pkgs+=(openjdk-17-jre-headless); fi
    if ! command -v mvn >/dev/null 2>&1 && ! kafka_libs_current; then
      pkgs+=(maven)
    fi
  fi
  if ((${#pkgs[@]})); then apt_install "${pkgs[@]}"; fi
  if has postgres "$@"; then pg_install; fi
  local kpid= fpid=
  if has kafka "$@"; then kafka_install & kpid=$!; fi
  if has ferretdb "$@"; then ferretdb_install & fpid=$!; fi
  local failed=0
  if [[ -n $kpid ]]; then wait "$kpid" || failed=1; fi
  if [[ -n $fpid ]]; then wait "$fpid" || failed=1; fi
  ((!failed)) || exit 1
  for s in "$@"; do
    case $s in
      postgres) pg_up ;;
      redis) redis_up ;;
      kafka) kafka_up ;;
      ferretdb) ferretdb_up ;;
    esac
  done
  log "all up in $((SECONDS - start))s"
  print_env
}

cmd_down() {
  lock
  local i
  for ((i = $# ; i >= 1; i--)); do
    case ${!i} in
      postgres) pg_down ;;
      redis) redis_down ;;
      kafka) kafka_down ;;
      ferretdb) ferretdb_down ;;
    esac
  done
}

usage() {
  cat >&2 <<EOF
usage: $0 up|down|status|env [service...]
  services: ${ALL_SERVICES[*]} (default: all; aliases: pg postgresql mongo mongodb)
  data and logs: \${LOCAL_SERVICES_DIR:-<repo>/.local-services}
EOF
  exit 2
}

main() {
  [[ $# -ge 1 ]] || usage
  local cmd=$1
  shift
  local services=() s
  for s in "$@"; do
    case $s in
      postgres | postgresql | pg) services+=(postgres) ;;
      redis) services+=(redis) ;;
      kafka) services+=(kafka) ;;
      ferretdb | mongo | mongodb) services+=(ferretdb) ;;
      *) die "unknown service '$s' (known: ${ALL_SERVICES[*]})" ;;
    esac
  done
  # keep the canonical order, drop duplicates
  local selected=()
  for s in "${ALL_SERVICES[@]}"; do
    if ((${#services[@]} == 0)) || has "$s" "${services[@]}"; then selected+=("$s"); fi
  done
  case $cmd in
    up) cmd_up "${selected[@]}" ;;
    down) cmd_down "${selected[@]}" ;;
    status) cmd_status "${selected[@]}" ;;
    env) print_env ;;
    -h | --help | help) usage ;;
    *) usage ;;
  esac
}

main "$@"
