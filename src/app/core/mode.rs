//! The five modes of the title menu and what each offers in this build.

use crate::ruleset::Ruleset;

/// A title-menu entry: a ruleset or the companion.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mode {
    Ruleset(Ruleset),
    Companion,
}

/// What a mode can do in this build, said plainly on its page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Availability {
    /// Its scenarios open on a screen of their own.
    Opens { what_opens: &'static str },
    /// Its screen is not built yet.
    NotYet { plan: &'static str },
}

impl Mode {
    /// Every mode, in title-menu order.
    pub const ALL: [Mode; 5] = [
        Mode::Ruleset(Ruleset::FreeMove),
        Mode::Ruleset(Ruleset::Soldiers),
        Mode::Ruleset(Ruleset::SkirmishWars),
        Mode::Ruleset(Ruleset::MovementGame),
        Mode::Companion,
    ];

    pub fn title(self) -> &'static str {
        match self {
            Mode::Ruleset(ruleset) => ruleset.title(),
            Mode::Companion => "Companion",
        }
    }

    pub fn blurb(self) -> &'static str {
        match self {
            Mode::Ruleset(ruleset) => ruleset.blurb(),
            Mode::Companion => {
                "Timer, roster sheets and combat calculators beside a real table with real miniatures."
            }
        }
    }

    /// The ruleset whose scenarios the mode's page lists, if any.
    pub fn ruleset(self) -> Option<Ruleset> {
        match self {
            Mode::Ruleset(ruleset) => Some(ruleset),
            Mode::Companion => None,
        }
    }

    pub fn availability(self) -> Availability {
        match self {
            Mode::Ruleset(Ruleset::FreeMove) => Availability::Opens {
                what_opens: "A scenario opens on its table for two players: deployment, the \
                             timed move against the countdown, combat, rosters and victory.",
            },
            Mode::Ruleset(Ruleset::Soldiers) => Availability::Opens {
                what_opens: "A scenario opens on the hex board: deployment, movement with its \
                             costs, fire with the odds before the die, hot-seat or against the \
                             computer (the solitaire Russians play by their doctrine), save, \
                             load and undo.",
            },
            Mode::Ruleset(Ruleset::SkirmishWars) => Availability::Opens {
                what_opens: "A map opens on the square board for 2 to 4 players, each a human or \
                             the computer: income, repairs, movement with its costs, combat with \
                             the damage range and counter-fire shown before you fire, capture, \
                             transports, purchases, CO powers, save, load and undo.",
            },
            Mode::Ruleset(Ruleset::MovementGame) => Availability::Opens {
                what_opens: "A board opens for 2 or 4 players, each a human or the computer: \
                             hands face up, the d3, cards played token by token with the legal \
                             squares lit, new tokens on a 3, save, load and undo.",
            },
            Mode::Companion => Availability::Opens {
                what_opens: "The timed move's countdown, both roster sheets, retiring units, and \
                             the missile fire and melee calculators, for a battle on a real table.",
            },
        }
    }
}
