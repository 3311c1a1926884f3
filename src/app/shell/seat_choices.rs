//! Who plays each seat of the next game, chosen before it opens (the demo, a walkthrough),
//! through each game's entry in the registry; and forgotten in one place so later games
//! start with the usual seats.

use bevy::prelude::*;

use crate::app::core::registry::{GameRegistry, NextSeats};
use crate::scenario::Scenario;

/// The seats of the next game of `scenario`, as its game's registry entry sets them.
pub fn choose_seats(commands: &mut Commands, scenario: &Scenario, seats: NextSeats) {
    let scenario = scenario.clone();
    commands.queue(move |world: &mut World| {
        let entry = world.get_resource::<GameRegistry>().and_then(|registry| {
            let ruleset = registry.ruleset_of(&scenario)?;
            registry.get(ruleset.id).copied()
        });
        if let Some(entry) = entry {
            (entry.choose_seats)(&mut world.commands(), &scenario, seats);
            world.flush();
        }
    });
}

/// Forget every seat choice, so the next game from the menu starts with the usual seats.
pub fn forget_seat_choices(commands: &mut Commands) {
    commands.queue(|world: &mut World| {
        let entries: Vec<_> = world
            .get_resource::<GameRegistry>()
            .map(|registry| registry.entries().copied().collect())
            .unwrap_or_default();
        for entry in entries {
            (entry.forget_seats)(&mut world.commands());
        }
        world.flush();
    });
}
