//! The table on screen: its terrain, the stands as bodies and symbols, contact, the overlays and the camera.

pub(super) mod contact_flash;
pub mod contact_freeze;
pub(super) mod deployment_zones;
pub(super) mod overlay;
pub(super) mod shape_geometry;
pub mod stand_bodies;
pub(super) mod stand_symbols;
pub(super) mod stand_sync;
pub(super) mod table_camera;
pub mod table_queries;
pub(super) mod table_scene;
pub mod table_share;
pub mod terrain_mesh;
