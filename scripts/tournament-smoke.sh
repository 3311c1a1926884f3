#!/usr/bin/env bash
# A short tournament in every ruleset (make test, so CI): every pair of the computer's levels
# plays a few games on one scenario through `muster tournament`, every command checked by the
# engine, and the table must come out. Skirmish Wars plays a two-player map and Four Corners
# (four players); Free Move a practice battle. It guards the ladder against breaking
# silently; the figures themselves come from the long run in the README. The progress goes
# to stderr, the table to stdout.
set -euo pipefail

cargo build --locked
# A copy of this build, so another build in the same target folder (a second checkout)
# cannot swap the binary under the run.
binary="$(mktemp -d)/muster"
cp "${CARGO_TARGET_DIR:-target}/debug/muster" "$binary"
started=$SECONDS
# Each target with its own options: the four-player map and Free Move's battles are long,
# so their General thinks with one play-out a candidate and Free Move's within 200 ms.
while read -r target options; do
    # shellcheck disable=SC2086 # the options are words
    table="$("$binary" tournament "$target" --games 2 --seed 1 $options </dev/null)"
    echo "$table"
    for pairing in "General v Veteran" "General v Recruit" "Veteran v Recruit"; do
        if ! grep -q "| $pairing | " <<<"$table"; then
            echo "tournament-smoke: $target: no row for $pairing" >&2
            exit 1
        fi
    done
done <<'TARGETS'
scenarios/movement_game/01_twin_gates_two.ron --rollouts 2
scenarios/skirmish/03_hill_country.ron --rollouts 2
scenarios/skirmish/04_four_corners.ron --rollouts 1
scenarios/soldiers/12_lvidsgov.ron --rollouts 2
scenarios/free_move/practice_skirmish.ron --rollouts 1 --budget-ms 200
TARGETS
echo "tournament-smoke: the ladder plays in every ruleset ($((SECONDS - started)) s of play)"
