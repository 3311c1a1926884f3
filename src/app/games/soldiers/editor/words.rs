//! The editor's words for the unit table's kinds, the nations, the ways a group comes
//! into play and the victory conditions.

use muster_text::t;

use crate::rules::soldiers::units::{Nation, UnitKind};
use crate::rules::soldiers::victory::Condition;
use crate::scenario::soldiers::Zone;
use crate::scenario::soldiers_editor::ConditionKind;

/// Every kind of the unit table, in the order the editor offers them.
pub const KINDS: [UnitKind; 11] = [
    UnitKind::InfantryCompany,
    UnitKind::MachineGunSection,
    UnitKind::MachineGunCompany,
    UnitKind::MachineGunPlatoon,
    UnitKind::FieldGunBattery,
    UnitKind::FieldGunPlatoon,
    UnitKind::HowitzerBattery,
    UnitKind::HowitzerPlatoon,
    UnitKind::GunBattalion,
    UnitKind::CavalryMounted,
    UnitKind::CavalryDismounted,
];

pub const NATIONS: [Nation; 6] = [
    Nation::French,
    Nation::German,
    Nation::British,
    Nation::Belgian,
    Nation::Russian,
    Nation::AustroHungarian,
];

pub fn kind_words(kind: UnitKind) -> String {
    match kind {
        UnitKind::InfantryCompany => t!("editor-soldiers-kind-infantry-company"),
        UnitKind::MachineGunSection => t!("editor-soldiers-kind-machine-gun-section"),
        UnitKind::MachineGunCompany => t!("editor-soldiers-kind-machine-gun-company"),
        UnitKind::MachineGunPlatoon => t!("editor-soldiers-kind-machine-gun-platoon"),
        UnitKind::FieldGunBattery => t!("editor-soldiers-kind-field-gun-battery"),
        UnitKind::FieldGunPlatoon => t!("editor-soldiers-kind-field-gun-platoon"),
        UnitKind::HowitzerBattery => t!("editor-soldiers-kind-howitzer-battery"),
        UnitKind::HowitzerPlatoon => t!("editor-soldiers-kind-howitzer-platoon"),
        UnitKind::GunBattalion => t!("editor-soldiers-kind-gun-battalion"),
        UnitKind::CavalryMounted => t!("editor-soldiers-kind-cavalry-mounted"),
        UnitKind::CavalryDismounted => t!("editor-soldiers-kind-cavalry-dismounted"),
    }
}

pub fn nation_words(nation: Nation) -> String {
    match nation {
        Nation::French => t!("editor-soldiers-nation-french"),
        Nation::German => t!("editor-soldiers-nation-german"),
        Nation::British => t!("editor-soldiers-nation-british"),
        Nation::Belgian => t!("editor-soldiers-nation-belgian"),
        Nation::Russian => t!("editor-soldiers-nation-russian"),
        Nation::AustroHungarian => t!("editor-soldiers-nation-austro-hungarian"),
    }
}

pub fn condition_kind_words(kind: ConditionKind) -> String {
    match kind {
        ConditionKind::Hold => t!("editor-soldiers-condition-hold"),
        ConditionKind::Exit => t!("editor-soldiers-condition-exit"),
        ConditionKind::Destroy => t!("editor-soldiers-condition-destroy"),
        ConditionKind::Points => t!("editor-soldiers-condition-points"),
    }
}

/// What a condition asks, with its number.
pub fn condition_words(condition: &Condition<Zone>) -> String {
    match condition {
        Condition::AtLeast { at_least, .. } => {
            t!("editor-soldiers-condition-holds", count = *at_least)
        }
        Condition::Occupies { .. } => t!("editor-soldiers-condition-occupies"),
        Condition::Exited { at_least, .. } => {
            t!("editor-soldiers-condition-exits", count = *at_least)
        }
        Condition::Destroyed { at_least } => {
            t!("editor-soldiers-condition-destroys", count = *at_least)
        }
        Condition::MorePoints => t!("editor-soldiers-condition-more-points"),
        Condition::FewerUndisrupted { fewer_than, .. } => {
            t!(
                "editor-soldiers-condition-fewer-undisrupted",
                count = *fewer_than
            )
        }
        Condition::LostAtMost { at_most } => {
            t!("editor-soldiers-condition-lost-at-most", count = *at_most)
        }
        Condition::Returned { at_least, .. } => {
            t!("editor-soldiers-condition-returned", count = *at_least)
        }
        Condition::Bridgehead { at_least, .. } => {
            t!("editor-soldiers-condition-bridgehead", count = *at_least)
        }
    }
}
