//! Line of sight (fire cases A–M; trenches D): traced centre to centre through woods,
//! towns, crests, canals and trenches, with elevations, in words a player reads.
//!
//! The line is drawn twice, nudged a hair to either side of the true line; a hex counts as
//! on the line if either nudged line passes through it. Where the two disagree the true
//! line runs exactly along the hexside between them, and (case C) it is blocked there
//! only if the hexes on both sides block.

use muster_text::t;
use std::borrow::Cow;

use hexx::Hex;

use super::map::{BridgeKind, label};
use super::state::{Side, State};
use super::terrain_effects::Terrain;

/// Muster's readings of the line of sight rules, for the in-game reference.
pub const READINGS: &[(&str, &str)] = &[
    (
        "Line of sight: along a hexside",
        "A line is drawn twice, a hair to either side of the true line. Where the two pass through different hexes the line runs along their hexside: it is blocked there only if both hexes block (fire case C).",
    ),
    (
        "Line of sight: bridges",
        "A road or railroad bridge hex is not hidden: its units stand on the bridge above the canal ditch. A bridge in a town is seen as a town hex (it blocks and hides). A destroyed bridge is plain canal.",
    ),
    (
        "Line of sight: canals and trenches after firing",
        "Units in a canal or trench hex are hidden only until they fire (case D): once the hex has an observed marker, the enemy sees into it like open ground.",
    ),
    (
        "Line of sight: straight canal line",
        "A unit in a canal (or trench) hex sees into another one when every hex the line passes through is canal or trench.",
    ),
    (
        "Line of sight: friendly hidden hexes",
        "A player sees into any hex his own units hold (woods, towns, canals, trenches) whenever the line reaches it (case E).",
    ),
    (
        "Line of sight: from a crest",
        "From a crest, crest hexes lower than the viewer's never block; higher ones always do. Crest hexes of the viewer's own altitude: cases D and M (1) disagree. D: \"Units at the same height or above a target hex ... can trace a Line of Sight through an unlimited number of Crest hexes of equal or less altitude\"; M (1): a line to \"a target hex of an inferior altitude\" may not \"pass through any Crest of hexes of equal or higher altitude (excluding Crest hex from which the unit may be firing)\". Muster follows M (1) for a target lower than the viewer (an equal crest blocks the line down: the more specific case, written for exactly that line, and it names equal crests and the one exception on purpose), and D where M (1) is silent, a target at the viewer's own height (a crest of the same or another hill at that altitude: equal crests do not block; M's \"any Crest hex on the same hill\" agrees). [los_case_m1_an_equal_crest_blocks_a_line_down_to_a_lower_target, los_case_d_equal_crests_do_not_block_a_line_to_a_target_at_the_same_height] Woods and towns never block a line from a crest to another crest (case L); to a lower target they block unless strictly nearer the viewer (counted in hexes along the line) than the target (case M).",
    ),
    (
        "Line of sight: the peak of hill 75",
        "No crest hex blocks a line to the peak of hill 75 (case B); woods and towns still do.",
    ),
];

/// What a viewer sees of a hex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sight {
    /// The line reaches the hex (observed fire may be aimed at it).
    pub to_hex: bool,
    /// The viewer sees into the hex: it may fire directly on it and observe for others.
    pub into_hex: bool,
    /// An observed marker lets the viewer's side use observed fire on it (case H).
    pub observed: bool,
    /// Why, in words.
    pub reason: Cow<'static, str>,
}

/// How a hex looks to a line of sight.
struct Look {
    name: &'static str,
    /// Woods or towns (and town bridges): block a line and hide units.
    cover: bool,
    /// Canal ditches and trenches: never block, hide units.
    ditch: bool,
    /// The crest altitude; 0 on level and slope ground.
    crest: u32,
}

fn look(state: &State, hex: Hex) -> Look {
    let Some(info) = state.tables.map.info(hex) else {
        return Look {
            name: "trench",
            cover: false,
            ditch: false,
            crest: 0,
        };
    };
    let terrain = info.terrain;
    let line = state.tables.terrain.line(terrain);
    let blocks = line.is_some_and(|line| line.blocks_sight) && terrain != Terrain::Crest;
    let hides = line.is_some_and(|line| line.hides);
    let trench = !state.trenches.is_empty() && state.trenches.contains(&hex);
    let bridge = info
        .bridge
        .filter(|_| !state.destroyed_bridges.contains(&hex));
    let (name, cover, ditch) = match (terrain, bridge) {
        (Terrain::Canal, Some(BridgeKind::Town)) => ("town", true, false),
        (Terrain::Canal, Some(_)) => ("bridge", false, trench),
        (Terrain::Canal, None) => ("canal", false, hides || trench),
        (Terrain::Woods, _) => ("woods", blocks, trench || (hides && !blocks)),
        (Terrain::Town, _) => ("town", blocks, trench || (hides && !blocks)),
        _ => ("trench", false, trench),
    };
    Look {
        name,
        cover,
        ditch: ditch && !cover,
        crest: info.altitude,
    }
}

/// Pixel centre of a hex (flat-topped, size 1).
fn centre(hex: Hex) -> (f64, f64) {
    let (q, r) = (f64::from(hex.x), f64::from(hex.y));
    (1.5 * q, 3f64.sqrt() * (r + q / 2.0))
}

/// The hex holding a point.
fn at_point((x, y): (f64, f64)) -> Hex {
    let q = x * 2.0 / 3.0;
    let r = y / 3f64.sqrt() - q / 2.0;
    let s = -q - r;
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    Hex::new(rq as i32, rr as i32)
}

/// The hexes between two hexes (both ends excluded), one pair per step: the hexes under
/// the line nudged to one side and to the other (equal unless it runs along a hexside).
pub fn line_between(from: Hex, to: Hex) -> Vec<(Hex, Hex)> {
    let steps = from.distance_to(to);
    if steps < 2 {
        return Vec::new();
    }
    let (a, b) = (centre(from), centre(to));
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length = (dx * dx + dy * dy).sqrt();
    let epsilon = 1e-6;
    let (nx, ny) = (-dy / length * epsilon, dx / length * epsilon);
    (1..steps)
        .map(|i| {
            let t = f64::from(i) / f64::from(steps);
            let (px, py) = (a.0 + dx * t, a.1 + dy * t);
            (at_point((px + nx, py + ny)), at_point((px - nx, py - ny)))
        })
        .collect()
}

/// Every hex a line passes through between its ends (either nudged line).
pub fn hexes_between(from: Hex, to: Hex) -> Vec<Hex> {
    let mut hexes = Vec::new();
    for (left, right) in line_between(from, to) {
        for hex in [left, right] {
            if !hexes.contains(&hex) {
                hexes.push(hex);
            }
        }
    }
    hexes
}

/// What a line knows of its ends, worked out once per line.
struct Ends {
    /// The firer's altitude (0 off a crest) and the target's.
    high: u32,
    low: u32,
    to_peak: bool,
}

impl Ends {
    fn of(state: &State, from: Hex, to: Hex) -> Self {
        let map = &state.tables.map;
        let (start, end) = (map.info(from), map.info(to));
        Ends {
            high: start.map_or(0, |info| info.altitude),
            low: end.map_or(0, |info| info.altitude),
            to_peak: end.is_some_and(|info| info.peak),
        }
    }
}

/// What blocks a line at one hex.
enum Blocker {
    Crest {
        hex: Hex,
        altitude: u32,
        from_level: bool,
    },
    Cover {
        hex: Hex,
        name: &'static str,
        from_crest: bool,
    },
}

impl Blocker {
    fn reason(&self) -> String {
        match self {
            Blocker::Crest {
                hex,
                from_level: true,
                ..
            } => t!("rules-soldiers-crest-way", hex = label(*hex).to_string()),
            Blocker::Crest { hex, altitude, .. } => {
                t!(
                    "rules-soldiers-crest-m-way",
                    hex = label(*hex).to_string(),
                    altitude = altitude.to_string()
                )
            }
            Blocker::Cover {
                hex,
                name,
                from_crest: false,
            } => t!(
                "rules-soldiers-blocked",
                hex = label(*hex).to_string(),
                name = name.to_string()
            ),
            Blocker::Cover { hex, name, .. } => t!(
                "rules-soldiers-not-nearer-crest-than-target",
                hex = label(*hex).to_string(),
                name = name.to_string()
            ),
        }
    }
}

/// Whether the hex at step `index` of `steps` blocks the line.
fn blocks_at(state: &State, ends: &Ends, hex: Hex, index: i32, steps: i32) -> Option<Blocker> {
    let seen = look(state, hex);
    let (high, low) = (ends.high, ends.low);
    if seen.crest > 0 {
        if ends.to_peak {
            return None;
        }
        if high == 0 {
            return Some(Blocker::Crest {
                hex,
                altitude: seen.crest,
                from_level: true,
            });
        }
        // Case D: "Units at the same height or above a target hex ... can trace a Line of
        // Sight through an unlimited number of Crest hexes of equal or less altitude";
        // case M (1): a line down to a target "of an inferior altitude" may not pass
        // through "any Crest of hexes of equal or higher altitude". Muster follows M (1)
        // for a lower target and D for a target at the viewer's own height.
        let level_with_target = low == high && seen.crest == high;
        if seen.crest >= high && !level_with_target {
            return Some(Blocker::Crest {
                hex,
                altitude: seen.crest,
                from_level: false,
            });
        }
        return None;
    }
    if seen.cover {
        if high == 0 {
            return Some(Blocker::Cover {
                hex,
                name: seen.name,
                from_crest: false,
            });
        }
        if low > 0 || 2 * index < steps {
            return None;
        }
        return Some(Blocker::Cover {
            hex,
            name: seen.name,
            from_crest: true,
        });
    }
    None
}

/// What `viewer`'s units in `from` see of `to`.
pub fn sight(state: &State, from: Hex, to: Hex, viewer: Side) -> Sight {
    let observed = state.observed.contains(&(to, viewer.other()));
    let seen = |into: bool, reason: Cow<'static, str>| Sight {
        to_hex: true,
        into_hex: into,
        observed,
        reason,
    };
    if from.distance_to(to) <= 1 {
        return seen(
            true,
            t!("rules-soldiers-adjacent-always-seen-into-cases-i").into(),
        );
    }
    let steps = from.distance_to(to);
    let ends = Ends::of(state, from, to);
    for (index, (left, right)) in line_between(from, to).into_iter().enumerate() {
        let index = index as i32 + 1;
        let blocked = if left == right {
            blocks_at(state, &ends, left, index, steps).map(|blocker| blocker.reason())
        } else {
            match (
                blocks_at(state, &ends, left, index, steps),
                blocks_at(state, &ends, right, index, steps),
            ) {
                (Some(_), Some(_)) => Some(t!(
                    "rules-soldiers-line-runs-between-both-block-case",
                    left = label(left).to_string(),
                    right = label(right).to_string()
                )),
                _ => None,
            }
        };
        if let Some(reason) = blocked {
            return Sight {
                to_hex: false,
                into_hex: false,
                observed: false,
                reason: reason.into(),
            };
        }
    }
    let target = look(state, to);
    let friendly = state.units_in(to).any(|unit| unit.side == viewer);
    if friendly && (target.cover || target.ditch) {
        return seen(true, t!("rules-soldiers-your-own-units-hold-case-e").into());
    }
    if target.cover {
        return seen(
            false,
            t!(
                "rules-soldiers-units-hidden-only-adjacent-units-see",
                target = target.name.to_string()
            )
            .into(),
        );
    }
    if target.ditch {
        if state.tables.map.altitude(from) > 0 {
            return seen(
                true,
                t!(
                    "rules-soldiers-seen-into-from-crest-case-d",
                    target = target.name.to_string()
                )
                .into(),
            );
        }
        let ditch = |hex: Hex| look(state, hex).ditch;
        if ditch(from) && hexes_between(from, to).into_iter().all(ditch) {
            return seen(
                true,
                t!("rules-soldiers-along-straight-line-canal-hexes-case").into(),
            );
        }
        if observed {
            return seen(
                true,
                t!("rules-soldiers-units-have-fired-seen-case-d").into(),
            );
        }
        return seen(
            false,
            t!(
                "rules-soldiers-units-hidden-seen-into-only-from",
                target = target.name.to_string()
            )
            .into(),
        );
    }
    seen(true, t!("rules-soldiers-clear-line-sight").into())
}

/// Whether units in the hex are hidden there until they fire (woods, towns, canals,
/// trenches): firing out of it places an observed marker (case H).
pub fn hiding(state: &State, hex: Hex) -> bool {
    let seen = look(state, hex);
    seen.cover || seen.ditch
}
