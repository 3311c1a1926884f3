//! The text egui painted in the last pass, for the fit check: each single-line text (a
//! label, a button's caption) with where its glyphs lie, the rectangle it was clipped to and
//! whether egui cut it short with "…". Read from the pass's shapes as they leave egui (an
//! egui plugin's output hook), so every text counts, whichever widget or painter drew it.

use bevy_egui::egui;

/// One text as egui painted it.
#[derive(Debug, Clone, PartialEq)]
pub struct SeenText {
    /// The whole text (an elided one's too, not only what shows).
    pub text: String,
    /// Where its glyphs lie, in points.
    pub rect: egui::Rect,
    /// What it was clipped to: only the part inside shows.
    pub clip: egui::Rect,
    /// egui cut it short and ended it with "…".
    pub elided: bool,
    /// It is one line (a label or a caption), not a wrapped paragraph.
    pub single_line: bool,
}

/// Every text among `shapes` (nested ones too), with no rotated or empty ones.
pub fn painted_texts(shapes: &[egui::epaint::ClippedShape]) -> Vec<SeenText> {
    let mut texts = Vec::new();
    for clipped in shapes {
        collect(&clipped.shape, clipped.clip_rect, &mut texts);
    }
    texts
}

fn collect(shape: &egui::Shape, clip: egui::Rect, texts: &mut Vec<SeenText>) {
    match shape {
        egui::Shape::Vec(shapes) => {
            for shape in shapes {
                collect(shape, clip, texts);
            }
        }
        egui::Shape::Text(text) if text.angle == 0.0 && !text.galley.is_empty() => {
            let galley = &text.galley;
            let lines = galley
                .rows
                .iter()
                .filter(|row| !row.row.glyphs.is_empty())
                .count();
            texts.push(SeenText {
                text: galley.text().to_owned(),
                rect: galley.mesh_bounds.translate(text.pos.to_vec2()),
                clip,
                elided: galley.elided,
                single_line: lines == 1,
            });
        }
        _ => {}
    }
}

/// The egui plugin that keeps the last pass's texts.
#[derive(Default)]
struct TextRecord {
    last_pass: Vec<SeenText>,
}

impl egui::Plugin for TextRecord {
    fn debug_name(&self) -> &'static str {
        "muster painted text"
    }

    fn output_hook(&mut self, _ctx: &egui::Context, output: &mut egui::FullOutput) {
        self.last_pass = painted_texts(&output.shapes);
    }
}

/// Start keeping each pass's texts (again and again is harmless: egui adds a plugin once).
pub fn record_painted_text(ctx: &egui::Context) {
    ctx.add_plugin(TextRecord::default());
}

/// The texts of the last finished pass; none before [`record_painted_text`].
pub fn last_pass_texts(ctx: &egui::Context) -> Vec<SeenText> {
    ctx.with_plugin(|record: &mut TextRecord| record.last_pass.clone())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One pass of `draw` in a 400×300 window, and the texts it painted.
    fn texts_of(draw: impl FnMut(&mut egui::Ui)) -> Vec<SeenText> {
        let ctx = egui::Context::default();
        record_painted_text(&ctx);
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(400.0, 300.0),
            )),
            ..Default::default()
        };
        let mut draw = draw;
        ctx.run_ui(input, |ui| {
            egui::Frame::central_panel(ui.style()).show(ui, |ui| draw(ui));
        })
        .drop_without_applying_deltas();
        last_pass_texts(&ctx)
    }

    fn find<'a>(texts: &'a [SeenText], start: &str) -> &'a SeenText {
        texts
            .iter()
            .find(|text| text.text.starts_with(start))
            .unwrap_or_else(|| panic!("no text {start:?} in {texts:?}"))
    }

    #[test]
    fn a_truncated_label_reads_as_elided_and_a_short_one_does_not() {
        let texts = texts_of(|ui| {
            ui.label("Short");
            ui.add(egui::Label::new("A long caption that cannot fit ".repeat(6)).truncate());
        });
        let short = find(&texts, "Short");
        assert!(!short.elided && short.single_line, "{short:?}");
        let long = find(&texts, "A long caption");
        assert!(long.elided && long.single_line, "{long:?}");
    }

    #[test]
    fn a_label_past_its_clip_rect_shows_it_and_a_wrapped_one_is_not_single_line() {
        let texts = texts_of(|ui| {
            ui.label("Wrapped and long enough to take several lines here ".repeat(4));
            ui.scope(|ui| {
                ui.set_clip_rect(egui::Rect::from_min_size(
                    ui.cursor().min,
                    egui::vec2(40.0, 40.0),
                ));
                ui.horizontal(|ui| ui.label("Player 2: arrow keys"));
            });
        });
        assert!(!find(&texts, "Wrapped").single_line);
        let cut = find(&texts, "Player 2");
        assert!(cut.single_line && !cut.elided, "{cut:?}");
        assert!(cut.rect.max.x > cut.clip.max.x, "{cut:?}");
    }
}
