//! With the `cuda` feature, compiles Candela's own kernels (engine/kernels/*.cu) to PTX
//! with nvcc for `CUDA_COMPUTE_CAP` (default 80); the PTX is embedded in the binary and
//! JIT-compiled by the driver for the card at hand.
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=kernels");
    println!("cargo::rerun-if-env-changed=CUDA_COMPUTE_CAP");
    if std::env::var_os("CARGO_FEATURE_CUDA").is_none() {
        return;
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    // Our kernels use m16n8k16 mma (sm_80+); older cards take the portable paths at run time.
    let cap: u32 = std::env::var("CUDA_COMPUTE_CAP")
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(80)
        .max(80);
    let nvcc = std::env::var("NVCC").unwrap_or_else(|_| "nvcc".into());
    for name in ["ops", "flash"] {
        let src = format!("kernels/{name}.cu");
        let dst = out.join(format!("{name}.ptx"));
        // Attention may use the fast exp2 (as FlashAttention does); the other kernels stay exact.
        let math = if name == "flash" {
            "--use_fast_math"
        } else {
            "-DCANDELA_EXACT_MATH"
        };
        let status = Command::new(&nvcc)
            .args([
                "--ptx",
                "-O3",
                "-std=c++17",
                math,
                &format!("-arch=compute_{cap}"),
                &src,
                "-o",
            ])
            .arg(&dst)
            .status()
            .unwrap_or_else(|e| panic!("cannot run {nvcc} (needed for the cuda feature): {e}"));
        assert!(status.success(), "nvcc failed on {src}");
    }
}
