//! The in-game rules reference for Soldiers: the rules in brief, every reading Muster
//! settled where the text is silent, and the tables with the source of each value.

use super::crt::CombatResult;
use super::tables::Tables;
use super::terrain_effects::EnterCost;

pub use crate::rules::reference::{Entry, TableLine};

/// The rules of the text in brief, in the order of play.
pub const RULES: &[Entry] = &[
    Entry {
        heading: "Sequence of play",
        text: "A game-turn is: A the first player moves; B mutual fire, the first player's attacks first; C the second player moves; D mutual fire, the second player's attacks first; E the turn record advances. All fire is simultaneous: results are taken after both players have fired.",
    },
    Entry {
        heading: "Movement",
        text: "Each hex entered costs its terrain's movement points; road hex to road hex through a road hexside costs ½ whatever the terrain. Units move one at a time, each once a phase. Friendly units may be passed through; enemy hexes and eliminated markers may not be entered or passed. Stacking: at most 8 points in a hex at all times, while moving too: a unit may not pass through a hex it would overfill.",
    },
    Entry {
        heading: "Canals",
        text: "Entering a canal hex costs 1; canal to canal 1; leaving a non-bridge canal hex for a non-canal hex costs 3 more than the hex entered. Units with a movement allowance of 3 leave only by a bridge, but undisrupted infantry and dismounted cavalry may always move one hex.",
    },
    Entry {
        heading: "Moving and firing",
        text: "To fire in the fire phase after its own movement, infantry and dismounted cavalry must keep 2 movement points, artillery and machine guns all of them, French artillery may spend 2; mounted cavalry may move its whole allowance and still fire. After the enemy's movement, every undisrupted unit may fire. Units that enter a hex holding a disrupted unit are disrupted.",
    },
    Entry {
        heading: "Fire",
        text: "Direct fire needs a line of sight into the target hex and applies the full attack; observed fire needs sight to (not into) the target and a friendly observer who sees into it within the observer's own range allowance, and applies half of the combined attack. Attacks are totalled against the hex's defense as odds, rounded down for the defender, and a die is rolled on the CRT. Each hex is attacked once a phase, each unit fires once.",
    },
    Entry {
        heading: "Close range and cavalry",
        text: "Infantry fire doubles against adjacent hexes; machine guns double at 3 hexes or less with direct fire; every unit but mounted cavalry doubles against mounted cavalry. Doubling comes before halving.",
    },
    Entry {
        heading: "Results",
        text: "D: disrupted — loses one movement and one fire phase, may not observe; the marker goes at the end of the next friendly (or enemy) movement phase. e: eliminated — an eliminated marker blocks the hex until the end of the next movement phase.",
    },
    Entry {
        heading: "Interdiction",
        text: "After its movement a player may interdict empty clear hexes with units that then do not fire normally: artillery batteries and battalions and machine-gun sections two contiguous hexes, German machine-gun companies three, other units one. The first enemy unit to enter stops and is fired on; if it suffers no effect it goes on and others pass freely, otherwise every unit entering suffers the same.",
    },
    Entry {
        heading: "Artillery",
        text: "French artillery may move 2 and fire. Howitzers fire observed over any blocking terrain through a friendly observer, directly to 25 hexes and observed only to 40. Allied artillery firing at Germans in woods subtracts 1 from the die. Artillery may fire at a bridge (defense 10): an e destroys it and the units on it.",
    },
    Entry {
        heading: "Cavalry",
        text: "Mounted cavalry has range 1 and moves 8. Its attacks on anything but mounted cavalry come last in the fire phase, only if it took no effect from enemy fire. Dismounting and remounting take the whole allowance; the horses stay behind and are lost on a D or an e. Mounted cavalry disrupted by anything but mounted cavalry dismounts.",
    },
    Entry {
        heading: "Improved positions and trenches",
        text: "A unit that rolls to dig in at the start of its movement phase may not move that phase but may fire; an improved position doubles its hex's defense. Leaving needs a roll. British infantry and machine guns dig in without a roll. Trenches defend at 20, cost 2 more to enter and 1 more to leave, and stay for the whole game.",
    },
    Entry {
        heading: "Special rules",
        text: "Reserve units add 1 to their fire die (British 2) and dig in on a 1 (British 1–2). Russians and subject peoples stay disrupted twice as long. Czech units roll before firing and refuse on 4–6.",
    },
];

/// The readings of the movement and sequence-of-play rules (fire, line of sight,
/// scenarios and victory add theirs in their own modules).
pub const READINGS: &[(&str, &str)] = &[
    (
        "Canal entry costs 1",
        "The rules text (Movement case H) says entering a canal hex costs 1; the data notes had assumed the whole allowance. Muster follows the text. [canal_entry_costs_one_point]",
    ),
    (
        "Stacking and passing through",
        "\"Stacking limitations apply at all times including during the Friendly Movement Phase\": friendly units may be passed through (Movement case G) only where the hex stays within 8 points with the mover in it. The limit is checked in every hex a unit enters (passing through, ending, or leaving the map from it), where it deploys and where it is broken down; the path search and the computer players route round full hexes. [stacking_at_most_eight_points_where_a_unit_ends, stacking_limitations_apply_at_all_times_including_during_the_friendly_movement_phase]",
    ),
    (
        "Entering a disrupted hex",
        "A unit entering a hex with a disrupted friend is disrupted and stops there; a path through such a hex is refused. [movement_case_k_entering_a_disrupted_hex_disrupts_the_mover]",
    ),
    (
        "The one-hex exception",
        "Undisrupted infantry and dismounted cavalry that have spent nothing this phase may move one hex whatever it costs; the move spends their whole allowance. [canal_allowance_3_leaves_only_by_a_bridge_but_infantry_may_always_move_one_hex]",
    ),
    (
        "French artillery",
        "\"Can expend two Movement Points and still fire\": French artillery may fire after spending at most 2 points, whatever its allowance. [artillery_case_a_french_guns_may_spend_two_points_and_fire]",
    ),
    (
        "Reinforcements and exits",
        "A reinforcement enters on its turn or later, its first hex one of its entry hexes, paying that hex's cost (½ along a road that runs off the map). Leaving the map from an edge hex costs 1 more point. [reinforcements_enter_on_their_turn_at_their_entry_hex, exits_leave_over_the_map_edge]",
    ),
    (
        "Disruption during movement",
        "A unit disrupted in its own movement phase (interdiction, wasps, a disrupted hex) takes a friendly phase marker: it rallies at the end of its next movement phase. An elimination in a movement phase leaves its marker to the end of that phase. [crt_disrupted_after_own_movement_rallies_at_the_end_of_the_next_friendly_movement]",
    ),
    (
        "Concurrent disruptions",
        "A disrupted unit disrupted again keeps whichever marker is lifted later.",
    ),
    (
        "Slow to rally",
        "Russians and Austro-Hungarian subject peoples (Czechs, Slavs) always take two friendly phase markers: they rally at the end of their second movement phase after the result. [eastern_front_case_a_russians_stay_disrupted_twice_as_long]",
    ),
    (
        "Dismounted cavalry and stacking",
        "The dismounted counter is a marker over its horses and counts nothing; the horses count 4 where they stand. Dismounted cavalry without horses (lost, or given dismounted by a scenario) counts 4. [cavalry_case_c_dismount_and_remount_take_the_whole_allowance]",
    ),
    (
        "Unit breakdown",
        "\"German, British, Belgian, and Austro-Hungarian Artillery batteries may be broken down into three platoon-sized (two Stacking Points) units per battery\": field gun batteries into three field gun platoons (attack 4 each, Austro-Hungarian 3), howitzer batteries — artillery too — into three howitzer platoons (assumed values: attack 6, range 40, movement 3; still howitzers: direct fire to 25 hexes, observed to 40); German machine gun companies into three platoons (6 each); Russian gun battalions into two batteries. French and Russian batteries do not break down. Parts recombine in one hex; the whole takes the latest disruption among them. [unit_breakdown_german_machine_gun_company_into_three_platoons_and_back, unit_breakdown_german_british_belgian_and_austro_hungarian_artillery_batteries_howitzers_included]",
    ),
    (
        "Deployment",
        "The side the scenario names deploys first, then the other; a side with nothing to place (every unit arrives later, as in scenario 12) is passed over, and the first turn begins when nobody is left to deploy. [deployment_a_side_with_nothing_to_place_does_not_deploy]",
    ),
    (
        "Improved positions",
        "The rolls to dig in and to leave are made together, at the start of the movement phase before any unit moves. A unit that tried to dig in may not move that phase. [improved_positions_roll_to_enter_and_may_not_move]",
    ),
    (
        "Steps with nothing to do",
        "The text has each player fire \"with that player's units that may fire\". A fire step in which the side to act can make no attack at all — no unit that may fire reaches an enemy hex or a standing bridge — and, in its own step after its movement, can place no interdiction is skipped; so is a charge step in which no mounted cavalry may charge. The log says so (\"German fires — skipped: no German unit can fire on any target\"), the results of the phase are taken as at the step's end, and play goes on to the next step, so the screen passes to the other player only when that player has something to do. Movement phases are never skipped. Games saved before Muster skipped steps play every step, as they were saved. [sequence_of_play_a_fire_step_where_no_unit_can_fire_is_skipped_with_its_log_line, sequence_of_play_a_fire_step_where_one_unit_can_fire_is_not_skipped, cavalry_case_a_a_charge_step_with_no_enemy_next_to_the_cavalry_is_skipped]",
    ),
];

/// Every reading, movement's and the other modules'.
pub fn readings() -> Vec<Entry> {
    [
        READINGS,
        super::los::READINGS,
        super::fire::READINGS,
        super::scenario_readings::READINGS,
    ]
    .concat()
    .iter()
    .map(|(heading, text)| Entry { heading, text })
    .collect()
}

/// The Terrain Effects Chart as the reference shows it.
pub fn terrain_lines(tables: &Tables) -> Vec<TableLine> {
    let mut lines: Vec<TableLine> = tables
        .terrain
        .terrain
        .iter()
        .map(|line| {
            let enter = match line.enter {
                EnterCost::Points(points) => format!("{points} MP"),
                EnterCost::AllMovement => "all MP".into(),
            };
            let below = line
                .defense_from_below
                .map_or(String::new(), |below| format!(" ({below} from below)"));
            let extras = [
                (line.blocks_sight, "blocks sight"),
                (line.hides, "hides units"),
                (line.leave_extra > 0, "costs more to leave"),
            ]
            .iter()
            .filter(|(yes, _)| *yes)
            .map(|(_, words)| *words)
            .collect::<Vec<_>>()
            .join(", ");
            TableLine {
                what: format!("{:?}", line.terrain),
                value: format!(
                    "enter {enter}, defense {}{below}{}",
                    line.defense,
                    if extras.is_empty() {
                        String::new()
                    } else {
                        format!("; {extras}")
                    }
                ),
                source: line.source.label(),
            }
        })
        .collect();
    lines.push(TableLine {
        what: "Road (road hex to road hex)".into(),
        value: "½ MP".into(),
        source: tables.terrain.road_cost.source.label(),
    });
    lines.push(TableLine {
        what: "Bridge".into(),
        value: format!(
            "defense {} ({} in a town)",
            tables.terrain.bridge_defense.value, tables.terrain.bridge_in_town_defense.value
        ),
        source: tables.terrain.bridge_defense.source.label(),
    });
    lines
}

/// The CRT as rows of text ("1: D D e e e e e"), with its source.
pub fn crt_lines(tables: &Tables) -> Vec<TableLine> {
    let mark = |result: &CombatResult| match result {
        CombatResult::N => "•",
        CombatResult::D => "D",
        CombatResult::E => "e",
    };
    tables
        .crt
        .rows
        .iter()
        .enumerate()
        .map(|(index, row)| TableLine {
            what: format!("die {}", index + 1),
            value: tables
                .crt
                .columns
                .iter()
                .zip(row)
                .map(|(column, result)| format!("{column} {}", mark(result)))
                .collect::<Vec<_>>()
                .join("  "),
            source: tables.crt.source.label(),
        })
        .collect()
}

/// The unit values as the reference shows them.
pub fn unit_lines(tables: &Tables) -> Vec<TableLine> {
    tables
        .units
        .units
        .iter()
        .map(|values| {
            let attack = if values.artillery {
                format!("({})", values.attack)
            } else {
                values.attack.to_string()
            };
            let national = values
                .by_nation
                .iter()
                .map(|national| format!("{:?} {}", national.nation, national.attack))
                .collect::<Vec<_>>()
                .join(", ");
            TableLine {
                what: format!("{:?}", values.kind),
                value: format!(
                    "{attack}-{}-{}, stacking {}{}",
                    values.range,
                    values.movement,
                    values.stacking,
                    if national.is_empty() {
                        String::new()
                    } else {
                        format!(" (attack: {national})")
                    }
                ),
                source: values.source.label(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reference_tables_mark_every_value_with_its_source() {
        let tables = Tables::shipped();
        let lines = [
            terrain_lines(&tables),
            crt_lines(&tables),
            unit_lines(&tables),
        ]
        .concat();
        assert!(lines.len() >= 6 + 2 + 6 + 10);
        assert!(lines.iter().all(|line| !line.source.is_empty()));
        assert!(lines.iter().any(|line| line.source == "assumed"));
        assert!(lines.iter().any(|line| line.source == "from the rules"));
    }

    #[test]
    fn reference_readings_name_their_tests() {
        assert!(
            readings()
                .iter()
                .filter(|entry| entry.text.contains('['))
                .count()
                >= 8
        );
    }
}
