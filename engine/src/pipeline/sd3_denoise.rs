//! SD 3's denoising loop, as diffusers' `StableDiffusion3Pipeline` runs it: start latents
//! [1, 16, h/8, w/8] used as they are (flow matching's init sigma is 1), the MMDiT's
//! velocity at each timestep for [negative, prompt] with classifier-free guidance (and,
//! with `--skip-layers`, skip-layer guidance from the prompt's prediction with those joint
//! blocks left out, on the steps of its window), and flow-matching Euler steps on the
//! model's (or `--shift`'s) shifted schedule.
use super::conditioning::Conditioning;
use super::placed::Nets;
use super::request::{Event, GenerateRequest};
use super::sd3_controls::Sd3Controller;
use crate::attach::Model;
use crate::model::sd3::Sd3Parts;
use crate::nets::mmdit::{MMDiT, MMDiTCond};
use crate::protocol::{Phase, SkipLayerGuidance};
use crate::rng::JobNoise;
use crate::sampling::build_flow_sampler;
use crate::{Error, Result};
use candle_core::{DType, Tensor};

/// What SD 3 does not run yet, refused naming the flag.
fn check_request(model: &Model, sd3: &Sd3Parts, req: &GenerateRequest) -> Result<()> {
    let family = model.family.name();
    let refuse = |flag: &str, what: &str| {
        Err(Error::field(
            flag,
            format!("{what} with {family} models is not supported yet"),
        ))
    };
    if req.init_image.is_some() {
        return refuse("--init-image", "img2img and inpainting");
    }
    if !model.controlnets.is_empty() {
        return refuse("--control", "ControlNets of the UNet families");
    }
    if req.refiner.is_some() || model.refiner.is_some() {
        return refuse("--refiner", "the SDXL refiner");
    }
    if req.cfg_rescale > 0.0 {
        return refuse(
            "--cfg-rescale",
            "guidance rescale (diffusers' SD 3 has none)",
        );
    }
    if !model.loras.is_empty() {
        return refuse("--lora", "LoRAs");
    }
    if !model.embeddings.is_empty() {
        return refuse("--embedding", "textual-inversion embeddings");
    }
    if let Some(g) = &req.skip_layer_guidance {
        check_skip_layers(g, sd3.transformer.config.num_layers, req)?;
    }
    Ok(())
}

/// Skip-layer guidance acts on the guided prediction, skips blocks the MMDiT has (it has
/// `blocks`), and is not combined with ControlNets (diffusers' SD 3 ControlNet pipeline
/// has none).
fn check_skip_layers(g: &SkipLayerGuidance, blocks: usize, req: &GenerateRequest) -> Result<()> {
    let flag = "--skip-layers";
    if g.layers.is_empty() {
        return Err(Error::field(flag, "names no joint block"));
    }
    if let Some(l) = g.layers.iter().find(|&&l| l >= blocks) {
        return Err(Error::field(
            flag,
            format!(
                "joint block {l} does not exist: this MMDiT has blocks 0 to {}",
                blocks.saturating_sub(1)
            ),
        ));
    }
    if !req.uses_cfg() {
        return Err(Error::field(
            flag,
            "skip-layer guidance moves the guided prediction: it needs --cfg above 1",
        ));
    }
    if !req.controls.is_empty() {
        return Err(Error::field(
            flag,
            "skip-layer guidance with ControlNets is not supported (diffusers' SD 3 ControlNet pipeline has none)",
        ));
    }
    Ok(())
}

/// The loop from the text conditioning; returns the final latents in f32.
pub fn denoise_sd3(
    model: &Model,
    sd3: &Sd3Parts,
    nets: &Nets,
    req: &GenerateRequest,
    conditioning: &Conditioning,
    on_event: &mut dyn FnMut(Event<'_>) -> bool,
) -> Result<Tensor> {
    check_request(model, sd3, req)?;
    let pooled = conditioning
        .pooled
        .as_ref()
        .ok_or_else(|| Error::msg("SD 3 conditioning without its pooled embeddings"))?;
    let cond = MMDiTCond {
        context: &conditioning.context,
        pooled,
    };
    let mut sampler = build_flow_sampler(req.sampler, req.schedule, &sd3.scheduler, req.steps)?;
    let channels = sd3.transformer.config.in_channels;
    let shape = (1, channels, req.height / 8, req.width / 8);
    let mut latents = match &req.init_noise {
        Some(n) if n.dims() != [1, channels, req.height / 8, req.width / 8] => {
            return Err(Error::field(
                "--init-noise",
                format!(
                    "tensor 'noise' has shape {:?}, expected {:?} for this SD 3 model",
                    n.dims(),
                    [1, channels, req.height / 8, req.width / 8]
                ),
            ))
        }
        Some(n) => n.to_device(&nets.device)?.to_dtype(DType::F32)?,
        None => {
            JobNoise::with_tree(req.rng, req.sde_tree_rng, req.seed).start(shape, &nets.device)?
        }
    };
    if !req.controls.is_empty() {
        on_event(Event::Phase(Phase::Encoding));
    }
    let controls = Sd3Controller::new(model, nets, &req.controls)?;
    on_event(Event::Phase(Phase::Denoising));
    let mmdit = nets.transformer()?;
    let _parked = Parked(&mmdit);
    let total = sampler.timesteps().len();
    for i in 0..total {
        let t = sampler.timesteps()[i];
        let input = match req.uses_cfg() {
            true => Tensor::cat(&[&latents, &latents], 0)?,
            false => latents.clone(),
        };
        let control = controls.residuals(&mmdit, &input, t, &cond, (i, total))?;
        let out = mmdit
            .forward_with(&input, t, &cond, control.as_deref())?
            .to_dtype(DType::F32)?;
        let velocity = match req.uses_cfg() {
            true => {
                let (u, c) = (out.narrow(0, 0, 1)?, out.narrow(0, 1, 1)?);
                let guided = (&u + ((&c - &u)? * req.cfg)?)?;
                match req.skip_layer_guidance.as_ref() {
                    Some(g) if g.active(i, total) => {
                        // diffusers: the prompt's half alone, the listed blocks skipped.
                        let positive = MMDiTCond {
                            context: &cond.context.narrow(0, 1, 1)?,
                            pooled: &cond.pooled.narrow(0, 1, 1)?,
                        };
                        let skipped = mmdit
                            .forward_skipping(&latents, t, &positive, &g.layers)?
                            .to_dtype(DType::F32)?;
                        (guided + ((&c - skipped)? * g.scale)?)?
                    }
                    _ => guided,
                }
            }
            false => out,
        };
        latents = sampler.step(&velocity, i, &latents)?;
        if !on_event(Event::Step {
            step: i + 1,
            total,
            latents: &latents,
        }) {
            return Err(Error::Cancelled);
        }
    }
    Ok(latents)
}

/// Candela's keys for what an SD 3 image was made with beyond A1111's line: the
/// flow-matching `Shift` it ran (the model's or `--shift`'s), `T5: off` when it ran without
/// T5 (zeros in its place) and `Max sequence length` when T5 took other than 256 tokens.
/// A restore takes them back (`Shift` as an explicit shift).
pub fn png_keys(sd3: &Sd3Parts) -> String {
    let mut s = format!(", Shift: {}", sd3.scheduler.shift);
    if sd3.text_encoder_3.is_none() {
        s.push_str(", T5: off");
    }
    if sd3.max_sequence_length != crate::model::sd3::DEFAULT_MAX_SEQUENCE_LENGTH {
        s.push_str(&format!(
            ", Max sequence length: {}",
            sd3.max_sequence_length
        ));
    }
    s
}

/// The keys of an image made with skip-layer guidance (ComfyUI's SkipLayerGuidanceSD3 node
/// names the same four values): `Skip layers: 7 8 9, Skip layer scale: 2.8, Skip layer
/// start: 0.01, Skip layer stop: 0.2`.
pub fn skip_layer_keys(g: &SkipLayerGuidance) -> String {
    let layers: Vec<String> = g.layers.iter().map(|l| l.to_string()).collect();
    format!(
        ", Skip layers: {}, Skip layer scale: {}, Skip layer start: {}, Skip layer stop: {}",
        layers.join(" "),
        g.scale,
        g.start,
        g.stop
    )
}

/// Frees a streamed MMDiT's slots and kept blocks when its loop ends, however it ends (the
/// VAE, or the fallback's retry after running out of memory, needs the room).
struct Parked<'a>(&'a MMDiT);

impl Drop for Parked<'_> {
    fn drop(&mut self) {
        if let Some(s) = self.0.streamer() {
            s.park();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::png_keys;
    use crate::attach::Model;
    use crate::model::OpenOptions;

    /// The PNG records the shift an SD 3 image ran with (the model's, or the job's),
    /// `T5: off` and a token count other than 256; the app restores them.
    #[test]
    fn an_sd3_png_records_its_shift_t5_and_token_count() {
        let mut m = Model::random("sd35m").unwrap();
        let shift = m.sd3.as_ref().unwrap().scheduler.shift;
        assert_eq!(
            png_keys(m.sd3.as_ref().unwrap()),
            format!(", Shift: {shift}")
        );
        let opts = OpenOptions {
            no_t5: true,
            shift: Some(2.5),
            max_sequence_length: Some(77),
            ..Default::default()
        };
        m.apply(&opts).unwrap();
        let keys = png_keys(m.sd3.as_ref().unwrap());
        assert_eq!(keys, ", Shift: 2.5, T5: off, Max sequence length: 77");
        let text = format!("a fox\nSteps: 2, Sampler: Euler, CFG scale: 4.5, Seed: 1, Size: 64x64, Model: m, RNG: GPU{keys}");
        let it = crate::infotext::Infotext::parse(&text);
        assert_eq!(
            (it.get("Shift"), it.get("T5"), it.get("Max sequence length")),
            (Some("2.5"), Some("off"), Some("77"))
        );
    }
}
