//! The typed codec every game's words cross the network through: a command, a side's view,
//! a live or reliable word, the lobby's scenario. [`encode`] and [`decode`] return a
//! [`CodecError`] naming the type and why, so a value that does not encode is reported and
//! not sent, and one that does not decode is refused in words (never an empty string, never
//! a panic). The text is RON, the game's own save format, so the log reads like a save.

use bevy::utils::prelude::ShortName;
use muster_text::t;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// Why a value did not cross: which type, and what the codec said.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CodecError {
    /// The value could not be written (its `Serialize` failed).
    #[error("{}", t!("app-codec-not-encoded", what = what.as_str(), why = why.as_str()))]
    Encode { what: String, why: String },
    /// The text is not one of these values.
    #[error("{}", t!("app-codec-not-decoded", what = what.as_str(), why = why.as_str()))]
    Decode { what: String, why: String },
}

impl CodecError {
    /// The type the codec was asked to write or read (`Command`, `Live`, `Scenario`).
    pub fn what(&self) -> &str {
        match self {
            CodecError::Encode { what, .. } | CodecError::Decode { what, .. } => what,
        }
    }
}

/// The short name of `T`, as an error names it.
fn name_of<T>() -> String {
    ShortName::of::<T>().to_string()
}

/// `value` as the text that crosses the network, or why it cannot be written.
pub fn encode<T: Serialize>(value: &T) -> Result<String, CodecError> {
    ron::to_string(value).map_err(|error| CodecError::Encode {
        what: name_of::<T>(),
        why: error.to_string(),
    })
}

/// The `T` that `text` holds, or why it is not one.
pub fn decode<T: DeserializeOwned>(text: &str) -> Result<T, CodecError> {
    ron::from_str(text).map_err(|error| CodecError::Decode {
        what: name_of::<T>(),
        why: error.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::free_move::{Command as FreeMoveCommand, Side};
    use crate::rules::movement_game::command::Command as MovementGameCommand;
    use crate::rules::skirmish::command::Command as SkirmishCommand;
    use crate::rules::soldiers::command::Command as SoldiersCommand;

    fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(value: T) {
        let text = encode(&value).expect("the command encodes");
        assert!(!text.is_empty(), "{value:?} is not sent as nothing");
        assert_eq!(decode::<T>(&text), Ok(value));
    }

    #[test]
    fn every_games_commands_cross_the_codec_and_come_back_the_same() {
        round_trip(FreeMoveCommand::CallTime {
            side: Side::from_index(1),
        });
        round_trip(FreeMoveCommand::Bell);
        round_trip(SkirmishCommand::EndMoves);
        round_trip(SkirmishCommand::EndTurn);
        round_trip(SoldiersCommand::PlaceTrench {
            hex: hexx::Hex::new(2, -1),
        });
        round_trip(SoldiersCommand::EndDeployment);
        round_trip(MovementGameCommand::Play {
            card: 1,
            token: 0,
            steps: 3,
        });
        round_trip(MovementGameCommand::Roll);
    }

    #[test]
    fn garbage_does_not_decode_and_the_error_names_the_type_wanted() {
        let error = decode::<SkirmishCommand>("Launch(missiles: 3").expect_err("garbage");
        assert!(matches!(error, CodecError::Decode { .. }), "{error:?}");
        assert_eq!(error.what(), "Command");
        assert!(error.to_string().starts_with("not a Command: "), "{error}");
    }

    #[test]
    fn a_command_of_another_game_does_not_decode_as_this_ones() {
        let movement = encode(&MovementGameCommand::Roll).expect("encodes");
        assert!(decode::<SkirmishCommand>(&movement).is_err());
        assert_eq!(
            decode::<MovementGameCommand>(&movement),
            Ok(MovementGameCommand::Roll)
        );
    }

    /// A value whose `Serialize` always fails.
    struct Unwritable;

    impl Serialize for Unwritable {
        fn serialize<S: serde::Serializer>(&self, _: S) -> Result<S::Ok, S::Error> {
            Err(serde::ser::Error::custom(
                "this value refuses to be written",
            ))
        }
    }

    #[test]
    fn a_value_that_does_not_serialize_is_an_error_not_an_empty_string() {
        let error = encode(&Unwritable).expect_err("Unwritable never encodes");
        assert_eq!(
            error,
            CodecError::Encode {
                what: "Unwritable".into(),
                why: "this value refuses to be written".into(),
            }
        );
        assert_eq!(
            error.to_string(),
            "a Unwritable could not be encoded: this value refuses to be written"
        );
    }

    #[test]
    fn a_value_that_serializes_encodes_to_its_ron() {
        assert_eq!(encode(&SkirmishCommand::EndTurn), Ok("EndTurn".to_string()));
    }
}
