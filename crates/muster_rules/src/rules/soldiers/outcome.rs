//! The events of one command as they are emitted: the shared recorder for the Soldiers engine.

/// The events of one Soldiers command so far, each applied as it is emitted.
pub type Outcome<'a> = crate::rules::outcome::Outcome<'a, super::engine::Soldiers>;
