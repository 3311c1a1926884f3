//! A problem's place in a player's words: "French: 4 × infantry company" for
//! `sides[0].forces[1]`, "Victory, way 2" for `victory.wins[1].all[0]`; a place the editor
//! has no words for is shown as the file writes it.

use muster_text::t;

use super::words::kind_words;
use crate::scenario::soldiers::SoldiersScenario;

/// The first number after `key[` in `place`.
fn index_after(place: &str, key: &str) -> Option<usize> {
    let start = place.find(&format!("{key}["))? + key.len() + 1;
    let end = start + place[start..].find(']')?;
    place[start..end].parse().ok()
}

pub fn place_words(place: &str, scenario: &SoldiersScenario) -> String {
    if let Some(side) = index_after(place, "sides")
        && let Some(spec) = scenario.sides.get(side)
    {
        return match index_after(place, "forces").and_then(|g| spec.forces.get(g)) {
            Some(group) => t!(
                "editor-soldiers-place-group",
                side = spec.name.as_str(),
                count = group.count,
                kind = kind_words(group.kind)
            ),
            None => spec.name.clone(),
        };
    }
    if let Some(win) = index_after(place, "wins") {
        return t!("editor-soldiers-place-way-to-win", number = win + 1);
    }
    match place {
        "name" => t!("editor-soldiers-place-name"),
        "turns" => t!("editor-soldiers-place-turns"),
        "victory" => t!("editor-soldiers-place-victory"),
        _ if place.starts_with("special.trenches") => t!("editor-soldiers-place-trenches"),
        _ => place.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::soldiers::tables::Tables;
    use crate::rules::soldiers::units::UnitKind;
    use crate::scenario::soldiers_editor::ScenarioDraft;

    #[test]
    fn a_problem_s_place_reads_as_the_side_and_group_or_the_way_to_win() {
        let mut draft = ScenarioDraft::empty(Tables::shipped());
        draft.add_group(0, UnitKind::InfantryCompany, 4);
        let scenario = draft.scenario();
        assert_eq!(
            place_words("sides[0].forces[0].at", scenario),
            "French: 4 × infantry company"
        );
        assert_eq!(place_words("sides[1].forces", scenario), "German");
        assert_eq!(
            place_words("victory.wins[1].all[0]", scenario),
            "Victory, way 2"
        );
        assert_eq!(place_words("name", scenario), "Name");
        assert_eq!(
            place_words("sides[7].forces[0]", scenario),
            "sides[7].forces[0]"
        );
        assert_eq!(place_words("elsewhere", scenario), "elsewhere");
    }
}
