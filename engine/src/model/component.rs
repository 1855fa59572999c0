//! A checkpoint component: its config and where its weights come from (files read lazily,
//! or random values for benchmarks).
use super::weights::ComponentWeights;
use candle_core::{DType, Device, Shape, Tensor};
use candle_nn::{Init, VarBuilder};

/// Where a component's weights come from.
#[derive(Clone)]
pub enum Weights {
    /// Tensors in checkpoint files, read lazily.
    Stored(ComponentWeights),
    /// Random values drawn on the device (benchmarks with full-size architectures).
    Random,
}

impl Weights {
    pub fn var_builder(&self, dtype: DType, device: &Device) -> VarBuilder<'static> {
        match self {
            Weights::Stored(w) => w.var_builder(dtype, device),
            Weights::Random => {
                VarBuilder::from_backend(Box::new(RandomWeights), dtype, device.clone())
            }
        }
    }

    /// The backend a `VarBuilder` over these weights reads from.
    pub fn backend(&self) -> Box<dyn candle_nn::var_builder::SimpleBackend> {
        match self {
            Weights::Stored(w) => Box::new(w.clone()),
            Weights::Random => Box::new(RandomWeights),
        }
    }

    /// The backend a `VarBuilder` over these weights reads from, keeping the layers
    /// `storage` stores low in that dtype (see [`crate::weights_dtype`]).
    pub fn backend_in(
        &self,
        storage: impl Into<crate::weights_dtype::Storage>,
    ) -> Box<dyn candle_nn::var_builder::SimpleBackend> {
        let on_disk: crate::weights_dtype::OnDisk = match self {
            Weights::Stored(w) => {
                let w = w.clone();
                std::sync::Arc::new(move |n: &str| w.stored_dtype(n))
            }
            Weights::Random => std::sync::Arc::new(|_: &str| None),
        };
        Box::new(crate::weights_dtype::Stored {
            inner: self.backend(),
            storage: storage.into(),
            on_disk,
        })
    }

    /// A `VarBuilder` over [`Weights::backend_in`].
    pub fn var_builder_in(
        &self,
        storage: impl Into<crate::weights_dtype::Storage>,
        dtype: DType,
        device: &Device,
    ) -> VarBuilder<'static> {
        VarBuilder::from_backend(self.backend_in(storage), dtype, device.clone())
    }

    /// Whether the weights have `name` (random weights have every name).
    pub fn contains(&self, name: &str) -> bool {
        match self {
            Weights::Stored(w) => w.contains(name),
            Weights::Random => true,
        }
    }

    pub fn stored(&self) -> Option<&ComponentWeights> {
        match self {
            Weights::Stored(w) => Some(w),
            Weights::Random => None,
        }
    }
}

/// A component's config and its (lazy) weights.
#[derive(Clone)]
pub struct Component<C> {
    pub config: C,
    pub weights: Weights,
}

/// Draws every tensor a net asks for: norms get their constant init, everything else small
/// normal values (so activations stay finite in f16).
pub struct RandomWeights;

impl candle_nn::var_builder::SimpleBackend for RandomWeights {
    fn get(
        &self,
        s: Shape,
        _name: &str,
        h: Init,
        dtype: DType,
        dev: &Device,
    ) -> candle_core::Result<Tensor> {
        match h {
            Init::Const(v) => Tensor::full(v as f32, s, dev)?.to_dtype(dtype),
            _ => Tensor::randn(0f32, 0.02, s, dev)?.to_dtype(dtype),
        }
    }

    fn get_unchecked(&self, name: &str, _: DType, _: &Device) -> candle_core::Result<Tensor> {
        candle_core::bail!("random weights need a shape for '{name}'")
    }

    fn contains_tensor(&self, _: &str) -> bool {
        true
    }
}

impl<C> Component<C> {
    /// `config`'s architecture with random weights.
    pub fn random(config: C) -> Self {
        Component {
            config,
            weights: Weights::Random,
        }
    }
}
