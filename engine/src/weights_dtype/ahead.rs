//! Decoding a resident net's next fp8 layer on a second CUDA stream while the current one
//! computes (issue 17): the decode leaves the step's critical path, where it cost about 5
//! ms of SDXL's 45 ms step at 1024 px (one decode per layer per step, 2.6 G weights).
//!
//! A net's layers run in the same order every step, so the order is learned: each layer
//! notes the one that followed it last time, and when a layer asks for its weights the
//! one expected next is queued on the side stream ([`decode_layer_on`]). The device
//! stream waits for that decode's event only when the layer arrives; a layer that is not
//! the one queued decodes in place as before, and the queued one is dropped (after the
//! device stream has waited for it, so its buffer is never reused while it is written).
//! At most one decoded layer is held ahead (measured inside the planner's calibrated
//! reserve: `planner::predict`).
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

    /// The end of a forward pass: a decode still queued is dropped (ordered after its
    /// write), so nothing is held between steps.
    pub fn finish(&self) {
        #[cfg(feature = "cuda")]
        {
            self.state.lock().expect("decode-ahead lock").pending = None;
        }
    }
}

#[cfg(feature = "cuda")]
mod imp {
    use super::super::cuda::decode_layer_on;
    use candle_core::cuda_backend::cudarc::driver::{CudaEvent, CudaStream};
    use candle_core::cuda_backend::WrapErr;
    use candle_core::{DType, Result, Tensor, TensorId};
    use std::collections::HashMap;
    use std::sync::Arc;

    #[derive(Default)]
    pub(super) struct State {
        /// Made at the first decode queued.
        side: Option<Side>,
        /// The layer that followed each one (by its weight's id) last time.
        follower: HashMap<TensorId, Layer>,
        pub(super) last: Option<TensorId>,
        pub(super) pending: Option<Pending>,
    }

    /// The second stream and its two events: the device stream's point the side stream
    /// waits for, and the end of the decode the device stream waits for, recorded again
    /// for every layer (at most one decode is pending, and it is taken or dropped before
    /// the next is queued).
    struct Side {
        stream: Arc<CudaStream>,
        point: CudaEvent,
        ready: Arc<CudaEvent>,
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
        decoded: Option<(Tensor, Option<Tensor>)>,
        ready: Arc<CudaEvent>,
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
            // taken decode's wait is queued already).
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
            let queued = match self.pending.take() {
                Some(p) if p.id == id && p.dtype == compute => Some(p.take()?),
                _ => None,
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
            if let Some(next) = self.follower.get(&id).cloned() {
                self.queue(next, compute)?;
            }
            Ok((w, b))
        }

        fn queue(&mut self, next: Layer, compute: DType) -> Result<()> {
            let candle_core::Device::Cuda(dev) = next.weight.device() else {
                return Ok(());
            };
            if self.side.is_none() {
                let ctx = dev.cuda_stream().context().clone();
                self.side = Some(Side {
                    stream: ctx.new_stream().w()?,
                    point: ctx.new_event(None).w()?,
                    ready: Arc::new(ctx.new_event(None).w()?),
                });
            }
            let side = self.side.as_ref().expect("just made");
            let (w, b) = decode_layer_on(
                &next.weight,
                next.bias.as_ref(),
                compute,
                &side.stream,
                &side.point,
                &side.ready,
            )?;
            self.pending = Some(Pending {
                id: next.weight.id(),
                dtype: compute,
                decoded: Some((w, b)),
                ready: side.ready.clone(),
                compute: dev.cuda_stream(),
            });
            Ok(())
        }
    }
}
