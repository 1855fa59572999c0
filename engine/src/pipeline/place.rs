//! Placing one net as the plan's offload mode says: built resident on the device, packed
//! in host memory until its phase ([`Held::Host`]), or streamed part by part through the
//! shared device slots. `placed.rs` keeps the placed nets together and lends them.
use crate::attach::{Model, Refiner};
use crate::model::config::{ClipTextConfig, ControlNetConfig, UNetConfig};
use crate::model::Weights;
use crate::nets::clip::ClipTextModel;
use crate::nets::controlnet::ControlNetModel;
use crate::nets::unet::{EachPart, Part, UNet};
use crate::offload::{self, HostGroup, SlotPool, Streamer};
use crate::protocol::{Offload, WeightsDtype};
use crate::weights_dtype::{NetDtypes, OnCpu, Storage};
use crate::Result;
use candle_core::{DType, Device};
use candle_nn::VarBuilder;
use std::sync::Arc;

/// A net kept on the device, or packed in host memory and built on the device for its
/// phase only (`--offload model`).
pub(super) enum Held<T> {
    Device(T),
    Host(HostGroup),
}

/// A net for one phase: borrowed when it lives on the device, owned (and dropped after
/// the phase, freeing its memory) when it was uploaded for the phase.
pub enum Lease<'a, T> {
    Borrowed(&'a T),
    Owned(T),
}

impl<T> std::ops::Deref for Lease<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        match self {
            Lease::Borrowed(t) => t,
            Lease::Owned(t) => t,
        }
    }
}

/// The refiner's nets and what they are rebuilt from.
pub(super) struct RefinerNets {
    pub(super) path: std::path::PathBuf,
    pub(super) text_encoder_2: Held<ClipTextModel>,
    pub(super) unet: Held<UNet>,
    pub(super) text_config: ClipTextConfig,
    pub(super) unet_config: UNetConfig,
}

/// The device and dtype a net runs in: the job's, or the CPU's f32 for a net the plan
/// puts there.
pub(super) fn placed_on(cpu: bool, device: &Device, dtype: DType) -> (Device, DType) {
    match cpu {
        true => (Device::Cpu, DType::F32),
        false => (device.clone(), dtype),
    }
}

/// Where packing reads `weights` on their way to host memory for `device`: random weights
/// are drawn on the device itself (fast), stored ones converted on the CPU.
pub(super) fn draw_device(weights: &Weights, device: &Device) -> Device {
    match weights {
        Weights::Random => device.clone(),
        Weights::Stored(_) => Device::Cpu,
    }
}

/// Packs what `build` loads from `weights` into host memory for `device` (read where
/// [`draw_device`] says), its layers kept as `choice` says.
pub(super) fn pack<T>(
    weights: &Weights,
    choice: impl Into<Storage>,
    dtype: DType,
    device: &Device,
    build: impl FnOnce(VarBuilder<'static>) -> candle_core::Result<T>,
) -> Result<HostGroup> {
    let draw = draw_device(weights, device);
    let recorded = crate::profile::time("load.read", device, || {
        offload::record(weights.backend_in(choice), dtype, &draw, build)
    })?;
    Ok(HostGroup::pack(recorded, dtype, device)?)
}

/// A net's parts (`each`) for streaming from host memory through `slots`: its resident
/// part uploaded once, every streamed part (a stage or a transformer block) packed as its
/// own group.
pub(super) fn stream_parts(
    weights: &Weights,
    choice: WeightsDtype,
    dtype: DType,
    device: &Device,
    slots: &Arc<SlotPool>,
    each: EachPart,
) -> Result<(VarBuilder<'static>, Streamer, offload::Recorded)> {
    let (resident, streamer) = pack_parts(weights, choice, dtype, device, slots, each)?;
    let vb = resident.upload(device)?;
    // The views the net is built from share the uploaded buffer: writing one writes it.
    let views = resident
        .names()
        .map(|n| Ok((n.clone(), vb.get_unchecked_dtype(n, dtype)?)))
        .collect::<Result<_>>()?;
    Ok((vb, streamer, views))
}

/// [`stream_parts`] with the resident part left in host memory, for a net whose shell
/// goes to the device only for its phase.
pub(super) fn pack_parts(
    weights: &Weights,
    choice: WeightsDtype,
    dtype: DType,
    device: &Device,
    slots: &Arc<SlotPool>,
    each: EachPart,
) -> Result<(HostGroup, Streamer)> {
    let draw = draw_device(weights, device);
    let mut resident = Vec::new();
    let mut groups = Vec::new();
    each(&mut |part, build| {
        let recorded = crate::profile::time("load.read", device, || {
            offload::record(weights.backend_in(choice), dtype, &draw, build)
        })?;
        match part {
            Part::Resident => resident.extend(recorded),
            Part::Streamed => groups.push(HostGroup::pack(recorded, dtype, device)?),
        }
        Ok(())
    })?;
    Ok((
        HostGroup::pack(resident, dtype, device)?,
        Streamer::new(groups, device, slots)?,
    ))
}

/// The UNet streamed from host memory (see [`stream_parts`]).
pub(super) fn streamed_unet(
    weights: &Weights,
    choice: WeightsDtype,
    cfg: &UNetConfig,
    dtype: DType,
    device: &Device,
    slots: &Arc<SlotPool>,
) -> Result<(UNet, offload::Recorded)> {
    let each: EachPart = &|f| cfg.for_each_part(f);
    let (resident, streamer, views) = stream_parts(weights, choice, dtype, device, slots, each)?;
    Ok((UNet::streamed(resident, streamer, cfg)?, views))
}

/// A net built resident on `device` from `weights`, with the tensors it holds.
pub(super) fn resident<T>(
    weights: &Weights,
    choice: impl Into<Storage>,
    dtype: DType,
    device: &Device,
    build: impl FnOnce(VarBuilder<'static>) -> candle_core::Result<T>,
) -> Result<(T, offload::Recorded)> {
    Ok(offload::build_keeping(
        weights.backend_in(choice),
        dtype,
        device,
        build,
    )?)
}

/// A ControlNet streamed from host memory like the UNet.
pub(super) fn streamed_controlnet(
    weights: &Weights,
    choice: WeightsDtype,
    cfg: &ControlNetConfig,
    dtype: DType,
    device: &Device,
    slots: &Arc<SlotPool>,
) -> Result<ControlNetModel> {
    let each: EachPart = &|f| cfg.for_each_part(f);
    let (resident, streamer, _) = stream_parts(weights, choice, dtype, device, slots, each)?;
    Ok(ControlNetModel::streamed(resident, streamer, cfg)?)
}

/// The model's ControlNets placed as `offload` says (streamed through `slots`).
pub(super) fn load_controlnets(
    model: &Model,
    device: &Device,
    dtype: DType,
    offload: Offload,
    choice: WeightsDtype,
    slots: &Arc<SlotPool>,
) -> Result<Vec<Held<ControlNetModel>>> {
    model
        .controlnets
        .iter()
        .map(|cn| {
            let (w, c) = (&cn.weights, &cn.config);
            let held = match offload {
                Offload::None => Held::Device(ControlNetModel::new(
                    w.var_builder_in(choice, dtype, device),
                    c,
                )?),
                Offload::Model => Held::Host(pack(w, choice, dtype, device, |vb| {
                    ControlNetModel::new(vb, c)
                })?),
                Offload::Sequential => {
                    Held::Device(streamed_controlnet(w, choice, c, dtype, device, slots)?)
                }
            };
            Ok(held)
        })
        .collect()
}

/// The model's refiner placed as `offload` says: resident, packed in host memory until
/// its phase, or (sequential) its UNet streamed through `slots` like the base's.
pub(super) fn load_refiner(
    refiner: Option<&Refiner>,
    device: &Device,
    dtype: DType,
    offload: Offload,
    (storage, on_cpu): (NetDtypes, OnCpu),
    slots: &Arc<SlotPool>,
) -> Result<Option<RefinerNets>> {
    let (tch, uch) = (storage.text_encoder, storage.unet);
    let (te_device, te_dtype) = placed_on(on_cpu.text_encoders, device, dtype);
    let Some(r) = refiner else {
        return Ok(None);
    };
    let (tw, tc) = (&r.text_encoder_2.weights, &r.text_encoder_2.config);
    let (uw, uc) = (&r.unet.weights, &r.unet.config);
    let (mut text_encoder_2, unet) = match offload {
        Offload::None => (
            Held::Device(ClipTextModel::with_projection(
                tw.var_builder_in(tch, dtype, device),
                tc,
            )?),
            Held::Device(UNet::new(uw.var_builder_in(uch, dtype, device), uc)?),
        ),
        Offload::Model | Offload::Sequential => {
            let text = pack(tw, tch, dtype, device, |vb| {
                ClipTextModel::with_projection(vb, tc)
            })?;
            let unet = if offload == Offload::Model {
                Held::Host(pack(uw, uch, dtype, device, |vb| UNet::new(vb, uc))?)
            } else {
                Held::Device(streamed_unet(uw, uch, uc, dtype, device, slots)?.0)
            };
            (Held::Host(text), unet)
        }
    };
    if on_cpu.text_encoders {
        text_encoder_2 = Held::Device(ClipTextModel::with_projection(
            tw.var_builder_in(tch, te_dtype, &te_device),
            tc,
        )?);
    }
    Ok(Some(RefinerNets {
        path: r.path.clone(),
        text_encoder_2,
        unet,
        text_config: tc.clone(),
        unet_config: uc.clone(),
    }))
}
