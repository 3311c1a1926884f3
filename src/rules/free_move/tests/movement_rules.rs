//! Tests: movement rules (filled in by the rules they test).
