//! Datagrams no machine of the game sent (garbage, a port scan, a flood) are counted, not
//! logged one by one. renetcode writes an ERROR line for each ("Failed to process packet:
//! …", target `renetcode::server`): the log's formatter leaves those lines out
//! ([`fmt_layer`]), a layer of the log counts them ([`counting_layer`]), and a host writes
//! at most one line a second with the count and the first reason.

use std::collections::BTreeMap;
use std::fmt::Debug;
use std::sync::Mutex;

use bevy::log::tracing::field::{Field, Visit};
use bevy::log::tracing::{Event, Level, Subscriber};
use bevy::log::tracing_subscriber::filter::FilterFn;
use bevy::log::tracing_subscriber::layer::Context;
use bevy::log::tracing_subscriber::{Layer, Registry};
use bevy::log::{BoxedFmtLayer, BoxedLayer};
use bevy::prelude::*;

use super::NetRole;

/// Where renetcode's server logs a datagram it could not read.
const RENETCODE_SERVER: &str = "renetcode::server";
/// How renetcode's line for a datagram it could not read begins.
const PACKET_FAILED: &str = "Failed to process packet: ";
/// Seconds between two lines about dropped datagrams, at least.
pub const DROPPED_LINE_SECONDS: f32 = 1.0;

/// The datagrams dropped in this process so far: how many, and how many for each reason.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct DroppedTally {
    pub total: u64,
    pub by_reason: BTreeMap<String, u64>,
}

static TALLY: Mutex<DroppedTally> = Mutex::new(DroppedTally {
    total: 0,
    by_reason: BTreeMap::new(),
});

/// The tally so far.
pub fn tally() -> DroppedTally {
    TALLY.lock().map(|tally| tally.clone()).unwrap_or_default()
}

/// How many datagrams were dropped so far (the count alone: no copy of the reasons).
fn dropped_so_far() -> u64 {
    TALLY.lock().map_or(0, |tally| tally.total)
}

/// Count one datagram dropped, for `reason`.
pub fn note_dropped(reason: &str) {
    if let Ok(mut tally) = TALLY.lock() {
        tally.total += 1;
        *tally.by_reason.entry(reason.to_string()).or_default() += 1;
    }
}

/// The lines this app wrote about dropped datagrams, and where it stood at the last.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct DroppedLines {
    pub written: u64,
    said_up_to: u64,
    reasons_then: BTreeMap<String, u64>,
    since: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DroppedLines>()
        .add_systems(Update, say_what_was_dropped.run_if(super::is_host));
}

/// At most once a second: how many datagrams were dropped since the last line, and the
/// first reason among them.
fn say_what_was_dropped(
    time: Res<Time<Real>>,
    role: Res<NetRole>,
    mut lines: ResMut<DroppedLines>,
) {
    lines.since += time.delta_secs();
    if lines.since < DROPPED_LINE_SECONDS {
        return;
    }
    // The reasons are copied only when something was dropped since the last line.
    if dropped_so_far() == lines.said_up_to {
        return;
    }
    let now = tally();
    let dropped = now.total.saturating_sub(lines.said_up_to);
    let reason = now
        .by_reason
        .iter()
        .find(|(reason, count)| lines.reasons_then.get(*reason).copied().unwrap_or(0) < **count)
        .map_or("", |(reason, _)| reason.as_str());
    let NetRole::Host { port } = *role else {
        return;
    };
    warn!(
        "dropped {dropped} bad datagrams on UDP port {port} in the last {:.0} s: {reason}",
        lines.since
    );
    lines.written += 1;
    lines.said_up_to = now.total;
    lines.reasons_then = now.by_reason;
    lines.since = 0.0;
}

/// The message and, for a record of the `log` crate, its target.
#[derive(Default)]
struct Fields {
    message: Option<String>,
    log_target: Option<String>,
}

impl Visit for Fields {
    fn record_str(&mut self, field: &Field, value: &str) {
        match field.name() {
            "message" => self.message = Some(value.to_string()),
            "log.target" => self.log_target = Some(value.to_string()),
            _ => {}
        }
    }

    fn record_debug(&mut self, field: &Field, value: &dyn Debug) {
        match field.name() {
            "message" => self.message = Some(format!("{value:?}")),
            "log.target" => self.log_target = Some(format!("{value:?}")),
            _ => {}
        }
    }
}

/// The reason renetcode gave for a datagram it dropped, if `event` is its line for one.
fn dropped_reason(event: &Event<'_>) -> Option<String> {
    if *event.metadata().level() != Level::ERROR {
        return None;
    }
    let mut fields = Fields::default();
    event.record(&mut fields);
    let target = fields
        .log_target
        .as_deref()
        .unwrap_or(event.metadata().target());
    if target != RENETCODE_SERVER {
        return None;
    }
    fields
        .message
        .and_then(|message| message.strip_prefix(PACKET_FAILED).map(str::to_string))
}

/// The log's layer that counts renetcode's dropped datagrams.
struct CountDropped;

impl<S: Subscriber> Layer<S> for CountDropped {
    fn on_event(&self, event: &Event<'_>, _: Context<'_, S>) {
        if let Some(reason) = dropped_reason(event) {
            note_dropped(&reason);
        }
    }
}

/// For the app's `LogPlugin::custom_layer`: count the datagrams renetcode drops.
pub fn counting_layer(_: &mut App) -> Option<BoxedLayer> {
    Some(Box::new(CountDropped) as Box<dyn Layer<Registry> + Send + Sync>)
}

/// For the app's `LogPlugin::fmt_layer`: bevy's own formatter, less renetcode's line for
/// each datagram dropped (they are counted instead).
pub fn fmt_layer(_: &mut App) -> Option<BoxedFmtLayer> {
    Some(Box::new(
        bevy::log::tracing_subscriber::fmt::Layer::default()
            .with_writer(std::io::stderr)
            .with_filter(FilterFn::new(|metadata| {
                !(metadata.target() == RENETCODE_SERVER && *metadata.level() == Level::ERROR)
            })),
    ))
}
