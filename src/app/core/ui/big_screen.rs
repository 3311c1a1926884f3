//! The big-screen layout for a projector (`ViewOptions::big_screen`): what a room watching
//! a game from its chairs needs, and no more.
//!
//! The decision, for an audience several metres away from a projected screen:
//!
//! * **Larger text**: egui's zoom is the player's UI scale × [`BIG_SCREEN_ZOOM`], never more
//!   than the window can hold (the fit check's smallest room, [`SMALLEST_ROOM`] points):
//!   1920×1080 at UI scale 1 is drawn at 1.5, at 2 at 3; 1280×800 at 2 stays at 2.
//! * **The log as captions**: the log's lines are too small and too many to read from a
//!   chair, so the side panels drop their log and its last lines show big at the bottom of
//!   the board (`core::ui::captions`; as many of the three as fit in a quarter of the
//!   screen's height), with the rule's name on top when captions are on too.
//! * **The pointer hidden**: an arrow wandering over the board distracts a room. It is
//!   hidden on a game's screen with no menu open, comes back for [`POINTER_BACK_SECONDS`]
//!   whenever the mouse moves (the players at the controls may still point), and is shown
//!   again as soon as the layout is turned off, a menu opens or the game's screen is left.
//! * **The controls a watcher would not use kept out of the way**: Undo, Save and Load
//!   leave the side panels (the pause menu still has Save and Load), and the seats are
//!   named rather than offered as buttons; what says where the game stands (the turn, the
//!   phase, who acts) and what the players at the controls need to play on (End, the
//!   phase's own controls) stay. Panels ask [`big_screen_on`] of egui's context.

use bevy::input::mouse::AccumulatedMouseMotion;
use bevy::prelude::*;
use bevy::window::{CursorOptions, PrimaryWindow};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::view_options::ViewOptions;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::settings::Settings;
use crate::app::core::system_sets::AppSystems;

/// How much larger the big-screen layout draws text and controls than the player's scale.
pub const BIG_SCREEN_ZOOM: f32 = 1.5;

/// The smallest room (egui points) every screen is laid out for: the fit check's 1920×1080
/// at UI scale 3. The big-screen zoom never leaves less.
pub const SMALLEST_ROOM: (f32, f32) = (640.0, 360.0);

/// Seconds the pointer shows after the mouse last moved, in the big-screen layout.
pub const POINTER_BACK_SECONDS: f32 = 2.0;

/// The zoom egui draws at: the player's UI scale, larger in the big-screen layout.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct UiZoom(pub f32);

impl Default for UiZoom {
    fn default() -> Self {
        Self(1.0)
    }
}

/// The zoom for `ui_scale` in the layout `view`, in a window `window` logical pixels wide and
/// high (none known: no limit). Never below the player's own scale.
pub fn ui_zoom(ui_scale: f32, view: ViewOptions, window: Option<Vec2>) -> f32 {
    if !view.big_screen {
        return ui_scale;
    }
    let wanted = ui_scale * BIG_SCREEN_ZOOM;
    let most = window
        .filter(|size| size.x > 0.0 && size.y > 0.0)
        .map_or(f32::INFINITY, |size| {
            (size.x / SMALLEST_ROOM.0).min(size.y / SMALLEST_ROOM.1)
        });
    wanted.min(most).max(ui_scale)
}

/// Whether the big-screen layout is on, for a panel drawing in `ctx` (kept in egui's memory
/// each frame, as `core::network::seat_lock` keeps its own).
pub fn big_screen_on(ctx: &egui::Context) -> bool {
    ctx.data(|data| data.get_temp::<bool>(flag_id()))
        .unwrap_or(false)
}

/// Set the flag [`big_screen_on`] reads (the big-screen plugin does each frame; a panel
/// test sets it to draw the layout).
pub fn set_big_screen(ctx: &egui::Context, on: bool) {
    ctx.data_mut(|data| data.insert_temp(flag_id(), on));
}

fn flag_id() -> egui::Id {
    egui::Id::new("muster big-screen layout")
}

/// A game's side panel says how wide it is (egui points) as it draws, so that the captions
/// at the bottom keep to the board beside it.
pub fn note_right_panel(ctx: &egui::Context, points: f32) {
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|data| data.insert_temp(panel_id(), (pass, points)));
}

/// The width of the side panel at the screen's right edge (0 where none was drawn in this
/// pass or the one before).
pub fn right_panel(ctx: &egui::Context) -> f32 {
    let pass = ctx.cumulative_pass_nr();
    match ctx.data(|data| data.get_temp::<(u64, f32)>(panel_id())) {
        Some((noted, points)) if noted + 1 >= pass => points,
        _ => 0.0,
    }
}

fn panel_id() -> egui::Id {
    egui::Id::new("muster side panel's width")
}

/// The pointer's state in the big-screen layout: seconds since the mouse last moved.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
struct PointerRest(f32);

impl Default for PointerRest {
    fn default() -> Self {
        Self(f32::INFINITY)
    }
}

/// The layout's logic (headless apps run it): the zoom and the pointer.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ViewOptions>()
        .init_resource::<UiZoom>()
        .init_resource::<PointerRest>()
        .add_systems(
            Update,
            (follow_the_zoom, hide_the_pointer).in_set(AppSystems::Update),
        );
}

/// What the layout tells egui: the flag the panels read.
pub(crate) fn draw_plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, tell_the_panels);
}

fn follow_the_zoom(
    settings: Res<Settings>,
    view: Res<ViewOptions>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut zoom: ResMut<UiZoom>,
) {
    let window = windows
        .single()
        .ok()
        .map(|window| Vec2::new(window.width(), window.height()));
    zoom.set_if_neq(UiZoom(ui_zoom(settings.ui_scale, *view, window)));
}

/// Whether the pointer hides now: the layout on, a game's screen, no menu over it, and the
/// mouse still for a while.
fn pointer_hidden(view: ViewOptions, screen: Screen, menu: Menu, rest_seconds: f32) -> bool {
    view.big_screen
        && matches!(screen, Screen::Playing(_))
        && menu == Menu::None
        && rest_seconds >= POINTER_BACK_SECONDS
}

fn hide_the_pointer(
    view: Res<ViewOptions>,
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    time: Res<Time<Real>>,
    motion: Option<Res<AccumulatedMouseMotion>>,
    mut rest: ResMut<PointerRest>,
    mut cursors: Query<&mut CursorOptions, With<PrimaryWindow>>,
) {
    let moved = motion.is_some_and(|motion| motion.delta != Vec2::ZERO);
    rest.0 = if moved {
        0.0
    } else {
        rest.0 + time.delta_secs()
    };
    let visible = !pointer_hidden(*view, *screen.get(), *menu.get(), rest.0);
    for mut cursor in &mut cursors {
        if cursor.visible != visible {
            cursor.visible = visible;
        }
    }
}

fn tell_the_panels(mut contexts: EguiContexts, view: Res<ViewOptions>) -> Result {
    set_big_screen(contexts.ctx_mut()?, view.big_screen);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::ruleset_door::RulesetId;
    use crate::ruleset::Ruleset;

    const BIG: ViewOptions = ViewOptions {
        captions: false,
        big_screen: true,
    };

    #[test]
    fn the_big_screen_zooms_past_the_player_s_scale_within_the_window() {
        let full_hd = Some(Vec2::new(1920.0, 1080.0));
        assert_eq!(ui_zoom(1.0, BIG, full_hd), 1.5);
        assert_eq!(ui_zoom(2.0, BIG, full_hd), 3.0);
        // 1280×800 holds 2 at most: at UI scale 2 the layout keeps the player's scale.
        assert_eq!(ui_zoom(1.0, BIG, Some(Vec2::new(1280.0, 800.0))), 1.5);
        assert_eq!(ui_zoom(2.0, BIG, Some(Vec2::new(1280.0, 800.0))), 2.0);
        // The twin: the layout off, the player's scale as it is.
        assert_eq!(ui_zoom(2.0, ViewOptions::default(), full_hd), 2.0);
    }

    #[test]
    fn a_window_of_no_size_never_zooms_below_the_player_s_scale() {
        assert_eq!(ui_zoom(1.25, BIG, Some(Vec2::ZERO)), 1.25 * BIG_SCREEN_ZOOM);
        assert_eq!(ui_zoom(3.0, BIG, Some(Vec2::new(100.0, 50.0))), 3.0);
    }

    #[test]
    fn the_pointer_hides_on_a_game_with_no_menu_until_the_mouse_moves() {
        let game = Screen::Playing(RulesetId::of(Ruleset::Soldiers));
        assert!(pointer_hidden(BIG, game, Menu::None, 10.0));
        // The twins: a mouse just moved, a menu open, the title, the layout off.
        assert!(!pointer_hidden(BIG, game, Menu::None, 0.5));
        assert!(!pointer_hidden(BIG, game, Menu::Pause, 10.0));
        assert!(!pointer_hidden(BIG, Screen::Title, Menu::None, 10.0));
        assert!(!pointer_hidden(
            ViewOptions::default(),
            game,
            Menu::None,
            10.0
        ));
    }
}
