//! Does a screen fit its window? Read from egui's record of the last pass: every window
//! inside the screen, no widget cut off where it cannot be scrolled to, no two buttons on
//! top of each other, no button hidden under a floating window, no one-line text cut short
//! (ended with "…" or clipped by its panel's edge).

use bevy_egui::egui;

pub use super::painted_text::SeenText;
use super::scroll_viewports::last_pass_viewports;

/// Slack for rounding, in points.
const TOLERANCE: f32 = 1.0;

/// One widget as egui laid it out in the last pass.
#[derive(Debug, Clone, PartialEq)]
pub struct SeenWidget {
    pub layer: egui::LayerId,
    /// Where it was laid out.
    pub rect: egui::Rect,
    /// The part of it inside its clip rectangle: what can be seen and clicked.
    pub visible: egui::Rect,
    pub clickable: bool,
    /// The window drawn over its middle, if another layer's is (egui's own hit test).
    pub under: Option<egui::LayerId>,
    /// Its text, where egui recorded one.
    pub label: Option<String>,
}

/// What the check reads: the screen, the shown windows, the widgets, the scroll viewports.
#[derive(Debug, Clone, PartialEq)]
pub struct SeenPass {
    pub screen: egui::Rect,
    /// Every visible area (windows, popups) with its rectangle, bottom order first.
    pub areas: Vec<(egui::LayerId, egui::Rect)>,
    pub widgets: Vec<SeenWidget>,
    pub viewports: Vec<(egui::LayerId, egui::Rect)>,
    /// The text painted (see [`super::painted_text`]).
    pub texts: Vec<SeenText>,
    /// Whether a button under a floating window counts: not while a menu sits over the game
    /// on purpose.
    pub check_covering: bool,
    /// The menu window's layer, if a menu is shown: its own buttons count under a window
    /// always (a game's window must never come up over the menu).
    pub menu: Option<egui::LayerId>,
}

/// Something that does not fit.
#[derive(Debug, Clone, PartialEq)]
pub enum FitProblem {
    /// A window or popup reaches outside the screen.
    AreaOutside { rect: egui::Rect },
    /// A widget is cut off (by the screen or a panel's edge) and no scroll reaches it.
    CutOff { what: String, rect: egui::Rect },
    /// Two buttons on one layer overlap.
    Overlap { first: String, second: String },
    /// A button lies mostly under a floating window.
    Covered { what: String },
    /// A one-line text does not show whole: egui ended it with "…" (`elided`), or its
    /// panel's edge clips it.
    TextCut { text: String, elided: bool },
}

impl std::fmt::Display for FitProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let at = |rect: &egui::Rect| {
            format!(
                "({:.0},{:.0})–({:.0},{:.0})",
                rect.min.x, rect.min.y, rect.max.x, rect.max.y
            )
        };
        match self {
            FitProblem::AreaOutside { rect } => {
                write!(f, "a window at {} reaches outside the screen", at(rect))
            }
            FitProblem::CutOff { what, rect } => {
                write!(
                    f,
                    "{what} at {} is cut off and cannot be scrolled to",
                    at(rect)
                )
            }
            FitProblem::Overlap { first, second } => write!(f, "{first} overlaps {second}"),
            FitProblem::Covered { what } => write!(f, "{what} is hidden under a window"),
            FitProblem::TextCut { text, elided: true } => {
                write!(f, "{text:?} is cut short with \"…\"")
            }
            FitProblem::TextCut {
                text,
                elided: false,
            } => write!(f, "{text:?} is clipped by the edge of its panel"),
        }
    }
}

fn inside(outer: egui::Rect, inner: egui::Rect) -> bool {
    outer.expand(TOLERANCE).contains_rect(inner)
}

fn name(widget: &SeenWidget) -> String {
    match &widget.label {
        Some(label) if !label.trim().is_empty() => format!("{:?}", label.trim()),
        _ if widget.clickable => "a button".to_owned(),
        _ => "a widget".to_owned(),
    }
}

/// Whether `widget`, cut by its clip rectangle, lies in the column of a scroll viewport on
/// its layer that is itself on screen: scrolling brings it into view.
fn scrollable(pass: &SeenPass, widget: &SeenWidget) -> bool {
    pass.viewports.iter().any(|(layer, viewport)| {
        *layer == widget.layer
            && inside(pass.screen, *viewport)
            && widget.rect.min.x >= viewport.min.x - TOLERANCE
            && widget.rect.max.x <= viewport.max.x + TOLERANCE
    })
}

/// Whether `text`, one line clipped top or bottom only, lies in the column of a scroll
/// viewport on screen that reaches it: scrolling shows it whole.
fn text_scrollable(pass: &SeenPass, text: &SeenText) -> bool {
    let across = text.rect.min.x >= text.clip.min.x - TOLERANCE
        && text.rect.max.x <= text.clip.max.x + TOLERANCE;
    across
        && pass.viewports.iter().any(|(_, viewport)| {
            inside(pass.screen, *viewport)
                && text.rect.min.x >= viewport.min.x - TOLERANCE
                && text.rect.max.x <= viewport.max.x + TOLERANCE
                && viewport.expand(TOLERANCE).intersects(text.rect)
        })
}

/// Whether a widget laid `text` out (a label, a button's caption, a cell of a table): a
/// widget no taller than a few of its lines holds all of it (where it was laid out, before
/// any clip). Text a painter puts on a board (a hex's number, a unit's name) is cut by the
/// board's edge as the board pans, on purpose.
fn laid_out_by_a_widget(pass: &SeenPass, text: &SeenText) -> bool {
    pass.widgets.iter().any(|widget| {
        widget.rect.expand(2.0 * TOLERANCE).contains_rect(text.rect)
            && widget.rect.height() <= 4.0 * text.rect.height().max(1.0)
    })
}

/// Whether a widget's text is cut short: ended with "…", or one line partly shown, its clip
/// (or the screen) cutting the rest, where no scroll brings it whole. A text wholly out of
/// sight (scrolled away) is the widget check's to judge.
fn text_cut(pass: &SeenPass, text: &SeenText) -> bool {
    if !laid_out_by_a_widget(pass, text) {
        return false;
    }
    if text.elided {
        return true;
    }
    let shown_in = text.clip.intersect(pass.screen);
    let shown = text.rect.intersect(shown_in);
    text.single_line
        && shown.width() > TOLERANCE
        && shown.height() > TOLERANCE
        && !inside(shown_in, text.rect)
        && !text_scrollable(pass, text)
}

/// Every way the pass does not fit its screen.
pub fn fit_problems(pass: &SeenPass) -> Vec<FitProblem> {
    let mut problems = Vec::new();
    for (_, rect) in &pass.areas {
        if !inside(pass.screen, *rect) {
            problems.push(FitProblem::AreaOutside { rect: *rect });
        }
    }
    let shown: Vec<&SeenWidget> = pass
        .widgets
        .iter()
        .filter(|widget| widget.rect.width() > TOLERANCE && widget.rect.height() > TOLERANCE)
        .collect();
    for widget in &shown {
        let whole = inside(pass.screen, widget.rect) && inside(widget.visible, widget.rect);
        if !whole && !scrollable(pass, widget) {
            problems.push(FitProblem::CutOff {
                what: name(widget),
                rect: widget.rect,
            });
        }
    }
    let buttons: Vec<&&SeenWidget> = shown
        .iter()
        .filter(|widget| widget.clickable && widget.visible.area() > 0.0)
        .collect();
    for (index, first) in buttons.iter().enumerate() {
        for second in &buttons[index + 1..] {
            let overlap = first.visible.intersect(second.visible);
            let nested =
                first.rect.contains_rect(second.rect) || second.rect.contains_rect(first.rect);
            if first.layer == second.layer
                && !nested
                && overlap.width() > 2.0 * TOLERANCE
                && overlap.height() > 2.0 * TOLERANCE
            {
                problems.push(FitProblem::Overlap {
                    first: name(first),
                    second: name(second),
                });
            }
        }
    }
    for button in buttons.iter().filter(|button| button.under.is_some()) {
        if pass.check_covering || pass.menu == Some(button.layer) {
            problems.push(FitProblem::Covered { what: name(button) });
        }
    }
    for text in pass.texts.iter().filter(|text| text_cut(pass, text)) {
        let problem = FitProblem::TextCut {
            text: text.text.trim().to_owned(),
            elided: text.elided,
        };
        if !problems.contains(&problem) {
            problems.push(problem);
        }
    }
    problems
}

/// Whether a widget of this type is a control a player clicks: not a label (egui's labels
/// sense clicks to select their text), a window's or a scroll area's own surface.
fn is_control(kind: egui::WidgetType) -> bool {
    use egui::WidgetType as Kind;
    matches!(
        kind,
        Kind::Link
            | Kind::TextEdit
            | Kind::Button
            | Kind::Checkbox
            | Kind::RadioButton
            | Kind::SelectableLabel
            | Kind::ComboBox
            | Kind::Slider
            | Kind::DragValue
            | Kind::CollapsingHeader
    )
}

/// Read the last pass from egui: call during a pass (the widget record of the previous
/// one is complete then). Labels are only recorded in debug builds with egui's
/// `show_interactive_widgets` on. The texts are the last pass's too, once
/// [`super::painted_text::record_painted_text`] has been called.
pub fn seen_last_pass(ctx: &egui::Context, check_covering: bool) -> SeenPass {
    let widgets = ctx.viewport(|viewport| {
        let record = &viewport.prev_pass.widgets;
        record
            .layers()
            .flat_map(|(_, widgets)| widgets.iter())
            .map(|widget| {
                let info = record.info(widget.id);
                SeenWidget {
                    layer: widget.layer_id,
                    rect: widget.rect,
                    visible: widget.interact_rect,
                    clickable: widget.sense.senses_click()
                        && info.is_some_and(|info| is_control(info.typ)),
                    under: None,
                    label: info.and_then(|info| info.label.clone()),
                }
            })
            .collect::<Vec<_>>()
    });
    let (areas, visible) = ctx.memory(|memory| {
        let visible = memory.areas().visible_layer_ids();
        let mut areas = visible
            .iter()
            .filter(|layer| matches!(layer.order, egui::Order::Middle | egui::Order::Foreground))
            .filter_map(|layer| Some((*layer, memory.area_rect(layer.id)?)))
            .collect::<Vec<_>>();
        areas.sort_by_key(|(layer, _)| layer.order);
        (areas, visible)
    });
    let widgets = widgets
        .into_iter()
        .map(|widget| SeenWidget {
            // Asked outside the viewport's lock: the layer egui would hit at its middle.
            under: ctx
                .layer_id_at(widget.visible.center())
                .filter(|layer| *layer != widget.layer),
            ..widget
        })
        .filter(|widget| {
            widget.layer.order == egui::Order::Background || visible.contains(&widget.layer)
        })
        .filter(|widget| {
            !matches!(
                widget.layer.order,
                egui::Order::Tooltip | egui::Order::Debug
            )
        })
        .collect();
    SeenPass {
        screen: ctx.content_rect(),
        areas,
        widgets,
        viewports: last_pass_viewports(ctx),
        texts: super::painted_text::last_pass_texts(ctx),
        check_covering,
        menu: super::widgets::menu_layer(ctx),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect(x: f32, y: f32, w: f32, h: f32) -> egui::Rect {
        egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(w, h))
    }

    fn button(layer: egui::LayerId, at: egui::Rect, label: &str) -> SeenWidget {
        SeenWidget {
            layer,
            rect: at,
            visible: at,
            clickable: true,
            under: None,
            label: Some(label.to_owned()),
        }
    }

    fn screen() -> SeenPass {
        SeenPass {
            screen: rect(0.0, 0.0, 640.0, 400.0),
            areas: Vec::new(),
            widgets: Vec::new(),
            viewports: Vec::new(),
            texts: Vec::new(),
            check_covering: true,
            menu: None,
        }
    }

    /// A label: its text, and the widget egui laid it out as.
    fn label(pass: &mut SeenPass, at: egui::Rect, clip: egui::Rect, words: &str) {
        pass.texts.push(SeenText {
            text: words.to_owned(),
            rect: at,
            clip,
            elided: false,
            single_line: true,
        });
        pass.widgets.push(SeenWidget {
            layer: egui::LayerId::background(),
            rect: at,
            visible: at.intersect(clip),
            clickable: false,
            under: None,
            label: Some(words.to_owned()),
        });
    }

    #[test]
    fn a_label_ended_with_an_ellipsis_is_cut_and_a_whole_one_is_not() {
        let mut pass = screen();
        let panel = rect(0.0, 0.0, 300.0, 400.0);
        label(&mut pass, rect(10.0, 10.0, 120.0, 20.0), panel, "Settings");
        assert!(fit_problems(&pass).is_empty(), "{:?}", fit_problems(&pass));
        let words = "Resume Soldiers: 2. Morhange";
        label(&mut pass, rect(10.0, 40.0, 280.0, 20.0), panel, words);
        pass.texts[1].elided = true;
        assert_eq!(
            fit_problems(&pass),
            vec![FitProblem::TextCut {
                text: words.into(),
                elided: true
            }]
        );
    }

    #[test]
    fn a_label_past_its_panel_s_edge_is_clipped_unless_a_scroll_reaches_it() {
        let mut pass = screen();
        let panel = rect(0.0, 0.0, 300.0, 200.0);
        // Player 2's column runs 40 points past the panel's right edge.
        let words = "arrow keys, pad left stick";
        label(&mut pass, rect(200.0, 10.0, 140.0, 20.0), panel, words);
        let clipped = vec![FitProblem::TextCut {
            text: words.into(),
            elided: false,
        }];
        // (The label's widget is cut off too: that check names it "a widget".)
        assert!(
            fit_problems(&pass).ends_with(&clipped),
            "{:?}",
            fit_problems(&pass)
        );
        // Half under the panel's bottom edge, in a scroll area's column: scrolling shows it.
        let mut pass = screen();
        label(
            &mut pass,
            rect(10.0, 190.0, 140.0, 20.0),
            panel,
            "Hold to grab",
        );
        assert_eq!(fit_problems(&pass).len(), 2, "no scroll area: clipped");
        pass.viewports
            .push((egui::LayerId::background(), rect(0.0, 0.0, 300.0, 200.0)));
        assert!(fit_problems(&pass).is_empty(), "{:?}", fit_problems(&pass));
    }

    #[test]
    fn a_paragraph_and_a_board_s_painted_number_are_not_labels_cut_short() {
        let mut pass = screen();
        let panel = rect(0.0, 0.0, 300.0, 200.0);
        // Two lines of a paragraph, the second under the panel's edge (its widget is the
        // cut-off check's, and is left out here).
        label(
            &mut pass,
            rect(10.0, 180.0, 140.0, 40.0),
            panel,
            "A paragraph",
        );
        pass.texts[0].single_line = false;
        pass.widgets[0].visible = pass.widgets[0].rect;
        assert!(fit_problems(&pass).is_empty(), "{:?}", fit_problems(&pass));
        pass.texts[0].single_line = true;
        assert_eq!(fit_problems(&pass).len(), 1, "one line would be cut");
        pass.texts.clear();
        pass.widgets.clear();
        // A hex's number half off the screen's edge, painted on the board (no widget of
        // its own; the board's is the screen's size, and a panel's button beside it holds
        // its middle but not all of it).
        pass.texts.push(SeenText {
            text: "2420".into(),
            rect: rect(630.0, 100.0, 30.0, 14.0),
            clip: pass.screen,
            elided: false,
            single_line: true,
        });
        assert!(fit_problems(&pass).is_empty(), "{:?}", fit_problems(&pass));
        pass.widgets.push(SeenWidget {
            layer: egui::LayerId::background(),
            rect: pass.screen,
            visible: pass.screen,
            clickable: false,
            under: None,
            label: None,
        });
        assert!(fit_problems(&pass).is_empty(), "{:?}", fit_problems(&pass));
        pass.widgets.push(SeenWidget {
            layer: egui::LayerId::background(),
            rect: rect(600.0, 90.0, 40.0, 30.0),
            visible: rect(600.0, 90.0, 40.0, 30.0),
            clickable: false,
            under: None,
            label: Some("Fire".into()),
        });
        assert!(fit_problems(&pass).is_empty(), "{:?}", fit_problems(&pass));
        // The same number as a label of its own is cut.
        let whole_screen = pass.screen;
        label(
            &mut pass,
            rect(630.0, 100.0, 30.0, 14.0),
            whole_screen,
            "2420",
        );
        assert!(
            fit_problems(&pass).contains(&FitProblem::TextCut {
                text: "2420".into(),
                elided: false
            }),
            "{:?}",
            fit_problems(&pass)
        );
    }

    #[test]
    fn a_button_below_the_window_is_cut_off_and_one_inside_is_not() {
        let layer = egui::LayerId::background();
        let mut pass = screen();
        pass.widgets
            .push(button(layer, rect(10.0, 350.0, 100.0, 30.0), "Save"));
        assert!(fit_problems(&pass).is_empty(), "{:?}", fit_problems(&pass));
        let mut quit = button(layer, rect(10.0, 390.0, 100.0, 30.0), "Quit");
        quit.visible = rect(10.0, 390.0, 100.0, 10.0);
        pass.widgets.push(quit);
        assert_eq!(
            fit_problems(&pass),
            vec![FitProblem::CutOff {
                what: "\"Quit\"".into(),
                rect: rect(10.0, 390.0, 100.0, 30.0)
            }]
        );
    }

    #[test]
    fn a_button_scrolled_out_of_a_viewport_on_screen_can_be_reached() {
        let layer = egui::LayerId::background();
        let mut pass = screen();
        let mut far = button(layer, rect(10.0, 900.0, 100.0, 30.0), "Load");
        far.visible = egui::Rect::NOTHING;
        pass.widgets.push(far);
        assert_eq!(fit_problems(&pass).len(), 1, "no scroll area: cut off");
        pass.viewports.push((layer, rect(0.0, 100.0, 200.0, 300.0)));
        assert!(fit_problems(&pass).is_empty(), "{:?}", fit_problems(&pass));
        // A viewport that itself runs off the screen does not help.
        pass.viewports[0].1 = rect(0.0, 100.0, 200.0, 800.0);
        assert_eq!(fit_problems(&pass).len(), 1);
    }

    #[test]
    fn a_window_reaching_past_the_screen_is_reported() {
        let window = egui::LayerId::new(egui::Order::Middle, egui::Id::new("w"));
        let mut pass = screen();
        pass.areas.push((window, rect(100.0, 50.0, 300.0, 300.0)));
        assert!(fit_problems(&pass).is_empty());
        pass.areas[0].1 = rect(100.0, 50.0, 300.0, 420.0);
        assert_eq!(
            fit_problems(&pass),
            vec![FitProblem::AreaOutside {
                rect: rect(100.0, 50.0, 300.0, 420.0)
            }]
        );
    }

    #[test]
    fn overlapping_buttons_are_reported_and_neighbours_are_not() {
        let layer = egui::LayerId::background();
        let mut pass = screen();
        pass.widgets
            .push(button(layer, rect(10.0, 10.0, 100.0, 30.0), "Save"));
        pass.widgets
            .push(button(layer, rect(110.0, 10.0, 100.0, 30.0), "Load"));
        assert!(fit_problems(&pass).is_empty());
        pass.widgets
            .push(button(layer, rect(60.0, 20.0, 100.0, 30.0), "Log"));
        let problems = fit_problems(&pass);
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert_eq!(
            problems[0],
            FitProblem::Overlap {
                first: "\"Save\"".into(),
                second: "\"Log\"".into()
            }
        );
    }

    #[test]
    fn a_panel_button_under_a_floating_window_is_covered_unless_a_menu_is_meant_to_be_there() {
        let panel = egui::LayerId::background();
        let window = egui::LayerId::new(egui::Order::Middle, egui::Id::new("timer"));
        let mut pass = screen();
        pass.widgets
            .push(button(panel, rect(10.0, 10.0, 100.0, 30.0), "Roster"));
        pass.areas.push((window, rect(200.0, 0.0, 200.0, 200.0)));
        assert!(fit_problems(&pass).is_empty());
        // The timer's window moves over the button's middle.
        pass.areas[0].1 = rect(0.0, 0.0, 200.0, 200.0);
        pass.widgets[0].under = Some(window);
        assert_eq!(
            fit_problems(&pass),
            vec![FitProblem::Covered {
                what: "\"Roster\"".into()
            }]
        );
        pass.check_covering = false;
        assert!(fit_problems(&pass).is_empty());
    }

    #[test]
    fn a_menu_button_under_a_game_s_window_is_covered_even_with_the_menu_open() {
        let menu = egui::LayerId::new(egui::Order::Middle, egui::Id::new("Settings"));
        let window = egui::LayerId::new(egui::Order::Middle, egui::Id::new("clock"));
        let mut pass = screen();
        pass.check_covering = false;
        pass.menu = Some(menu);
        pass.widgets
            .push(button(menu, rect(200.0, 100.0, 200.0, 40.0), "Back"));
        pass.areas.push((window, rect(0.0, 0.0, 640.0, 80.0)));
        assert!(fit_problems(&pass).is_empty(), "the clock above the menu");
        // The companion's clock, made anew at a new scale, comes up over the menu.
        pass.areas[0].1 = rect(0.0, 0.0, 640.0, 200.0);
        pass.widgets[0].under = Some(window);
        assert_eq!(
            fit_problems(&pass),
            vec![FitProblem::Covered {
                what: "\"Back\"".into()
            }]
        );
    }
}
