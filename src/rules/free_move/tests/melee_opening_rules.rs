//! Tests: melee opening rules (filled in by the rules they test).
