//! Seeded noise drawn on the CPU, so the same seed gives the same starting noise on every
//! device (as A1111's "CPU" RNG source does), then moved to the job's device.
use candle_core::{Device, Result, Shape, Tensor};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rand_distr::{Distribution, StandardNormal};

pub struct NoiseRng(ChaCha8Rng);

impl NoiseRng {
    pub fn new(seed: u64) -> Self {
        NoiseRng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// Standard normal f32 noise of `shape`, on `device`.
    pub fn randn(&mut self, shape: impl Into<Shape>, device: &Device) -> Result<Tensor> {
        let shape = shape.into();
        let data: Vec<f32> = (0..shape.elem_count())
            .map(|_| StandardNormal.sample(&mut self.0))
            .collect();
        Tensor::from_vec(data, shape, &Device::Cpu)?.to_device(device)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_noise_different_seed_different_noise() -> Result<()> {
        let a = NoiseRng::new(7)
            .randn((2, 3), &Device::Cpu)?
            .to_vec2::<f32>()?;
        let b = NoiseRng::new(7)
            .randn((2, 3), &Device::Cpu)?
            .to_vec2::<f32>()?;
        let c = NoiseRng::new(8)
            .randn((2, 3), &Device::Cpu)?
            .to_vec2::<f32>()?;
        assert_eq!(a, b);
        assert_ne!(a, c);
        Ok(())
    }
}
