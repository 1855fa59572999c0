use cudaforge::{KernelBuilder, Result};
use std::env;
use std::path::PathBuf;

const CUTILE_FEATURE: &str = "CARGO_FEATURE_CUTILE";

fn main() -> Result<()> {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src");
    println!("cargo::rerun-if-changed=src/compatibility.cuh");
    println!("cargo::rerun-if-changed=src/cuda_utils.cuh");
    println!("cargo::rerun-if-changed=src/binary_op_macros.cuh");

    // Build for PTX
    let out_dir = PathBuf::from(env::var("OUT_DIR").unwrap());
    let ptx_path = out_dir.join("ptx.rs");
    let bindings = KernelBuilder::new()
        .source_dir("src") // Scan src/ for .cu files
        .exclude(&["moe_*.cu", "mmvq_gguf.cu", "mmq_*.cu"]) // Exclude statically compiled kernels from ptx build
        .arg("--expt-relaxed-constexpr")
        .arg("-std=c++17")
        .arg("-O3")
        .build_ptx()?;

    bindings.write(&ptx_path)?;
    build_fatbins(&out_dir);

    let mut moe_sources = vec![
        "src/moe/moe_gguf.cu",
        "src/moe/moe_wmma.cu",
        "src/moe/moe_wmma_gguf.cu",
        "src/mmvq_gguf.cu",
        "src/mmq_gguf/mmq_quantize.cu",
        "src/mmq_gguf/mmq_instance_q4_0.cu",
        "src/mmq_gguf/mmq_instance_q4_1.cu",
        "src/mmq_gguf/mmq_instance_q5_0.cu",
        "src/mmq_gguf/mmq_instance_q5_1.cu",
        "src/mmq_gguf/mmq_instance_q8_0.cu",
        "src/mmq_gguf/mmq_instance_q2_k.cu",
        "src/mmq_gguf/mmq_instance_q3_k.cu",
        "src/mmq_gguf/mmq_instance_q4_k.cu",
        "src/mmq_gguf/mmq_instance_q5_k.cu",
        "src/mmq_gguf/mmq_instance_q6_k.cu",
    ];
    if env::var_os(CUTILE_FEATURE).is_some() {
        moe_sources.push("src/moe/moe_align.cu");
    }

    let mut moe_builder = KernelBuilder::default()
        .source_files(moe_sources)
        .arg("--expt-relaxed-constexpr")
        .arg("-std=c++17")
        .arg("-O3");

    // Disable bf16 WMMA kernels on GPUs older than sm_80 (Ampere).
    // bf16 WMMA fragments require compute capability >= 8.0.
    let compute_cap = cudaforge::detect_compute_cap()
        .map(|arch| arch.base())
        .unwrap_or(80);
    if compute_cap < 80 {
        moe_builder = moe_builder.arg("-DNO_BF16_KERNEL");
    }

    let mut is_target_msvc = false;
    if let Ok(target) = std::env::var("TARGET") {
        if target.contains("msvc") {
            is_target_msvc = true;
            moe_builder = moe_builder.arg("-D_USE_MATH_DEFINES");
        }
    }

    if !is_target_msvc {
        moe_builder = moe_builder.arg("-Xcompiler").arg("-fPIC");
    }

    moe_builder.build_lib(out_dir.join("libmoe.a"))?;
    println!("cargo:rustc-link-search={}", out_dir.display());
    println!("cargo:rustc-link-lib=moe");
    println!("cargo:rustc-link-lib=dylib=cudart");
    if !is_target_msvc {
        println!("cargo:rustc-link-lib=stdc++");
    }
    Ok(())
}

/// Candela's patch: every module SD uses also as a fatbin holding a cubin for each
/// architecture in `CANDELA_CUDA_ARCHS` (default: sm_75, 80, 86, 89, 90, 120) plus the
/// newest one's PTX, so the driver loads machine code and a first run compiles nothing
/// (the PTX above alone costs ~20 s of JIT on the first run after a driver install).
/// `fatbin.rs` names each module's image; an empty image (the GGUF module, or
/// `CANDELA_CUDA_ARCHS=none`) makes candle-core load the PTX as before.
fn build_fatbins(out_dir: &std::path::Path) {
    const MODULES: [&str; 11] = [
        "affine", "binary", "cast", "conv", "fill", "indexing", "quantized", "reduce", "sort",
        "ternary", "unary",
    ];
    // Quantized (GGUF) kernels: never used by Stable Diffusion, and the largest to compile.
    const PTX_ONLY: [&str; 1] = ["quantized"];
    println!("cargo::rerun-if-env-changed=CANDELA_CUDA_ARCHS");
    println!("cargo::rerun-if-env-changed=NVCC");
    let archs = env::var("CANDELA_CUDA_ARCHS").unwrap_or_else(|_| "75,80,86,89,90,120".into());
    let archs: Vec<u32> = if archs.trim() == "none" {
        Vec::new()
    } else {
        archs
            .split(',')
            .map(|a| {
                a.trim().parse().unwrap_or_else(|_| {
                    panic!("CANDELA_CUDA_ARCHS: '{a}' is not a number like 86 (or 'none')")
                })
            })
            .collect()
    };
    let nvcc = env::var("NVCC").unwrap_or_else(|_| {
        env::var("CUDA_HOME")
            .map(|h| format!("{h}/bin/nvcc"))
            .unwrap_or_else(|_| "nvcc".into())
    });
    let mut rs = String::new();
    for m in MODULES {
        let dst = out_dir.join(format!("{m}.fatbin"));
        if archs.is_empty() || PTX_ONLY.contains(&m) {
            std::fs::write(&dst, b"").expect("write an empty fatbin");
        } else {
            let newest = archs.iter().max().unwrap();
            let mut cmd = std::process::Command::new(&nvcc);
            cmd.arg("--fatbin");
            for a in &archs {
                cmd.arg(format!("-gencode=arch=compute_{a},code=sm_{a}"));
            }
            cmd.arg(format!("-gencode=arch=compute_{newest},code=compute_{newest}"));
            cmd.args(["--threads", "0", "--expt-relaxed-constexpr", "-std=c++17", "-O3"]);
            cmd.arg(format!("src/{m}.cu")).arg("-o").arg(&dst);
            let status = cmd
                .status()
                .unwrap_or_else(|e| panic!("cannot run {nvcc} for the {m} fatbin: {e}"));
            assert!(status.success(), "nvcc failed on src/{m}.cu (fatbin)");
        }
        rs.push_str(&format!(
            "pub const {}: &[u8] = include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{m}.fatbin\"));\n",
            m.to_uppercase()
        ));
    }
    std::fs::write(out_dir.join("fatbin.rs"), rs).expect("write fatbin.rs");
}
