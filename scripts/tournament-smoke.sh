#!/usr/bin/env bash
# A short tournament in each grid ruleset (make test, so CI): every pair of the computer's
# levels plays a few games on one scenario through `muster tournament`, every command
# checked by the engine, and the table must come out. It guards the ladder against breaking
# silently; the figures themselves come from the long run in the README.
set -euo pipefail

cargo build --locked
# A copy of this build, so another build in the same target folder (a second checkout)
# cannot swap the binary under the run.
binary="$(mktemp -d)/muster"
cp "${CARGO_TARGET_DIR:-target}/debug/muster" "$binary"
for target in \
    scenarios/movement_game/01_twin_gates_two.ron \
    scenarios/skirmish/03_hill_country.ron \
    scenarios/soldiers/12_lvidsgov.ron; do
    table="$("$binary" tournament "$target" --games 2 --seed 1 --rollouts 2)"
    echo "$table"
    for pairing in "General v Veteran" "General v Recruit" "Veteran v Recruit"; do
        if ! grep -q "| $pairing | " <<<"$table"; then
            echo "tournament-smoke: $target: no row for $pairing" >&2
            exit 1
        fi
    done
done
echo "tournament-smoke: the ladder plays in every grid ruleset"
