#!/usr/bin/env bash
# Measures what the README reports:
#  1. start-to-first-frame: `muster screenshot menu --settle-frames 0` in Xvfb, which prints
#     how long after start its first capturable frame was taken; median of 7 runs;
#  2. the incremental rebuild after touching one rules file (cargo build of the binary).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --locked
binary="${CARGO_TARGET_DIR:-target}/debug/muster"
export MUSTER_CONFIG_DIR="$(mktemp -d)"
# A private runtime folder: Mesa and xkbcommon complain without one.
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR"
out="$(mktemp -d)"

times=()
for run in 1 2 3 4 5 6 7; do
    line=$(xvfb-run -a -s "-screen 0 1280x800x24" "$binary" screenshot menu \
        --settle-frames 0 --out "$out/first.png" 2>/dev/null | grep '^screenshot:')
    ms=$(echo "$line" | sed -E 's/.*, ([0-9]+) ms after start/\1/')
    times+=("$ms")
    echo "run $run: $ms ms"
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
echo "start-to-first-frame median: ${sorted[3]} ms (of ${#sorted[@]} runs)"

touch crates/muster_rules/src/rules/dice.rs
started=$(date +%s.%N)
cargo build --locked 2>/dev/null
ended=$(date +%s.%N)
echo "incremental rebuild after touching crates/muster_rules/src/rules/dice.rs: $(awk "BEGIN { printf \"%.1f\", $ended - $started }") s"
