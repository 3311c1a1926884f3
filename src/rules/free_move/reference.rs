//! The in-game rules reference for Free Move: the text's rules in brief, and every reading
//! Muster had to settle, as the screen shows them.

/// One entry of the reference: a heading and its text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub heading: &'static str,
    pub text: &'static str,
}

/// Readings Muster settled where the text is silent or ambiguous. Each is tested under the
/// name given in brackets.
pub const READINGS: &[Entry] = &[];
