//! Tests: melee losses reckoned on each side's total, halved once (rule 12, clause 3).

use super::*;

/// Red 1 (heavy infantry, 8 points) strikes blue 1 and blue 3 at once, each of `blue_points`.
fn one_against_two(blue_points: u32) -> Battlefield {
    field()
        .unit(Side::First, 1, HI, (10.9, 10.0), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 11.75), 180.0)
        .unit(Side::Second, 3, HI, (12.0, 11.75), 180.0)
        .points(blue(1), blue_points)
        .points(blue(3), blue_points)
}

fn lost_by(events: &[Event], side: Side) -> Vec<(UnitId, u32)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Casualties {
                unit,
                points,
                cause: Cause::MeleeDefeat | Cause::MeleeVictory,
            } if unit.side == side => Some((*unit, points.0)),
            _ => None,
        })
        .collect()
}

#[test]
fn rule_12_3_the_loser_loses_one_half_the_number_of_points_he_had_in_this_melee() {
    // Rule 12.3.1: "The loser loses one-half the number of points he had in this melee".
    // Two 3-point stands had 6 points: half is 3 (not 2 + 2 = 4, halving stand by stand).
    let (state, _, events) = first_round(&one_against_two(3), &[6, 1]);
    assert_eq!(rounds(&events)[0].winner, Side::First);
    let lost = lost_by(&events, Side::Second);
    assert_eq!(lost.iter().map(|(_, points)| points).sum::<u32>(), 3);
    // Spread half to each stand (1 and 1), the odd point to the lower number.
    assert_eq!(lost, vec![(blue(1), 2), (blue(3), 1)]);
    assert_eq!((points(&state, blue(1)), points(&state, blue(3))), (1, 2));
}

#[test]
fn rule_12_3_the_loser_of_an_odd_total_loses_the_half_point() {
    // Two 5-point stands had 10: they lose 5; one 5-point stand alone had 5: it loses 3, the
    // half point falling against the loser.
    let (_, _, events) = first_round(&one_against_two(5), &[6, 1]);
    assert_eq!(
        lost_by(&events, Side::Second),
        vec![(blue(1), 3), (blue(3), 2)]
    );
    let lone = field()
        .unit(Side::First, 1, HI, (9.9, 10.0), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 11.75), 180.0)
        .points(blue(1), 5);
    let (_, _, events) = first_round(&lone, &[6, 1]);
    assert_eq!(lost_by(&events, Side::Second), vec![(blue(1), 3)]);
}

#[test]
fn rule_12_3_the_winner_loses_half_the_number_of_points_that_his_opponent_lost() {
    // Rule 12.3.2: "The winner of the melee loses 1/2 the number of points that his opponent
    // lost". Blue lost 3: half is 1½, and the half point falls against the loser, so the
    // winner loses 1 (not 2, half of the 4 that stand-by-stand halving took).
    let (state, _, events) = first_round(&one_against_two(3), &[6, 1]);
    assert_eq!(lost_by(&events, Side::First), vec![(red(1), 1)]);
    assert_eq!(points(&state, red(1)), 7);
    // Blue's two 4-point stands lose 4 together: red loses exactly 2.
    let (state, _, events) = first_round(&one_against_two(4), &[6, 1]);
    assert_eq!(
        lost_by(&events, Side::Second),
        vec![(blue(1), 2), (blue(3), 2)]
    );
    assert_eq!(lost_by(&events, Side::First), vec![(red(1), 2)]);
    assert_eq!(points(&state, red(1)), 6);
}
