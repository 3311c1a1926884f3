//! The clock bar along the top of the table: the countdown in the middle (one large figure
//! both players see, red in its last ten seconds), why it is that long, the phase, and at
//! each end that side's own buttons — Ready, Done, Time!, undo in the rearrangement, pull
//! out — big enough for a finger, so two players at one screen never reach across each
//! other. Each side's orders open in a drawer on its own side.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::combat_log::LogDrawer;
use super::combat_review::{CombatReview, review_strip};
use super::roster_panel::RosterDrawers;
use super::victory_panel::{VictoryDetails, victory_strip};
use crate::app::core::input::input_prompts::Prompts;
use crate::app::core::input::{PlayerAction, PlayerId};
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::screens::Screen;
use crate::app::core::ui::palette::SidePalette;
use crate::app::games::free_move::computer::FreeMoveSeats;
use crate::app::games::free_move::countdown::{Countdown, SideReady};
use crate::app::games::free_move::game::{FreeMoveCommand, FreeMoveSession};
use crate::app::games::free_move::hands::box_select::{EmptyDrag, EmptyDrags};
use crate::app::games::free_move::hands::orders::draw_orders;
use crate::app::games::free_move::hands::stand_drag::Selection;
use crate::app::games::free_move::undo::UndoRearrangement;
use crate::rules::free_move::ai::Level;
use crate::rules::free_move::{Command, MeleeId, Phase, Side, State};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<OrderDrawers>().add_systems(
        EguiPrimaryContextPass,
        draw_game_panel
            .run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
    );
}

/// What the players are to do now: a sentence short enough to be read whole in the clock
/// bar at 1280×800 (two lines beside the clock), and the fuller explanation its hover shows.
fn instructions(state: &State, countdown: &Countdown) -> (String, String) {
    match state.phase {
        Phase::Deployment => (
            t!("free-move-now-deployment"),
            t!("free-move-now-deployment-more"),
        ),
        Phase::TimedMove if countdown.running => {
            (t!("free-move-now-moving"), t!("free-move-now-moving-more"))
        }
        Phase::TimedMove if state.combat_suspended => (
            t!("free-move-now-time-called"),
            t!("free-move-now-time-called-more"),
        ),
        Phase::TimedMove => (
            t!("free-move-now-before-countdown"),
            t!("free-move-now-before-countdown-more"),
        ),
        Phase::Rearrangement => (
            t!("free-move-now-rearrangement"),
            t!("free-move-now-rearrangement-more"),
        ),
        Phase::MissileFire => (
            t!("free-move-now-missile-fire"),
            t!("free-move-now-missile-fire-more"),
        ),
        Phase::PullOut => (
            t!("free-move-now-pull-out"),
            t!("free-move-now-pull-out-more"),
        ),
        Phase::BonusMoves => (
            t!("free-move-now-bonus-moves"),
            t!("free-move-now-bonus-moves-more"),
        ),
        Phase::GameOver => (t!("free-move-now-over"), t!("free-move-now-over")),
    }
}

/// Who plays the side: a human, or the computer at one of its levels (switchable at any
/// time, to practise against it or to watch two computers).
/// The choice is read out by the label `named_by`.
fn seat_choice(ui: &mut egui::Ui, side: Side, seat: &mut Option<Level>, named_by: egui::Id) {
    let label = |seat: Option<Level>| match seat {
        None => t!("free-move-seat-human"),
        Some(level) => t!("free-move-seat-computer", level = level.name()),
    };
    // The big-screen layout names the sitter without a control: a watching room only reads.
    if crate::app::core::ui::big_screen::big_screen_on(ui.ctx()) {
        ui.label(label(*seat));
        return;
    }
    if crate::app::core::network::seat_lock::seats_locked(ui.ctx()) {
        ui.add_enabled(false, egui::Button::new(label(*seat)))
            .on_disabled_hover_text(crate::app::core::network::seat_lock::locked_why());
        return;
    }
    egui::ComboBox::from_id_salt(("free move seat", side.index()))
        .selected_text(label(*seat))
        .show_ui(ui, |ui| {
            ui.selectable_value(seat, None, label(None));
            for level in Level::ALL {
                ui.selectable_value(seat, Some(level), label(Some(level)));
            }
        })
        .response
        .labelled_by(named_by);
}

/// A side's main buttons are at least this wide (egui points): a fingertip's target, and
/// narrow enough that a side's whole row (name, Done, Undo, its drawers' toggles) fits its
/// half of the bar at 1280×800 and UI scale 2.
const SIDE_BUTTON_WIDTH: f32 = 64.0;

/// A side's main button; hovering it names the side's player's key or pad button for it.
fn side_button(
    ui: &mut egui::Ui,
    text: &str,
    colour: egui::Color32,
    enabled: bool,
    key: &str,
) -> bool {
    let button = ui.add_enabled(
        enabled,
        egui::Button::new(egui::RichText::new(text).size(18.0).color(colour))
            .min_size(egui::vec2(SIDE_BUTTON_WIDTH, 34.0)),
    );
    if key.is_empty() {
        button.clicked()
    } else {
        button.on_hover_text(key).clicked()
    }
}

/// What a side's player presses for its Ready (and Done) and Time! buttons, on the device
/// they used last ("R", "Menu"): the prompts' names, for the buttons' hovers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct SideKeys {
    pub ready: String,
    pub call_time: String,
}

impl SideKeys {
    /// Side `side`'s player's (player 1 plays the first side).
    fn of(prompts: &Prompts, side: Side) -> Self {
        let player = PlayerId::BOTH[side.index()];
        SideKeys {
            ready: prompts.action(player, PlayerAction::Ready),
            call_time: prompts.action(player, PlayerAction::CallTime),
        }
    }
}

/// The clock bar's height at UI scale 1 (egui points): the table is fitted below it.
pub const CLOCK_BAR_HEIGHT: f32 = 72.0;
/// Below this width (egui points: a small window, or a big UI scale for a screen across the
/// room) the bar takes two rows: both sides' controls above, the clock below.
const NARROW_BAR: f32 = 1000.0;

/// The clock bar's height (egui points) on a screen `width` points wide.
pub fn bar_height(width: f32) -> f32 {
    if width < NARROW_BAR {
        2.0 * CLOCK_BAR_HEIGHT - 8.0
    } else {
        CLOCK_BAR_HEIGHT
    }
}
/// The width of a side's orders drawer (egui points).
const DRAWER_WIDTH: f32 = 250.0;

/// Whether each side's orders drawer is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct OrderDrawers(pub [bool; 2]);

/// The clock bar's three slots in `whole`: the first side's end, the clock, the second
/// side's end. Wide, side by side, the clock between; narrow, both ends above the clock.
fn bar_slots(whole: egui::Rect, narrow: bool) -> [egui::Rect; 3] {
    if narrow {
        let row = (whole.height() - 4.0) / 2.0;
        let half = whole.width() / 2.0;
        [
            egui::Rect::from_min_size(whole.min, egui::vec2(half - 6.0, row)),
            egui::Rect::from_min_max(egui::pos2(whole.min.x, whole.min.y + row + 4.0), whole.max),
            egui::Rect::from_min_max(
                egui::pos2(whole.min.x + half + 6.0, whole.min.y),
                egui::pos2(whole.max.x, whole.min.y + row),
            ),
        ]
    } else {
        let ends = ((whole.width() - 380.0) / 2.0).clamp(200.0, 560.0);
        [
            egui::Rect::from_min_size(whole.min, egui::vec2(ends, whole.height())),
            egui::Rect::from_min_max(
                whole.min + egui::vec2(ends + 12.0, 0.0),
                egui::pos2(whole.max.x - ends - 12.0, whole.max.y),
            ),
            egui::Rect::from_min_max(egui::pos2(whole.max.x - ends, whole.min.y), whole.max),
        ]
    }
}

/// What a side asked at its end of the clock bar.
#[derive(Debug, Clone, PartialEq)]
enum SideAsked {
    /// Ready, Done: the side's main button.
    Ready(Side),
    /// Time!, a pull-out: a command for the engine.
    Command(Command),
    /// Undo the rearrangement so far.
    Undo(Side),
}

/// A side's end of the bar narrower than this (egui points) puts the side's name above its
/// buttons: the row (name, Done, Undo or Pull out, Orders, Roster) would run past the end.
const STACKED_END: f32 = 400.0;

/// One side's end of the clock bar, in one row reading from the screen's edge inwards: its
/// name, its main button (Ready, Time!, Done), undo and pull-outs, and the toggles of its
/// orders and roster drawers. What the side asked.
fn side_controls(
    ui: &mut egui::Ui,
    side: Side,
    game: &FreeMoveSession,
    countdown: &Countdown,
    colour: egui::Color32,
    keys: &SideKeys,
    drawers: (&mut bool, &mut bool),
) -> Option<SideAsked> {
    let mut asked = None;
    let state = &game.state;
    let name = &state.side_names[side.index()];
    let (orders_open, roster_open) = drawers;
    let row = if side == Side::First {
        egui::Layout::left_to_right(egui::Align::Center)
    } else {
        egui::Layout::right_to_left(egui::Align::Center)
    };
    // A narrow end (a big UI scale, a small window) has no room for the name in the row:
    // it goes above the buttons, smaller, at the screen's edge.
    let stacked = ui.available_width() < STACKED_END;
    ui.spacing_mut().item_spacing.y = 2.0;
    let above = if stacked { 20.0 } else { 0.0 };
    ui.add_space(((ui.available_height() - 36.0 - above) / 2.0).max(0.0));
    if stacked {
        ui.allocate_ui_with_layout(egui::vec2(ui.available_width(), above - 2.0), row, |ui| {
            ui.label(egui::RichText::new(name).size(14.0).strong().color(colour));
        });
    }
    ui.allocate_ui_with_layout(egui::vec2(ui.available_width(), 36.0), row, |ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        ui.spacing_mut().button_padding = egui::vec2(8.0, 6.0);
        if !stacked {
            ui.label(egui::RichText::new(name).size(17.0).strong().color(colour));
        }
        match state.phase {
            Phase::TimedMove if countdown.running => {
                if side_button(ui, &t!("free-move-time"), colour, true, &keys.call_time) {
                    asked = Some(SideAsked::Command(Command::CallTime { side }));
                }
            }
            Phase::TimedMove => {
                let done = countdown.ready[side.index()];
                let text = if done {
                    t!("free-move-ready-done")
                } else {
                    t!("free-move-ready")
                };
                if side_button(ui, &text, colour, !done, &keys.ready) {
                    asked = Some(SideAsked::Ready(side));
                }
            }
            Phase::GameOver => {}
            _ => {
                let done = state.done[side.index()];
                // Done, it says so (as Ready ✔ does before the countdown): the other side is
                // still at work.
                let text = match (state.phase, done) {
                    (Phase::Deployment, false) => t!("free-move-ready"),
                    (Phase::Deployment, true) => t!("free-move-ready-done"),
                    (_, false) => t!("free-move-done"),
                    (_, true) => t!("free-move-done-done"),
                };
                if side_button(ui, &text, colour, !done, &keys.ready) {
                    asked = Some(SideAsked::Ready(side));
                }
            }
        }
        if state.phase == Phase::Rearrangement {
            let undoable = game.rearrangement_undo(side).is_ok();
            if side_button(ui, &t!("free-move-undo"), colour, undoable, "") {
                asked = Some(SideAsked::Undo(side));
            }
        }
        if state.phase == Phase::PullOut && !state.done[side.index()] {
            let offered = pull_outs_offered(state, side);
            if let Some(melee) = pull_out_button(ui, &offered, colour) {
                asked = Some(SideAsked::Command(Command::PullOut { side, melee }));
            }
        }
        ui.spacing_mut().button_padding.x = 5.0;
        for (open, name) in [
            (orders_open, t!("free-move-orders")),
            (roster_open, t!("free-move-roster")),
        ] {
            if ui
                .add(egui::Button::new(egui::RichText::new(name).size(14.0)).selected(*open))
                .clicked()
            {
                *open = !*open;
            }
        }
    });
    asked
}

/// The melees `side` may pull out of now: those it fought a first round in.
fn pull_outs_offered(state: &State, side: Side) -> Vec<MeleeId> {
    state
        .melees
        .iter()
        .filter(|melee| melee.rounds_fought == 1)
        .filter(|melee| melee.units.iter().any(|unit| unit.side == side))
        .map(|melee| melee.id)
        .collect()
}

/// The way out of a first-move melee, as narrow as a side's row needs it (its Orders and
/// Roster toggles stay on the bar at 1280×800 and UI scale 2): one "Pull out" button for
/// the one melee offered, or one "Pull out ▾" menu naming each when several are. The melee
/// chosen.
fn pull_out_button(
    ui: &mut egui::Ui,
    offered: &[MeleeId],
    colour: egui::Color32,
) -> Option<MeleeId> {
    let why = t!("free-move-pull-out-why");
    let text = |text: &str| egui::RichText::new(text).size(16.0).color(colour);
    let height = egui::vec2(0.0, 34.0);
    match offered {
        [] => None,
        [melee] => ui
            .add(egui::Button::new(text(&t!("free-move-pull-out"))).min_size(height))
            .on_hover_text(t!(
                "free-move-pull-out-one-why",
                melee = melee.to_string(),
                why = why
            ))
            .clicked()
            .then_some(*melee),
        several => {
            let mut chosen = None;
            egui::containers::menu::MenuButton::from_button(
                egui::Button::new(text(&t!("free-move-pull-out-menu"))).min_size(height),
            )
            .ui(ui, |ui| {
                for melee in several {
                    if ui
                        .button(t!("free-move-melee-numbered", melee = melee.to_string()))
                        .clicked()
                    {
                        chosen = Some(*melee);
                    }
                }
            })
            .0
            .on_hover_text(why);
            chosen
        }
    }
}

/// The clock in the middle of the bar: the move and phase, the countdown as one large
/// figure both players see (red in its last ten seconds), what to do now, the log's toggle
/// and, while the phase a combat led to lasts, the way back into its review. Whether the
/// instruction was shown whole.
fn clock(
    ui: &mut egui::Ui,
    state: &State,
    countdown: &Countdown,
    log_open: &mut bool,
    review: &mut CombatReview,
) -> bool {
    compact(ui, 22.0);
    // The slot's whole height for the row, so that the text under the header has it.
    let row = ui.available_size();
    ui.allocate_ui_with_layout(row, egui::Layout::left_to_right(egui::Align::Min), |ui| {
        if state.phase == Phase::TimedMove {
            let colour = if countdown.warning() {
                egui::Color32::from_rgb(255, 80, 60)
            } else {
                egui::Color32::WHITE
            };
            ui.label(
                egui::RichText::new(countdown.clock())
                    .size(48.0)
                    .strong()
                    .color(colour),
            )
            .on_hover_text(&countdown.reason);
            if countdown.warning() {
                // Keep the clock ticking on screen even with no input.
                ui.ctx().request_repaint();
            }
        }
        ui.vertical(|ui| {
            let title = t!(
                "free-move-clock-title",
                number = state.move_number.max(1),
                phase = state.phase.title()
            );
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = 4.0;
                ui.spacing_mut().button_padding.x = 6.0;
                ui.label(egui::RichText::new(title).size(15.0).strong());
                // The big-screen layout shows the log as captions: no drawer to open.
                let big_screen = crate::app::core::ui::big_screen::big_screen_on(ui.ctx());
                if !big_screen
                    && ui
                        .add(
                            egui::Button::new(egui::RichText::new(t!("free-move-log")).size(14.0))
                                .selected(*log_open),
                        )
                        .clicked()
                {
                    *log_open = !*log_open;
                }
                if !countdown.running
                    && review.can_reopen(state)
                    && ui
                        .button(egui::RichText::new(t!("free-move-review")).size(14.0))
                        .on_hover_text(t!("free-move-review-hover"))
                        .clicked()
                {
                    review.reopen();
                }
            });
            let (now, more) = instructions(state, countdown);
            slot_text(ui, &now, &more, 13.0)
        })
        .inner
    })
    .inner
}

/// The clock bar's middle holds two short rows (a header, then two lines of text): the
/// table's finger-sized spacing would leave its text no room. Buttons there are
/// `button_height` tall.
pub(crate) fn compact(ui: &mut egui::Ui, button_height: f32) {
    let spacing = ui.spacing_mut();
    spacing.item_spacing = egui::vec2(6.0, 2.0);
    spacing.interact_size.y = button_height;
    spacing.button_padding = egui::vec2(8.0, 1.0);
}

/// Text under a slot's header row (the clock's instructions, a combat step): it wraps in
/// what is left of the bar's slot, and a text longer than that room ends in "…". Hovering
/// it shows `hover` (the whole text, or more). Whether `text` was shown whole.
pub(crate) fn slot_text(ui: &mut egui::Ui, text: &str, hover: &str, size: f32) -> bool {
    let font = egui::FontId::proportional(size);
    let colour = ui.visuals().text_color();
    let row = ui.fonts_mut(|fonts| fonts.row_height(&font));
    let rows = ((ui.available_height() / row).floor() as usize).max(1);
    let mut job =
        egui::text::LayoutJob::simple(text.to_owned(), font, colour, ui.available_width());
    job.wrap.max_rows = rows;
    let galley = ui.fonts_mut(|fonts| fonts.layout_job(job));
    let whole = !galley.elided;
    ui.add(egui::Label::new(galley).show_tooltip_when_elided(false))
        .on_hover_text(hover);
    whole
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn draw_game_panel(
    mut contexts: EguiContexts,
    game: Res<FreeMoveSession>,
    countdown: Res<Countdown>,
    (palette, prompts): (Res<SidePalette>, Prompts),
    mut ready: MessageWriter<SideReady>,
    mut commands: MessageWriter<FreeMoveCommand>,
    mut undo: MessageWriter<UndoRearrangement>,
    mut seats: ResMut<FreeMoveSeats>,
    selection: Res<Selection>,
    mut drags: ResMut<EmptyDrags>,
    mut drawers: ResMut<OrderDrawers>,
    mut rosters: ResMut<RosterDrawers>,
    mut log: ResMut<LogDrawer>,
    mut review: ResMut<CombatReview>,
    mut victory: ResMut<VictoryDetails>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let state = &game.state;
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("clock bar"))
        .anchor(egui::Align2::LEFT_TOP, [0.0, 0.0])
        .show(ctx, |ui| {
            egui::Frame::window(ui.style())
                .corner_radius(0.0)
                .inner_margin(egui::Margin::symmetric(10, 4))
                .show(ui, |ui| {
                    let width = screen.width() - 28.0;
                    let bar = bar_height(screen.width());
                    ui.set_min_size(egui::vec2(width, bar - 10.0));
                    ui.set_max_size(egui::vec2(width, bar - 10.0));
                    // Three fixed slots: each side's end, the clock between (or, on a narrow
                    // screen, below both). Nothing in one can push another off the screen.
                    let whole = ui.max_rect();
                    let [first, middle, second] = bar_slots(whole, screen.width() < NARROW_BAR);
                    let slots = [
                        (first, Some(Side::First)),
                        (middle, None),
                        (second, Some(Side::Second)),
                    ];
                    for (rect, side) in slots {
                        let mut slot = ui.new_child(
                            egui::UiBuilder::new()
                                .max_rect(rect)
                                .layout(egui::Layout::top_down(egui::Align::Min)),
                        );
                        slot.set_clip_rect(rect.expand(2.0));
                        match side {
                            Some(side) => {
                                // A watcher of a network battle plays neither side: each
                                // side's buttons are shown disabled.
                                if crate::app::core::network::seat_lock::watching_here(slot.ctx()) {
                                    slot.disable();
                                }
                                let asked = side_controls(
                                    &mut slot,
                                    side,
                                    &game,
                                    &countdown,
                                    palette.egui_on_dark(side.index()),
                                    &SideKeys::of(&prompts, side),
                                    (&mut drawers.0[side.index()], &mut rosters.0[side.index()]),
                                );
                                match asked {
                                    Some(SideAsked::Ready(side)) => {
                                        ready.write(SideReady(side));
                                    }
                                    Some(SideAsked::Command(command)) => {
                                        commands.write(FreeMoveCommand(command));
                                    }
                                    Some(SideAsked::Undo(side)) => {
                                        undo.write(UndoRearrangement(side));
                                    }
                                    None => {}
                                }
                            }
                            None if state.phase == Phase::GameOver => {
                                if let Some(action) =
                                    victory_strip(&mut slot, state, &mut victory.0)
                                {
                                    actions.write(action);
                                }
                            }
                            // The review waits while a countdown runs: the clock comes first.
                            None if review.on_show(countdown.running) => {
                                review_strip(&mut slot, &mut review);
                            }
                            None => {
                                clock(&mut slot, state, &countdown, &mut log.0, &mut review);
                            }
                        }
                    }
                });
        });
    // Each side's orders drawer opens on its own side of the screen, under the bar.
    for side in Side::BOTH {
        if !drawers.0[side.index()] {
            continue;
        }
        let below_bar = bar_height(ctx.content_rect().width()) + 8.0;
        let (align, offset) = if side == Side::First {
            (egui::Align2::LEFT_TOP, [8.0, below_bar])
        } else {
            (egui::Align2::RIGHT_TOP, [-8.0, below_bar])
        };
        let colour = palette.egui_on_dark(side.index());
        egui::Window::new(
            egui::RichText::new(t!(
                "free-move-orders-title",
                side = state.side_names[side.index()].as_str()
            ))
            .color(colour),
        )
        .id(egui::Id::new(("orders drawer", side.index())))
        .anchor(align, offset)
        .collapsible(false)
        .resizable(false)
        .min_width(DRAWER_WIDTH)
        .max_width(DRAWER_WIDTH)
        .show(ctx, |ui| {
            let seat = &mut seats.0[side.index()];
            let drag = &mut drags.0[side.index()];
            let chosen = selection.0[side.index()];
            let orders = orders_drawer(ui, side, (seat, drag), state, &countdown, chosen);
            commands.write_batch(orders.into_iter().map(FreeMoveCommand));
        });
    }
    Ok(())
}

/// A side's orders drawer: who plays it, what a drag on the empty table does, and the
/// orders for its `chosen` stands. The orders given.
fn orders_drawer(
    ui: &mut egui::Ui,
    side: Side,
    (seat, drag): (&mut Option<Level>, &mut EmptyDrag),
    state: &State,
    countdown: &Countdown,
    chosen: Option<crate::rules::free_move::UnitId>,
) -> Vec<Command> {
    ui.horizontal(|ui| {
        let label = ui.label(t!("free-move-played-by"));
        seat_choice(ui, side, seat, label.id);
    });
    ui.horizontal(|ui| {
        ui.label(t!("free-move-empty-drag"));
        ui.selectable_value(drag, EmptyDrag::Tape, t!("free-move-empty-drag-tape"));
        ui.selectable_value(drag, EmptyDrag::Box, t!("free-move-empty-drag-box"));
    });
    draw_orders(ui, state, countdown, chosen, side)
}

/// The clock bar's middle slot on a window `width` points wide, as the panel lays it out
/// (tests draw what goes there in it).
#[cfg(test)]
pub(crate) fn middle_slot(width: f32) -> egui::Rect {
    let whole = egui::Rect::from_min_size(
        egui::pos2(10.0, 4.0),
        egui::vec2(width - 28.0, bar_height(width) - 10.0),
    );
    bar_slots(whole, width < NARROW_BAR)[1]
}

#[cfg(test)]
mod panels;
