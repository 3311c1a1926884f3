//! The last lines of the game's log on screen, for the big-screen layout's captions: each
//! game keeps it following its own log while the layout is on (the grid games through
//! `session::registration`, Free Move through its own), and `core::ui::captions` shows it.

use bevy::prelude::*;

/// How many of the log's last lines the big screen shows.
pub const TAIL_LINES: usize = 3;

/// The log's last lines, oldest first.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct LogTail(pub Vec<String>);

impl LogTail {
    /// Follow `log`: keep its last [`TAIL_LINES`] lines (changed only when they differ).
    pub fn follow(tail: &mut ResMut<LogTail>, log: &[String]) {
        let last = &log[log.len().saturating_sub(TAIL_LINES)..];
        if tail.0 != last {
            tail.0 = last.to_vec();
        }
    }
}

/// Run condition: the big-screen layout is on, so the game on screen keeps its log's tail.
pub fn tail_wanted(view: Res<crate::app::core::ui::view_options::ViewOptions>) -> bool {
    view.big_screen
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LogTail>();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tail_is_the_log_s_last_three_lines_or_all_of_a_short_log() {
        let mut app = App::new();
        app.init_resource::<LogTail>();
        let log: Vec<String> = (1..=5).map(|line| format!("line {line}")).collect();
        let follow = move |mut tail: ResMut<LogTail>| LogTail::follow(&mut tail, &log);
        app.add_systems(Update, follow);
        app.update();
        assert_eq!(
            app.world().resource::<LogTail>().0,
            ["line 3", "line 4", "line 5"]
        );
        let mut short = App::new();
        short.init_resource::<LogTail>();
        short.add_systems(Update, |mut tail: ResMut<LogTail>| {
            LogTail::follow(&mut tail, &["only".to_string()])
        });
        short.update();
        assert_eq!(short.world().resource::<LogTail>().0, ["only"]);
    }
}
