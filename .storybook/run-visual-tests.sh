#!/usr/bin/env bash
# Builds Storybook, serves it on a free port and runs the story tests (play, axe, screenshots).
# Usage: bash .storybook/run-visual-tests.sh [extra test-storybook args, e.g. -u to update baselines]
# STORYBOOK_OUT=dir builds into another folder (so several people can run it at once).
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1
OUT="${STORYBOOK_OUT:-storybook-static}"
[ "${SKIP_BUILD:-0}" = 1 ] || npx storybook build --quiet -o "$OUT"
PORT="${PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")}"
node .storybook/serve-static.mjs "$OUT" "$PORT" & SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -fsS "http://127.0.0.1:$PORT/index.json" >/dev/null 2>&1 && break; sleep 0.1; done
npx test-storybook --url "http://127.0.0.1:$PORT" --maxWorkers=2 "$@"
