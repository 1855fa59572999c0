//! A resident UNet's cross-attention keys and values, kept from one step to the next.
//!
//! Each transformer block's second attention projects the text context with `to_k` and
//! `to_v`. The context is the same tensor at every step of a job, so those products are
//! the same bits at every step. A UNet whose weights stay on the device keeps them from its
//! first step on, and later steps skip the two products. Each skipped product is a GEMM over
//! a few rows; in an fp8 UNet it also skips its weights' decode: SDXL has 140 of these
//! layers, 13% of its weights.
//!
//! A module's keys and values are found by the module (its address and its `to_k` weight,
//! both fixed while a resident net lives) among those kept for the context they were made
//! from. Another context (the next job's, a prompt edited mid-job, a batch narrowed for one
//! step) replaces them all. Streamed UNets (sequential offload) build their modules every
//! step and keep nothing. The denoise loop clears a UNet's when its steps end
//! ([`ContextCache::clear`]).
//!
//! The keys and values live in one buffer, made before a pass's first activation
//! ([`ContextCache::prepare`]) and filled as the modules run. Kept as the products came
//! (dozens of small tensors made between the first step's activations), they held pool
//! chunks those activations had left: SD 1.5 512's denoising measured 128 MiB more for 7
//! MiB of keys and values (session 21). The planner counts the buffer in the resident UNet's
//! denoising (`planner::activations::context_kv_bytes`).
use candle_core::{Result, Tensor, TensorId};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The keys and values of one context: a buffer filled from the start, and the views of it
/// each attention module (by its address and its `to_k` weight) keeps.
struct Arena {
    context: TensorId,
    buf: Tensor,
    used: usize,
    kept: HashMap<(usize, TensorId), (Tensor, Tensor)>,
}

/// A net's kept keys and values (see the module's documentation).
#[derive(Default)]
pub struct ContextCache {
    arena: Mutex<Option<Arena>>,
}

impl std::fmt::Debug for ContextCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ContextCache")
    }
}

impl ContextCache {
    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Arena>> {
        self.arena.lock().expect("context cache lock")
    }

    /// Drops every kept key and value (their device memory goes back to the pool).
    pub fn clear(&self) {
        *self.lock() = None;
    }

    /// Before a forward pass over `context`: a buffer of `elems` elements (every key and
    /// value the pass will keep) unless the one there is already `context`'s. Another
    /// context's buffer and views are dropped first.
    pub fn prepare(&self, context: &Tensor, elems: usize) -> Result<()> {
        let mut arena = self.lock();
        if arena.as_ref().is_some_and(|a| a.context == context.id()) {
            return Ok(());
        }
        *arena = None;
        if elems > 0 {
            *arena = Some(Arena {
                context: context.id(),
                buf: Tensor::zeros(elems, context.dtype(), context.device())?,
                used: 0,
                kept: HashMap::new(),
            });
        }
        Ok(())
    }

    /// Bytes kept now: the buffer's.
    pub fn bytes(&self) -> u64 {
        self.lock().as_ref().map_or(0, |a| {
            (a.buf.elem_count() * a.buf.dtype().size_in_bytes()) as u64
        })
    }

    /// The keys and values `key` keeps for `context`, if any.
    fn find(&self, key: (usize, TensorId), context: &Tensor) -> Option<(Tensor, Tensor)> {
        let arena = self.lock();
        let a = arena.as_ref().filter(|a| a.context == context.id())?;
        a.kept.get(&key).cloned()
    }

    /// `k` and `v` copied into the buffer for `context` and kept for `key`, as views of it;
    /// none where there is no buffer for that context or no room left in it.
    fn keep(
        &self,
        key: (usize, TensorId),
        context: &Tensor,
        k: &Tensor,
        v: &Tensor,
    ) -> Result<Option<(Tensor, Tensor)>> {
        let mut arena = self.lock();
        let Some(a) = arena.as_mut().filter(|a| a.context == context.id()) else {
            return Ok(None);
        };
        let (nk, nv) = (k.elem_count(), v.elem_count());
        if a.used + nk + nv > a.buf.elem_count() || k.dtype() != a.buf.dtype() {
            return Ok(None);
        }
        let mut put = |t: &Tensor, n: usize| -> Result<Tensor> {
            a.buf
                .slice_set(&t.contiguous()?.flatten_all()?, 0, a.used)?;
            let view = a.buf.narrow(0, a.used, n)?.reshape(t.dims())?;
            a.used += n;
            Ok(view)
        };
        let views = (put(k, nk)?, put(v, nv)?);
        a.kept.insert(key, views.clone());
        Ok(Some(views))
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
/// kept where the active cache has a buffer for this context with room for them.
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
    if let Some(kept) = cache.find(key, context) {
        return Ok(kept);
    }
    let (k, v) = project()?;
    Ok(cache.keep(key, context, &k, &v)?.unwrap_or((k, v)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nets::attention::CrossAttention;
    use candle_core::{DType, Device};

    /// A tensor's values, to compare bit for bit.
    fn values(t: &Tensor) -> Vec<f32> {
        t.flatten_all().unwrap().to_vec1().unwrap()
    }

    /// Inside a cache's scope, with a buffer for the context, a module projects it once;
    /// the same context again comes from the buffer; a module past the buffer's room, or a
    /// context without a buffer, is projected every time; another context gets its own.
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
        // Without a buffer for the context nothing is kept.
        scoped(Some(&cache), || keys_values(1, weight, &a, || project(&a)))?;
        scoped(Some(&cache), || keys_values(1, weight, &a, || project(&a)))?;
        assert_eq!((calls.get(), cache.bytes()), (2, 0));
        // Room for two modules' keys and values of `a` (2 x 7 x 4 each).
        let room = 2 * 2 * (2 * 7 * 4);
        cache.prepare(&a, room)?;
        scoped(Some(&cache), || -> Result<()> {
            let (k1, _) = keys_values(1, weight, &a, || project(&a))?;
            let (k2, v2) = keys_values(1, weight, &a, || project(&a))?;
            assert_eq!(calls.get(), 3, "the same context is projected again");
            assert_eq!(values(&k1), values(&k2));
            assert_eq!(values(&v2), values(&a.affine(3.0, 0.0)?));
            // Another module, the same context: its own projection.
            keys_values(2, weight, &a, || project(&a))?;
            assert_eq!(calls.get(), 4);
            // A third: no room left, so projected every time.
            keys_values(3, weight, &a, || project(&a))?;
            keys_values(3, weight, &a, || project(&a))?;
            assert_eq!(calls.get(), 6);
            Ok(())
        })?;
        assert_eq!(cache.bytes(), room as u64 * 4);
        // Another context: a buffer of its own, and what comes back is its own.
        cache.prepare(&b, room)?;
        scoped(Some(&cache), || -> Result<()> {
            let (kb, _) = keys_values(1, weight, &b, || project(&b))?;
            keys_values(1, weight, &b, || project(&b))?;
            assert_eq!(calls.get(), 7);
            assert_eq!(values(&kb), values(&b.affine(2.0, 0.0)?));
            Ok(())
        })?;
        cache.clear();
        assert_eq!(cache.bytes(), 0);
        // Outside a scope nothing is kept or found.
        cache.prepare(&a, room)?;
        keys_values(1, weight, &a, || project(&a))?;
        keys_values(1, weight, &a, || project(&a))?;
        assert_eq!(calls.get(), 9);
        Ok(())
    }

    /// A cross-attention's output with its keys and values kept is the same as without,
    /// for the context kept and for a new one after it.
    #[test]
    fn kept_keys_and_values_give_the_same_attention() -> Result<()> {
        let dev = Device::Cpu;
        let map = candle_nn::VarMap::new();
        let vb = candle_nn::VarBuilder::from_varmap(&map, DType::F32, &dev);
        let attn = CrossAttention::new(vb.clone(), 8, Some(6), 2, 4, false)?;
        let x = Tensor::randn(0f32, 1., (2, 5, 8), &dev)?;
        let (a, b) = (
            Tensor::randn(0f32, 1., (2, 3, 6), &dev)?,
            Tensor::randn(0f32, 1., (2, 3, 6), &dev)?,
        );
        let (plain_a, plain_b) = (attn.forward(&x, Some(&a))?, attn.forward(&x, Some(&b))?);
        assert_ne!(values(&plain_a), values(&plain_b));
        let cache = Arc::new(ContextCache::default());
        scoped(Some(&cache), || -> Result<()> {
            for (ctx, want) in [
                (&a, &plain_a),
                (&a, &plain_a),
                (&b, &plain_b),
                (&b, &plain_b),
            ] {
                cache.prepare(ctx, 2 * 2 * 3 * 8)?;
                assert_eq!(values(&attn.forward(&x, Some(ctx))?), values(want));
            }
            // Self-attention keeps nothing in the buffer.
            let used = cache.arena.lock().unwrap().as_ref().map(|a| a.used);
            CrossAttention::new(vb.pp("self"), 8, None, 2, 4, false)?.forward(&x, None)?;
            assert_eq!(cache.arena.lock().unwrap().as_ref().map(|a| a.used), used);
            assert_eq!(used, Some(2 * 2 * 3 * 8));
            Ok(())
        })?;
        Ok(())
    }
}
