//! Table geometry for Free Move in inches, through parry2d: stands and terrain zones.

pub mod stand;
pub mod terrain;
pub mod triangulate;

pub use stand::{Aspect, OVERLAP_TOLERANCE, Pose, TOUCH_TOLERANCE, Tray};
pub use terrain::TerrainMap;
pub use triangulate::triangulate;
