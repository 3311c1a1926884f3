//! The melee calculator: the players line up the stands of a melee as they stand on their
//! table (front rank and second rank of each side, who charged, where the defenders stand,
//! first or second move) and the Free Move engine fights it on a virtual table set up to
//! match: opening volleys, shock, the round, losses and retreats, exactly as in a battle.

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::builder::{Battlefield, blue, red};
use crate::rules::free_move::event::{Event, MeleeRoundReport, MeleeSideReport};
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::state::MeleeKind;
use crate::rules::free_move::{Command, FreeMove, Phase, RuleError, Side, UnitId, UnitType};
use crate::scenario::free_move::{Shape, TerrainKind};
use muster_text::t;

/// One stand in the melee: its type, points, and rank (1 in contact, 2 directly behind).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeleeStand {
    pub unit_type: UnitType,
    pub points: u32,
    pub rank: u8,
}

/// Where the defending side stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DefenderPosition {
    Open,
    /// On a hill the attackers charge up.
    Uphill,
    BehindWall,
    /// In a house (a defensive position: one-move melee, 1½ per point).
    InHouse,
    InSquare,
}

impl DefenderPosition {
    /// Whether a melee against defenders standing so is fought out in one game move (rule
    /// 12's exception: "walls, houses, squares"; "This rule does not apply to hills").
    pub fn settled_in_one_move(self) -> bool {
        matches!(
            self,
            DefenderPosition::BehindWall | DefenderPosition::InHouse | DefenderPosition::InSquare
        )
    }
}

/// Which move of a two-move melee is being fought.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MeleeMove {
    First,
    Second,
}

/// A melee as the players describe it: the attackers charged the defenders.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeleeQuestion {
    pub attackers: Vec<MeleeStand>,
    pub defenders: Vec<MeleeStand>,
    pub position: DefenderPosition,
    pub fight: MeleeMove,
    /// The attackers' heavy infantry called Fire and Charge.
    pub fire_and_charge: bool,
}

/// What the engine made of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeleeAnswer {
    /// The side that won the round: `Side::First` are the attackers.
    pub winner: Option<Side>,
    /// Points lost by each attacking and defending stand, in the order given.
    pub attacker_losses: Vec<u32>,
    pub defender_losses: Vec<u32>,
    /// Which stands were driven back (rule 8), in the order given.
    pub attacker_retired: Vec<bool>,
    pub defender_retired: Vec<bool>,
    pub dice: Vec<u8>,
    pub lines: Vec<String>,
    /// How the engine judged the melee: two moves, one move (defensive position, Fire and
    /// Charge). `None` for a second move, whose kind was settled at the table.
    pub kind: Option<MeleeKind>,
    /// The round the engine fought: who counted, their combat values, dice and totals.
    pub round: Option<MeleeRoundReport>,
}

/// Where the attackers' front-rank centres stand once in contact.
const FRONT_Y: f32 = 20.0;
const DEPTH: f32 = 1.75;
/// The line where the two front ranks touch.
const CONTACT_Y: f32 = FRONT_Y + DEPTH / 2.0;

/// Where the `index`-th stand of a rank goes: trays side by side, rank 2 directly behind.
fn place(side: Side, stand: &MeleeStand, index_in_rank: usize) -> ((f32, f32), f32) {
    let x = 20.0 + index_in_rank as f32 * 2.0;
    let behind = if stand.rank >= 2 { DEPTH } else { 0.0 };
    match side {
        // Attackers start 0.3" short of contact and step in: they charged.
        Side::First => ((x, FRONT_Y - 0.3 - behind), 0.0),
        Side::Second => ((x, FRONT_Y + DEPTH + behind), 180.0),
    }
}

/// The units of `side` on the calculator's table: `count` stands numbered as `names` says.
fn ids(side: Side, count: usize, names: &MeleeNames) -> Vec<UnitId> {
    (0..count)
        .map(|index| {
            let number = flag_number(names, side, index);
            match side {
                Side::First => red(number),
                Side::Second => blue(number),
            }
        })
        .collect()
}

/// The flag number of the `index`th stand of `side`: the roster's, else 1, 2, ….
fn flag_number(names: &MeleeNames, side: Side, index: usize) -> u32 {
    names.numbers[side.index()]
        .get(index)
        .copied()
        .unwrap_or(index as u32 + 1)
}

/// Fight one melee round with `dice` (seeded, or scripted with the players' own rolls:
/// the opening volleys and shock first, then attackers' and defenders' melee dice).
pub fn judge_melee(question: &MeleeQuestion, dice: &mut Dice) -> Result<MeleeAnswer, RuleError> {
    judge_melee_between(question, &MeleeNames::default(), dice)
}

/// Who fights, as the roster sheets name them: each army's name and, stand by stand in the
/// question's order, the number on its flag. The engine's reasoning names them so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeleeNames {
    /// The attackers' army, then the defenders'.
    pub armies: [String; 2],
    /// The attackers' flag numbers, then the defenders' (missing ones count 1, 2, …).
    pub numbers: [Vec<u32>; 2],
}

impl Default for MeleeNames {
    fn default() -> Self {
        MeleeNames {
            armies: ["Red".into(), "Blue".into()],
            numbers: [Vec::new(), Vec::new()],
        }
    }
}

/// As [`judge_melee`], the stands named as on their roster sheets.
pub fn judge_melee_between(
    question: &MeleeQuestion,
    names: &MeleeNames,
    dice: &mut Dice,
) -> Result<MeleeAnswer, RuleError> {
    let mut battle = Battlefield::new().table(120.0, 48.0).scenario(|scenario| {
        scenario.victory.army_breaks_at_percent = 0;
        for (side, name) in scenario.sides.iter_mut().zip(&names.armies) {
            side.name = name.clone();
        }
    });
    for (side, stands) in [
        (Side::First, &question.attackers),
        (Side::Second, &question.defenders),
    ] {
        let mut in_rank = [0usize; 2];
        for (index, stand) in stands.iter().enumerate() {
            let rank = usize::from(stand.rank.clamp(1, 2) - 1);
            let (at, facing) = place(side, stand, in_rank[rank]);
            in_rank[rank] += 1;
            let number = flag_number(names, side, index);
            battle = battle
                .unit(side, number, stand.unit_type, at, facing)
                .points(
                    UnitId::new(side, number),
                    stand.points.clamp(1, stand.unit_type.points().0),
                );
        }
    }
    let width = 2.0 * question.attackers.len().max(question.defenders.len()) as f32;
    battle = match question.position {
        DefenderPosition::Open | DefenderPosition::InSquare => battle,
        DefenderPosition::Uphill => battle.hill(Shape::Rect {
            min: (10.0, FRONT_Y + 0.3),
            max: (30.0 + width, FRONT_Y + 10.0),
        }),
        DefenderPosition::InHouse => battle.terrain(
            TerrainKind::House,
            Shape::Rect {
                min: (10.0, FRONT_Y + 0.1),
                max: (30.0 + width, FRONT_Y + 3.0 * DEPTH),
            },
        ),
        // The wall runs along the line where the two front ranks meet: the defenders line it
        // and were charged across it (a wall under the attackers' trays is lined by neither).
        DefenderPosition::BehindWall => battle.terrain(
            TerrainKind::Wall,
            Shape::Path {
                points: vec![(10.0, CONTACT_Y), (30.0 + width, CONTACT_Y)],
                width: 0.1,
            },
        ),
    };
    let mut state = battle.at_phase(Phase::TimedMove);
    let attackers = ids(Side::First, question.attackers.len(), names);
    let defenders = ids(Side::Second, question.defenders.len(), names);
    if question.position == DefenderPosition::InSquare {
        FreeMove::execute(
            &mut state,
            Command::AnnounceSquare {
                units: defenders.clone(),
            },
            dice,
        )?;
    }
    // The charge: each front-rank attacker steps into contact (Fire and Charge called first).
    for (id, stand) in attackers.iter().zip(&question.attackers) {
        if question.fire_and_charge && stand.unit_type == UnitType::HeavyInfantry && stand.rank == 1
        {
            FreeMove::execute(&mut state, Command::CallFireAndCharge { unit: *id }, dice)?;
        }
    }
    for (id, stand) in attackers.iter().zip(&question.attackers) {
        if stand.rank == 1 {
            let pose = state
                .unit(*id)
                .map(|unit| unit.pose)
                .ok_or(RuleError::NoSuchUnit(*id))?;
            FreeMove::execute(
                &mut state,
                Command::Step {
                    unit: *id,
                    to: Pose::new(pose.x, pose.y + 0.5, 0.0),
                },
                dice,
            )?;
        }
    }
    // The second rank follows its front rank up, tray to tray.
    for (id, stand) in attackers.iter().zip(&question.attackers) {
        if stand.rank >= 2 {
            let pose = state
                .unit(*id)
                .map(|unit| unit.pose)
                .ok_or(RuleError::NoSuchUnit(*id))?;
            let front_y = state
                .army(Side::First)
                .find(|unit| (unit.pose.x - pose.x).abs() < 0.01 && unit.pose.y > pose.y)
                .map_or(pose.y, |unit| unit.pose.y - DEPTH);
            FreeMove::execute(
                &mut state,
                Command::Step {
                    unit: *id,
                    to: Pose::new(pose.x, front_y, 0.0),
                },
                dice,
            )?;
        }
    }
    let one_move = question.position.settled_in_one_move();
    if question.fight == MeleeMove::Second && !one_move {
        mark_first_move_fought(&mut state);
    }
    let mut events = FreeMove::execute(&mut state, Command::Bell, dice)?;
    while matches!(state.phase, Phase::Rearrangement | Phase::MissileFire) {
        for side in Side::BOTH {
            if !state.done[side.index()] {
                events.extend(FreeMove::execute(&mut state, Command::Done { side }, dice)?);
            }
        }
    }
    let before: Vec<u32> = question
        .attackers
        .iter()
        .chain(&question.defenders)
        .map(|stand| stand.points)
        .collect();
    let after: Vec<u32> = attackers
        .iter()
        .chain(&defenders)
        .map(|id| state.unit(*id).map_or(0, |unit| unit.points.0))
        .collect();
    let lost: Vec<u32> = before
        .iter()
        .zip(&after)
        .map(|(was, now)| was.saturating_sub(*now))
        .collect();
    let mut answer = MeleeAnswer {
        winner: None,
        attacker_losses: lost[..attackers.len()].to_vec(),
        defender_losses: lost[attackers.len()..].to_vec(),
        attacker_retired: vec![false; attackers.len()],
        defender_retired: vec![false; defenders.len()],
        dice: Vec::new(),
        lines: Vec::new(),
        kind: None,
        round: None,
    };
    if question.fight == MeleeMove::Second && one_move {
        answer.lines.push(t!("companion-melee-one-move-only"));
    }
    for event in events {
        match event {
            Event::Rolled(report) => {
                answer.dice.push(report.roll.value);
                answer.lines.push(super::roll_line(&report));
            }
            Event::VolleyResolved { explanation, .. } => answer.lines.push(explanation),
            Event::MeleeKindDecided { kind, .. } => answer.kind = Some(kind),
            Event::MeleeRound(report) => {
                answer.winner = Some(report.winner);
                answer.lines.push(report.explanation.clone());
                answer.round = Some(report);
            }
            Event::Retired { unit, moves, .. } => {
                let retired = match unit.side {
                    Side::First => attackers
                        .iter()
                        .position(|id| *id == unit)
                        .and_then(|index| answer.attacker_retired.get_mut(index)),
                    Side::Second => defenders
                        .iter()
                        .position(|id| *id == unit)
                        .and_then(|index| answer.defender_retired.get_mut(index)),
                };
                if let Some(retired) = retired {
                    *retired = true;
                }
                answer.lines.push(t!(
                    "companion-melee-retires",
                    unit = unit.to_string(),
                    moves = moves
                ));
            }
            _ => {}
        }
    }
    Ok(answer)
}

/// For a second-move question: the melee's first round is taken as already fought (the
/// players fought it last move), so this round counts two ranks and has no shock or volley.
fn mark_first_move_fought(state: &mut crate::rules::free_move::State) {
    let Some(melee) = state.melees.first().map(|melee| melee.id) else {
        return;
    };
    let side = |side: Side| MeleeSideReport {
        side,
        units: Vec::new(),
        half_points: 0,
        die: 1,
        total_half_points: 0,
    };
    FreeMove::apply(
        state,
        &Event::MeleeRound(MeleeRoundReport {
            melee,
            round: 1,
            sides: [side(Side::First), side(Side::Second)],
            winner: Side::First,
            explanation: "fought last move at the table".into(),
        }),
    );
}

#[cfg(test)]
mod tests {
    //! Examples worked by hand from the rules text, each quoted.
    use super::*;

    fn stand(unit_type: UnitType, rank: u8) -> MeleeStand {
        MeleeStand {
            unit_type,
            points: unit_type.points().0,
            rank,
        }
    }

    fn with_dice(values: &[u8]) -> Dice {
        let mut dice = Dice::seeded(1);
        dice.script(values.iter().copied());
        dice
    }

    #[test]
    fn calculator_first_move_front_ranks_only_points_times_die() {
        // Rule 12: "on the first timed move combats ONLY THE FRONT RANKS … He multiplies this
        // dice times the number of combat values". Heavy infantry 8 with a second rank
        // behind, against heavy infantry 8: dice 3 and 2 → 24 against 16, attackers win.
        // The loser loses half its 8 points (4) and the winner half of that (2).
        let question = MeleeQuestion {
            attackers: vec![
                stand(UnitType::HeavyInfantry, 1),
                stand(UnitType::HeavyInfantry, 2),
            ],
            defenders: vec![stand(UnitType::HeavyInfantry, 1)],
            position: DefenderPosition::Open,
            fight: MeleeMove::First,
            fire_and_charge: false,
        };
        let answer = judge_melee(&question, &mut with_dice(&[3, 2])).expect("legal");
        assert_eq!(answer.winner, Some(Side::First));
        assert_eq!(answer.defender_losses, vec![4]);
        assert_eq!(
            answer.defender_retired,
            vec![true],
            "the loser retires three moves"
        );
        assert_eq!(
            answer.attacker_losses,
            vec![2, 0],
            "the second rank neither fights nor loses"
        );
    }

    #[test]
    fn calculator_shock_then_the_square_and_uphill_exceptions() {
        // Rule 10: heavy cavalry kill "1 kill for every 6 points" before the melee: 8 points,
        // one kill on the light infantry; the missile men's volley costs the cavalry a point
        // first ("the attacker must deduct one point"). Dice 1 and 6 for the round.
        let question = MeleeQuestion {
            attackers: vec![stand(UnitType::HeavyCavalry, 1)],
            defenders: vec![stand(UnitType::LightInfantry, 1)],
            position: DefenderPosition::Open,
            fight: MeleeMove::First,
            fire_and_charge: false,
        };
        // Open ground: the volley leaves the cavalry 7 points, shock (7 / 6 = 1) leaves the
        // light infantry 3. Round: 7 × 1 = 7 against 3 × 6 = 18, the infantry win: the
        // cavalry lose half of 7 rounded up (4), the infantry half of that (2).
        let answer = judge_melee(&question, &mut with_dice(&[1, 6])).expect("legal");
        assert_eq!(answer.winner, Some(Side::Second));
        assert_eq!(
            (
                answer.attacker_losses.clone(),
                answer.defender_losses.clone()
            ),
            (vec![5], vec![3])
        );
        // "No shock power is allowed heavy cavalry if they charge up a hill": and the men
        // on the hill count 1½ per point. 7 × 1 against 6 × 6: the cavalry lose 4 (and the
        // volley's 1), the infantry only 2.
        let uphill = MeleeQuestion {
            position: DefenderPosition::Uphill,
            ..question.clone()
        };
        let answer = judge_melee(&uphill, &mut with_dice(&[1, 6])).expect("legal");
        assert_eq!(
            (answer.attacker_losses, answer.defender_losses),
            (vec![5], vec![2])
        );
    }

    #[test]
    fn calculator_men_in_a_house_fight_a_one_move_melee_at_one_and_a_half() {
        // "In Defensive positions … add 1/2 point per point" and "Any melee against a
        // defensive position … must be fought out in one game move": 8 against 8 in a house
        // (12), dice 4 and 3: 32 against 36, the defenders win, and the attackers retire.
        let question = MeleeQuestion {
            attackers: vec![stand(UnitType::HeavyInfantry, 1)],
            defenders: vec![stand(UnitType::HeavyInfantry, 1)],
            position: DefenderPosition::InHouse,
            fight: MeleeMove::First,
            fire_and_charge: false,
        };
        let answer = judge_melee(&question, &mut with_dice(&[4, 3])).expect("legal");
        assert_eq!(answer.winner, Some(Side::Second));
        assert_eq!(answer.attacker_retired, vec![true]);
        assert_eq!(
            (answer.attacker_losses, answer.defender_losses),
            (vec![4], vec![2])
        );
    }

    #[test]
    fn calculator_second_move_counts_two_ranks() {
        // Rule 12, clause 5: "only two ranks being eligible … two ranks per side". 8 + 8
        // against 8 + 4, dice 1 and 1: 16 against 12, attackers win; no shock, no volleys.
        let question = MeleeQuestion {
            attackers: vec![
                stand(UnitType::HeavyInfantry, 1),
                stand(UnitType::HeavyInfantry, 2),
            ],
            defenders: vec![
                stand(UnitType::HeavyInfantry, 1),
                stand(UnitType::LightInfantry, 2),
            ],
            position: DefenderPosition::Open,
            fight: MeleeMove::Second,
            fire_and_charge: false,
        };
        let answer = judge_melee(&question, &mut with_dice(&[1, 1])).expect("legal");
        assert_eq!(answer.winner, Some(Side::First));
        assert_eq!(answer.dice, vec![1, 1], "no other die rolled");
        // The loser loses half of each stand's points: 4 and 2; the winner half of 6: 3.
        assert_eq!(answer.defender_losses, vec![4, 2]);
        assert_eq!(answer.attacker_losses.iter().sum::<u32>(), 3);
    }

    #[test]
    fn the_melee_is_told_with_the_armies_and_their_flag_numbers() {
        // Rome 7 (heavy infantry) charges Britons 5 (light infantry): the reasoning names
        // the armies and the roster's numbers, not the calculator's "Red" and "Blue".
        let question = MeleeQuestion {
            attackers: vec![stand(UnitType::HeavyInfantry, 1)],
            defenders: vec![stand(UnitType::LightInfantry, 1)],
            position: DefenderPosition::Open,
            fight: MeleeMove::First,
            fire_and_charge: false,
        };
        let names = MeleeNames {
            armies: ["Rome".into(), "Britons".into()],
            numbers: [vec![7], vec![5]],
        };
        let answer = judge_melee_between(&question, &names, &mut Dice::seeded(3)).expect("a melee");
        let told = answer.lines.join(" ");
        assert!(told.contains("Rome") && told.contains("Britons"), "{told}");
        assert!(!told.contains("Red") && !told.contains("Blue"), "{told}");
    }
}
