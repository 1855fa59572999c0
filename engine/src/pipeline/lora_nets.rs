//! The LoRAs of [`Nets`]: merged into the weights wherever the nets keep them (the nets
//! are the [`WeightSink`]), or kept as separate deltas placed beside each net's weights
//! (`--lora-apply`; see [`crate::attach::lora`] and [`crate::nets::adapters`]).
use super::place::Held;
use super::placed::Nets;
use crate::attach::lora::{LoraSet, Net, Separate, WeightSink};
use crate::nets::adapters::Adapters;
use crate::offload::HostGroup;
use crate::protocol::LoraApply;
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};
use std::sync::Arc;

impl Nets {
    /// Whether `loras` (files and strengths) are the ones applied to these nets, as the
    /// last `--lora-apply` said.
    pub fn has_loras(&self, loras: &LoraSet) -> bool {
        self.loras.is(loras, self.lora_apply)
    }

    /// Whether `loras` are the ones applied to these nets, as `mode` says.
    pub fn has_loras_as(&self, loras: &LoraSet, mode: LoraApply) -> bool {
        self.loras.is(loras, mode)
    }

    /// Applies `loras` to the UNet and text encoders in place of the ones applied now
    /// (none: the base weights back, exactly), as the last `--lora-apply` said; see
    /// [`crate::attach::lora::Merged`].
    pub fn set_loras(&mut self, loras: &LoraSet) -> Result<()> {
        self.set_loras_as(loras, self.lora_apply)
    }

    /// [`Nets::set_loras`] as `mode` says: merged into the weights, or kept as separate
    /// deltas the nets add in their forward pass. Nothing is read from disk and no net is
    /// rebuilt.
    pub fn set_loras_as(&mut self, loras: &LoraSet, mode: LoraApply) -> Result<()> {
        if self.loras.is(loras, mode) {
            return Ok(());
        }
        // Host groups may be the source of queued copies; the arena and the streamed
        // groups kept on the device (`--stream-keep`) are made again from them.
        self.device.synchronize()?;
        self.slots.park();
        let mut merged = std::mem::take(&mut self.loras);
        let r = merged.set(self, loras, mode);
        self.loras = merged;
        self.lora_apply = mode;
        let r = r.and_then(|separate| self.place_adapters(separate));
        if r.is_err() {
            // Nothing stays half-applied: the merged weights are back, and so no deltas.
            self.place_adapters(Separate::new())?;
        }
        crate::vram::trim_pool(&self.device);
        r
    }

    /// Host bytes kept to give the LoRA-changed weights back.
    pub fn lora_base_bytes(&self) -> u64 {
        self.loras.base_bytes()
    }

    /// Bytes the separate LoRA deltas take (on the device, or in host memory for the nets
    /// held there until their phase).
    pub fn adapter_bytes(&self) -> u64 {
        self.adapters.values().map(|a| a.bytes()).sum()
    }

    /// Where `net` computes and in what dtype, and whether it rests in host memory.
    fn net_place(&self, net: Net) -> (Device, DType, bool) {
        let te_dtype = match self.on_cpu.text_encoders {
            true => DType::F32,
            false => self.dtype,
        };
        let host = |h: Option<bool>| h.unwrap_or(false);
        match net {
            Net::Unet => (
                self.device.clone(),
                self.dtype,
                host(self.unet.as_ref().map(|u| matches!(u, Held::Host(_)))),
            ),
            Net::TextEncoder => (
                self.text_device.clone(),
                te_dtype,
                matches!(self.text_encoder, Held::Host(_)),
            ),
            Net::TextEncoder2 => (
                self.text_device.clone(),
                te_dtype,
                host(
                    self.text_encoder_2
                        .as_ref()
                        .map(|t| matches!(t, Held::Host(_))),
                ),
            ),
        }
    }

    /// Puts each net's separate deltas where its weights rest, in its dtype, and sets them
    /// on the nets built on the device; a net without any gets none.
    fn place_adapters(&mut self, mut separate: Separate) -> Result<()> {
        self.adapters.clear();
        for net in [Net::Unet, Net::TextEncoder, Net::TextEncoder2] {
            let (device, dtype, host) = self.net_place(net);
            let placed = match separate.remove(&net) {
                Some(a) if !a.is_empty() => {
                    let at = if host { Device::Cpu } else { device };
                    Some(Arc::new(a.to(&at, dtype)?))
                }
                _ => None,
            };
            if let Some(a) = &placed {
                self.adapters.insert(net, a.clone());
            }
            match net {
                Net::Unet => {
                    if let Some(Held::Device(u)) = &mut self.unet {
                        u.set_adapters(placed);
                    }
                }
                Net::TextEncoder => {
                    if let Held::Device(t) = &mut self.text_encoder {
                        t.set_adapters(placed);
                    }
                }
                Net::TextEncoder2 => {
                    if let Some(Held::Device(t)) = &mut self.text_encoder_2 {
                        t.set_adapters(placed);
                    }
                }
            }
        }
        Ok(())
    }

    /// `net`'s separate deltas on `device` for a net built there for its phase.
    pub(super) fn adapters_for(&self, net: Net, device: &Device) -> Result<Option<Arc<Adapters>>> {
        let (_, dtype, _) = self.net_place(net);
        Ok(match self.adapters.get(&net) {
            Some(a) => Some(Arc::new(a.to(device, dtype)?)),
            None => None,
        })
    }

    /// The host group that holds `name` of `net` (model offload, or a streamed stage).
    fn host_group(&self, net: Net, name: &str) -> Option<&HostGroup> {
        fn host<T>(held: &Held<T>) -> Option<&HostGroup> {
            match held {
                Held::Host(g) => Some(g),
                Held::Device(_) => None,
            }
        }
        let group = match net {
            Net::Unet => match self.unet.as_ref()? {
                Held::Host(g) => Some(g),
                Held::Device(u) => return u.streamer()?.groups().iter().find(|g| g.contains(name)),
            },
            Net::TextEncoder => host(&self.text_encoder),
            Net::TextEncoder2 => self.text_encoder_2.as_ref().and_then(host),
        };
        group.filter(|g| g.contains(name))
    }

    fn missing(net: Net, name: &str) -> Error {
        Error::msg(format!("{}: the nets hold no weight '{name}'", net.name()))
    }
}

impl WeightSink for Nets {
    fn read(&self, net: Net, name: &str) -> Result<Tensor> {
        if let Some(t) = self.on_device.get(&(net, name.to_string())) {
            // A copy even on the CPU, where moving to the CPU would share the storage.
            return Ok(t.to_device(&Device::Cpu)?.copy()?);
        }
        match self.host_group(net, name) {
            Some(g) => Ok(g.read(name)?),
            None => Err(Self::missing(net, name)),
        }
    }

    fn write(&self, net: Net, name: &str, value: &Tensor) -> Result<()> {
        if let Some(t) = self.on_device.get(&(net, name.to_string())) {
            let v = crate::weights_dtype::encode(&value.to_device(t.device())?, t.dtype())?
                .contiguous()?;
            return Ok(t.slice_set(&v.reshape(t.dims())?, 0, 0)?);
        }
        match self.host_group(net, name) {
            Some(g) => Ok(g.write(name, value)?),
            None => Err(Self::missing(net, name)),
        }
    }

    fn device_of(&self, net: Net, name: &str) -> Device {
        if self.on_device.contains_key(&(net, name.to_string())) {
            self.device.clone()
        } else {
            Device::Cpu
        }
    }

    fn held_dtype(&self, net: Net, name: &str) -> Result<DType> {
        if let Some(t) = self.on_device.get(&(net, name.to_string())) {
            return Ok(t.dtype());
        }
        match self.host_group(net, name) {
            Some(g) => Ok(g.held_dtype(name)?),
            None => Err(Self::missing(net, name)),
        }
    }
}
