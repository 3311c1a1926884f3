//! The game's side of a turn file, without bevy: the invitation made, an invitation
//! accepted, a file read back into a game (its commands replayed on the engine, each for the
//! seat that was to act and none for this player's seat in the other's turn), and the next
//! file written from the game on screen.

use muster_text::t;

use crate::app::core::screens::Screen;
use crate::app::session::turn_game::{CommandOf, TurnGame};
use crate::app::session::turns::Session;
use crate::correspondence::{Held, Player, TurnFile, TurnFileError, reading};
use crate::scenario::Scenario;

/// The short name of the ruleset `G` is played by (`skirmish`).
pub fn short_name<G: TurnGame>() -> &'static str {
    match G::SCREEN {
        Screen::Playing(id) | Screen::SetUp(id) => id.short_name(),
        Screen::Title | Screen::Companion => "",
    }
}

/// The invitation to a game of `scenario` with this player at `my_seat`: the file, and what
/// this player holds (their secret half included). Refused for a scenario not of `G` or not
/// for two players.
pub fn invitation<G: TurnGame>(
    scenario: &Scenario,
    my_seat: usize,
    names: &[String; 2],
    game: String,
    my_half: u64,
) -> Result<(TurnFile<CommandOf<G>>, Held), TurnFileError> {
    let seats = scenario.seats();
    if seats != 2 || my_seat > 1 {
        return Err(TurnFileError::NotForTwo { seats });
    }
    if G::open(scenario, 0, None).is_none() {
        return Err(TurnFileError::OtherRuleset {
            found: scenario.ruleset_name().to_string(),
            expected: short_name::<G>().to_string(),
        });
    }
    let players = vec![
        Player {
            name: names[my_seat].clone(),
            seat: my_seat,
        },
        Player {
            name: names[1 - my_seat].clone(),
            seat: 1 - my_seat,
        },
    ];
    let file = TurnFile::invitation(
        game.clone(),
        short_name::<G>(),
        scenario.clone(),
        players,
        my_half,
    );
    let held = Held {
        game,
        ruleset: short_name::<G>().to_string(),
        my_seat,
        starter: true,
        my_half,
        turn: 0,
        links: Vec::new(),
        received: false,
    };
    Ok((file, held))
}

/// The other player's answer to `invitation`: their half added, and what they hold.
pub fn accept<C: serde::Serialize + serde::de::DeserializeOwned + Clone>(
    mut invitation: TurnFile<C>,
    my_half: u64,
) -> (TurnFile<C>, Held) {
    let my_seat = invitation.players.get(1).map_or(1, |player| player.seat);
    invitation.other_half = Some(my_half);
    invitation.turn = 1;
    let held = Held {
        game: invitation.game.clone(),
        ruleset: invitation.ruleset.clone(),
        my_seat,
        starter: false,
        my_half,
        turn: 1,
        links: Vec::new(),
        received: false,
    };
    (invitation, held)
}

/// What a turn file opened is.
pub enum Reading<G: TurnGame> {
    /// An invitation to a game this player holds nothing of.
    Invitation(TurnFile<CommandOf<G>>),
    /// The game, replayed to the file's last command, with both seats people's (the other
    /// one remote) and the file (with the starter's half revealed when this player is the
    /// starter and it was not yet).
    Game {
        session: Box<Session<G>>,
        file: TurnFile<CommandOf<G>>,
    },
}

/// Read `text`, a turn file of `G`, against `held` (this player's record of its game, if
/// any): the invitation, the game replayed, or the one refusal that says which.
pub fn read<G: TurnGame>(text: &str, held: Option<&Held>) -> Result<Reading<G>, TurnFileError> {
    let mut file = TurnFile::<CommandOf<G>>::parse(text)?;
    if file.ruleset != short_name::<G>() {
        return Err(TurnFileError::OtherRuleset {
            found: file.ruleset,
            expected: short_name::<G>().to_string(),
        });
    }
    reading::verify(&file, held)?;
    let Some(held) = held else {
        let invited = file.turn == 0
            && file.starter_half.is_none()
            && file.other_half.is_none()
            && file.commands.is_empty();
        return if invited {
            Ok(Reading::Invitation(file))
        } else {
            Err(TurnFileError::UnknownGame { found: file.game })
        };
    };
    if held.starter && file.starter_half.is_none() {
        file.starter_half = Some(held.my_half);
    }
    let session = replayed::<G>(&file, held)?;
    Ok(Reading::Game {
        session: Box::new(session),
        file,
    })
}

/// The game of `file` replayed on its engine: each command for the seat to act, none of
/// this player's in the other's turn.
fn replayed<G: TurnGame>(
    file: &TurnFile<CommandOf<G>>,
    held: &Held,
) -> Result<Session<G>, TurnFileError> {
    let seed = file.seed().ok_or(TurnFileError::StartChanged)?;
    let mut session = match G::open(&file.scenario, seed, None) {
        Some(Ok(session)) => session,
        Some(Err(why)) => {
            return Err(TurnFileError::DoesNotReplay {
                at: 0,
                why: why.to_string(),
            });
        }
        None => {
            return Err(TurnFileError::OtherRuleset {
                found: file.scenario.ruleset_name().to_string(),
                expected: short_name::<G>().to_string(),
            });
        }
    };
    session.seats.as_mut().fill(G::HUMAN);
    for (index, entry) in file.commands.iter().enumerate() {
        let at = index + 1;
        let acting = G::acting_seat(&session.state);
        if acting != Some(entry.seat) {
            return Err(TurnFileError::DoesNotReplay {
                at,
                why: t!("correspondence-seat-not-to-act", seat = entry.seat + 1),
            });
        }
        if at > held.commands() && entry.seat == held.my_seat {
            return Err(TurnFileError::NotTheirTurn { at });
        }
        session
            .execute(entry.command.clone())
            .map_err(|why| TurnFileError::DoesNotReplay {
                at,
                why: why.to_string(),
            })?;
    }
    Ok(session)
}

/// Why Send turn cannot write a file now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotReady {
    /// This player's seat is still to act.
    YourTurn,
    /// The game on screen no longer begins with the file's commands (taken back).
    Diverged,
}

impl std::fmt::Display for NotReady {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(&match self {
            NotReady::YourTurn => t!("correspondence-still-your-turn"),
            NotReady::Diverged => t!("correspondence-game-diverged"),
        })
    }
}

/// The next file: `last` (the file this player holds) with the commands played since,
/// each signed for the seat that played it; refused while this player is still to act.
pub fn next_file<G: TurnGame>(
    last: &TurnFile<CommandOf<G>>,
    session: &Session<G>,
    my_seat: usize,
) -> Result<TurnFile<CommandOf<G>>, NotReady> {
    if !session.is_over() && G::acting_seat(&session.state) == Some(my_seat) {
        return Err(NotReady::YourTurn);
    }
    let held = last.commands();
    if session.commands.len() < held.len() || session.commands[..held.len()] != held[..] {
        return Err(NotReady::Diverged);
    }
    let mut next = last.clone();
    let mut replay = session.command_log.restarted();
    for (index, command) in session.commands.iter().enumerate() {
        let seat = G::acting_seat(&replay.state).unwrap_or(my_seat);
        if index >= held.len() && !next.push(seat, command.clone()) {
            return Err(NotReady::Diverged);
        }
        if replay.execute(command.clone()).is_err() {
            return Err(NotReady::Diverged);
        }
    }
    next.turn += 1;
    Ok(next)
}
