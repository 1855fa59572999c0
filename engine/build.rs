//! With the `cuda` feature, compiles Candela's own kernels (engine/kernels/*.cu) with nvcc,
//! twice over:
//! - `NAME.fatbin`: machine code (cubin) for every architecture in `CANDELA_CUDA_ARCHS`
//!   (default: Turing sm_75, Ampere sm_80/sm_86, Ada sm_89, Hopper sm_90, Blackwell
//!   sm_120) plus PTX of the newest for cards after it. The driver loads the cubin made for
//!   the card, so a first run compiles nothing (no PTX JIT).
//! - `NAME_75.ptx` and `NAME_80.ptx`: the code paths of a Turing and of an Ampere card, as
//!   PTX, which `CANDELA_ARCH=75` (or 80) loads on any newer card to run exactly what that
//!   card would run (src/kernels/).
use std::path::{Path, PathBuf};
use std::process::Command;

/// The architectures whose machine code the binary carries by default.
const ARCHS: &str = "75,80,86,89,90,120";

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=kernels");
    println!("cargo::rerun-if-env-changed=CANDELA_CUDA_ARCHS");
    println!("cargo::rerun-if-env-changed=CUDA_COMPUTE_CAP");
    if std::env::var_os("CARGO_FEATURE_CUDA").is_none() {
        return;
    }
    // candle's own kernels: PTX for CUDA_COMPUTE_CAP (candle-kernels' build), and with the
    // vendored patch (vendor/README.md) cubins for the same CANDELA_CUDA_ARCHS as ours. The
    // engine checks the card against the oldest one it loads (kernels::check_card).
    if let Ok(cap) = std::env::var("CUDA_COMPUTE_CAP") {
        println!("cargo::rustc-env=CANDELA_CANDLE_ARCH={}", cap.trim());
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let list = std::env::var("CANDELA_CUDA_ARCHS").unwrap_or_else(|_| ARCHS.into());
    // `none`: candle's kernels stay PTX; ours are still built for the default list.
    let candle_cubins = list.trim() != "none";
    let archs = parse_archs(if candle_cubins { &list } else { ARCHS });
    if candle_cubins {
        let oldest = archs.iter().min().expect("at least one architecture");
        println!("cargo::rustc-env=CANDELA_CANDLE_CUBIN_ARCH={oldest}");
    }
    let newest = *archs.iter().max().expect("at least one architecture");
    for name in ["ops", "flash"] {
        let src = format!("kernels/{name}.cu");
        let mut fatbin = vec!["--fatbin".to_string()];
        for a in &archs {
            fatbin.push(format!("-gencode=arch=compute_{a},code=sm_{a}"));
        }
        fatbin.push(format!(
            "-gencode=arch=compute_{newest},code=compute_{newest}"
        ));
        nvcc(name, &src, &fatbin, &out.join(format!("{name}.fatbin")));
        for a in [75, 80] {
            let ptx = ["--ptx".to_string(), format!("-arch=compute_{a}")];
            nvcc(name, &src, &ptx, &out.join(format!("{name}_{a}.ptx")));
        }
    }
}

/// `CANDELA_CUDA_ARCHS`'s list ("75,80,86"; never empty, as split gives at least one
/// piece): the build stops on anything but numbers.
fn parse_archs(list: &str) -> Vec<u32> {
    list.split(',')
        .map(|a| {
            a.trim()
                .parse()
                .unwrap_or_else(|_| panic!("CANDELA_CUDA_ARCHS: '{a}' is not a number like 86"))
        })
        .collect()
}

fn nvcc(name: &str, src: &str, what: &[String], dst: &Path) {
    let nvcc = std::env::var("NVCC").unwrap_or_else(|_| "nvcc".into());
    // Attention may use the fast exp2 (as FlashAttention does); the other kernels stay exact.
    let math = if name == "flash" {
        "--use_fast_math"
    } else {
        "-DCANDELA_EXACT_MATH"
    };
    let status = Command::new(&nvcc)
        .args(what)
        .args(["-O3", "-std=c++17", math, src, "-o"])
        .arg(dst)
        .status()
        .unwrap_or_else(|e| panic!("cannot run {nvcc} (needed for the cuda feature): {e}"));
    assert!(status.success(), "nvcc failed on {src}");
}
