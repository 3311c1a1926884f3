#!/usr/bin/env bash
# The .deb tried as a club member would, on a clean Debian root: package the dev-profile
# binary the tests built (no third compile of bevy), make a fresh bookworm root with
# debootstrap (it sees neither this checkout nor the build folder), and in it, as a player
# with a home of their own and no MUSTER_* variables:
#   apt install ./muster_*.deb          (its dependencies come from the Debian mirror)
#   muster check <a shipped scenario>   from /usr/share/muster
#   muster screenshot menu              the title menu, in Xvfb (Mesa's software Vulkan)
#   muster simulate <a shipped scenario>
#   a save in the player's data folder, then apt remove, and apt purge after a reinstall:
#   the binary, the data, the desktop entry, the icon and the docs are gone, the save is not.
# Root only (debootstrap, chroot, apt). Run by .ci/run after make test, and by
# `make install-test`; never by `make test`. Each step's time is printed.
#   DEBIAN_MIRROR   the mirror debootstrap and apt use (default http://deb.debian.org/debian)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" -ne 0 ]; then
    echo "package-install-test: run as root (it makes a Debian root with debootstrap and" \
        "installs the package in it with apt); refusing." >&2
    exit 1
fi

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/muster/target}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
work="$(mktemp -d /tmp/muster-install-test.XXXXXX)"
root="$work/debian-root"
player=/home/player
save="$player/.local/share/muster/saves/skirmish.ron"

cleanup() {
    local mounted
    for mounted in "$root/dev/pts" "$root/proc"; do
        if mountpoint -q "$mounted" 2>/dev/null; then
            umount "$mounted" || umount -l "$mounted" || true
        fi
    done
    # Never delete through a mount left behind.
    if findmnt -rn -o TARGET | grep -q "^$work"; then
        echo "package-install-test: something is still mounted under $work; left in place" >&2
    else
        rm -rf "$work"
    fi
}
trap cleanup EXIT

step() {
    local started=$SECONDS
    echo "=== $1"
    shift
    "$@"
    echo "=== took $((SECONDS - started)) s"
}

fail() {
    echo "package-install-test FAILED: $*" >&2
    exit 1
}

# Run a command with its output in $work/<log>; on failure show the log's end and stop.
logged() {
    local log="$work/$1"
    shift
    "$@" >"$log" 2>&1 || { tail -30 "$log" >&2; fail "$* (the end of its log above)"; }
}

# A command in the Debian root, as the player would run it: a clean environment, the
# player's home as the working folder.
in_root() {
    chroot "$root" /usr/bin/env -i \
        PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin \
        HOME="$player" LANG=C.UTF-8 XDG_RUNTIME_DIR=/tmp/runtime-player \
        DEBIAN_FRONTEND=noninteractive \
        /bin/sh -c "cd $player && $1"
}

step "system packages (dpkg-dev, debootstrap)" scripts/install-system-packages.sh install-test
step "package the dev-profile binary" env PROFILE=dev PACKAGES_DIR="$work/packages" scripts/package.sh
deb="$(ls "$work"/packages/muster_*_amd64.deb 2>/dev/null | head -n 1 || true)"
[ -n "$deb" ] || fail "scripts/package.sh made no muster_*_amd64.deb"
deb_name="$(basename "$deb")"

step "debootstrap a minimal bookworm root from $mirror" \
    logged debootstrap.log debootstrap --variant=minbase bookworm "$root" "$mirror"
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
mount -t devpts -o newinstance,ptmxmode=0666 devpts "$root/dev/pts"
mkdir -p "$root$player" "$root/tmp/runtime-player"
chmod 700 "$root/tmp/runtime-player"
cp "$deb" "$root/tmp/$deb_name"
[ ! -e "$root$PWD" ] && [ ! -e "$root$CARGO_TARGET_DIR" ] ||
    fail "the checkout or the build folder is visible in the Debian root"

installed_paths=(
    /usr/bin/muster
    /usr/share/muster
    /usr/share/applications/muster.desktop
    /usr/share/icons/hicolor/256x256/apps/muster.png
    /usr/share/doc/muster
)

install_package() {
    logged apt-install.log in_root "apt-get install -y -q /tmp/$deb_name"
    for path in "${installed_paths[@]}"; do
        [ -e "$root$path" ] || fail "apt install did not put $path in place"
    done
}

assert_removed() {
    local how="$1" path
    for path in "${installed_paths[@]}"; do
        [ ! -e "$root$path" ] || fail "apt $how left $path behind"
    done
    [ -s "$root$save" ] || fail "apt $how took the player's save $save"
    if [ "$how" = purge ] && in_root "dpkg-query -W muster" >/dev/null 2>&1; then
        fail "dpkg still knows muster after apt purge"
    fi
    echo "apt $how: ${installed_paths[*]} gone; the player's save $save kept"
}

step "apt-get update in the root" logged apt-update.log in_root "apt-get update -q"
step "apt install ./$deb_name (with its dependencies)" install_package
in_root "dpkg-query -W -f='\${Package} \${Version} \${Status}\n' muster"
step "muster check a shipped scenario" \
    in_root "muster check /usr/share/muster/scenarios/free_move/standard_battle.ron"
step "muster simulate a shipped scenario" \
    in_root "muster simulate /usr/share/muster/scenarios/soldiers/01_brunstatt.ron --games 2"

# The test's own tools, not the game's dependencies: a virtual display.
step "xvfb for the menu's picture" \
    logged xvfb.log in_root "apt-get install -y -q --no-install-recommends xvfb xauth"
step "muster opens the title menu (screenshot in Xvfb)" logged menu.log \
    in_root "timeout 300 xvfb-run -a -s '-screen 0 1280x800x24' muster screenshot menu --out $player/menu.png"
grep "^screenshot:" "$work/menu.log" || true
# The app refuses a picture of fewer than 4 colours; a real menu is tens of kilobytes.
menu_bytes="$(stat -c %s "$root$player/menu.png" 2>/dev/null || echo 0)"
[ "$menu_bytes" -gt 10000 ] || fail "the menu's picture is missing or nearly empty ($menu_bytes bytes)"
echo "the menu's picture: $menu_bytes bytes"

# A save of the player's own, where the game keeps them (~/.local/share/muster/saves/).
mkdir -p "$(dirname "$root$save")"
printf '// the player'"'"'s own save, written by the install test\n' >"$root$save"

step "apt remove muster" logged apt-remove.log in_root "apt-get remove -y -q muster"
assert_removed remove
step "apt install again" install_package
step "apt purge muster" logged apt-purge.log in_root "apt-get purge -y -q muster"
assert_removed purge

echo "package-install-test passed in $SECONDS s"
