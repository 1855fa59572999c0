//! Decoding a resident net's next fp8 layers on a second CUDA stream while the current one
//! computes (issue 17): the decode leaves the step's critical path, where it cost about 5
//! ms of SDXL's 45 ms step at 1024 px (one decode per layer per step, 2.6 G weights).
//!
//! A net's layers run in the same order every step, so the order is learned: each layer
//! notes the one that followed it last time, and when a layer asks for its weights the
//! ones expected next are queued on the side stream ([`decode_layer_on`]). The device
//! stream waits for a decode's event only when its layer arrives; a layer that is not the
//! one expected decodes in place as before, and the queued ones are dropped (after the
//! device stream has waited for them, so no buffer is reused while it is written).
//!
//! How far ahead: at least one layer, and more while the decoded bytes queued stay within
//! [`ahead_bytes`]. A decode queued when layer `i` asks can start once the device has
//! reached layer `i`; one layer ahead, it has one layer's compute to finish in, which a
//! small layer's GEMM (microseconds at 512 px) does not cover. Several small layers ahead
//! cover each other; the bytes held ahead stay below one largest layer's or the cap's.
//! The buffers ahead are measured inside the planner's calibrated reserve
//! (`planner::predict`).
//!
//! The order is kept per net (the net owns its [`DecodeAhead`]), so its clones of the
//! net's weights live as long as the net. Streamed nets do not use it: their layers are
//! views of slots whose contents change between turns.
use candle_core::{DType, Result, Tensor};

/// A net's learned layer order and the decode queued ahead. Inert off CUDA.
#[derive(Default)]
pub struct DecodeAhead {
    #[cfg(feature = "cuda")]
    state: std::sync::Mutex<imp::State>,
}

impl std::fmt::Debug for DecodeAhead {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DecodeAhead")
    }
}

/// Whether nets decode ahead: on unless `CANDELA_DECODE_AHEAD=0` (to measure without it).
pub fn enabled() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var("CANDELA_DECODE_AHEAD").map_or(true, |v| v != "0"))
}

impl DecodeAhead {
    /// A layer's `weight` and `bias` (as held) in `compute`, as
    /// [`super::cast::upcast_layer`] gives them (decoded together where they can be), taking
    /// the decode queued for it, and queueing the next layer's.
    pub fn upcast_layer(
        &self,
        weight: &Tensor,
        bias: Option<&Tensor>,
        compute: DType,
    ) -> Result<(Tensor, Option<Tensor>)> {
        #[cfg(feature = "cuda")]
        if imp::eligible(weight, compute) {
            let mut state = self.state.lock().expect("decode-ahead lock");
            return state.upcast_layer(weight, bias, compute);
        }
        super::cast::upcast_layer(weight, bias, compute, true)
    }

    /// The start of a forward pass: the first layer follows nothing.
    pub fn begin(&self) {
        #[cfg(feature = "cuda")]
        {
            self.state.lock().expect("decode-ahead lock").last = None;
        }
    }

    /// The end of a forward pass: the decodes still queued are dropped (ordered after their
    /// writes), so nothing is held between steps.
    pub fn finish(&self) {
        #[cfg(feature = "cuda")]
        {
            self.state
                .lock()
                .expect("decode-ahead lock")
                .pending
                .clear();
        }
    }
}

/// The decoded bytes a net may hold queued ahead beyond its next layer:
/// `CANDELA_DECODE_AHEAD_MIB` (0 for one layer ahead only), 16 MiB by default.
#[cfg(feature = "cuda")]
fn ahead_bytes() -> usize {
    static BYTES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *BYTES.get_or_init(|| {
        let mib = std::env::var("CANDELA_DECODE_AHEAD_MIB")
            .ok()
            .and_then(|v| v.parse::<usize>().ok())
            .unwrap_or(DEFAULT_AHEAD_MIB);
        mib << 20
    })
}

/// [`ahead_bytes`] without the variable.
#[cfg(feature = "cuda")]
const DEFAULT_AHEAD_MIB: usize = 16;

#[cfg(feature = "cuda")]
mod imp {
    use super::super::cuda::decode_layer_on;
    use candle_core::cuda_backend::cudarc::driver::{CudaEvent, CudaStream};
    use candle_core::cuda_backend::WrapErr;
    use candle_core::{DType, Result, Tensor, TensorId};
    use std::collections::{HashMap, VecDeque};
    use std::sync::Arc;

    #[derive(Default)]
    pub(super) struct State {
        side: Option<Arc<CudaStream>>,
        /// The layer that followed each one (by its weight's id) last time.
        follower: HashMap<TensorId, Layer>,
        pub(super) last: Option<TensorId>,
        /// The decodes queued on the side stream, in the order their layers are expected.
        pub(super) pending: VecDeque<Pending>,
    }

    #[derive(Clone)]
    struct Layer {
        weight: Tensor,
        bias: Option<Tensor>,
    }

    /// A decode queued on the side stream.
    pub(super) struct Pending {
        id: TensorId,
        dtype: DType,
        /// The decoded weight's and bias's bytes.
        bytes: usize,
        decoded: Option<(Tensor, Option<Tensor>)>,
        ready: CudaEvent,
        compute: Arc<CudaStream>,
    }

    impl Pending {
        /// The decoded tensors, once the device stream is ordered after their write.
        fn take(mut self) -> Result<(Tensor, Option<Tensor>)> {
            self.compute.wait(&self.ready).w()?;
            Ok(self.decoded.take().expect("a pending decode is taken once"))
        }
    }

    impl Drop for Pending {
        fn drop(&mut self) {
            // Its buffer goes back to the device stream's pool: not before the write (a
            // decode taken has had the device stream wait already).
            if self.decoded.is_some() {
                let _ = self.compute.wait(&self.ready);
            }
        }
    }

    /// An fp8 weight on a CUDA device that Candela's kernels decode into `compute`.
    pub(super) fn eligible(weight: &Tensor, compute: DType) -> bool {
        super::super::cast::on_cuda_kernel(weight, weight.dtype(), compute)
            && weight.dtype() != compute
            && weight.is_contiguous()
    }

    impl State {
        pub(super) fn upcast_layer(
            &mut self,
            weight: &Tensor,
            bias: Option<&Tensor>,
            compute: DType,
        ) -> Result<(Tensor, Option<Tensor>)> {
            let id = weight.id();
            // The bias decodes with the weight where it is held in the same fp8 dtype.
            let paired = bias.filter(|b| b.dtype() == weight.dtype() && b.is_contiguous());
            // The front of the queue is the layer expected now; any other layer means the
            // order changed, and what was queued for the old one is dropped.
            let expected = self
                .pending
                .front()
                .is_some_and(|p| p.id == id && p.dtype == compute);
            let queued = match expected {
                true => self.pending.pop_front().map(Pending::take).transpose()?,
                false => {
                    self.pending.clear();
                    None
                }
            };
            let (w, b) = match queued {
                Some(decoded) => decoded,
                None => super::super::cast::upcast_layer(weight, paired, compute, true)?,
            };
            // A bias held otherwise (or none) is upcast here, as upcast_layer would.
            let b = match (bias, paired) {
                (Some(bias), None) => Some(super::super::cast::upcast(bias, compute)?),
                _ => b,
            };
            if let Some(prev) = self.last.replace(id) {
                if prev != id {
                    let layer = Layer {
                        weight: weight.clone(),
                        bias: paired.cloned(),
                    };
                    self.follower.insert(prev, layer);
                }
            }
            self.refill(id, compute)?;
            Ok((w, b))
        }

        /// Queues the layers expected after `current` (after those already queued): at
        /// least one, then more while the queued decoded bytes stay within
        /// [`super::ahead_bytes`]. The chain ends at the pass's last layer, or where it
        /// would come round to a layer queued or running.
        fn refill(&mut self, current: TensorId, compute: DType) -> Result<()> {
            let cap = super::ahead_bytes();
            let mut held: usize = self.pending.iter().map(|p| p.bytes).sum();
            let mut at = self.pending.back().map_or(current, |p| p.id);
            while let Some(next) = self.follower.get(&at).cloned() {
                let id = next.weight.id();
                if id == current || self.pending.iter().any(|p| p.id == id) {
                    break;
                }
                let bytes = decoded_bytes(&next, compute);
                if !self.pending.is_empty() && held + bytes > cap {
                    break;
                }
                self.queue(next, compute)?;
                held += bytes;
                at = id;
            }
            Ok(())
        }

        fn queue(&mut self, next: Layer, compute: DType) -> Result<()> {
            let candle_core::Device::Cuda(dev) = next.weight.device() else {
                return Ok(());
            };
            let side = match &self.side {
                Some(s) => s.clone(),
                None => {
                    let s = dev.cuda_stream().context().new_stream().w()?;
                    self.side = Some(s.clone());
                    s
                }
            };
            let bytes = decoded_bytes(&next, compute);
            let (w, b, ready) = decode_layer_on(&next.weight, next.bias.as_ref(), compute, &side)?;
            self.pending.push_back(Pending {
                id: next.weight.id(),
                dtype: compute,
                bytes,
                decoded: Some((w, b)),
                ready,
                compute: dev.cuda_stream(),
            });
            Ok(())
        }
    }

    /// A layer's weight and bias decoded into `compute`, in bytes.
    fn decoded_bytes(layer: &Layer, compute: DType) -> usize {
        let n = layer.weight.elem_count() + layer.bias.as_ref().map_or(0, Tensor::elem_count);
        n * compute.size_in_bytes()
    }
}
