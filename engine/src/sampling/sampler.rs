//! What the pipeline asks of a sampler ([`Sampler`]) and where a stochastic sampler's
//! fresh noise comes from ([`StepNoise`]).
use candle_core::Tensor;

use crate::rng::{NoiseRng, SharedNoise};

/// One configured denoising schedule. Steps are indexed 0..timesteps().len() (a step index
/// past the end panics) and must be stepped in order, though a run may start at any index
/// (img2img): DPM++ 2M remembers the previous step's prediction.
pub trait Sampler: Send {
    /// The timestep passed to the UNet at each step (len = steps).
    fn timesteps(&self) -> &[f64];
    /// UNet evaluations per step (2 for Heun, DPM2 and DPM++ SDE, whose timesteps list
    /// each evaluation): img2img starts at `order x` the first step.
    fn order(&self) -> usize {
        1
    }
    /// Factor the initial unit-variance noise is multiplied by.
    fn init_noise_sigma(&self) -> f64 {
        1.0
    }
    /// diffusers' scale_model_input for step i (Euler divides by sqrt(sigma^2+1); others identity).
    fn scale_model_input(&self, sample: &Tensor, _step: usize) -> candle_core::Result<Tensor> {
        Ok(sample.clone())
    }
    /// diffusers' scheduler.step for step i; returns prev_sample. `model_output` is the (guided) UNet output.
    fn step(
        &mut self,
        model_output: &Tensor,
        step: usize,
        sample: &Tensor,
    ) -> candle_core::Result<Tensor>;
    /// diffusers' add_noise at step i's noise level (img2img: noise the init latents, then
    /// denoise from step i).
    fn add_noise(
        &self,
        original: &Tensor,
        noise: &Tensor,
        step: usize,
    ) -> candle_core::Result<Tensor>;
}

/// Fresh noise for ancestral steps; a trait so tests can inject known noise.
pub(crate) trait StepNoise: Send {
    /// Standard normal noise shaped, typed and placed like `like`.
    fn noise(&mut self, like: &Tensor) -> candle_core::Result<Tensor>;
    /// The torch source and seed DPM++ SDE seeds its Brownian tree with (None: it draws
    /// in order from this generator instead).
    fn brownian_seed(&self) -> Option<(crate::rng::RngSource, u64)> {
        None
    }
    /// Whether the job named the tree's source (`--sde-tree-rng` other than `auto`): then
    /// `dpmpp_2m_sde` runs A1111's way, with a tree, instead of diffusers' in-order draws.
    fn tree_chosen(&self) -> bool {
        false
    }
}

impl StepNoise for NoiseRng {
    fn noise(&mut self, like: &Tensor) -> candle_core::Result<Tensor> {
        self.randn(like.shape(), like.device())?
            .to_dtype(like.dtype())
    }
}

impl StepNoise for SharedNoise {
    fn noise(&mut self, like: &Tensor) -> candle_core::Result<Tensor> {
        self.randn(like.shape(), like.device())?
            .to_dtype(like.dtype())
    }
    fn brownian_seed(&self) -> Option<(crate::rng::RngSource, u64)> {
        SharedNoise::brownian_seed(self)
    }
    fn tree_chosen(&self) -> bool {
        SharedNoise::tree_chosen(self)
    }
}
