//! egui_plot, the way Muster draws a chart in a panel: one line (with a dot at each step)
//! per series over whole-number steps, both axes named, a legend, and no dragging or
//! zooming inside the chart (a panel's chart is read, not explored).

use ::egui_plot::{Corner, GridMark, Legend, Line, MarkerShape, Plot, PlotPoints, Points};
use bevy_egui::egui;

/// One line of a chart: its name in the legend, its colour and its value at each step
/// (step 0 first).
#[derive(Debug, Clone, PartialEq)]
pub struct StepSeries<'a> {
    pub name: &'a str,
    pub colour: egui::Color32,
    pub values: Vec<f64>,
}

/// The names of a chart's axes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Axes<'a> {
    pub x: &'a str,
    pub y: &'a str,
}

/// A chart `height` points tall of `series` over steps 0, 1, 2…, the y axis from zero, the
/// legend in the bottom-left corner (the series' order) where falling totals rarely reach.
pub fn step_chart(
    ui: &mut egui::Ui,
    id: &str,
    axes: Axes<'_>,
    height: f32,
    series: &[StepSeries<'_>],
) -> egui::Response {
    let steps = series
        .iter()
        .map(|line| line.values.len())
        .max()
        .unwrap_or(0);
    Plot::new(id)
        .height(height)
        .x_axis_label(axes.x)
        .y_axis_label(axes.y)
        .x_axis_formatter(whole_steps)
        .y_axis_formatter(whole_steps)
        .legend(
            Legend::default()
                .position(Corner::LeftBottom)
                .follow_insertion_order(true),
        )
        .include_x(0.0)
        .include_x(steps.saturating_sub(1).max(1) as f64)
        .include_y(0.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show(ui, |plot| {
            for line in series {
                let points = || -> PlotPoints<'static> {
                    line.values
                        .iter()
                        .enumerate()
                        .map(|(step, value)| [step as f64, *value])
                        .collect()
                };
                plot.line(Line::new(line.name, points()).color(line.colour).width(3.0));
                plot.points(
                    Points::new(line.name, points())
                        .color(line.colour)
                        .shape(MarkerShape::Circle)
                        .filled(true)
                        .radius(3.5),
                );
            }
        })
        .response
}

/// Tick labels at whole numbers only: steps and points are counted, never fractions.
fn whole_steps(mark: GridMark, _range: &std::ops::RangeInclusive<f64>) -> String {
    if mark.value.fract().abs() < 1e-9 {
        format!("{:.0}", mark.value)
    } else {
        String::new()
    }
}
