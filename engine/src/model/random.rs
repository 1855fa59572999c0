//! Full-size architectures with random weights, drawn on the device: timing and memory
//! depend on shapes, not values, so benchmarks need no download.
use super::config::{ClipTextConfig, UNetConfig, VaeConfig};
use super::family::Family;
use super::load::{Component, Format, Model, Weights};
use super::tokenizer::ClipTokenizer;
use crate::sampling::SchedulerConfig;
use crate::{Error, Result};
use candle_core::{DType, Device, Shape, Tensor};
use candle_nn::Init;

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

impl Model {
    /// `sd15` (or `sd1`): SD 1.5's full-size architecture with random weights.
    pub fn random(arch: &str) -> Result<Self> {
        let (family, unet) = match arch {
            "sd15" | "sd1" => (Family::Sd1, UNetConfig::sd15()),
            other => {
                return Err(Error::field(
                    "--random-weights",
                    format!("unknown architecture '{other}'; expected sd15"),
                ))
            }
        };
        Ok(Model {
            path: arch.into(),
            name: format!("random-{arch}"),
            format: Format::Diffusers,
            family,
            unet: Component {
                config: unet,
                weights: Weights::Random,
            },
            vae: Component {
                config: VaeConfig::sd(),
                weights: Weights::Random,
            },
            text_encoder: Component {
                config: ClipTextConfig::clip_l(),
                weights: Weights::Random,
            },
            tokenizer: ClipTokenizer::bundled()?,
            scheduler: SchedulerConfig::sd1(),
        })
    }
}
