//! Where a table's values come from: the rules text, the errata, or Muster's assumption
//! (shown beside every value in the in-game reference).

use serde::{Deserialize, Serialize};

/// The source of a value in a data file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    /// Printed in the rules text.
    Rules,
    /// From the errata or another named source.
    Errata(String),
    /// Assumed by Muster where the text is missing (rules/DATA-NOTES.md).
    Assumed,
}

impl Source {
    /// How the reference labels it.
    pub fn label(&self) -> String {
        match self {
            Source::Rules => "from the rules".into(),
            Source::Errata(name) => format!("from {name}"),
            Source::Assumed => "assumed".into(),
        }
    }
}
