//! What a grid board shows of the commands just played: pieces sliding from cell to cell
//! along their paths, and hits flashing (damage, a unit eliminated or disrupted, a token
//! home). Each game says what its engine's events show ([`AnimatedBoard::motions`], told
//! against the state just before the event, as the log is); [`Animation`] keeps them on a
//! clock of seconds, and the board asks it where a moving piece is now and which cells
//! flash. Pure: the plugin that feeds it events and the wall clock is
//! [`super::animation_plugin`].

use std::fmt::Debug;
use std::marker::PhantomData;

use bevy::prelude::*;

use crate::app::session::turn_game::{EventOf, StateOf, TurnGame};

/// Seconds a slide takes for each cell it crosses, at the usual speed.
pub const SLIDE_SECONDS_A_CELL: f64 = 0.12;
/// The shortest and longest slide, at the usual speed.
pub const SLIDE_SECONDS: (f64, f64) = (0.25, 0.7);
/// Seconds a hit flashes, at the usual speed.
pub const FLASH_SECONDS: f64 = 0.6;
/// Seconds the board stays still after its animation before the computer plays again, at
/// the usual speed, so a watcher sees where everything came to rest.
pub const SETTLE_SECONDS: f64 = 0.12;

/// What an event shows on a board whose pieces are `P` and cells `C`.
#[derive(Debug, Clone, PartialEq)]
pub enum Motion<P, C> {
    /// `piece` moves along `path`, from its first cell to its last.
    Slide { piece: P, path: Vec<C> },
    /// Something happened at `at`.
    Flash { at: C, kind: FlashKind },
}

/// What a flash says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlashKind {
    /// Damage, a unit eliminated, disrupted or fired on.
    Hit,
    /// A piece reached its goal (a token home).
    Arrival,
}

/// A turn-based game whose board animates its engine's events.
pub trait AnimatedBoard: TurnGame {
    /// What moves on the board (a unit's id, a player's token).
    type Piece: Copy + PartialEq + Debug + Send + Sync + 'static;
    /// Where it stands (a hex, a square).
    type Cell: Copy + PartialEq + Debug + Send + Sync + 'static;
    /// What `event` shows on the board, told against `before`, the state just before it
    /// is applied (an eliminated unit is still there to be found).
    fn motions(
        before: &StateOf<Self>,
        event: &EventOf<Self>,
    ) -> Vec<Motion<Self::Piece, Self::Cell>>;
}

/// Where a sliding piece is now: between `from` and `to`, `along` of the way (0 to 1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SlideAt<C> {
    pub from: C,
    pub to: C,
    pub along: f32,
}

impl<C> SlideAt<C> {
    /// The point `along` of the way from `from`'s point to `to`'s, given each cell's point.
    pub fn point<T>(&self, place: impl Fn(&C) -> T) -> T
    where
        T: std::ops::Add<Output = T>
            + std::ops::Sub<Output = T>
            + std::ops::Mul<f32, Output = T>
            + Copy,
    {
        let (from, to) = (place(&self.from), place(&self.to));
        from + (to - from) * self.along
    }
}

#[derive(Debug, Clone, PartialEq)]
struct Slide<P, C> {
    piece: P,
    path: Vec<C>,
    start: f64,
    seconds: f64,
}

#[derive(Debug, Clone, PartialEq)]
struct Flash<C> {
    at: C,
    kind: FlashKind,
    start: f64,
    seconds: f64,
}

/// The motions under way on a board, on a clock of seconds.
#[derive(Debug, Clone, PartialEq)]
pub struct Animation<P, C> {
    now: f64,
    slides: Vec<Slide<P, C>>,
    flashes: Vec<Flash<C>>,
    /// The computer waits until then: the last motion's end and the settle after it.
    busy_until: f64,
    /// Held still (a screenshot of a board mid-animation).
    frozen: bool,
}

impl<P, C> Default for Animation<P, C> {
    fn default() -> Self {
        Animation {
            now: 0.0,
            slides: Vec::new(),
            flashes: Vec::new(),
            busy_until: 0.0,
            frozen: false,
        }
    }
}

impl<P: Copy + PartialEq, C: Copy + PartialEq> Animation<P, C> {
    /// The clock stands at `now` (seconds): finished motions go.
    pub fn advance_to(&mut self, now: f64) {
        if self.frozen {
            return;
        }
        self.now = now;
        self.slides
            .retain(|slide| now < slide.start + slide.seconds);
        self.flashes
            .retain(|flash| now < flash.start + flash.seconds);
    }

    /// Show `motions` from now, one command's worth, each `scale` times its usual length
    /// (the watcher's speed). Within the command slides follow one another and a flash
    /// comes when the slide before it has ended (the unit moves, then fires); a command
    /// never waits behind an earlier one's motions (a person quicker than the board sees
    /// their latest at once). Returns whether anything moves.
    pub fn play(&mut self, motions: impl IntoIterator<Item = Motion<P, C>>, scale: f64) -> bool {
        let scale = if scale.is_finite() {
            scale.clamp(0.01, 10.0)
        } else {
            1.0
        };
        let mut cursor = self.now;
        let mut end = self.now;
        for motion in motions {
            match motion {
                Motion::Slide { piece, path } if path.len() >= 2 => {
                    let seconds = slide_seconds(path.len() - 1) * scale;
                    // A piece moving again drops its earlier slide (it starts from there).
                    self.slides.retain(|slide| slide.piece != piece);
                    self.slides.push(Slide {
                        piece,
                        path,
                        start: cursor,
                        seconds,
                    });
                    cursor += seconds;
                    end = end.max(cursor);
                }
                Motion::Slide { .. } => {}
                Motion::Flash { at, kind } => {
                    let seconds = FLASH_SECONDS * scale;
                    self.flashes.push(Flash {
                        at,
                        kind,
                        start: cursor,
                        seconds,
                    });
                    end = end.max(cursor + seconds);
                }
            }
        }
        if end <= self.now {
            return false;
        }
        self.busy_until = self.busy_until.max(end + SETTLE_SECONDS * scale);
        true
    }

    /// Where `piece` is drawn now, if it is sliding (at its path's start until its slide
    /// begins).
    pub fn slide_of(&self, piece: P) -> Option<SlideAt<C>> {
        let slide = self.slides.iter().find(|slide| slide.piece == piece)?;
        let done = ((self.now - slide.start) / slide.seconds.max(1e-6)).clamp(0.0, 1.0);
        // Eased in and out over the whole path, each cell an equal share of it.
        let eased = done * done * (3.0 - 2.0 * done);
        let steps = (slide.path.len() - 1) as f64;
        let at = eased * steps;
        let step = (at.floor() as usize).min(slide.path.len() - 2);
        Some(SlideAt {
            from: slide.path[step],
            to: slide.path[step + 1],
            along: (at - step as f64).clamp(0.0, 1.0) as f32,
        })
    }

    /// The cells flashing now, with how bright (0 to 1).
    pub fn flashes(&self) -> Vec<(C, FlashKind, f32)> {
        self.flashes
            .iter()
            .filter(|flash| self.now >= flash.start)
            .map(|flash| {
                let done = ((self.now - flash.start) / flash.seconds.max(1e-6)).clamp(0.0, 1.0);
                // Two blinks inside a rise and fall: bright at the middle.
                let envelope = (std::f64::consts::PI * done).sin();
                let blink = 0.6 + 0.4 * (4.0 * std::f64::consts::PI * done).cos();
                (flash.at, flash.kind, (envelope * blink) as f32)
            })
            .collect()
    }

    /// Whether anything still moves or flashes.
    pub fn is_animating(&self) -> bool {
        !self.slides.is_empty() || !self.flashes.is_empty()
    }

    /// Whether the computer should wait: the board still shows the last command, or has
    /// only just come to rest.
    pub fn holds_the_computer(&self) -> bool {
        self.now < self.busy_until
    }

    /// Hold the picture halfway through the first motion (a screenshot's).
    pub fn freeze_halfway(&mut self) {
        let first = self
            .slides
            .iter()
            .map(|slide| (slide.start, slide.seconds))
            .chain(
                self.flashes
                    .iter()
                    .map(|flash| (flash.start, flash.seconds)),
            )
            .min_by(|a, b| a.0.total_cmp(&b.0));
        if let Some((start, seconds)) = first {
            self.now = start + seconds / 2.0;
        }
        self.frozen = true;
    }

    /// Nothing shown any more (another game, an undo, a replay).
    pub fn clear(&mut self) {
        self.slides.clear();
        self.flashes.clear();
        self.busy_until = self.now;
        self.frozen = false;
    }
}

/// A slide across `cells` cells, at the usual speed.
fn slide_seconds(cells: usize) -> f64 {
    (SLIDE_SECONDS_A_CELL * cells as f64).clamp(SLIDE_SECONDS.0, SLIDE_SECONDS.1)
}

/// A flash's colour at `strength` (0 to 1), for every board alike: hits red, arrivals gold.
pub fn flash_colour(kind: FlashKind, strength: f32) -> bevy_egui::egui::Color32 {
    let alpha = (strength.clamp(0.0, 1.0) * 170.0) as u8;
    match kind {
        FlashKind::Hit => bevy_egui::egui::Color32::from_rgba_unmultiplied(255, 60, 40, alpha),
        FlashKind::Arrival => bevy_egui::egui::Color32::from_rgba_unmultiplied(255, 215, 60, alpha),
    }
}

/// The animation of the board of `G` on screen.
#[derive(Resource, Debug, Clone, PartialEq, Deref, DerefMut)]
pub struct BoardAnimation<G: AnimatedBoard>(
    #[deref] pub Animation<G::Piece, G::Cell>,
    PhantomData<fn() -> G>,
);

impl<G: AnimatedBoard> Default for BoardAnimation<G> {
    fn default() -> Self {
        BoardAnimation(Animation::default(), PhantomData)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Board = Animation<u8, (i32, i32)>;

    fn slide(path: &[(i32, i32)]) -> Motion<u8, (i32, i32)> {
        Motion::Slide {
            piece: 7,
            path: path.to_vec(),
        }
    }

    #[test]
    fn a_slide_starts_at_the_first_cell_and_ends_at_the_last() {
        let mut board = Board::default();
        assert!(board.play([slide(&[(0, 0), (1, 0), (2, 0)])], 1.0));
        let start = board.slide_of(7).expect("sliding");
        assert_eq!((start.from, start.along), ((0, 0), 0.0));
        board.advance_to(0.2);
        let midway = board.slide_of(7).expect("still sliding");
        assert!(midway.from == (0, 0) || midway.from == (1, 0), "{midway:?}");
        board.advance_to(slide_seconds(2) - 1e-3);
        let last = board.slide_of(7).expect("nearly there");
        assert_eq!(last.to, (2, 0));
        assert!(last.along > 0.99, "{last:?}");
        board.advance_to(slide_seconds(2));
        assert_eq!(
            board.slide_of(7),
            None,
            "done: drawn where the state has it"
        );
    }

    #[test]
    fn a_slide_point_lies_between_its_cells() {
        let at = SlideAt {
            from: 0.0_f32,
            to: 10.0,
            along: 0.25,
        };
        assert_eq!(at.point(|cell| *cell), 2.5);
    }

    #[test]
    fn a_flash_comes_after_the_slide_before_it_and_is_brightest_halfway() {
        let mut board = Board::default();
        board.play(
            [
                slide(&[(0, 0), (1, 0)]),
                Motion::Flash {
                    at: (2, 0),
                    kind: FlashKind::Hit,
                },
            ],
            1.0,
        );
        assert!(board.flashes().is_empty(), "not while the unit moves");
        let slid = slide_seconds(1);
        board.advance_to(slid + FLASH_SECONDS / 2.0);
        let flashes = board.flashes();
        assert_eq!(flashes.len(), 1);
        assert_eq!((flashes[0].0, flashes[0].1), ((2, 0), FlashKind::Hit));
        assert!(flashes[0].2 > 0.95, "{flashes:?}");
        board.advance_to(slid + FLASH_SECONDS);
        assert!(!board.is_animating());
    }

    #[test]
    fn the_computer_is_held_until_the_board_has_settled_and_not_after() {
        let mut board = Board::default();
        assert!(
            !board.holds_the_computer(),
            "nothing shown, nothing to wait for"
        );
        board.play([slide(&[(0, 0), (1, 0)])], 1.0);
        let end = slide_seconds(1) + SETTLE_SECONDS;
        board.advance_to(end - 0.01);
        assert!(board.holds_the_computer());
        board.advance_to(end);
        assert!(!board.holds_the_computer());
    }

    #[test]
    fn a_later_command_starts_at_once_beside_an_earlier_ones_slide() {
        let mut board = Board::default();
        board.play([slide(&[(0, 0), (5, 0)])], 1.0);
        board.advance_to(0.05);
        board.play(
            [Motion::Flash {
                at: (9, 9),
                kind: FlashKind::Hit,
            }],
            1.0,
        );
        board.advance_to(0.1);
        assert_eq!(board.flashes().len(), 1, "not queued behind the slide");
        assert!(board.slide_of(7).is_some(), "which goes on");
    }

    #[test]
    fn nothing_to_show_holds_nobody() {
        let mut board = Board::default();
        assert!(!board.play([slide(&[(3, 3)])], 1.0), "a slide of one cell");
        assert!(!board.holds_the_computer());
        assert!(!board.is_animating());
    }

    #[test]
    fn the_watchers_speed_scales_the_animation() {
        let mut fast = Board::default();
        fast.play([slide(&[(0, 0), (1, 0)])], 0.1);
        fast.advance_to(slide_seconds(1) * 0.1 + SETTLE_SECONDS * 0.1);
        assert!(!fast.holds_the_computer() && !fast.is_animating());
        let mut slow = Board::default();
        slow.play([slide(&[(0, 0), (1, 0)])], 4.0);
        slow.advance_to(slide_seconds(1) * 2.0);
        assert!(slow.slide_of(7).is_some(), "halfway at a quarter speed");
    }

    #[test]
    fn a_frozen_board_stays_halfway_through_its_first_motion() {
        let mut board = Board::default();
        board.play([slide(&[(0, 0), (4, 0)])], 1.0);
        board.freeze_halfway();
        board.advance_to(100.0);
        let at = board.slide_of(7).expect("held mid-slide");
        assert!((at.along - 0.5).abs() < 1e-6, "{at:?}");
    }
}
