//! Reading A1111's `parameters` text ("infotext"), as A1111's
//! `parse_generation_parameters` splits it: the prompt, `Negative prompt: ...`, and a last
//! line of `Key: value` pairs (values may be quoted). The typed getters read what Candela
//! writes and what A1111 1.x writes, old names included. The one parser of that text:
//! `attach::png::parse` reads the attachments (LoRAs, hashes, VAE) from its split.
use std::sync::OnceLock;

use regex::Regex;

use crate::prompt::Emphasis;
use crate::protocol::Sampler as SamplerKind;
use crate::protocol::{RngSource, Schedule, SdeTreeRng, StrengthRule};
use crate::sampling::names;

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Infotext {
    pub prompt: String,
    pub negative_prompt: String,
    /// The settings line's pairs, in order.
    pub params: Vec<(String, String)>,
}

fn param_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r#"\s*(\w[\w \-/]+):\s*("(?:\\.|[^\\"])+"|[^,]*)(?:,|$)"#).expect("param regex")
    })
}

impl Infotext {
    pub fn parse(text: &str) -> Infotext {
        let mut lines: Vec<&str> = text.trim().split('\n').collect();
        let mut last = lines.pop().unwrap_or("");
        if param_re().find_iter(last).count() < 3 {
            lines.push(last);
            last = "";
        }
        let (mut prompt, mut negative) = (String::new(), String::new());
        let mut in_negative = false;
        for line in lines {
            let mut line = line.trim();
            if let Some(rest) = line.strip_prefix("Negative prompt:") {
                in_negative = true;
                line = rest.trim();
            }
            let target = if in_negative {
                &mut negative
            } else {
                &mut prompt
            };
            if !target.is_empty() {
                target.push('\n');
            }
            target.push_str(line);
        }
        let params = param_re()
            .captures_iter(last)
            .map(|c| {
                let v = c[2].trim();
                // A1111's `unquote`: a quoted value is a JSON string (its `quote` writes
                // json.dumps), kept as written if it does not parse.
                let v = if v.starts_with('"') {
                    serde_json::from_str::<String>(v).unwrap_or_else(|_| v.to_string())
                } else {
                    v.to_string()
                };
                (c[1].trim().to_string(), v)
            })
            .collect();
        Infotext {
            prompt,
            negative_prompt: negative,
            params,
        }
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.params
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The sampler and schedule (`Sampler`, `Schedule type`; old combined names too). Where
    /// neither names a schedule, the one the [`writer`](Self::writer) ran
    /// ([`names::from_png`]): for A1111 before 1.9 the uniform sigmas, since 1.9 the
    /// sampler's "Automatic".
    pub fn sampler(&self) -> Option<(SamplerKind, Schedule)> {
        names::from_png(
            self.get("Sampler")?,
            self.get("Schedule type"),
            self.writer(),
        )
    }

    /// Who wrote the text, by its `Version` (A1111 writes `v1.10.1`, Forge
    /// `f2.0.1v1.10.1-...`: the A1111 version after the `v`); a text without one is A1111's
    /// from before it wrote its version (1.3) unless it has an `RNG` key, which Candela
    /// always writes and A1111 wrote only from 1.6 on. An unreadable version counts as a
    /// recent A1111's.
    pub fn writer(&self) -> names::Writer {
        match (self.get("Version"), self.get("RNG")) {
            (Some(v), _) => match a1111_version(v) {
                Some(version) if version < (1, 9) => names::Writer::A1111Before1_9,
                _ => names::Writer::A1111,
            },
            (None, None) => names::Writer::A1111Before1_9,
            (None, Some(_)) => names::Writer::Candela,
        }
    }

    /// How `Denoising strength` chose the steps run: Candela's `Strength rule` key, else
    /// A1111's rule for a text A1111 wrote ([`writer`](Self::writer)) and diffusers' for
    /// Candela's own; None for a `Strength rule` value Candela does not know.
    pub fn strength_rule(&self) -> Option<StrengthRule> {
        match self.get("Strength rule") {
            Some(v) => StrengthRule::from_a1111(v),
            None => Some(match self.writer() {
                names::Writer::Candela => StrengthRule::Diffusers,
                _ => StrengthRule::A1111,
            }),
        }
    }

    /// The noise source; A1111 leaves `RNG` out for its default, the GPU's numbers.
    pub fn rng(&self) -> Option<RngSource> {
        match self.get("RNG") {
            None => Some(RngSource::Gpu),
            Some(v) => RngSource::from_a1111(v),
        }
    }

    /// Where a tree sampler's Brownian tree drew, as the README states the rule:
    /// - Candela's `SDE tree RNG` key when the text has one;
    /// - `gpu` for an A1111 image (one with a `Version` key, which A1111 1.x and Forge
    ///   write and Candela does not) made with a sampler A1111 feeds from a Brownian tree
    ///   (DPM++ SDE, DPM++ 2M SDE, DPM++ 2M SDE Heun, DPM++ 3M SDE), whatever its `RNG`:
    ///   A1111 builds the tree on the latents' device, taken to be an NVIDIA card (and a
    ///   chosen source is what makes `dpmpp_2m_sde` draw from a tree as A1111 does);
    /// - otherwise `auto` (the tree draws from the `RNG` source; Candela's own DPM++ 2M SDE
    ///   images without the key drew in order, as diffusers does).
    ///
    /// None for an `SDE tree RNG` value Candela does not know.
    pub fn sde_tree_rng(&self) -> Option<SdeTreeRng> {
        if let Some(v) = self.get("SDE tree RNG") {
            return SdeTreeRng::from_a1111(v);
        }
        let a1111 = self.get("Version").is_some();
        let tree_sampler = self.get("Sampler").is_some_and(a1111_tree_sampler);
        Some(match a1111 && tree_sampler {
            true => SdeTreeRng::Gpu,
            false => SdeTreeRng::Auto,
        })
    }

    /// A1111's clip skip; 1 when absent, as A1111 leaves it out at 1.
    pub fn clip_skip(&self) -> Option<usize> {
        match self.get("Clip skip") {
            None => Some(1),
            Some(v) => v.trim().parse().ok().filter(|&n| n >= 1),
        }
    }

    /// The emphasis mode; "Original" when absent.
    pub fn emphasis(&self) -> Option<Emphasis> {
        match self.get("Emphasis") {
            None => Some(Emphasis::Original),
            Some(v) => Emphasis::from_a1111(v),
        }
    }

    pub fn cfg_rescale(&self) -> Option<f64> {
        self.get("CFG rescale").and_then(|v| v.trim().parse().ok())
    }
}

/// The (major, minor) A1111 version of a `Version` value: `v1.10.1`, `1.6.0`, or Forge's
/// `f2.0.1v1.10.1-previous-...` (the A1111 version it is built on, after the `v`).
fn a1111_version(value: &str) -> Option<(u32, u32)> {
    let value = value.trim();
    let digits_at = |i: usize| value[i..].starts_with(|c: char| c.is_ascii_digit());
    let after_v = value
        .match_indices('v')
        .map(|(i, _)| i + 1)
        .find(|&i| digits_at(i));
    let start = match after_v {
        Some(i) => i,
        None if digits_at(0) => 0,
        None => return None,
    };
    let (major, rest) = value[start..].split_once('.')?;
    let minor: String = rest.chars().take_while(char::is_ascii_digit).collect();
    Some((major.parse().ok()?, minor.parse().ok()?))
}

/// Whether A1111 draws this sampler's noise from k-diffusion's `BrownianTreeNoiseSampler`
/// (its `brownian_noise` samplers), old names with a schedule suffix included.
fn a1111_tree_sampler(name: &str) -> bool {
    let name = name.trim();
    let base = ["Karras", "Exponential"]
        .iter()
        .find_map(|s| name.strip_suffix(s))
        .map_or(name, str::trim_end);
    matches!(
        base,
        "DPM++ SDE" | "DPM++ 2M SDE" | "DPM++ 2M SDE Heun" | "DPM++ 3M SDE"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_an_a1111_1_9_png() {
        let text = "(masterpiece:1.2), [blurry], BREAK a cat\nin snow\nNegative prompt: ugly, \"bad\"\nSteps: 30, Sampler: DPM++ 2M SDE, Schedule type: Karras, CFG scale: 6.5, Seed: 1234, Size: 512x768, Model hash: abc, Model: sd15, Clip skip: 2, RNG: CPU, Lora hashes: \"a: 1, b: 2\", Version: v1.9.0";
        let it = Infotext::parse(text);
        assert_eq!(
            it.prompt,
            "(masterpiece:1.2), [blurry], BREAK a cat\nin snow"
        );
        assert_eq!(it.negative_prompt, "ugly, \"bad\"");
        assert_eq!(it.get("Seed"), Some("1234"));
        assert_eq!(it.get("Lora hashes"), Some("a: 1, b: 2"));
        // Quoted values are JSON strings (A1111's quote is json.dumps).
        let quoted =
            Infotext::parse("a\nSteps: 1, Sampler: Euler, VAE: \"x\\\"y, \\u00e9\", Seed: 2");
        assert_eq!(quoted.get("VAE"), Some("x\"y, é"));
        assert_eq!(
            it.sampler(),
            Some((SamplerKind::DpmPP2MSde, Schedule::Karras))
        );
        assert_eq!(it.rng(), Some(RngSource::Cpu));
        // An A1111 image, RNG: CPU, a Brownian-tree sampler: the tree was CUDA's.
        assert_eq!(it.sde_tree_rng(), Some(SdeTreeRng::Gpu));
        assert_eq!(it.clip_skip(), Some(2));
        assert_eq!(it.emphasis(), Some(Emphasis::Original));
    }

    #[test]
    fn old_names_and_defaults() {
        let it =
            Infotext::parse("a cat\nSteps: 20, Sampler: DPM++ 2M Karras, CFG scale: 7, Seed: 1");
        assert_eq!(it.sampler(), Some((SamplerKind::DpmPP2M, Schedule::Karras)));
        assert_eq!((it.rng(), it.clip_skip()), (Some(RngSource::Gpu), Some(1)));
        // Fewer than 3 pairs: the last line is prompt text.
        let it = Infotext::parse("a cat\nstyle: oil");
        assert_eq!(
            (it.prompt.as_str(), it.params.len()),
            ("a cat\nstyle: oil", 0)
        );
    }

    /// The tree rule of `sde_tree_rng`, case by case.
    #[test]
    fn sde_tree_source() {
        let tree = |params: &str| Infotext::parse(&format!("a cat\n{params}")).sde_tree_rng();
        let base = "Steps: 20, CFG scale: 7, Seed: 1";
        // A1111 with a tree sampler, old suffixed names too, whatever its RNG (none: its
        // GPU default): the CUDA tree.
        for sampler in [
            "DPM++ SDE",
            "DPM++ SDE Karras",
            "DPM++ 2M SDE",
            "DPM++ 2M SDE Exponential",
            "DPM++ 2M SDE Heun Karras",
            "DPM++ 3M SDE",
        ] {
            for rng in [", RNG: CPU", "", ", RNG: NV", ", RNG: GPU"] {
                let p = format!("{base}, Sampler: {sampler}{rng}, Version: v1.10.1");
                assert_eq!(tree(&p), Some(SdeTreeRng::Gpu), "{p}");
            }
        }
        // A1111 with a sampler without a tree; Candela's DPM++ 2M SDE without the key.
        for p in [
            "Sampler: Euler a, RNG: CPU, Version: v1.10.1",
            "Sampler: DPM++ 2M SDE, RNG: GPU",
            "Sampler: DPM++ 2M, RNG: CPU, Version: v1.10.1",
        ] {
            assert_eq!(tree(&format!("{base}, {p}")), Some(SdeTreeRng::Auto), "{p}");
        }
        // Candela's own images: no Version key; its key when it chose a tree.
        let candela = format!("{base}, Sampler: DPM++ SDE, RNG: CPU");
        assert_eq!(tree(&candela), Some(SdeTreeRng::Auto));
        for (v, want) in [
            ("GPU", SdeTreeRng::Gpu),
            ("CPU", SdeTreeRng::Cpu),
            ("Candela", SdeTreeRng::Candela),
        ] {
            assert_eq!(tree(&format!("{candela}, SDE tree RNG: {v}")), Some(want));
        }
        assert_eq!(tree(&format!("{candela}, SDE tree RNG: MPS")), None);
    }

    #[test]
    fn a1111_versions() {
        for (v, want) in [
            ("v1.10.1", Some((1, 10))),
            ("v1.9.0-RC-3-gabc", Some((1, 9))),
            ("1.6.0", Some((1, 6))),
            ("f2.0.1v1.10.1-previous-669-gdfdcbab6", Some((1, 10))),
            ("f0.0.17v1.8.0rc-latest-276-g29be1da7", Some((1, 8))),
            ("v1.7.0", Some((1, 7))),
            ("5f6f3ee", None),
            ("neo", None),
        ] {
            assert_eq!(a1111_version(v), want, "{v}");
        }
    }

    /// Real A1111 texts of both eras, and Candela's own.
    #[test]
    fn a_missing_schedule_restores_what_the_writer_ran() {
        let sampler = |text: &str| Infotext::parse(text).sampler();
        // As A1111 1.6.0 writes it (a hires-fixed image), no Schedule type: the model's own
        // sigmas.
        let v16 = "masterpiece, best quality, 1girl\nNegative prompt: (worst quality:1.4), easynegative\nSteps: 25, Sampler: DPM++ 2M SDE, CFG scale: 7, Seed: 2807123512, Size: 512x768, Model hash: 7f96a1a9ca, Model: anything-v5, Denoising strength: 0.5, Clip skip: 2, ENSD: 31337, Hires upscale: 2, Hires upscaler: Latent, Version: v1.6.0";
        assert_eq!(
            sampler(v16),
            Some((SamplerKind::DpmPP2MSde, Schedule::Uniform))
        );
        // Forge on A1111 1.8, DPM++ 3M SDE and Euler a.
        for (name, kind) in [
            ("DPM++ 3M SDE", SamplerKind::DpmPP3MSde),
            ("Euler a", SamplerKind::EulerAncestral),
            ("DPM++ 2M SDE Heun", SamplerKind::DpmPP2MSdeHeun),
        ] {
            let forge = format!("a cat\nSteps: 30, Sampler: {name}, CFG scale: 5, Seed: 77, Size: 832x1216, Model hash: 31e35c80fc, Model: sd_xl_base_1.0, Version: f0.0.17v1.8.0rc-latest-276-g29be1da7");
            assert_eq!(sampler(&forge), Some((kind, Schedule::Uniform)), "{forge}");
        }
        // A1111 before 1.3 wrote neither Version nor RNG.
        let v12 = "a cat\nSteps: 20, Sampler: DPM++ 2M SDE, CFG scale: 7, Seed: 1, Size: 512x512, Model hash: 6ce0161689, Model: v1-5-pruned-emaonly";
        assert_eq!(
            sampler(v12),
            Some((SamplerKind::DpmPP2MSde, Schedule::Uniform))
        );
        // 1.6 to 1.8 with the scheduler option set wrote its value in lower case.
        let typed = "a\nSteps: 20, Sampler: DPM++ 2M SDE, Schedule type: karras, CFG scale: 7, Seed: 1, Version: v1.7.0";
        assert_eq!(
            sampler(typed),
            Some((SamplerKind::DpmPP2MSde, Schedule::Karras))
        );
        // A1111 1.9+ and Forge 2: the written schedule; Euler has none and ran uniform.
        let v110 = "a cat\nSteps: 20, Sampler: DPM++ 2M SDE, Schedule type: Karras, CFG scale: 7, Seed: 1, Size: 512x512, Model hash: 6ce0161689, Model: v1-5-pruned-emaonly, Version: v1.10.1";
        assert_eq!(
            sampler(v110),
            Some((SamplerKind::DpmPP2MSde, Schedule::Karras))
        );
        let forge2 = "a cat\nSteps: 20, Sampler: Euler, Schedule type: Simple, CFG scale: 1, Seed: 1, Size: 896x1152, Model: flux1-dev, Version: f2.0.1v1.10.1-previous-669-gdfdcbab6";
        assert_eq!(
            sampler(forge2),
            Some((SamplerKind::Euler, Schedule::Simple))
        );
        let euler = "a cat\nSteps: 20, Sampler: Euler, CFG scale: 7, Seed: 1, Size: 512x512, Version: v1.10.1";
        assert_eq!(
            sampler(euler),
            Some((SamplerKind::Euler, Schedule::Uniform))
        );
        // Candela's own (RNG always, no Version): the default schedule, as written.
        let candela = "a cat\nSteps: 20, Sampler: DPM++ 2M SDE, CFG scale: 7, Seed: 1, Size: 512x512, Model hash: 0123456789, Model: m, RNG: GPU";
        assert_eq!(
            sampler(candela),
            Some((SamplerKind::DpmPP2MSde, Schedule::Default))
        );
        assert_eq!(Infotext::parse(candela).writer(), names::Writer::Candela);
    }

    #[test]
    fn strength_rule_follows_the_writer() {
        let rule = |text: &str| Infotext::parse(text).strength_rule();
        let base =
            "a cat\nSteps: 20, Sampler: Euler a, CFG scale: 7, Seed: 1, Denoising strength: 0.55";
        assert_eq!(
            rule(&format!("{base}, Version: v1.10.1")),
            Some(StrengthRule::A1111)
        );
        assert_eq!(
            rule(&format!("{base}, Version: v1.5.1")),
            Some(StrengthRule::A1111)
        );
        assert_eq!(
            rule(&format!("{base}, RNG: GPU")),
            Some(StrengthRule::Diffusers)
        );
        let chosen = format!("{base}, RNG: GPU, Strength rule: A1111");
        assert_eq!(rule(&chosen), Some(StrengthRule::A1111));
        assert_eq!(rule(&format!("{base}, RNG: GPU, Strength rule: x")), None);
    }
}
