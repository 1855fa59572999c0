//! Low-rank adapters applied in the forward pass beside a layer's own weight (LoRAs kept
//! as separate deltas, as PEFT keeps them unfused): `y = layer(x) + up(mid(down(x)))`,
//! the LoRA's scale and strength folded into `up`. A Linear layer's adapter is two
//! matrices; a convolution's is kohya's/PEFT's pair of convolutions (`down` with the
//! layer's kernel, stride and padding, `up` 1x1), or LoCon's Tucker form (`down` 1x1,
//! `mid` with the layer's kernel, `up` 1x1).
//!
//! A net that holds adapters ([`crate::nets::unet::UNet`], [`crate::nets::clip::ClipTextModel`])
//! makes them the active ones for the duration of its own forward pass ([`scoped`]); its
//! Linear and Conv layers look theirs up by module path. The same layer names in another
//! net (a ControlNet's `down_blocks...`) see none: it runs outside that scope. This keeps
//! the layers' shape whether the net is resident, uploaded for its phase or built a
//! stage at a time from streamed weights.
use crate::weights_dtype::DecodeAhead;
use candle_core::{DType, Device, Result, Tensor};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

/// One layer's adapter factors (any number of LoRAs of the plain form are concatenated
/// along the rank into one pair).
#[derive(Debug, Clone)]
pub struct Factors {
    /// [r, in] for a Linear, [r, in, kh, kw] for a convolution (1x1 with `mid`).
    pub down: Tensor,
    /// LoCon's Tucker core [r, r, kh, kw].
    pub mid: Option<Tensor>,
    /// [out, r] for a Linear, [out, r, 1, 1] for a convolution; scale and strength
    /// folded in.
    pub up: Tensor,
}

impl Factors {
    fn bytes(&self) -> u64 {
        let b = |t: &Tensor| (t.elem_count() * t.dtype().size_in_bytes()) as u64;
        b(&self.down) + b(&self.up) + self.mid.as_ref().map_or(0, b)
    }

    fn map(&self, f: &impl Fn(&Tensor) -> Result<Tensor>) -> Result<Factors> {
        Ok(Factors {
            down: f(&self.down)?,
            mid: self.mid.as_ref().map(f).transpose()?,
            up: f(&self.up)?,
        })
    }
}

/// The adapters of one net, by module path (`down_blocks.1.attentions.0...attn1.to_q`).
#[derive(Debug, Clone, Default)]
pub struct Adapters {
    by_layer: HashMap<String, Vec<Factors>>,
}

impl Adapters {
    /// Adds `f` to the layer `module` (its path, without `.weight`). Plain factors of the
    /// same layer are joined into one pair (one product each way instead of one per LoRA).
    pub fn add(&mut self, module: &str, f: Factors) -> Result<()> {
        let list = self.by_layer.entry(module.to_string()).or_default();
        if f.mid.is_none() {
            if let Some(plain) = list.iter_mut().find(|g| g.mid.is_none()) {
                plain.down = Tensor::cat(&[&plain.down, &f.down], 0)?;
                plain.up = Tensor::cat(&[&plain.up, &f.up], 1)?;
                return Ok(());
            }
        }
        list.push(f);
        Ok(())
    }

    pub fn is_empty(&self) -> bool {
        self.by_layer.is_empty()
    }

    /// The layers that have adapters.
    pub fn len(&self) -> usize {
        self.by_layer.len()
    }

    /// Bytes the factors take where they are held.
    pub fn bytes(&self) -> u64 {
        self.by_layer.values().flatten().map(Factors::bytes).sum()
    }

    /// Every factor in `dtype` on `device` (where the net computes).
    pub fn to(&self, device: &Device, dtype: DType) -> Result<Adapters> {
        let f = |t: &Tensor| t.to_dtype(dtype)?.to_device(device);
        Ok(Adapters {
            by_layer: self
                .by_layer
                .iter()
                .map(|(k, v)| {
                    Ok((
                        k.clone(),
                        v.iter().map(|x| x.map(&f)).collect::<Result<_>>()?,
                    ))
                })
                .collect::<Result<_>>()?,
        })
    }
}

thread_local! {
    static ACTIVE: RefCell<Option<Arc<Adapters>>> = const { RefCell::new(None) };
    /// The running net's fp8 decode-ahead ([`DecodeAhead`]), beside its adapters.
    static AHEAD: RefCell<Option<Arc<DecodeAhead>>> = const { RefCell::new(None) };
}

/// Restores the adapters and decode-ahead that were active before a [`scoped`] call, also
/// on an error; the scope's own decode-ahead drops what it queued.
struct Restore(Option<Arc<Adapters>>, Option<Arc<DecodeAhead>>);

impl Drop for Restore {
    fn drop(&mut self) {
        let before = self.0.take();
        ACTIVE.with(|a| *a.borrow_mut() = before);
        let ahead = AHEAD.with(|a| a.replace(self.1.take()));
        if let Some(a) = ahead {
            a.finish();
        }
    }
}

/// Runs `f` with `adapters` as the active ones on this thread (none: no layer has any).
pub fn scoped<R>(adapters: Option<&Arc<Adapters>>, f: impl FnOnce() -> R) -> R {
    scoped_with(adapters, None, f)
}

/// [`scoped`], with the net's fp8 decode-ahead active too (its layers' weights decoded
/// one layer ahead on a second stream; none: each where it is used).
pub fn scoped_with<R>(
    adapters: Option<&Arc<Adapters>>,
    ahead: Option<&Arc<DecodeAhead>>,
    f: impl FnOnce() -> R,
) -> R {
    let before = ACTIVE.with(|a| a.replace(adapters.cloned()));
    if let Some(a) = ahead {
        a.begin();
    }
    let ahead_before = AHEAD.with(|a| a.replace(ahead.cloned()));
    let _restore = Restore(before, ahead_before);
    f()
}

/// The active adapters of the layer `module`, if any.
fn active(module: &str) -> Option<Vec<Factors>> {
    ACTIVE.with(|a| {
        a.borrow()
            .as_ref()
            .and_then(|set| set.by_layer.get(module).cloned())
    })
}

/// Whether the layer `module` has active adapters (its upcast weight may then be replaced
/// by a folded sum, and should not share a buffer with anything that outlives it).
pub fn any(module: &str) -> bool {
    ACTIVE.with(|a| {
        a.borrow()
            .as_ref()
            .is_some_and(|set| set.by_layer.contains_key(module))
    })
}

/// The layer `module`'s `weight` and `bias` (as held) in the input's dtype `dtype`
/// ([`crate::weights_dtype::upcast_layer`]): decoded together in one launch unless adapters
/// may replace the weight ([`fold`]); decoded ahead on a second stream where the running
/// net has a decode-ahead and the layer no adapters.
pub fn upcast_layer(
    module: &str,
    weight: &Tensor,
    bias: Option<&Tensor>,
    dtype: DType,
) -> Result<(Tensor, Option<Tensor>)> {
    let plain = !any(module);
    if plain {
        if let Some(ahead) = AHEAD.with(|a| a.borrow().clone()) {
            return ahead.upcast_layer(weight, bias, dtype);
        }
    }
    crate::weights_dtype::upcast_layer(weight, bias, dtype, plain)
}

/// The weight the layer `module` computes with, for an input of `rows` rows (a Linear's
/// rows, a convolution's output pixels): `weight` (already in the input's dtype) with the
/// active plain adapters' `up x down` added where that costs less than applying them to the
/// input, and the adapters left to apply to the input ([`add_linear`], [`add_conv`]).
/// Applying one takes two products over every row and an add the size of the output
/// (`rows x r x (fan_in + out)` multiply-adds); folding it, one product the size of the
/// weight (`out x r x fan_in`) and an add, so it wins whenever
/// `rows x (fan_in + out) > out x fan_in`: in the UNet at every size people use (a 1024 px
/// SDXL step ran 30% slower applying its LoRA to the rows, device call 1 of 2026-11-28),
/// not for the text encoders' 77-token rows. The sum is what the separate delta adds, in
/// the weight's dtype: it is never rounded to the layer's storage dtype (fp8).
pub fn fold(module: &str, weight: Tensor, rows: usize) -> Result<(Tensor, Vec<Factors>)> {
    let Some(list) = active(module) else {
        return Ok((weight, Vec::new()));
    };
    let out = weight.dim(0)?;
    let fan_in = weight.elem_count() / out.max(1);
    let mut w = weight;
    let mut rest = Vec::new();
    for f in list {
        if f.mid.is_some() || rows * (fan_in + out) <= out * fan_in {
            rest.push(f);
            continue;
        }
        let r = f.down.dim(0)?;
        let down = f.down.reshape((r, fan_in))?.to_dtype(w.dtype())?;
        let up = f.up.reshape((out, r))?.to_dtype(w.dtype())?;
        let delta = up.matmul(&down)?.reshape(w.shape())?;
        w = (w + delta)?;
    }
    Ok((w, rest))
}

/// `y` plus the adapters `list` of a Linear layer applied to its input `x` [.., in].
pub fn add_linear(list: &[Factors], x: &Tensor, y: Tensor) -> Result<Tensor> {
    if list.is_empty() {
        return Ok(y);
    }
    // One GEMM each way over every row: [rows, in] x [in, r] x [r, out].
    let rows = x.flatten_to(x.rank().saturating_sub(2))?;
    let mut y = y;
    for f in list {
        let down = f.down.to_dtype(x.dtype())?;
        let up = f.up.to_dtype(x.dtype())?;
        let h = rows.matmul(&down.t()?)?.matmul(&up.t()?)?;
        let h = h.reshape(y.shape())?;
        y = (y + h)?;
    }
    Ok(y)
}

/// `y` plus the adapters `list` of a convolution (`stride`, `pad`) applied to its input
/// `x` [n, in, h, w]; `conv` runs one convolution (weight, stride, pad) the way the layer
/// runs its own.
pub fn add_conv(
    list: &[Factors],
    x: &Tensor,
    y: Tensor,
    stride: usize,
    pad: usize,
    conv: &dyn Fn(&Tensor, &Tensor, usize, usize) -> Result<Tensor>,
) -> Result<Tensor> {
    let mut y = y;
    for f in list {
        let cast = |t: &Tensor| t.to_dtype(x.dtype());
        let h = match &f.mid {
            None => conv(x, &cast(&f.down)?, stride, pad)?,
            Some(mid) => conv(&conv(x, &cast(&f.down)?, 1, 0)?, &cast(mid)?, stride, pad)?,
        };
        y = (y + conv(&h, &cast(&f.up)?, 1, 0)?)?;
    }
    Ok(y)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_linear_adapter_adds_up_down_x_only_in_its_scope_folded_or_not() -> Result<()> {
        let dev = Device::Cpu;
        let x = Tensor::randn(0f32, 1., (2, 3, 5), &dev)?;
        let down = Tensor::randn(0f32, 1., (2, 5), &dev)?;
        let up = Tensor::randn(0f32, 1., (4, 2), &dev)?;
        let mut a = Adapters::default();
        a.add(
            "l",
            Factors {
                down: down.clone(),
                mid: None,
                up: up.clone(),
            },
        )?;
        // A second LoRA on the same layer joins the first along the rank.
        a.add(
            "l",
            Factors {
                down: down.clone(),
                mid: None,
                up: up.clone(),
            },
        )?;
        assert_eq!(a.by_layer["l"].len(), 1);
        let a = Arc::new(a);
        // A zero weight: the layer's output is the adapters' alone.
        let w = Tensor::zeros((4, 5), DType::F32, &dev)?;
        let layer = |rows: usize| -> Result<Tensor> {
            let (w, rest) = fold("l", w.clone(), rows)?;
            add_linear(&rest, &x, x.broadcast_matmul(&w.t()?)?)
        };
        let outside = layer(6)?;
        assert_eq!(outside.abs()?.sum_all()?.to_scalar::<f32>()?, 0.0);
        let want = (x.broadcast_matmul(&up.matmul(&down)?.t()?)? * 2.0)?;
        // Folded into the weight (6 rows x (5 + 4) > 4 x 5) or applied to the rows (1 x 9
        // is not): the same output.
        for rows in [6, 1] {
            let (_, rest) = scoped(Some(&a), || fold("l", w.clone(), rows))?;
            assert_eq!(rest.len(), usize::from(rows == 1));
            let got = scoped(Some(&a), || layer(rows))?;
            let err = (got - &want)?.abs()?.max_all()?.to_scalar::<f32>()?;
            assert!(err < 1e-4, "{rows} rows: {err}");
        }
        // Other layers, and after the scope, see nothing.
        let (other, rest) = scoped(Some(&a), || fold("m", w.clone(), 6))?;
        assert!(rest.is_empty() && other.abs()?.sum_all()?.to_scalar::<f32>()? == 0.0);
        assert!(active("l").is_none());
        Ok(())
    }
}
