//! The in-game rules reference for Skirmish Wars: the rules in brief, every reading Muster
//! settled where the text is silent or contradicts itself, and the tables with each value's
//! source.

use super::tables::Tables;

pub use crate::rules::reference::{Entry, TableLine};

/// The rules of the text in brief, in the order of play.
pub const RULES: &[Entry] = &[
    Entry {
        heading: "Set-up",
        text: "Play a scenario, or lay out a freestyle skirmish: choose terrain tiles and lay them out orthogonally; place neutral cities and factories, then any terrain elements (trees, hills); each player takes a set of unit cards, the units of one colour and $5; choose a starting player and a victory condition.",
    },
    Entry {
        heading: "The turn",
        text: "Players take turns one at a time in seat order. A turn is: 1 collect income, $5 for every city you own and your HQ (not factories); 2 repair, every unit on your own HQ, factory or city gains 2 HP, to at most 8 (a property in the middle of being captured is not friendly: no income, no repairs); 3 move and attack; 4 purchase units. Everyone starts with $5.",
    },
    Entry {
        heading: "Activation",
        text: "Each unit activates once a turn and finishes its activation before the next unit starts: it moves, then fires, captures, unloads or waits. A direct-fire unit (range 1) may move and then fire; an indirect-fire unit (range over 1) may move or fire, not both. Firing ends the activation.",
    },
    Entry {
        heading: "Movement",
        text: "Up to the unit's movement points, orthogonally only, paying each square's cost for its movement type; units may not move through other units. Factories, HQs and cities count as roads. Treads pay 2 in forest and cannot enter hills or water.",
    },
    Entry {
        heading: "Transports",
        text: "An APC carries up to 2 foot units. Infantry and mechs board by moving onto it, paying the square's cost, if there is room; they may board before or after its move, not during. At the end of its move it may unload one or both onto open squares next to it that they could enter; unloaded units may not move, fire or capture until the next turn. If the APC is destroyed, the units inside are too.",
    },
    Entry {
        heading: "Combat",
        text: "Range counts orthogonally. Firepower against the target's class (foot, vehicle, air; the reduced numbers below 5 HP) minus the target's defense is the initial damage. The Terrain Defense Modifier chart crossed with the target's terrain gives hits plus a die number: roll a d6, at or under it is one more hit. Then the target, at its new strength, fires back if the attacker is within its range.",
    },
    Entry {
        heading: "Capture",
        text: "Only foot units capture. Move onto a neutral or enemy property and declare a capture: 2 points a turn at full strength, 1 reduced; 4 points for a city or factory, 8 for an HQ. Capturing ends the activation. If the unit moves off or is eliminated the points are lost.",
    },
    Entry {
        heading: "Purchase",
        text: "After moving, pay for a unit and place it on an empty factory you own; it may move from your next turn and may be attacked on the enemy's.",
    },
    Entry {
        heading: "Winning",
        text: "Conquest: eliminate every enemy unit or capture the enemy HQ. Victory Medals: eliminate the number of enemy units agreed. City Conquest: own the number of cities agreed.",
    },
    Entry {
        heading: "CO Powers (optional)",
        text: "Each player's CO has an effect for the whole game and a Power and a Super Power. Every enemy unit eliminated moves the counter one star down the track; at the last small star the Power may be used, or saved for the Super Power at the last star. Using a power returns the counter to the start.",
    },
];

/// Muster's readings, each with the tests that check it.
pub const READINGS: &[(&str, &str)] = &[
    (
        "The damage chart",
        "The printed Terrain Defense Modifier chart is missing. Muster's chart is E = (initial + ½) × (1 − stars/10), hits = ⌊E⌋, die = round(frac E × 6), which gives both cells the worked example prints (6 in a city: 4 + 1 on ≤ 3; 1 on a road: 1 + 1 on ≤ 3). [worked_example_tank_against_anti_air_in_a_city_and_its_counter_fire_on_a_road]",
    ),
    (
        "Initial damage below 0",
        "The chart starts at 0: a negative initial damage does nothing and no die is rolled. [initial_damage_below_zero_does_nothing]",
    ),
    (
        "Counter-fire by indirect units",
        "The text's only exception to counter-fire is range, so an artillery attacked from 2–3 squares fires back; at 1 square it cannot. [counter_fire_by_an_indirect_unit_whose_range_reaches, no_counter_fire_out_of_range_a_tank_against_adjacent_artillery]",
    ),
    (
        "Copters and terrain",
        "The text crosses the damage with the terrain the target is on and makes no exception for air units, so a copter over a city defends with the city's stars. [copters_take_the_terrain_of_the_square_they_are_over]",
    ),
    (
        "Turn order",
        "3.0 says clockwise and 3.6 counterclockwise: Muster plays in seat order, the order the scenario lists the players. [play_passes_in_seat_order_and_a_day_ends_after_the_last_seat]",
    ),
    (
        "Income on the first turn",
        "Every turn starts with income, the first included. [income_is_five_for_each_city_and_the_hq_but_not_factories]",
    ),
    (
        "Income from a property being captured",
        "3.2 says \"a building in the middle of being captured is not friendly\" and 3.1 pays for every friendly city and the HQ, so a city or HQ with capture points taken off it pays its owner nothing until the capture is lost; an enemy merely standing on it does not stop the income. [income_3_1_a_city_in_the_middle_of_being_captured_3_2_pays_its_owner_nothing, income_3_1_a_friendly_city_with_an_enemy_on_it_not_capturing_still_pays]",
    ),
    (
        "Purchase ends movement",
        "Purchasing comes after movement (3.5): once a unit is bought no more units move that turn. [purchasing_comes_after_movement_no_orders_once_buying_began]",
    ),
    (
        "Repairs are free and skip passengers",
        "The text names no cost; units inside a transport are not on the property and are not repaired. [units_on_a_friendly_property_are_repaired_two_hp_to_at_most_eight]",
    ),
    (
        "T-Copters",
        "The text names only the APC as a transport; Muster's T-Copter carries one foot unit by the APC's rules, as in Advance Wars. [a_t_copter_carries_one_foot_unit]",
    ),
    (
        "Conquest with three or four players",
        "A player whose HQ is captured or whose last unit is eliminated is out: an HQ's captor takes all the loser's properties; a player wiped out leaves them neutral. Play goes on until one player is left. A player who starts without units is out only once an enemy eliminates a unit and none are left. [with_more_players_the_game_goes_on_until_one_is_left, a_defeated_players_units_leave_and_a_captured_hq_takes_its_properties]",
    ),
    (
        "Medals and cities",
        "Victory Medals count every enemy unit eliminated, the units inside a destroyed transport included. City Conquest counts cities only, not factories or HQs. Under these conditions a captured HQ changes hands and does not end the game. [victory_medals_each_eliminated_enemy_unit_is_a_medal, city_conquest_owning_the_number_of_cities_wins]",
    ),
    (
        "A day limit",
        "A scenario may set max_days; after the last player's turn of that day the player with most cities wins, then most medals; level is a draw. [a_day_limit_ends_the_game_with_the_most_cities_winning]",
    ),
    (
        "The terrain tiles",
        "The text's tiles (\"print at least 9\") are not described: Muster's nine tiles of 5 × 5 squares in assets/data/skirmish/tiles.ron are its own design, marked assumed. A tile lies in a slot of a grid, turned 0, 90, 180 or 270 degrees; one tile to a slot, and every tile joined to the others edge to edge (\"orthogonally\", 2.0). Slots no tile covers inside the table's rectangle are sea. [setup_1_0_the_shipped_tiles_are_nine_and_marked_as_musters, setup_2_0_a_tile_not_joined_edge_to_edge_is_refused, setup_2_0_a_tile_joined_edge_to_edge_anywhere_is_accepted, setup_2_0_two_tiles_in_one_slot_overlap_and_are_refused, setup_2_0_a_tile_may_be_laid_turned_a_quarter_at_a_time]",
    ),
    (
        "Properties and terrain elements on the tiles",
        "Cities, factories and HQs (2.1) are placed on squares every ground unit can enter (not sea, river or mountain) and make the square that property, roads and woods included; trees and hills (2.2) go on plain and make it forest or mountain; one thing to a square, and only on a tile. [setup_2_1_a_property_on_water_or_hills_is_refused, setup_2_1_a_property_on_open_ground_road_or_forest_is_accepted, setup_2_1_a_property_off_the_tiles_is_refused, setup_2_1_one_thing_to_a_square, setup_2_2_trees_and_hills_go_on_plain, setup_2_2_trees_and_hills_on_plain_make_forest_and_mountain]",
    ),
    (
        "Armies in a freestyle skirmish",
        "The set-up places no units (2.0-2.7) and the armies bring their own HQs and factories (1.0, 2.4): each player has exactly one HQ and, to be able to act at all, a factory of their own; each takes $5 (2.5). [setup_2_4_a_player_with_no_hq_is_refused, setup_2_4_each_player_has_exactly_one_hq_of_their_own, setup_a_player_with_no_factory_could_never_act_and_is_refused, setup_2_5_each_player_takes_five_dollars]",
    ),
    (
        "The starting player",
        "The player chosen to start (2.6) takes the first seat and the others follow in their clockwise order. [setup_2_6_the_starting_player_takes_the_first_seat]",
    ),
    (
        "Maps that cannot be played",
        "Muster refuses a map, laid out or in a scenario file, where no unit could leave a factory, where a Conquest game's HQs are not joined by land a foot unit can walk (a T-Copter might carry one over water, but Muster does not count on it), or where a player has neither units nor a factory. [playable_a_factory_no_unit_it_builds_can_leave_is_refused_naming_its_square, playable_a_factory_some_unit_it_builds_can_leave_is_accepted, playable_conquest_refuses_hqs_no_foot_unit_can_walk_between, playable_conquest_accepts_hqs_joined_across_a_river_and_other_victories_need_no_path, playable_a_player_with_no_units_and_no_factory_is_refused, playable_a_player_with_a_factory_and_no_units_is_accepted, setup_conquest_refuses_hqs_no_foot_unit_can_walk_between]",
    ),
    (
        "Balanced tables",
        "The text suggests \"a balanced/symmetrical setup for beginners\". Muster's random balanced table is the same turned half round for two players and a quarter round for four, so every player has the same ground and the same distances to every property; the same seed gives the same table. [balanced_two_players_get_the_same_table_turned_half_round, balanced_four_players_get_the_same_table_turned_a_quarter_round, balanced_every_player_is_as_far_from_each_property_as_every_other, balanced_the_same_seed_gives_the_same_layout]",
    ),
    (
        "How long a CO power lasts",
        "From its use until the start of its player's next turn, so a defensive power protects on the enemy's turns; one power is in effect at a time. [a_power_changes_the_numbers_until_the_players_next_turn, one_power_at_a_time_and_none_without_a_co]",
    ),
];

/// Every reading as an entry.
pub fn readings() -> Vec<Entry> {
    READINGS
        .iter()
        .map(|(heading, text)| Entry { heading, text })
        .collect()
}

fn firepower_words(line: Option<(u8, u8)>) -> String {
    line.map_or_else(|| "–".into(), |(full, reduced)| format!("{full}/{reduced}"))
}

/// The unit cards as the reference shows them.
pub fn unit_lines(tables: &Tables) -> Vec<TableLine> {
    tables
        .units
        .units
        .iter()
        .map(|card| {
            let range = if card.range.0 == card.range.1 {
                format!("{}", card.range.0)
            } else {
                format!("{}–{}", card.range.0, card.range.1)
            };
            let carries = if card.carries > 0 {
                format!(", carries {}", card.carries)
            } else {
                String::new()
            };
            TableLine {
                what: card.name.clone(),
                value: format!(
                    "${} · {} MP {:?} · range {range} · {} · defense {} · firepower foot {}, vehicle {}, air {}{carries}",
                    card.price,
                    card.movement,
                    card.movement_type,
                    card.class.name(),
                    card.defense,
                    firepower_words(card.firepower.foot),
                    firepower_words(card.firepower.vehicle),
                    firepower_words(card.firepower.air),
                ),
                source: source_words(&card.source.label(), &card.note),
            }
        })
        .collect()
}

fn source_words(label: &str, note: &str) -> String {
    if note.is_empty() {
        label.to_string()
    } else {
        format!("{label}; {note}")
    }
}

fn cost_words(cost: Option<u8>) -> String {
    cost.map_or_else(|| "×".into(), |cost| cost.to_string())
}

/// The terrain table as the reference shows it.
pub fn terrain_lines(tables: &Tables) -> Vec<TableLine> {
    tables
        .terrain
        .terrain
        .iter()
        .map(|row| TableLine {
            what: format!("{} ('{}')", row.kind.name(), row.letter),
            value: format!(
                "{}★ · foot {} mech {} treads {} tires {} air {}",
                row.stars,
                cost_words(row.costs.foot),
                cost_words(row.costs.mech),
                cost_words(row.costs.treads),
                cost_words(row.costs.tires),
                cost_words(row.costs.air),
            ),
            source: source_words(&row.source.label(), &row.note),
        })
        .collect()
}

/// The damage chart, one line per initial damage: hits + die in each star column.
pub fn chart_lines(tables: &Tables) -> Vec<TableLine> {
    let rows = tables.chart.columns.first().map_or(0, Vec::len);
    (0..rows)
        .map(|damage| {
            let cells: Vec<String> = tables
                .chart
                .columns
                .iter()
                .enumerate()
                .map(|(stars, column)| {
                    let cell = &column[damage];
                    if cell.die == 0 {
                        format!("{stars}★ {}", cell.hits)
                    } else {
                        format!("{stars}★ {}+≤{}", cell.hits, cell.die)
                    }
                })
                .collect();
            let from_rules = tables.chart.columns.iter().any(|column| {
                column[damage].source == crate::rules::soldiers::source::Source::Rules
            });
            TableLine {
                what: format!("damage {damage}"),
                value: cells.join(" · "),
                source: if from_rules {
                    "one cell from the rules' worked example, the rest assumed".into()
                } else {
                    "assumed".into()
                },
            }
        })
        .collect()
}

/// The COs as the reference shows them.
pub fn co_lines(tables: &Tables) -> Vec<TableLine> {
    tables
        .cos
        .cos
        .iter()
        .map(|co| {
            let always: Vec<String> = co.always.iter().map(|boost| boost.describe()).collect();
            TableLine {
                what: co.name.clone(),
                value: format!(
                    "{} Always: {}. Power {} ({}★): {}. Super Power {} ({}★): {}.",
                    co.about,
                    if always.is_empty() {
                        "nothing".into()
                    } else {
                        always.join("; ")
                    },
                    co.power.name,
                    co.power.stars,
                    co.power.describe(),
                    co.super_power.name,
                    co.super_power.stars,
                    co.super_power.describe()
                ),
                source: co.source.label(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reading_names_a_test_that_exists() {
        let sources = [
            include_str!("combat_tests.rs"),
            include_str!("movement_tests.rs"),
            include_str!("transport_tests.rs"),
            include_str!("capture_tests.rs"),
            include_str!("turn_tests.rs"),
            include_str!("victory_tests.rs"),
            include_str!("power_tests.rs"),
            include_str!("../../scenario/skirmish_layout/layout_tests.rs"),
            include_str!("../../scenario/skirmish_layout/generate_tests.rs"),
            include_str!("../../scenario/skirmish_playable_tests.rs"),
        ]
        .concat();
        for (heading, text) in READINGS {
            let names = text
                .rsplit_once('[')
                .and_then(|(_, rest)| rest.strip_suffix(']'));
            let names = names.unwrap_or_else(|| panic!("{heading}: names no test"));
            for name in names.split(", ") {
                assert!(
                    sources.contains(&format!("fn {name}(")),
                    "{heading}: no test {name}"
                );
            }
        }
    }

    #[test]
    fn the_tables_show_every_unit_terrain_row_and_co() {
        let tables = Tables::shipped();
        assert_eq!(unit_lines(&tables).len(), 12);
        assert_eq!(terrain_lines(&tables).len(), 10);
        assert_eq!(chart_lines(&tables).len(), 13);
        assert!(
            chart_lines(&tables)[6].value.contains("3★ 4+≤3"),
            "the worked example's cell"
        );
        assert_eq!(co_lines(&tables).len(), tables.cos.cos.len());
    }
}
