//! The bytes of every tensor each net loads, listed by building the nets over shapes only.
use super::*;

/// Bytes of the weights each net loads, in one dtype.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WeightSizes {
    /// Both text encoders for SDXL.
    pub text_encoder: u64,
    pub unet: u64,
    pub vae_decoder: u64,
    /// The UNet's part that stays on the device under sequential offload.
    pub unet_resident: u64,
    /// The UNet's largest streamed group (a stage or a transformer block).
    pub unet_largest_group: u64,
    /// Every ControlNet of the model (each loaded once, however many units use it).
    pub controlnets: u64,
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

pub(super) fn bytes_of(shapes: &[(String, Vec<usize>)], s: u64) -> u64 {
    shapes
        .iter()
        .map(|(_, d)| d.iter().product::<usize>() as u64 * s)
        .sum()
}

/// A net's bytes at `s` bytes per element, from its parts (`each`, a `for_each_part`
/// method): all of them, the resident part, and the largest streamed group.
pub(super) fn part_sizes(
    weights: &crate::model::Weights,
    s: u64,
    each: crate::nets::unet::EachPart,
) -> Result<(u64, u64, u64)> {
    let (mut all, mut resident, mut largest) = (0, 0, 0);
    each(&mut |part, build| {
        let b = bytes_of(&record_shapes(weights, build)?, s);
        all += b;
        match part {
            Part::Resident => resident += b,
            Part::Streamed => largest = largest.max(b),
        }
        Ok(())
    })?;
    Ok((all, resident, largest))
}

/// The bytes of every tensor the nets load from `model` in `dtype` (the real tensor
/// list, from building the nets over shapes only).
pub fn weight_sizes(model: &Model, dtype: DType, vae_dtype: DType) -> Result<WeightSizes> {
    let s = dtype.size_in_bytes() as u64;
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
    let u = &model.unet;
    let (unet, resident, largest) = part_sizes(&u.weights, s, &|f| u.config.for_each_part(f))?;
    let (mut controlnets, mut controlnets_streamed, mut cn_largest) = (0, 0, 0);
    for cn in &model.controlnets {
        let (all, resident, largest) = part_sizes(&cn.weights, s, &|f| cn.config.for_each_part(f))?;
        controlnets += all;
        controlnets_streamed += resident;
        cn_largest = cn_largest.max(largest);
    }
    let (mut refiner_text_encoder, mut refiner_unet, mut refiner_resident, mut refiner_largest) =
        (0, 0, 0, 0);
    if let Some(r) = &model.refiner {
        let te = &r.text_encoder_2;
        refiner_text_encoder = bytes_of(
            &record_shapes(&te.weights, |vb| {
                ClipTextModel::with_projection(vb, &te.config)
            })?,
            s,
        );
        let u = &r.unet;
        (refiner_unet, refiner_resident, refiner_largest) =
            part_sizes(&u.weights, s, &|f| u.config.for_each_part(f))?;
    }
    Ok(WeightSizes {
        refiner_text_encoder,
        refiner_unet,
        refiner_unet_resident: refiner_resident,
        refiner_unet_largest_group: refiner_largest,
        text_encoder: bytes_of(&text, s) + bytes_of(&text_2, s),
        unet,
        vae_decoder: bytes_of(&vae, s_vae),
        unet_resident: resident,
        unet_largest_group: largest,
        controlnets,
        controlnets_streamed,
        controlnets_largest_group: cn_largest,
    })
}
