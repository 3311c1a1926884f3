#!/usr/bin/env bash
# The Free Move battle builder by the pointer alone, in a real 1920x1080 window under Xvfb:
# the title menu, the Free Move page, "Build a battle"; a hill, a wood and a road placed;
# units added to each army by type; a deployment zone dragged out for each side and the
# units laid out in lines; Save; Play (two players), both sides Ready and the timed move
# run to the bell; then Quit to title, the Free Move page, the saved battle's Edit, its hill
# moved, and saved again. Pictures go to the folder given (default a temporary one), the log of
# the app beside them. Needs Xvfb, xdotool and ImageMagick's import. The coordinates are
# those of the builder's panel at 1920x1080, UI scale 1, in English; lavapipe draws a few
# frames a second, so every step waits.
set -u
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
binary="${MUSTER_BINARY:-${CARGO_TARGET_DIR:-$HOME/.cache/muster/target}/debug/muster}"
display="${MUSTER_DISPLAY:-:93}"
export DISPLAY="$display" XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
export MUSTER_CONFIG_DIR="$(mktemp -d)" MUSTER_DATA_DIR="$(mktemp -d)" MUSTER_LANGUAGE=en
chmod 700 "$XDG_RUNTIME_DIR"
Xvfb "$display" -screen 0 1920x1080x24 >/dev/null 2>&1 &
xvfb=$!
sleep 2
"$binary" >"$out/app.log" 2>&1 &
app=$!
sleep 12
window=$(xdotool search --name Muster | head -1)
xdotool windowmove "$window" 0 0
xdotool windowsize "$window" 1920 1080
sleep 3
xdotool windowfocus "$window"
shot() { import -window root "$out/$1.png"; }
click() { xdotool mousemove "$1" "$2"; sleep 0.8; xdotool mousedown 1; sleep 0.6; xdotool mouseup 1; sleep "${3:-1.5}"; }
# Hold the button a second, move in eight steps, let go.
drag() {
    xdotool mousemove "$1" "$2"; sleep 0.4; xdotool mousedown 1; sleep 1
    for i in $(seq 1 8); do
        xdotool mousemove $(($1 + ($3 - $1) * i / 8)) $(($2 + ($4 - $2) * i / 8)); sleep 0.2
    done
    sleep 0.5; xdotool mouseup 1; sleep 1.5
}
# The panel scrolled by the wheel: `wheel 5 8` turns it 8 clicks down (4 up), then waits
# for egui's smooth scroll to settle.
wheel() { xdotool mousemove 1700 800; sleep 2; for _ in $(seq 1 "$2"); do xdotool click "$1"; sleep 0.2; done; sleep 3; }
top() { wheel 4 40; }
# A point on the 72" x 48" table, inches from its south-west corner, as it is framed left
# of the panel at 1920x1080.
px() { echo $((7 + $1 * 2007 / 100)) $((1022 - $2 * 2007 / 100)); }

shot 01-title
click 750 473 2                      # Free Move – Timed Move
shot 02-free-move-page
click 960 734 3                      # Build a battle
shot 03-builder-empty
click 1679 524; click $(px 20 24)    # Hill, then the table
click 1753 524; click $(px 54 22)    # Wood
click 1516 618; click $(px 36 30)    # Road
sleep 2
shot 04-hill-wood-road
wheel 5 8                            # down to the armies
for _ in 1 2 3; do click 1501 418 0.8; done   # First army: three heavy infantry,
click 1501 512 0.8; click 1501 607 0.8        # archers, light cavalry
for _ in 1 2 3; do click 1501 783 0.8; done   # Second army: three heavy infantry,
click 1501 877 0.8; click 1501 924 0.8        # archers, heavy cavalry
sleep 2
shot 05-units-added
wheel 5 6                            # down to the deployment
click 1582 641                       # Draw zone: First army
xdotool mousemove $(px 6 1); sleep 1.5
drag $(px 6 1) $(px 66 12)
click 1598 688 2                     # Lay out in lines: First army
click 1594 735                       # Draw zone: Second army
xdotool mousemove $(px 6 36); sleep 1.5
drag $(px 6 36) $(px 66 47)
click 1610 782 2                     # Lay out in lines: Second army
sleep 2
shot 06-zones-laid-out
top
click 1515 150 2                     # Save
shot 07-saved
click 1588 103 4                     # Play: two players
shot 08-deployment
hold() { xdotool keydown "$1"; sleep "${2:-0.5}"; xdotool keyup "$1"; sleep 0.3; }
hold r; hold Shift_R; sleep 1.5      # both sides Ready (R, right Shift)
hold r; hold Shift_R; sleep 3
shot 09-countdown
drag 932 844 932 700                 # First army's stand 1 forward
shot 10-stand-moved
sleep 120                            # the primary time runs out: the bell
shot 11-after-the-bell
hold Escape; sleep 1.5               # the notice closed,
hold Escape; sleep 2                 # then the pause menu
shot 12-pause-menu
sleep "${MUSTER_DRIVE_HOLD:-0}"   # (a person may take over here)
# Back to the builder: Quit to title, the Free Move page (the title menu now has a Resume
# line above the modes, and the page lists the battle saved above under "Your scenarios"),
# its Edit, the hill dragged four inches east, Save.
click 959 778 4                      # Quit to title
shot 13-title-with-resume
click 750 502 3                      # Free Move – Timed Move
shot 14-free-move-page
click 1306 653 4                     # Your scenarios: New battle's Edit
shot 15-reopened
xdotool mousemove $(px 20 24); sleep 1.5
drag $(px 20 24) $(px 24 24)         # the hill moved
click 1515 150 2                     # Save again
shot 16-reopened-changed-saved
cp "$MUSTER_DATA_DIR/scenarios/free_move/new_battle.ron" "$out/" 2>/dev/null
kill "$app" "$xvfb"
echo "battle builder driven: $out"
