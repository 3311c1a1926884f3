//! The log in words: each event as a line a player reads ("Orange Tank at B1 fires at Blue
//! Anti-Air at C1: 10 − 4 = 6 in a city (3★): 4 hits + 1 on a d6 ≤ 3; rolled 2: 5 damage,
//! 3 HP left").

use muster_text::t;

use super::apply::apply;
use super::event::{Defeat, Event, Shot};
use super::orders::describe;
use super::state::{PlayerId, PowerLevel, State, UnitId};

fn unit_words(state: &State, unit: UnitId) -> String {
    state.unit(unit).map_or_else(
        || t!("rules-skirmish-log-unit-number", id = unit.to_string()),
        |unit| describe(state, unit),
    )
}

fn player_words(state: &State, player: PlayerId) -> String {
    state.players.get(player.0).map_or_else(
        || t!("rules-skirmish-log-player-number", id = player.to_string()),
        |player| player.name.clone(),
    )
}

fn shot_words(state: &State, shot: &Shot) -> String {
    let working = if shot.initial < 0 {
        t!(
            "rules-skirmish-log-below-zero",
            firepower = shot.firepower,
            defense = shot.defense,
            initial = shot.initial
        )
    } else {
        let extra = match (shot.die, shot.roll) {
            (0, _) => String::new(),
            (die, Some(roll)) => t!(
                "rules-skirmish-log-die-rolled",
                die = die,
                rolled = roll.value,
                hit = if roll.value <= die { "hit" } else { "miss" }
            ),
            (die, None) => t!("rules-skirmish-log-die", die = die),
        };
        t!(
            "rules-skirmish-log-hits",
            firepower = shot.firepower,
            defense = shot.defense,
            initial = shot.initial,
            terrain = shot.terrain.words(),
            stars = shot.stars,
            hits = shot.hits,
            extra = extra
        )
    };
    let reduced = if shot.hp_after > 0 && shot.hp_after < super::state::REDUCED_BELOW {
        "yes"
    } else {
        "no"
    };
    t!(
        "rules-skirmish-log-fires",
        attacker = unit_words(state, shot.attacker),
        counter = if shot.counter { "yes" } else { "no" },
        target = unit_words(state, shot.target),
        working = working,
        damage = shot.damage,
        hp = shot.hp_after,
        reduced = reduced
    )
}

/// One event in words, read against the state just before it is applied; `None` for
/// bookkeeping events the log leaves out.
pub fn narrate(before: &State, event: &Event) -> Option<String> {
    let state = before;
    Some(match event {
        Event::TurnBegan { player, day } => t!(
            "rules-skirmish-log-turn-began",
            day = *day,
            player = player_words(state, *player)
        ),
        Event::PowerEnded { player } => {
            t!(
                "rules-skirmish-log-power-ends",
                player = player_words(state, *player)
            )
        }
        Event::IncomeCollected { player, amount } => t!(
            "rules-skirmish-log-income",
            player = player_words(state, *player),
            amount = *amount,
            now = state.players.get(player.0).map_or(0, |p| p.money) + amount
        ),
        Event::Repaired { unit, hp } => t!(
            "rules-skirmish-log-repaired",
            unit = unit_words(state, *unit),
            hp = *hp
        ),
        Event::Healed { unit, hp } => t!(
            "rules-skirmish-log-healed",
            unit = unit_words(state, *unit),
            hp = *hp
        ),
        Event::PowerUsed { player, level } => {
            let name = state
                .co_of(*player)
                .map_or_else(String::new, |co| match level {
                    PowerLevel::Power => t!(
                        "rules-skirmish-log-power-name",
                        co = co.name.as_str(),
                        power = co.power.name.as_str()
                    ),
                    PowerLevel::Super => t!(
                        "rules-skirmish-log-super-power-name",
                        co = co.name.as_str(),
                        power = co.super_power.name.as_str()
                    ),
                });
            t!(
                "rules-skirmish-log-power-used",
                player = player_words(state, *player),
                power = name
            )
        }
        Event::Moved { unit, path, .. } => t!(
            "rules-skirmish-log-moves",
            unit = unit_words(state, *unit),
            to = path.last().map_or_else(String::new, |to| to.label())
        ),
        Event::Boarded { unit, transport } => t!(
            "rules-skirmish-log-boards",
            unit = unit_words(state, *unit),
            transport = unit_words(state, *transport)
        ),
        Event::Unloaded { unit, to, .. } => t!(
            "rules-skirmish-log-unloaded",
            unit = unit_words(state, *unit),
            to = to.to_string()
        ),
        Event::Fired(shot) => shot_words(state, shot),
        Event::Destroyed { unit, by, .. } => {
            let riders = state.passengers(*unit).count();
            t!(
                "rules-skirmish-log-eliminated",
                unit = unit_words(state, *unit),
                riders = riders,
                by = player_words(state, *by)
            )
        }
        Event::StarGained { player, stars } => t!(
            "rules-skirmish-log-star-gained",
            player = player_words(state, *player),
            stars = *stars
        ),
        Event::CaptureProgress {
            at,
            unit,
            points,
            left,
        } => t!(
            "rules-skirmish-log-capture-progress",
            unit = unit_words(state, *unit),
            at = at.to_string(),
            points = *points,
            left = *left
        ),
        Event::CaptureLost { at } => t!("rules-skirmish-log-capture-lost", at = at.to_string()),
        Event::Captured { at, player, .. } => t!(
            "rules-skirmish-log-captured",
            player = player_words(state, *player),
            property = state.terrain(*at).words(),
            at = at.to_string()
        ),
        Event::Done { .. } | Event::TurnEnded { .. } => return None,
        Event::PurchaseBegan => t!("rules-skirmish-log-purchase-began"),
        Event::Bought {
            kind,
            owner,
            at,
            price,
            ..
        } => {
            let name = &state.card(*kind).name;
            t!(
                "rules-skirmish-log-bought",
                player = player_words(state, *owner),
                english_article = article(name),
                name = name.as_str(),
                price = *price,
                at = at.to_string()
            )
        }
        Event::PlayerDefeated { player, why } => match why {
            Defeat::HqCaptured { by } => t!(
                "rules-skirmish-log-hq-captured",
                player = player_words(state, *player),
                by = player_words(state, *by)
            ),
            Defeat::AllUnitsEliminated => t!(
                "rules-skirmish-log-no-units-left",
                player = player_words(state, *player)
            ),
        },
        Event::GameOver { winner } => match winner {
            Some(winner) => t!(
                "rules-skirmish-log-wins",
                player = player_words(state, *winner)
            ),
            None => t!("rules-skirmish-log-draw"),
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
