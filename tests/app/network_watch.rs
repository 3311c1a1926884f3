//! Watchers and seats changing hands, with three headless apps over real UDP on 127.0.0.1
//! (a host, a guest, watchers): a watcher joining at command 0 or at command 200 reaches the
//! host's game; a Soldiers watcher never holds a unit concealed from either side, after
//! every command of a whole game; a watcher's command is refused (the seated guest's lands);
//! a computer's seat taken by a person and given back; a seat whose guest left taken by a
//! watcher (the hold lifts, the new holder's commands land).

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::network::guest::GuestLobby;
use muster::app::core::network::host::{Lobby, StartNetGame};
use muster::app::core::network::undo_consent::UndoQuestion;
use muster::app::core::network::wire::ToHost;
use muster::app::core::network::{Holder, LinkHold, NetAction, NetGame, NetLog, NetRole, codec};
use muster::app::games::skirmish::SkirmishTurns;
use muster::app::games::soldiers::SoldiersTurns;
use muster::app::headless::headless_app;
use muster::app::session::{Session, SessionCommand, TurnGame};
use muster::rules::ladder::Level;
use muster::rules::soldiers::sight::{concealed_from, view_for_watchers};
use muster::rules::soldiers::state::Side;

use super::support::{notices, scenario, scratch};

/// A host and the machines that joined it (guests and watchers), driven frame by frame.
struct Table {
    dir: PathBuf,
    address: SocketAddr,
    host: App,
    others: Vec<App>,
}

impl Table {
    /// Host `scenario`; nobody has joined yet.
    fn host(name: &str, scenario: &Path) -> Table {
        let dir = scratch(name);
        let mut host = headless_app(
            &dir.join("host"),
            Launch::host(scenario, 0).expect("the scenario loads"),
        );
        host.finish();
        host.cleanup();
        host.update();
        host.update();
        let Some(NetRole::Host { port }) = host.world().get_resource::<NetRole>().cloned() else {
            panic!("the host is hosting");
        };
        Table {
            dir,
            address: SocketAddr::from(([127, 0, 0, 1], port)),
            host,
            others: Vec::new(),
        }
    }

    /// A machine joins (to play) or comes to watch, and reaches the lobby (or the game
    /// under way); its index among the others.
    fn arrive(&mut self, name: &str, watch: bool) -> usize {
        let address = self.address.to_string();
        let launch = if watch {
            Launch::watch(&address, Some(name.into()))
        } else {
            Launch::join(&address, Some(name.into()))
        };
        let mut app = headless_app(&self.dir.join(name), launch);
        app.finish();
        app.cleanup();
        self.others.push(app);
        let index = self.others.len() - 1;
        assert!(
            self.run_until(600, |table| table.others[index]
                .world()
                .contains_resource::<GuestLobby>()),
            "{name} reaches the lobby"
        );
        index
    }

    /// One frame of every machine, the host first, with a breath between.
    fn frame(&mut self) {
        self.host.update();
        for app in &mut self.others {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(1));
    }

    fn run_until(&mut self, limit: usize, mut done: impl FnMut(&mut Table) -> bool) -> bool {
        for _ in 0..limit {
            if done(self) {
                return true;
            }
            self.frame();
        }
        done(self)
    }

    /// The host starts the game (every seat held); every machine opens it.
    fn start(&mut self) {
        for app in &mut self.others {
            if matches!(
                app.world().resource::<NetRole>(),
                NetRole::Guest { watch: false, .. }
            ) {
                app.world_mut().write_message(ToHost::Ready(true));
            }
        }
        assert!(
            self.run_until(300, |table| table
                .host
                .world()
                .resource::<Lobby>()
                .not_ready()
                .is_none()),
            "the lobby is ready"
        );
        self.host.world_mut().write_message(StartNetGame);
        assert!(
            self.run_until(300, |table| table
                .host
                .world()
                .contains_resource::<NetGame>()
                && table
                    .others
                    .iter()
                    .all(|app| app.world().contains_resource::<NetGame>())),
            "every machine opens the game"
        );
        for _ in 0..4 {
            self.frame();
        }
    }

    /// The host's person plays the seat to act (as its computer would); whether it could.
    fn host_plays<G: TurnGame>(&mut self) -> bool {
        let Some(command) = self
            .host
            .world_mut()
            .resource_mut::<Session<G>>()
            .computer_command()
        else {
            return false;
        };
        self.host
            .world_mut()
            .write_message(SessionCommand::<G>::new(command));
        self.frame();
        true
    }

    fn leave(&mut self) {
        for app in &mut self.others {
            app.world_mut().write_message(NetAction::Leave);
        }
        self.host.world_mut().write_message(NetAction::Leave);
        self.frame();
        self.frame();
    }
}

/// The machine `other` (now seated), caught up with the host's `commands`, plays a command
/// for its seat, and the command lands on the host.
fn plays_a_command_that_lands(table: &mut Table, other: usize, commands: usize) {
    assert!(table.run_until(100, |table| {
        session::<SkirmishTurns>(&table.others[other])
            .commands
            .len()
            == commands
    }));
    let command = table.others[other]
        .world_mut()
        .resource_mut::<Session<SkirmishTurns>>()
        .computer_command()
        .expect("the taken seat has a command");
    table.others[other]
        .world_mut()
        .write_message(SessionCommand::<SkirmishTurns>::new(command));
    assert!(
        table.run_until(100, |table| session::<SkirmishTurns>(&table.host)
            .commands
            .len()
            > commands),
        "the seated person's command lands: {:?}",
        notices(&table.others[other])
    );
}

fn session<G: TurnGame>(app: &App) -> &Session<G> {
    app.world().resource::<Session<G>>()
}

/// A hash of the game's state as the codec writes it (its RON).
fn state_hash<G: TurnGame>(app: &App) -> u64 {
    let text = codec::encode(&session::<G>(app).state).expect("the state encodes");
    let mut hasher = DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

fn token_of(app: &App) -> u64 {
    match app.world().resource::<NetRole>() {
        NetRole::Guest { token, .. } => *token,
        NetRole::Host { .. } => 0,
    }
}

fn holders(app: &App) -> Vec<Holder> {
    app.world().resource::<NetGame>().holders.clone()
}

#[test]
fn watchers_joining_at_command_0_and_at_command_200_reach_the_hosts_state() {
    let mut table = Table::host("watch-late", &scenario("skirmish", "04_four_corners.ron"));
    // The host's person plays every seat; one watcher comes before the start.
    for seat in &mut table.host.world_mut().resource_mut::<Lobby>().seats {
        seat.holder = Holder::Host;
    }
    let early = table.arrive("early-watcher", true);
    {
        let lobby = table.host.world().resource::<Lobby>();
        assert_eq!(
            lobby.seats[1].holder,
            Holder::Host,
            "a watcher takes no seat"
        );
        assert!(
            lobby
                .people
                .iter()
                .any(|person| person.name == "early-watcher" && person.watching),
            "the lobby lists it as a watcher"
        );
    }
    table.start();
    for played in 0..200 {
        assert!(
            table.host_plays::<SkirmishTurns>(),
            "the game goes on to command {played}"
        );
    }
    assert!(session::<SkirmishTurns>(&table.host).commands.len() >= 200);
    // A watcher joins at command 200 and is caught up from the whole log.
    let late = table.arrive("late-watcher", true);
    for _ in 0..10 {
        table.host_plays::<SkirmishTurns>();
    }
    let host_commands = session::<SkirmishTurns>(&table.host).commands.len();
    for watcher in [early, late] {
        assert!(
            table.run_until(600, |table| session::<SkirmishTurns>(
                &table.others[watcher]
            )
            .commands
            .len()
                == host_commands),
            "watcher {watcher} follows to command {host_commands}: {:?}",
            notices(&table.others[watcher])
        );
        let app = &table.others[watcher];
        assert_eq!(
            state_hash::<SkirmishTurns>(app),
            state_hash::<SkirmishTurns>(&table.host),
            "watcher {watcher} holds the host's state"
        );
        assert_eq!(
            app.world().resource::<NetLog>().0,
            table.host.world().resource::<NetLog>().0
        );
        assert!(app.world().resource::<NetGame>().watching());
    }
    table.leave();
}

#[test]
fn concealment_case_h_a_soldiers_watcher_never_holds_a_unit_concealed_from_either_side() {
    let mut table = Table::host("watch-soldiers", &scenario("soldiers", "01_brunstatt.ron"));
    table.host.world_mut().resource_mut::<Lobby>().seats[1].holder = Holder::Host;
    let watcher = table.arrive("projector", true);
    table.start();
    assert_eq!(
        table.others[watcher].world().resource::<NetGame>().seed,
        0,
        "the watcher is not told the seed"
    );
    let mut watchers = vec![watcher];
    let mut checked = 0;
    let mut seen_hidden = 0;
    let shows_the_view = |table: &Table, watcher: usize, wanted: &str| {
        codec::encode(&session::<SoldiersTurns>(&table.others[watcher]).state)
            .is_ok_and(|shown| shown == wanted)
    };
    while !session::<SoldiersTurns>(&table.host).is_over() && checked < 3_000 {
        if checked == 40 {
            // A second watcher comes mid-game: it is sent the watchers' view at once.
            let late = table.arrive("late-projector", true);
            let host = session::<SoldiersTurns>(&table.host).state.clone();
            let wanted = codec::encode(&view_for_watchers(&host)).expect("a view encodes");
            assert!(
                table.run_until(300, |table| table.others[late]
                    .world()
                    .contains_resource::<Session<SoldiersTurns>>()
                    && shows_the_view(table, late, &wanted)),
                "the late watcher is caught up to the view at command {checked}"
            );
            watchers.push(late);
        }
        assert!(table.host_plays::<SoldiersTurns>(), "a command to play");
        let host = session::<SoldiersTurns>(&table.host).state.clone();
        let wanted = codec::encode(&view_for_watchers(&host)).expect("a view encodes");
        for &watcher in &watchers {
            assert!(
                table.run_until(200, |table| shows_the_view(table, watcher, &wanted)),
                "watcher {watcher}'s view follows command {checked}"
            );
            let shown = &session::<SoldiersTurns>(&table.others[watcher]).state;
            for side in [Side(0), Side(1)] {
                let hidden = concealed_from(&host, side);
                seen_hidden += hidden.len();
                for unit in hidden {
                    assert!(
                        shown.unit(unit).is_none(),
                        "after command {checked} watcher {watcher} holds {unit:?}, concealed from {side:?}"
                    );
                }
            }
        }
        checked += 1;
    }
    assert!(
        session::<SoldiersTurns>(&table.host).is_over(),
        "a whole game: {checked} commands"
    );
    assert!(seen_hidden > 0, "some units were hidden during the game");
    // Its positive twin: a unit neither side has concealed is where the host has it.
    let host = session::<SoldiersTurns>(&table.host).state.clone();
    let shown = &session::<SoldiersTurns>(&table.others[watcher]).state;
    let hidden: Vec<_> = [Side(0), Side(1)]
        .into_iter()
        .flat_map(|side| concealed_from(&host, side))
        .collect();
    for unit in host.units.iter().filter(|unit| !hidden.contains(&unit.id)) {
        assert_eq!(
            shown.unit(unit.id).map(|seen| seen.location.clone()),
            Some(unit.location.clone())
        );
    }
    table.leave();
}

#[test]
fn a_watchers_command_for_a_seat_is_refused_and_the_seated_guests_same_command_lands() {
    let mut table = Table::host("watch-refused", &scenario("skirmish", "02_city_race.ron"));
    let guest = table.arrive("guest-laptop", false);
    let watcher = table.arrive("watcher", true);
    table.start();
    assert!(matches!(holders(&table.host)[1], Holder::Guest(_)));
    while SkirmishTurns::acting_seat(&session::<SkirmishTurns>(&table.host).state) != Some(1) {
        assert!(table.host_plays::<SkirmishTurns>());
    }
    assert!(table.run_until(100, |table| {
        session::<SkirmishTurns>(&table.others[guest])
            .commands
            .len()
            == session::<SkirmishTurns>(&table.host).commands.len()
    }));
    let command = table.others[guest]
        .world_mut()
        .resource_mut::<Session<SkirmishTurns>>()
        .computer_command()
        .expect("the guest's seat has a command");
    let text = codec::encode(&command).expect("a command encodes");
    let before = table.host.world().resource::<NetLog>().0.len();
    // The watcher claims seat 1 with the command, says Ready and asks for an undo.
    for message in [
        ToHost::Command {
            seat: 1,
            command: text.clone(),
        },
        ToHost::Ready(true),
        ToHost::UndoAsk,
    ] {
        table.others[watcher].world_mut().write_message(message);
    }
    table.run_until(40, |_| false);
    assert_eq!(
        table.host.world().resource::<NetLog>().0.len(),
        before,
        "nothing the watcher sent landed"
    );
    assert!(
        !table.host.world().contains_resource::<UndoQuestion>(),
        "the watcher's undo is not asked of the host"
    );
    let told = notices(&table.others[watcher]);
    assert_eq!(
        told.iter()
            .filter(
                |notice| *notice == "A watcher cannot act in this game: take an open seat to play."
            )
            .count(),
        3,
        "the watcher hears why, each time: {told:?}"
    );
    // The positive twin: the seated guest's same command lands.
    table.others[guest]
        .world_mut()
        .write_message(ToHost::Command {
            seat: 1,
            command: text,
        });
    assert!(
        table.run_until(60, |table| table.host.world().resource::<NetLog>().0.len()
            > before),
        "the guest's command lands: {:?}",
        notices(&table.others[guest])
    );
    table.leave();
}

#[test]
fn a_computers_seat_is_taken_by_a_watcher_mid_game_and_given_back_to_the_computer() {
    let mut table = Table::host("watch-computer", &scenario("skirmish", "02_city_race.ron"));
    table.host.world_mut().resource_mut::<Lobby>().seats[1].holder =
        Holder::Computer(Level::Recruit);
    let watcher = table.arrive("club-member", true);
    table.start();
    let me = token_of(&table.others[watcher]);
    // The host opens the computer's seat to a person; the watcher takes it.
    table.host.world_mut().resource_mut::<Lobby>().seats[1].holder = Holder::Open;
    assert!(
        table.run_until(100, |table| holders(&table.others[watcher])[1]
            == Holder::Open)
    );
    table.others[watcher]
        .world_mut()
        .write_message(ToHost::TakeSeat(1));
    assert!(
        table.run_until(100, |table| holders(&table.host)[1] == Holder::Guest(me)
            && holders(&table.others[watcher])[1] == Holder::Guest(me)),
        "every machine hears the new holder"
    );
    assert!(
        !table.others[watcher]
            .world()
            .resource::<NetGame>()
            .watching()
    );
    assert_eq!(
        session::<SkirmishTurns>(&table.host).seats[1],
        SkirmishTurns::HUMAN,
        "the host's computer no longer plays the seat"
    );
    // The host plays its own seat on to the taken one; the computer leaves it alone.
    while SkirmishTurns::acting_seat(&session::<SkirmishTurns>(&table.host).state) != Some(1) {
        assert!(table.host_plays::<SkirmishTurns>());
    }
    let waiting = session::<SkirmishTurns>(&table.host).commands.len();
    table.run_until(60, |_| false);
    assert_eq!(
        session::<SkirmishTurns>(&table.host).commands.len(),
        waiting,
        "the seat waits for its person"
    );
    plays_a_command_that_lands(&mut table, watcher, waiting);
    // Given back: the computer plays the seat again, and the person watches.
    table.host.world_mut().resource_mut::<Lobby>().seats[1].holder =
        Holder::Computer(Level::Recruit);
    assert!(table.run_until(100, |table| {
        table.others[watcher]
            .world()
            .resource::<NetGame>()
            .watching()
    }));
    // The host's person plays its own seat; a command made while seat 1 is to act is the
    // computer's.
    let mut seat_1_waited_at = None;
    assert!(
        table.run_until(3_000, |table| {
            let session = session::<SkirmishTurns>(&table.host);
            let played = session.commands.len();
            match SkirmishTurns::acting_seat(&session.state) {
                Some(0) => {
                    if seat_1_waited_at.is_some_and(|at| played > at) {
                        return true;
                    }
                    table.host_plays::<SkirmishTurns>();
                }
                Some(_) => {
                    if seat_1_waited_at.is_some_and(|at| played > at) {
                        return true;
                    }
                    seat_1_waited_at = Some(played);
                }
                None => {}
            }
            false
        }),
        "the computer plays the seat again"
    );
    assert_eq!(
        session::<SkirmishTurns>(&table.host).seats[1],
        SkirmishTurns::computer_at(Level::Recruit)
    );
    table.leave();
}

#[test]
fn a_seat_left_by_a_guest_is_taken_by_a_watcher_the_hold_lifts_and_its_commands_land() {
    let mut table = Table::host("watch-left", &scenario("skirmish", "02_city_race.ron"));
    let guest = table.arrive("guest-laptop", false);
    let watcher = table.arrive("projector", true);
    table.start();
    while SkirmishTurns::acting_seat(&session::<SkirmishTurns>(&table.host).state) != Some(1) {
        assert!(table.host_plays::<SkirmishTurns>());
    }
    // The guest goes: the game is held for it.
    table.others[guest]
        .world_mut()
        .write_message(NetAction::Leave);
    assert!(
        table.run_until(2_000, |table| table
            .host
            .world()
            .resource::<LinkHold>()
            .0
            .is_some()),
        "the host holds the game for the guest that left"
    );
    // The watcher takes the seat: the hold lifts everywhere and the game goes on.
    let me = token_of(&table.others[watcher]);
    table.others[watcher]
        .world_mut()
        .write_message(ToHost::TakeSeat(1));
    assert!(
        table.run_until(200, |table| holders(&table.host)[1] == Holder::Guest(me)
            && table.host.world().resource::<LinkHold>().0.is_none()
            && table.others[watcher]
                .world()
                .resource::<LinkHold>()
                .0
                .is_none()),
        "the hold lifts once the seat is taken"
    );
    let before = session::<SkirmishTurns>(&table.host).commands.len();
    plays_a_command_that_lands(&mut table, watcher, before);
    table.leave();
}
