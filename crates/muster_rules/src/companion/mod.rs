//! Companion mode's pure core: armies (roster files in RON or CSV) and the combat
//! calculators, which set the situation a player describes on a small virtual table and
//! let the Free Move engine judge it, so the calculators apply exactly the engine's rules.

pub mod army;
pub mod melee_calculator;
pub mod missile_calculator;
pub mod session;
