//! Reconnect now, seen: the link panel shows the attempt ("Trying <address>…") and its
//! result (back, or still no answer with how long ago it was tried).

use std::net::SocketAddr;
use std::time::Duration;

use bevy::prelude::*;
use bevy_replicon::prelude::ClientState;
use muster_text::t;

use super::NetRole;
use super::guest::{GuestLink, RETRY_SECONDS, ReconnectNow};
use crate::app::core::ui::notices::Notices;

/// How an attempt asked by Reconnect now went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TryOutcome {
    /// Under way.
    Trying,
    /// The host answered: the link is back.
    Back,
    /// No answer within [`RETRY_SECONDS`].
    NoAnswer,
}

/// The last attempt asked by Reconnect now: where, when (this machine's real time since it
/// started) and how it went.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReconnectTry {
    pub address: SocketAddr,
    pub at: Duration,
    pub outcome: TryOutcome,
}

impl ReconnectTry {
    /// The attempt in words, `now` being this machine's real time.
    pub fn words(&self, now: Duration) -> String {
        let address = self.address.to_string();
        match self.outcome {
            TryOutcome::Trying => t!("app-link-trying", address = address),
            TryOutcome::Back => t!("app-link-back", address = address),
            TryOutcome::NoAnswer => t!(
                "app-link-no-answer",
                address = address,
                seconds = now.saturating_sub(self.at).as_secs()
            ),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        follow_the_try.run_if(resource_exists::<GuestLink>.and_then(resource_exists::<NetRole>)),
    )
    .add_systems(OnEnter(ClientState::Connected), back_in_touch);
}

/// Note an attempt asked, and give up on one that had no answer in time.
fn follow_the_try(
    time: Res<Time<Real>>,
    mut asked: MessageReader<ReconnectNow>,
    role: Res<NetRole>,
    link: Res<GuestLink>,
    attempt: Option<ResMut<ReconnectTry>>,
    mut commands: Commands,
) {
    let now = time.elapsed();
    if asked.read().count() > 0
        && link.refused.is_none()
        && let NetRole::Guest { address, .. } = *role
    {
        commands.insert_resource(ReconnectTry {
            address,
            at: now,
            outcome: TryOutcome::Trying,
        });
        return;
    }
    if let Some(mut attempt) = attempt
        && attempt.outcome == TryOutcome::Trying
        && now.saturating_sub(attempt.at) > Duration::from_secs_f32(RETRY_SECONDS)
    {
        attempt.outcome = TryOutcome::NoAnswer;
    }
}

/// The link is up again: an attempt under way succeeded, said in a notice too (the link
/// panel goes once the hold lifts).
fn back_in_touch(attempt: Option<ResMut<ReconnectTry>>, mut notices: ResMut<Notices>) {
    if let Some(mut attempt) = attempt
        && attempt.outcome != TryOutcome::Back
    {
        attempt.outcome = TryOutcome::Back;
        notices.confirm(t!("app-link-back", address = attempt.address.to_string()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_attempt_reads_trying_then_back_or_no_answer_with_how_long_ago() {
        let mut attempt = ReconnectTry {
            address: SocketAddr::from(([192, 168, 1, 20], 5757)),
            at: Duration::from_secs(100),
            outcome: TryOutcome::Trying,
        };
        let now = Duration::from_secs(107);
        assert_eq!(attempt.words(now), "Trying 192.168.1.20:5757…");
        attempt.outcome = TryOutcome::NoAnswer;
        assert_eq!(
            attempt.words(now),
            "Still no answer from 192.168.1.20:5757 (tried 7 s ago)."
        );
        attempt.outcome = TryOutcome::Back;
        assert_eq!(attempt.words(now), "Back: 192.168.1.20:5757 answered.");
    }
}
