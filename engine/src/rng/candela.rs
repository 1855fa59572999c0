//! Candela's own noise before it matched other tools: ChaCha8 seeded with the seed, f32
//! standard normals from `rand_distr`. Kept so earlier images stay reproducible.
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rand_distr::{Distribution, StandardNormal};

pub struct Candela(ChaCha8Rng);

impl Candela {
    pub fn new(seed: u64) -> Self {
        Candela(ChaCha8Rng::seed_from_u64(seed))
    }

    pub fn randn(&mut self, n: usize) -> Vec<f32> {
        (0..n).map(|_| StandardNormal.sample(&mut self.0)).collect()
    }
}
