//! SD 3's denoising loop, as diffusers' `StableDiffusion3Pipeline` runs it: start latents
//! [1, 16, h/8, w/8] used as they are (flow matching's init sigma is 1), the MMDiT's
//! velocity at each timestep for [negative, prompt] with classifier-free guidance, and
//! flow-matching Euler steps on the model's (or `--shift`'s) shifted schedule.
use super::conditioning::Conditioning;
use super::placed::Nets;
use super::request::{Event, GenerateRequest};
use super::sd3_controls::Sd3Controller;
use crate::attach::Model;
use crate::model::sd3::Sd3Parts;
use crate::nets::mmdit::{MMDiT, MMDiTCond};
use crate::protocol::Phase;
use crate::rng::JobNoise;
use crate::sampling::build_flow_sampler;
use crate::{Error, Result};
use candle_core::{DType, Tensor};

/// What SD 3 does not run yet, refused naming the flag.
fn check_request(model: &Model, req: &GenerateRequest) -> Result<()> {
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
    check_request(model, req)?;
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
                (&u + ((&c - &u)? * req.cfg)?)?
            }
            false => out,
        };
        latents = sampler.step(&velocity, i, &latents)?;
        if !on_event(Event::Step {
            step: i + 1,
            total,
            latents: &latents,
        }) {
            park(&mmdit);
            return Err(Error::Cancelled);
        }
    }
    park(&mmdit);
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

/// Frees a streamed MMDiT's slots once denoising is over (the VAE needs the room).
fn park(mmdit: &MMDiT) {
    if let Some(s) = mmdit.streamer() {
        s.park();
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
