//! Makes the sounds under `assets/sounds/`, each synthesised here from a few lines of
//! arithmetic (no recordings, nothing downloaded):
//!
//! - `bell.wav`, the bell that ends a timed move: a struck bell built from the partials of a
//!   real hand bell, each decaying at its own rate;
//! - `clash.wav`, stands freezing in contact: a quarter-second clack, a band-passed noise burst
//!   (the strike) over the inharmonic modes of a struck bar (the ring of wood and metal),
//!   all dying away fast;
//! - `tick.wav`, each of the countdown's last ten seconds: a 40 ms clock tick, a click of
//!   high noise and two short high partials.
//!
//! Run with `make sounds` (or `cargo run --example make_sounds`); the files are committed, so
//! only a change to a sound needs a run. The output is deterministic: the noise comes from a
//! fixed-seed generator, so a run without changes rewrites the same bytes.

use std::f32::consts::TAU;
use std::io::Write;
use std::path::Path;

const SAMPLE_RATE: u32 = 44_100;

fn main() -> std::io::Result<()> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sounds");
    std::fs::create_dir_all(&dir)?;
    for (name, pcm) in [
        ("bell.wav", bell()),
        ("clash.wav", clash()),
        ("tick.wav", tick()),
    ] {
        let path = dir.join(name);
        write_wav(&path, &pcm)?;
        println!(
            "wrote {} ({:.3} s)",
            path.display(),
            pcm.len() as f32 / SAMPLE_RATE as f32
        );
    }
    Ok(())
}

/// Seconds of sample `index`.
fn seconds(index: usize) -> f32 {
    index as f32 / SAMPLE_RATE as f32
}

/// The bell: partials of a hand bell as (ratio to the strike note, loudness, decay per second).
fn bell() -> Vec<i16> {
    const SECONDS: f32 = 2.6;
    const STRIKE_HZ: f32 = 880.0;
    const PARTIALS: [(f32, f32, f32); 6] = [
        (0.5, 0.35, 1.2),  // hum
        (1.0, 1.0, 1.8),   // prime (the strike)
        (1.19, 0.45, 2.4), // minor third, the bell's colour
        (1.5, 0.30, 2.8),  // fifth
        (2.0, 0.35, 3.2),  // nominal
        (2.74, 0.15, 5.0), // upper partial for the clang
    ];
    let samples = (SAMPLE_RATE as f32 * SECONDS) as usize;
    let total: f32 = PARTIALS.iter().map(|(_, loudness, _)| loudness).sum();
    (0..samples)
        .map(|index| {
            let t = seconds(index);
            // A 3 ms attack so the strike clicks without a pop.
            let attack = (t / 0.003).min(1.0);
            let value: f32 = PARTIALS
                .iter()
                .map(|&(ratio, loudness, decay)| {
                    loudness * (-decay * t).exp() * (TAU * STRIKE_HZ * ratio * t).sin()
                })
                .sum::<f32>()
                / total;
            (value * attack * 0.9 * i16::MAX as f32) as i16
        })
        .collect()
}

/// The clash of two stands: a strike of band-passed noise, then the modes of a struck bar
/// (the ratios of a free-free beam, 1 : 2.76 : 5.40, so inharmonic: a clack, not a note) at
/// two pitches, as if both stands rang, each mode dying faster than the one below it.
fn clash() -> Vec<i16> {
    const SECONDS: f32 = 0.25;
    /// (frequency in Hz, loudness, decay per second).
    const MODES: [(f32, f32, f32); 6] = [
        (640.0, 0.55, 22.0),
        (640.0 * 2.756, 0.35, 30.0),
        (640.0 * 5.404, 0.18, 45.0),
        (930.0, 0.40, 26.0),
        (930.0 * 2.756, 0.25, 36.0),
        (930.0 * 5.404, 0.10, 55.0),
    ];
    let samples = (SAMPLE_RATE as f32 * SECONDS) as usize;
    let mut noise = Noise::new(0x5eed_c1a5);
    let mut band = BandPass::new(2_600.0, 2.5);
    let mut raw: Vec<f32> = (0..samples)
        .map(|index| {
            let t = seconds(index);
            let strike = band.next(noise.next()) * 2.2 * (-55.0 * t).exp();
            let ring: f32 = MODES
                .iter()
                .map(|&(hz, loudness, decay)| loudness * (-decay * t).exp() * (TAU * hz * t).sin())
                .sum();
            // A 1 ms attack, and the last 20 ms faded to silence so the end never clicks.
            let attack = (t / 0.001).min(1.0);
            let release = ((SECONDS - t) / 0.02).min(1.0);
            (strike + ring) * attack * release
        })
        .collect();
    normalise(&mut raw, 0.85);
    to_pcm(&raw)
}

/// A clock tick: a click of high-passed noise lasting a few milliseconds and two high
/// partials (an escapement's tick, not a beep) gone within 40 ms.
fn tick() -> Vec<i16> {
    const SECONDS: f32 = 0.04;
    let samples = (SAMPLE_RATE as f32 * SECONDS) as usize;
    let mut noise = Noise::new(0x71c7_0c4a);
    let mut previous = 0.0;
    let mut raw: Vec<f32> = (0..samples)
        .map(|index| {
            let t = seconds(index);
            // First difference: a crude high-pass that leaves the click bright.
            let white = noise.next();
            let click = (white - previous) * (-900.0 * t).exp();
            previous = white;
            let body = 0.8 * (-160.0 * t).exp() * (TAU * 2_150.0 * t).sin()
                + 0.45 * (-220.0 * t).exp() * (TAU * 3_400.0 * t).sin();
            let attack = (t / 0.0003).min(1.0);
            let release = ((SECONDS - t) / 0.005).min(1.0);
            (click + body) * attack * release
        })
        .collect();
    normalise(&mut raw, 0.7);
    to_pcm(&raw)
}

/// Scale so the loudest sample reaches `peak` (of full scale).
fn normalise(samples: &mut [f32], peak: f32) {
    let loudest = samples.iter().fold(0.0f32, |most, s| most.max(s.abs()));
    if loudest > 0.0 {
        for sample in samples {
            *sample *= peak / loudest;
        }
    }
}

fn to_pcm(samples: &[f32]) -> Vec<i16> {
    samples
        .iter()
        .map(|s| (s.clamp(-1.0, 1.0) * i16::MAX as f32) as i16)
        .collect()
}

/// White noise in [-1, 1) from a fixed seed (xorshift32), so every run writes the same file.
struct Noise(u32);

impl Noise {
    fn new(seed: u32) -> Self {
        Noise(seed.max(1))
    }

    fn next(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        (x as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

/// A two-pole band-pass (the RBJ cookbook's, constant peak gain) around `centre` Hz.
struct BandPass {
    b0: f32,
    b2: f32,
    a1: f32,
    a2: f32,
    x: [f32; 2],
    y: [f32; 2],
}

impl BandPass {
    fn new(centre: f32, q: f32) -> Self {
        let w = TAU * centre / SAMPLE_RATE as f32;
        let alpha = w.sin() / (2.0 * q);
        let a0 = 1.0 + alpha;
        BandPass {
            b0: alpha / a0,
            b2: -alpha / a0,
            a1: -2.0 * w.cos() / a0,
            a2: (1.0 - alpha) / a0,
            x: [0.0; 2],
            y: [0.0; 2],
        }
    }

    fn next(&mut self, input: f32) -> f32 {
        let output =
            self.b0 * input + self.b2 * self.x[1] - self.a1 * self.y[0] - self.a2 * self.y[1];
        self.x = [input, self.x[0]];
        self.y = [output, self.y[0]];
        output
    }
}

/// Mono 16-bit PCM WAV.
fn write_wav(path: &Path, pcm: &[i16]) -> std::io::Result<()> {
    let mut bytes = Vec::with_capacity(44 + pcm.len() * 2);
    let data_bytes = (pcm.len() * 2) as u32;
    bytes.extend_from_slice(b"RIFF");
    bytes.extend_from_slice(&(36 + data_bytes).to_le_bytes());
    bytes.extend_from_slice(b"WAVEfmt ");
    bytes.extend_from_slice(&16u32.to_le_bytes()); // fmt chunk size
    bytes.extend_from_slice(&1u16.to_le_bytes()); // PCM
    bytes.extend_from_slice(&1u16.to_le_bytes()); // mono
    bytes.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    bytes.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes()); // byte rate
    bytes.extend_from_slice(&2u16.to_le_bytes()); // block align
    bytes.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    bytes.extend_from_slice(b"data");
    bytes.extend_from_slice(&data_bytes.to_le_bytes());
    for sample in pcm {
        bytes.extend_from_slice(&sample.to_le_bytes());
    }
    std::fs::File::create(path)?.write_all(&bytes)
}
