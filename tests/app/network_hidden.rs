//! A ruleset that hides something across two machines: in Soldiers a guest is sent its
//! side's view after every command, never the commands or the seed, so it never holds an
//! enemy unit concealed from its side (rule H) — while every unit its side may see stands
//! where the host has it, and its own commands still land.

use bevy::prelude::*;
use muster::app::core::network::{NetGame, NetLog};
use muster::app::games::soldiers::SoldiersTurns;
use muster::app::session::{Session, TurnGame};
use muster::rules::soldiers::sight::concealed_from;
use muster::rules::soldiers::state::Side;

use super::network_pair::Pair;
use super::support::scenario;

fn session(app: &App) -> &Session<SoldiersTurns> {
    app.world().resource::<Session<SoldiersTurns>>()
}

/// The seat to act plays; wait until the host has the command and the guest's view has
/// caught up with it.
fn play_one(pair: &mut Pair) {
    let before = session(&pair.host).commands.len();
    assert!(pair.play_one::<SoldiersTurns>(), "a command to play");
    assert!(
        pair.run_until(200, |pair| session(&pair.host).commands.len() > before),
        "command {before} lands on the host"
    );
    pair.run_until(6, |_| false);
}

#[test]
fn concealment_case_h_a_guest_is_sent_its_sides_view_never_a_concealed_enemy() {
    let mut pair = Pair::join(
        "net-hidden",
        &scenario("soldiers", "01_brunstatt.ron"),
        |_| None,
    );
    pair.start();
    let net = pair.guest.world().resource::<NetGame>().clone();
    assert!(net.hidden, "Soldiers hides concealed units");
    assert_eq!(
        net.seed, 0,
        "the guest is not told the seed (the dice to come)"
    );
    // The French (the host) deploy; the Germans (the guest) have no unit on the map yet.
    while SoldiersTurns::acting_seat(&session(&pair.host).state) == Some(0) {
        play_one(&mut pair);
    }
    assert!(
        pair.guest.world().resource::<NetLog>().0.is_empty(),
        "no commands are sent"
    );
    let host = session(&pair.host).state.clone();
    let guest = session(&pair.guest).state.clone();
    let hidden = concealed_from(&host, Side(1));
    assert!(
        !hidden.is_empty(),
        "some French units are hidden in woods or towns"
    );
    for unit in &hidden {
        assert!(
            guest.unit(*unit).is_none(),
            "the guest holds no hidden unit: {unit:?}"
        );
    }
    // Its positive twin: every French unit the Germans may see stands where the host has it.
    let seen: Vec<_> = host
        .units
        .iter()
        .filter(|unit| unit.side == Side(0) && !hidden.contains(&unit.id))
        .collect();
    assert!(!seen.is_empty());
    for unit in seen {
        assert_eq!(
            guest.unit(unit.id).map(|shown| shown.location.clone()),
            Some(unit.location.clone())
        );
    }
    // The guest's own commands land, and its own units are all in its view.
    for _ in 0..5 {
        play_one(&mut pair);
    }
    assert!(pair.run_until(100, |pair| {
        let host = &session(&pair.host).state;
        let guest = &session(&pair.guest).state;
        host.units
            .iter()
            .filter(|unit| unit.side == Side(1))
            .all(|unit| guest.unit(unit.id).map(|shown| &shown.location) == Some(&unit.location))
    }));
    pair.leave();
}

/// Captions on a machine that holds views, not commands: the host names each line's rule,
/// so a Soldiers guest with captions on shows the rule behind what it is told (before the
/// views carried their rules, no caption ever showed there).
#[test]
fn a_soldiers_guest_with_captions_on_is_told_each_lines_rule() {
    use muster::app::core::ui::captions::Caption;
    use muster::app::core::ui::view_options::ViewOptions;
    let mut pair = Pair::join(
        "net-hidden-captions",
        &scenario("soldiers", "01_brunstatt.ron"),
        |_| None,
    );
    pair.start();
    pair.guest
        .world_mut()
        .resource_mut::<ViewOptions>()
        .captions = true;
    let mut played = 0;
    while pair.guest.world().resource::<Caption>().shown == 0 && played < 80 {
        play_one(&mut pair);
        played += 1;
    }
    let caption = pair.guest.world().resource::<Caption>().clone();
    assert!(caption.shown > 0, "a caption within {played} commands");
    assert!(!caption.rule.is_empty(), "the caption names its rule");
    assert!(
        session(&pair.guest).log.contains(&caption.text),
        "the caption's sentence is a line of the guest's log: {:?}",
        caption.text
    );
    pair.leave();
}
