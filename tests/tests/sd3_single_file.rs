//! SD 3 / 3.5 single files in Stability's layout (tools/parity/make_sd3_single_file_case.py:
//! models/sd35m_tiny written as `single_file/sd35m_tiny.safetensors`, no T5): the job runs
//! without T5 and says so, with diffusers' latents for what its single-file loader makes
//! of the file; a file missing an MMDiT tensor is refused naming the file and the tensor.
use candela_tests::{parity_dir, relative_max_error, Case, Sd3Generate};
use candle_core::Device;

#[test]
fn an_sd3_single_file_runs_as_diffusers_loads_it() {
    let case = Case::load("sd35m_single_file");
    let model = parity_dir().join(case.json["model"].as_str().unwrap());
    let noise = parity_dir().join("sd35m_single_file/tensors.safetensors");
    let dir = tempfile::tempdir().unwrap();
    let (got, stderr) = Sd3Generate::new(&case, &model, &noise, dir.path(), "x").latents();
    assert!(stderr.contains("without T5"), "{stderr}");
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
    let err = Sd3Generate::new(&case, &file, &noise, dir.path(), "x").fails();
    assert!(
        err.contains("sd35m_cut.safetensors") && err.contains(key),
        "{err}"
    );
}
