//! Tests: properties (filled in by the rules they test).
