//! Makes `assets/sounds/bell.wav`, the bell that ends a timed move: a struck bell built from
//! the partials of a real hand bell, each decaying at its own rate. Run with
//! `cargo run --example make_bell`; the file is committed, so only a change to the sound
//! needs a run.

use std::f32::consts::TAU;
use std::io::Write;

const SAMPLE_RATE: u32 = 44_100;
const SECONDS: f32 = 2.6;
/// The strike note, and bell partials as (ratio to the strike note, loudness, decay per second).
const STRIKE_HZ: f32 = 880.0;
const PARTIALS: [(f32, f32, f32); 6] = [
    (0.5, 0.35, 1.2),  // hum
    (1.0, 1.0, 1.8),   // prime (the strike)
    (1.19, 0.45, 2.4), // minor third, the bell's colour
    (1.5, 0.30, 2.8),  // fifth
    (2.0, 0.35, 3.2),  // nominal
    (2.74, 0.15, 5.0), // upper partial for the clang
];

fn main() -> std::io::Result<()> {
    let samples = (SAMPLE_RATE as f32 * SECONDS) as usize;
    let mut pcm = Vec::with_capacity(samples);
    let total: f32 = PARTIALS.iter().map(|(_, loudness, _)| loudness).sum();
    for index in 0..samples {
        let t = index as f32 / SAMPLE_RATE as f32;
        // A 3 ms attack so the strike clicks without a pop.
        let attack = (t / 0.003).min(1.0);
        let value: f32 = PARTIALS
            .iter()
            .map(|&(ratio, loudness, decay)| {
                loudness * (-decay * t).exp() * (TAU * STRIKE_HZ * ratio * t).sin()
            })
            .sum::<f32>()
            / total;
        pcm.push((value * attack * 0.9 * i16::MAX as f32) as i16);
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sounds/bell.wav");
    std::fs::create_dir_all(path.parent().expect("assets/sounds has a parent"))?;
    let mut file = std::fs::File::create(&path)?;
    let data_bytes = (pcm.len() * 2) as u32;
    file.write_all(b"RIFF")?;
    file.write_all(&(36 + data_bytes).to_le_bytes())?;
    file.write_all(b"WAVEfmt ")?;
    file.write_all(&16u32.to_le_bytes())?; // fmt chunk size
    file.write_all(&1u16.to_le_bytes())?; // PCM
    file.write_all(&1u16.to_le_bytes())?; // mono
    file.write_all(&SAMPLE_RATE.to_le_bytes())?;
    file.write_all(&(SAMPLE_RATE * 2).to_le_bytes())?; // byte rate
    file.write_all(&2u16.to_le_bytes())?; // block align
    file.write_all(&16u16.to_le_bytes())?; // bits per sample
    file.write_all(b"data")?;
    file.write_all(&data_bytes.to_le_bytes())?;
    for sample in pcm {
        file.write_all(&sample.to_le_bytes())?;
    }
    println!("wrote {}", path.display());
    Ok(())
}
