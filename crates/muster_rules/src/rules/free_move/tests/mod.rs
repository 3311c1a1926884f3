//! The Free Move rules tests, one file per part of the text; each test is named after the
//! rule (and clause) it checks.

mod flow_rules;
mod melee_opening_rules;
mod melee_rules;
mod missile_rules;
mod movement_rules;
mod properties;
mod review_rules;
mod support;
