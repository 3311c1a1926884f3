//! Tests: flow rules (filled in by the rules they test).
