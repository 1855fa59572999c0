//! The Brownian tree DPM++ SDE draws its noise from, as diffusers' `DPMSolverSDEScheduler`
//! (`BatchedBrownianTree` over `torchsde.BrownianInterval(t0, t1, entropy=seed, tol=1e-6,
//! pool_size=24, halfway_tree=True)`) and k-diffusion's `BrownianTreeNoiseSampler` (A1111,
//! ComfyUI: `torchsde.BrownianTree`, the same arguments) build it:
//! - times are rounded to 6 decimals (Python's `round(x, 6)`), the range too;
//! - W over the whole range is `randn(root seed) * sqrt(t1 - t0)` (t0, t1 unrounded);
//! - every node splits at the rounded midpoint of its ends (the dyadic "halfway" tree), its
//!   children's increments a Brownian bridge from its own: left = W·l/h + sqrt(l·r/h)·Z,
//!   right = W - left, with Z = `randn` from a fresh torch generator seeded with the first
//!   word of numpy's `SeedSequence(seed, spawn_key=(key, depth), pool_size=24)`; the root's
//!   seed is `SeedSequence(seed, pool_size=24)`'s first word, a node's key is 2·parent + side;
//! - a query [ta, tb] sums, left to right, the largest tree nodes that tile it.
//!
//! Values depend only on the seed and the queried times (the tree is canonical; torchsde's
//! LRU cache saves work, never changes a number). Arithmetic as torch does it: f64 on the
//! times, each coefficient rounded to f32 and applied to the f32 tensor one op at a time.
//! The draws come from the job's torch source, or the one `--sde-tree-rng` names: `cpu` is
//! torch's CPU generator (diffusers on the CPU, ComfyUI, which keeps its tree on the CPU),
//! `gpu` a CUDA generator (A1111 on an NVIDIA card, where the tree lives on the latents'
//! device whatever its RNG setting).
use std::collections::HashMap;
use std::sync::Arc;

use crate::rng::{NoiseRng, RngSource, SeedSequence};

const POOL_SIZE: usize = 24;
/// Deeper than any 1e-6 grid over an f32 sigma range needs (2^63 > 4096 / 1e-6).
const MAX_DEPTH: u32 = 62;
/// How many node increments stay cached (the two paths of the last few queries).
const CACHE_BYTES: usize = 64 << 20;

pub struct BrownianTree {
    source: RngSource,
    entropy: u64,
    n: usize,
    root: Node,
    /// Node increments by (depth, key) with the query that last used them; the root's
    /// always among them.
    cache: HashMap<NodeId, (Arc<[f32]>, u64)>,
    queries: u64,
    cache_len: usize,
}

/// (depth, key): a node's name.
type NodeId = (u32, u64);

/// One interval of the tree: `key` and `depth` name it (the root is (0, 0)).
#[derive(Clone, Copy)]
struct Node {
    depth: u32,
    key: u64,
    start: f64,
    end: f64,
}

impl Node {
    fn id(&self) -> NodeId {
        (self.depth, self.key)
    }
    fn mid(&self) -> f64 {
        round6(0.5 * (self.end + self.start))
    }
    fn children(&self) -> (Node, Node) {
        let mid = self.mid();
        let (depth, key) = (self.depth + 1, self.key << 1);
        (
            Node {
                depth,
                key,
                start: self.start,
                end: mid,
            },
            Node {
                depth,
                key: key | 1,
                start: mid,
                end: self.end,
            },
        )
    }
}

/// Python's `round(x, 6)`: the decimal correctly rounded (ties to even on the exact binary
/// value), read back as the nearest double. Rust's fixed-precision formatting is the same.
pub fn round6(x: f64) -> f64 {
    format!("{x:.6}").parse().unwrap_or(x)
}

impl BrownianTree {
    /// `torchsde.BrownianTree(t0, zeros(n elements), t1, entropy=seed)` drawing on `source`
    /// (`cpu` or `gpu`; `candela` draws ChaCha8 in the same structure). t0 < t1.
    pub fn new(source: RngSource, seed: u64, t0: f64, t1: f64, n: usize) -> Self {
        let root = Node {
            depth: 0,
            key: 0,
            start: round6(t0),
            end: round6(t1),
        };
        let ss = SeedSequence::new(seed as u128, &[], POOL_SIZE);
        let w_seed = ss.generate_state(1)[0];
        let scale = (t1 - t0).sqrt() as f32;
        let root_w: Arc<[f32]> = draw(source, w_seed, n)
            .into_iter()
            .map(|z| z * scale)
            .collect();
        BrownianTree {
            source,
            entropy: seed,
            n,
            root,
            cache: HashMap::from([(root.id(), (root_w, u64::MAX))]),
            queries: 0,
            cache_len: (CACHE_BYTES / (4 * n.max(1))).max(8),
        }
    }

    /// Keeps at most about `len` increments (tests: a small cache must not change values).
    #[cfg(test)]
    pub fn set_cache_len(&mut self, len: usize) {
        self.cache_len = len.max(1);
    }

    /// W(tb) - W(ta) for ta <= tb (torchsde's `tree(ta, tb)`): times outside the range are
    /// clamped to it; an empty interval (also one that rounds to empty, where torchsde
    /// recurses without end) is zero.
    pub fn increment(&mut self, ta: f64, tb: f64) -> crate::Result<Vec<f32>> {
        let (lo, hi) = (self.root.start, self.root.end);
        let ta = round6(ta.clamp(lo, hi));
        let tb = round6(tb.clamp(lo, hi));
        let mut w = vec![0.0; self.n];
        if ta >= tb {
            return Ok(w);
        }
        self.queries += 1;
        let (mut parts, mut splits, mut path) = (Vec::new(), Vec::new(), Vec::new());
        self.tile(self.root, ta, tb, &mut parts, &mut splits, &mut path)?;
        self.split_all(&splits)?;
        // torchsde adds the parts left to right (0 + W0 is W0 exactly).
        for node in &parts {
            let (wi, _) = self.cache.get(&node.id()).ok_or_else(|| missing(*node))?;
            w.iter_mut().zip(wi.iter()).for_each(|(a, b)| *a += b);
        }
        // Keep what this query used (the paths the next query shares), then trim.
        for node in path.iter().chain(&parts) {
            if let Some(entry) = self.cache.get_mut(&node.id()) {
                entry.1 = entry.1.max(self.queries);
            }
        }
        self.trim();
        Ok(w)
    }

    /// The nodes that tile [ta, tb] within `node`, left to right (torchsde's `_loc`), the
    /// nodes on the way whose children are not cached yet (parents before children), and
    /// every node passed.
    fn tile(
        &self,
        node: Node,
        ta: f64,
        tb: f64,
        out: &mut Vec<Node>,
        splits: &mut Vec<Node>,
        path: &mut Vec<Node>,
    ) -> crate::Result<()> {
        path.push(node);
        if ta == node.start && tb == node.end {
            out.push(node);
            return Ok(());
        }
        if node.depth >= MAX_DEPTH {
            return Err(crate::Error::msg(format!(
                "Brownian tree: [{ta}, {tb}] does not resolve within {MAX_DEPTH} levels of [{}, {}]",
                self.root.start, self.root.end
            )));
        }
        let mid = node.mid();
        let (left, right) = node.children();
        let cached = self.cache.contains_key(&left.id()) && self.cache.contains_key(&right.id());
        if !cached && !splits.iter().any(|s| s.id() == node.id()) {
            splits.push(node);
        }
        if tb <= mid {
            self.tile(left, ta, tb, out, splits, path)
        } else if ta >= mid {
            self.tile(right, ta, tb, out, splits, path)
        } else {
            self.tile(left, ta, mid, out, splits, path)?;
            self.tile(right, mid, tb, out, splits, path)
        }
    }

    /// Splits `nodes` (each after its parent): their draws depend on their seeds alone, so
    /// they are drawn in parallel first; the bridges then run top down.
    fn split_all(&mut self, nodes: &[Node]) -> crate::Result<()> {
        if nodes.is_empty() {
            return Ok(());
        }
        let seeds: Vec<u32> = nodes.iter().map(|&node| self.w_seed(node)).collect();
        let (source, n) = (self.source, self.n);
        let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
        let per = seeds.len().div_ceil(threads.min(seeds.len()));
        let draws: Vec<Vec<f32>> = std::thread::scope(|scope| {
            let handles: Vec<_> = seeds
                .chunks(per)
                .map(|chunk| {
                    scope.spawn(move || chunk.iter().map(|&s| draw(source, s, n)).collect())
                })
                .collect();
            let mut all = Vec::with_capacity(seeds.len());
            for h in handles {
                let part: Vec<Vec<f32>> = h
                    .join()
                    .map_err(|_| crate::Error::msg("Brownian tree: a drawing thread panicked"))?;
                all.extend(part);
            }
            Ok::<_, crate::Error>(all)
        })?;
        for (&node, z) in nodes.iter().zip(&draws) {
            // A node's parent was split before it (or was cached, or is the root).
            let w = match self.cache.get(&node.id()) {
                Some((w, _)) => w.clone(),
                None => return Err(missing(node)),
            };
            let (left, right) = self.bridge(node, &w, z);
            let (l, r) = node.children();
            self.cache.insert(l.id(), (left, self.queries));
            self.cache.insert(r.id(), (right, self.queries));
        }
        Ok(())
    }

    /// The seed of `node`'s split: SeedSequence(seed, spawn_key=(key, depth)).
    fn w_seed(&self, node: Node) -> u32 {
        let key = [node.key as u128, node.depth as u128];
        SeedSequence::new(self.entropy as u128, &key, POOL_SIZE).generate_state(1)[0]
    }

    /// The two children's increments of `node` with increment `w` and draw `z` (torchsde's
    /// `_increment_and_space_time_levy_area` without Levy area).
    fn bridge(&self, node: Node, w: &[f32], z: &[f32]) -> (Arc<[f32]>, Arc<[f32]>) {
        let mid = node.mid();
        let h_reciprocal = 1.0 / (node.end - node.start);
        let left_diff = mid - node.start;
        let right_diff = node.end - mid;
        let var = left_diff * right_diff * h_reciprocal;
        let (a, b, c) = (left_diff as f32, h_reciprocal as f32, var.sqrt() as f32);
        let left: Arc<[f32]> = w.iter().zip(z).map(|(&w, &z)| w * a * b + z * c).collect();
        let right = w.iter().zip(left.iter()).map(|(&w, &l)| w - l).collect();
        (left, right)
    }

    /// Drops the least recently used increments past the cache's size (never the root's).
    fn trim(&mut self) {
        if self.cache.len() <= self.cache_len {
            return;
        }
        let mut uses: Vec<u64> = self.cache.values().map(|(_, used)| *used).collect();
        uses.sort_unstable_by(|a, b| b.cmp(a));
        let cut = uses[self.cache_len - 1];
        self.cache.retain(|_, (_, used)| *used >= cut);
    }
}

fn missing(node: Node) -> crate::Error {
    crate::Error::msg(format!(
        "Brownian tree: node [{}, {}] was not computed",
        node.start, node.end
    ))
}

/// `torch.randn(n, generator=torch.Generator(device).manual_seed(seed))`.
fn draw(source: RngSource, seed: u32, n: usize) -> Vec<f32> {
    NoiseRng::from_source(source, seed as u64).randn_vec(n)
}

/// diffusers' (and k-diffusion's) `BrownianTreeNoiseSampler`: the tree over [sigma_min,
/// sigma_max] and, called with (sigma, sigma_next), its increment between the two sigmas
/// taken from sigma towards sigma_next, over sqrt|sigma_next - sigma| (f32, as torch).
pub struct BrownianNoise {
    tree: BrownianTree,
}

impl BrownianNoise {
    pub fn new(source: RngSource, seed: u64, sigma_min: f32, sigma_max: f32, n: usize) -> Self {
        BrownianNoise {
            tree: BrownianTree::new(source, seed, sigma_min as f64, sigma_max as f64, n),
        }
    }

    pub fn sample(&mut self, sigma: f32, sigma_next: f32) -> crate::Result<Vec<f32>> {
        // BatchedBrownianTree sorts the pair and flips the sign when it swapped them.
        let (lo, hi, sign) = if sigma < sigma_next {
            (sigma, sigma_next, 1.0f32)
        } else {
            (sigma_next, sigma, -1.0)
        };
        let w = self.tree.increment(lo as f64, hi as f64)?;
        let scale = (sigma_next - sigma).abs().sqrt();
        Ok(w.into_iter().map(|v| (v * sign) / scale).collect())
    }
}
