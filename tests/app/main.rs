//! Muster's integration tests, one binary (each test binary links bevy once more: link time
//! is most of an edit-test cycle). Each module drives the app headless through its messages.

mod support;

mod app_flow;
mod balance_check;
mod board_animation;
mod board_editor_flow;
mod club_scenarios_page;
mod companion_flow;
mod computer_off_the_frame;
mod correspondence;
mod demo_soak;
mod fixed_games;
mod free_move_builder_flow;
mod free_move_computer;
mod free_move_rapier;
mod free_move_review;
mod free_move_table;
mod free_move_thinking;
mod grid_keys;
mod input_player_one_keys;
mod input_two_mice;
mod layers;
mod movement_game_flow;
mod named_saves;
mod narration_snapshots;
mod network_faults;
mod network_hidden;
mod network_pair;
mod network_play;
mod network_relay;
mod network_resume;
mod old_saves;
mod packaging;
mod pause_stops_play;
mod portable;
mod replays;
mod save_fuzz;
mod save_snapshots;
mod skirmish_flow;
mod skirmish_setup_flow;
mod soldiers_editor_flow;
mod soldiers_flow;
mod toy;
mod udp_relay;
mod walkthrough_flow;
