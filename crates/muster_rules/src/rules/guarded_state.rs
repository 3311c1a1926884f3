//! One shape for every engine's `State`: its fields are private, read through a read-only
//! view, and changed by `apply` alone.
//!
//! Each engine writes its fields in a plain `StateData` struct and wraps it with
//! [`changed_only_by_apply!`]. The wrapper's one field is private to the engine's `state`
//! module, and `apply.rs` is that module's only child, so nothing else can reach a `&mut`
//! to the data: the engine's `check` and `execute`, the AI, the scenario builders and the app
//! read the state through `Deref` (there is no `DerefMut`), and a new game is made from
//! whole data with `From`, never by editing a running one. Rule tests that set up a position
//! use `edit_for_test`, which exists only under `cfg(test)`. The save format is unchanged:
//! the wrapper is `serde(transparent)`.

/// Declare `$state` as the guarded wrapper of `$data` (see the module's doc).
macro_rules! changed_only_by_apply {
    ($(#[$meta:meta])* $state:ident wraps $data:ident) => {
        $(#[$meta])*
        #[serde(transparent)]
        pub struct $state {
            data: $data,
        }

        impl std::ops::Deref for $state {
            type Target = $data;

            fn deref(&self) -> &$data {
                &self.data
            }
        }

        impl From<$data> for $state {
            fn from(data: $data) -> Self {
                Self { data }
            }
        }

        #[cfg(test)]
        impl $state {
            /// Test set-ups only: change the data directly to stage a position.
            #[allow(dead_code)]
            pub(crate) fn edit_for_test(&mut self) -> &mut $data {
                &mut self.data
            }
        }
    };
}

pub(crate) use changed_only_by_apply;
