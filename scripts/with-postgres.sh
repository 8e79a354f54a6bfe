#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server:
#   bash scripts/with-postgres.sh npm run test:integration
# initdb into a temporary directory, start on 127.0.0.1 (a free port, trust auth, unix sockets inside the
# directory), export DATABASE_URL, run the command, then stop the server and delete everything, whatever happens.
# PostgreSQL's binaries come from $PG_BIN, else the newest /usr/lib/postgresql/*/bin. PostgreSQL refuses to run
# as root, so as root the cluster belongs to the unprivileged user $PG_USER (default: nobody).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh <command> [args...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)}"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: no PostgreSQL server binaries found (set PG_BIN, or apt-get install postgresql)." >&2
  exit 1
fi

PG_USER="${PG_USER:-nobody}"
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u "$PG_USER" -- "$@"
  else
    "$@"
  fi
}

work_dir="$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")"
if [ "$(id -u)" -eq 0 ]; then chown "$PG_USER" "$work_dir"; fi
chmod 700 "$work_dir"
data_dir="$work_dir/data"
started=0

cleanup() {
  local status=$?
  if [ "$started" = 1 ]; then
    as_pg "$PG_BIN/pg_ctl" -D "$data_dir" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work_dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

port="$(node -e 'const s = require("node:net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')"

as_pg "$PG_BIN/initdb" -D "$data_dir" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$work_dir/initdb.log" 2>&1 || {
  cat "$work_dir/initdb.log" >&2
  exit 1
}
# Durability is pointless for a cluster deleted at exit; turning it off makes the suites faster.
options="-c listen_addresses=127.0.0.1 -p $port -k $work_dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
if ! as_pg "$PG_BIN/pg_ctl" -D "$data_dir" -o "$options" -l "$work_dir/server.log" -w -t 60 start >/dev/null; then
  cat "$work_dir/server.log" >&2
  exit 1
fi
started=1

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
set +e
"$@"
status=$?
set -e
exit "$status"
