# Sourced by .ci/run: finds the optional PostgreSQL and Redis servers on this machine and exports the
# variables that make the tests use them. CI_PG_HOST / CI_PG_PORT (default 127.0.0.1:5432) say where to look.
CI_PG_HOST="${CI_PG_HOST:-127.0.0.1}"
CI_PG_PORT="${CI_PG_PORT:-5432}"

# whether something accepts TCP connections at host:port (bash's /dev/tcp; no client tools needed)
tcp_answers() {
  timeout 3 bash -c "exec 3<>/dev/tcp/$1/$2" 2>/dev/null
}

# pg_isready when the PostgreSQL client tools are installed, else a plain TCP probe
postgres_answers() {
  if command -v pg_isready >/dev/null 2>&1; then
    pg_isready -h "$CI_PG_HOST" -p "$CI_PG_PORT" -q
  else
    tcp_answers "$CI_PG_HOST" "$CI_PG_PORT"
  fi
}

# Starts a local cluster that is installed but stopped, then exports TEST_DATABASE_URL when PostgreSQL
# answers. The default URL names the maintenance database `postgres`, which every server has: the tests
# only use it to create (and drop) their own throw-away databases.
detect_postgres() {
  if ! postgres_answers && command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start 2>/dev/null || true
    for _ in 1 2 3 4 5 6 7 8 9 10; do
      postgres_answers && break
      sleep 1
    done
  fi
  if postgres_answers; then
    export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@$CI_PG_HOST:$CI_PG_PORT/postgres}"
    echo "PostgreSQL answers: integration tests also run on it"
  fi
}

detect_redis() {
  if command -v redis-cli >/dev/null 2>&1 && redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
    export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
    echo "Redis answers: the multi-replica feed test runs"
  fi
}
