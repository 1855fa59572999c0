//! The planner against what the GPU measured under Candela's own device pool
//! (`CANDELA_POOL=own`, `vram/own_pool.rs`): the recorded jobs of `measured_h100.jsonl` run
//! again under it (`tools/gpu/own_pool_48.sh`, session 48, H200), kept in
//! `measured_own_h200.jsonl`. The calibration is fitted on the driver's pool; these runs
//! check that it never predicts the own pool's peaks under (in every phase, on both
//! meters), and measure how tight it is there against the driver pool's records of the same
//! jobs (the same predictions: the plan does not depend on the pool).
use super::recorded_tests::{jsonl, Run};
use super::*;
use crate::vram::LIBRARY_RESERVE;

fn own_runs() -> Vec<Run> {
    jsonl(include_str!("measured_own_h200.jsonl"))
}

/// Each phase's predicted / measured, with the prediction as the replay counts it (the pool
/// side, the context and the library's reserve), and the phases measured over it.
fn ratios(run: &Run) -> (Vec<(&'static str, f64)>, Vec<String>) {
    let model = run.model();
    let peaks = predict(&model, &run.shape(&model), &run.plan(), Backend::Cuda).unwrap();
    let overhead = run.context_bytes + LIBRARY_RESERVE;
    let (vae_phase, vae) = run.measured_vae();
    let mut out = Vec::new();
    let mut under = Vec::new();
    for (name, predicted, measured) in [
        (
            "text_encoding",
            peaks.text_encoding,
            run.measured("text_encoding"),
        ),
        ("denoising", peaks.denoising, run.measured("denoising")),
        (vae_phase, peaks.vae, vae),
    ] {
        let predicted = predicted + overhead;
        if measured > predicted {
            under.push(format!(
                "{} {name}: measured {} MiB > predicted {} MiB",
                run.args.join(" "),
                measured >> 20,
                predicted >> 20
            ));
        }
        out.push((name, predicted as f64 / measured as f64));
    }
    (out, under)
}

#[test]
fn own_pool_runs_are_never_under_predicted() {
    let runs = own_runs();
    assert!(runs.len() >= 50, "{} runs recorded", runs.len());
    let mut under = Vec::new();
    let mut within = 0;
    let mut phases = 0;
    for run in &runs {
        let (ratios, u) = ratios(run);
        under.extend(u);
        within += ratios.iter().filter(|(_, r)| *r <= 1.10).count();
        phases += ratios.len();
    }
    eprintln!("own pool: {within} of {phases} phases within 1.10");
    assert!(under.is_empty(), "under-predicted:\n{}", under.join("\n"));
}

/// The same jobs under both pools: how many phases each holds within 1.10 of the (same)
/// prediction, and how the own pool's measured peak compares with the driver's.
#[test]
fn own_pool_against_the_driver_pool_on_the_same_jobs() {
    let driver: std::collections::HashMap<String, Run> = super::recorded_tests::runs()
        .into_iter()
        .map(|r| (r.args.join(" "), r))
        .collect();
    let (mut own_within, mut driver_within, mut phases) = (0, 0, 0);
    let mut lower = 0;
    for run in own_runs() {
        let Some(same) = driver.get(&run.args.join(" ")) else {
            continue;
        };
        let (own, _) = ratios(&run);
        let (drv, _) = ratios(same);
        for ((_, o), (_, d)) in own.iter().zip(&drv) {
            own_within += usize::from(*o <= 1.10);
            driver_within += usize::from(*d <= 1.10);
            // The same prediction: a larger ratio is a smaller measured peak.
            lower += usize::from(o >= d);
            phases += 1;
        }
    }
    eprintln!(
        "same jobs, {phases} phases: within 1.10 under the own pool {own_within}, under the \
         driver's {driver_within}; own pool's peak at or under the driver's in {lower}"
    );
    assert!(phases > 0, "no recorded job in both files");
}
