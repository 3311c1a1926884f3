//! Soldiers scenario files: loading, zones on small maps, building the state.
