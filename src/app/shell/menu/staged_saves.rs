//! `muster screenshot menu --saved-games N`: the title menu as a player with N unfinished
//! games sees it (each game's Resume, in the rulesets' order), for its picture
//! and the fit check. Only the menu's labels are staged, with the longest scenario names
//! Muster ships; no save is written or read.

use bevy::prelude::*;

use super::saved_games::{ResumableGames, SavedGameEntry, SavedGames};
use crate::app::core::menu_actions::SaveSlot;
use crate::app::core::registry::GameRegistry;
use crate::app::core::ruleset_door::RulesetId;
use crate::app::core::screens::Menu;
use crate::app::shell::screenshot::ScreenshotRequest;

/// The most unfinished games the title menu can offer: one of each ruleset.
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

/// The first `count` of the games the title menu offers to resume, as it would label them.
fn staged(
    registry: &GameRegistry,
    count: usize,
) -> (Vec<(RulesetId, String)>, Vec<SavedGameEntry>) {
    let games: Vec<(RulesetId, String)> = registry
        .entries()
        .take(count.min(MOST_SAVED_GAMES))
        .map(|entry| {
            let label = super::saved_games::resume_label(
                &muster_text::text(entry.resume_name),
                sample_label(registry, entry.ruleset),
            );
            (entry.ruleset, label)
        })
        .collect();
    let saves = games
        .iter()
        .map(|(ruleset, _)| *ruleset)
        .map(|ruleset| SavedGameEntry {
            ruleset,
            slot: SaveSlot::Autosave,
            label: sample_label(registry, ruleset).to_string(),
            saved_at: None,
        })
        .collect();
    (games, saves)
}

/// Keep the staged games on the title menu (the menu reads the real saves as it opens).
fn keep_staged_saves(
    request: Res<ScreenshotRequest>,
    registry: Res<GameRegistry>,
    mut games: ResMut<ResumableGames>,
    mut saved: ResMut<SavedGames>,
) {
    let (staged_games, saves) = staged(&registry, request.saved_games);
    games.set_if_neq(ResumableGames(staged_games));
    saved.set_if_neq(SavedGames(saves));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ruleset::Ruleset;

    fn registry() -> GameRegistry {
        use crate::app::core::registry::{GameEntry, SaveLabel};
        let mut registry = GameRegistry::default();
        for entry in crate::app::games::RULESETS {
            registry.add_ruleset(entry);
        }
        for (ruleset, name) in [
            (Ruleset::FreeMove, "the battle"),
            (Ruleset::Soldiers, "Soldiers"),
            (Ruleset::Skirmish, "Skirmish Wars"),
            (Ruleset::MovementGame, "the movement game"),
        ] {
            registry.register(GameEntry {
                ruleset: ruleset.into(),
                resume_name: name,
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
    fn four_staged_games_are_one_of_each_ruleset_and_none_stages_nothing() {
        let (games, saves) = staged(&registry(), 4);
        assert_eq!(
            games[0].1,
            "Resume the battle: Defence of the hill and the walled farm, move 12"
        );
        assert_eq!(
            games
                .iter()
                .map(|(ruleset, _)| *ruleset)
                .collect::<Vec<_>>(),
            vec![
                Ruleset::FreeMove.into(),
                Ruleset::Soldiers.into(),
                Ruleset::Skirmish.into(),
                Ruleset::MovementGame.into()
            ]
        );
        assert_eq!(
            games[1].1,
            "Resume Soldiers: 2. Morhange: the Plan 17 attack, turn 11"
        );
        assert_eq!(saves.len(), 4);
        assert_eq!(staged(&registry(), 2).0.len(), 2, "the battle and one more");
        let (games, saves) = staged(&registry(), 0);
        assert_eq!((games.len(), saves.len()), (0, 0));
    }
}
