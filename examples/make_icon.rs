//! Makes `packaging/muster.png`, the 256×256 icon the packages install: a wargame table seen
//! from above (green cloth in a wooden frame), a line of red stands facing a line of blue
//! ones across it, and a swallow-tailed banner on a pole planted at the red line's end.
//!
//! Drawn here from a few shapes with 4×4 samples a pixel (smooth edges), written as a PNG by
//! hand (fixed-Huffman deflate, repeats of the pixel to the left or above), so no image crate
//! is needed. Run with `cargo run --example make_icon`; the file is committed, so only a
//! change to the picture needs a run. The output is deterministic.

use std::path::Path;

const SIZE: usize = 256;
const SAMPLES: usize = 4;

type Rgba = [u8; 4];

const WOOD_DARK: Rgba = [92, 58, 30, 255];
const WOOD: Rgba = [150, 98, 52, 255];
const CLOTH: Rgba = [70, 132, 64, 255];
const CLOTH_LIGHT: Rgba = [92, 156, 80, 255];
const RED: Rgba = [196, 44, 40, 255];
const RED_DARK: Rgba = [120, 24, 22, 255];
const BLUE: Rgba = [44, 84, 186, 255];
const BLUE_DARK: Rgba = [22, 44, 112, 255];
const POLE: Rgba = [60, 40, 24, 255];
const GOLD: Rgba = [232, 184, 48, 255];
const BANNER: Rgba = [210, 36, 36, 255];
const SHADOW: Rgba = [0, 0, 0, 70];

/// A shape: whether the point (in pixels, y down) is inside it.
type Inside = Box<dyn Fn(f32, f32) -> bool>;

fn rounded_rect(x0: f32, y0: f32, x1: f32, y1: f32, radius: f32) -> Inside {
    Box::new(move |x, y| {
        if x < x0 || x > x1 || y < y0 || y > y1 {
            return false;
        }
        let cx = x.clamp(x0 + radius, x1 - radius);
        let cy = y.clamp(y0 + radius, y1 - radius);
        (x - cx).powi(2) + (y - cy).powi(2) <= radius * radius
    })
}

fn rect(x0: f32, y0: f32, x1: f32, y1: f32) -> Inside {
    rounded_rect(x0, y0, x1, y1, 0.0)
}

fn circle(cx: f32, cy: f32, radius: f32) -> Inside {
    Box::new(move |x, y| (x - cx).powi(2) + (y - cy).powi(2) <= radius * radius)
}

/// A polygon by the even-odd rule.
fn polygon(points: &'static [(f32, f32)]) -> Inside {
    Box::new(move |x, y| {
        let mut inside = false;
        let mut j = points.len() - 1;
        for i in 0..points.len() {
            let (xi, yi) = points[i];
            let (xj, yj) = points[j];
            if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
                inside = !inside;
            }
            j = i;
        }
        inside
    })
}

/// The shapes in painting order, last on top.
fn shapes() -> Vec<(Inside, Rgba)> {
    let mut shapes: Vec<(Inside, Rgba)> = vec![
        (rounded_rect(14.0, 70.0, 246.0, 246.0, 22.0), SHADOW),
        (rounded_rect(8.0, 62.0, 240.0, 238.0, 22.0), WOOD_DARK),
        (rounded_rect(12.0, 66.0, 236.0, 234.0, 19.0), WOOD),
        (rounded_rect(26.0, 80.0, 222.0, 220.0, 10.0), CLOTH),
        (rounded_rect(90.0, 130.0, 160.0, 166.0, 18.0), CLOTH_LIGHT),
    ];
    // Four stands a side: a base with a darker front edge facing the enemy.
    for i in 0..4 {
        let x = 62.0 + i as f32 * 38.0;
        shapes.push((rect(x, 98.0, x + 32.0, 120.0), RED));
        shapes.push((rect(x, 114.0, x + 32.0, 120.0), RED_DARK));
        shapes.push((rect(x, 180.0, x + 32.0, 202.0), BLUE));
        shapes.push((rect(x, 180.0, x + 32.0, 186.0), BLUE_DARK));
    }
    // The banner: a pole from the table up past its edge, a swallow-tailed flag, a gold finial.
    shapes.push((rect(40.0, 14.0, 47.0, 124.0), POLE));
    shapes.push((circle(43.5, 124.0, 7.0), POLE));
    const FLAG: &[(f32, f32)] = &[
        (47.0, 18.0),
        (128.0, 24.0),
        (108.0, 44.0),
        (128.0, 64.0),
        (47.0, 66.0),
    ];
    shapes.push((polygon(FLAG), BANNER));
    const STRIPE: &[(f32, f32)] = &[(47.0, 36.0), (110.0, 38.0), (114.0, 46.0), (47.0, 48.0)];
    shapes.push((polygon(STRIPE), GOLD));
    shapes.push((circle(43.5, 12.0, 7.0), GOLD));
    shapes
}

/// Paint `colour` over `under` (straight alpha).
fn over(under: [f32; 4], colour: Rgba) -> [f32; 4] {
    let alpha = f32::from(colour[3]) / 255.0;
    let out_alpha = alpha + under[3] * (1.0 - alpha);
    if out_alpha <= 0.0 {
        return [0.0; 4];
    }
    let mut out = [0.0; 4];
    for channel in 0..3 {
        let top = f32::from(colour[channel]) / 255.0;
        out[channel] = (top * alpha + under[channel] * under[3] * (1.0 - alpha)) / out_alpha;
    }
    out[3] = out_alpha;
    out
}

/// The picture, RGBA rows top to bottom.
fn draw() -> Vec<u8> {
    let shapes = shapes();
    let mut pixels = Vec::with_capacity(SIZE * SIZE * 4);
    for py in 0..SIZE {
        for px in 0..SIZE {
            let mut sum = [0.0f32; 4];
            for sy in 0..SAMPLES {
                for sx in 0..SAMPLES {
                    let x = px as f32 + (sx as f32 + 0.5) / SAMPLES as f32;
                    let y = py as f32 + (sy as f32 + 0.5) / SAMPLES as f32;
                    let mut colour = [0.0f32; 4];
                    for (inside, paint) in &shapes {
                        if inside(x, y) {
                            colour = over(colour, *paint);
                        }
                    }
                    // Premultiplied for averaging.
                    for channel in 0..3 {
                        sum[channel] += colour[channel] * colour[3];
                    }
                    sum[3] += colour[3];
                }
            }
            let count = (SAMPLES * SAMPLES) as f32;
            let alpha = sum[3] / count;
            for premultiplied in &sum[..3] {
                let value = if alpha > 0.0 {
                    premultiplied / count / alpha
                } else {
                    0.0
                };
                pixels.push((value * 255.0).round() as u8);
            }
            pixels.push((alpha * 255.0).round() as u8);
        }
    }
    pixels
}

fn main() -> std::io::Result<()> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("packaging/muster.png");
    let png = png::encode_rgba(SIZE as u32, SIZE as u32, &draw());
    std::fs::write(&path, png)?;
    println!("{}", path.display());
    Ok(())
}

/// Just enough of PNG and deflate to write an RGBA picture.
mod png {
    pub fn encode_rgba(width: u32, height: u32, pixels: &[u8]) -> Vec<u8> {
        let stride = width as usize * 4;
        let mut raw = Vec::with_capacity(pixels.len() + height as usize);
        for row in pixels.chunks(stride) {
            raw.push(0); // filter: none
            raw.extend_from_slice(row);
        }
        let mut header = Vec::new();
        header.extend_from_slice(&width.to_be_bytes());
        header.extend_from_slice(&height.to_be_bytes());
        header.extend_from_slice(&[8, 6, 0, 0, 0]); // 8 bits, RGBA, deflate, no filter, no interlace
        let mut out = vec![0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];
        chunk(&mut out, b"IHDR", &header);
        chunk(&mut out, b"IDAT", &zlib(&raw, &[4, stride + 1]));
        chunk(&mut out, b"IEND", &[]);
        out
    }

    fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        out.extend_from_slice(&(data.len() as u32).to_be_bytes());
        let start = out.len();
        out.extend_from_slice(kind);
        out.extend_from_slice(data);
        let crc = crc32(&out[start..]);
        out.extend_from_slice(&crc.to_be_bytes());
    }

    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = 0xffff_ffffu32;
        for &byte in bytes {
            crc ^= u32::from(byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xedb8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }

    fn adler32(bytes: &[u8]) -> u32 {
        let (mut a, mut b) = (1u32, 0u32);
        for &byte in bytes {
            a = (a + u32::from(byte)) % 65_521;
            b = (b + a) % 65_521;
        }
        (b << 16) | a
    }

    /// Bits written least significant first, as deflate reads them.
    struct Bits {
        out: Vec<u8>,
        buffer: u32,
        count: u32,
    }

    impl Bits {
        fn put(&mut self, value: u32, count: u32) {
            self.buffer |= value << self.count;
            self.count += count;
            while self.count >= 8 {
                self.out.push(self.buffer as u8);
                self.buffer >>= 8;
                self.count -= 8;
            }
        }

        /// A Huffman code, sent most significant bit first.
        fn code(&mut self, code: u32, length: u32) {
            let mut reversed = 0;
            for bit in 0..length {
                reversed |= ((code >> bit) & 1) << (length - 1 - bit);
            }
            self.put(reversed, length);
        }

        fn literal_or_length(&mut self, symbol: u32) {
            match symbol {
                0..=143 => self.code(0x30 + symbol, 8),
                144..=255 => self.code(0x190 + symbol - 144, 9),
                256..=279 => self.code(symbol - 256, 7),
                _ => self.code(0xc0 + symbol - 280, 8),
            }
        }
    }

    const LENGTH_BASE: [u32; 29] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
        131, 163, 195, 227, 258,
    ];
    const LENGTH_EXTRA: [u32; 29] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ];
    const DISTANCE_BASE: [u32; 30] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
        2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ];
    const DISTANCE_EXTRA: [u32; 30] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
        13, 13,
    ];

    /// One fixed-Huffman block; a match only ever repeats from one of `distances` back.
    fn zlib(data: &[u8], distances: &[usize]) -> Vec<u8> {
        let mut bits = Bits {
            out: vec![0x78, 0x01],
            buffer: 0,
            count: 0,
        };
        bits.put(1, 1); // the last block
        bits.put(1, 2); // fixed Huffman codes
        let mut at = 0;
        while at < data.len() {
            let best = distances
                .iter()
                .filter(|&&distance| distance <= at && distance <= 32_768)
                .map(|&distance| {
                    let mut length = 0;
                    while length < 258
                        && at + length < data.len()
                        && data[at + length] == data[at + length - distance]
                    {
                        length += 1;
                    }
                    (length, distance)
                })
                .max();
            match best {
                Some((length, distance)) if length >= 3 => {
                    let code = LENGTH_BASE
                        .iter()
                        .rposition(|&base| base as usize <= length);
                    let code = code.unwrap_or(0);
                    bits.literal_or_length(257 + code as u32);
                    bits.put(length as u32 - LENGTH_BASE[code], LENGTH_EXTRA[code]);
                    let dcode = DISTANCE_BASE
                        .iter()
                        .rposition(|&base| base as usize <= distance)
                        .unwrap_or(0);
                    bits.code(dcode as u32, 5);
                    bits.put(
                        distance as u32 - DISTANCE_BASE[dcode],
                        DISTANCE_EXTRA[dcode],
                    );
                    at += length;
                }
                _ => {
                    bits.literal_or_length(u32::from(data[at]));
                    at += 1;
                }
            }
        }
        bits.literal_or_length(256);
        if bits.count > 0 {
            bits.out.push(bits.buffer as u8); // the last bits, padded to a byte
        }
        let mut out = bits.out;
        out.extend_from_slice(&adler32(data).to_be_bytes());
        out
    }
}
