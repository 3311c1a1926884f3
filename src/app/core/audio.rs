//! Sound: the bell that ends a timed move, the clash of stands freezing in contact and the
//! ticks of the countdown's last seconds, at the settings' volume. Anything asks for a sound
//! with a [`PlaySound`] message naming its [`Cue`]. Without an audio device bevy logs "No
//! audio device found" and Muster plays on in silence.
//!
//! The sounds are made by `examples/make_sounds.rs` (`make sounds`).

use std::time::Duration;

use bevy::audio::Volume;
use bevy::prelude::*;

use crate::app::core::settings::Settings;

/// The sounds Muster plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cue {
    /// The bell that ends a timed move (and the companion's countdown).
    Bell,
    /// Stands freezing in contact.
    Clash,
    /// A second going by in the countdown's last ten.
    Tick,
}

impl Cue {
    pub const ALL: [Cue; 3] = [Cue::Bell, Cue::Clash, Cue::Tick];

    /// The file under `assets/`.
    pub const fn path(self) -> &'static str {
        match self {
            Cue::Bell => "sounds/bell.wav",
            Cue::Clash => "sounds/clash.wav",
            Cue::Tick => "sounds/tick.wav",
        }
    }

    /// Loudness relative to the settings' volume: the ticks sit under the play.
    const fn loudness(self) -> f32 {
        match self {
            Cue::Bell => 1.0,
            Cue::Clash => 0.8,
            Cue::Tick => 0.45,
        }
    }

    /// Longer than the sound lasts: anything older is surely finished (the bell lasts under
    /// three seconds, the clash a quarter, a tick 40 ms).
    const fn lifetime(self) -> Duration {
        match self {
            Cue::Bell => Duration::from_secs(6),
            Cue::Clash => Duration::from_secs(2),
            Cue::Tick => Duration::from_secs(1),
        }
    }

    const fn name(self) -> &'static str {
        match self {
            Cue::Bell => "Bell",
            Cue::Clash => "Clash",
            Cue::Tick => "Tick",
        }
    }

    const fn index(self) -> usize {
        match self {
            Cue::Bell => 0,
            Cue::Clash => 1,
            Cue::Tick => 2,
        }
    }
}

/// Play a sound once. Several requests for the same cue in one frame play it once (six
/// pairs of stands meeting together make one clash).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlaySound(pub Cue);

/// Ring the bell once: the same as `PlaySound(Cue::Bell)`.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RingBell;

/// Every cue's sound, loaded at start-up so each plays on time.
#[derive(Resource, Debug, Clone)]
pub struct Sounds([Handle<AudioSource>; 3]);

impl Sounds {
    pub fn get(&self, cue: Cue) -> &Handle<AudioSource> {
        &self.0[cue.index()]
    }
}

/// A sound playing, removed once it has surely finished (even where there is no audio
/// device to report that it has).
#[derive(Component, Debug)]
struct Playing(Timer);

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<PlaySound>()
        .add_message::<RingBell>()
        .add_systems(Startup, load_sounds)
        .add_systems(
            Update,
            (follow_volume_setting, play_sounds, clear_finished_sounds),
        );
}

fn load_sounds(mut commands: Commands, assets: Res<AssetServer>) {
    commands.insert_resource(Sounds(Cue::ALL.map(|cue| assets.load(cue.path()))));
}

fn follow_volume_setting(settings: Res<Settings>, mut global: ResMut<GlobalVolume>) {
    if settings.is_changed() {
        global.volume = Volume::Linear(settings.volume);
    }
}

/// The cues asked for this frame, each once, in [`Cue::ALL`]'s order.
pub fn cues_to_play(requests: impl IntoIterator<Item = Cue>) -> Vec<Cue> {
    let mut asked = [false; Cue::ALL.len()];
    for cue in requests {
        asked[cue.index()] = true;
    }
    Cue::ALL
        .into_iter()
        .filter(|cue| asked[cue.index()])
        .collect()
}

fn play_sounds(
    mut requests: MessageReader<PlaySound>,
    mut bells: MessageReader<RingBell>,
    sounds: Res<Sounds>,
    mut commands: Commands,
) {
    let asked = requests
        .read()
        .map(|PlaySound(cue)| *cue)
        .chain(bells.read().map(|_| Cue::Bell));
    for cue in cues_to_play(asked) {
        commands.spawn((
            Name::new(cue.name()),
            AudioPlayer::new(sounds.get(cue).clone()),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(cue.loudness())),
            Playing(Timer::new(cue.lifetime(), TimerMode::Once)),
        ));
    }
}

fn clear_finished_sounds(
    time: Res<Time<Real>>,
    mut playing: Query<(Entity, &mut Playing)>,
    mut commands: Commands,
) {
    for (entity, mut sound) in &mut playing {
        if sound.0.tick(time.delta()).is_finished() {
            commands.entity(entity).despawn();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cues_to_play_plays_each_cue_asked_for_once_a_frame() {
        assert_eq!(
            cues_to_play([Cue::Clash, Cue::Tick, Cue::Clash, Cue::Clash, Cue::Bell]),
            vec![Cue::Bell, Cue::Clash, Cue::Tick]
        );
        assert_eq!(cues_to_play([]), Vec::<Cue>::new());
    }

    #[test]
    fn every_cue_has_its_sound_file_in_assets() {
        for cue in Cue::ALL {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("assets")
                .join(cue.path());
            let bytes = std::fs::read(&path).unwrap_or_else(|_| panic!("{cue:?}: {path:?}"));
            assert_eq!(&bytes[..4], b"RIFF", "{cue:?} is a WAV file");
            assert_eq!(
                cue.index(),
                Cue::ALL.iter().position(|c| *c == cue).unwrap()
            );
        }
    }
}
