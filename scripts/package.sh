#!/usr/bin/env bash
# Builds Muster's two packages into one folder, printed at the end:
#   muster_<version>_amd64.deb               (cargo-deb, from [package.metadata.deb])
#   muster-<version>-linux-x86_64.tar.gz     (the binary beside scenarios/ and assets/)
#
#   scripts/package.sh                 the release binary (cargo build --release --locked)
#   PROFILE=dev scripts/package.sh     the dev-profile binary the tests already built (CI);
#                                      also `make package PROFILE=dev`
#   PACKAGES_DIR=<folder>              where they go (default $CARGO_TARGET_DIR/packages)
#
# Installs what is missing: cargo-deb (the pinned version, from crates.io) and dpkg-dev
# (dpkg-shlibdeps, for the .deb's $auto dependencies).
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_DEB_VERSION=3.8.0
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/muster/target}"
profile="${PROFILE:-release}"
out="${PACKAGES_DIR:-$CARGO_TARGET_DIR/packages}"

timed() {
    local started=$SECONDS
    echo "--- $1"
    shift
    "$@"
    echo "--- took $((SECONDS - started)) s"
}

fail() {
    echo "package: $*" >&2
    exit 1
}

case "$profile" in
    release) build=(cargo build --release --locked) binary_dir=release ;;
    dev) build=(cargo build --locked) binary_dir=debug ;;
    *) fail "PROFILE must be release or dev, not '$profile'" ;;
esac

install_cargo_deb() {
    if cargo deb --version 2>/dev/null | grep -qx "cargo-deb $CARGO_DEB_VERSION"; then
        return 0
    fi
    cargo install --locked cargo-deb --version "$CARGO_DEB_VERSION"
}

# Every asset the .deb names is in the checkout (a missing one would be a confusing
# cargo-deb error, or a glob that silently matches nothing).
check_assets() {
    local missing=0 path
    for path in packaging/muster.desktop packaging/muster.png README.md \
        docs/players-guide.md docs/rules-readings.md scenarios assets; do
        if [ ! -e "$path" ]; then
            echo "package: $path is missing (named by Cargo.toml's [package.metadata.deb])" >&2
            missing=1
        fi
    done
    [ "$missing" -eq 0 ] || exit 1
}

# The package's version from Cargo.toml (no dependency resolution: works before any build).
version="$(cargo metadata --no-deps --format-version 1 2>/dev/null |
    grep -o '"name":"muster","version":"[^"]*"' | sed 's/.*"version":"\([^"]*\)"/\1/' || true)"
[ -n "$version" ] || fail "cannot read muster's version (cargo metadata --no-deps)"
echo "Packaging muster $version ($profile profile) into $out"

timed "system packages (dpkg-dev for dpkg-shlibdeps)" scripts/install-system-packages.sh package
timed "cargo-deb $CARGO_DEB_VERSION" install_cargo_deb
check_assets
timed "${build[*]}" "${build[@]}"
binary="$CARGO_TARGET_DIR/$binary_dir/muster"
[ -x "$binary" ] || fail "no binary at $binary after ${build[*]}"

mkdir -p "$out"
rm -f "$out"/muster_*.deb "$out"/muster-*.tar.gz

# cargo-deb calls the dev profile unsupported (a warning): CI packages the binary it already
# built so that bevy is not compiled a third time.
deb_args=(--no-build --locked --output "$out")
if [ "$profile" = dev ]; then
    deb_args+=(--profile dev --fast)
fi
timed "cargo deb ${deb_args[*]}" cargo deb "${deb_args[@]}"
deb="$(ls "$out"/muster_*.deb 2>/dev/null | head -n 1 || true)"
[ -n "$deb" ] || fail "cargo deb wrote no muster_*.deb into $out"

make_tarball() {
    local name="muster-$version-linux-x86_64"
    local stage
    stage="$(mktemp -d)"
    local folder="$stage/$name"
    mkdir -p "$folder"
    cp "$binary" "$folder/muster"
    strip "$folder/muster"
    cp -r scenarios assets "$folder/"
    cp README.md docs/players-guide.md docs/rules-readings.md \
        packaging/muster.desktop packaging/muster.png "$folder/"
    tar --sort=name --owner=0 --group=0 --numeric-owner -C "$stage" -czf "$out/$name.tar.gz" "$name"
    rm -rf "$stage"
}
timed "portable muster-$version-linux-x86_64.tar.gz" make_tarball

echo "Packages ($profile profile) in $out:"
ls -l "$out"/muster_*.deb "$out"/muster-*.tar.gz
