//! An army's roster sheet as a file: RON for Muster, CSV for people who keep their lists in
//! a spreadsheet. Bad lines are named by file and line.

use muster_text::t;
use serde::{Deserialize, Serialize};

use crate::rules::free_move::UnitType;

/// One unit on a roster sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RosterUnit {
    /// The number on its flag.
    pub number: u32,
    #[serde(rename = "type")]
    pub unit_type: UnitType,
    /// Points left (the type's full value when the file leaves it out).
    #[serde(default)]
    pub points: Option<u32>,
}

impl RosterUnit {
    pub fn starting_points(&self) -> u32 {
        self.unit_type.points().0
    }

    pub fn points_left(&self) -> u32 {
        self.points
            .unwrap_or(self.starting_points())
            .min(self.starting_points())
    }
}

/// An army: its name and its units.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Army {
    pub name: String,
    pub units: Vec<RosterUnit>,
}

/// Why an army file could not be used: the file, the line (1-based), what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}: {message}")]
pub struct ArmyError {
    pub file: String,
    pub line: usize,
    pub message: String,
}

fn error(file: &str, line: usize, message: impl Into<String>) -> ArmyError {
    ArmyError {
        file: file.to_string(),
        line,
        message: message.into(),
    }
}

/// A unit type from a spreadsheet cell: its name in any case and spacing ("Heavy
/// infantry", "heavy_infantry", "HeavyInfantry") or its initials ("HI", "LI", "A", "HC",
/// "LC").
pub fn unit_type_from_cell(cell: &str) -> Option<UnitType> {
    let squashed: String = cell
        .chars()
        .filter(|c| c.is_alphanumeric())
        .collect::<String>()
        .to_lowercase();
    UnitType::ALL.into_iter().find(|unit_type| {
        let name: String = unit_type
            .name()
            .chars()
            .filter(|c| c.is_alphanumeric())
            .collect::<String>()
            .to_lowercase();
        let initials: String = unit_type
            .name()
            .split_whitespace()
            .filter_map(|word| word.chars().next())
            .collect::<String>()
            .to_lowercase();
        squashed == name || squashed == initials
    })
}

/// Read an army from CSV: a header line `number,type[,points]`, then one unit a line.
/// The army is named after the file unless a `# name: …` line comes first.
pub fn parse_csv(text: &str, file: &str) -> Result<Army, ArmyError> {
    let mut name = std::path::Path::new(file).file_stem().map_or_else(
        || t!("companion-army-default-name"),
        |stem| stem.to_string_lossy().into_owned(),
    );
    let mut units = Vec::new();
    let mut header_seen = false;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() {
            continue;
        }
        if let Some(comment) = trimmed.strip_prefix('#') {
            if let Some(given) = comment.trim().strip_prefix("name:") {
                name = given.trim().to_string();
            }
            continue;
        }
        let cells: Vec<&str> = trimmed.split([',', ';', '\t']).map(str::trim).collect();
        if !header_seen {
            header_seen = true;
            if cells
                .first()
                .is_some_and(|cell| cell.eq_ignore_ascii_case("number"))
            {
                continue;
            }
        }
        if cells.len() < 2 {
            return Err(error(
                file,
                line,
                t!(
                    "companion-army-expected-columns",
                    found = format!("{trimmed:?}")
                ),
            ));
        }
        let number: u32 = cells[0].parse().map_err(|_| {
            error(
                file,
                line,
                t!(
                    "companion-army-bad-number",
                    number = format!("{:?}", cells[0])
                ),
            )
        })?;
        let unit_type = unit_type_from_cell(cells[1]).ok_or_else(|| {
            let known: Vec<&str> = UnitType::ALL
                .iter()
                .map(|unit_type| unit_type.name())
                .collect();
            error(
                file,
                line,
                t!(
                    "companion-army-unknown-type",
                    given = format!("{:?}", cells[1]),
                    known = known.join(", ")
                ),
            )
        })?;
        let points = match cells.get(2).filter(|cell| !cell.is_empty()) {
            None => None,
            Some(cell) => {
                let points: u32 = cell.parse().map_err(|_| {
                    error(
                        file,
                        line,
                        t!("companion-army-bad-points", points = format!("{cell:?}")),
                    )
                })?;
                if points > unit_type.points().0 {
                    return Err(error(
                        file,
                        line,
                        t!(
                            "companion-army-too-many-points",
                            kind = unit_type.name(),
                            most = unit_type.points().0,
                            points = points
                        ),
                    ));
                }
                Some(points)
            }
        };
        if units.iter().any(|unit: &RosterUnit| unit.number == number) {
            return Err(error(
                file,
                line,
                t!("companion-army-number-twice-flag", number = number),
            ));
        }
        units.push(RosterUnit {
            number,
            unit_type,
            points,
        });
    }
    if units.is_empty() {
        return Err(error(file, 1, t!("companion-army-no-units")));
    }
    Ok(Army { name, units })
}

/// Write an army as CSV (the format [`parse_csv`] reads).
pub fn to_csv(army: &Army) -> String {
    let mut text = format!("# name: {}\nnumber,type,points\n", army.name);
    for unit in &army.units {
        text.push_str(&format!(
            "{},{},{}\n",
            unit.number,
            unit.unit_type.name(),
            unit.points_left()
        ));
    }
    text
}

/// Read an army from RON (Muster's own army files).
pub fn parse_ron(text: &str, file: &str) -> Result<Army, ArmyError> {
    let army: Army = ron::from_str(text).map_err(|problem| {
        error(
            file,
            problem.span.start.line,
            t!(
                "companion-army-ron-problem",
                column = problem.span.start.col,
                problem = problem.code.to_string()
            ),
        )
    })?;
    let mut seen = Vec::new();
    for unit in &army.units {
        if seen.contains(&unit.number) {
            return Err(error(
                file,
                1,
                t!("companion-army-number-twice", number = unit.number),
            ));
        }
        seen.push(unit.number);
    }
    Ok(army)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CSV: &str = "# name: Legio IX\nnumber,type,points\n1,Heavy infantry,8\n2,HI,6\n3,archers,\n4,Light Cavalry,4\n";

    #[test]
    fn a_csv_army_loads_with_names_initials_and_missing_points() {
        let army = parse_csv(CSV, "ninth.csv").expect("valid");
        assert_eq!(army.name, "Legio IX");
        assert_eq!(army.units.len(), 4);
        assert_eq!(army.units[1].unit_type, UnitType::HeavyInfantry);
        assert_eq!(army.units[1].points_left(), 6);
        assert_eq!(
            army.units[2].points_left(),
            4,
            "points left out: full value"
        );
    }

    #[test]
    fn a_csv_army_round_trips() {
        let army = parse_csv(CSV, "ninth.csv").expect("valid");
        let again = parse_csv(&to_csv(&army), "again.csv").expect("valid");
        assert_eq!(
            again
                .units
                .iter()
                .map(RosterUnit::points_left)
                .collect::<Vec<_>>(),
            vec![8, 6, 4, 4]
        );
        assert_eq!(again.name, "Legio IX");
    }

    #[test]
    fn bad_csv_lines_are_named_by_file_and_line() {
        let typo = CSV.replace("archers", "archerz");
        let problem = parse_csv(&typo, "ninth.csv").unwrap_err();
        assert_eq!(problem.line, 5);
        assert!(
            problem
                .to_string()
                .starts_with("ninth.csv:5: unknown unit type \"archerz\""),
            "{problem}"
        );
        let too_many = CSV.replace("2,HI,6", "2,HI,9");
        assert_eq!(
            parse_csv(&too_many, "ninth.csv").unwrap_err().to_string(),
            "ninth.csv:4: Heavy infantry start with 8 points, not 9"
        );
        let twice = CSV.replace("4,Light", "1,Light");
        assert!(
            parse_csv(&twice, "ninth.csv")
                .unwrap_err()
                .message
                .contains("appears twice")
        );
    }

    #[test]
    fn a_ron_army_loads_and_names_its_errors() {
        let text = "(name: \"Britons\", units: [(number: 1, type: HeavyInfantry), (number: 2, type: Archers, points: Some(3))])";
        let army = parse_ron(text, "britons.ron").expect("valid");
        assert_eq!(army.units[1].points_left(), 3);
        let broken = parse_ron(&text.replace("Archers", "Archer"), "britons.ron").unwrap_err();
        assert_eq!(broken.line, 1);
        assert!(broken.message.contains("Archer"), "{broken}");
    }
}
