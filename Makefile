# Muster: the two commands of the README's quick start, and a few for developers.
#   make run    installs what is missing, builds and opens the game
#   make test   installs what is missing (Xvfb, xdotool and Mesa too), runs every test (the
#               live XInput2 test in its own Xvfb), a short tournament between the
#               computer's levels, a screenshot smoke test and the fit check of every
#               screen in a virtual display
#   make package       the .deb and the portable .tar.gz of a release build (PROFILE=dev: of
#                      the dev build the tests use), into $(CARGO_TARGET_DIR)/packages
#   make install-test  as root: the dev .deb installed into a clean Debian root, played,
#                      removed (scripts/package-install-test.sh; CI runs it after make test)

# Builds live outside the clone so that fresh clones (and CI) reuse them.
export CARGO_TARGET_DIR ?= $(HOME)/.cache/muster/target

.PHONY: run test lint screenshots fit bench measure sounds bell icon package install-test

run:
	scripts/install-system-packages.sh run
	cargo run --locked

test:
	scripts/install-system-packages.sh test
	cargo test --locked --workspace
	cargo test --locked --test app -- --ignored demo_soak
	scripts/xinput2-live-test.sh
	scripts/tournament-smoke.sh
	scripts/screenshot-smoke.sh
	scripts/fit-check.sh

lint:
	cargo clippy --locked --workspace --all-targets -- -D warnings
	cargo check --locked --workspace --release --lib --bins --benches --examples
	cargo fmt --check

# Every screen at 1280x800 (UI scale 1, 2) and 1920x1080 (UI scale 1, 2, 3), pictures kept.
fit:
	scripts/install-system-packages.sh test
	scripts/fit-check.sh fit-pictures

# The README's pictures, made by the app itself in a virtual display.
screenshots:
	scripts/install-system-packages.sh test
	scripts/screenshot-smoke.sh docs

bench:
	scripts/install-system-packages.sh run
	cargo bench --locked -p muster_rules
	cargo bench --locked -p muster --bench frame
	cargo bench --locked -p muster --bench soldiers_frame
	cargo bench --locked -p muster --bench computer_frame

# Start-to-first-frame (median of several runs) and the incremental rebuild time.
measure:
	scripts/install-system-packages.sh test
	scripts/measure.sh

# Regenerate assets/sounds/*.wav, the bell, the clash and the tick, synthesised by
# examples/make_sounds.rs (committed; only needed when a sound changes).
sounds:
	cargo run --locked --example make_sounds

bell: sounds

# Regenerate packaging/muster.png, the icon the packages install (committed).
icon:
	cargo run --locked --example make_icon

package:
	scripts/package.sh

install-test:
	scripts/package-install-test.sh
