#!/usr/bin/env bash
# The live XInput2 test (src/app/core/input/xinput2.rs, `#[ignore]`d in a plain cargo test
# because it needs an X server): starts its own Xvfb on a free display, runs the test there
# with DISPLAY set (xdotool moves and clicks XTEST's virtual pointer), and stops the server.
# CI runs as root with no display; `make test` calls this after the other tests.
#   scripts/xinput2-live-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in Xvfb xdotool; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "xinput2-live-test.sh: $tool is missing (scripts/install-system-packages.sh test installs it)" >&2
        exit 1
    fi
done

displayfile="$(mktemp)"
# -displayfd: the server picks a free display number and writes it once it is ready.
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$displayfile" 2>/dev/null &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null || true; rm -f "$displayfile"' EXIT
for _ in $(seq 1 100); do
    [ -s "$displayfile" ] && break
    sleep 0.1
done
if [ ! -s "$displayfile" ]; then
    echo "xinput2-live-test.sh: Xvfb did not start" >&2
    exit 1
fi
export DISPLAY=":$(head -n 1 "$displayfile")"
echo "the live XInput2 test on display $DISPLAY"
cargo test --locked --lib xinput2 -- --ignored
