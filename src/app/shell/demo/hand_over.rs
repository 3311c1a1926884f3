//! Handing the demo's game to people: any key, click or touch shows the offer — play this
//! game yourselves (every seat becomes a human's), keep watching, or leave for the title
//! menu. While the offer is up the game under it waits (its countdown, the computers, the
//! demo's own clock). The demo runs full screen and puts the window back as it was when it
//! ends.

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::DemoMode;
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::registry::GameRegistry;
use crate::app::core::screens::{Menu, Pause};
use crate::app::core::ui::widgets::{big_button, show_menu};
use crate::app::shell::seat_choices::forget_seat_choices;

/// The hand-over offer is showing.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
struct Offer;

/// The window's mode before the demo went full screen.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
struct WindowBefore(WindowMode);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (go_full_screen, offer_on_any_input).run_if(resource_exists::<DemoMode>),
    )
    // Not only during the demo: the pause is lifted after the offer hands the game over.
    .add_systems(Update, hold_behind_the_offer)
    .add_systems(
        EguiPrimaryContextPass,
        draw_offer.run_if(resource_exists::<DemoMode>.and_then(resource_exists::<Offer>)),
    );
}

fn go_full_screen(
    before: Option<Res<WindowBefore>>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    mut commands: Commands,
) {
    if before.is_some() {
        return;
    }
    if let Ok(mut window) = windows.single_mut() {
        commands.insert_resource(WindowBefore(window.mode));
        window.mode = WindowMode::BorderlessFullscreen(MonitorSelection::Current);
    }
}

fn offer_on_any_input(
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    offer: Option<Res<Offer>>,
    mut commands: Commands,
) {
    let touched = touches.iter_just_pressed().next().is_some();
    if offer.is_none()
        && (keys.get_just_pressed().next().is_some()
            || mouse.get_just_pressed().next().is_some()
            || touched)
    {
        commands.insert_resource(Offer);
    }
}

/// While the offer is up the game under it is paused, through the pause every menu over a
/// game uses (the countdown, the computer players and the demo's cycle all wait on it);
/// when the offer goes, only the pause this set is lifted, and not while a menu (the pause
/// menu opened meanwhile) holds the game.
fn hold_behind_the_offer(
    offer: Option<Res<Offer>>,
    pause: Res<State<Pause>>,
    menu: Res<State<Menu>>,
    mut paused_here: Local<bool>,
    mut next: ResMut<NextState<Pause>>,
) {
    match (offer.is_some(), *paused_here) {
        (true, false) if !pause.get().0 => {
            next.set(Pause(true));
            *paused_here = true;
        }
        (false, true) => {
            if *menu.get() == Menu::None {
                next.set(Pause(false));
            }
            *paused_here = false;
        }
        _ => {}
    }
}

/// Every seat of the game on screen becomes a human's, and later games start with humans.
fn hand_to_people(world: &mut World) {
    forget_seat_choices(&mut world.commands());
    world.flush();
    let entries: Vec<_> = world
        .get_resource::<GameRegistry>()
        .map(|registry| registry.entries().copied().collect())
        .unwrap_or_default();
    for entry in entries {
        (entry.hand_to_people)(world);
    }
}

fn end_demo(world: &mut World) {
    world.remove_resource::<DemoMode>();
    world.remove_resource::<crate::app::session::pace::DemoPace>();
    world.remove_resource::<Offer>();
    if let Some(WindowBefore(mode)) = world.remove_resource::<WindowBefore>() {
        let mut windows = world.query_filtered::<&mut Window, With<PrimaryWindow>>();
        if let Ok(mut window) = windows.single_mut(world) {
            window.mode = mode;
        }
    }
}

fn draw_offer(
    mut contexts: EguiContexts,
    mut actions: MessageWriter<MenuAction>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    match show_menu(ctx, "Demo", offer).flatten() {
        Some(Choice::PlayOurselves) => {
            commands.queue(|world: &mut World| {
                hand_to_people(world);
                end_demo(world);
            });
        }
        Some(Choice::KeepWatching) => {
            commands.remove_resource::<Offer>();
        }
        Some(Choice::Leave) => {
            commands.queue(|world: &mut World| {
                hand_to_people(world);
                end_demo(world);
            });
            actions.write(MenuAction::QuitToTitle);
        }
        None => {}
    }
    Ok(())
}

/// What the people who interrupted the demo chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Choice {
    PlayOurselves,
    KeepWatching,
    Leave,
}

/// The offer's contents; what was chosen.
fn offer(ui: &mut egui::Ui) -> Option<Choice> {
    let mut choice = None;
    ui.vertical_centered(|ui| ui.heading(t!("walkthrough-demo-offer-title")));
    ui.label(t!("walkthrough-demo-offer-explain"));
    ui.add_space(8.0);
    for (text, chosen) in [
        (t!("walkthrough-demo-play-ourselves"), Choice::PlayOurselves),
        (t!("walkthrough-demo-keep-watching"), Choice::KeepWatching),
        (t!("walkthrough-demo-leave"), Choice::Leave),
    ] {
        if big_button(ui, &text).clicked() {
            choice = Some(chosen);
        }
    }
    choice
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click;

    #[test]
    fn the_offer_hands_the_game_over_or_keeps_watching() {
        assert_eq!(
            click("Play this game ourselves", offer),
            vec![Choice::PlayOurselves]
        );
        assert_eq!(click("Keep watching", offer), vec![Choice::KeepWatching]);
        assert_eq!(click("Leave the demo", offer), vec![Choice::Leave]);
    }
}

#[cfg(test)]
mod holding {
    use super::*;
    use bevy::state::app::StatesPlugin;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Pause>()
            .init_state::<Menu>()
            .add_systems(Update, hold_behind_the_offer);
        app.update();
        app
    }

    fn paused(app: &App) -> bool {
        app.world().resource::<State<Pause>>().get().0
    }

    #[test]
    fn the_game_waits_behind_the_offer_and_goes_on_when_it_goes() {
        let mut app = app();
        assert!(!paused(&app));
        app.insert_resource(Offer);
        app.update();
        app.update();
        assert!(paused(&app), "the countdown and the computers wait");
        app.world_mut().remove_resource::<Offer>();
        app.update();
        app.update();
        assert!(!paused(&app), "keep watching: the game goes on");
    }

    #[test]
    fn a_pause_the_offer_did_not_set_is_not_lifted() {
        let mut app = app();
        app.world_mut()
            .resource_mut::<NextState<Pause>>()
            .set(Pause(true));
        app.update();
        app.insert_resource(Offer);
        app.update();
        app.world_mut().remove_resource::<Offer>();
        app.update();
        app.update();
        assert!(paused(&app), "the pause menu's pause stays");
    }

    #[test]
    fn the_pause_menu_opened_over_the_offer_keeps_the_game_paused_after_it() {
        let mut app = app();
        app.insert_resource(Offer);
        app.update();
        app.update();
        app.world_mut()
            .resource_mut::<NextState<Menu>>()
            .set(Menu::Pause);
        app.update();
        app.world_mut().remove_resource::<Offer>();
        app.update();
        app.update();
        assert!(paused(&app), "the pause menu holds the game");
    }
}
