//! SD 3 / 3.5 single files in Stability's layout (tools/parity/make_sd3_single_file_case.py:
//! models/sd35m_tiny written as `single_file/sd35m_tiny.safetensors`, no T5): the job runs
//! without T5 and says so, with diffusers' latents for what its single-file loader makes
//! of the file; a file missing an MMDiT tensor is refused naming the file and the tensor.
use candela_tests::{parity_dir, relative_max_error, Case};
use candle_core::Device;

fn args<'a>(
    case: &'a Case,
    model: &'a str,
    noise: &'a str,
    out: &'a str,
    lat: &'a str,
) -> Vec<&'a str> {
    let j = &case.json;
    vec![
        "generate",
        "--model",
        model,
        "--prompt",
        j["prompt"].as_str().unwrap(),
        "--negative-prompt",
        j["negative_prompt"].as_str().unwrap(),
        "--width",
        "128",
        "--height",
        "96",
        "--steps",
        "4",
        "--cfg",
        "5",
        "--sampler",
        "euler",
        "--device",
        "cpu",
        "--dtype",
        "f32",
        "--init-noise",
        noise,
        "--out",
        out,
        "--save-latents",
        lat,
    ]
}

#[test]
fn an_sd3_single_file_runs_as_diffusers_loads_it() {
    let case = Case::load("sd35m_single_file");
    let model = parity_dir().join(case.json["model"].as_str().unwrap());
    let noise = parity_dir().join("sd35m_single_file/tensors.safetensors");
    let dir = tempfile::tempdir().unwrap();
    let (png, lat) = (dir.path().join("x.png"), dir.path().join("x.safetensors"));
    let a = args(
        &case,
        model.to_str().unwrap(),
        noise.to_str().unwrap(),
        png.to_str().unwrap(),
        lat.to_str().unwrap(),
    );
    let out = candela_tests::engine(&a);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("without T5"), "{stderr}");
    let got = candle_core::safetensors::load(&lat, &Device::Cpu).unwrap()["latents"].clone();
    let want = case.tensor("tensors.safetensors", "latents");
    let err = relative_max_error(&got, &want);
    eprintln!("single file: latents {err:.2e} x max|ref|");
    assert!(err < 2e-3, "latents {err:.2e} x max|ref|");
}

#[test]
fn an_sd3_single_file_missing_a_tensor_is_refused_naming_file_and_key() {
    let case = Case::load("sd35m_single_file");
    let model = parity_dir().join(case.json["model"].as_str().unwrap());
    let mut tensors = candle_core::safetensors::load(&model, &Device::Cpu).unwrap();
    let key = "model.diffusion_model.joint_blocks.1.context_block.mlp.fc2.bias";
    assert!(tensors.remove(key).is_some());
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("sd35m_cut.safetensors");
    candle_core::safetensors::save(&tensors, &file).unwrap();
    std::fs::copy(model.with_extension("yaml"), file.with_extension("yaml")).unwrap();
    let noise = parity_dir().join("sd35m_single_file/tensors.safetensors");
    let (png, lat) = (dir.path().join("x.png"), dir.path().join("x.safetensors"));
    let a = args(
        &case,
        file.to_str().unwrap(),
        noise.to_str().unwrap(),
        png.to_str().unwrap(),
        lat.to_str().unwrap(),
    );
    let err = candela_tests::fails(&a);
    assert!(
        err.contains("sd35m_cut.safetensors") && err.contains(key),
        "{err}"
    );
}
