//! The CLI's flags (clap), parsed into the protocol's job ([`JobSpec`]) where the protocol
//! has a field for them; device, memory plan and output flags stay the CLI's own.
use candela_engine::job;
use candela_engine::nets::tiled::DEFAULT_OVERLAP_PX;
use candela_engine::protocol::{
    AttachSpec, JobSpec, LoraSpec, NetDevice, RefinerSpec, Sampler, WeightsDtype,
    DEFAULT_AESTHETIC_SCORE, DEFAULT_NEGATIVE_AESTHETIC_SCORE, DEFAULT_SWITCH,
};
use candela_engine::ranges;
use candela_engine::sampling::PredictionType;
use candela_engine::{Error, Result};
use candle_core::Device;
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "candela-engine",
    version,
    about = "Candela's Stable Diffusion engine"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Generate an image from a prompt.
    Generate(Box<GenerateArgs>),
    /// Print the memory plan a generate command would run with: the plan, the predicted
    /// peak VRAM per phase and the predicted time.
    Plan {
        #[command(flatten)]
        job: Box<JobArgs>,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Time a job and measure its peak VRAM; prints JSON.
    Bench {
        #[command(flatten)]
        job: Box<JobArgs>,
        /// Jobs to run in a row (VRAM in use is recorded after each).
        #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = ranges::JOBS.parser::<usize>())]
        jobs: usize,
        /// Where the images go (default: a temporary folder, removed after).
        #[arg(long)]
        out_dir: Option<PathBuf>,
        /// A text file of prompts, one per line: job i takes line i (from the start again
        /// past the last), so `--jobs 50` encodes 50 different prompts in a row.
        #[arg(long, value_name = "FILE")]
        prompts: Option<PathBuf>,
    },
    /// Print the prompt's 77 token ids as a JSON array.
    Tokenize {
        #[arg(long)]
        model: PathBuf,
        text: String,
    },
    /// Print the model's family, components, dtypes and sizes as JSON.
    Info {
        #[arg(long)]
        model: PathBuf,
    },
    /// Time the nets' primitives at SD shapes (a development tool).
    #[command(hide = true)]
    BenchOps {
        #[arg(long, default_value = "auto")]
        device: String,
        #[arg(long, default_value = "f16")]
        dtype: String,
        #[arg(long, default_value_t = 10, allow_negative_numbers = true, value_parser = ranges::ITERS.parser::<usize>())]
        iters: usize,
    },
    /// Download a model from the Hugging Face Hub into the HF cache (HF_HOME; HF_ENDPOINT
    /// and HF_TOKEN as the app reads them); prints the snapshot folder.
    Download {
        /// The repo, such as stable-diffusion-v1-5/stable-diffusion-v1-5.
        repo_id: String,
        /// A branch, tag or commit.
        #[arg(long, default_value = "main")]
        revision: String,
        /// Only the files a glob matches (fnmatch, as huggingface-cli's --include), of
        /// those a model needs; repeatable.
        #[arg(long, value_name = "GLOB")]
        include: Vec<String>,
    },
    /// Run as the app's worker: JSON-line requests on stdin, events on stdout.
    Serve {
        /// auto, cpu, cuda or cuda:N.
        #[arg(long, default_value = "auto")]
        device: String,
    },
}

/// What a job is: the model, the prompt and shapes, the device and the memory plan.
#[derive(Args)]
pub struct JobArgs {
    /// A diffusers folder or a single-file .safetensors checkpoint.
    #[arg(long, required_unless_present = "random_weights")]
    pub model: Option<PathBuf>,
    /// A full-size architecture with random weights instead of --model (sd15, sd21, sdxl,
    /// sd35m, sd35l).
    #[arg(long, conflicts_with = "model")]
    pub random_weights: Option<String>,
    /// The prompt (required by generate; plan and bench default to an empty one).
    #[arg(long)]
    pub prompt: Option<String>,
    #[arg(long, default_value = "")]
    pub negative_prompt: String,
    /// Image width in pixels (default: 512, or --init-image's width).
    #[arg(long, allow_negative_numbers = true, value_parser = ranges::WIDTH.parser::<usize>())]
    pub width: Option<usize>,
    /// Image height in pixels (default: 512, or --init-image's height).
    #[arg(long, allow_negative_numbers = true, value_parser = ranges::HEIGHT.parser::<usize>())]
    pub height: Option<usize>,
    #[arg(long, default_value_t = 20, allow_negative_numbers = true, value_parser = ranges::STEPS.parser::<usize>())]
    pub steps: usize,
    #[arg(long, default_value_t = 7.5, allow_negative_numbers = true, value_parser = ranges::CFG.parser::<f64>())]
    pub cfg: f64,
    /// Random when not given; printed with the result.
    #[arg(long, allow_negative_numbers = true, value_parser = ranges::SEED.parser::<u64>())]
    pub seed: Option<u64>,
    /// euler, euler_a, heun, dpm2, dpm2_a, lms, ddim, dpmpp_2m, dpmpp_2m_sde, dpmpp_sde,
    /// unipc, lcm (dpmpp_2m_karras: dpmpp_2m with --schedule karras).
    #[arg(long, default_value = "euler")]
    pub sampler: String,
    /// The sampler's noise schedule: default, karras, exponential, sgm_uniform (trailing
    /// timesteps), simple (ComfyUI's) or uniform (A1111's "Uniform": k-diffusion's
    /// get_sigmas, what A1111 before 1.9 ran samplers without Karras in their name on).
    #[arg(long, default_value = "default")]
    pub schedule: String,
    /// diffusers' guidance_rescale, 0 to 1: keeps CFG from over-brightening v-prediction
    /// models (0.7 is the paper's value; 0 is off).
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true, value_parser = ranges::CFG_RESCALE.parser::<f64>())]
    pub cfg_rescale: f64,
    /// Noise source: gpu (the numbers torch's CUDA generator gives, A1111's default, drawn
    /// the same on any device), cpu (torch's CPU generator: A1111's "CPU", ComfyUI's
    /// default) or candela (Candela's earlier noise).
    #[arg(long, default_value = "gpu")]
    pub rng: String,
    /// Where DPM++ SDE's Brownian tree draws its numbers: auto (the --rng source), gpu
    /// (CUDA's generator: what A1111 does on an NVIDIA card even with RNG "CPU"), cpu
    /// (torch's CPU generator: ComfyUI) or candela (ChaCha8).
    #[arg(long, default_value = "auto")]
    pub sde_tree_rng: String,
    /// A1111's clip skip: 1 = the text encoder's usual layer, 2 = the one before (SDXL:
    /// diffusers' clip_skip + 1); both prompts.
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = ranges::CLIP_SKIP.parser::<usize>())]
    pub clip_skip: usize,
    /// What prompt weights do: original (A1111's default: weights, then each chunk's mean
    /// restored), no-norm (weights only), ignore (syntax parsed, weights dropped) or none
    /// (brackets and BREAK are plain text).
    #[arg(long, default_value = "original")]
    pub emphasis: String,
    /// auto, cpu, cuda or cuda:N.
    #[arg(long, default_value = "auto")]
    pub device: String,
    /// f32, f16 or bf16 (default: f16 on CUDA, f32 on CPU).
    #[arg(long)]
    pub dtype: Option<String>,
    /// How the UNet's and ControlNets' Linear and Conv weights are kept on the device and
    /// in host memory: auto (fp8 checkpoints as they are, else the run's dtype, or fp8 where
    /// the memory plan needs it), f16, bf16, fp8_e4m3fn or fp8_e5m2; each layer computes in
    /// --dtype.
    #[arg(long, default_value = "auto")]
    pub weights_dtype: String,
    /// The same for the text encoders.
    #[arg(long, default_value = "auto")]
    pub text_encoder_dtype: String,
    /// Where the text encoders run: auto (the memory plan decides), gpu or cpu (in f32;
    /// sd.cpp's --clip-on-cpu).
    #[arg(long, default_value = "auto")]
    pub text_encoder_device: String,
    /// Where the VAE runs: auto (the memory plan decides), gpu or cpu (in f32).
    #[arg(long, default_value = "auto")]
    pub vae_device: String,
    /// Override the checkpoint's prediction type: epsilon or v_prediction.
    #[arg(long)]
    pub prediction_type: Option<String>,
    #[command(flatten)]
    pub img2img: crate::img2img_args::Img2ImgArgs,
    #[command(flatten)]
    pub plan: PlanArgs,
    #[command(flatten)]
    pub control: crate::control_args::ControlArgs,
    #[command(flatten)]
    pub refiner: RefinerArgs,
    #[command(flatten)]
    pub attach: AttachArgs,
    #[command(flatten)]
    pub sd3: crate::sd3_args::Sd3Args,
}

/// LoRAs, textual-inversion embeddings and a VAE in place of the checkpoint's.
#[derive(Args)]
pub struct AttachArgs {
    /// A LoRA or LyCORIS .safetensors file and its strength (default 1); repeatable.
    /// `random:RANK[:STRENGTH]` makes a random LoRA of that rank on every attention
    /// projection and feed-forward layer of the UNet (for benchmarks).
    #[arg(long = "lora", value_name = "FILE[:STRENGTH]")]
    pub lora: Vec<String>,
    /// How LoRAs change the weights: auto (kept as separate deltas on layers held in fp8,
    /// merged elsewhere), merge (added into the weights as held, as diffusers' fuse_lora)
    /// or separate (every low-rank LoRA kept as its own factors, added in the forward pass,
    /// as PEFT unfused; LoHa, LoKr and full diffs are merged).
    #[arg(long, default_value = "auto")]
    pub lora_apply: String,
    /// Where `<lora:NAME:STRENGTH>` in the prompt finds NAME.safetensors (A1111's syntax;
    /// the tag is taken out of the text before it is encoded).
    #[arg(long, value_name = "DIR")]
    pub lora_dir: Option<PathBuf>,
    /// A textual-inversion embedding (.safetensors: A1111's, SDXL's clip_l + clip_g, or
    /// diffusers' learned_embeds); used where the prompt names it (its file stem). Repeatable.
    #[arg(long = "embedding", value_name = "FILE")]
    pub embedding: Vec<PathBuf>,
    /// A folder of embeddings: each is used where the prompt names it (its file stem).
    #[arg(long, value_name = "DIR")]
    pub embeddings_dir: Option<PathBuf>,
    /// A VAE in place of the checkpoint's: a .safetensors file (LDM or diffusers names) or
    /// a diffusers VAE folder.
    #[arg(long, value_name = "FILE|FOLDER")]
    pub vae: Option<PathBuf>,
    /// The declared attachments' flags (one per `attach::DECLARED`).
    #[command(flatten)]
    pub declared: super::declared::DeclaredArgs,
}

impl AttachArgs {
    /// The flags as the protocol's job carries them.
    pub fn spec(&self) -> Result<AttachSpec> {
        let loras = self
            .lora
            .iter()
            .map(|arg| {
                let (path, strength) = candela_engine::attach::lora::parse_lora_arg(arg)?;
                Ok(LoraSpec {
                    path: path.display().to_string(),
                    strength,
                })
            })
            .collect::<Result<_>>()?;
        Ok(AttachSpec {
            loras,
            lora_dir: self.lora_dir.as_ref().map(|d| d.display().to_string()),
            embeddings: self
                .embedding
                .iter()
                .map(|p| p.display().to_string())
                .collect(),
            embeddings_dir: self
                .embeddings_dir
                .as_ref()
                .map(|d| d.display().to_string()),
            vae: self.vae.as_ref().map(|d| d.display().to_string()),
            attachments: self.declared.0.clone(),
        })
    }
}

/// The SDXL refiner as a second pass.
#[derive(Args)]
pub struct RefinerArgs {
    /// An SDXL refiner (diffusers folder or .safetensors, or `random`: full-size random
    /// weights, for benchmarks) that takes over the last steps of an SDXL base model.
    #[arg(long, value_name = "PATH")]
    pub refiner: Option<String>,
    /// Fraction of the steps after which the refiner takes over (diffusers'
    /// denoising_end / denoising_start; default 0.8).
    #[arg(long, value_name = "F", allow_negative_numbers = true, value_parser = ranges::REFINER_SWITCH.parser::<f64>())]
    pub refiner_switch: Option<f64>,
    /// The refiner's aesthetic score conditioning (default 6.0).
    #[arg(long, allow_negative_numbers = true, value_parser = ranges::AESTHETIC_SCORE.parser::<f64>())]
    pub refiner_aesthetic_score: Option<f64>,
    /// The aesthetic score of the refiner's negative conditioning (default 2.5).
    #[arg(long, allow_negative_numbers = true, value_parser = ranges::NEGATIVE_AESTHETIC_SCORE.parser::<f64>())]
    pub refiner_negative_aesthetic_score: Option<f64>,
}

impl RefinerArgs {
    /// The refiner as the protocol names it, or none without --refiner (its other flags
    /// then refused).
    pub fn spec(&self) -> Result<Option<RefinerSpec>> {
        let Some(path) = &self.refiner else {
            for (flag, given) in [
                ("--refiner-switch", self.refiner_switch.is_some()),
                (
                    "--refiner-aesthetic-score",
                    self.refiner_aesthetic_score.is_some(),
                ),
                (
                    "--refiner-negative-aesthetic-score",
                    self.refiner_negative_aesthetic_score.is_some(),
                ),
            ] {
                if given {
                    return Err(Error::field(flag, "needs --refiner"));
                }
            }
            return Ok(None);
        };
        Ok(Some(RefinerSpec {
            model: path.clone(),
            switch: self.refiner_switch.unwrap_or(DEFAULT_SWITCH),
            aesthetic_score: self
                .refiner_aesthetic_score
                .unwrap_or(DEFAULT_AESTHETIC_SCORE),
            negative_aesthetic_score: self
                .refiner_negative_aesthetic_score
                .unwrap_or(DEFAULT_NEGATIVE_AESTHETIC_SCORE),
        }))
    }
}

/// The memory plan's flags.
#[derive(Args)]
pub struct PlanArgs {
    /// Where weights wait between uses: none (all resident), model (each net on the GPU
    /// for its phase only) or sequential (the UNet streamed stage by stage).
    #[arg(long, default_value = "none")]
    pub offload: String,
    /// Attention in slices: off, auto, or N query rows at a time (same result, less memory;
    /// on a CUDA device the VAE's attention keeps its default blocks).
    #[arg(long, default_value = "off", allow_negative_numbers = true)]
    pub attention_slice: String,
    /// VAE in tiles: off, auto, or a tile size in pixels (same image, less memory).
    #[arg(long, default_value = "off", allow_negative_numbers = true)]
    pub vae_tile: String,
    /// Least overlap between VAE tiles, in pixels.
    #[arg(long, default_value_t = DEFAULT_OVERLAP_PX, allow_negative_numbers = true, value_parser = ranges::VAE_TILE_OVERLAP.parser::<usize>())]
    pub vae_tile_overlap: usize,
    /// Where tiles keep the decode's whole-image intermediates that are too large to sit
    /// beside them: auto (the GPU where the --vram-budget leaves room, else host memory),
    /// gpu (faster; SD's VAE holds about 4 GiB of them at 2048 px) or cpu (page-locked host
    /// memory). The same image either way.
    #[arg(long, default_value = "auto")]
    pub vae_tile_store: String,
    /// The sequential offload's device arena, in largest streamed groups: auto (as many
    /// as the --vram-budget leaves room for, up to 16; two, or three for fp8 weights,
    /// without a budget) or 2 to 16. More groups copy further ahead.
    #[arg(long, default_value = "auto")]
    pub stream_slots: String,
    /// Pick the fastest plan whose predicted peak fits: auto (free VRAM less a reserve) or
    /// GiB. The flags above are then the starting point.
    #[arg(long, allow_negative_numbers = true)]
    pub vram_budget: Option<String>,
    /// Leave only this many GiB of the card free (the rest taken as ballast), to try
    /// small-card plans on a big card.
    #[arg(long, allow_negative_numbers = true, value_parser = ranges::SIMULATE_VRAM_GIB.parser::<f64>())]
    pub simulate_vram: Option<f64>,
    /// The declared memory levers' flags (one per `planner::levers::LEVERS`).
    #[command(flatten)]
    pub levers: crate::lever_args::LeverArgs,
}

#[derive(Args)]
pub struct GenerateArgs {
    #[command(flatten)]
    pub job: JobArgs,
    /// safetensors with tensor "noise" [1,4,H/8,W/8] f32, used instead of the seeded draw.
    #[arg(long)]
    pub init_noise: Option<PathBuf>,
    /// Write the final latents (tensor "latents", f32) to this safetensors file.
    #[arg(long)]
    pub save_latents: Option<PathBuf>,
    /// Write the preprocessed control map to this PNG (with several --control, one file
    /// each: NAME-1.png, NAME-2.png...).
    #[arg(long)]
    pub save_control: Option<PathBuf>,
    #[arg(long)]
    pub out: PathBuf,
}

impl JobArgs {
    /// The job as the protocol carries it, with `sampler` and `seed` already read: the
    /// size defaults to the init image's (else 512 x 512). ControlNets and the refiner are
    /// added by `prepare` once the model is open ([`crate::control_args::ControlArgs::specs`],
    /// [`RefinerArgs::spec`]); the memory plan stays with the CLI's own flags.
    pub fn spec(&self, sampler: Sampler, seed: u64) -> Result<JobSpec> {
        let path = |p: &Option<PathBuf>| p.as_ref().map(|p| p.display().to_string());
        let mut spec = JobSpec {
            model: path(&self.model)
                .or_else(|| self.random_weights.clone())
                .unwrap_or_default(),
            prompt: self.prompt.clone().unwrap_or_default(),
            negative_prompt: self.negative_prompt.clone(),
            width: 0,
            height: 0,
            steps: self.steps,
            cfg: self.cfg,
            seed,
            sampler,
            out_dir: String::new(),
            file_stem: String::new(),
            dtype: self.dtype.clone().unwrap_or_default(),
            preview_every: 0,
            plan: None,
            img2img: self.img2img.spec()?,
            controls: Vec::new(),
            refiner: None,
            attach: self.attach.spec()?,
            rng: self.rng.parse()?,
            sde_tree_rng: self.sde_tree_rng.parse()?,
            schedule: self.schedule.parse()?,
            cfg_rescale: self.cfg_rescale,
            clip_skip: self.clip_skip,
            emphasis: self.emphasis.parse()?,
            weights_dtype: WeightsDtype::parse(&self.weights_dtype, "--weights-dtype")?,
            text_encoder_dtype: WeightsDtype::parse(
                &self.text_encoder_dtype,
                "--text-encoder-dtype",
            )?,
            text_encoder_device: NetDevice::parse(
                &self.text_encoder_device,
                "--text-encoder-device",
            )?,
            vae_device: NetDevice::parse(&self.vae_device, "--vae-device")?,
            lora_apply: self.attach.lora_apply.parse()?,
            no_t5: self.sd3.no_t5,
            shift: self.sd3.shift,
            max_sequence_length: self.sd3.max_sequence_length,
            skip_layer_guidance: self.sd3.skip_layer_guidance()?,
            levers: self.plan.levers.0.clone(),
        };
        let (w, h) = job::init_image_args(&spec)
            .default_size()?
            .unwrap_or((512, 512));
        (spec.width, spec.height) = (self.width.unwrap_or(w), self.height.unwrap_or(h));
        Ok(spec)
    }
}

pub fn parse_device(s: &str) -> Result<Device> {
    let cuda = |n: usize| -> Result<Device> {
        if !candle_core::utils::cuda_is_available() {
            return Err(Error::field(
                "--device",
                format!(
                    "'{s}': this build of candela-engine has no CUDA support; use --device cpu"
                ),
            ));
        }
        candela_engine::vram::open_cuda(n).map_err(|e| {
            let msg = format!("cannot open CUDA device {n}: {e}");
            match e {
                Error::WrongCard(_) => Error::WrongCard(format!("--device: {msg}")),
                _ => Error::field("--device", msg),
            }
        })
    };
    match s {
        "cpu" => Ok(Device::Cpu),
        // A card this build's kernels cannot run is an error, not a quiet CPU fallback:
        // the app then starts the worker built for that card.
        "auto" if candle_core::utils::cuda_is_available() => match cuda(0) {
            Err(e @ Error::WrongCard(_)) => Err(e),
            r => Ok(r.unwrap_or(Device::Cpu)),
        },
        "auto" => Ok(Device::Cpu),
        "cuda" => cuda(0),
        _ => match s.strip_prefix("cuda:").map(str::parse::<usize>) {
            Some(Ok(n)) => cuda(n),
            _ => Err(Error::field(
                "--device",
                format!("unknown device '{s}'; expected auto, cpu, cuda or cuda:N"),
            )),
        },
    }
}

pub fn parse_prediction(s: Option<&str>) -> Result<Option<PredictionType>> {
    match s {
        None => Ok(None),
        Some("epsilon") => Ok(Some(PredictionType::Epsilon)),
        Some("v_prediction" | "v") => Ok(Some(PredictionType::VPrediction)),
        Some(o) => Err(Error::field(
            "--prediction-type",
            format!("unknown prediction type '{o}'; expected epsilon or v_prediction"),
        )),
    }
}
