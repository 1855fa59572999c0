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
//! The draws come from the job's torch source: `cpu` is torch's CPU generator (diffusers on
//! the CPU, ComfyUI, which keeps its tree on the CPU), `gpu` a CUDA generator (A1111 on an
//! NVIDIA card, where the tree lives on the latents' device).
use std::collections::{HashMap, VecDeque};

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
    root_w: Vec<f32>,
    cache: HashMap<(u32, u64), Vec<f32>>,
    order: VecDeque<(u32, u64)>,
    cache_len: usize,
}

/// One interval of the tree: `key` and `depth` name it (the root is (0, 0)).
#[derive(Clone, Copy)]
struct Node {
    depth: u32,
    key: u64,
    start: f64,
    end: f64,
}

impl Node {
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
        let root_w = draw(source, w_seed, n)
            .into_iter()
            .map(|z| z * scale)
            .collect();
        BrownianTree {
            source,
            entropy: seed,
            n,
            root,
            root_w,
            cache: HashMap::new(),
            order: VecDeque::new(),
            cache_len: (CACHE_BYTES / (4 * n.max(1))).max(8),
        }
    }

    /// W(tb) - W(ta) for ta <= tb (torchsde's `tree(ta, tb)`): times outside the range are
    /// clamped to it; an empty interval (also one that rounds to empty, where torchsde
    /// recurses without end) is zero.
    pub fn increment(&mut self, ta: f64, tb: f64) -> crate::Result<Vec<f32>> {
        let (lo, hi) = (self.root.start, self.root.end);
        let ta = round6(ta.clamp(lo, hi));
        let tb = round6(tb.clamp(lo, hi));
        if ta >= tb {
            return Ok(vec![0.0; self.n]);
        }
        let mut parts = Vec::new();
        self.tile(self.root, ta, tb, &mut parts)?;
        let mut nodes = parts.into_iter();
        let mut w = match nodes.next() {
            Some(first) => self.w(first)?,
            None => return Ok(vec![0.0; self.n]),
        };
        for node in nodes {
            let wi = self.w(node)?;
            w.iter_mut().zip(&wi).for_each(|(a, b)| *a += b);
        }
        Ok(w)
    }

    /// The nodes that tile [ta, tb] within `node`, left to right (torchsde's `_loc`).
    fn tile(&self, node: Node, ta: f64, tb: f64, out: &mut Vec<Node>) -> crate::Result<()> {
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
        if tb <= mid {
            self.tile(left, ta, tb, out)
        } else if ta >= mid {
            self.tile(right, ta, tb, out)
        } else {
            self.tile(left, ta, mid, out)?;
            self.tile(right, mid, tb, out)
        }
    }

    /// The increment over `node`: from its parent's by the bridge (cached).
    fn w(&mut self, node: Node) -> crate::Result<Vec<f32>> {
        if node.depth == 0 {
            return Ok(self.root_w.clone());
        }
        if let Some(w) = self.cache.get(&(node.depth, node.key)) {
            return Ok(w.clone());
        }
        // Walk down from the root along the key's bits, computing both children each level.
        let mut parent = self.root;
        let mut parent_w = self.root_w.clone();
        for level in 1..=node.depth {
            let right = (node.key >> (node.depth - level)) & 1 == 1;
            let (l, r) = parent.children();
            let child = if right { r } else { l };
            let child_w = match self.cache.get(&(child.depth, child.key)) {
                Some(w) => w.clone(),
                None => {
                    let (lw, rw) = self.split(parent, &parent_w);
                    self.keep(l, lw);
                    self.keep(r, rw);
                    self.cache[&(child.depth, child.key)].clone()
                }
            };
            parent = child;
            parent_w = child_w;
        }
        Ok(parent_w)
    }

    /// The two children's increments of `node` with increment `w` (torchsde's
    /// `_increment_and_space_time_levy_area` without Levy area).
    fn split(&self, node: Node, w: &[f32]) -> (Vec<f32>, Vec<f32>) {
        let mid = node.mid();
        let h_reciprocal = 1.0 / (node.end - node.start);
        let left_diff = mid - node.start;
        let right_diff = node.end - mid;
        let var = left_diff * right_diff * h_reciprocal;
        let ss = SeedSequence::new(
            self.entropy as u128,
            &[node.key as u128, node.depth as u128],
            POOL_SIZE,
        );
        let w_seed = ss.generate_state(1)[0];
        let z = draw(self.source, w_seed, self.n);
        let (a, b, c) = (left_diff as f32, h_reciprocal as f32, var.sqrt() as f32);
        let left: Vec<f32> = w.iter().zip(&z).map(|(&w, &z)| w * a * b + z * c).collect();
        let right = w.iter().zip(&left).map(|(&w, &l)| w - l).collect();
        (left, right)
    }

    fn keep(&mut self, node: Node, w: Vec<f32>) {
        let id = (node.depth, node.key);
        if self.cache.insert(id, w).is_none() {
            self.order.push_back(id);
        }
        while self.order.len() > self.cache_len {
            if let Some(old) = self.order.pop_front() {
                self.cache.remove(&old);
            }
        }
    }
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
