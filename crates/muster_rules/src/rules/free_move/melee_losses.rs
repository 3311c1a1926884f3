//! How many points a melee or a pull-out costs, and how the loss is spread over the stands
//! (rule 12, clause 3 and contingency 1).
//!
//! Decisions (each also in [`super::melee_readings`]):
//! * Losses are of roster points, reckoned on the side's total, rounded once, then spread
//!   over its stands: "one-half the number of points he had in this melee", "1/2 the number
//!   of points that his opponent lost", "20% of the combat value points his troops are
//!   worth" each speak of a side's points, not of each stand's.
//! * A half point falls against the loser of the round: the loser's half rounds up, the
//!   winner's half of it rounds down (6 points in the melee: 3 lost, the winner 1; 5: 3 and 1).
//! * The 20% of a pull-out rounds to the nearest point (20 → 4, 12 → 2, 13 → 3); 20% of a
//!   whole number is never exactly a half, so there are no ties.
//! * The loser's loss is spread half to each counted stand, rounded down; the odd points
//!   left go one each to its stands with an odd number of points, the stand with most
//!   points first (ties: the lowest number). The winner's and a pull-out's loss are taken
//!   one point at a time from the stand with most points left (ties: the lowest number).

/// What the loser of a round loses: half the points it had counted, rounded up.
pub fn loser_loss(points_in_melee: u32) -> u32 {
    points_in_melee.div_ceil(2)
}

/// What the winner of a round loses: half of what the loser lost, rounded down.
pub fn winner_loss(loser_lost: u32) -> u32 {
    loser_lost / 2
}

/// What pulling out costs: 20% of the side's points in the melee, rounded once to the
/// nearest point.
pub fn pull_out_loss(points_in_melee: u32) -> u32 {
    (points_in_melee * 2 + 5) / 10
}

/// The loser's loss, stand by stand: half of each stand's points rounded down, then one
/// more point from each odd-pointed stand, most points first (ties: the lowest id), until
/// the side has lost [`loser_loss`] of its total. In the order given, stands losing
/// nothing left out.
pub fn halve_stands<K: Copy + Ord>(stands: &[(K, u32)]) -> Vec<(K, u32)> {
    let total: u32 = stands.iter().map(|(_, points)| points).sum();
    let mut shares: Vec<(K, u32, u32)> = stands
        .iter()
        .map(|&(id, points)| (id, points, points / 2))
        .collect();
    let mut odd_left = loser_loss(total) - shares.iter().map(|(_, _, share)| share).sum::<u32>();
    let mut odd: Vec<usize> = (0..shares.len())
        .filter(|&index| shares[index].1 % 2 == 1)
        .collect();
    odd.sort_by(|&a, &b| {
        shares[b]
            .1
            .cmp(&shares[a].1)
            .then(shares[a].0.cmp(&shares[b].0))
    });
    for index in odd {
        if odd_left == 0 {
            break;
        }
        shares[index].2 += 1;
        odd_left -= 1;
    }
    shares
        .into_iter()
        .filter(|(_, _, share)| *share > 0)
        .map(|(id, _, share)| (id, share))
        .collect()
}

/// Take `loss` points one at a time from the stand with most points left (ties: the lowest
/// id). Returns each stand's share, in id order, leaving out stands losing nothing.
pub fn share_out<K: Copy + Ord>(stands: &[(K, u32)], loss: u32) -> Vec<(K, u32)> {
    let mut left: Vec<(K, u32, u32)> = stands.iter().map(|&(id, p)| (id, p, 0)).collect();
    left.sort_by_key(|(id, _, _)| *id);
    for _ in 0..loss {
        let next = left
            .iter_mut()
            .filter(|(_, points, _)| *points > 0)
            .max_by(|a, b| a.1.cmp(&b.1).then(b.0.cmp(&a.0)));
        match next {
            Some(stand) => {
                stand.1 -= 1;
                stand.2 += 1;
            }
            None => break,
        }
    }
    left.into_iter()
        .filter(|(_, _, share)| *share > 0)
        .map(|(id, _, share)| (id, share))
        .collect()
}

/// A pull-out's loss, stand by stand: [`pull_out_loss`] of the side's total, taken as
/// [`share_out`] takes it.
pub fn pull_out_losses<K: Copy + Ord>(stands: &[(K, u32)]) -> Vec<(K, u32)> {
    let total = stands.iter().map(|(_, points)| points).sum();
    share_out(stands, pull_out_loss(total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_half_point_falls_against_the_loser() {
        assert_eq!([6, 5, 1, 0].map(loser_loss), [3, 3, 1, 0]);
        assert_eq!([3, 4, 1].map(winner_loss), [1, 2, 0]);
    }

    #[test]
    fn the_losers_odd_points_go_to_its_strongest_odd_stands() {
        // Two 3-point stands lose 3 between them: 1 each, and the odd point to the lower id.
        assert_eq!(halve_stands(&[(1, 3), (2, 3)]), vec![(1, 2), (2, 1)]);
        // 8 + 4 lose 4 and 2; 7 + 5 + 1 (13) lose 7: 3 + 2 + 0, then 7's and 5's odd points.
        assert_eq!(halve_stands(&[(1, 8), (2, 4)]), vec![(1, 4), (2, 2)]);
        assert_eq!(
            halve_stands(&[(1, 1), (2, 5), (3, 7)]),
            vec![(2, 3), (3, 4)]
        );
        // Two 1-point stands (2) lose 1: one of them is wiped out, not both.
        assert_eq!(halve_stands(&[(4, 1), (2, 1)]), vec![(2, 1)]);
    }

    #[test]
    fn pull_out_rounds_the_sides_twenty_percent_once() {
        assert_eq!([20, 12, 13, 8, 4, 2].map(pull_out_loss), [4, 2, 3, 2, 1, 0]);
        assert_eq!(
            pull_out_losses(&[(1, 8), (2, 8), (3, 4)]),
            vec![(1, 2), (2, 2)]
        );
    }
}
