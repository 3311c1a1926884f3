//! A posture: the handful of judgement settings the AI's hand plays a timed move with (when
//! to charge, when to step back, how many stands it commands, and for the General's plans
//! which wing gets the weight, whether it reads the rules' odds, its reserve). The Recruit
//! and the Veteran always play their level's posture; the General chooses one afresh for
//! each timed move among its plans (see `plans`) by playing each out with the engine (see
//! `general`).

use super::Level;
use super::plans::Wing;

/// The judgement settings for one timed move and the phases after its bell.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Posture {
    /// The odds (own strength over the enemy's) at which a stand charges, calls Fire and
    /// Charge, or takes a bonus move into contact.
    pub charge_odds: f32,
    /// The odds of a threat against a stand at which it steps back out of reach.
    pub flee_odds: f32,
    /// How many of its free stands it commands at once (the rest wait in reserve).
    pub attention: usize,
    /// The wing of its line that gets the weight (the rest refuse), if any: a General's plan.
    pub weight: Option<Wing>,
    /// The least chance of winning the round by the rules at which a stand seeks a melee
    /// (and refuses one the enemy is as likely to win), if it judges by the rules' odds: a
    /// General's plan. Otherwise it judges by `charge_odds` and `flee_odds`.
    pub seek_chance: Option<f32>,
    /// How many stands it keeps out of the move (the farthest from the enemy): a General's
    /// plan.
    pub reserve: usize,
}

impl Posture {
    /// The posture a level plays when it does not search: the Recruit's and the Veteran's
    /// always, and the General's baseline (its first candidate).
    pub fn of(level: Level) -> Self {
        Posture {
            charge_odds: level.charge_odds(),
            flee_odds: 1.3,
            attention: level.attention(),
            weight: None,
            seek_chance: None,
            reserve: 0,
        }
    }

    /// The postures the General weighs for a timed move, its baseline first (ties go to
    /// it): the baseline, a bolder one that charges at nearly even odds, and a steadier
    /// one that charges only at the Veteran's odds. Fixed for a whole battle, the baseline
    /// measured best of these and the rest of a wider set (committing the reserve, stepping
    /// back sooner) did worse; weighed afresh each move, a few close candidates leave more
    /// play-outs to each within the budget.
    pub fn general_candidates() -> Vec<Posture> {
        let baseline = Posture::of(Level::General);
        vec![
            baseline,
            Posture {
                charge_odds: 1.0,
                ..baseline
            },
            Posture {
                charge_odds: 1.3,
                ..baseline
            },
        ]
    }
}
