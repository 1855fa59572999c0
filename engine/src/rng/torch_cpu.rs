//! `torch.randn(shape, generator=torch.Generator("cpu").manual_seed(seed))`, number for
//! number: mt19937, torch's uniform floats, and its two Box-Muller paths. Float tensors of
//! 16 or more elements go through the vectorized `normal_fill` (8 pairs of uniforms at a
//! time, with the Cephes-style `log256_ps`/`sincos256_ps` of torch's `avx_mathfun.h`, which
//! the AVX2 and AVX-512 builds both run); smaller ones draw doubles one at a time and keep
//! the second value of each pair for the next call, as torch's generator does.
use super::mt19937::Mt19937;

pub struct TorchCpu {
    mt: Mt19937,
    /// torch's `next_double_normal_sample`: the spare value of the last scalar Box-Muller.
    spare: Option<f64>,
}

impl TorchCpu {
    pub fn new(seed: u64) -> Self {
        TorchCpu {
            mt: Mt19937::new(seed),
            spare: None,
        }
    }

    /// `n` standard normal f32 values, as one `torch.randn` call of `n` elements.
    pub fn randn(&mut self, n: usize) -> Vec<f32> {
        if n < 16 {
            return (0..n).map(|_| self.normal_f64() as f32).collect();
        }
        let mut data: Vec<f32> = (0..n).map(|_| self.uniform_f32()).collect();
        for start in (0..n - 15).step_by(16) {
            normal_fill_16(&mut data[start..start + 16]);
        }
        if !n.is_multiple_of(16) {
            // torch redraws the last 16 values (overlapping the last full block).
            let tail = &mut data[n - 16..];
            for v in tail.iter_mut() {
                *v = self.uniform_f32();
            }
            normal_fill_16(tail);
        }
        data
    }

    /// `uniform_real_distribution<float>(0, 1)`: the low 24 bits of one draw.
    fn uniform_f32(&mut self) -> f32 {
        (self.mt.next_u32() & 0x00ff_ffff) as f32 * (1.0 / (1u32 << 24) as f32)
    }

    /// `uniform_real_distribution<double>(0, 1)`: the low 53 bits of two draws (first high).
    fn uniform_f64(&mut self) -> f64 {
        let hi = self.mt.next_u32() as u64;
        let lo = self.mt.next_u32() as u64;
        let bits = ((hi << 32) | lo) & ((1u64 << 53) - 1);
        bits as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// `normal_distribution<double>(0, 1)` with torch's cached second value.
    fn normal_f64(&mut self) -> f64 {
        if let Some(v) = self.spare.take() {
            return v;
        }
        let u1 = self.uniform_f64();
        let u2 = self.uniform_f64();
        let r = (-2.0 * (-u2).ln_1p()).sqrt();
        let theta = 2.0 * std::f64::consts::PI * u1;
        self.spare = Some(r * theta.sin());
        r * theta.cos()
    }
}

/// Box-Muller on 16 uniforms in place: pairs (j, j + 8) become (r cos θ, r sin θ).
fn normal_fill_16(data: &mut [f32]) {
    // `_mm256_set1_ps(2.0f * c10::pi<double>)`: the product in double, rounded once.
    let two_pi = (2.0 * std::f64::consts::PI) as f32;
    for j in 0..8 {
        let u1 = 1.0 - data[j];
        let u2 = data[j + 8];
        let radius = (-2.0 * log_ps(u1)).sqrt();
        let (sin, cos) = sincos_ps(two_pi * u2);
        data[j] = radius * cos;
        data[j + 8] = radius * sin;
    }
}

/// A C float constant written as a double literal (`_PS256_CONST(name, 0.7071...)`).
const fn c(v: f64) -> f32 {
    v as f32
}

const SQRTHF: f32 = c(std::f64::consts::FRAC_1_SQRT_2);
const LOG_P: [f32; 9] = [
    c(7.037_683_629_2E-2),
    c(-1.151_461_031_0E-1),
    c(1.167_699_874_0E-1),
    c(-1.242_014_084_6E-1),
    c(1.424_932_278_7E-1),
    c(-1.666_805_766_5E-1),
    c(2.000_071_476_5E-1),
    c(-2.499_999_399_3E-1),
    c(3.333_333_117_4E-1),
];
const LOG_Q1: f32 = c(-2.121_944_40e-4);
const LOG_Q2: f32 = c(0.693_359_375);

/// `log256_ps` for one lane: Cephes' logf in f32, with the fused multiply-adds GCC makes
/// of it (it fuses each product whose only use is an addition, in statement order; torch's
/// wheels are built so, and only these fusions reproduce them bit for bit).
fn log_ps(x: f32) -> f32 {
    if x <= 0.0 {
        return f32::NAN;
    }
    let x = x.max(f32::from_bits(0x0080_0000));
    let exponent = (x.to_bits() >> 23) as i32 - 0x7f;
    let mut x = f32::from_bits((x.to_bits() & !0x7f80_0000) | 0.5f32.to_bits());
    let mut e = exponent as f32 + 1.0;
    let below = x < SQRTHF;
    let tmp = if below { x } else { 0.0 };
    x -= 1.0;
    e -= if below { 1.0 } else { 0.0 };
    x += tmp;
    let z = x * x;
    let mut y = LOG_P[0];
    for &p in &LOG_P[1..] {
        y = y.mul_add(x, p);
    }
    y *= x;
    y = y.mul_add(z, e * LOG_Q1);
    y = (-z).mul_add(0.5, y);
    x += y;
    e.mul_add(LOG_Q2, x)
}

const DP1: f32 = c(-0.785_156_25);
// The header's digits, kept as written.
#[allow(clippy::excessive_precision)]
const DP2: f32 = c(-2.418_756_484_985_351_562_5e-4);
#[allow(clippy::excessive_precision)]
const DP3: f32 = c(-3.774_894_977_445_941_08e-8);
const SINCOF: [f32; 3] = [
    c(-1.951_529_589_1E-4),
    c(8.332_160_873_6E-3),
    c(-1.666_665_461_1E-1),
];
const COSCOF: [f32; 3] = [
    c(2.443_315_711_809_948E-005),
    c(-1.388_731_625_493_765E-003),
    c(4.166_664_568_298_827E-002),
];
const FOPI: f32 = c(1.273_239_544_735_16);

/// `sincos256_ps` for one lane: (sin x, cos x) by Cephes' reduction and polynomials, fused
/// as GCC fuses them (see [`log_ps`]).
fn sincos_ps(x: f32) -> (f32, f32) {
    let sign_sin = x.to_bits() & 0x8000_0000;
    let x = x.abs();
    let mut j = (x * FOPI) as i32;
    j = (j + 1) & !1;
    let y = j as f32;
    let swap_sin = ((j & 4) as u32) << 29;
    let poly = (j & 2) == 0;
    let mut x = y.mul_add(DP1, x);
    x = y.mul_add(DP2, x);
    x = y.mul_add(DP3, x);
    let sign_cos = ((!(j - 2) & 4) as u32) << 29;
    let sign_sin = sign_sin ^ swap_sin;
    let z = x * x;
    let mut yc = COSCOF[0].mul_add(z, COSCOF[1]);
    yc = yc.mul_add(z, COSCOF[2]);
    yc *= z;
    yc = yc.mul_add(z, -(z * 0.5));
    yc += 1.0;
    let mut ys = SINCOF[0].mul_add(z, SINCOF[1]);
    ys = ys.mul_add(z, SINCOF[2]);
    ys *= z;
    ys = ys.mul_add(x, x);
    // The AVX code masks both polynomials and adds the halves: `0 + v` (a -0 becomes +0).
    let (sin, cos) = if poly {
        (0.0 + ys, yc + 0.0)
    } else {
        (yc + 0.0, 0.0 + ys)
    };
    (
        f32::from_bits(sin.to_bits() ^ sign_sin),
        f32::from_bits(cos.to_bits() ^ sign_cos),
    )
}
