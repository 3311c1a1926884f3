//! How a key- or stick-driven cursor moves. A tap nudges it a few pixels, the same few at any
//! frame rate, and is never lost (a press and release seen in one frame is still one nudge,
//! see [`key_taps`](super::key_taps)). A held direction waits, like a key repeat, then moves
//! slowly and precisely and eases up to a speed that crosses the table in about two seconds.
//!
//! A hold's travel follows how long it was held by the wall clock, whatever the frame rate:
//! the cursor has gone [`travel`] of the time since the press was seen, frame by frame. The
//! hold is counted from the frame the press was seen (never from before it), and the frame
//! in which the release is seen moves nothing, so a slow frame can shorten a hold but never
//! lengthen it: a short hold cannot throw the cursor across the table, however long the
//! frames. A stick's deflection scales the speed: a small deflection always stays precise.

use bevy::math::Vec2;

/// A tap (or the first frame of a hold) moves this many logical pixels at full deflection.
pub const NUDGE_PIXELS: f32 = 3.0;
/// After the nudge the cursor waits this long before moving on, as a key repeat does, so a
/// short tap is only the nudge.
pub const HOLD_DELAY: f32 = 0.25;
/// Logical pixels a second once it moves on: fine enough to aim at a stand.
pub const PRECISE_SPEED: f32 = 120.0;
/// Logical pixels a second after [`RAMP_SECONDS`] more.
pub const FAST_SPEED: f32 = 1200.0;
/// Seconds from the precise speed to the fast one, eased in.
pub const RAMP_SECONDS: f32 = 1.0;
/// A stick deflected up to this much stays at (or below) the precise speed however long.
pub const FINE_DEFLECTION: f32 = 0.4;
/// Turning the direction by more than this (cosine of 45°) starts precise again.
const SAME_DIRECTION: f32 = std::f32::consts::FRAC_1_SQRT_2;

/// The two parts of the speed at `deflection` (0 to 1; a key is 1): the precise speed it
/// starts at, and how much of the ramp to the fast speed it gets.
fn speed_parts(deflection: f32) -> (f32, f32) {
    let deflection = deflection.clamp(0.0, 1.0);
    let fine = PRECISE_SPEED * (deflection / FINE_DEFLECTION).min(1.0);
    let ramp_share = ((deflection - FINE_DEFLECTION) / (1.0 - FINE_DEFLECTION)).clamp(0.0, 1.0);
    (fine, ramp_share)
}

/// Speed in logical pixels a second after moving on for `moving` seconds (the hold less
/// the delay) with `deflection` (0 to 1; a key is 1).
pub fn cursor_speed(moving: f32, deflection: f32) -> f32 {
    let (fine, ramp_share) = speed_parts(deflection);
    let ramp = (moving / RAMP_SECONDS).clamp(0.0, 1.0);
    // Eased in: the first part of a hold stays close to the precise speed.
    fine + (FAST_SPEED - PRECISE_SPEED) * ramp * ramp * ramp_share
}

/// Logical pixels a direction held for `held` seconds (from the press) has carried the
/// cursor beyond its nudge: the integral of [`cursor_speed`] after the delay.
pub fn travel(held: f32, deflection: f32) -> f32 {
    let (fine, ramp_share) = speed_parts(deflection);
    let moving = (held - HOLD_DELAY).max(0.0);
    let ramping = moving.min(RAMP_SECONDS);
    let fast = (moving - RAMP_SECONDS).max(0.0);
    let extra = FAST_SPEED - PRECISE_SPEED;
    fine * moving
        + extra * ramp_share * ramping.powi(3) / (3.0 * RAMP_SECONDS * RAMP_SECONDS)
        + extra * ramp_share * fast
}

/// A direction being held: for how long (since the frame its press was seen) and which way.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Steering {
    held: Option<(f32, Vec2)>,
}

impl Steering {
    /// This frame's movement, in the axes of `steer` (keys or stick, length up to 1), the
    /// frame having lasted `seconds` of the wall clock since the last one.
    pub fn step(&mut self, steer: Vec2, seconds: f32) -> Vec2 {
        let deflection = steer.length().min(1.0);
        if deflection < 1e-3 {
            self.held = None;
            return Vec2::ZERO;
        }
        let direction = steer / steer.length();
        match self.held {
            Some((held, previous)) if previous.dot(direction) > SAME_DIRECTION => {
                let now = held + seconds.max(0.0);
                self.held = Some((now, direction));
                direction * (travel(now, deflection) - travel(held, deflection))
            }
            _ => {
                // Counted from this frame: the press may have come at any time in the frame
                // just gone, and counting that time could only lengthen the hold.
                self.held = Some((0.0, direction));
                direction * NUDGE_PIXELS * (deflection / FINE_DEFLECTION).min(1.0)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How far a key pressed at `press` and released at `release` (seconds of the wall clock)
    /// moves the cursor when frames come every `frame` seconds from `first_frame`. A key is
    /// seen held in a frame when it was down at the frame's start; a press and release
    /// between two frames is a tap, held for one frame ([`key_taps`](super::super::key_taps)).
    fn hold_seen_in_frames(press: f32, release: f32, frame: f32, first_frame: f32) -> f32 {
        let mut steering = Steering::default();
        let mut moved = 0.0;
        let mut previous = first_frame - frame;
        let mut now = first_frame;
        while now < release + 3.0 * frame {
            let held = press <= now && now < release;
            let tap = previous < press && release <= now;
            let steer = if held || tap { Vec2::X } else { Vec2::ZERO };
            moved += steering.step(steer, now - previous).length();
            previous = now;
            now += frame;
        }
        moved
    }

    const FRAMES: [f32; 7] = [1.0 / 144.0, 1.0 / 60.0, 0.1, 0.25, 0.33, 0.5, 0.8];

    #[test]
    fn a_tap_nudges_the_cursor_a_few_pixels_at_any_frame_rate_and_is_never_lost() {
        for frame in FRAMES {
            for phase in [0.0, 0.3, 0.7] {
                // Down for 40 ms, anywhere between two frames or across one.
                let press = 1.0 + phase * frame;
                let moved = hold_seen_in_frames(press, press + 0.04, frame, 0.0);
                assert_eq!(moved, NUDGE_PIXELS, "frames of {frame} s, press at {press}");
            }
        }
    }

    #[test]
    fn a_hold_s_travel_follows_how_long_it_was_held_by_the_clock_at_any_frame_rate() {
        for frame in FRAMES {
            for held in [0.1, 0.25, 0.4, 0.6, 1.0, 1.5, 2.5] {
                for phase in [0.05, 0.5, 0.95] {
                    let press = 1.0 + phase * frame;
                    let moved = hold_seen_in_frames(press, press + held, frame, 0.0);
                    let most = NUDGE_PIXELS + travel(held, 1.0);
                    let least = NUDGE_PIXELS + travel(held - 2.0 * frame, 1.0);
                    assert!(
                        moved <= most + 1e-2 && moved >= least - 1e-2,
                        "held {held} s in frames of {frame} s: moved {moved} px, \
                         the clock says {least}–{most}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_short_hold_cannot_throw_the_cursor_across_the_table_even_in_slow_frames() {
        for frame in FRAMES.into_iter().chain([1.2, 2.0]) {
            for phase in [0.05, 0.5, 0.95] {
                let press = 1.0 + phase * frame;
                let moved = hold_seen_in_frames(press, press + 0.6, frame, 0.0);
                assert!(
                    moved < 70.0,
                    "a 0.6 s hold in {frame} s frames moved {moved} px"
                );
            }
        }
    }

    #[test]
    fn a_held_key_starts_precise_and_ramps_to_fast() {
        assert_eq!(cursor_speed(0.0, 1.0), PRECISE_SPEED);
        assert_eq!(cursor_speed(RAMP_SECONDS, 1.0), FAST_SPEED);
        assert_eq!(cursor_speed(5.0, 1.0), FAST_SPEED);
        let mut last = 0.0;
        for tenth in 0..15 {
            let speed = cursor_speed(tenth as f32 * 0.1, 1.0);
            assert!(speed >= last, "never slows while held");
            last = speed;
        }
        // The travel is the speed's integral: a small step of it moves at the speed.
        let at = HOLD_DELAY + 0.5;
        let slope = (travel(at + 1e-3, 1.0) - travel(at, 1.0)) / 1e-3;
        assert!((slope - cursor_speed(0.5, 1.0)).abs() < 2.0, "{slope}");
        // Across a 1280-pixel window in about two seconds, not more than two and a half.
        assert!(travel(2.5, 1.0) > 1280.0);
        assert!(travel(1.5, 1.0) < 1280.0);
        // The first half second stays fine: a few dozen pixels to settle on a stand.
        assert!(travel(0.5, 1.0) < 40.0);
    }

    #[test]
    fn a_small_stick_deflection_stays_precise_however_long_it_is_held() {
        assert!(cursor_speed(10.0, FINE_DEFLECTION) <= PRECISE_SPEED);
        assert!(cursor_speed(10.0, 0.2) < PRECISE_SPEED);
        assert!(cursor_speed(10.0, 0.7) < FAST_SPEED);
        assert!(cursor_speed(10.0, 0.7) > PRECISE_SPEED);
        assert!(travel(10.0, FINE_DEFLECTION) <= PRECISE_SPEED * 10.0);
        let mut steering = Steering::default();
        assert!(steering.step(Vec2::X * 0.2, 0.1).length() < NUDGE_PIXELS);
    }

    #[test]
    fn turning_round_starts_precise_again() {
        let mut steering = Steering::default();
        for _ in 0..60 {
            steering.step(Vec2::X, 1.0 / 60.0);
        }
        assert_eq!(
            steering.step(Vec2::NEG_X, 1.0 / 60.0),
            Vec2::NEG_X * NUDGE_PIXELS
        );
        // Letting go and pressing again starts over too.
        steering.step(Vec2::ZERO, 1.0 / 60.0);
        assert_eq!(
            steering.step(Vec2::NEG_X, 1.0 / 60.0).length(),
            NUDGE_PIXELS
        );
    }
}
