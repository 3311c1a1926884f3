//! Each grid ruleset played by key presses only, headless: the keyboard messages a window
//! would send, read by bevy's keyboard input, move the board cursor
//! (`session::view::board_cursor`) and act through the board's keys (what each board takes
//! by keys is its `keyboard_plugin`). The test looks at the game to choose its keys, never
//! sends a command itself. And the refusal: keys while an egui widget has the keyboard do
//! not move the cursor.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::prelude::*;
use bevy_egui::input::{EguiWantsInput, write_egui_wants_input_system};
use bevy_egui::{EguiContext, egui};
use muster::app::core::input::TakeKeys;
use muster::app::core::launch::Launch;
use muster::app::session::view::board_cursor::{BoardCursor, CursorBoard};

/// A game opened from `folder/file` headless, with the keyboard and the board's keys.
fn keyboard_app(name: &str, folder: &str, file: &str, keyboard: fn(&mut App)) -> App {
    let dir = super::support::scratch(&format!("keys-{name}"));
    let launch = Launch::scenario(&super::support::scenario(folder, file)).expect("it loads");
    let mut app = muster::app::headless::headless_app(&dir, launch);
    app.add_plugins(bevy::input::InputPlugin)
        .init_resource::<EguiWantsInput>();
    keyboard(&mut app);
    app
}

/// One key pressed in a frame and let go in the next, as the window sends it.
fn press(app: &mut App, key: KeyCode) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: key,
            logical_key: Key::Unidentified(NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
}

fn cursor<C: CursorBoard>(app: &App) -> (bool, Option<IVec2>) {
    let cursor = app.world().resource::<BoardCursor<C>>();
    (cursor.shown, cursor.cell)
}

/// The arrows that take the cursor to `to` (shown first by Space), one cell a press.
fn steer<C: CursorBoard>(app: &mut App, to: IVec2) {
    if !cursor::<C>(app).0 {
        press(app, KeyCode::Space);
    }
    for _ in 0..200 {
        let at = cursor::<C>(app).1.expect("the cursor shows on a cell");
        let key = match (to - at).to_array() {
            [0, 0] => return,
            [x, _] if x < 0 => KeyCode::ArrowLeft,
            [x, _] if x > 0 => KeyCode::ArrowRight,
            [_, y] if y < 0 => KeyCode::ArrowUp,
            _ => KeyCode::ArrowDown,
        };
        press(app, key);
    }
    panic!("the cursor never reached {to}");
}

/// The cursor taken to `to`, and Enter on it.
fn enter_on<C: CursorBoard>(app: &mut App, to: IVec2) {
    steer::<C>(app, to);
    press(app, KeyCode::Enter);
}

mod skirmish {
    use super::*;
    use muster::app::games::skirmish::view::SquareClick;
    use muster::app::games::skirmish::view::keyboard_plugin;
    use muster::app::games::skirmish::{SkirmishSeat, SkirmishSeatsChoice, SkirmishSession};
    use muster::rules::seat::PlayerId;
    use muster::rules::skirmish::ai::Ai;
    use muster::rules::skirmish::command::{Command, Then};
    use muster::rules::skirmish::map::Pos;

    fn cell(pos: Pos) -> IVec2 {
        IVec2::new(pos.x, pos.y)
    }

    fn game(app: &App) -> &SkirmishSession {
        app.world().resource::<SkirmishSession>()
    }

    /// Orange's turn by keys: the orders the Veteran would give, each as the cursor's Enter
    /// on the unit and on its square, then Q (wait), C (capture) or Enter on the target;
    /// anything else (a purchase, a power, an unload) left, and E ends the turn.
    fn orange_turn(app: &mut App) {
        let mut ai = Ai::new(1);
        for _ in 0..30 {
            let state = game(app).state.clone();
            let Command::Order { unit, path, then } = ai.next_command(&state) else {
                break;
            };
            let from = state.square_of(unit).expect("on the map");
            let to = path.last().copied().unwrap_or(from);
            let before = game(app).commands.len();
            enter_on::<SquareClick>(app, cell(from));
            enter_on::<SquareClick>(app, cell(to));
            match then {
                Then::Wait => press(app, KeyCode::KeyQ),
                Then::Capture => press(app, KeyCode::KeyC),
                Then::Attack { target } => enter_on::<SquareClick>(app, cell(target)),
                Then::Unload { .. } => break,
            }
            assert_eq!(
                game(app).commands.len(),
                before + 1,
                "the order by keys is played: {then:?}"
            );
        }
        press(app, KeyCode::KeyE);
    }

    #[test]
    fn skirmish_plays_by_key_presses_only_moves_fires_and_ends_its_turns() {
        let mut app = keyboard_app(
            "skirmish",
            "skirmish",
            "03_hill_country.ron",
            keyboard_plugin,
        );
        app.insert_resource(SkirmishSeatsChoice {
            seats: vec![SkirmishSeat::Human, SkirmishSeat::Veteran],
            seed: Some(3),
        });
        app.update();
        app.update();
        for _ in 0..4 {
            orange_turn(&mut app);
            for _ in 0..400 {
                if game(&app).state.current == PlayerId(0) {
                    break;
                }
                app.update();
            }
        }
        let session = game(&app);
        assert!(
            session.state.day >= 5,
            "four days passed by E: {}",
            session.state.day
        );
        let orders: Vec<&Then> = session
            .commands
            .iter()
            .filter_map(|command| match command {
                Command::Order { then, .. } => Some(then),
                _ => None,
            })
            .collect();
        assert!(
            orders.iter().any(|then| matches!(then, Then::Wait)),
            "{orders:?}"
        );
        assert!(
            orders
                .iter()
                .any(|then| matches!(then, Then::Attack { .. })),
            "an attack by keys: {orders:?}"
        );
    }

    /// Hill Country for two people at one screen, seed 3, the board's keys on.
    fn two_humans_on_hill_country(name: &str) -> App {
        let mut app = keyboard_app(name, "skirmish", "03_hill_country.ron", keyboard_plugin);
        app.insert_resource(SkirmishSeatsChoice {
            seats: vec![SkirmishSeat::Human, SkirmishSeat::Human],
            seed: Some(3),
        });
        app
    }

    #[test]
    fn enter_on_the_shown_cursor_clicks_its_square_and_with_the_cursor_hidden_ends_the_turn() {
        for shown in [true, false] {
            let mut app = two_humans_on_hill_country(&format!("skirmish-enter-{shown}"));
            app.update();
            app.update();
            if shown {
                press(&mut app, KeyCode::Space);
            }
            press(&mut app, KeyCode::Enter);
            let selected = app
                .world()
                .resource::<muster::app::games::skirmish::view::Selection>()
                .unit;
            let state = &game(&app).state;
            if shown {
                assert!(selected.is_some(), "the unit under the cursor is selected");
                assert_eq!(state.current, PlayerId(0), "the turn goes on");
            } else {
                assert_eq!(selected, None);
                assert_eq!(state.current, PlayerId(1), "Enter ended Orange's turn");
            }
        }
    }

    #[test]
    fn arrow_keys_move_the_board_cursor_in_play_but_not_while_egui_has_the_keyboard_until_esc() {
        for typing in [false, true] {
            let mut app = two_humans_on_hill_country(&format!("skirmish-typing-{typing}"));
            // An egui context, its text field focused when `typing`, read as the app does.
            let mut context = EguiContext::default();
            if typing {
                context
                    .get_mut()
                    .memory_mut(|memory| memory.request_focus(egui::Id::new("save name")));
            }
            app.world_mut().spawn(context);
            app.add_systems(PreUpdate, write_egui_wants_input_system.before(TakeKeys));
            app.update();
            app.update();
            press(&mut app, KeyCode::ArrowRight);
            press(&mut app, KeyCode::ArrowRight);
            let (shown, at) = cursor::<SquareClick>(&app);
            if typing {
                assert!(!shown && at.is_none(), "the keys were the focused widget's");
                // Esc hands the keys back to the board, and does not pause.
                press(&mut app, KeyCode::Escape);
                press(&mut app, KeyCode::ArrowRight);
                assert!(cursor::<SquareClick>(&app).0, "the board's keys again");
                let pause = app
                    .world()
                    .resource::<State<muster::app::core::screens::Pause>>();
                assert!(!pause.get().0, "Esc did not pause");
                assert_eq!(
                    *app.world()
                        .resource::<State<muster::app::core::screens::Menu>>()
                        .get(),
                    muster::app::core::screens::Menu::None
                );
            } else {
                // The first arrow shows it on Orange's first unit, the second moves it.
                let first = game(&app)
                    .state
                    .units_of(PlayerId(0))
                    .find_map(|unit| unit.square())
                    .expect("Orange has a unit");
                assert!(shown);
                assert_eq!(at, Some(cell(first) + IVec2::X));
            }
        }
    }
}

mod soldiers {
    use super::*;
    use muster::app::games::soldiers::play::key_cursor::keyboard_plugin;
    use muster::app::games::soldiers::play::movement_ui::move_command;
    use muster::app::games::soldiers::play::pointer::BoardClick;
    use muster::app::games::soldiers::play::selection::first_movable;
    use muster::app::games::soldiers::{SoldiersSeat, SoldiersSeatsChoice, SoldiersSession};
    use muster::rules::soldiers::ai::Mind;
    use muster::rules::soldiers::command::Command;
    use muster::rules::soldiers::fire::fire_options;
    use muster::rules::soldiers::map::col_row;
    use muster::rules::soldiers::state::{Location, Phase, Side};

    fn cell(hex: hexx::Hex) -> IVec2 {
        IVec2::from(col_row(hex))
    }

    fn game(app: &App) -> &SoldiersSession {
        app.world().resource::<SoldiersSession>()
    }

    /// One step of the person's play by keys, by phase: a unit deployed by the cursor and
    /// the rest by P; a unit moved a hex; a fire on the first target and F; then E.
    fn step(app: &mut App, acted: &mut bool) {
        let state = game(app).state.clone();
        let side = state.acting_side().expect("a side acts");
        match state.phase {
            Phase::Deployment { .. } if !*acted => {
                let zone = state
                    .units
                    .iter()
                    .filter(|unit| unit.side == side)
                    .find_map(|unit| match &unit.location {
                        Location::ToDeploy { zone, .. } => zone.first().copied(),
                        _ => None,
                    });
                if let Some(hex) = zone {
                    enter_on::<BoardClick>(app, cell(hex));
                }
                press(app, KeyCode::KeyP);
            }
            Phase::Movement { .. } if !*acted => {
                let found = state
                    .units
                    .iter()
                    .filter(|unit| unit.side == side)
                    .find_map(|unit| {
                        let hex = unit.hex()?;
                        let mover = first_movable(&state, hex)?;
                        let to = hex
                            .all_neighbors()
                            .into_iter()
                            .find(|to| move_command(&state, mover, *to).is_some())?;
                        Some((hex, to))
                    });
                if let Some((from, to)) = found {
                    enter_on::<BoardClick>(app, cell(from));
                    enter_on::<BoardClick>(app, cell(to));
                }
            }
            Phase::Fire { .. } if !*acted => {
                if let Some(option) = fire_options(&state, side).first() {
                    enter_on::<BoardClick>(app, cell(option.target));
                    press(app, KeyCode::KeyF);
                }
            }
            _ => {
                press(app, KeyCode::KeyE);
                *acted = false;
                return;
            }
        }
        *acted = true;
    }

    #[test]
    fn soldiers_plays_by_key_presses_only_deploys_moves_fires_and_ends_its_phases() {
        let mut app = keyboard_app("soldiers", "soldiers", "01_brunstatt.ron", keyboard_plugin);
        app.insert_resource(SoldiersSeatsChoice {
            seats: [SoldiersSeat::Human, SoldiersSeat::Computer(Mind::Veteran)],
            seed: Some(3),
        });
        app.update();
        app.update();
        let mut acted = false;
        let mut phase = None;
        for _ in 0..400 {
            let state = &game(&app).state;
            if state.turn > 4 || state.phase == Phase::Over {
                break;
            }
            if state.acting_side() != Some(Side(0)) {
                app.update();
                continue;
            }
            if phase != Some(state.phase) {
                phase = Some(state.phase);
                acted = false;
            }
            step(&mut app, &mut acted);
        }
        let session = game(&app);
        assert!(
            session.state.turn > 4,
            "turns passed by E: {}",
            session.state.turn
        );
        let played = |kind: fn(&Command) -> bool| session.commands.iter().any(kind);
        assert!(played(|command| matches!(command, Command::Deploy { .. })));
        assert!(played(|command| matches!(command, Command::Move { .. })));
        assert!(
            played(|command| matches!(command, Command::Fire { .. })),
            "a fire by F"
        );
    }
}

mod movement_game {
    use super::*;
    use muster::app::games::movement_game::view::SpaceClick;
    use muster::app::games::movement_game::view::keyboard_plugin;
    use muster::app::games::movement_game::{
        MovementGameSeat, MovementGameSeatsChoice, MovementGameSession,
    };
    use muster::rules::movement_game::board::Pos;
    use muster::rules::movement_game::command::Command;
    use muster::rules::movement_game::moves::plays;
    use muster::rules::movement_game::state::{Phase, Token};

    fn cell(pos: Pos) -> IVec2 {
        IVec2::new(pos.x, pos.y)
    }

    fn game(app: &App) -> &MovementGameSession {
        app.world().resource::<MovementGameSession>()
    }

    const DIGITS: [KeyCode; 3] = [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3];

    /// One step of player 1's turn by keys: the set-up's space, R, a card (its digit), the
    /// token and its square by the cursor, or D or E when nothing moves.
    fn step(app: &mut App) {
        let state = game(app).state.clone();
        match state.phase {
            Phase::ChooseStart { chooser } => {
                let space = state.own_starts(state.across(chooser))[0];
                enter_on::<SpaceClick>(app, cell(space));
            }
            Phase::Choose { .. } => press(app, KeyCode::KeyR),
            Phase::Moving { player, rolled } => match plays(&state, player, rolled.left).first() {
                Some(play) => {
                    let Token::On(from) = state.players[player].tokens[play.token] else {
                        panic!("a play moves a token on the board");
                    };
                    press(app, DIGITS[play.card]);
                    enter_on::<SpaceClick>(app, cell(from));
                    enter_on::<SpaceClick>(app, cell(play.to));
                }
                None if rolled.cards_played == 0 => {
                    press(app, KeyCode::Digit1);
                    press(app, KeyCode::KeyD);
                }
                None => press(app, KeyCode::KeyE),
            },
            Phase::Over { .. } => {}
        }
    }

    #[test]
    fn movement_game_plays_by_key_presses_only_cards_rolls_and_moves_to_the_end() {
        let mut app = keyboard_app(
            "movement",
            "movement_game",
            "01_twin_gates_two.ron",
            keyboard_plugin,
        );
        app.insert_resource(MovementGameSeatsChoice {
            seats: vec![MovementGameSeat::Human, MovementGameSeat::Veteran],
            seed: Some(5),
        });
        app.update();
        app.update();
        // The commands player 1's keys gave.
        let mut by_keys = Vec::new();
        for _ in 0..3000 {
            let session = game(&app);
            if matches!(session.state.phase, Phase::Over { .. }) {
                break;
            }
            if session.human_to_act() == Some(0) {
                let before = session.commands.len();
                step(&mut app);
                by_keys.extend(game(&app).commands[before..].iter().cloned());
            } else {
                app.update();
            }
        }
        let played = by_keys
            .iter()
            .filter(|command| matches!(command, Command::Play { .. }))
            .count();
        assert!(played >= 5, "cards played by keys: {by_keys:?}");
        assert!(by_keys.contains(&Command::Roll), "rolled by R");
        assert!(
            by_keys
                .iter()
                .any(|command| matches!(command, Command::ChooseStart { .. })),
            "the set-up by the cursor"
        );
        let phase = game(&app).state.phase;
        assert!(
            matches!(phase, Phase::Over { .. }),
            "played to the end: {phase:?}"
        );
    }
}
