#!/usr/bin/env bash
# Opens Muster in a virtual display (Xvfb, Mesa's software Vulkan), takes screenshots of the
# menu, the companion page, the rules references, the standard battle, a Soldiers fire phase and
# the four-player Skirmish Wars map and a four-player movement game mid-game, each ruleset's
# first scenario from a copy unpacked away from the build tree, the Free Move
# table in each phase of a battle at two window sizes (failing if it shows in under 70% of
# the window), and fails if any is missing or blank
# (the app itself refuses a picture of fewer than 4 colours).
#   scripts/screenshot-smoke.sh          pictures go to a temporary folder
#   scripts/screenshot-smoke.sh docs     pictures go to docs/ for the README
set -euo pipefail

out="${1:-$(mktemp -d)}"
mkdir -p "$out"
# Absolute: the unpacked copy's pictures are taken from another folder.
out="$(cd "$out" && pwd)"
cargo build --locked
# A copy of this build, so another build in the same target folder (a second checkout)
# cannot swap the binary under the run.
binary="$(mktemp -d)/muster"
cp "${CARGO_TARGET_DIR:-target}/debug/muster" "$binary"
export MUSTER_CONFIG_DIR="$(mktemp -d)"
# A private runtime folder: Mesa and xkbcommon complain without one.
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR"
export MUSTER_DATA_DIR="$MUSTER_CONFIG_DIR"

shoot() {
    local what="$1" file="$2"
    shift 2
    echo "screenshot of $what -> $out/$file"
    timeout 300 xvfb-run -a -s "-screen 0 1920x1080x24" \
        "$binary" screenshot "$what" --out "$out/$file" "$@"
    test -s "$out/$file"
}

# The Free Move table takes at least 70% of the window in every phase of a battle, at
# 1280x800 and at 1920x1080 (UI scale 1): the app measures it and refuses the picture
# (exit code 4) below that.
for window in 1280x800 1920x1080; do
    for phase in deployment countdown rearrangement missile combat victory; do
        args=(--window "$window" --min-table-share 0.70 --seed 7)
        if [ "$phase" != deployment ]; then
            args+=(--phase "$phase")
        fi
        shoot scenarios/free_move/standard_battle.ron "table-$phase-$window.png" "${args[@]}"
    done
done

shoot menu menu.png
shoot companion companion.png
shoot rules rules.png
shoot rosters rosters.png
shoot scenarios/free_move/standard_battle.ron standard_battle.png
shoot rules-soldiers rules-soldiers.png
shoot rules-skirmish rules-skirmish.png
shoot rules-movement rules-movement.png
# Soldiers scenario 1, played by the computer to turn 2's fire phase, the odds preview open.
shoot scenarios/soldiers/01_brunstatt.ron soldiers-fire.png --play-moves 2 --seed 3
# The Soldiers scenario editor on scenario 3, its zones painted on the map.
shoot soldiers-editor:scenarios/soldiers/03_le_cateau.ron soldiers-editor.png
# The Free Move battle builder on the hill-and-farm battle, and the movement game's board
# editor on the pinwheel board (issue 36).
shoot free-move-builder:scenarios/free_move/hill_and_farm.ron free-move-builder.png
shoot board-editor:scenarios/movement_game/04_pinwheel_four.ron board-editor.png
# Skirmish Wars' set-up screen with a finished Check balance report.
shoot skirmish-setup:7 skirmish-setup-balance.png --balance report
# Skirmish Wars' four-player map, played by the computer to day 6, an attack preview open.
shoot scenarios/skirmish/04_four_corners.ron skirmish-four.png --play-moves 6 --seed 4
# The Untitled Movement Game, four players, 40 turns in (more frames so the text settles).
shoot scenarios/movement_game/04_pinwheel_four.ron movement-four.png --play-moves 40 --seed 2 --settle-frames 40
# The replay bar over a Skirmish Wars game, standing at command 40 of its first four days.
shoot scenarios/skirmish/03_hill_country.ron replay-skirmish.png --play-moves 4 --seed 2 --replay-at 40 --settle-frames 40
# "Since your last turn" on Soldiers, seen as the Germans: the French turn, step 20 (the French
# units hidden from the Germans left out).
shoot scenarios/soldiers/01_brunstatt.ron since-soldiers.png --play-moves 4 --since-last-turn 20 --settle-frames 40
# The correspondence page of Skirmish Wars (start a game by turn files, or open one).
shoot correspondence-skirmish correspondence-page.png
# The big-screen layout for a projector with captions (F10, F9) on a Soldiers game.
shoot scenarios/soldiers/01_brunstatt.ron big-screen-soldiers.png --play-moves 2 --seed 3 --captions --big-screen --settle-frames 40
# Demo mode on the standard battle: the computer plays both sides, a caption names the rule.
shoot demo:scenarios/free_move/standard_battle.ron demo-free-move.png --settle-frames 150
# The rules walkthroughs: the Free Move one at its first step, the Skirmish one's panel.
shoot walkthrough-free-move walkthrough-free-move.png
shoot walkthrough-skirmish walkthrough-skirmish.png
# In German (the player's guide's Languages section): the title menu and a Soldiers game.
MUSTER_LANGUAGE=de shoot menu menu-de.png
MUSTER_LANGUAGE=de shoot scenarios/soldiers/01_brunstatt.ron soldiers-fire-de.png --play-moves 2 --seed 3
MUSTER_LANGUAGE=fr shoot scenarios/free_move/standard_battle.ron table-combat-fr.png --seed 7 --phase combat
# Away from the build tree: a copy of the binary unpacked beside its own scenarios and assets,
# run from another folder, opens each ruleset's first scenario from the unpacked folder.
unpacked="$(mktemp -d)"
cp "$binary" "$unpacked/muster"
mkdir -p "$unpacked/scenarios"
cp -r assets "$unpacked/assets"
elsewhere="$(mktemp -d)"
for first in free_move/practice_skirmish.ron soldiers/01_brunstatt.ron skirmish/03_hill_country.ron movement_game/01_twin_gates_two.ron; do
    mkdir -p "$unpacked/scenarios/$(dirname "$first")"
    cp "scenarios/$first" "$unpacked/scenarios/$first"
done
for first in free_move/practice_skirmish.ron soldiers/01_brunstatt.ron skirmish/03_hill_country.ron movement_game/01_twin_gates_two.ron; do
    picture="$out/unpacked-$(basename "$first" .ron).png"
    echo "screenshot of $first from an unpacked copy -> $picture"
    (cd "$elsewhere" && env -u MUSTER_SCENARIOS -u MUSTER_ASSETS timeout 300 xvfb-run -a -s "-screen 0 1920x1080x24" \
        "$unpacked/muster" screenshot "$unpacked/scenarios/$first" --out "$picture")
    test -s "$picture"
done
echo "screenshot smoke test passed: $out"
