//! How a key- or stick-driven cursor moves: a tap nudges it a few pixels (the same few at any
//! frame rate, so a stand's edge can be aimed at exactly), a held direction starts slow and
//! precise and speeds up to cross the table in about a second. A stick's deflection scales
//! it: a small deflection always stays at the precise speed.

use bevy::math::Vec2;

/// A tap (or the first frame of a hold) moves this many logical pixels at full deflection.
pub const NUDGE_PIXELS: f32 = 3.0;
/// After the nudge the cursor waits this long before moving on, as a key repeat does, so a
/// short tap is only the nudge.
pub const HOLD_DELAY: f32 = 0.12;
/// Logical pixels a second once it moves on: fine enough to aim at a stand.
pub const PRECISE_SPEED: f32 = 120.0;
/// Logical pixels a second after [`RAMP_SECONDS`] more.
pub const FAST_SPEED: f32 = 1400.0;
/// Seconds from the precise speed to the fast one.
pub const RAMP_SECONDS: f32 = 0.6;
/// A stick deflected up to this much stays at (or below) the precise speed however long.
pub const FINE_DEFLECTION: f32 = 0.4;
/// Turning the direction by more than this (cosine of 45°) starts precise again.
const SAME_DIRECTION: f32 = std::f32::consts::FRAC_1_SQRT_2;

/// Speed in logical pixels a second after moving on for `moving` seconds (the hold less
/// the delay) with `deflection` (0 to 1; a key is 1).
pub fn cursor_speed(moving: f32, deflection: f32) -> f32 {
    let deflection = deflection.clamp(0.0, 1.0);
    let fine = PRECISE_SPEED * (deflection / FINE_DEFLECTION).min(1.0);
    let ramp_share = ((deflection - FINE_DEFLECTION) / (1.0 - FINE_DEFLECTION)).clamp(0.0, 1.0);
    let ramp = (moving / RAMP_SECONDS).clamp(0.0, 1.0);
    // Eased in: the first part of a hold stays close to the precise speed.
    fine + (FAST_SPEED - PRECISE_SPEED) * ramp * ramp * ramp_share
}

/// A direction being held: for how long and which way.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Steering {
    held: Option<(f32, Vec2)>,
}

impl Steering {
    /// This frame's movement, in the axes of `steer` (keys or stick, length up to 1), for a
    /// frame of `seconds`.
    pub fn step(&mut self, steer: Vec2, seconds: f32) -> Vec2 {
        let deflection = steer.length().min(1.0);
        if deflection < 1e-3 {
            self.held = None;
            return Vec2::ZERO;
        }
        let direction = steer / steer.length();
        match self.held {
            Some((held, previous)) if previous.dot(direction) > SAME_DIRECTION => {
                let seconds = seconds.max(0.0);
                self.held = Some((held + seconds, direction));
                let start = held.max(HOLD_DELAY);
                let end = held + seconds;
                if end <= start {
                    return Vec2::ZERO;
                }
                let middle = (start + end) / 2.0 - HOLD_DELAY;
                direction * cursor_speed(middle, deflection) * (end - start)
            }
            _ => {
                // The press came some time in the frame just gone: count it as held from
                // the frame's start, so the hold's length does not depend on the frame rate.
                self.held = Some((seconds.max(0.0), direction));
                direction * NUDGE_PIXELS * (deflection / FINE_DEFLECTION).min(1.0)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How far a direction held for `seconds` moves the cursor at `fps` frames a second.
    fn held_for(seconds: f32, fps: f32, steer: Vec2) -> f32 {
        let mut steering = Steering::default();
        let frames = (seconds * fps).round() as usize;
        (0..frames)
            .map(|_| steering.step(steer, 1.0 / fps).length())
            .sum()
    }

    #[test]
    fn a_tap_nudges_the_cursor_a_few_pixels_at_any_frame_rate() {
        for frame in [1.0 / 144.0, 1.0 / 60.0, 0.25] {
            let mut steering = Steering::default();
            let moved = steering.step(Vec2::X, frame);
            assert_eq!(moved, Vec2::X * NUDGE_PIXELS, "frame of {frame} s");
        }
        // A quick tap, held 80 ms at 60 fps, is still only the nudge.
        assert_eq!(held_for(0.08, 60.0, Vec2::X), NUDGE_PIXELS);
    }

    #[test]
    fn a_held_key_starts_precise_and_ramps_to_fast() {
        assert_eq!(cursor_speed(0.0, 1.0), PRECISE_SPEED);
        assert_eq!(cursor_speed(RAMP_SECONDS, 1.0), FAST_SPEED);
        assert_eq!(cursor_speed(5.0, 1.0), FAST_SPEED);
        let mut last = 0.0;
        for tenth in 0..10 {
            let speed = cursor_speed(tenth as f32 * 0.1, 1.0);
            assert!(speed >= last, "never slows while held");
            last = speed;
        }
        // Across a 1280-pixel window in well under two seconds.
        assert!(held_for(1.5, 60.0, Vec2::X) > 1280.0);
        // The first quarter second stays fine: a few pixels to settle on a stand.
        assert!(held_for(0.25, 60.0, Vec2::X) < 25.0);
    }

    #[test]
    fn a_small_stick_deflection_stays_precise_however_long_it_is_held() {
        assert!(cursor_speed(10.0, FINE_DEFLECTION) <= PRECISE_SPEED);
        assert!(cursor_speed(10.0, 0.2) < PRECISE_SPEED);
        assert!(cursor_speed(10.0, 0.7) < FAST_SPEED);
        assert!(cursor_speed(10.0, 0.7) > PRECISE_SPEED);
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

    #[test]
    fn the_distance_held_hardly_depends_on_the_frame_rate() {
        let slow = held_for(1.0, 10.0, Vec2::Y);
        let fast = held_for(1.0, 120.0, Vec2::Y);
        assert!(
            (slow - fast).abs() < fast * 0.1,
            "{slow} px at 10 fps, {fast} px at 120 fps"
        );
    }
}
