//! The events of one command as they are emitted: the shared recorder for the MovementGame engine.

/// The events of one MovementGame command so far, each applied as it is emitted.
pub type Outcome<'a> = crate::rules::outcome::Outcome<'a, super::engine::MovementGame>;
