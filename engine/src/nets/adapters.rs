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
}

/// Restores the adapters that were active before a [`scoped`] call, also on an error.
struct Restore(Option<Arc<Adapters>>);

impl Drop for Restore {
    fn drop(&mut self) {
        let before = self.0.take();
        ACTIVE.with(|a| *a.borrow_mut() = before);
    }
}

/// Runs `f` with `adapters` as the active ones on this thread (none: no layer has any).
pub fn scoped<R>(adapters: Option<&Arc<Adapters>>, f: impl FnOnce() -> R) -> R {
    let before = ACTIVE.with(|a| a.replace(adapters.cloned()));
    let _restore = Restore(before);
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

/// `y` plus the active adapters of the Linear layer `module` applied to its input `x`
/// [.., in].
pub fn add_linear(module: &str, x: &Tensor, y: Tensor) -> Result<Tensor> {
    let Some(list) = active(module) else {
        return Ok(y);
    };
    // One GEMM each way over every row: [rows, in] x [in, r] x [r, out].
    let rows = x.flatten_to(x.rank().saturating_sub(2))?;
    let mut y = y;
    for f in &list {
        let down = f.down.to_dtype(x.dtype())?;
        let up = f.up.to_dtype(x.dtype())?;
        let h = rows.matmul(&down.t()?)?.matmul(&up.t()?)?;
        let h = h.reshape(y.shape())?;
        y = (y + h)?;
    }
    Ok(y)
}

/// `y` plus the active adapters of the convolution `module` (`stride`, `pad`) applied to
/// its input `x` [n, in, h, w]; `conv` runs one convolution (weight, stride, pad) the way
/// the layer runs its own.
pub fn add_conv(
    module: &str,
    x: &Tensor,
    y: Tensor,
    stride: usize,
    pad: usize,
    conv: &dyn Fn(&Tensor, &Tensor, usize, usize) -> Result<Tensor>,
) -> Result<Tensor> {
    let Some(list) = active(module) else {
        return Ok(y);
    };
    let mut y = y;
    for f in &list {
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
    fn a_linear_adapter_adds_up_down_x_only_in_its_scope() -> Result<()> {
        let dev = Device::Cpu;
        let x = Tensor::randn(0f32, 1., (2, 3, 5), &dev)?;
        let down = Tensor::randn(0f32, 1., (2, 5), &dev)?;
        let up = Tensor::randn(0f32, 1., (4, 2), &dev)?;
        let y = Tensor::zeros((2, 3, 4), DType::F32, &dev)?;
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
        let outside = add_linear("l", &x, y.clone())?;
        assert_eq!(outside.abs()?.sum_all()?.to_scalar::<f32>()?, 0.0);
        let got = scoped(Some(&a), || add_linear("l", &x, y.clone()))?;
        let want = (x.broadcast_matmul(&up.matmul(&down)?.t()?)? * 2.0)?;
        let err = (got - want)?.abs()?.max_all()?.to_scalar::<f32>()?;
        assert!(err < 1e-4, "{err}");
        // Other layers, and after the scope, see nothing.
        let other = scoped(Some(&a), || add_linear("m", &x, y.clone()))?;
        assert_eq!(other.abs()?.sum_all()?.to_scalar::<f32>()?, 0.0);
        assert!(active("l").is_none());
        Ok(())
    }
}
