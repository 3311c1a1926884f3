//! Every scroll area goes through [`show_scrolled`], which remembers where its viewport was
//! drawn: the fit check tells content a player can scroll to (cut by a viewport's edge)
//! from content cut off by the window's edge, which no one can reach.

use bevy_egui::egui;

/// The viewports of the pass being drawn and of the one before.
#[derive(Clone, Default)]
struct Viewports {
    pass: u64,
    this_pass: Vec<(egui::LayerId, egui::Rect)>,
    last_pass: Vec<(egui::LayerId, egui::Rect)>,
}

fn key() -> egui::Id {
    egui::Id::new("muster scroll viewports")
}

/// Show `area` in `ui`, remembering its viewport for the fit check.
pub fn show_scrolled<R>(
    ui: &mut egui::Ui,
    area: egui::ScrollArea,
    add_contents: impl FnOnce(&mut egui::Ui) -> R,
) -> egui::scroll_area::ScrollAreaOutput<R> {
    let output = area.show(ui, add_contents);
    remember(ui.ctx(), ui.layer_id(), output.inner_rect);
    output
}

fn remember(ctx: &egui::Context, layer: egui::LayerId, viewport: egui::Rect) {
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|data| {
        let viewports = data.get_temp_mut_or_default::<Viewports>(key());
        roll_over(viewports, pass);
        viewports.this_pass.push((layer, viewport));
    });
}

/// Start a new pass's list when `pass` is newer than the one being kept.
fn roll_over(viewports: &mut Viewports, pass: u64) {
    if viewports.pass == pass {
        return;
    }
    viewports.last_pass = if viewports.pass + 1 == pass {
        std::mem::take(&mut viewports.this_pass)
    } else {
        viewports.this_pass.clear();
        Vec::new()
    };
    viewports.pass = pass;
}

/// The viewports drawn in the last finished pass (the one egui's widget rectangles of the
/// previous pass belong to).
pub fn last_pass_viewports(ctx: &egui::Context) -> Vec<(egui::LayerId, egui::Rect)> {
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|data| {
        let viewports = data.get_temp_mut_or_default::<Viewports>(key());
        roll_over(viewports, pass);
        viewports.last_pass.clone()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pass_hands_its_viewports_to_the_next_and_forgets_older_ones() {
        let layer = egui::LayerId::background();
        let rect = egui::Rect::from_min_size(egui::pos2(1.0, 2.0), egui::vec2(3.0, 4.0));
        let mut viewports = Viewports::default();
        roll_over(&mut viewports, 5);
        viewports.this_pass.push((layer, rect));
        roll_over(&mut viewports, 6);
        assert_eq!(viewports.last_pass, vec![(layer, rect)]);
        assert!(viewports.this_pass.is_empty());
        roll_over(&mut viewports, 9);
        assert!(
            viewports.last_pass.is_empty(),
            "a pass with no scroll areas between"
        );
    }
}
