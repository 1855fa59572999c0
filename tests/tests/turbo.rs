//! SD-Turbo / SDXL-Turbo conventions against diffusers (tests/parity/*_turbo_*, made by
//! tools/parity/make_turbo_cases.py): 1 to 4 steps, trailing timestep spacing from the
//! model's scheduler config, and no unconditional pass at guidance 0 or 1.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::{denoise, Nets};
use candela_tests::{copy_tree, Case};
use candle_core::{DType, Device};

/// The case's model with the Turbo scheduler config, in a temp copy.
fn turbo_model(case: &Case, tmp: &std::path::Path) -> Model {
    let root = tmp.join("model");
    copy_tree(&case.model_path(), &root);
    let config = serde_json::to_string_pretty(&case.json["model_scheduler_config"]).unwrap();
    std::fs::write(root.join("scheduler/scheduler_config.json"), config).unwrap();
    Model::open(&root, &OpenOptions::default()).unwrap()
}

fn check_case(name: &str) {
    let case = Case::load(name);
    let tmp = tempfile::tempdir().unwrap();
    let model = turbo_model(&case, tmp.path());
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let req = case.request();
    assert!(req.cfg <= 1.0, "{name}: a Turbo case runs without CFG");
    let latents = denoise(&model, &nets, &req, &mut |_| true).unwrap();
    let err = case.check_latents(&latents);
    eprintln!("{name}: latents within {err:.2e} x max|ref|");
}

#[test]
fn sd1_turbo_euler_1step() {
    check_case("sd1_turbo_euler_1step");
}

#[test]
fn sdxl_turbo_euler_2step() {
    check_case("sdxl_turbo_euler_2step");
}

#[test]
fn sdxl_turbo_euler_4step() {
    check_case("sdxl_turbo_euler_4step");
}
