//! LoRAs merged into the weights the nets hold, as diffusers' `fuse_lora` does
//! (`W + strength x delta`), wherever the nets keep them: on the device, in host memory
//! until their phase (model offload), or in the host groups a streamed net copies from
//! (sequential offload). The first change to a weight keeps a host copy of its base
//! value; every later set of LoRAs is merged from that copy, so changing strengths or
//! LoRAs reads nothing from disk and removing them gives the base weights back exactly.
//! The layers `--lora-apply` keeps separate (`separate.rs`) are not merged: their factors
//! are handed back for the nets to add in the forward pass.
use super::bind::{Lora, Net, Target};
use super::separate::{factors, keeps_separate, module};
use crate::nets::adapters::Adapters;
use crate::protocol::LoraApply;
use crate::weights_dtype::upcast;
use crate::Result;
use candle_core::{DType, Device, Tensor};
use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::sync::Arc;

/// Where the nets keep their weights, for reading and overwriting them in place.
pub trait WeightSink {
    /// A copy, on the CPU, of the weight `name` of `net` as the nets hold it now.
    fn read(&self, net: Net, name: &str) -> Result<Tensor>;
    /// Overwrites the weight `name` of `net` with `value` (its shape; any dtype, device).
    fn write(&self, net: Net, name: &str, value: &Tensor) -> Result<()>;
    /// Where merging into `name` is cheapest (the device for device-held weights).
    fn device_of(&self, net: Net, name: &str) -> Device;
    /// The dtype the weight `name` of `net` is held in.
    fn held_dtype(&self, net: Net, name: &str) -> Result<DType>;
}

/// The separate deltas of each net (in f32 on the CPU), for the nets that have any.
pub type Separate = BTreeMap<Net, Adapters>;

/// LoRAs with their strengths, in the order given.
pub type LoraSet = Vec<(Arc<Lora>, f32)>;

/// The LoRAs merged into a set of nets and the base values of the weights they changed.
#[derive(Default)]
pub struct Merged {
    applied: Vec<(PathBuf, f32)>,
    mode: LoraApply,
    base: HashMap<(Net, String), Tensor>,
}

/// Identity of a set of LoRAs: the files and strengths.
fn identity(loras: &LoraSet) -> Vec<(PathBuf, f32)> {
    loras.iter().map(|(l, s)| (l.path.clone(), *s)).collect()
}

impl Merged {
    /// Whether `loras` (files and strengths), applied as `mode` says, are what is merged
    /// now.
    pub fn is(&self, loras: &LoraSet, mode: LoraApply) -> bool {
        self.applied == identity(loras) && self.mode == mode
    }

    /// Host bytes kept for restoring base weights.
    pub fn base_bytes(&self) -> u64 {
        self.base
            .values()
            .map(|t| (t.elem_count() * t.dtype().size_in_bytes()) as u64)
            .sum()
    }

    /// Merges `loras` in place of what is merged now, keeping separate the layers `mode`
    /// says (see `separate.rs`), and returns those layers' deltas. On an error, every
    /// weight is put back to its base value (nothing stays half-applied) and the error
    /// returned.
    pub fn set(
        &mut self,
        sink: &dyn WeightSink,
        loras: &LoraSet,
        mode: LoraApply,
    ) -> Result<Separate> {
        let result = self.merge(sink, loras, mode);
        if result.is_err() {
            self.restore_all(sink)?;
        }
        result
    }

    fn merge(
        &mut self,
        sink: &dyn WeightSink,
        loras: &LoraSet,
        mode: LoraApply,
    ) -> Result<Separate> {
        // Every weight some LoRA changes, with each LoRA's part in it; the layers kept
        // separate go to their net's adapters instead.
        let mut wanted: BTreeMap<(Net, String), Vec<(&Target, f32)>> = BTreeMap::new();
        let mut separate = Separate::new();
        for (lora, strength) in loras {
            for t in &lora.targets {
                if keeps_separate(t, mode, sink.held_dtype(t.net, &t.name)?) {
                    if let Some(f) = factors(t, *strength)? {
                        separate.entry(t.net).or_default().add(module(t), f)?;
                        continue;
                    }
                }
                wanted
                    .entry((t.net, t.name.clone()))
                    .or_default()
                    .push((t, *strength));
            }
        }
        // Weights changed before that no LoRA changes now go back to their base.
        let stale: Vec<(Net, String)> = self
            .base
            .keys()
            .filter(|k| !wanted.contains_key(*k))
            .cloned()
            .collect();
        for key in stale {
            let base = self.base.remove(&key).expect("listed");
            sink.write(key.0, &key.1, &base)?;
        }
        self.applied.clear();
        for ((net, name), parts) in &wanted {
            let key = (*net, name.clone());
            if !self.base.contains_key(&key) {
                let base = sink.read(*net, name)?;
                self.base.insert(key.clone(), base);
            }
            let base = &self.base[&key];
            let dev = sink.device_of(*net, name);
            // Merged in f32 from the weight as held (fp8 weights too: see
            // docs/fp8.md), then written back in the dtype it is held in.
            let mut w = upcast(&base.to_device(&dev)?, DType::F32)?;
            for (target, strength) in parts {
                let d = target.delta.weight(&dev, &target.shape)?;
                w = (w + (d * *strength as f64)?)?;
            }
            sink.write(*net, name, &w)?;
        }
        self.applied = identity(loras);
        self.mode = mode;
        Ok(separate)
    }

    /// Puts every changed weight back to its base value.
    pub fn restore_all(&mut self, sink: &dyn WeightSink) -> Result<()> {
        for ((net, name), base) in self.base.drain() {
            sink.write(net, &name, &base)?;
        }
        self.applied.clear();
        Ok(())
    }
}
