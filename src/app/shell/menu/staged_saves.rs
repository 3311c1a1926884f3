//! `muster screenshot menu --saved-games N`: the title menu as a player with N unfinished
//! games sees it (the battle's Resume first, then the turn-based games'), for its picture
//! and the fit check. Only the menu's labels are staged, with the longest scenario names
//! Muster ships; no save is written or read.

use bevy::prelude::*;

use super::saved_games::{ResumableGames, SavedGameEntry, SavedGames};
use super::title_page::Resumable;
use crate::app::core::menu_actions::SaveSlot;
use crate::app::core::registry::GameRegistry;
use crate::app::core::ruleset_door::RulesetId;
use crate::app::core::screens::Menu;
use crate::app::shell::screenshot::ScreenshotRequest;
use crate::ruleset::Ruleset;

/// The most unfinished games the title menu can offer: the battle and each turn-based game.
pub const MOST_SAVED_GAMES: usize = 4;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keep_staged_saves.run_if(
            in_state(Menu::Main)
                .and_then(resource_exists::<ScreenshotRequest>)
                .and_then(|request: Res<ScreenshotRequest>| request.saved_games > 0),
        ),
    );
}

/// The scenario and how far it went, for a staged save of `ruleset`: long real names (each
/// ruleset's entry gives one), so the picture shows the menu at its fullest.
fn sample_label(registry: &GameRegistry, ruleset: RulesetId) -> &'static str {
    registry
        .ruleset(ruleset)
        .map_or("", |entry| entry.sample_save)
}

/// The first `count` of the games the title menu offers to resume, as it would label them:
/// the battle's own button, then the listed turn-based games.
fn staged(
    registry: &GameRegistry,
    count: usize,
) -> (
    Option<String>,
    Vec<(RulesetId, String)>,
    Vec<SavedGameEntry>,
) {
    let mut left = count.min(MOST_SAVED_GAMES);
    let battle = (left > 0).then(|| {
        left -= 1;
        format!(
            "Resume: {}",
            sample_label(registry, Ruleset::FreeMove.into())
        )
    });
    let games: Vec<(RulesetId, String)> = registry
        .entries()
        .filter(|entry| entry.listed_for_resume)
        .take(left)
        .map(|entry| {
            let label = format!(
                "Resume {}: {}",
                entry.resume_name,
                sample_label(registry, entry.ruleset)
            );
            (entry.ruleset, label)
        })
        .collect();
    let saves = battle
        .iter()
        .map(|_| RulesetId::of(Ruleset::FreeMove))
        .chain(games.iter().map(|(ruleset, _)| *ruleset))
        .map(|ruleset| SavedGameEntry {
            ruleset,
            slot: SaveSlot::Autosave,
            label: sample_label(registry, ruleset).to_string(),
            saved_at: None,
        })
        .collect();
    (battle, games, saves)
}

/// Keep the staged games on the title menu (the menu reads the real saves as it opens).
fn keep_staged_saves(
    request: Res<ScreenshotRequest>,
    registry: Res<GameRegistry>,
    mut resumable: ResMut<Resumable>,
    mut games: ResMut<ResumableGames>,
    mut saved: ResMut<SavedGames>,
) {
    let (battle, staged_games, saves) = staged(&registry, request.saved_games);
    resumable.set_if_neq(Resumable(battle));
    games.set_if_neq(ResumableGames(staged_games));
    saved.set_if_neq(SavedGames(saves));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn registry() -> GameRegistry {
        use crate::app::core::registry::{GameEntry, SaveLabel};
        let mut registry = GameRegistry::default();
        for entry in crate::app::games::RULESETS {
            registry.add_ruleset(entry);
        }
        for (ruleset, name, listed) in [
            (Ruleset::FreeMove, "the battle", false),
            (Ruleset::Soldiers, "Soldiers", true),
            (Ruleset::SkirmishWars, "Skirmish Wars", true),
            (Ruleset::MovementGame, "the movement game", true),
        ] {
            registry.register(GameEntry {
                ruleset: ruleset.into(),
                resume_name: name,
                listed_for_resume: listed,
                choose_seats: |_, _, _| {},
                forget_seats: |_| {},
                over: |_| None,
                hand_to_people: |_| {},
                save_label: |_| SaveLabel::Missing,
                open_save: |_, _| Err("no saves".into()),
                whereabouts: |_| None,
                rules_page: |_| {},
            });
        }
        registry
    }

    #[test]
    fn four_staged_games_are_the_battle_and_each_listed_game_and_none_stages_nothing() {
        let (battle, games, saves) = staged(&registry(), 4);
        assert_eq!(
            battle.as_deref(),
            Some("Resume: Defence of the hill and the walled farm, move 12")
        );
        assert_eq!(
            games
                .iter()
                .map(|(ruleset, _)| *ruleset)
                .collect::<Vec<_>>(),
            vec![
                Ruleset::Soldiers.into(),
                Ruleset::SkirmishWars.into(),
                Ruleset::MovementGame.into()
            ]
        );
        assert_eq!(
            games[0].1,
            "Resume Soldiers: 2. Morhange: the Plan 17 attack, turn 11"
        );
        assert_eq!(saves.len(), 4);
        assert_eq!(staged(&registry(), 2).1.len(), 1, "the battle and one more");
        let (battle, games, saves) = staged(&registry(), 0);
        assert_eq!((battle, games.len(), saves.len()), (None, 0, 0));
    }
}
