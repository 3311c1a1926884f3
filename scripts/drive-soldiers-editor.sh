#!/usr/bin/env bash
# The Soldiers scenario editor by the pointer alone, in a real window under Xvfb at
# 1920x1080 (UI scale 1): from the title menu to the Soldiers page, "Make a scenario", a
# name, infantry and artillery on each side with a deployment zone painted for each, a
# reinforcement arriving on turn 3 through north-edge hexes, 8 turns, town A to hold;
# Save; Play (the deployment phase opens with the units); back to the editor, the saved
# file opened again, one more group, Save. (Not yet driven here: reopening and changing
# the saved file, which tests/app/soldiers_editor_flow.rs does headless.) Pictures go to the folder given (default a
# temporary one), one per step. Needs Xvfb, xdotool and ImageMagick's import. The keys
# only type the names and numbers. Coordinates are the 1920x1080 layout's.
set -u
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
binary="${MUSTER_BINARY:-${CARGO_TARGET_DIR:-$HOME/.cache/muster/target}/debug/muster}"
# A display no one else uses (other checkouts drive their own windows at the same time).
display=150
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
export DISPLAY=":$display" XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
export MUSTER_CONFIG_DIR="$(mktemp -d)" MUSTER_DATA_DIR="$(mktemp -d)"
chmod 700 "$XDG_RUNTIME_DIR"
Xvfb "$DISPLAY" -screen 0 1920x1080x24 >/dev/null 2>&1 &
xvfb=$!
sleep 2
"$binary" >"$out/app.log" 2>&1 &
app=$!
sleep 12
window=$(xdotool search --pid "$app" --name Muster | head -1)
xdotool windowsize "$window" 1920 1080
xdotool windowmove "$window" 0 0
sleep 3
xdotool windowfocus "$window"
sleep 1
shot() { import -window root "$out/$1.png"; }
click() { xdotool mousemove "$1" "$2"; sleep 0.4; xdotool mousedown 1; sleep 0.25; xdotool mouseup 1; sleep "${3:-1.5}"; }
# type_into X Y WORDS: click a field, type, and Tab out (the field keeps what was typed).
type_into() { xdotool mousemove "$1" "$2"; sleep 0.4; xdotool click 1; sleep 1; xdotool type --delay 150 "$3"; sleep 0.8; xdotool key Tab; sleep 1.2; }
# drag X1 Y1 X2 Y2 …: press at the first point, move through the others, release.
drag() {
    xdotool mousemove "$1" "$2"; sleep 0.5; xdotool mousedown 1; sleep 1
    shift 2
    while [ $# -ge 2 ]; do xdotool mousemove "$1" "$2"; sleep 0.35; shift 2; done
    sleep 0.5; xdotool mouseup 1; sleep 1.5
}
# line X1 Y1 X2 Y2 N: N+1 points along a line.
line() { for i in $(seq 0 "$5"); do echo $(($1 + ($3 - $1) * i / $5)) $(($2 + ($4 - $2) * i / $5)); done; }

# The title menu's Soldiers, then the page's "Make a scenario".
click 1168 473 2
# The page's buttons are under its list of scenarios: scroll to the end.
xdotool mousemove 959 600; sleep 0.3
for _ in $(seq 1 12); do xdotool click 5; sleep 0.2; done
sleep 1.5
shot 01-soldiers-page
exit_early=${STOP_AFTER_PAGE:-}
if [ -n "$exit_early" ]; then kill "$app" "$xvfb"; exit 0; fi
click 959 765 3
shot 02-editor-new
# The scenario: name, place and date, 8 turns.
# (The turns before the date: Tab from the date field would put the keys in the turns.)
type_into 1714 243 "Canal crossing"
type_into 1545 335 8
type_into 1741 289 "Alsace, August 1914"
# The French: 4 infantry companies, their zone painted along the west edge.
click 1768 628 2
drag $(line 420 560 420 900 10) $(line 455 900 455 560 10)
# …and 2 field gun batteries (the kind list, then the count), in the same zone.
click 1569 676 1.5
shot 03-kinds
click 1551 467 1.5
type_into 1708 676 2
click 1768 676 2
shot 03-french
# The Germans: 4 infantry companies along the east edge, and 2 field gun batteries.
click 1768 915 2
drag $(line 1030 560 1030 900 10) $(line 1000 900 1000 560 10)
click 1569 965 1.5
click 1551 756 1.5
type_into 1708 965 2
click 1768 965 2
shot 04-germans
# A French reinforcement: 2 more infantry companies (the kind list's first), then the
# panel scrolled down to the chosen group's arrival.
click 1569 725 1.5
click 1551 327 1.5
type_into 1708 725 2
click 1768 725 2
xdotool mousemove 1700 700; sleep 0.3
for _ in $(seq 1 6); do xdotool click 5; sleep 0.2; done
sleep 1.5
shot 05-reinforcement
# It arrives later (on turn 2 at first), through north-edge hexes painted by a drag.
click 1658 688 2
shot 06-arrives
drag $(line 420 134 560 134 8)
shot 07-entry
# The panel scrolled to the end: the victory conditions.
xdotool mousemove 1700 700; sleep 0.3
for _ in $(seq 1 10); do xdotool click 5; sleep 0.2; done
sleep 1.5
shot 08-victory
# It arrives on turn 3.
type_into 1559 518 3
# The French win by holding town A: the way to win added, its hexes painted.
click 1520 892 1.5
shot 09-conditions
click 1527 703 1.5
drag 470 355 500 345 530 360 505 385 480 385 470 355
shot 10-victory-painted
# Save (a notice names the file), then Play: the deployment phase opens with the units.
click 1572 103 2
shot 11-saved
click 1801 103 6
shot 12-played

kill "$app" "$xvfb"
echo "Soldiers editor driven: $out"
