//! Sound: the bell that ends a timed move, at the settings' volume. Without an audio device
//! bevy logs "No audio device found" and Muster plays on in silence.

use std::time::Duration;

use bevy::audio::Volume;
use bevy::prelude::*;

use super::settings::Settings;

/// Ring the bell once.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RingBell;

/// The bell, loaded at start-up so it rings on time.
#[derive(Resource, Debug, Clone)]
pub struct BellSound(pub Handle<AudioSource>);

/// A ringing bell, removed once it has surely finished (even where there is no audio device
/// to report that it has).
#[derive(Component, Debug)]
struct Ringing(Timer);

/// The bell's sound lasts under three seconds; anything older is gone.
const BELL_LIFETIME: Duration = Duration::from_secs(6);

pub const BELL_PATH: &str = "sounds/bell.wav";

pub(super) fn plugin(app: &mut App) {
    app.add_message::<RingBell>()
        .add_systems(Startup, load_bell)
        .add_systems(
            Update,
            (follow_volume_setting, ring_bells, clear_finished_bells),
        );
}

fn load_bell(mut commands: Commands, assets: Res<AssetServer>) {
    commands.insert_resource(BellSound(assets.load(BELL_PATH)));
}

fn follow_volume_setting(settings: Res<Settings>, mut global: ResMut<GlobalVolume>) {
    if settings.is_changed() {
        global.volume = Volume::Linear(settings.volume);
    }
}

fn ring_bells(mut requests: MessageReader<RingBell>, bell: Res<BellSound>, mut commands: Commands) {
    for _ in requests.read() {
        commands.spawn((
            Name::new("Bell"),
            AudioPlayer::new(bell.0.clone()),
            PlaybackSettings::DESPAWN,
            Ringing(Timer::new(BELL_LIFETIME, TimerMode::Once)),
        ));
    }
}

fn clear_finished_bells(
    time: Res<Time<Real>>,
    mut bells: Query<(Entity, &mut Ringing)>,
    mut commands: Commands,
) {
    for (entity, mut ringing) in &mut bells {
        if ringing.0.tick(time.delta()).is_finished() {
            commands.entity(entity).despawn();
        }
    }
}
