//! "Since your last turn" headless: after the others' turn, `ReplaySince` steps through
//! exactly the commands since the seat's last, as that seat sees the game (in Soldiers never
//! a unit concealed from it, while every unit it may see is shown), the last step is the
//! live game, and "back to the game" leaves the game as it was with no event heard. The
//! offer is empty when nobody else has played since. A network guest of Soldiers, which
//! holds only the views the host sent, steps through those.

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::games::skirmish::{SkirmishSeat, SkirmishTurns};
use muster::app::games::soldiers::{SoldiersSeat, SoldiersTurns};
use muster::app::session::messages::ReplaySince;
use muster::app::session::replay::{Replay, ReplayControl};
use muster::app::session::since_last_turn::{KeptView, KeptViews, KeptViewsOf, SinceOffer};
use muster::app::session::turn_game::StateOf;
use muster::app::session::{Session, SessionCommand, SessionEvent, TurnGame};
use muster::rules::soldiers::sight::concealed_from;
use muster::rules::soldiers::state::Side;

use super::network_pair::Pair;
use super::support::{scenario, scratch, send};

/// The events of `G` the app has sent since the test began to count.
#[derive(Resource, Default)]
struct Heard(usize);

fn hear<G: TurnGame>(mut events: MessageReader<SessionEvent<G>>, mut heard: ResMut<Heard>) {
    heard.0 += events.read().count();
}

/// A hot-seat game of `file` (two people), every file in a scratch folder.
fn hot_seat<G: TurnGame>(name: &str, folder: &str, file: &str, seats: G::Seats) -> App {
    let dir = scratch(&format!("since-{name}"));
    let launch = Launch::scenario(&scenario(folder, file)).expect("the scenario loads");
    let mut app = muster::app::headless::headless_app(&dir, launch);
    app.insert_resource(muster::app::session::SeatsChoice::<G> {
        seats,
        seed: Some(3),
    })
    .init_resource::<Heard>()
    .add_systems(Update, hear::<G>);
    app.update();
    app.update();
    app
}

fn session<G: TurnGame>(app: &App) -> &Session<G> {
    app.world().resource::<Session<G>>()
}

fn acting<G: TurnGame>(app: &App) -> Option<usize> {
    G::acting_seat(&session::<G>(app).state)
}

fn offer(app: &App) -> Option<ReplaySince> {
    app.world().resource::<SinceOffer>().0
}

/// The seat to act plays as the computer would.
fn play_one<G: TurnGame>(app: &mut App) {
    let command = app
        .world_mut()
        .resource_mut::<Session<G>>()
        .computer_command()
        .expect("a command to play");
    app.world_mut()
        .write_message(SessionCommand::<G>::new(command));
    app.update();
}

/// The seat to act plays out its turn, then the next seat its own: the seat to act then,
/// and how many commands stood before the others' (the seat's last command's index + 1,
/// or 0 when it had not played).
fn two_turns<G: TurnGame>(app: &mut App) -> (usize, usize) {
    let mut played_by = Vec::new();
    for _ in 0..2 {
        let seat = acting::<G>(app).expect("a seat to act");
        let mut guard = 0;
        while acting::<G>(app) == Some(seat) {
            played_by.push(seat);
            play_one::<G>(app);
            guard += 1;
            assert!(guard < 400, "seat {seat}'s turn ends");
        }
    }
    let seat = acting::<G>(app).expect("a seat to act after two turns");
    let from = played_by
        .iter()
        .rposition(|played| *played == seat)
        .map_or(0, |last| last + 1);
    assert_eq!(session::<G>(app).commands.len(), played_by.len());
    (seat, from)
}

fn replay<G: TurnGame>(app: &App) -> Option<&Replay<Session<G>>> {
    app.world().get_resource::<Replay<Session<G>>>()
}

fn control(app: &mut App, control: ReplayControl) {
    send(app, control);
}

/// The state written out, to compare two games.
fn written<S: serde::Serialize>(state: &S) -> String {
    ron::to_string(state).expect("a state writes")
}

#[test]
fn since_your_last_turn_in_hot_seat_soldiers_never_shows_a_unit_concealed_from_the_seat() {
    let mut app = hot_seat::<SoldiersTurns>(
        "soldiers",
        "soldiers",
        "01_brunstatt.ron",
        [SoldiersSeat::Human, SoldiersSeat::Human],
    );
    assert_eq!(offer(&app), None, "nobody has played yet");
    let (seat, from) = two_turns::<SoldiersTurns>(&mut app);
    let live = session::<SoldiersTurns>(&app).clone();
    let total = live.commands.len();
    assert!(total > from, "the others played since");
    assert_eq!(
        offer(&app),
        Some(ReplaySince { seat, from }),
        "the button offers the others' turn"
    );
    // The last command's events heard, before counting on.
    app.update();
    let heard = app.world().resource::<Heard>().0;

    send(&mut app, ReplaySince { seat, from });
    let open = replay::<SoldiersTurns>(&app).expect("the replay opens");
    assert_eq!(open.at, 0);
    assert_eq!(open.end(), total - from, "exactly the commands since");
    assert_eq!(offer(&app), None, "no second replay over the first");

    let whole = Replay::of(&live);
    let side = Side(seat as u8);
    let mut concealed_somewhere = false;
    for step in 0..=total - from {
        if step > 0 {
            control(&mut app, ReplayControl::Step(1));
        }
        assert_eq!(
            replay::<SoldiersTurns>(&app).map(|open| open.at),
            Some(step)
        );
        let full = whole.game_at(&live, from + step).expect("it replays");
        let shown = &session::<SoldiersTurns>(&app).state;
        let hidden = concealed_from(&full.state, side);
        concealed_somewhere |= !hidden.is_empty();
        for unit in &hidden {
            assert!(
                shown.unit(*unit).is_none(),
                "step {step} shows {unit:?}, concealed from the seat"
            );
        }
        // The twin: every unit the seat may see is shown, where it stands.
        for unit in full
            .state
            .units
            .iter()
            .filter(|unit| !hidden.contains(&unit.id))
        {
            assert_eq!(
                shown.unit(unit.id).map(|seen| &seen.location),
                Some(&unit.location),
                "step {step} shows {:?}",
                unit.id
            );
        }
        let log = &session::<SoldiersTurns>(&app).log;
        assert_eq!(
            log.first().map(String::as_str),
            Some("Since your last turn:")
        );
        assert!(
            log.iter().skip(1).all(|line| live.log.contains(line)),
            "every line shown is one of the game's"
        );
    }
    assert!(
        concealed_somewhere,
        "some unit was concealed from the seat while the others played"
    );

    control(&mut app, ReplayControl::Close);
    assert!(replay::<SoldiersTurns>(&app).is_none(), "back to the game");
    let back = session::<SoldiersTurns>(&app);
    assert_eq!(back.commands.len(), total, "nothing executed, nothing cut");
    assert_eq!(written(&back.state), written(&live.state));
    assert_eq!(back.log, live.log);
    assert_eq!(
        app.world().resource::<Heard>().0,
        heard,
        "no event was heard while replaying or going back"
    );
    app.update();
    assert_eq!(
        offer(&app),
        Some(ReplaySince { seat, from }),
        "still offered"
    );
}

#[test]
fn since_your_last_turn_is_not_offered_when_nobody_else_has_played_since() {
    let mut app = hot_seat::<SkirmishTurns>(
        "nothing-since",
        "skirmish",
        "01_river_crossing.ron",
        vec![SkirmishSeat::Human; 2],
    );
    assert_eq!(offer(&app), None, "at the start nobody has played");
    let seat = acting::<SkirmishTurns>(&app).expect("a seat to act");
    play_one::<SkirmishTurns>(&mut app);
    if acting::<SkirmishTurns>(&app) == Some(seat) {
        assert_eq!(offer(&app), None, "only this seat has played since");
    }
    // Asked for anyway, nothing opens.
    let from = session::<SkirmishTurns>(&app).commands.len();
    send(&mut app, ReplaySince { seat, from });
    assert!(replay::<SkirmishTurns>(&app).is_none());
}

#[test]
fn since_your_last_turn_in_hot_seat_skirmish_reaches_the_live_game_at_its_last_step() {
    let mut app = hot_seat::<SkirmishTurns>(
        "skirmish",
        "skirmish",
        "01_river_crossing.ron",
        vec![SkirmishSeat::Human; 2],
    );
    let (seat, from) = two_turns::<SkirmishTurns>(&mut app);
    let live = session::<SkirmishTurns>(&app).clone();
    assert_eq!(offer(&app), Some(ReplaySince { seat, from }));
    send(&mut app, ReplaySince { seat, from });
    let end = replay::<SkirmishTurns>(&app)
        .expect("the replay opens")
        .end();
    assert_eq!(end, live.commands.len() - from);
    let first = whole_at(&live, from);
    assert_eq!(
        written(&session::<SkirmishTurns>(&app).state),
        written(&first),
        "the first step is the game before the others' turn"
    );
    control(&mut app, ReplayControl::Seek(end));
    assert_eq!(
        written(&session::<SkirmishTurns>(&app).state),
        written(&live.state),
        "the last step is the live game"
    );
    control(&mut app, ReplayControl::Close);
    assert_eq!(
        session::<SkirmishTurns>(&app).commands.len(),
        live.commands.len()
    );
    assert_eq!(session::<SkirmishTurns>(&app).log, live.log);
}

fn whole_at<G: TurnGame>(live: &Session<G>, at: usize) -> StateOf<G> {
    Replay::of(live)
        .game_at(live, at)
        .expect("it replays")
        .state
        .clone()
}

#[test]
fn a_network_guest_of_soldiers_replays_the_views_sent_since_its_last_turn() {
    let mut pair = Pair::join(
        "since-hidden",
        &scenario("soldiers", "01_brunstatt.ron"),
        |_| None,
    );
    pair.start();
    let guest_seat = 1;
    let host = |pair: &Pair| session::<SoldiersTurns>(&pair.host).commands.len();
    let play = |pair: &mut Pair| {
        let before = host(pair);
        assert!(pair.play_one::<SoldiersTurns>(), "a command to play");
        assert!(
            pair.run_until(200, |pair| host(pair) > before),
            "command {before} lands on the host"
        );
        pair.run_until(6, |_| false);
    };
    let acting = |pair: &Pair| acting::<SoldiersTurns>(&pair.host);
    // The host's side, then the guest's, then the host's again: the guest's turn comes back.
    let mut turns = 0;
    let mut last = acting(&pair);
    let mut guard = 0;
    while turns < 3 || acting(&pair) != Some(guest_seat) {
        play(&mut pair);
        if acting(&pair) != last {
            turns += 1;
            last = acting(&pair);
        }
        guard += 1;
        assert!(guard < 400, "the guest's turn comes back");
    }
    assert!(pair.run_until(50, |pair| offer(&pair.guest).is_some()));
    let since = offer(&pair.guest).expect("the guest is offered the host's turn");
    assert_eq!(since.seat, guest_seat);
    let live = session::<SoldiersTurns>(&pair.guest).clone();
    assert!(live.commands.is_empty(), "the guest holds no command");

    pair.guest.world_mut().write_message(since);
    pair.frame();
    let open = replay::<SoldiersTurns>(&pair.guest).expect("the replay opens on the guest");
    let end = open.end();
    assert!(end >= 1, "at least one view since the guest's last turn");
    // Each step is the view the host sent after its command count then: the game there
    // without the units concealed from the guest's side.
    let host_live = session::<SoldiersTurns>(&pair.host).clone();
    let sent: Vec<usize> = pair
        .guest
        .world()
        .resource::<KeptViewsOf<SoldiersTurns>>()
        .0
        .views
        .iter()
        .map(|view| view.commands)
        .collect();
    assert_eq!(sent.len(), end + 1);
    assert_eq!(since.from, sent[0]);
    for (step, commands) in sent.into_iter().enumerate() {
        pair.guest
            .world_mut()
            .write_message(ReplayControl::Seek(step));
        pair.frame();
        let full = whole_at(&host_live, commands);
        let shown = &session::<SoldiersTurns>(&pair.guest).state;
        let hidden = concealed_from(&full, Side(1));
        for unit in &hidden {
            assert!(shown.unit(*unit).is_none(), "step {step} shows {unit:?}");
        }
        for unit in full.units.iter().filter(|unit| !hidden.contains(&unit.id)) {
            assert_eq!(
                shown.unit(unit.id).map(|seen| &seen.location),
                Some(&unit.location),
                "step {step} shows {:?} where it stands",
                unit.id
            );
        }
        if step == end {
            assert_eq!(written(shown), written(&live.state), "the last view is now");
        }
    }
    pair.guest.world_mut().write_message(ReplayControl::Close);
    pair.frame();
    assert!(replay::<SoldiersTurns>(&pair.guest).is_none());
    assert_eq!(
        written(&session::<SoldiersTurns>(&pair.guest).state),
        written(&live.state),
        "back to the game as it was"
    );
    assert_eq!(session::<SoldiersTurns>(&pair.guest).log, live.log);
    pair.leave();
}

#[test]
fn a_guest_keeps_the_views_since_its_own_last_command_and_a_view_sent_again_replaces_the_last() {
    let mut app = hot_seat::<SkirmishTurns>(
        "kept-views",
        "skirmish",
        "01_river_crossing.ron",
        vec![SkirmishSeat::Human; 2],
    );
    let mine_to_act = session::<SkirmishTurns>(&app).state.clone();
    let mine = acting::<SkirmishTurns>(&app).expect("a seat to act");
    while acting::<SkirmishTurns>(&app) == Some(mine) {
        play_one::<SkirmishTurns>(&mut app);
    }
    let others_to_act = session::<SkirmishTurns>(&app).state.clone();
    let view = |commands: usize, state: &StateOf<SkirmishTurns>, line: &str| KeptView {
        commands,
        state: state.clone(),
        lines: vec![line.to_string()],
    };
    let is_mine = |seat: usize| seat == mine;
    let mut kept = KeptViews::<SkirmishTurns>::default();
    kept.keep(view(4, &mine_to_act, "mine"), is_mine);
    assert_eq!(kept.offer(mine), None, "nothing since");
    // The view after this seat's own command: the views start again from it.
    kept.keep(view(5, &others_to_act, "my last"), is_mine);
    assert_eq!(kept.views.len(), 1);
    assert!(
        kept.views[0].lines.is_empty(),
        "its own lines are not replayed"
    );
    // The others play: each view is kept, and the replay is offered from the first.
    kept.keep(view(6, &others_to_act, "theirs"), is_mine);
    kept.keep(view(7, &mine_to_act, "theirs again"), is_mine);
    assert_eq!(kept.views.len(), 3);
    assert_eq!(
        kept.offer(mine),
        Some(ReplaySince {
            seat: mine,
            from: 5
        })
    );
    // The same position sent again (the guest came back) stands in for the last.
    kept.keep(view(7, &mine_to_act, ""), is_mine);
    assert_eq!(kept.views.len(), 3);
    let live = session::<SkirmishTurns>(&app).clone();
    let steps = kept.steps_from(&live, 5);
    assert_eq!(steps.len(), 3);
    assert_eq!(
        steps[2].log,
        vec![
            "Since your last turn:".to_string(),
            "theirs".to_string(),
            "theirs again".to_string()
        ]
    );
}
