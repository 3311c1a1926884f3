#!/usr/bin/env bash
# Opens every screen of Muster in a virtual display at 1280x800 (UI scale 1 and 2) and at
# 1920x1080 (UI scale 1, 2 and 3) and fails if any window reaches outside the screen, a
# control is cut off where no scroll reaches it, two buttons overlap, a button is hidden
# under a floating window (or a menu's under a game's window), or a one-line text is cut
# short with "…" or clipped by its panel's edge (the app reads egui's own layout and the
# text it painted: `muster screenshot --fit`). The sizes are checked in turn in one run,
# so each after the first also checks the screen after a change of UI scale; the
# "rescaled" runs order them to come back to 1 after 2. Every screen is checked in each
# language Muster speaks (German first: its words are the longest).
#   scripts/fit-check.sh            pictures go to a temporary folder
#   scripts/fit-check.sh DIR        pictures (one per screen, size and language) go to DIR
#   MUSTER_FIT_LANGUAGES="de" scripts/fit-check.sh    only the languages named
set -euo pipefail

out="${1:-$(mktemp -d)}"
mkdir -p "$out"
cargo build --locked
# A copy of this build, so another build in the same target folder (a second checkout)
# cannot swap the binary under the run.
binary="$(mktemp -d)/muster"
cp "${CARGO_TARGET_DIR:-target}/debug/muster" "$binary"
export MUSTER_CONFIG_DIR="$(mktemp -d)"
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR"
export MUSTER_DATA_DIR="$MUSTER_CONFIG_DIR"
sizes="1280x800@1,1280x800@2,1920x1080@1,1920x1080@2,1920x1080@3"
failed=()

fit() {
    fit_at "$sizes" "$@"
}

# fit_at SIZES WHAT NAME [ARGS…]: the screen at the given sizes only.
fit_at() {
    local at="$1" what="$2" name="$3"
    shift 3
    echo "fit check of $what ($name, $MUSTER_LANGUAGE) at $at"
    if ! timeout 600 xvfb-run -a -s "-screen 0 1920x1080x24" \
        "$binary" screenshot "$what" --out "$out/$name-$MUSTER_LANGUAGE.png" --fit "$at" "$@"; then
        failed+=("$name ($MUSTER_LANGUAGE)")
    fi
}

every_screen() {

    fit menu menu
    fit menu menu-four-saved --saved-games 4
    rescaled="1920x1080@2,1280x800@1,1280x800@2,1920x1080@1"
    fit_at "$rescaled" menu menu-four-saved-rescaled --saved-games 4
    fit settings settings
    fit_at "$rescaled" settings settings-rescaled
    fit_at "$rescaled" companion companion-settings-rescaled --pause --settings
    fit controls controls
    fit rules rules-free-move
    fit rules-soldiers rules-soldiers
    fit companion companion
    fit companion-melee companion-melee
    fit join join
    fit correspondence-skirmish correspondence-skirmish
    fit correspondence-soldiers correspondence-soldiers
    fit host:scenarios/skirmish/04_four_corners.ron lobby
    fit skirmish-setup:7 skirmish-setup-balance-running --balance running
    fit skirmish-setup:7 skirmish-setup-balance-report --balance report
    fit free-move-builder free-move-builder
    fit free-move-builder:scenarios/free_move/hill_and_farm.ron free-move-builder-open
    fit scenarios/free_move/standard_battle.ron table-deployment --seed 7
    fit scenarios/free_move/standard_battle.ron table-countdown --seed 7 --phase countdown
    fit scenarios/free_move/standard_battle.ron table-rearrangement --seed 7 --phase rearrangement
    fit scenarios/free_move/standard_battle.ron table-combat --seed 7 --phase combat
    fit scenarios/free_move/standard_battle.ron table-pause --seed 7 --pause
    fit_at "$rescaled" scenarios/free_move/standard_battle.ron table-pause-rescaled --seed 7 --pause
    fit scenarios/soldiers/01_brunstatt.ron soldiers-deployment
    fit scenarios/soldiers/01_brunstatt.ron soldiers-fire --play-moves 2 --seed 3
    # The Soldiers scenario editor: a new scenario (its checks listed), and scenario 1 opened.
    fit soldiers-editor soldiers-editor-new
    fit soldiers-editor:scenarios/soldiers/01_brunstatt.ron soldiers-editor-brunstatt
    fit scenarios/skirmish/04_four_corners.ron skirmish-four --play-moves 6 --seed 4
    fit scenarios/skirmish/02_city_race.ron skirmish-reach --phase reach
    fit scenarios/skirmish/02_city_race.ron skirmish-buy --phase buy
    fit scenarios/movement_game/04_pinwheel_four.ron movement-four --play-moves 40 --seed 2
    fit board-editor board-editor-new
    fit board-editor:scenarios/movement_game/04_pinwheel_four.ron board-editor-pinwheel
    fit scenarios/skirmish/03_hill_country.ron replay-skirmish --play-moves 4 --seed 2 --replay-at 40
    fit scenarios/skirmish/03_hill_country.ron since-skirmish --play-moves 4 --seed 2 --since-last-turn 5
    for ruleset in free-move soldiers skirmish movement; do
        fit "walkthrough-$ruleset" "walkthrough-$ruleset"
    done
    fit demo:scenarios/free_move/standard_battle.ron demo-free-move
    # The big-screen layout for a projector, with captions (F10 and F9 in a game).
    fit scenarios/soldiers/01_brunstatt.ron soldiers-big-screen --play-moves 2 --seed 3 --captions --big-screen
    fit scenarios/free_move/standard_battle.ron table-big-screen --seed 7 --phase combat --captions --big-screen
}

for language in ${MUSTER_FIT_LANGUAGES:-de fr en}; do
    export MUSTER_LANGUAGE="$language"
    every_screen
done

if [ "${#failed[@]}" -gt 0 ]; then
    echo "fit check failed for: ${failed[*]} (pictures in $out)"
    exit 1
fi
echo "fit check passed: every screen fits at $sizes in ${MUSTER_FIT_LANGUAGES:-de fr en} (pictures in $out)"
