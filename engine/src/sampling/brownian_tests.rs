//! `engine/testdata/brownian_refs.json` comes from `tools/parity/gen_brownian_refs.py`:
//! numpy's SeedSequence, Python's round(x, 6), torchsde's BrownianTree and diffusers'
//! BrownianTreeNoiseSampler on torch's CPU generator.
use serde::Deserialize;

use super::brownian::{round6, BrownianNoise, BrownianTree};
use crate::rng::{JobNoise, RngSource, SdeTreeRng, SeedSequence};

const REFS: &str = include_str!("../../testdata/brownian_refs.json");
/// f32 values from the same operations in the same order: equal but for the last bit.
const RTOL: f64 = 1e-6;

#[derive(Deserialize)]
struct Refs {
    seed_sequence: Vec<SeedCase>,
    round6: Vec<[f64; 2]>,
    trees: Vec<TreeCase>,
    noise_samplers: Vec<SamplerCase>,
}

#[derive(Deserialize)]
struct SeedCase {
    entropy: String,
    spawn_key: Vec<String>,
    pool_size: usize,
    state: Vec<u32>,
}

#[derive(Deserialize)]
struct TreeCase {
    seed: String,
    t0: f64,
    t1: f64,
    shape: Vec<usize>,
    queries: Vec<Query>,
}

#[derive(Deserialize)]
struct Query {
    ta: f64,
    tb: f64,
    w: Vec<f32>,
}

#[derive(Deserialize)]
struct SamplerCase {
    name: String,
    seed: String,
    sigmas: Vec<f32>,
    shape: Vec<usize>,
    calls: Vec<Call>,
}

#[derive(Deserialize)]
struct Call {
    sigma: f32,
    sigma_next: f32,
    noise: Vec<f32>,
}

fn refs() -> Refs {
    serde_json::from_str(REFS).expect("brownian_refs.json parses")
}

/// Largest |got - want| / (RTOL x max(|want|, 1e-3 x max|want|)); <= 1 passes.
fn err_ratio(got: &[f32], want: &[f32]) -> f64 {
    assert_eq!(got.len(), want.len());
    let scale = want.iter().fold(0f64, |m, &v| m.max(v.abs() as f64));
    got.iter()
        .zip(want)
        .map(|(&g, &w)| {
            let tol = RTOL * (w.abs() as f64).max(1e-3 * scale).max(f64::MIN_POSITIVE);
            (g as f64 - w as f64).abs() / tol
        })
        .fold(0.0, f64::max)
}

#[test]
fn seed_sequence_is_numpys() {
    let refs = refs();
    assert!(refs.seed_sequence.len() >= 40);
    for case in &refs.seed_sequence {
        let entropy: u128 = case.entropy.parse().unwrap();
        let key: Vec<u128> = case.spawn_key.iter().map(|k| k.parse().unwrap()).collect();
        let got = SeedSequence::new(entropy, &key, case.pool_size).generate_state(case.state.len());
        assert_eq!(
            got, case.state,
            "SeedSequence({entropy}, spawn_key={key:?}, pool_size={})",
            case.pool_size
        );
    }
}

#[test]
fn round6_is_pythons_round() {
    for [x, want] in refs().round6 {
        assert_eq!(round6(x).to_bits(), want.to_bits(), "round({x}, 6)");
    }
}

#[test]
fn tree_increments_match_torchsde() {
    let refs = refs();
    let mut checked = 0;
    for case in &refs.trees {
        let seed: u64 = case.seed.parse().unwrap();
        let n = case.shape.iter().product();
        let mut tree = BrownianTree::new(RngSource::Cpu, seed, case.t0, case.t1, n);
        for q in &case.queries {
            let got = tree.increment(q.ta, q.tb).unwrap();
            let e = err_ratio(&got, &q.w);
            assert!(
                e <= 1.0,
                "seed {seed} [{}, {}] shape {:?}: W({}, {}) off by {e:.2} x tolerance",
                case.t0,
                case.t1,
                case.shape,
                q.ta,
                q.tb
            );
            checked += 1;
        }
    }
    assert!(checked >= 50, "only {checked} queries");
}

/// The same values whatever came before: a fresh tree per query gives what the long-lived
/// one gave (its cache saves work only).
#[test]
fn tree_values_do_not_depend_on_query_order() {
    let refs = refs();
    let case = &refs.trees[4];
    let seed: u64 = case.seed.parse().unwrap();
    let n: usize = case.shape.iter().product();
    for q in case.queries.iter().rev() {
        let mut tree = BrownianTree::new(RngSource::Cpu, seed, case.t0, case.t1, n);
        let got = tree.increment(q.ta, q.tb).unwrap();
        assert!(err_ratio(&got, &q.w) <= 1.0, "W({}, {})", q.ta, q.tb);
    }
}

/// A cache too small for one query's paths recomputes what it dropped: the same values.
#[test]
fn tree_values_do_not_depend_on_the_cache() {
    let refs = refs();
    for case in &refs.trees[4..] {
        let seed: u64 = case.seed.parse().unwrap();
        let n: usize = case.shape.iter().product();
        let mut tree = BrownianTree::new(RngSource::Cpu, seed, case.t0, case.t1, n);
        tree.set_cache_len(2);
        for q in case.queries.iter().chain(&case.queries) {
            let got = tree.increment(q.ta, q.tb).unwrap();
            assert!(err_ratio(&got, &q.w) <= 1.0, "W({}, {})", q.ta, q.tb);
        }
    }
}

#[test]
fn noise_sampler_matches_diffusers() {
    for case in refs().noise_samplers {
        let seed: u64 = case.seed.parse().unwrap();
        let n = case.shape.iter().product();
        let min = case.sigmas.iter().copied().fold(f32::INFINITY, f32::min);
        let max = case.sigmas.iter().copied().fold(0f32, f32::max);
        let mut ns = BrownianNoise::new(RngSource::Cpu, seed, min, max, n);
        for (i, call) in case.calls.iter().enumerate() {
            let got = ns.sample(call.sigma, call.sigma_next).unwrap();
            let e = err_ratio(&got, &call.noise);
            assert!(
                e <= 1.0,
                "{} call {i}: off by {e:.2} x tolerance",
                case.name
            );
        }
    }
}

/// How much looser than [`RTOL`] the CUDA references are met: torch computes the bridge on
/// the GPU (its own kernels, fused multiply-adds), and the last-bit differences compound
/// down the tree and are divided by sqrt(dt) in the noise sampler. Measured on an H100
/// (torch 2.11, torchsde 0.2.6, 2026-11-24): median 5e-6, worst 9.2e-5 (tree) and 1.7e-4
/// (noise sampler) relative; a wrong draw would be off by order 1.
const CUDA_SLACK: f64 = 200.0;

/// `--rng gpu` against torchsde on CUDA (A1111 on an NVIDIA card): needs
/// `engine/testdata/brownian_cuda_refs.json`, which tools/gpu/cuda_brownian_refs.py writes
/// on a GPU machine (committed from an H100 run).
#[test]
fn brownian_cuda_refs() {
    let refs = cuda_refs();
    for case in &refs.trees {
        let seed: u64 = case.seed.parse().unwrap();
        let n = case.shape.iter().product();
        let mut tree = BrownianTree::new(RngSource::Gpu, seed, case.t0, case.t1, n);
        for q in &case.queries {
            let e = err_ratio(&tree.increment(q.ta, q.tb).unwrap(), &q.w);
            assert!(
                e <= CUDA_SLACK,
                "{}: seed {seed} W({}, {}) off by {e:.2}",
                refs.device,
                q.ta,
                q.tb
            );
        }
    }
    for case in &refs.noise_samplers {
        let seed: u64 = case.seed.parse().unwrap();
        let n = case.shape.iter().product();
        let min = case.sigmas.iter().copied().fold(f32::INFINITY, f32::min);
        let max = case.sigmas.iter().copied().fold(0f32, f32::max);
        let mut ns = BrownianNoise::new(RngSource::Gpu, seed, min, max, n);
        for (i, call) in case.calls.iter().enumerate() {
            let e = err_ratio(
                &ns.sample(call.sigma, call.sigma_next).unwrap(),
                &call.noise,
            );
            assert!(
                e <= CUDA_SLACK,
                "{}: {} call {i} off by {e:.2}",
                refs.device,
                case.name
            );
        }
    }
}

#[derive(Deserialize)]
struct CudaRefs {
    device: String,
    trees: Vec<TreeCase>,
    noise_samplers: Vec<SamplerCase>,
}

fn cuda_refs() -> CudaRefs {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/testdata/brownian_cuda_refs.json"
    );
    let text = std::fs::read_to_string(path)
        .expect("brownian_cuda_refs.json: run tools/gpu/cuda_brownian_refs.py");
    serde_json::from_str(&text).unwrap()
}

/// A1111's "RNG: CPU" on an NVIDIA card (`--rng cpu --sde-tree-rng gpu`): the job's start
/// noise is torch's CPU generator's first draw, and the tree its DPM++ SDE sampler gets
/// draws what torchsde drew on the H100 for the same seed.
#[test]
fn cpu_noise_with_the_gpu_tree_draws_the_cuda_refs() {
    let refs = cuda_refs();
    for case in &refs.noise_samplers {
        let seed: u64 = case.seed.parse().unwrap();
        let n: usize = case.shape.iter().product();
        let job = JobNoise::with_tree(RngSource::Cpu, SdeTreeRng::Gpu, seed);
        let start = job.start(n, &candle_core::Device::Cpu).unwrap();
        let torch_cpu = crate::rng::NoiseRng::from_source(RngSource::Cpu, seed).randn_vec(n);
        assert_eq!(start.to_vec1::<f32>().unwrap(), torch_cpu);
        let (source, tree_seed) = job.for_sampler(1).brownian_seed().unwrap();
        assert_eq!((source, tree_seed), (RngSource::Gpu, seed));
        let min = case.sigmas.iter().copied().fold(f32::INFINITY, f32::min);
        let max = case.sigmas.iter().copied().fold(0f32, f32::max);
        let mut ns = BrownianNoise::new(source, tree_seed, min, max, n);
        let mut cpu = BrownianNoise::new(RngSource::Cpu, seed, min, max, n);
        for (i, call) in case.calls.iter().enumerate() {
            let got = ns.sample(call.sigma, call.sigma_next).unwrap();
            let e = err_ratio(&got, &call.noise);
            assert!(
                e <= CUDA_SLACK,
                "{}: {} call {i} off by {e:.2}",
                refs.device,
                case.name
            );
            // The CPU tree (ComfyUI's, `auto` here) is other numbers: the check has teeth.
            let other = err_ratio(
                &cpu.sample(call.sigma, call.sigma_next).unwrap(),
                &call.noise,
            );
            assert!(
                other > 1e3 * CUDA_SLACK,
                "{} call {i}: the CPU tree matched",
                case.name
            );
        }
    }
}

/// Which tree each combination of `--rng` and `--sde-tree-rng` gets, for the base (1) and
/// the refiner (2): `auto` follows `--rng` (none under `candela`: in order, as before); any
/// other value is that source's tree seeded with the job's seed.
#[test]
fn tree_source_follows_the_choice() {
    use RngSource::{Candela, Cpu, Gpu};
    let cases = [
        (Gpu, SdeTreeRng::Auto, Some(Gpu)),
        (Cpu, SdeTreeRng::Auto, Some(Cpu)),
        (Candela, SdeTreeRng::Auto, None),
        (Cpu, SdeTreeRng::Gpu, Some(Gpu)),
        (Gpu, SdeTreeRng::Cpu, Some(Cpu)),
        (Candela, SdeTreeRng::Cpu, Some(Cpu)),
        (Cpu, SdeTreeRng::Candela, Some(Candela)),
    ];
    for (rng, tree, want) in cases {
        let job = JobNoise::with_tree(rng, tree, 77);
        for k in [1, 2] {
            let got = job.for_sampler(k).brownian_seed();
            assert_eq!(
                got,
                want.map(|s| (s, 77)),
                "--rng {rng:?} --sde-tree-rng {tree:?}"
            );
        }
    }
}

/// The `gpu` source runs the same tree on CUDA's Philox draws: other numbers, the same law
/// (W over the whole range has variance t1 - t0; two halves sum to the whole).
#[test]
fn gpu_source_tree_is_consistent() {
    let n = 4096;
    let mut cpu = BrownianTree::new(RngSource::Cpu, 5, 0.03, 14.6, n);
    let mut gpu = BrownianTree::new(RngSource::Gpu, 5, 0.03, 14.6, n);
    let whole = gpu.increment(0.03, 14.6).unwrap();
    let var = whole.iter().map(|&v| (v as f64).powi(2)).sum::<f64>() / n as f64;
    assert!((var / 14.57 - 1.0).abs() < 0.1, "variance {var}");
    let a = gpu.increment(0.03, 3.3).unwrap();
    let b = gpu.increment(3.3, 14.6).unwrap();
    for i in 0..n {
        assert!((a[i] + b[i] - whole[i]).abs() <= 1e-5 * (1.0 + whole[i].abs()));
    }
    assert_ne!(cpu.increment(0.03, 3.3).unwrap(), a);
}
