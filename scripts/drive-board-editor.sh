#!/usr/bin/env bash
# The movement game's board editor by the pointer alone, in a real window under Xvfb
# (a 1920x1080 screen; the window opens at 1280x800 in its top-left corner): the title
# menu, the movement game's page, "Make a board", a wall dragged along row 5 with two gaps
# clicked open, four starting spaces a side marked with each side's brush, the name typed,
# Save; Back to the page, where the board is listed under "Your scenarios"; Edit. Pictures
# go to the folder given (default a temporary one): 01-page … 06-edit.
# The page reached by the editor's Back takes the pointer again since the menus' fix of
# 2026-11-28 (a menu shown again sat under its backdrop): 06-edit shows the board reopened.
# Needs Xvfb, xdotool and ImageMagick's import. A click is a press held 0.25 s (egui takes
# a press held 0.8 s or more for no click) with a pause after it: lavapipe draws a few
# frames a second. MUSTER_BINARY names another binary than the build folder's.
set -u
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
binary="${MUSTER_BINARY:-${CARGO_TARGET_DIR:-$HOME/.cache/muster/target}/debug/muster}"
export DISPLAY=:79 XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
export MUSTER_CONFIG_DIR="$(mktemp -d)" MUSTER_DATA_DIR="$(mktemp -d)"
chmod 700 "$XDG_RUNTIME_DIR"
Xvfb :79 -screen 0 1920x1080x24 >/dev/null 2>&1 &
xvfb=$!
sleep 2
"$binary" >"$out/app.log" 2>&1 &
app=$!
sleep 15
xdotool windowfocus "$(xdotool search --name Muster | head -1)"
sleep 1
shot() { import -window root -crop 1280x800+0+0 "$out/$1.png"; }
click() { xdotool mousemove "$1" "$2"; sleep 0.7; xdotool mousedown 1; sleep 0.25; xdotool mouseup 1; sleep 1.2; }
# The centre of space (column, row) of a 9 × 9 board at 1280x800.
cx() { echo $((117 + 651 * $1 / 10 + 32)); }
cy() { echo $((25 + 653 * $1 / 10 + 32)); }
click 798 395                       # Untitled Movement Game
shot 01-page
click 640 683                       # Make a board
shot 02-new-board
xdotool mousemove "$(cx 0)" "$(cy 4)"; sleep 0.7; xdotool mousedown 1; sleep 1
for column in 1 2 3 4 5 6 7 8; do xdotool mousemove "$(cx "$column")" "$(cy 4)"; sleep 0.5; done
sleep 0.5; xdotool mouseup 1; sleep 1.5
click "$(cx 2)" "$(cy 4)"; click "$(cx 6)" "$(cy 4)"    # two gaps in the wall
click 1072 348; for c in 1 3 5 7; do click "$(cx "$c")" "$(cy 8)"; done   # South
click 1072 398; for c in 1 3 5 7; do click "$(cx "$c")" "$(cy 0)"; done   # North
click 1072 449; for r in 1 3 5 7; do click "$(cx 0)" "$(cy "$r")"; done   # West
click 1072 500; for r in 1 3 5 7; do click "$(cx 8)" "$(cy "$r")"; done   # East
shot 03-board-made
click 1085 58; xdotool keydown ctrl; sleep 0.3; xdotool key a; sleep 0.3; xdotool keyup ctrl
xdotool type --delay 150 "Club night gates"; sleep 1
click 900 700                       # off the name field
click 1095 103                      # Save
shot 04-saved
click 317 727                       # the notice's OK
click 1058 198                      # Back
sleep 2
shot 05-listed
click 887 652                       # Edit, beside "Club night gates"
sleep 2
shot 06-edit
ls "$MUSTER_DATA_DIR/scenarios/movement_game/"
kill "$app" "$xvfb"
echo "board editor driven: $out"
