#!/usr/bin/env bash
# Two pointers at once in a real window under Xvfb: Player 1's mouse drags Rome's stand 1
# while Player 2's keyboard cursor (aimed at Gauls' stand 3 by watching the screen) drags
# it, in the practice skirmish at 1280x800. Pictures go to the folder given (default a
# temporary one): 01-deployment, 02-countdown, 03-cursor-placed, 04-both-dragging, 05-after.
# Needs Xvfb, xdotool, ImageMagick's import and Python's Pillow (apt-get install xvfb
# xdotool imagemagick python3-pil). Keys are held, not tapped: at a few frames a second a
# tap shorter than a frame is not seen.
set -u
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
binary="${CARGO_TARGET_DIR:-$HOME/.cache/muster/target}/debug/muster"
export DISPLAY=:77 XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
export MUSTER_CONFIG_DIR="$(mktemp -d)" MUSTER_DATA_DIR="$(mktemp -d)"
chmod 700 "$XDG_RUNTIME_DIR"
Xvfb :77 -screen 0 1280x840x24 >/dev/null 2>&1 &
xvfb=$!
sleep 2
"$binary" play scenarios/free_move/practice_skirmish.ron >"$out/app.log" 2>&1 &
app=$!
sleep 12
window=$(xdotool search --name Muster | head -1)
xdotool windowfocus "$window"
sleep 1
shot() { import -window root "$out/$1.png"; }
hold() { xdotool keydown "$1"; sleep "${2:-0.5}"; xdotool keyup "$1"; sleep 0.3; }
# Where Player 2's ring is: its centre, from the lowest blue pixel of its column.
ring_centre() {
    python3 - "$1" 736 <<'PY'
import sys
from PIL import Image
image = Image.open(sys.argv[1]).convert("RGB")
x = int(sys.argv[2])
lowest = max((y for y in range(150, 400)
              if (lambda p: p[2] > 150 and p[0] < 120 and p[1] < 140)(image.getpixel((x, y)))),
             default=-1)
print(lowest - 14)
PY
}
xdotool mousemove 640 400
shot 01-deployment
hold r; hold Shift_R; sleep 1.5
hold r; hold Shift_R; sleep 2
shot 02-countdown
# Player 2's cursor, from its start on its own side, onto Gauls 3 (158..193 down the screen).
for _ in $(seq 1 14); do
    shot probe
    centre=$(ring_centre "$out/probe.png")
    if [ "$centre" -le 190 ] && [ "$centre" -ge 162 ]; then break; fi
    if [ "$centre" -gt 190 ]; then hold Up 0.16; else hold Down 0.16; fi
    sleep 0.4
done
rm -f "$out/probe.png"
shot 03-cursor-placed
# Both at once: the mouse holds Rome 1 and drags it up while Enter grabs Gauls 3 and the
# down arrow drags it.
xdotool mousemove 640 676; sleep 0.5; xdotool mousedown 1; sleep 1.2
hold Return 0.4; sleep 0.5
xdotool keydown Down
for step in $(seq 1 10); do xdotool mousemove 640 $((676 - step * 12)); sleep 0.3; done
shot 04-both-dragging
xdotool keyup Down; xdotool mouseup 1; sleep 0.3
hold Return 0.4; sleep 2
shot 05-after
kill "$app" "$xvfb"
echo "two pointers driven: $out"
