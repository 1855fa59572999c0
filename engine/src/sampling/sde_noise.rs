//! Where an SDE sampler's fresh noise comes from: a Brownian tree over the schedule's sigma
//! range seeded with the job's seed ([`super::brownian`]), as diffusers' DPM++ SDE and
//! k-diffusion's SDE samplers under A1111 and ComfyUI draw it, or, where the job names no
//! tree source (`candela` with `auto`), the job's generator in order.
use candle_core::{Result, Tensor};

use super::brownian::BrownianNoise;
use super::sampler::StepNoise;

pub enum SdeNoise {
    /// The tree's source, seed and range; the tree is built at the first draw (it takes
    /// the sample's size).
    Tree {
        source: crate::rng::RngSource,
        seed: u64,
        range: (f32, f32),
        tree: Option<BrownianNoise>,
    },
    InOrder(Box<dyn StepNoise>),
}

impl SdeNoise {
    /// The tree of `noise`'s seed over `sigmas`' range (the smallest positive and the
    /// largest, as f32: diffusers' and A1111's `sigmas[sigmas > 0].min(), sigmas.max()`),
    /// or `noise` itself when it seeds no tree.
    pub fn new(noise: Box<dyn StepNoise>, sigmas: &[f64]) -> Self {
        let Some((source, seed)) = noise.brownian_seed() else {
            return SdeNoise::InOrder(noise);
        };
        let positive = sigmas.iter().filter(|&&s| s > 0.0);
        let min = positive.clone().fold(f64::INFINITY, |m, &s| m.min(s));
        let max = positive.fold(0f64, |m, &s| m.max(s));
        SdeNoise::Tree {
            source,
            seed,
            range: (min as f32, max as f32),
            tree: None,
        }
    }

    /// Standard normal noise like `like` for the move from `sigma` to `sigma_next`: the
    /// tree's increment between them over sqrt|sigma_next - sigma|, or the next draw.
    pub fn sample(&mut self, like: &Tensor, sigma: f32, sigma_next: f32) -> Result<Tensor> {
        let (source, seed, (min, max), tree) = match self {
            SdeNoise::InOrder(g) => return g.noise(like),
            SdeNoise::Tree {
                source,
                seed,
                range,
                tree,
            } => (*source, *seed, *range, tree),
        };
        let tree = tree
            .get_or_insert_with(|| BrownianNoise::new(source, seed, min, max, like.elem_count()));
        let values = tree
            .sample(sigma, sigma_next)
            .map_err(|e| candle_core::Error::Msg(e.to_string()))?;
        Tensor::from_vec(values, like.shape(), &candle_core::Device::Cpu)?
            .to_device(like.device())?
            .to_dtype(like.dtype())
    }
}
