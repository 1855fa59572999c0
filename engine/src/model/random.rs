//! Full-size architectures with random weights (drawn on the device by
//! [`super::component::RandomWeights`]): timing and memory
//! depend on shapes, not values, so benchmarks need no download.
use super::component::Component;
use super::config::{ClipTextConfig, SD3TransformerConfig, UNetConfig, VaeConfig};
use super::family::Family;
use super::load::{Checkpoint, Format};
use super::sd3::Sd3Parts;
use super::t5::T5Config;
use super::t5_tokenizer::T5Tokenizer;
use super::tokenizer::ClipTokenizer;
use crate::sampling::{FlowMatchConfig, PredictionType, SchedulerConfig};
use crate::{Error, Result};

impl Checkpoint {
    /// `sd15` (or `sd1`), `sd21`, `sdxl`, `sd35m` and `sd35l`: SD 1.5's, SD 2.1's (768-v),
    /// SDXL base's, SD 3.5 Medium's or Large's full-size architecture with random weights.
    pub fn random(arch: &str) -> Result<Self> {
        match arch {
            "sd15" | "sd1" => Self::random_sd15(arch),
            "sd21" => Self::random_sd21(arch),
            "sdxl" => Self::random_sdxl(arch),
            "sd35m" => Self::random_sd35(arch, SD3TransformerConfig::sd35_medium()),
            "sd35l" => Self::random_sd35(arch, SD3TransformerConfig::sd35_large()),
            other => Err(Error::field(
                "--random-weights",
                format!(
                    "unknown architecture '{other}'; expected sd15, sd21, sdxl, sd35m or sd35l"
                ),
            )),
        }
    }

    fn random_sd15(arch: &str) -> Result<Self> {
        Ok(Checkpoint {
            path: arch.into(),
            name: format!("random-{arch}"),
            format: Format::Diffusers,
            family: Family::Sd1,
            unet: Some(Component::random(UNetConfig::sd15())),
            vae: Component::random(VaeConfig::sd()),
            text_encoder: Component::random(ClipTextConfig::clip_l()),
            tokenizer: ClipTokenizer::bundled()?,
            text_encoder_2: None,
            tokenizer_2: None,
            force_zeros_for_empty_prompt: false,
            scheduler: SchedulerConfig::sd1(),
            sd3: None,
        })
    }

    /// SD 2.1 (768-v): OpenCLIP ViT-H, v-prediction.
    fn random_sd21(arch: &str) -> Result<Self> {
        let mut model = Self::random_sd15(arch)?;
        model.family = Family::Sd2;
        model.unet = Some(Component::random(UNetConfig::sd21()));
        model.text_encoder = Component::random(ClipTextConfig::open_clip_h());
        model.scheduler.prediction_type = PredictionType::VPrediction;
        Ok(model)
    }

    /// SDXL base 1.0: CLIP-L and OpenCLIP bigG text encoders, the text_time UNet, the
    /// VAE with SDXL's scaling factor; SDXL's Euler scheduler settings equal SD 1.x's.
    fn random_sdxl(arch: &str) -> Result<Self> {
        Ok(Checkpoint {
            path: arch.into(),
            name: format!("random-{arch}"),
            format: Format::Diffusers,
            family: Family::Sdxl,
            unet: Some(Component::random(UNetConfig::sdxl())),
            vae: Component::random(VaeConfig::sdxl()),
            text_encoder: Component::random(ClipTextConfig::clip_l()),
            tokenizer: ClipTokenizer::bundled()?,
            text_encoder_2: Some(Component::random(ClipTextConfig::open_clip_big_g())),
            tokenizer_2: Some(ClipTokenizer::bundled_with_pad(0)?),
            force_zeros_for_empty_prompt: true,
            scheduler: SchedulerConfig::sd1(),
            sd3: None,
        })
    }

    /// SD 3.5 Medium or Large: `transformer`, CLIP-L and CLIP-G with their projections,
    /// T5-XXL's encoder with the bundled T5 tokenizer, SD 3's 16-channel VAE and scheduler.
    fn random_sd35(arch: &str, transformer: SD3TransformerConfig) -> Result<Self> {
        Ok(Checkpoint {
            path: arch.into(),
            name: format!("random-{arch}"),
            format: Format::Diffusers,
            family: Family::Sd3,
            unet: None,
            vae: Component::random(VaeConfig::sd3()),
            text_encoder: Component::random(ClipTextConfig::clip_l()),
            tokenizer: ClipTokenizer::bundled()?,
            text_encoder_2: Some(Component::random(ClipTextConfig::open_clip_big_g())),
            tokenizer_2: Some(ClipTokenizer::bundled_with_pad(0)?),
            force_zeros_for_empty_prompt: false,
            scheduler: SchedulerConfig::sd1(),
            sd3: Some(Box::new(Sd3Parts {
                transformer: Component::random(transformer),
                text_encoder_3: Some(Component::random(T5Config::t5_xxl())),
                tokenizer_3: Some(T5Tokenizer::bundled()?),
                scheduler: FlowMatchConfig::sd3(),
                max_sequence_length: super::sd3::DEFAULT_MAX_SEQUENCE_LENGTH,
                missing_clips: Vec::new(),
                no_t5: false,
            })),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nets::clip::ClipTextModel;
    use crate::nets::unet::UNet;
    use candle_core::{DType, Device, Shape, Tensor};
    use candle_nn::Init;
    use candle_nn::VarBuilder;
    use std::sync::{Arc, Mutex};

    /// Counts the parameters a net asks for, handing out zero-size broadcast views (the
    /// full-size nets would take gigabytes).
    #[derive(Clone, Default)]
    struct CountingWeights(Arc<Mutex<usize>>);

    impl candle_nn::var_builder::SimpleBackend for CountingWeights {
        fn get(
            &self,
            s: Shape,
            _: &str,
            _: Init,
            dtype: DType,
            dev: &Device,
        ) -> candle_core::Result<Tensor> {
            *self.0.lock().unwrap() += s.elem_count();
            Tensor::zeros((), dtype, dev)?.broadcast_as(s)
        }
        fn get_unchecked(&self, name: &str, _: DType, _: &Device) -> candle_core::Result<Tensor> {
            candle_core::bail!("no shape for '{name}'")
        }
        fn contains_tensor(&self, _: &str) -> bool {
            false
        }
    }

    fn params<T>(build: impl FnOnce(VarBuilder<'static>) -> candle_core::Result<T>) -> usize {
        let counter = CountingWeights::default();
        let vb = VarBuilder::from_backend(Box::new(counter.clone()), DType::F32, Device::Cpu);
        build(vb).unwrap();
        let n = *counter.0.lock().unwrap();
        n
    }

    #[test]
    fn random_sdxl_has_the_released_parameter_counts() {
        let m = Checkpoint::random("sdxl").unwrap();
        assert_eq!(m.family, Family::Sdxl);
        // diffusers' num_parameters() of stabilityai/stable-diffusion-xl-base-1.0's parts.
        assert_eq!(
            params(|vb| UNet::new(vb, &m.unet.as_ref().unwrap().config)),
            2_567_463_684
        );
        let te = &m.text_encoder.config;
        assert_eq!(params(|vb| ClipTextModel::new(vb, te)), 123_060_480);
        let te2 = &m.text_encoder_2.as_ref().unwrap().config;
        assert_eq!(
            params(|vb| ClipTextModel::with_projection(vb, te2)),
            694_659_840
        );
        // 64-wide heads in every attention block.
        let u = &m.unet.as_ref().unwrap().config;
        let widths: Vec<usize> = (0..3)
            .map(|b| u.block_out_channels[b] / u.heads(b))
            .collect();
        assert_eq!(widths, [64, 64, 64]);
        assert_eq!(m.tokenizer_2.as_ref().unwrap().pad_id(), 0);
    }

    #[test]
    fn random_refiner_has_diffusers_parameter_count() {
        let r = crate::attach::refiner::Refiner::random().unwrap();
        // diffusers' UNet2DConditionModel of stabilityai/stable-diffusion-xl-refiner-1.0's
        // unet/config.json (counted on the meta device); bigG as the base's.
        assert_eq!(params(|vb| UNet::new(vb, &r.unet.config)), 2_259_526_660);
        let te2 = &r.text_encoder_2.config;
        assert_eq!(
            params(|vb| ClipTextModel::with_projection(vb, te2)),
            694_659_840
        );
    }

    #[test]
    fn random_sd35_has_the_released_parameter_counts() {
        use crate::nets::mmdit::MMDiT;
        use crate::nets::t5::T5Encoder;
        // diffusers' SD3Transformer2DModel on the meta device with stabilityai's
        // transformer/config.json: parameters plus the stored pos_embed (a persistent
        // buffer there, read from the file here); T5EncoderModel of T5 v1.1 XXL.
        for (arch, transformer) in [("sd35m", 2_469_663_936), ("sd35l", 8_146_280_768)] {
            let m = Checkpoint::random(arch).unwrap();
            assert_eq!((m.family, m.unet.is_none()), (Family::Sd3, true));
            let sd3 = m.sd3.as_ref().unwrap();
            let t = &sd3.transformer.config;
            assert_eq!(params(|vb| MMDiT::new(vb, t)), transformer, "{arch}");
            let t5 = &sd3.text_encoder_3.as_ref().unwrap().config;
            assert_eq!(params(|vb| T5Encoder::new(vb, t5)), 4_762_310_656);
            let te = &m.text_encoder.config;
            assert_eq!(
                params(|vb| ClipTextModel::with_projection(vb, te)),
                123_060_480 + 768 * 768
            );
            assert_eq!(m.vae.config.latent_channels, 16);
        }
    }

    #[test]
    fn only_sdxl_upcasts_its_vae_in_f16() {
        let xl = Checkpoint::random("sdxl").unwrap();
        assert_eq!(xl.vae_dtype(DType::F16), DType::F32);
        assert_eq!(xl.vae_dtype(DType::BF16), DType::BF16);
        assert_eq!(xl.vae_dtype(DType::F32), DType::F32);
        // SD 1.5's VAE config also says force_upcast, which diffusers' SD pipeline ignores.
        let sd = Checkpoint::random("sd15").unwrap();
        assert!(sd.vae.config.force_upcast);
        assert_eq!(sd.vae_dtype(DType::F16), DType::F16);
    }
}
