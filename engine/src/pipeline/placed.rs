//! The nets of a model on one device, placed as the plan's offload mode says (resident,
//! in host memory until their phase, or streamed stage by stage), and lent to a job's
//! phases.
pub use super::place::Lease;
use super::place::{
    load_controlnets, load_refiner, pack, placed_on, resident, streamed_unet, Held, RefinerNets,
};
use super::sd3_control_nets::Sd3Controls;
use super::sd3_nets::Sd3Nets;
use crate::attach::lora::{Merged, Net};
use crate::attach::Model;
use crate::model::config::{ClipTextConfig, ControlNetConfig, UNetConfig, VaeConfig};
use crate::nets::adapters::Adapters;
use crate::nets::attention::AttentionMode;
use crate::nets::clip::ClipTextModel;
use crate::nets::controlnet::ControlNetModel;
use crate::nets::mmdit::{MMDiT, SD3ControlNetModel};
use crate::nets::t5::T5Encoder;
use crate::nets::tiled::{VaeTile, VaeTiling, DEFAULT_OVERLAP_PX};
use crate::nets::unet::UNet;
use crate::nets::vae::VaeDecoder;
use crate::offload::{self, HostGroup, SlotPool};
use crate::planner::levers::{fp8_share, stream_keep, text_encoder_offload, Levers};
use crate::protocol::{LoraApply, Offload, WeightsDtype};
use crate::weights_dtype::{NetDtypes, OnCpu};
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};
use std::collections::HashMap;
use std::sync::Arc;

/// The nets of a model on one device in one dtype, placed the way the plan's offload
/// mode says: all resident (`none`), each in host memory until its phase (`model`), or
/// additionally the UNet streamed stage by stage (`sequential`).
pub struct Nets {
    pub(super) text_encoder: Held<ClipTextModel>,
    /// SDXL's second text encoder (with its projection).
    pub(super) text_encoder_2: Option<Held<ClipTextModel>>,
    /// None for SD 3, whose MMDiT and T5 are `sd3`'s.
    pub(super) unet: Option<Held<UNet>>,
    sd3: Option<Sd3Nets>,
    vae: Held<VaeDecoder>,
    /// The model's ControlNets (`Model::controlnets`), placed like the UNet.
    controlnets: Vec<Held<ControlNetModel>>,
    /// An SD 3 model's ControlNets (`Model::sd3_controlnets`).
    sd3_controlnets: Sd3Controls,
    /// The SDXL refiner's text encoder and UNet (`Model::refiner`), placed like the base's.
    refiner: Option<RefinerNets>,
    /// The device arena every streamed net (sequential offload) shares.
    pub(super) slots: Arc<SlotPool>,
    configs: Configs,
    attention: AttentionMode,
    pub offload: Offload,
    /// How the UNet, ControlNets and text encoders keep their Linear and Conv weights.
    pub storage: NetDtypes,
    /// Which nets run on the CPU (in f32) instead of `device`.
    pub on_cpu: OnCpu,
    /// The plan's declared levers the nets were placed by (`planner::levers`).
    pub levers: Levers,
    /// Where the text encoders and the VAE run: `device`, or the CPU (`on_cpu`).
    pub text_device: Device,
    pub vae_device: Device,
    pub device: Device,
    pub dtype: DType,
    /// `--vae-tile` and `--vae-tile-overlap` (pixels): whether `decode` works in tiles.
    pub vae_tile: VaeTile,
    pub vae_tile_overlap: usize,
    /// `--vae-tile-store gpu`: a tiled decode keeps its large wholes in `vae_device`'s
    /// memory rather than page-locked host memory.
    pub vae_tile_store_gpu: bool,
    /// The VAE's dtype: `dtype`, or f32 where the model forces an upcast (SDXL in f16).
    pub vae_dtype: DType,
    /// The tensors the UNet and text encoders hold on the device (all of them when
    /// resident, the streamed UNet's resident part), for merging LoRAs in place.
    pub(super) on_device: HashMap<(Net, String), Tensor>,
    /// The LoRAs merged into the weights, with the base values of what they changed.
    pub(super) loras: Merged,
    /// How the LoRAs apply (`--lora-apply`), as last set.
    pub(super) lora_apply: LoraApply,
    /// The LoRA deltas kept separate, per net, where the net's weights rest: on its
    /// device for a net built there (and set on it), in host memory for a net packed there
    /// until its phase (uploaded with it).
    pub(super) adapters: HashMap<Net, Arc<Adapters>>,
    /// The `--vae` file or folder the VAE was built from (none: the checkpoint's).
    vae_source: Option<std::path::PathBuf>,
    /// The model's declared attachments the nets were built with
    /// ([`Model::declared_sources`]): another set needs new nets.
    declared: Vec<(&'static str, Vec<String>)>,
}

/// What the nets held in host memory are rebuilt from.
struct Configs {
    text_encoder: ClipTextConfig,
    /// SD 3's CLIP-L has its projection (its pooled embedding is read).
    text_encoder_projection: bool,
    text_encoder_2: Option<ClipTextConfig>,
    unet: Option<UNetConfig>,
    vae: VaeConfig,
    controlnets: Vec<ControlNetConfig>,
}

impl Nets {
    /// Every net resident on `device`.
    pub fn load(model: &Model, device: &Device, dtype: DType) -> Result<Self> {
        Self::load_with(model, device, dtype, Offload::None)
    }

    pub fn load_with(
        model: &Model,
        device: &Device,
        dtype: DType,
        offload: Offload,
    ) -> Result<Self> {
        Self::load_stored(model, device, dtype, offload, NetDtypes::default())
    }

    /// The nets placed as `offload` says, their layers kept as `storage` says
    /// (`--weights-dtype`, `--text-encoder-dtype`).
    pub fn load_stored(
        model: &Model,
        device: &Device,
        dtype: DType,
        offload: Offload,
        storage: NetDtypes,
    ) -> Result<Self> {
        let (on_cpu, levers) = (OnCpu::default(), Levers::default());
        Self::load_placed(model, device, dtype, offload, storage, on_cpu, levers)
    }

    /// [`Nets::load_stored`] with the text encoders and/or the VAE on the CPU in f32
    /// (`--text-encoder-device cpu`, `--vae-device cpu`), and the plan's declared levers.
    pub fn load_placed(
        model: &Model,
        device: &Device,
        dtype: DType,
        offload: Offload,
        storage: NetDtypes,
        on_cpu: OnCpu,
        levers: Levers,
    ) -> Result<Self> {
        crate::vram::keep_pool_warm(device);
        let (tch, uch) = (storage.text_encoder, storage.unet);
        let (tc, vc) = (&model.text_encoder.config, &model.vae.config);
        let (tw, vw) = (&model.text_encoder.weights, &model.vae.weights);
        let projection = model.is_sd3();
        let clip_l = move |vb, c| match projection {
            true => ClipTextModel::with_projection(vb, c),
            false => ClipTextModel::new(vb, c),
        };
        let te2 = model.text_encoder_2.as_ref();
        let (vae_device, vae_dtype) = match on_cpu.vae {
            true => (Device::Cpu, DType::F32),
            false => (device.clone(), model.vae_dtype_on(dtype, device)),
        };
        let slots = SlotPool::with_count(offload::slot_count(uch, model.unet.is_some()));
        let mut on_device = HashMap::new();
        let mut keep = |net: Net, recorded: offload::Recorded| {
            on_device.extend(recorded.into_iter().map(|(n, t)| ((net, n), t)));
        };
        // Text encoders resident (on the CPU in f32 where the plan says so), or packed in
        // host memory until their phase.
        let (te_device, te_dtype) = placed_on(on_cpu.text_encoders, device, dtype);
        let stay = offload == Offload::None && !text_encoder_offload::leased(&levers, offload);
        let (text_encoder, text_encoder_2) = if stay || on_cpu.text_encoders {
            let (te, r) = resident(tw, tch, te_dtype, &te_device, |vb| clip_l(vb, tc))?;
            keep(Net::TextEncoder, r);
            let te2 = match te2 {
                Some(te) => {
                    let (t, r) = resident(&te.weights, tch, te_dtype, &te_device, |vb| {
                        ClipTextModel::with_projection(vb, &te.config)
                    })?;
                    keep(Net::TextEncoder2, r);
                    Some(Held::Device(t))
                }
                None => None,
            };
            (Held::Device(te), te2)
        } else {
            let text = pack(tw, tch, dtype, device, |vb| clip_l(vb, tc))?;
            let text_2 = te2
                .map(|te| {
                    pack(&te.weights, tch, dtype, device, |vb| {
                        ClipTextModel::with_projection(vb, &te.config)
                    })
                    .map(Held::Host)
                })
                .transpose()?;
            (Held::Host(text), text_2)
        };
        let vae = if offload == Offload::None || on_cpu.vae {
            Held::Device(VaeDecoder::new(vw.var_builder(vae_dtype, &vae_device), vc)?)
        } else {
            Held::Host(pack(vw, WeightsDtype::Auto, vae_dtype, device, |vb| {
                VaeDecoder::new(vb, vc)
            })?)
        };
        let unet_storage = fp8_share::unet_storage(&levers, model, offload, uch)?;
        let unet = match &model.unet {
            None => None,
            Some(u) => Some(match offload {
                Offload::None => {
                    let (unet, r) = resident(&u.weights, unet_storage, dtype, device, |vb| {
                        UNet::new(vb, &u.config)
                    })?;
                    keep(Net::Unet, r);
                    Held::Device(unet)
                }
                Offload::Model => {
                    Held::Host(pack(&u.weights, unet_storage, dtype, device, |vb| {
                        UNet::new(vb, &u.config)
                    })?)
                }
                Offload::Sequential => {
                    let (unet, views) =
                        streamed_unet(&u.weights, uch, &u.config, dtype, device, &slots)?;
                    keep(Net::Unet, views);
                    Held::Device(unet)
                }
            }),
        };
        // The text encoders wait in host memory as under model offload unless they stay.
        let text_offload = match (stay, offload) {
            (true, _) => Offload::None,
            (false, Offload::None) => Offload::Model,
            (false, o) => o,
        };
        let offloads = (offload, text_offload);
        let sd3 = Sd3Nets::load(model, device, dtype, offloads, (storage, on_cpu), &slots)?;
        let controlnets = load_controlnets(model, device, dtype, offload, uch, &slots)?;
        let sd3_controlnets = Sd3Controls::load(model, device, dtype, (offload, &slots), uch)?;
        let refiner = load_refiner(
            model.refiner.as_ref(),
            device,
            dtype,
            offload,
            (storage, on_cpu),
            &slots,
        )?;
        crate::vram::trim_pool(device);
        let mut nets = Nets {
            text_encoder,
            text_encoder_2,
            unet,
            sd3,
            vae,
            controlnets,
            sd3_controlnets,
            refiner,
            slots,
            configs: Configs {
                text_encoder: tc.clone(),
                text_encoder_projection: projection,
                text_encoder_2: te2.map(|te| te.config.clone()),
                unet: model.unet.as_ref().map(|u| u.config.clone()),
                vae: vc.clone(),
                controlnets: model.controlnets.iter().map(|c| c.config.clone()).collect(),
            },
            attention: AttentionMode::default(),
            offload,
            storage,
            on_cpu,
            levers,
            text_device: te_device,
            vae_device,
            device: device.clone(),
            dtype,
            vae_tile: VaeTile::Off,
            vae_tile_overlap: DEFAULT_OVERLAP_PX,
            vae_tile_store_gpu: false,
            vae_dtype,
            on_device,
            loras: Merged::default(),
            lora_apply: LoraApply::Auto,
            adapters: HashMap::new(),
            vae_source: model.vae_override.as_ref().map(|v| v.path.clone()),
            declared: model.declared_sources(),
        };
        nets.keep_streamed();
        nets.set_loras(&model.loras)?;
        Ok(nets)
    }

    /// The streamed denoiser's groups that stay on the device through its phase, as the
    /// plan's `--stream-keep` says.
    fn keep_streamed(&self) {
        let streamer = match (&self.unet, &self.sd3) {
            (Some(Held::Device(u)), _) => u.streamer(),
            (_, Some(sd3)) => sd3.streamer(),
            _ => None,
        };
        if let Some(s) = streamer {
            s.keep_on_device(stream_keep::kept(
                &self.levers,
                self.offload,
                &s.group_bytes(),
            ));
        }
    }

    /// The `--vae` the VAE was built from (none: the checkpoint's).
    pub fn vae_source(&self) -> Option<&std::path::Path> {
        self.vae_source.as_deref()
    }

    /// The declared attachments these nets were built with ([`Model::declared_sources`]).
    pub fn declared(&self) -> &[(&'static str, Vec<String>)] {
        &self.declared
    }

    /// Rebuilds the VAE from `model`'s (its `--vae`, or the checkpoint's), placed like
    /// before; the other nets stay as they are.
    pub fn set_vae(&mut self, model: &Model) -> Result<()> {
        let (vw, vc) = (&model.vae.weights, &model.vae.config);
        self.vae = Held::Host(HostGroup::empty());
        crate::vram::trim_pool(&self.device);
        self.vae_dtype = match self.on_cpu.vae {
            true => DType::F32,
            false => model.vae_dtype_on(self.dtype, &self.device),
        };
        let (device, dtype) = (self.vae_device.clone(), self.vae_dtype);
        self.vae = match self.offload {
            _ if self.on_cpu.vae => {
                let mut v = VaeDecoder::new(vw.var_builder(dtype, &device), vc)?;
                v.set_attention(self.attention);
                Held::Device(v)
            }
            Offload::None => {
                let mut v = VaeDecoder::new(vw.var_builder(dtype, &device), vc)?;
                v.set_attention(self.attention);
                Held::Device(v)
            }
            _ => Held::Host(pack(vw, WeightsDtype::Auto, dtype, &device, |vb| {
                VaeDecoder::new(vb, vc)
            })?),
        };
        self.configs.vae = vc.clone();
        self.vae_source = model.vae_override.as_ref().map(|v| v.path.clone());
        Ok(())
    }

    /// How every attention splits its work (`--attention-slice`); results are the same.
    pub fn set_attention(&mut self, mode: AttentionMode) {
        self.attention = mode;
        if let Some(Held::Device(u)) = &mut self.unet {
            u.set_attention(mode);
        }
        if let Some(sd3) = &mut self.sd3 {
            sd3.set_attention(mode);
        }
        if let Held::Device(v) = &mut self.vae {
            v.set_attention(mode);
        }
        for c in &mut self.controlnets {
            if let Held::Device(c) = c {
                c.set_attention(mode);
            }
        }
        self.sd3_controlnets.set_attention(mode);
        if let Some(RefinerNets {
            unet: Held::Device(u),
            ..
        }) = &mut self.refiner
        {
            u.set_attention(mode);
        }
    }

    pub fn attention(&self) -> AttentionMode {
        self.attention
    }

    /// Sizes the streamed nets' device arena for `count` of their largest group (the
    /// plan's `Plan::slot_count`); between jobs, as the arena is only made at a phase's
    /// first acquire.
    pub fn set_stream_slots(&self, count: usize) {
        self.slots.set_count(count);
    }

    /// How many ControlNets are loaded (each once, however many units use it).
    pub fn controlnet_count(&self) -> usize {
        self.controlnets.len() + self.sd3_controlnets.len()
    }

    /// Replaces the ControlNets with `model`'s (placed like the others): a removed or
    /// disabled one frees its memory, the other nets stay as they are.
    pub fn set_controlnets(&mut self, model: &Model) -> Result<()> {
        self.controlnets.clear();
        self.configs.controlnets.clear();
        self.sd3_controlnets = Sd3Controls::default();
        crate::vram::trim_pool(&self.device);
        self.sd3_controlnets = Sd3Controls::load(
            model,
            &self.device,
            self.dtype,
            (self.offload, &self.slots),
            self.storage.unet,
        )?;
        self.sd3_controlnets.set_attention(self.attention);
        self.controlnets = load_controlnets(
            model,
            &self.device,
            self.dtype,
            self.offload,
            self.storage.unet,
            &self.slots,
        )?;
        self.configs.controlnets = model.controlnets.iter().map(|c| c.config.clone()).collect();
        let mode = self.attention;
        for c in &mut self.controlnets {
            if let Held::Device(c) = c {
                c.set_attention(mode);
            }
        }
        Ok(())
    }

    /// The path of the refiner these nets hold, if any.
    pub fn refiner_path(&self) -> Option<&std::path::Path> {
        self.refiner.as_ref().map(|r| r.path.as_path())
    }

    /// Replaces the refiner's nets with `model`'s (placed like the others; none frees
    /// them); the base's nets stay as they are.
    pub fn set_refiner(&mut self, model: &Model) -> Result<()> {
        self.refiner = None;
        crate::vram::trim_pool(&self.device);
        self.refiner = load_refiner(
            model.refiner.as_ref(),
            &self.device,
            self.dtype,
            self.offload,
            (self.storage, self.on_cpu),
            &self.slots,
        )?;
        let mode = self.attention;
        self.set_attention(mode);
        Ok(())
    }

    /// The refiner's text encoder (bigG with its projection), on the device for as long
    /// as the lease lives.
    pub fn refiner_text_encoder(&self) -> Result<Lease<'_, ClipTextModel>> {
        let r = self.loaded_refiner()?;
        Ok(match &r.text_encoder_2 {
            Held::Device(t) => Lease::Borrowed(t),
            Held::Host(g) => Lease::Owned(ClipTextModel::with_projection(
                g.upload(&self.device)?,
                &r.text_config,
            )?),
        })
    }

    /// The refiner's UNet, on the device (or streaming) for as long as the lease lives.
    pub fn refiner_unet(&self) -> Result<Lease<'_, UNet>> {
        let r = self.loaded_refiner()?;
        Ok(match &r.unet {
            Held::Device(u) => Lease::Borrowed(u),
            Held::Host(g) => {
                let mut u = UNet::new(g.upload(&self.device)?, &r.unet_config)?;
                u.set_attention(self.attention);
                Lease::Owned(u)
            }
        })
    }

    fn loaded_refiner(&self) -> Result<&RefinerNets> {
        self.refiner
            .as_ref()
            .ok_or_else(|| Error::msg("no SDXL refiner is loaded with this model (--refiner)"))
    }

    /// The text encoder, on the device for as long as the lease lives.
    pub fn text_encoder(&self) -> Result<Lease<'_, ClipTextModel>> {
        Ok(match &self.text_encoder {
            Held::Device(t) => Lease::Borrowed(t),
            Held::Host(g) => {
                let (vb, c) = (g.upload(&self.device)?, &self.configs.text_encoder);
                let mut t = match self.configs.text_encoder_projection {
                    true => ClipTextModel::with_projection(vb, c)?,
                    false => ClipTextModel::new(vb, c)?,
                };
                t.set_adapters(self.adapters_for(Net::TextEncoder, &self.device)?);
                Lease::Owned(t)
            }
        })
    }

    /// SD 3's T5, when the model has it, on the device for as long as the lease lives.
    pub fn text_encoder_3(&self) -> Result<Option<Lease<'_, T5Encoder>>> {
        match &self.sd3 {
            Some(sd3) => sd3.text_encoder_3(&self.device),
            None => Ok(None),
        }
    }

    /// SD 3's MMDiT, on the device for as long as the lease lives.
    pub fn transformer(&self) -> Result<Lease<'_, MMDiT>> {
        self.sd3
            .as_ref()
            .ok_or_else(|| Error::msg("these nets hold no SD 3 transformer (a UNet model)"))?
            .transformer(&self.device, self.attention)
    }

    /// SDXL's second text encoder, if the model has one.
    pub fn text_encoder_2(&self) -> Result<Option<Lease<'_, ClipTextModel>>> {
        let (Some(held), Some(cfg)) = (&self.text_encoder_2, &self.configs.text_encoder_2) else {
            return Ok(None);
        };
        Ok(Some(match held {
            Held::Device(t) => Lease::Borrowed(t),
            Held::Host(g) => {
                let mut t = ClipTextModel::with_projection(g.upload(&self.device)?, cfg)?;
                t.set_adapters(self.adapters_for(Net::TextEncoder2, &self.device)?);
                Lease::Owned(t)
            }
        }))
    }

    /// The UNet, on the device (or streaming) for as long as the lease lives.
    pub fn unet(&self) -> Result<Lease<'_, UNet>> {
        let (Some(held), Some(config)) = (&self.unet, &self.configs.unet) else {
            return Err(Error::msg("these nets hold no UNet (an SD 3 model)"));
        };
        Ok(match held {
            Held::Device(u) => Lease::Borrowed(u),
            Held::Host(g) => {
                let mut u = UNet::new(g.upload(&self.device)?, config)?;
                u.set_attention(self.attention);
                u.set_adapters(self.adapters_for(Net::Unet, &self.device)?);
                Lease::Owned(u)
            }
        })
    }

    /// ControlNet `i` of the model, on the device (or streaming) for as long as the lease
    /// lives.
    pub fn controlnet(&self, i: usize) -> Result<Lease<'_, ControlNetModel>> {
        let (Some(held), Some(cfg)) = (self.controlnets.get(i), self.configs.controlnets.get(i))
        else {
            return Err(Error::msg(format!(
                "ControlNet {i} is not loaded ({} are)",
                self.controlnets.len()
            )));
        };
        Ok(match held {
            Held::Device(c) => Lease::Borrowed(c),
            Held::Host(g) => {
                let mut c = ControlNetModel::new(g.upload(&self.device)?, cfg)?;
                c.set_attention(self.attention);
                Lease::Owned(c)
            }
        })
    }

    /// SD 3 ControlNet `i` of the model, on the device for as long as the lease lives.
    pub fn sd3_controlnet(&self, i: usize) -> Result<Lease<'_, SD3ControlNetModel>> {
        self.sd3_controlnets.lease(i, &self.device, self.attention)
    }

    /// How the VAE works on a `w` x `h` image: in tiles where the plan says so, their large
    /// whole-image intermediates in the VAE device's memory with `store_gpu`, else in
    /// page-locked host memory; none to run untiled.
    pub fn vae_tiling(&self, w: usize, h: usize, store_gpu: bool) -> Option<VaeTiling> {
        let store = match store_gpu {
            true => self.vae_device.clone(),
            false => Device::Cpu,
        };
        self.vae_tile.tiling(w, h, self.vae_tile_overlap, &store)
    }

    /// The VAE decoder, on the device for as long as the lease lives.
    pub fn vae(&self) -> Result<Lease<'_, VaeDecoder>> {
        Ok(match &self.vae {
            Held::Device(v) => Lease::Borrowed(v),
            Held::Host(g) => {
                let mut v = VaeDecoder::new(g.upload(&self.device)?, &self.configs.vae)?;
                v.set_attention(self.attention);
                Lease::Owned(v)
            }
        })
    }
}
