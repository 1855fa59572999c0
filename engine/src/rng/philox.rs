//! `torch.randn(shape, generator=torch.Generator("cuda").manual_seed(seed), device="cuda")`
//! computed on the CPU: Philox4x32-10 as cuRAND runs it, element i from subsequence i, the
//! counter's offset moving by one per call, and cuRAND's Box-Muller in f32 (A1111's "NV"
//! source, modules/rng_philox.py, is the same algorithm).
//!
//! On a GPU, torch spreads a tensor over `min(ceil(n / 256), SMs x threads per SM / 256)`
//! blocks of 256 threads; element i is thread i's first value only while the tensor has no
//! more elements than the GPU runs threads at once (270336 on an H100, 43008 on an RTX
//! 3060). Past that a GPU's numbers depend on the card; these are A1111's, the same on all.
const M0: u32 = 0xD251_1F53;
const M1: u32 = 0xCD9E_8D57;
const W0: u32 = 0x9E37_79B9;
const W1: u32 = 0xBB67_AE85;
/// cuRAND's `CURAND_2POW32_INV` and `CURAND_2POW32_INV_2PI` (float literals).
const INV_2POW32: f32 = 2.328_306_4e-10;
const INV_2POW32_2PI: f32 = 2.328_306_4e-10 * 6.283_185_5;

pub struct Philox {
    key: [u32; 2],
    /// How many calls came before: the counter's first word of the next call.
    offset: u64,
}

impl Philox {
    /// All 64 bits of the seed are the key (CUDA's generator does not truncate it).
    pub fn new(seed: u64) -> Self {
        Philox {
            key: [seed as u32, (seed >> 32) as u32],
            offset: 0,
        }
    }

    /// `n` standard normal f32 values, as one `torch.randn` call of `n` elements.
    pub fn randn(&mut self, n: usize) -> Vec<f32> {
        let offset = self.offset;
        self.offset += 1;
        (0..n as u64)
            .map(|i| {
                let counter = [
                    offset as u32,
                    (offset >> 32) as u32,
                    i as u32,
                    (i >> 32) as u32,
                ];
                let out = philox4x32_10(counter, self.key);
                box_muller_sin(out[0], out[1])
            })
            .collect()
    }
}

fn mulhilo(a: u32, b: u32) -> (u32, u32) {
    let p = a as u64 * b as u64;
    ((p >> 32) as u32, p as u32)
}

fn philox4x32_10(mut ctr: [u32; 4], mut key: [u32; 2]) -> [u32; 4] {
    for round in 0..10 {
        if round > 0 {
            key = [key[0].wrapping_add(W0), key[1].wrapping_add(W1)];
        }
        let (hi0, lo0) = mulhilo(M0, ctr[0]);
        let (hi1, lo1) = mulhilo(M1, ctr[2]);
        ctr = [hi1 ^ ctr[1] ^ key[0], lo1, hi0 ^ ctr[3] ^ key[1], lo0];
    }
    ctr
}

/// The first value of cuRAND's `_curand_box_muller(x, y)`: `sqrt(-2 ln u) sin v`, with
/// `x * C + C/2` fused as nvcc compiles it. The GPU's `__sincosf` is an approximation
/// (absolute error about 2^-21); the exact sine is used here.
fn box_muller_sin(x: u32, y: u32) -> f32 {
    let u = (x as f32).mul_add(INV_2POW32, INV_2POW32 / 2.0);
    let v = (y as f32).mul_add(INV_2POW32_2PI, INV_2POW32_2PI / 2.0);
    let s = (-2.0 * u.ln()).sqrt();
    ((v as f64).sin() as f32) * s
}
