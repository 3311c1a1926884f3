//! Tests: missile rules (filled in by the rules they test).
