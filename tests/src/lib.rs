//! Shared helpers for Candela's end-to-end tests: parity cases made by diffusers
//! (`tests/parity/`, see its README) and the `candela-engine` binary.
use candle_core::{Device, Tensor};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// `tests/parity` in this checkout.
pub fn parity_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("parity")
}

/// A reference case: `case.json` plus its tensors.
pub struct Case {
    pub dir: PathBuf,
    pub json: Value,
}

impl Case {
    pub fn load(name: &str) -> Case {
        let dir = parity_dir().join(name);
        let text = std::fs::read_to_string(dir.join("case.json"))
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        Case {
            dir,
            json: serde_json::from_str(&text).unwrap(),
        }
    }
    pub fn str(&self, key: &str) -> String {
        self.json[key].as_str().unwrap_or_default().to_string()
    }
    pub fn num(&self, key: &str) -> f64 {
        self.json[key]
            .as_f64()
            .unwrap_or_else(|| panic!("case field {key}"))
    }
    /// The case's model folder; with `replace_components` in case.json (component ->
    /// folder), a copy of `model` with those components swapped in, under the temp dir.
    pub fn model_path(&self) -> PathBuf {
        let base = parity_dir().join(self.str("model"));
        let Some(replace) = self.json["replace_components"].as_object() else {
            return base;
        };
        let name = self.dir.file_name().unwrap().to_string_lossy().into_owned();
        let root = std::env::temp_dir().join(format!("candela-case-{name}-{}", std::process::id()));
        copy_tree(&base, &root);
        for (component, folder) in replace {
            let to = root.join(component);
            std::fs::remove_dir_all(&to).unwrap();
            copy_tree(&parity_dir().join(folder.as_str().unwrap()), &to);
        }
        root
    }
    pub fn tensor(&self, file: &str, name: &str) -> Tensor {
        let map = candle_core::safetensors::load(self.dir.join(file), &Device::Cpu).unwrap();
        map[name].to_dtype(candle_core::DType::F32).unwrap()
    }
    pub fn noise(&self) -> Tensor {
        self.tensor("noise.safetensors", "noise")
    }
    pub fn expected_latents(&self) -> Tensor {
        self.tensor("expected_latents.safetensors", "latents")
    }
    /// The case's generation request, with its reference noise.
    pub fn request(&self) -> candela_engine::pipeline::GenerateRequest {
        candela_engine::pipeline::GenerateRequest {
            prompt: self.str("prompt"),
            negative_prompt: self.str("negative_prompt"),
            width: self.num("width") as usize,
            height: self.num("height") as usize,
            steps: self.num("steps") as usize,
            cfg: self.num("cfg"),
            seed: 0,
            sampler: self.str("sampler").parse().unwrap(),
            schedule: match self.json["schedule"].as_str() {
                Some(s) => s.parse().unwrap(),
                None => Default::default(),
            },
            cfg_rescale: self.json["cfg_rescale"].as_f64().unwrap_or(0.0),
            rng: Default::default(),
            sde_tree_rng: match self.json["sde_tree_rng"].as_str() {
                Some(t) => t.parse().unwrap(),
                None => Default::default(),
            },
            prompt_options: candela_engine::prompt::PromptOptions {
                emphasis: match self.json["emphasis"].as_str() {
                    Some(e) => e.parse().unwrap(),
                    None => Default::default(),
                },
                clip_skip: self.json["clip_skip"].as_u64().unwrap_or(1) as usize,
            },
            init_noise: Some(self.noise()),
            init_image: None,
            controls: Vec::new(),
            refiner: None,
            skip_layer_guidance: None,
        }
    }
    /// A ControlNet case's request (`controlnets` in case.json): its units' ControlNets
    /// attached to `model` (each path once), their maps read from the case's PNGs;
    /// `controlnet` replaces every unit's ControlNet path.
    pub fn control_request(
        &self,
        model: &mut candela_engine::attach::Model,
        controlnet: Option<&Path>,
    ) -> candela_engine::pipeline::GenerateRequest {
        use candela_engine::attach::controlnet::ControlNet;
        use candela_engine::pipeline::controls::ControlUnit;
        let mut req = self.request();
        for u in self.json["controlnets"].as_array().expect("controlnets") {
            let path = match controlnet {
                Some(p) => p.to_path_buf(),
                None => parity_dir().join(u["model"].as_str().unwrap()),
            };
            let cn = ControlNet::open(path.to_str().unwrap(), model).unwrap();
            let index = model.attach_controlnet(cn);
            let image = parity_dir().join(u["image"].as_str().unwrap());
            let map = candela_engine::preprocess::open_image(&image).unwrap();
            let num = |k: &str| u[k].as_f64().unwrap();
            let unit = ControlUnit::new(index, &map, num("scale"), num("start"), num("end"));
            req.controls.push(unit.unwrap());
        }
        req
    }

    /// A refiner case's refiner folder (`refiner` in case.json), assembled under `tmp`:
    /// its UNet, the components it shares with the base model, and its model_index.json.
    pub fn refiner_dir(&self, tmp: &Path) -> PathBuf {
        let r = &self.json["refiner"];
        let root = tmp.join("refiner");
        let from = parity_dir().join(r["components_from"].as_str().expect("components_from"));
        for c in r["components"].as_array().expect("components") {
            let c = c.as_str().unwrap();
            copy_tree(&from.join(c), &root.join(c));
        }
        copy_tree(
            &parity_dir().join(r["unet"].as_str().unwrap()),
            &root.join("unet"),
        );
        let index = serde_json::to_string_pretty(&r["model_index"]).unwrap();
        std::fs::write(root.join("model_index.json"), index).unwrap();
        root
    }

    pub fn expected_png(&self) -> (usize, usize, Vec<u8>) {
        read_png_rgb(&self.dir.join("expected.png"))
    }

    /// Asserts `latents` are within 2e-3 x max|ref| of diffusers' final latents; returns
    /// that relative error.
    pub fn check_latents(&self, latents: &Tensor) -> f64 {
        let name = self.dir.file_name().unwrap_or_default().to_string_lossy();
        let err = relative_max_error(latents, &self.expected_latents());
        assert!(
            err < 2e-3,
            "{name}: latents differ from diffusers by {err:.2e} x max|ref|"
        );
        err
    }

    /// Asserts `rgb` (a `w` x `h` RGB8 image) has diffusers' size and pixels within
    /// 2/255 of its image; returns the largest pixel difference.
    pub fn check_image(&self, (w, h, rgb): (usize, usize, Vec<u8>)) -> u8 {
        let name = self.dir.file_name().unwrap_or_default().to_string_lossy();
        let (ew, eh, expected) = self.expected_png();
        assert_eq!((w, h), (ew, eh), "{name}: image size");
        let d = max_pixel_diff(&rgb, &expected);
        assert!(d <= 2, "{name}: a pixel differs from diffusers' by {d}/255");
        d
    }
}

/// max |a - b| / max |b|.
pub fn relative_max_error(got: &Tensor, want: &Tensor) -> f64 {
    max_abs(&(got - want).unwrap()) / max_abs(want).max(1e-12)
}

/// max |t| over all elements.
pub fn max_abs(t: &Tensor) -> f64 {
    t.abs()
        .unwrap()
        .max_all()
        .unwrap()
        .to_scalar::<f32>()
        .unwrap() as f64
}

/// Width, height and RGB8 pixels of a PNG.
pub fn read_png_rgb(path: &Path) -> (usize, usize, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    let rgb = match info.color_type {
        png::ColorType::Rgb => buf,
        png::ColorType::Rgba => buf.chunks(4).flat_map(|p| [p[0], p[1], p[2]]).collect(),
        other => panic!("{}: unexpected PNG colour type {other:?}", path.display()),
    };
    (info.width as usize, info.height as usize, rgb)
}

/// Largest per-channel difference between two RGB8 images of the same size.
pub fn max_pixel_diff(a: &[u8], b: &[u8]) -> u8 {
    assert_eq!(a.len(), b.len(), "image sizes differ");
    a.iter()
        .zip(b)
        .map(|(x, y)| x.abs_diff(*y))
        .max()
        .unwrap_or(0)
}

/// The `candela-engine` binary built beside this test binary (`cargo test --workspace`
/// builds it), or `CANDELA_ENGINE_BIN` when set.
pub fn engine_bin() -> PathBuf {
    // Another binary (e.g. one copied aside while a shared target dir is being rebuilt).
    if let Some(p) = std::env::var_os("CANDELA_ENGINE_BIN") {
        return PathBuf::from(p);
    }
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().and_then(|d| d.parent()).unwrap();
    let bin = dir.join(format!("candela-engine{}", std::env::consts::EXE_SUFFIX));
    assert!(
        bin.is_file(),
        "{} not built: run the tests with `cargo test --workspace`",
        bin.display()
    );
    bin
}

/// Runs `candela-engine args...`.
pub fn engine(args: &[&str]) -> Output {
    Command::new(engine_bin())
        .args(args)
        // Its log and any crash report go to a scratch folder, not the user's.
        .env(
            "CANDELA_DATA_DIR",
            std::env::temp_dir().join("candela-tests-data"),
        )
        .output()
        .expect("run candela-engine")
}

/// `candela-engine plan --json` for the tiny SD 1.x model (a cat, 64 x 64, 2 steps, seed 7,
/// on the CPU) with `extra` flags: the JSON it prints; the command must succeed.
pub fn sd1_plan_json(extra: &[&str]) -> serde_json::Value {
    let m = sd1();
    let mut args = vec![
        "plan", "--json", "--model", &m, "--prompt", "a cat", "--device", "cpu", "--width", "64",
        "--height", "64", "--steps", "2", "--seed", "7",
    ];
    args.extend_from_slice(extra);
    let out = engine(&args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Copies every file under `src` into `dst` (created as needed).
pub fn copy_tree(src: &Path, dst: &Path) {
    std::fs::create_dir_all(dst).unwrap();
    for e in std::fs::read_dir(src).unwrap() {
        let p = e.unwrap().path();
        let to = dst.join(p.file_name().unwrap());
        if p.is_dir() {
            copy_tree(&p, &to);
        } else {
            std::fs::copy(&p, &to).unwrap();
        }
    }
}

/// The tiny SD 1.x parity model's folder, as a CLI argument.
pub fn sd1() -> String {
    parity_dir().join("models/sd1").display().to_string()
}

/// Runs the CLI expecting failure; returns its stderr, checked to be one line with no
/// panic or backtrace in it.
pub fn fails(args: &[&str]) -> String {
    let out = engine(args);
    assert!(!out.status.success(), "expected failure for {args:?}");
    let err = String::from_utf8_lossy(&out.stderr).trim().to_string();
    assert_eq!(
        err.lines().count(),
        1,
        "expected one line on stderr, got:\n{err}"
    );
    assert!(
        !err.contains("panicked") && !err.contains("backtrace"),
        "{err}"
    );
    err
}

/// `candela-engine generate` on the tiny SD 3.5 Medium layout as the SD 3 cases ran
/// StableDiffusion3Pipeline: the case's prompt and negative prompt, its width, height,
/// steps and CFG where case.json has them (else 128 x 96, 4 steps, CFG 5), Euler, on the
/// CPU in f32, from the initial latents in `noise` (a file with a `noise` tensor), with
/// the PNG and the final latents written under `dir` as `name`.
pub struct Sd3Generate {
    args: Vec<String>,
    pub png: PathBuf,
    pub latents: PathBuf,
}

impl Sd3Generate {
    pub fn new(case: &Case, model: &Path, noise: &Path, dir: &Path, name: &str) -> Self {
        let j = &case.json;
        let num = |key: &str, default: &str| match &j[key] {
            Value::Number(n) => n.to_string(),
            _ => default.to_string(),
        };
        let (png, latents) = (
            dir.join(format!("{name}.png")),
            dir.join(format!("{name}.safetensors")),
        );
        let path = |p: &Path| p.display().to_string();
        let args = [
            ("--model", path(model)),
            ("--prompt", case.str("prompt")),
            ("--negative-prompt", case.str("negative_prompt")),
            ("--width", num("width", "128")),
            ("--height", num("height", "96")),
            ("--steps", num("steps", "4")),
            ("--cfg", num("cfg", "5")),
            ("--sampler", "euler".into()),
            ("--device", "cpu".into()),
            ("--dtype", "f32".into()),
            ("--init-noise", path(noise)),
            ("--out", path(&png)),
            ("--save-latents", path(&latents)),
        ];
        let mut all = vec!["generate".to_string()];
        all.extend(args.into_iter().flat_map(|(k, v)| [k.to_string(), v]));
        Sd3Generate {
            args: all,
            png,
            latents,
        }
    }

    /// Sets `flag` to `value`, in place of the value it had.
    pub fn set(mut self, flag: &str, value: &str) -> Self {
        match self.args.iter().position(|a| a == flag) {
            Some(i) => self.args[i + 1] = value.to_string(),
            None => self.args.extend([flag.to_string(), value.to_string()]),
        }
        self
    }

    /// Adds `extra` arguments as they are.
    pub fn with(mut self, extra: &[&str]) -> Self {
        self.args.extend(extra.iter().map(|s| s.to_string()));
        self
    }

    /// Runs it.
    pub fn run(&self) -> Output {
        engine(&self.args.iter().map(String::as_str).collect::<Vec<_>>())
    }

    /// Runs it, which must succeed; the final latents and what it wrote on stderr.
    pub fn latents(&self) -> (Tensor, String) {
        let out = self.run();
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "{:?}: {stderr}", &self.args[1..]);
        let map = candle_core::safetensors::load(&self.latents, &Device::Cpu).unwrap();
        (map["latents"].clone(), stderr)
    }

    /// Runs it, which must fail; its one line of stderr ([`fails`]).
    pub fn fails(&self) -> String {
        fails(&self.args.iter().map(String::as_str).collect::<Vec<_>>())
    }
}
