//! The General's play-out policy: the baseline's judgement with the enemy's reach (the
//! threat map, one reach search per enemy unit) read once a player-turn instead of before
//! every activation. In a four-player play-out the three rivals' maps were most of the
//! work; within a turn only the player's own moves and kills change them, which a play-out
//! can afford to miss. Every command is still checked by the engine.

use super::super::command::Command;
use super::super::state::{Phase, PlayerId, State};
use super::threat::ThreatMap;
use super::{best_activation, first_legal};

/// The baseline with the threat map kept for the rest of a player-turn.
#[derive(Default)]
pub struct PlayOutPolicy {
    /// The (day, player) the map was read for, and the map.
    threat: Option<((u32, PlayerId), ThreatMap)>,
    /// Threat maps read so far (what the profile counts).
    pub maps_read: usize,
}

impl PlayOutPolicy {
    /// The next command for the player whose turn it is (the turn ends with `EndTurn`).
    pub fn next_command(&mut self, state: &State) -> Command {
        let Some(player) = state.acting() else {
            return Command::EndTurn;
        };
        if state.phase != Phase::Orders {
            return first_legal(state, player, None);
        }
        let turn = (state.day, player);
        let (_, threat) = match self.threat.take() {
            Some((read_for, threat)) if read_for == turn => self.threat.insert((read_for, threat)),
            _ => {
                self.maps_read += 1;
                self.threat
                    .insert((turn, ThreatMap::against(state, player)))
            }
        };
        let order = best_activation(state, player, threat);
        first_legal(state, player, order)
    }
}
