#!/usr/bin/env bash
# A local Citus cluster for tests and for a trial: one coordinator and N workers (default 2) on
# loopback ports, in a folder this script owns, with schema-based sharding on.
#
#   infra/citus/cluster.sh start [workers]   # builds/installs Citus if needed, initdb, start, add nodes
#   infra/citus/cluster.sh status            # nodes and their tenant schemas
#   infra/citus/cluster.sh stop              # stops the nodes, keeps the data
#   infra/citus/cluster.sh remove            # stops the nodes and deletes the folder
#
# Environment: CITUS_DIR (default /tmp/gst-citus), CITUS_PORT (coordinator, default 9700; worker i
# listens on CITUS_PORT+i). Prints the coordinator's DATABASE_URL when started. PostgreSQL refuses
# to run as root, so as root the nodes run as the `postgres` user.
#
# Settings are for a throwaway cluster on one machine: fsync is off (a crash of the machine loses
# recent commits), trust auth on loopback. A production cluster keeps fsync on; see infra/README.md
# "Beyond one node". synchronous_commit stays on: a tenant move's final catch-up waits for the
# source worker's WAL *write* position (pg_current_wal_lsn), and with synchronous_commit off a
# commit already acknowledged can still sit unwritten behind it, so the move switches over without
# it and the invoice is lost (CI saw 2 of 196 acknowledged invoices missing after a move).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=${CITUS_DIR:-/tmp/gst-citus}
port=${CITUS_PORT:-9700}
pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
psql_on() { # port, sql
  as_pg "$pgbin/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$1" -U postgres -d postgres -tA -c "$2"
}
nodes() { ls -d "$dir"/node* 2>/dev/null | sort -V; }

start() {
  local workers=${1:-2}
  # Citus is not in the Debian archive these machines reach: build it from the release beside the
  # repo (../shared/citus/install.sh, a no-op when installed; CITUS_INSTALL names another copy).
  if [ ! -f "$("$pgbin/pg_config" --pkglibdir)/citus.so" ]; then
    local installer=${CITUS_INSTALL:-$here/../../../shared/citus/install.sh}
    if [ ! -f "$installer" ]; then
      echo "Citus is not installed and $installer is missing (set CITUS_INSTALL)" >&2
      exit 1
    fi
    bash "$installer"
  fi
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
  local fresh=0
  for i in $(seq 0 "$workers"); do
    local data="$dir/node$i" p=$((port + i))
    if [ ! -f "$data/PG_VERSION" ]; then
      fresh=1
      as_pg "$pgbin/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
      cat >>"$data/postgresql.conf" <<CONF
port = $p
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
shared_preload_libraries = 'citus'
citus.enable_schema_based_sharding = on
wal_level = logical
max_connections = 300
max_prepared_transactions = 300
max_worker_processes = 64
max_replication_slots = 32
max_wal_senders = 32
max_locks_per_transaction = 1024
shared_buffers = 128MB
fsync = off
synchronous_commit = on
full_page_writes = off
CONF
    fi
    if ! as_pg "$pgbin/pg_ctl" -D "$data" status >/dev/null 2>&1; then
      as_pg "$pgbin/pg_ctl" -D "$data" -l "$data/log" -w start >/dev/null
    fi
  done
  for i in $(seq 0 "$workers"); do psql_on $((port + i)) "create extension if not exists citus"; done
  if [ "$fresh" = 1 ] || [ "$(psql_on "$port" "select count(*) from pg_dist_node")" = 0 ]; then
    psql_on "$port" "select citus_set_coordinator_host('127.0.0.1', $port)" >/dev/null
    for i in $(seq 1 "$workers"); do
      psql_on "$port" "select citus_add_node('127.0.0.1', $((port + i)))" >/dev/null
    done
  fi
  echo "citus cluster up: coordinator 127.0.0.1:$port, $workers workers ($dir)"
  echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
}

status() {
  psql_on "$port" "select nodename || ':' || nodeport || ' ' || noderole || ' group ' || groupid from pg_dist_node order by nodeid"
  psql_on "$port" "select s.schema_name || ' on ' || string_agg(distinct h.nodename || ':' || h.nodeport, ', ')
    from citus_schemas s join citus_shards h using (colocation_id) group by s.schema_name order by 1" || true
}

stop() {
  for data in $(nodes); do
    as_pg "$pgbin/pg_ctl" -D "$data" -m fast -w stop >/dev/null 2>&1 || true
  done
  echo "citus cluster stopped ($dir)"
}

case "${1:-}" in
  start) start "${2:-2}" ;;
  status) status ;;
  stop) stop ;;
  remove) stop; rm -rf "$dir"; echo "removed $dir" ;;
  *) sed -n '2,16p' "$0"; exit 2 ;;
esac
