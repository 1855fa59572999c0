//! A resident UNet's cross-attention keys and values, kept from one step to the next.
//!
//! Each transformer block's second attention projects the text context with `to_k` and
//! `to_v`. The context is the same tensor at every step of a job, so those products are
//! the same bits at every step. A UNet whose weights stay on the device keeps them from its
//! first step on, and later steps skip the two products. Each skipped product is a GEMM over
//! a few rows; in an fp8 UNet it also skips its weights' decode: SDXL has 140 of these
//! layers, 13% of its weights.
//!
//! An entry is found by the attention module (its address and its `to_k` weight, both fixed
//! while a resident net lives) and holds the context it was made from. Another context (the
//! next job's, a prompt edited mid-job, a batch narrowed for one step) replaces it. Streamed
//! UNets (sequential offload) build their modules every step and keep nothing. The UNet
//! clears its entries when its denoising ends ([`ContextCache::clear`]). The planner counts
//! the bytes in the resident UNet's denoising (`planner::activations::context_kv_bytes`).
use candle_core::{Result, Tensor, TensorId};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// One attention module's keys and values, and the context they came from.
struct Entry {
    context: TensorId,
    k: Tensor,
    v: Tensor,
}

/// A net's kept keys and values (see the module's documentation).
#[derive(Default)]
pub struct ContextCache {
    entries: Mutex<HashMap<(usize, TensorId), Entry>>,
}

impl std::fmt::Debug for ContextCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ContextCache")
    }
}

impl ContextCache {
    /// Drops every kept key and value (their device memory goes back to the pool).
    pub fn clear(&self) {
        self.entries.lock().expect("context cache lock").clear();
    }

    /// Bytes of the keys and values kept now.
    pub fn bytes(&self) -> u64 {
        let entries = self.entries.lock().expect("context cache lock");
        entries
            .values()
            .map(|e| ((e.k.elem_count() + e.v.elem_count()) * e.k.dtype().size_in_bytes()) as u64)
            .sum()
    }
}

thread_local! {
    /// The running net's cache, while its forward pass runs ([`scoped`]).
    static ACTIVE: RefCell<Option<Arc<ContextCache>>> = const { RefCell::new(None) };
}

/// Puts back the cache that was active before a [`scoped`] call, also on an error.
struct Restore(Option<Arc<ContextCache>>);

impl Drop for Restore {
    fn drop(&mut self) {
        let before = self.0.take();
        ACTIVE.with(|a| *a.borrow_mut() = before);
    }
}

/// Runs `f` with `cache` as this thread's active cache (none: every context is projected).
pub fn scoped<R>(cache: Option<&Arc<ContextCache>>, f: impl FnOnce() -> R) -> R {
    let before = ACTIVE.with(|a| a.replace(cache.cloned()));
    let _restore = Restore(before);
    f()
}

/// The keys and values of `context` for the module at `module` whose `to_k` weight is
/// `weight`: kept ones where the active cache has them for this context, else `project`'s,
/// kept where a cache is active.
pub fn keys_values(
    module: usize,
    weight: TensorId,
    context: &Tensor,
    project: impl FnOnce() -> Result<(Tensor, Tensor)>,
) -> Result<(Tensor, Tensor)> {
    let Some(cache) = ACTIVE.with(|a| a.borrow().clone()) else {
        return project();
    };
    let key = (module, weight);
    if let Some(e) = cache.entries.lock().expect("context cache lock").get(&key) {
        if e.context == context.id() {
            return Ok((e.k.clone(), e.v.clone()));
        }
    }
    let (k, v) = project()?;
    let entry = Entry {
        context: context.id(),
        k: k.clone(),
        v: v.clone(),
    };
    cache
        .entries
        .lock()
        .expect("context cache lock")
        .insert(key, entry);
    Ok((k, v))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nets::attention::CrossAttention;
    use candle_core::{DType, Device};

    fn max_diff(a: &Tensor, b: &Tensor) -> f32 {
        (a - b)
            .unwrap()
            .abs()
            .unwrap()
            .max_all()
            .unwrap()
            .to_scalar::<f32>()
            .unwrap()
    }

    /// Inside a cache's scope a module projects a context once; the same context again
    /// comes from the cache, another context is projected and replaces it, and nothing is
    /// kept outside a scope.
    #[test]
    fn a_context_is_projected_once_per_module() -> Result<()> {
        let dev = Device::Cpu;
        let (a, b) = (
            Tensor::randn(0f32, 1., (2, 7, 4), &dev)?,
            Tensor::randn(0f32, 1., (2, 7, 4), &dev)?,
        );
        let weight = Tensor::zeros(1, DType::F32, &dev)?.id();
        let calls = std::cell::Cell::new(0);
        let project = |c: &Tensor| {
            calls.set(calls.get() + 1);
            Ok((c.affine(2.0, 0.0)?, c.affine(3.0, 0.0)?))
        };
        let cache = Arc::new(ContextCache::default());
        scoped(Some(&cache), || -> Result<()> {
            let (k1, _) = keys_values(1, weight, &a, || project(&a))?;
            let (k2, v2) = keys_values(1, weight, &a, || project(&a))?;
            assert_eq!(calls.get(), 1, "the same context is projected again");
            assert_eq!(max_diff(&k1, &k2), 0.0);
            assert_eq!(max_diff(&v2, &a.affine(3.0, 0.0)?), 0.0);
            // Another module, the same context: its own projection.
            keys_values(2, weight, &a, || project(&a))?;
            assert_eq!(calls.get(), 2);
            // Another context: projected, and what comes back is its own.
            let (kb, _) = keys_values(1, weight, &b, || project(&b))?;
            assert_eq!(calls.get(), 3);
            assert_eq!(max_diff(&kb, &b.affine(2.0, 0.0)?), 0.0);
            Ok(())
        })?;
        // Two modules' keys and values (2 x 7 x 4 f32 each, twice).
        assert_eq!(cache.bytes(), 2 * 2 * (2 * 7 * 4 * 4));
        cache.clear();
        assert_eq!(cache.bytes(), 0);
        // Outside a scope nothing is kept or found.
        keys_values(1, weight, &a, || project(&a))?;
        keys_values(1, weight, &a, || project(&a))?;
        assert_eq!(calls.get(), 5);
        assert_eq!(cache.bytes(), 0);
        Ok(())
    }

    /// A cross-attention's output with its keys and values kept is the same as without,
    /// for the context kept and for a new one after it.
    #[test]
    fn kept_keys_and_values_give_the_same_attention() -> Result<()> {
        let dev = Device::Cpu;
        let map = candle_nn::VarMap::new();
        let vb = candle_nn::VarBuilder::from_varmap(&map, DType::F32, &dev);
        let attn = CrossAttention::new(vb, 8, Some(6), 2, 4, false)?;
        let x = Tensor::randn(0f32, 1., (2, 5, 8), &dev)?;
        let (a, b) = (
            Tensor::randn(0f32, 1., (2, 3, 6), &dev)?,
            Tensor::randn(0f32, 1., (2, 3, 6), &dev)?,
        );
        let (plain_a, plain_b) = (attn.forward(&x, Some(&a))?, attn.forward(&x, Some(&b))?);
        assert!(max_diff(&plain_a, &plain_b) > 0.0);
        let cache = Arc::new(ContextCache::default());
        scoped(Some(&cache), || -> Result<()> {
            for (ctx, want) in [
                (&a, &plain_a),
                (&a, &plain_a),
                (&b, &plain_b),
                (&b, &plain_b),
            ] {
                assert_eq!(max_diff(&attn.forward(&x, Some(ctx))?, want), 0.0);
            }
            // Self-attention keeps nothing.
            let before = cache.bytes();
            let vb = candle_nn::VarBuilder::from_varmap(&map, DType::F32, &dev);
            CrossAttention::new(vb.pp("self"), 8, None, 2, 4, false)?.forward(&x, None)?;
            assert_eq!(cache.bytes(), before);
            Ok(())
        })?;
        assert!(cache.bytes() > 0);
        Ok(())
    }
}
