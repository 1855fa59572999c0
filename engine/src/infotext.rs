//! Reading A1111's `parameters` text ("infotext"), as A1111's
//! `parse_generation_parameters` splits it: the prompt, `Negative prompt: ...`, and a last
//! line of `Key: value` pairs (values may be quoted). The typed getters read what Candela
//! writes and what A1111 1.x writes, old names included. The one parser of that text:
//! `attach::png::parse` reads the attachments (LoRAs, hashes, VAE) from its split.
use std::sync::OnceLock;

use regex::Regex;

use crate::prompt::Emphasis;
use crate::protocol::Sampler as SamplerKind;
use crate::protocol::{RngSource, Schedule, SdeTreeRng};
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

    /// The sampler and schedule (`Sampler`, `Schedule type`; old combined names too).
    pub fn sampler(&self) -> Option<(SamplerKind, Schedule)> {
        names::from_a1111(self.get("Sampler")?, self.get("Schedule type"))
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
}
