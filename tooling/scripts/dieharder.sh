#!/usr/bin/env bash
# Feeds the provably fair outcome stream (packages/provably-fair/src/cli/raw-stream.ts) to dieharder
# and prints its results. Installs nothing: dieharder comes from the system (Debian: apt-get install dieharder).
#
# usage: tooling/scripts/dieharder.sh            the subset below, about 4.2 GB of stream
#        tooling/scripts/dieharder.sh --all      dieharder -a: every test, tens of GB, hours on 2 cores
#        tooling/scripts/dieharder.sh 0 15 200:3 the tests numbered (dieharder -l lists them), :n sets -n
# SERVER_SEED=<64 hex> repeats a run; otherwise a fresh seed is drawn and printed.
#
# The stream is made by sha256 in JavaScript at about 5 MB/s on one core, and dieharder -a reads tens of
# GB (it runs the lagged sums at 33 lags, about 14 GB), so the default is a subset: every test dieharder
# rates "Good", once each at its default settings, except those reading more than 500 MB (2, 9, 13,
# 16, 205; 17 reads 8 GB) or spending minutes of their own (201). The bit distribution test (200) needs
# a tuple size; -a runs 1 to 12 (6.5 GB), the subset 1 to 4 (1 GB). Each test gets fresh bytes (its own
# client seed) and -Y 1, which re-runs a WEAK result with more samples until it passes or fails.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
package="$root/packages/provably-fair"
tsx="$package/node_modules/.bin/tsx"
DEFAULT_TESTS="0 1 3 4 8 10 11 12 15 100 101 102 200:1 200:2 200:3 200:4 202 203 204 206 207 208 209"

if ! command -v dieharder >/dev/null 2>&1; then
  echo "dieharder is not installed. On Debian or Ubuntu: sudo apt-get install dieharder" >&2
  exit 1
fi
if [ ! -x "$tsx" ]; then
  echo "tsx is missing from $package/node_modules: run pnpm install at the repository root" >&2
  exit 1
fi

seed=${SERVER_SEED:-$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('hex'))")}
log=$(mktemp -t dieharder.XXXXXX)
started=$(date +%s)
echo "server seed $seed; load average $(cut -d' ' -f1 /proc/loadavg) at the start; full output in $log"

stream() { "$tsx" "$package/src/cli/raw-stream.ts" --server-seed "$seed" --client-seed "$1" 2>/dev/null; }

if [ "${1:-}" = "--all" ]; then
  stream dieharder-all | dieharder -a -g 200 -Y 1 | tee -a "$log" | grep -E 'PASSED|WEAK|FAILED' || true
else
  tests=${*:-$DEFAULT_TESTS}
  for test in $tests; do
    number=${test%%:*}
    tuple=()
    [ "$test" != "$number" ] && tuple=(-n "${test#*:}")
    stream "dieharder-$test" | dieharder -g 200 -d "$number" "${tuple[@]}" -Y 1 | tee -a "$log" | grep -E 'PASSED|WEAK|FAILED' || true
  done
fi

count() { grep -cE "\| *$1 *\$" "$log" || true; }
echo "passed $(count PASSED), weak $(count WEAK), failed $(count FAILED) in $(( $(date +%s) - started )) s;" \
  "load average $(cut -d' ' -f1 /proc/loadavg) at the end"
