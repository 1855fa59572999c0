//! The bytes of every tensor each net loads, listed by building the nets over shapes only.
use super::bytes::{bytes_of, held_bytes, part_sizes, upcast_bytes, PartSizes};
use crate::attach::Model;
use crate::nets::clip::ClipTextModel;
use crate::nets::vae::{VaeDecoder, VaeEncoder};
use crate::offload::record_shapes;
use crate::weights_dtype::NetDtypes;
use crate::Result;
use candle_core::DType;

/// Bytes of the weights each net loads, in one dtype. For SD 3 the MMDiT takes the UNet's
/// fields (its blocks are the streamed groups) and the text encoders are CLIP-L, CLIP-G and
/// T5.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WeightSizes {
    /// Both text encoders for SDXL.
    pub text_encoder: u64,
    /// What the text encoders hold on the device under sequential offload: the same but
    /// for SD 3's T5, whose shell stays and whose blocks stream through two slots.
    pub text_encoder_sequential: u64,
    pub unet: u64,
    /// The UNet (SD 3's MMDiT) and the ControlNets in the run's dtype, however their
    /// layers are held: what the pool's reserve grows with (`calibration::Fit::c`).
    pub unet_computed: u64,
    pub vae_decoder: u64,
    /// The VAE's encoder, built only for a job that encodes an image (not in `total`).
    pub vae_encoder: u64,
    /// The UNet's part that stays on the device under sequential offload.
    pub unet_resident: u64,
    /// The UNet's largest streamed group (a stage or a transformer block).
    pub unet_largest_group: u64,
    /// Every ControlNet of the model (each loaded once, however many units use it).
    pub controlnets: u64,
    /// The ControlNets' share of `unet_computed`: their bytes in the run's dtype.
    pub controlnets_computed: u64,
    /// Under sequential offload: the ControlNets' resident parts (embeddings, zero convs,
    /// transformer shells); their stages stream through the UNet's two slots.
    pub controlnets_streamed: u64,
    /// The ControlNets' largest streamed group (0 without ControlNets).
    pub controlnets_largest_group: u64,
    /// The SDXL refiner's text encoder (bigG), UNet, the UNet's resident part and largest
    /// streamed group under sequential offload (all 0 without a refiner).
    pub refiner_text_encoder: u64,
    pub refiner_unet: u64,
    pub refiner_unet_resident: u64,
    pub refiner_unet_largest_group: u64,
    /// What each of the sequential offload's arena slots holds: per dtype, the largest
    /// lane of any streamed group of the UNet, the ControlNets and the refiner (which share
    /// the arena), summed.
    pub arena_unit: u64,
    /// The bytes of the UNet's (SD 3's MMDiT's) streamed groups kept on the device under
    /// sequential offload at `--stream-keep` 0, 10, ... 90 (`offload::kept_groups`).
    pub unet_kept: [u64; 10],
    /// The largest UNet or ControlNet layer held in a storage dtype (`--weights-dtype`),
    /// in the run's dtype: the buffer its upcast takes while it computes (0 when none is).
    pub unet_upcast: u64,
    /// The same for the text encoders (`--text-encoder-dtype`).
    pub text_encoder_upcast: u64,
}

impl WeightSizes {
    pub fn total(&self) -> u64 {
        self.text_encoder
            + self.unet
            + self.vae_decoder
            + self.controlnets
            + self.refiner_text_encoder
            + self.refiner_unet
    }
}

/// The VAE encoder's bytes in `vae_dtype`.
fn vae_encoder_bytes(model: &Model, vae_dtype: DType) -> Result<u64> {
    let shapes = record_shapes(&model.vae.weights, |vb| {
        VaeEncoder::new(vb, &model.vae.config)
    })?;
    Ok(bytes_of(&shapes, &|_| vae_dtype.size_in_bytes() as u64))
}

/// The bytes of every tensor the nets load from `model` in `dtype` (the real tensor
/// list, from building the nets over shapes only), with every layer in `dtype`.
pub fn weight_sizes(model: &Model, dtype: DType, vae_dtype: DType) -> Result<WeightSizes> {
    weight_sizes_in(model, dtype, vae_dtype, NetDtypes::default())
}

/// [`weight_sizes`] with the layers kept as `weights` says (`--weights-dtype`,
/// `--text-encoder-dtype`): the stored bytes, and the upcast buffers.
pub fn weight_sizes_in(
    model: &Model,
    dtype: DType,
    vae_dtype: DType,
    weights: NetDtypes,
) -> Result<WeightSizes> {
    if let Some(sd3) = &model.sd3 {
        let b = super::sd3::sd3_bytes(model, sd3, dtype, vae_dtype, weights)?;
        let cn = super::sd3_control::controlnet_bytes(model, weights.unet, dtype)?;
        return Ok(WeightSizes {
            text_encoder: b.text_encoders,
            text_encoder_sequential: b.text_encoders_sequential,
            unet: b.transformer.all,
            unet_computed: b.transformer.computed + cn.computed,
            vae_decoder: b.vae_decoder,
            vae_encoder: vae_encoder_bytes(model, vae_dtype)?,
            unet_resident: b.transformer.resident,
            unet_largest_group: b.transformer.largest,
            unet_kept: b.transformer.kept_by_tenths(),
            controlnets: cn.all,
            controlnets_computed: cn.computed,
            controlnets_streamed: cn.resident,
            controlnets_largest_group: cn.largest,
            refiner_text_encoder: 0,
            refiner_unet: 0,
            refiner_unet_resident: 0,
            refiner_unet_largest_group: 0,
            unet_upcast: b.transformer.upcast.max(cn.upcast),
            text_encoder_upcast: b.text_upcast,
            arena_unit: b.transformer.and(cn).arena_unit(),
        });
    }
    let (tch, uch) = (weights.text_encoder, weights.unet);
    let te_bytes = held_bytes(&model.text_encoder.weights, tch, dtype);
    let text = record_shapes(&model.text_encoder.weights, |vb| {
        ClipTextModel::new(vb, &model.text_encoder.config)
    })?;
    let text_2 = match &model.text_encoder_2 {
        Some(te) => record_shapes(&te.weights, |vb| {
            ClipTextModel::with_projection(vb, &te.config)
        })?,
        None => Vec::new(),
    };
    let vae = record_shapes(&model.vae.weights, |vb| {
        VaeDecoder::new(vb, &model.vae.config)
    })?;
    let s_vae = vae_dtype.size_in_bytes() as u64;
    let u = model.unet("the memory plan")?;
    let unet = part_sizes(&u.weights, uch, dtype, &|f| u.config.for_each_part(f))?;
    let mut cns = PartSizes::default();
    for cn in &model.controlnets {
        cns = cns.and(part_sizes(&cn.weights, uch, dtype, &|f| {
            cn.config.for_each_part(f)
        })?);
    }
    let mut unet_upcast = unet.upcast.max(cns.upcast);
    let mut text_encoder_upcast = upcast_bytes(&model.text_encoder.weights, &text, tch, dtype);
    if let Some(te) = &model.text_encoder_2 {
        text_encoder_upcast =
            text_encoder_upcast.max(upcast_bytes(&te.weights, &text_2, tch, dtype));
    }
    // The refiner's UNet by part (zeros without a refiner).
    let (mut refiner_text_encoder, mut refiner) = (0, PartSizes::default());
    if let Some(r) = &model.refiner {
        let te = &r.text_encoder_2;
        let shapes = record_shapes(&te.weights, |vb| {
            ClipTextModel::with_projection(vb, &te.config)
        })?;
        refiner_text_encoder = bytes_of(&shapes, &held_bytes(&te.weights, tch, dtype));
        text_encoder_upcast =
            text_encoder_upcast.max(upcast_bytes(&te.weights, &shapes, tch, dtype));
        let u = &r.unet;
        refiner = part_sizes(&u.weights, uch, dtype, &|f| u.config.for_each_part(f))?;
        unet_upcast = unet_upcast.max(refiner.upcast);
    }
    let text_encoder = bytes_of(&text, &te_bytes)
        + match &model.text_encoder_2 {
            Some(te) => bytes_of(&text_2, &held_bytes(&te.weights, tch, dtype)),
            None => 0,
        };
    Ok(WeightSizes {
        refiner_text_encoder,
        refiner_unet: refiner.all,
        refiner_unet_resident: refiner.resident,
        refiner_unet_largest_group: refiner.largest,
        text_encoder,
        text_encoder_sequential: text_encoder,
        unet: unet.all,
        unet_computed: unet.computed + cns.computed,
        vae_decoder: bytes_of(&vae, &|_| s_vae),
        vae_encoder: vae_encoder_bytes(model, vae_dtype)?,
        unet_resident: unet.resident,
        unet_largest_group: unet.largest,
        unet_kept: unet.kept_by_tenths(),
        controlnets: cns.all,
        controlnets_computed: cns.computed,
        controlnets_streamed: cns.resident,
        controlnets_largest_group: cns.largest,
        unet_upcast,
        text_encoder_upcast,
        // Last: the three nets' sizes move into the arena they share.
        arena_unit: unet.and(cns).and(refiner).arena_unit(),
    })
}
