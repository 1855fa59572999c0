//! Weights kept in a smaller dtype than the run computes in (`--weights-dtype`,
//! `--text-encoder-dtype`), as diffusers' layerwise casting does
//! (`enable_layerwise_casting(storage_dtype, compute_dtype)`): the Linear and Conv layers
//! are held in the storage dtype on the device and in host memory, and each is upcast to
//! the run's dtype just before it computes. Everything else (norms, embeddings) stays in
//! the run's dtype.
//!
//! fp8 e4m3 is candle's `F8E4M3`. candle has no e5m2 dtype, so e5m2 weights are held as
//! their bits in a `U8` tensor ([`E5M2`]) and decoded through a 256-entry table; a `U8`
//! weight means e5m2 everywhere in the nets (no other weight is ever `U8`).
use crate::protocol::WeightsDtype;
use candle_core::{DType, Device, Result, Shape, Tensor};
use candle_nn::var_builder::SimpleBackend;
use std::sync::Arc;

mod held;
pub use held::E5M2;

/// Whether the tensor `name` (its full diffusers name) belongs to a layer stored low:
/// diffusers' default for layerwise casting, the Linear and Conv layers except those whose
/// module path matches `norm`, `pos_embed`, `patch_embed` or is the top-level
/// `proj_in`/`proj_out`. Norm layers all have `norm` in their names; the nets' only
/// `nn.Embedding`s are CLIP's `token_embedding` and `position_embedding`, excluded by name.
/// Weight and bias alike (diffusers casts the whole module).
pub fn stores_low(name: &str) -> bool {
    let Some(module) = name
        .strip_suffix(".weight")
        .or_else(|| name.strip_suffix(".bias"))
    else {
        return false;
    };
    let last = module.rsplit('.').next().unwrap_or(module);
    !(module.contains("norm")
        || module.contains("pos_embed")
        || module.contains("patch_embed")
        || module == "proj_in"
        || module == "proj_out"
        || last.ends_with("_embedding"))
}

/// The dtype `choice` keeps its layers in (None: the run's dtype, as `auto` without fp8
/// on disk).
pub fn storage_dtype(choice: WeightsDtype) -> Option<DType> {
    match choice {
        WeightsDtype::Auto => None,
        WeightsDtype::F16 => Some(DType::F16),
        WeightsDtype::Bf16 => Some(DType::BF16),
        WeightsDtype::Fp8E4m3fn => Some(DType::F8E4M3),
        WeightsDtype::Fp8E5m2 => Some(E5M2),
    }
}

/// The dtype the tensor `name` is held in under `choice` when the run computes in
/// `compute` and the checkpoint stores it as `on_disk` (None: random weights).
pub fn held_dtype(
    choice: WeightsDtype,
    name: &str,
    compute: DType,
    on_disk: Option<DType>,
) -> DType {
    if !stores_low(name) {
        return compute;
    }
    match storage_dtype(choice) {
        Some(d) => d,
        // Published fp8 checkpoints load as they are (e5m2 ones read as its bits).
        None if on_disk == Some(DType::F8E4M3) => DType::F8E4M3,
        None if on_disk == Some(E5M2) => E5M2,
        None => compute,
    }
}

/// How a job's nets keep their Linear and Conv weights: the UNet and ControlNets
/// (`--weights-dtype`), the text encoders (`--text-encoder-dtype`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NetDtypes {
    pub unet: WeightsDtype,
    pub text_encoder: WeightsDtype,
}

/// Which nets run on the CPU instead of the job's device (`--text-encoder-device cpu`,
/// `--vae-device cpu`): held in host memory and computed there in f32.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OnCpu {
    pub text_encoders: bool,
    pub vae: bool,
}

mod ahead;
mod cast;
mod cpu;
#[cfg(feature = "cuda")]
mod cuda;
pub use ahead::{enabled as ahead_enabled, DecodeAhead};
pub use cast::{encode, upcast, upcast_layer};
pub use cpu::encode_le;

/// Where a net's weights come from, with the dtype the checkpoint stores each in.
pub type OnDisk = Arc<dyn Fn(&str) -> Option<DType> + Send + Sync>;

/// The tensors (by full name) of layers a net keeps in the run's dtype whatever its
/// [`Storage::choice`] stores low: a memory plan that has room for part of an fp8 net in
/// f16 keeps those layers there (`planner::levers`).
pub type Kept = Arc<std::collections::HashSet<String>>;

/// How a net keeps its Linear and Conv layers: `choice` for all but those `kept` names.
#[derive(Clone, Default)]
pub struct Storage {
    pub choice: WeightsDtype,
    pub kept: Option<Kept>,
}

impl From<WeightsDtype> for Storage {
    fn from(choice: WeightsDtype) -> Self {
        Storage { choice, kept: None }
    }
}

impl Storage {
    /// The dtype the tensor `name` is held in ([`held_dtype`], unless kept).
    fn held(&self, name: &str, compute: DType, on_disk: Option<DType>) -> DType {
        match &self.kept {
            Some(kept) if kept.contains(name) => compute,
            _ => held_dtype(self.choice, name, compute, on_disk),
        }
    }
}

/// A `SimpleBackend` handing out `inner`'s tensors in the dtypes `storage` keeps them in:
/// the layers stored low converted once at load (already-fp8 checkpoint tensors read as
/// they are), everything else in the dtype asked for.
pub struct Stored {
    pub inner: Box<dyn SimpleBackend>,
    pub storage: Storage,
    pub on_disk: OnDisk,
}

impl SimpleBackend for Stored {
    fn get(
        &self,
        s: Shape,
        name: &str,
        h: candle_nn::Init,
        dtype: DType,
        dev: &Device,
    ) -> Result<Tensor> {
        let disk = (self.on_disk)(name);
        let held = self.storage.held(name, dtype, disk);
        if held == dtype {
            return self.inner.get(s, name, h, dtype, dev);
        }
        // Read in `held` from the file: as stored where the file holds it (no conversion, no
        // rounding; e5m2 as its bits), and, packed for host memory, encoded straight from
        // the file's values where it holds `dtype` (the bits encoding them read in `dtype`
        // gives: one rounding either way).
        if disk == Some(held) || (disk == Some(dtype) && dev.is_cpu()) {
            return self.inner.get(s, name, h, held, dev);
        }
        encode(&self.inner.get(s, name, h, dtype, dev)?, held)
    }

    fn get_unchecked(&self, name: &str, dtype: DType, dev: &Device) -> Result<Tensor> {
        let held = self.storage.held(name, dtype, (self.on_disk)(name));
        encode(&self.inner.get_unchecked(name, dtype, dev)?, held)
    }

    fn contains_tensor(&self, name: &str) -> bool {
        self.inner.contains_tensor(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every byte of both formats decodes to its value by the format's definition (the
    /// float8 crate's), NaN codes to NaN: 0xff too, which candle's index_select would read
    /// as "no row" with u8 indices.
    #[test]
    fn every_fp8_byte_decodes_to_its_value() -> Result<()> {
        let bytes: Vec<u8> = (0..=255).collect();
        let e4m3: Vec<_> = bytes
            .iter()
            .map(|&b| float8::F8E4M3::from_bits(b))
            .collect();
        let cases = [
            (Tensor::from_vec(e4m3, 256, &Device::Cpu)?, "e4m3fn"),
            (Tensor::from_vec(bytes.clone(), 256, &Device::Cpu)?, "e5m2"),
        ];
        for (held, name) in cases {
            let got: Vec<f32> = upcast(&held, DType::F32)?.to_vec1()?;
            for (&b, g) in bytes.iter().zip(got) {
                let want = match name {
                    "e4m3fn" => float8::F8E4M3::from_bits(b).to_f32(),
                    _ => float8::F8E5M2::from_bits(b).to_f32(),
                };
                assert!(
                    g == want || (g.is_nan() && want.is_nan()),
                    "{name} {b:#04x}: {g}, not {want}"
                );
            }
        }
        Ok(())
    }

    #[test]
    fn the_layers_stored_low_are_diffusers_defaults() {
        for low in [
            "down_blocks.0.resnets.0.conv1.weight",
            "down_blocks.0.resnets.0.conv1.bias",
            "down_blocks.1.attentions.0.proj_in.weight",
            "down_blocks.1.attentions.0.transformer_blocks.0.attn1.to_q.weight",
            "time_embedding.linear_1.weight",
            "add_embedding.linear_2.bias",
            "controlnet_cond_embedding.conv_in.weight",
            "conv_in.weight",
            "text_model.encoder.layers.0.mlp.fc1.weight",
            "text_projection.weight",
        ] {
            assert!(stores_low(low), "{low}");
        }
        for high in [
            "down_blocks.0.resnets.0.norm1.weight",
            "conv_norm_out.bias",
            "down_blocks.1.attentions.0.transformer_blocks.0.norm2.weight",
            "text_model.final_layer_norm.weight",
            "text_model.encoder.layers.0.layer_norm1.bias",
            "text_model.embeddings.token_embedding.weight",
            "embeddings.position_embedding.weight",
            "proj_in.weight",
            "proj_out.bias",
            "pos_embed.proj.weight",
            "some_buffer",
        ] {
            assert!(!stores_low(high), "{high}");
        }
    }

    #[test]
    fn fp8_round_trips_and_upcasts_exactly() -> Result<()> {
        let dev = Device::Cpu;
        let x = Tensor::new(&[0.1f32, -0.3, 1.5, 0.0, 7.0, -0.0123, 300.0], &dev)?;
        for held in [DType::F8E4M3, E5M2, DType::F16, DType::BF16] {
            let once = encode(&x, held)?;
            assert_eq!(once.dtype(), held);
            let up = upcast(&once, DType::F32)?;
            // A held value is exact in f32: encoding it again changes nothing.
            let twice = upcast(&encode(&up, held)?, DType::F32)?;
            assert_eq!(up.to_vec1::<f32>()?, twice.to_vec1::<f32>()?, "{held:?}");
            let (a, b) = (x.to_vec1::<f32>()?, up.to_vec1::<f32>()?);
            for (a, b) in a.iter().zip(&b) {
                // 3 mantissa bits (e4m3), 2 (e5m2): half a step at most.
                assert!(
                    (a - b).abs() <= a.abs() * 0.126 + 1e-3,
                    "{held:?}: {a} -> {b}"
                );
            }
        }
        // Known codes: e4m3 0.1 is 0x1d (0.1015625); e5m2 1.5 is 0x3e.
        let e4 = encode(&x, DType::F8E4M3)?
            .to_dtype(DType::F32)?
            .to_vec1::<f32>()?;
        assert_eq!(e4[0], 0.1015625);
        let e5 = encode(&x, E5M2)?.to_vec1::<u8>()?;
        assert_eq!(e5[2], 0x3e);
        Ok(())
    }

    #[test]
    fn auto_keeps_fp8_checkpoints_and_the_run_dtype_otherwise() {
        let lin = "mid_block.attentions.0.proj_out.weight";
        let f32_ = DType::F32;
        assert_eq!(
            held_dtype(WeightsDtype::Auto, lin, f32_, Some(DType::F16)),
            f32_
        );
        assert_eq!(
            held_dtype(WeightsDtype::Auto, lin, f32_, Some(DType::F8E4M3)),
            DType::F8E4M3
        );
        assert_eq!(held_dtype(WeightsDtype::Auto, lin, f32_, None), f32_);
        // An e5m2 checkpoint stays e5m2 under auto, and goes where a choice says.
        assert_eq!(held_dtype(WeightsDtype::Auto, lin, f32_, Some(E5M2)), E5M2);
        assert_eq!(
            held_dtype(WeightsDtype::F16, lin, f32_, Some(E5M2)),
            DType::F16
        );
        assert_eq!(
            held_dtype(WeightsDtype::Fp8E5m2, lin, DType::F16, None),
            E5M2
        );
        let norm = "mid_block.resnets.0.norm1.weight";
        assert_eq!(
            held_dtype(WeightsDtype::Fp8E4m3fn, norm, f32_, Some(DType::F8E4M3)),
            f32_
        );
    }
}
