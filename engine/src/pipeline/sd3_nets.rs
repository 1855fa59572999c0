//! SD 3's own nets (the MMDiT and T5) placed as the plan's offload mode says, beside the
//! CLIP encoders and VAE that `placed.rs` places for every family: resident, or packed in
//! host memory until their phase (`--offload model`), or (`--offload sequential`) the
//! MMDiT's joint blocks streamed one at a time through the slots every streamed net
//! shares, its other parts resident. T5 goes where the text encoders go: packed in host
//! memory and uploaded for the text-encoding phase under model offload, its blocks streamed
//! one at a time through two slots of its own under sequential offload (its shell uploaded
//! for each encoding), or on the CPU in f32 (`--text-encoder-device cpu`).
use super::place::{pack, pack_parts, placed_on, resident, stream_parts, Held, Lease};
use crate::attach::Model;
use crate::model::config::SD3TransformerConfig;
use crate::model::t5::T5Config;
use crate::nets::attention::AttentionMode;
use crate::nets::mmdit::MMDiT;
use crate::nets::t5::T5Encoder;
use crate::offload::{HostGroup, SlotPool, Streamer};
use crate::protocol::Offload;
use crate::weights_dtype::{NetDtypes, OnCpu};
use crate::Result;
use candle_core::{DType, Device};
use std::sync::Arc;

/// Where T5 is: placed as the other nets are, or (sequential offload) its shell in host
/// memory, uploaded for each encoding, and its blocks streamed through slots of its own.
enum T5Placed {
    Held(Held<T5Encoder>),
    Streamed {
        shell: HostGroup,
        blocks: Arc<Streamer>,
    },
}

/// The MMDiT and T5 of an SD 3 model, and what they are rebuilt from.
pub(super) struct Sd3Nets {
    transformer: Held<MMDiT>,
    text_encoder_3: Option<T5Placed>,
    transformer_config: SD3TransformerConfig,
    t5_config: Option<T5Config>,
}

impl Sd3Nets {
    /// The streamed MMDiT's streamer (none unless it streams).
    pub(super) fn streamer(&self) -> Option<&Streamer> {
        match &self.transformer {
            Held::Device(m) => m.streamer(),
            Held::Host(_) => None,
        }
    }

    /// `model`'s MMDiT placed as `offload` says (a streamed MMDiT through `slots`) and its
    /// T5 as `text_offload` says (the plan's offload, or model offload's where the text
    /// encoders wait in host memory beside resident nets); none for the UNet families.
    pub(super) fn load(
        model: &Model,
        device: &Device,
        dtype: DType,
        (offload, text_offload): (Offload, Offload),
        (storage, on_cpu): (NetDtypes, OnCpu),
        slots: &Arc<SlotPool>,
    ) -> Result<Option<Self>> {
        let Some(sd3) = &model.sd3 else {
            return Ok(None);
        };
        let (tch, uch) = (storage.text_encoder, storage.unet);
        let t = &sd3.transformer;
        let transformer = match offload {
            Offload::None => {
                let (mmdit, _) = resident(&t.weights, uch, dtype, device, |vb| {
                    MMDiT::new(vb, &t.config)
                })?;
                Held::Device(mmdit)
            }
            Offload::Model => Held::Host(pack(&t.weights, uch, dtype, device, |vb| {
                MMDiT::new(vb, &t.config)
            })?),
            Offload::Sequential => {
                let each: crate::nets::unet::EachPart = &|f| t.config.for_each_part(f);
                let (shell, streamer, _) =
                    stream_parts(&t.weights, uch, dtype, device, slots, each)?;
                Held::Device(MMDiT::streamed(shell, streamer, &t.config)?)
            }
        };
        let (te_device, te_dtype) = placed_on(on_cpu.text_encoders, device, dtype);
        let text_encoder_3 = match &sd3.text_encoder_3 {
            None => None,
            Some(t5) if text_offload == Offload::None || on_cpu.text_encoders => {
                let (enc, _) = resident(&t5.weights, tch, te_dtype, &te_device, |vb| {
                    T5Encoder::new(vb, &t5.config)
                })?;
                Some(T5Placed::Held(Held::Device(enc)))
            }
            Some(t5) if text_offload == Offload::Sequential => {
                // Slots of its own, freed after each prompt: a T5-XXL block is larger than
                // a joint block, and the denoising's slots need not be. Its shell (the
                // token embeddings: 251 MiB for T5-XXL in f16) goes to the device with
                // each encoding only.
                let each: crate::nets::unet::EachPart = &|f| t5.config.for_each_part(f);
                let (shell, blocks) =
                    pack_parts(&t5.weights, tch, dtype, device, &SlotPool::new(), each)?;
                Some(T5Placed::Streamed {
                    shell,
                    blocks: Arc::new(blocks),
                })
            }
            Some(t5) => Some(T5Placed::Held(Held::Host(pack(
                &t5.weights,
                tch,
                dtype,
                device,
                |vb| T5Encoder::new(vb, &t5.config),
            )?))),
        };
        let nets = Sd3Nets {
            transformer,
            text_encoder_3,
            transformer_config: t.config.clone(),
            t5_config: sd3.text_encoder_3.as_ref().map(|t| t.config.clone()),
        };
        Ok(Some(nets))
    }

    /// The MMDiT, on the device for as long as the lease lives.
    pub(super) fn transformer(
        &self,
        device: &Device,
        attention: AttentionMode,
    ) -> Result<Lease<'_, MMDiT>> {
        Ok(match &self.transformer {
            Held::Device(m) => Lease::Borrowed(m),
            Held::Host(g) => {
                let mut m = MMDiT::new(g.upload(device)?, &self.transformer_config)?;
                m.set_attention(attention);
                Lease::Owned(m)
            }
        })
    }

    /// T5, if the model has it, on the device for as long as the lease lives.
    pub(super) fn text_encoder_3(&self, device: &Device) -> Result<Option<Lease<'_, T5Encoder>>> {
        let (Some(held), Some(cfg)) = (&self.text_encoder_3, &self.t5_config) else {
            return Ok(None);
        };
        Ok(Some(match held {
            T5Placed::Held(Held::Device(t)) => Lease::Borrowed(t),
            T5Placed::Held(Held::Host(g)) => Lease::Owned(T5Encoder::new(g.upload(device)?, cfg)?),
            T5Placed::Streamed { shell, blocks } => Lease::Owned(T5Encoder::streamed(
                shell.upload(device)?,
                blocks.clone(),
                cfg,
            )?),
        }))
    }

    pub(super) fn set_attention(&mut self, mode: AttentionMode) {
        if let Held::Device(m) = &mut self.transformer {
            m.set_attention(mode);
        }
    }
}
