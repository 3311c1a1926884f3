//! Stands freezing in contact: one clash a frame however many pairs meet, and a bright
//! star-burst between each pair that grows and fades over a second.

use bevy::prelude::*;

use crate::app::core::audio::{Cue, PlaySound};
use crate::app::core::screens::PausableSystems;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::games::free_move::game::{FreeMoveEvent, FreeMoveSession, execute_game_commands};
use crate::rules::free_move::{Event, UnitId};

/// Seconds a flash lasts (of game time: a slow frame counts at most a quarter second, so
/// even a software renderer at a few frames a second shows it for several frames).
pub const FLASH_SECONDS: f32 = 1.2;

/// The flashes on the table now, newest last.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct ContactFlashes(pub Vec<ContactFlash>);

/// One contact's flash.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ContactFlash {
    pub mover: UnitId,
    pub struck: UnitId,
    /// Table inches: halfway between the two stands' centres.
    pub at: Vec2,
    /// Seconds since the contact.
    pub age: f32,
}

impl ContactFlash {
    /// Whether this is the flash of the contact between `a` and `b` (either way round).
    fn joins(&self, a: UnitId, b: UnitId) -> bool {
        (self.mover, self.struck) == (a, b) || (self.mover, self.struck) == (b, a)
    }

    /// How far through its life the flash is, 0 to 1.
    fn progress(&self) -> f32 {
        (self.age / FLASH_SECONDS).clamp(0.0, 1.0)
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ContactFlashes>()
        // Registered here too so the flash works headless (without the audio plugin).
        .add_message::<PlaySound>()
        .add_systems(
            OnExit(Screen::FreeMove),
            |mut flashes: ResMut<ContactFlashes>| flashes.0.clear(),
        )
        .add_systems(
            Update,
            (
                age_flashes.in_set(PausableSystems),
                take_contacts,
                // Gizmos exist only with a window; headless the flashes are kept, not drawn.
                draw_flashes.run_if(resource_exists::<GizmoConfigStore>),
            )
                .chain()
                .after(execute_game_commands)
                .in_set(AppSystems::Update)
                .run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
        );
}

fn age_flashes(time: Res<Time>, mut flashes: ResMut<ContactFlashes>) {
    if flashes.0.is_empty() {
        return;
    }
    let delta = time.delta_secs();
    flashes.0.retain_mut(|flash| {
        flash.age += delta;
        flash.age < FLASH_SECONDS
    });
}

/// A flash for each contact the engine reports, and one clash for all of them. The events of
/// a battle's first frame are its history (a resumed or played-out battle), not news: they
/// neither flash nor clash.
fn take_contacts(
    mut events: MessageReader<FreeMoveEvent>,
    game: Res<FreeMoveSession>,
    mut flashes: ResMut<ContactFlashes>,
    mut sounds: MessageWriter<PlaySound>,
) {
    if game.is_added() {
        events.clear();
        flashes.0.clear();
        return;
    }
    let mut clashed = false;
    for FreeMoveEvent(event) in events.read() {
        let Event::Contact { mover, struck } = event else {
            continue;
        };
        let (Some(a), Some(b)) = (game.state.unit(*mover), game.state.unit(*struck)) else {
            continue;
        };
        let at = (Vec2::new(a.pose.x, a.pose.y) + Vec2::new(b.pose.x, b.pose.y)) / 2.0;
        let flash = ContactFlash {
            mover: *mover,
            struck: *struck,
            at,
            age: 0.0,
        };
        // A pair reported again while its flash shows flashes afresh, not twice over.
        match flashes
            .0
            .iter_mut()
            .find(|shown| shown.joins(*mover, *struck))
        {
            Some(shown) => *shown = flash,
            None => flashes.0.push(flash),
        }
        clashed = true;
    }
    if clashed {
        sounds.write(PlaySound(Cue::Clash));
    }
}

/// Inches: the burst starts inside the stands and grows well past them.
const START_RADIUS: f32 = 0.6;
const END_RADIUS: f32 = 4.5;
const RAYS: usize = 12;

/// Each flash: a thick white-hot ring expanding fast then slowing, an orange ring behind it,
/// and a star of orange rays bursting out past the ring (the stands hide what is under them);
/// full brightness for the first half, then fading.
fn draw_flashes(mut gizmos: Gizmos, flashes: Res<ContactFlashes>) {
    for flash in &flashes.0 {
        let progress = flash.progress();
        let eased = 1.0 - (1.0 - progress).powi(3);
        let alpha = if progress < 0.5 {
            1.0
        } else {
            (1.0 - progress) * 2.0
        };
        let hot = Color::srgba(1.0, 1.0, 0.9, alpha);
        let warm = Color::srgba(1.0, 0.5, 0.05, alpha);
        let radius = START_RADIUS + (END_RADIUS - START_RADIUS) * eased;
        let centre = Isometry2d::from_translation(flash.at);
        // Close circles make a ring several pixels thick at any zoom a table is seen at.
        for offset in [-0.12, -0.06, 0.0, 0.06, 0.12] {
            gizmos.circle_2d(centre, radius + offset, hot);
        }
        for offset in [0.0, 0.06] {
            gizmos.circle_2d(centre, radius * 0.7 + offset, warm);
        }
        // The star: rays from inside the ring to beyond it, long and short in turn, turning
        // a little as they grow.
        for ray in 0..RAYS {
            let angle = ray as f32 * std::f32::consts::TAU / RAYS as f32 + progress * 0.5;
            let direction = Vec2::from_angle(angle);
            let across = direction.perp() * 0.04;
            let reach = if ray % 2 == 0 { 1.45 } else { 1.2 };
            for side in [-1.0, 1.0] {
                gizmos.line_2d(
                    flash.at + direction * radius * 0.75 + across * side,
                    flash.at + direction * radius * reach + across * side,
                    warm,
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::app::core::launch::Launch;
    use crate::app::headless::{HEADLESS_FRAME, headless_app};
    use crate::app::session::play_out::PlayOut;
    use crate::rules::free_move::Side;

    /// The practice skirmish on a headless table with this plugin, after `setup`.
    fn table_app(name: &str, setup: impl FnOnce(&mut App)) -> App {
        let scratch =
            std::env::temp_dir().join(format!("muster-flash-{name}-{}", std::process::id()));
        let scenario =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/free_move/practice_skirmish.ron");
        let launch = Launch::scenario(&scenario).expect("the scenario loads");
        let mut app = headless_app(&scratch, launch);
        app.add_plugins(plugin);
        setup(&mut app);
        for _ in 0..10 {
            app.update();
            if app.world().contains_resource::<FreeMoveSession>() {
                return app;
            }
        }
        panic!("the game starts on the table");
    }

    /// Stands of each side in pairs, for contact events between them.
    fn pairs(app: &App) -> Vec<(UnitId, UnitId)> {
        let units = &app.world().resource::<FreeMoveSession>().state.units;
        let of = |side: Side| {
            units
                .iter()
                .filter(move |unit| unit.id.side == side && unit.on_table())
                .map(|unit| unit.id)
        };
        of(Side::First).zip(of(Side::Second)).collect()
    }

    fn clashes_this_frame(app: &App) -> usize {
        app.world()
            .resource::<Messages<PlaySound>>()
            .iter_current_update_messages()
            .filter(|PlaySound(cue)| *cue == Cue::Clash)
            .count()
    }

    fn flashes(app: &App) -> &[ContactFlash] {
        &app.world().resource::<ContactFlashes>().0
    }

    #[test]
    fn contacts_in_one_frame_clash_once_and_flash_at_each_pair() {
        let mut app = table_app("contacts", |_| {});
        app.update();
        let pairs = pairs(&app);
        assert!(pairs.len() >= 2, "the scenario has stands on both sides");
        assert!(flashes(&app).is_empty());
        for &(mover, struck) in &pairs {
            app.world_mut()
                .write_message(FreeMoveEvent(Event::Contact { mover, struck }));
        }
        app.update();
        assert_eq!(clashes_this_frame(&app), 1, "one clash for all the pairs");
        assert_eq!(flashes(&app).len(), pairs.len(), "a flash at each pair");
        let game = app.world().resource::<FreeMoveSession>();
        for (flash, &(mover, struck)) in flashes(&app).iter().zip(&pairs) {
            let a = game.state.unit(mover).expect("on the roster").pose;
            let b = game.state.unit(struck).expect("on the roster").pose;
            assert_eq!((flash.mover, flash.struck), (mover, struck));
            assert_eq!(flash.at, Vec2::new(a.x + b.x, a.y + b.y) / 2.0);
        }

        // The next frame: no clash again, the flashes still shown; gone after their time.
        app.update();
        assert_eq!(clashes_this_frame(&app), 0);
        assert_eq!(flashes(&app).len(), pairs.len());
        let frames = (FLASH_SECONDS / HEADLESS_FRAME.as_secs_f32()).ceil() as usize;
        for _ in 0..frames {
            app.update();
        }
        assert!(flashes(&app).is_empty(), "each flash ends");
    }

    #[test]
    fn contacts_of_a_played_out_battle_neither_clash_nor_flash_when_it_opens() {
        let mut app = table_app("history", |app| {
            app.insert_resource(PlayOut { seed: 5, moves: 6 });
        });
        let messages = app.world().resource::<Messages<FreeMoveEvent>>();
        let contacts = messages
            .get_cursor()
            .read(messages)
            .filter(|FreeMoveEvent(event)| matches!(event, Event::Contact { .. }))
            .count();
        assert!(contacts > 0, "the play-out made contacts");
        let sounds = app.world().resource::<Messages<PlaySound>>();
        assert_eq!(
            sounds
                .get_cursor()
                .read(sounds)
                .filter(|PlaySound(cue)| *cue == Cue::Clash)
                .count(),
            0
        );
        assert!(flashes(&app).is_empty());
        app.update();
        assert_eq!(clashes_this_frame(&app), 0);
        assert!(flashes(&app).is_empty());
    }
}
