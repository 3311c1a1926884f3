#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Muster needs, if any are missing.
#   run:  build headers (ALSA, udev, pkg-config) and the X11/Vulkan libraries the window uses
#   test: the same, plus Xvfb and Mesa's software Vulkan/GL for tests in a virtual display
set -euo pipefail

purpose="${1:-run}"
packages=(
    pkg-config libasound2-dev libudev-dev
    libx11-6 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libvulkan1
    mesa-vulkan-drivers
)
if [ "$purpose" = "test" ]; then
    packages+=(xvfb xauth libgl1-mesa-dri libegl1)
fi

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
