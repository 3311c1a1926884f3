//! Tests: melee rules (filled in by the rules they test).
