#!/usr/bin/env bash
# Scaffolds a library package with the scripts every package has: lint and test (pnpm typecheck covers it
# through tooling/typecheck's programs when it lies under packages/, services/ or apps/).
# usage: tooling/scripts/new-package.sh <dir relative to repo> <@croupier/name> "<description>"
set -euo pipefail
dir=$1; name=$2; desc=$3
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$root/$dir/src"
# Test helpers go in testing/ beside src/, which the tsconfig includes so they are type-checked (decision 0039).
rel=$(realpath --relative-to="$root/$dir" "$root")
cat > "$root/$dir/package.json" <<JSON
{
  "name": "$name",
  "version": "0.1.0",
  "private": true,
  "description": "$desc",
  "type": "module",
  "exports": { ".": "./src/index.ts" },
  "scripts": {
    "lint": "eslint .",
    "test": "vitest run"
  },
  "dependencies": {},
  "devDependencies": {
    "eslint": "catalog:",
    "typescript": "catalog:",
    "vitest": "catalog:"
  }
}
JSON
cat > "$root/$dir/tsconfig.json" <<JSON
{
  "extends": "$rel/tsconfig.base.json",
  "include": ["src", "testing", "*.ts"]
}
JSON
[ -f "$root/$dir/src/index.ts" ] || echo "export {};" > "$root/$dir/src/index.ts"
