#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Muster needs, if any are missing.
#   run:  build headers (ALSA, udev, pkg-config) and the X11/Vulkan libraries the window uses
#   test: the same, plus Xvfb, xdotool (the live XInput2 test's pointer) and Mesa's software
#         Vulkan/GL for tests in a virtual display
#   package: the same as run, plus dpkg-dev (dpkg-shlibdeps, for the .deb's dependencies)
#            and binutils (strip)
#   install-test: package's, plus debootstrap (the clean Debian root the .deb goes into)
set -euo pipefail

purpose="${1:-run}"
packages=(
    pkg-config libasound2-dev libudev-dev
    libx11-6 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libvulkan1
    mesa-vulkan-drivers
)
case "$purpose" in
    run) ;;
    test) packages+=(xvfb xauth xdotool libgl1-mesa-dri libegl1) ;;
    package) packages+=(dpkg-dev binutils) ;;
    install-test) packages+=(dpkg-dev binutils debootstrap) ;;
    *)
        echo "install-system-packages.sh: unknown purpose '$purpose' (run, test, package, install-test)" >&2
        exit 1
        ;;
esac

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

echo "Installing missing system packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"

if ! command -v cargo >/dev/null 2>&1; then
    echo "cargo is not installed: install Rust 1.95 (rustup.rs) and run this again." >&2
    exit 1
fi
