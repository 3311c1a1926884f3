//! The log in words: each event as a line a player reads ("Orange Tank at B1 fires at Blue
//! Anti-Air at C1: 10 − 4 = 6 in a city (3★): 4 hits + 1 on a d6 ≤ 3; rolled 2: 5 damage,
//! 3 HP left").

use super::apply::apply;
use super::event::{Defeat, Event, Shot};
use super::orders::describe;
use super::state::{PlayerId, PowerLevel, State, UnitId};

fn unit_words(state: &State, unit: UnitId) -> String {
    state
        .unit(unit)
        .map_or_else(|| format!("unit {unit}"), |unit| describe(state, unit))
}

fn player_words(state: &State, player: PlayerId) -> String {
    state
        .players
        .get(player.0)
        .map_or_else(|| format!("player {player}"), |player| player.name.clone())
}

fn shot_words(state: &State, shot: &Shot) -> String {
    let verb = if shot.counter {
        "fires back at"
    } else {
        "fires at"
    };
    let working = if shot.initial < 0 {
        format!(
            "{} − {} = {}: below 0, no damage",
            shot.firepower, shot.defense, shot.initial
        )
    } else {
        let extra = match (shot.die, shot.roll) {
            (0, _) => String::new(),
            (die, Some(roll)) => format!(
                " + 1 on a d6 ≤ {die}; rolled {}{}",
                roll.value,
                if roll.value <= die { ", hit" } else { ", miss" }
            ),
            (die, None) => format!(" + 1 on a d6 ≤ {die}"),
        };
        format!(
            "{} − {} = {} on {} ({}★): {} hit{}{extra}",
            shot.firepower,
            shot.defense,
            shot.initial,
            shot.terrain.name(),
            shot.stars,
            shot.hits,
            if shot.hits == 1 { "" } else { "s" }
        )
    };
    format!(
        "{} {verb} {}: {working}. {} damage, {} HP left{}.",
        unit_words(state, shot.attacker),
        unit_words(state, shot.target),
        shot.damage,
        shot.hp_after,
        if shot.hp_after > 0 && shot.hp_after < super::state::REDUCED_BELOW {
            " (reduced)"
        } else {
            ""
        }
    )
}

/// One event in words, read against the state just before it is applied; `None` for
/// bookkeeping events the log leaves out.
pub fn narrate(before: &State, event: &Event) -> Option<String> {
    let state = before;
    Some(match event {
        Event::TurnBegan { player, day } => {
            format!("Day {day}: {}'s turn.", player_words(state, *player))
        }
        Event::PowerEnded { player } => {
            format!("{}'s CO power ends.", player_words(state, *player))
        }
        Event::IncomeCollected { player, amount } => format!(
            "{} collects ${amount} income (now ${}).",
            player_words(state, *player),
            state.players.get(player.0).map_or(0, |p| p.money) + amount
        ),
        Event::Repaired { unit, hp } => {
            format!("{} is repaired to {hp} HP.", unit_words(state, *unit))
        }
        Event::Healed { unit, hp } => format!("{} is healed to {hp} HP.", unit_words(state, *unit)),
        Event::PowerUsed { player, level } => {
            let name = state
                .co_of(*player)
                .map_or_else(String::new, |co| match level {
                    PowerLevel::Power => format!("{}'s {}", co.name, co.power.name),
                    PowerLevel::Super => {
                        format!("{}'s Super Power {}", co.name, co.super_power.name)
                    }
                });
            format!("{} uses {name}.", player_words(state, *player))
        }
        Event::Moved { unit, path, .. } => format!(
            "{} moves to {}.",
            unit_words(state, *unit),
            path.last().map_or_else(String::new, |to| to.label())
        ),
        Event::Boarded { unit, transport } => format!(
            "{} boards {}.",
            unit_words(state, *unit),
            unit_words(state, *transport)
        ),
        Event::Unloaded { unit, to, .. } => {
            format!("{} is unloaded at {to}.", unit_words(state, *unit))
        }
        Event::Fired(shot) => shot_words(state, shot),
        Event::Destroyed { unit, by, .. } => {
            let riders = state.passengers(*unit).count();
            format!(
                "{} is eliminated{}; a medal for {}.",
                unit_words(state, *unit),
                if riders > 0 {
                    format!(" with the {riders} unit(s) inside")
                } else {
                    String::new()
                },
                player_words(state, *by)
            )
        }
        Event::StarGained { player, stars } => {
            format!("{}'s CO track: {stars}★.", player_words(state, *player))
        }
        Event::CaptureProgress {
            at,
            unit,
            points,
            left,
        } => format!(
            "{} captures at {at}: −{points}, {left} capture points left.",
            unit_words(state, *unit)
        ),
        Event::CaptureLost { at } => format!("The capture at {at} is lost."),
        Event::Captured { at, player, .. } => format!(
            "{} captures the {} at {at}.",
            player_words(state, *player),
            state.terrain(*at).name()
        ),
        Event::Done { .. } | Event::TurnEnded { .. } => return None,
        Event::PurchaseBegan => "Movement is over; purchasing.".into(),
        Event::Bought {
            kind,
            owner,
            at,
            price,
            ..
        } => {
            let name = &state.card(*kind).name;
            format!(
                "{} buys {} {name} for ${price} at {at}.",
                player_words(state, *owner),
                article(name)
            )
        }
        Event::PlayerDefeated { player, why } => match why {
            Defeat::HqCaptured { by } => format!(
                "{}'s HQ is captured by {}: {} is out.",
                player_words(state, *player),
                player_words(state, *by),
                player_words(state, *player)
            ),
            Defeat::AllUnitsEliminated => format!(
                "{} has no units left: {} is out.",
                player_words(state, *player),
                player_words(state, *player)
            ),
        },
        Event::GameOver { winner } => match winner {
            Some(winner) => format!("{} wins.", player_words(state, *winner)),
            None => "The game is a draw.".into(),
        },
    })
}

/// Every event of a command in words, read against `before` (the state before the command).
pub fn narrate_all(before: &State, events: &[Event]) -> Vec<String> {
    let mut shadow = before.clone();
    let mut lines = Vec::new();
    for event in events {
        lines.extend(narrate(&shadow, event));
        apply(&mut shadow, event);
    }
    lines
}

/// "a" or "an" before a unit's name, by the sound of its first letter ("an Artillery", "an
/// Infantry", "a Tank"; names starting with a vowel letter all start with a vowel sound).
fn article(name: &str) -> &'static str {
    match name.chars().next().map(|first| first.to_ascii_lowercase()) {
        Some('a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    }
}

#[cfg(test)]
mod article_tests {
    use super::article;

    #[test]
    fn a_purchase_reads_an_artillery_and_a_tank() {
        assert_eq!(article("Artillery"), "an");
        assert_eq!(article("Infantry"), "an");
        assert_eq!(article("Tank"), "a");
        assert_eq!(article("Mech"), "a");
    }
}
