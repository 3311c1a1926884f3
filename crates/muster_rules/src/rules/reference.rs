//! The shapes every ruleset's in-game rules reference is written in: an entry (a heading and
//! its text) and a table line (what, its value, and where the value comes from).

/// One entry of a reference: a heading and its text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub heading: &'static str,
    pub text: &'static str,
}

/// A line of a table as the reference shows it: what, the value, and its source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableLine {
    pub what: String,
    pub value: String,
    pub source: String,
}
