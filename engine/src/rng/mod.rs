//! Seeded noise, drawn on the CPU whatever the job's device, so a seed means the same
//! image on every machine. Three sources (`--rng`):
//! - `gpu`: what `torch.randn` gives from a CUDA generator (A1111's default "GPU" source,
//!   its "NV" source; Philox4x32-10, see [`philox`]);
//! - `cpu`: what `torch.randn` gives from a CPU generator (A1111's "CPU" source, ComfyUI's
//!   and InvokeAI's default; mt19937, see [`torch_cpu`]);
//! - `candela`: Candela's earlier ChaCha8 stream.
//!
//! A job draws its start noise first and every later draw (ancestral and SDE steps) from
//! the same generator in order, as diffusers and A1111 do; `candela` keeps its old layout
//! (start noise from the seed, step noise from seed + 1, the refiner's from seed + 2).
//! DPM++ SDE is the exception, as everywhere: its Brownian tree seeds a fresh generator per
//! tree node from the job's seed ([`SeedSequence`], numpy's). The tree's source is the
//! job's unless `--sde-tree-rng` names another (A1111 on an NVIDIA card: CPU start noise,
//! CUDA tree); under `candela` with `auto` it draws in order like the others.
mod candela;
mod mt19937;
mod philox;
mod seed_sequence;
mod torch_cpu;

use std::sync::{Arc, Mutex};

use candle_core::{Device, Result, Shape, Tensor};

pub use crate::protocol::{RngSource, SdeTreeRng};
pub(crate) use seed_sequence::SeedSequence;

/// One generator of one source.
pub enum NoiseRng {
    Candela(Box<candela::Candela>),
    TorchCpu(Box<torch_cpu::TorchCpu>),
    Philox(philox::Philox),
}

impl NoiseRng {
    /// Candela's ChaCha8 stream (the `candela` source).
    pub fn new(seed: u64) -> Self {
        NoiseRng::Candela(Box::new(candela::Candela::new(seed)))
    }

    /// A generator of `source` seeded as torch's `manual_seed(seed)` would be.
    pub fn from_source(source: RngSource, seed: u64) -> Self {
        match source {
            RngSource::Candela => Self::new(seed),
            RngSource::Cpu => NoiseRng::TorchCpu(Box::new(torch_cpu::TorchCpu::new(seed))),
            RngSource::Gpu => NoiseRng::Philox(philox::Philox::new(seed)),
        }
    }

    /// Standard normal f32 noise of `shape` (one `torch.randn` call), on `device`.
    pub fn randn(&mut self, shape: impl Into<Shape>, device: &Device) -> Result<Tensor> {
        let shape = shape.into();
        let data = self.randn_vec(shape.elem_count());
        Tensor::from_vec(data, shape, &Device::Cpu)?.to_device(device)
    }

    /// The same draw as [`Self::randn`] of `n` elements, as values.
    pub fn randn_vec(&mut self, n: usize) -> Vec<f32> {
        match self {
            NoiseRng::Candela(g) => g.randn(n),
            NoiseRng::TorchCpu(g) => g.randn(n),
            NoiseRng::Philox(g) => g.randn(n),
        }
    }
}

/// A generator that several users draw from in turn (the start noise, then the base's and
/// the refiner's samplers).
#[derive(Clone)]
pub struct SharedNoise {
    rng: Arc<Mutex<NoiseRng>>,
    /// The source and seed DPM++ SDE's Brownian tree draws from, seeded as diffusers,
    /// A1111 and ComfyUI seed it (None: in order from `rng`, `candela`'s earlier way).
    brownian: Option<(RngSource, u64)>,
    /// The job named the tree's source (not `auto`).
    chosen: bool,
}

impl SharedNoise {
    fn new(rng: NoiseRng, brownian: Option<(RngSource, u64)>, chosen: bool) -> Self {
        SharedNoise {
            rng: Arc::new(Mutex::new(rng)),
            brownian,
            chosen,
        }
    }

    pub fn randn(&self, shape: impl Into<Shape>, device: &Device) -> Result<Tensor> {
        // A panic while drawing leaves nothing half-written that matters: keep going.
        let mut g = self.rng.lock().unwrap_or_else(|e| e.into_inner());
        g.randn(shape, device)
    }

    /// The source and seed a Brownian tree draws its nodes from (see
    /// [`JobNoise::with_tree`]); None: the samplers keep drawing in order.
    pub fn brownian_seed(&self) -> Option<(RngSource, u64)> {
        self.brownian
    }

    /// Whether the job named the tree's source (`--sde-tree-rng` other than `auto`), which
    /// makes `dpmpp_2m_sde` draw from the tree as A1111 does.
    pub fn tree_chosen(&self) -> bool {
        self.chosen
    }
}

/// A job's noise: where its start noise and each sampler's step noise come from.
pub struct JobNoise {
    source: RngSource,
    seed: u64,
    shared: SharedNoise,
    brownian: Option<(RngSource, u64)>,
    chosen: bool,
}

impl JobNoise {
    /// The job's noise with DPM++ SDE's tree drawing from `source` too.
    pub fn new(source: RngSource, seed: u64) -> Self {
        Self::with_tree(source, SdeTreeRng::Auto, seed)
    }

    /// The job's noise with DPM++ SDE's tree drawing from `tree`: `auto` is `source`'s
    /// (none under `candela`: in order from its stream, as before); any other value is a
    /// tree of that source seeded with `seed`, whatever `source` is.
    pub fn with_tree(source: RngSource, tree: SdeTreeRng, seed: u64) -> Self {
        let brownian = match tree.source() {
            Some(t) => Some((t, seed)),
            None => (source != RngSource::Candela).then_some((source, seed)),
        };
        let chosen = tree.source().is_some();
        let shared = SharedNoise::new(NoiseRng::from_source(source, seed), brownian, chosen);
        JobNoise {
            source,
            seed,
            shared,
            brownian,
            chosen,
        }
    }

    /// The start noise: the generator's first draw.
    pub fn start(&self, shape: impl Into<Shape>, device: &Device) -> Result<Tensor> {
        self.shared.randn(shape, device)
    }

    /// Where sampler number `k` (1: the base, 2: the refiner) draws its step noise: the
    /// job's one generator, or for `candela` its own stream seeded seed + k.
    pub fn for_sampler(&self, k: u64) -> SharedNoise {
        match self.source {
            RngSource::Candela => SharedNoise::new(
                NoiseRng::new(self.seed.wrapping_add(k)),
                self.brownian,
                self.chosen,
            ),
            _ => self.shared.clone(),
        }
    }
}

#[cfg(test)]
mod tests;
