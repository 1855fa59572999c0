//! Sampler and schedule names as A1111 writes and reads them (the names themselves are
//! [`crate::protocol::Sampler`]'s and [`Schedule`]'s): the picker lists, the PNG text, and
//! reading A1111's back, old combined names ("DPM++ 2M Karras") and 1.9+ ones ("DPM++ 2M"
//! with "Schedule type: Karras") alike.
use super::{SamplerKind, Schedule};

/// (CLI name, A1111 name) of each sampler a picker offers (`dpmpp_2m_karras` is
/// `dpmpp_2m` with the Karras schedule, so it is left out).
pub fn sampler_names() -> Vec<(&'static str, &'static str)> {
    SamplerKind::ALL
        .iter()
        .filter(|&&k| k != SamplerKind::DpmPP2MKarras)
        .map(|k| (k.name(), k.a1111_name()))
        .collect()
}

/// (CLI name, A1111 name) of each schedule.
pub fn schedule_names() -> Vec<(&'static str, &'static str)> {
    Schedule::ALL
        .iter()
        .map(|s| (s.name(), s.a1111_name()))
        .collect()
}

/// What a PNG says for a sampler run on a schedule: `Sampler: X` and, past the default,
/// `, Schedule type: Y` (A1111 1.9+).
pub fn a1111_parameters(kind: SamplerKind, schedule: Schedule) -> String {
    let (kind, schedule) = super::resolve(kind, schedule).unwrap_or((kind, schedule));
    match schedule {
        Schedule::Default => format!("Sampler: {}", kind.a1111_name()),
        s => format!(
            "Sampler: {}, Schedule type: {}",
            kind.a1111_name(),
            s.a1111_name()
        ),
    }
}

/// Who wrote a PNG's text, as far as a missing schedule goes (see [`from_png`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Writer {
    /// Candela: no schedule written is the default one.
    Candela,
    /// A1111 (or Forge) before 1.9: a sampler whose name named no schedule ran on the
    /// model's own sigmas (k-diffusion's `get_sigmas`, "Uniform" since 1.9).
    A1111Before1_9,
    /// A1111 (or Forge) 1.9 and later: no `Schedule type` is the sampler's "Automatic".
    A1111,
}

/// The sampler and schedule of an A1111 `Sampler:` value and optional `Schedule type:`
/// value; None for a sampler Candela does not have. A schedule named in the sampler
/// ("DPM++ 2M Karras", before A1111 1.9) applies unless a schedule type is given. No
/// schedule at all is Candela's default: [`from_png`] reads A1111's PNGs.
pub fn from_a1111(sampler: &str, schedule_type: Option<&str>) -> Option<(SamplerKind, Schedule)> {
    from_png(sampler, schedule_type, Writer::Candela)
}

/// [`from_a1111`] for a PNG `writer` wrote: where neither the sampler's name nor a
/// `Schedule type` names a schedule, the one that writer ran (A1111's
/// `KDiffusionSampler.get_sigmas`: before 1.9 `model.get_sigmas(steps)` unless the name said
/// Karras or Exponential; since 1.9 the sampler's `scheduler` option, else the same
/// uniform sigmas).
pub fn from_png(
    sampler: &str,
    schedule_type: Option<&str>,
    writer: Writer,
) -> Option<(SamplerKind, Schedule)> {
    let sampler = sampler.trim();
    let (base, named) = [
        ("Karras", Schedule::Karras),
        ("Exponential", Schedule::Exponential),
    ]
    .into_iter()
    .find_map(|(suffix, s)| {
        sampler
            .strip_suffix(suffix)
            .map(|b| (b.trim_end(), Some(s)))
    })
    .unwrap_or((sampler, None));
    let kind = SamplerKind::from_a1111(base).filter(|&k| k != SamplerKind::DpmPP2MKarras)?;
    let schedule = match schedule_type {
        // "Automatic" is A1111's default: the sampler's own, or the one its old name says.
        Some(t) if t.trim() != "Automatic" => Schedule::from_a1111(t)?,
        _ => named.unwrap_or_else(|| a1111_automatic(kind, writer)),
    };
    Some((kind, schedule))
}

/// The schedule `writer` ran `kind` on when nothing named one. A1111's k-diffusion
/// samplers (its `samplers_k_diffusion` list; DDIM, UniPC and LCM keep their own
/// timesteps): before 1.9 the uniform sigmas; since 1.9 each one's `scheduler` option
/// (Karras for DPM++ 2M, DPM++ SDE, DPM2 and DPM2 a; Exponential for the 2M SDE, 2M SDE
/// Heun and 3M SDE), uniform for those without one (Euler, Euler a, LMS, Heun).
fn a1111_automatic(kind: SamplerKind, writer: Writer) -> Schedule {
    use SamplerKind as K;
    let k_diffusion = !matches!(kind, K::Ddim | K::UniPc | K::Lcm);
    match writer {
        Writer::Candela => Schedule::Default,
        _ if !k_diffusion => Schedule::Default,
        Writer::A1111Before1_9 => Schedule::Uniform,
        Writer::A1111 => match kind {
            K::DpmPP2M | K::DpmPP2MKarras | K::DpmPPSde | K::Dpm2 | K::Dpm2Ancestral => {
                Schedule::Karras
            }
            K::DpmPP2MSde | K::DpmPP2MSdeHeun | K::DpmPP3MSde => Schedule::Exponential,
            _ => Schedule::Uniform,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cli_name_parses_and_a1111_names_round_trip() {
        for kind in SamplerKind::ALL {
            assert_eq!(kind.name().parse::<SamplerKind>().unwrap(), kind);
        }
        for (kind, schedule) in [
            (SamplerKind::DpmPP2MSde, Schedule::Karras),
            (SamplerKind::EulerAncestral, Schedule::Default),
            (SamplerKind::Dpm2Ancestral, Schedule::Exponential),
            (SamplerKind::Lms, Schedule::SgmUniform),
            (SamplerKind::Heun, Schedule::Simple),
            (SamplerKind::DpmPP2MSdeHeun, Schedule::Karras),
            (SamplerKind::DpmPP3MSde, Schedule::Default),
            (SamplerKind::DpmPP3MSde, Schedule::Exponential),
        ] {
            let text = a1111_parameters(kind, schedule);
            let sampler = text.strip_prefix("Sampler: ").unwrap();
            let (sampler, ty) = match sampler.split_once(", Schedule type: ") {
                Some((a, b)) => (a, Some(b)),
                None => (sampler, None),
            };
            assert_eq!(from_a1111(sampler, ty), Some((kind, schedule)), "{text}");
        }
    }

    #[test]
    fn old_combined_names_still_restore() {
        let k = Some((SamplerKind::DpmPP2M, Schedule::Karras));
        assert_eq!(from_a1111("DPM++ 2M Karras", None), k);
        assert_eq!(from_a1111("DPM++ 2M", Some("Karras")), k);
        assert_eq!(from_a1111("DPM++ 2M Karras", Some("Automatic")), k);
        assert_eq!(
            from_a1111("DPM++ 2M SDE Exponential", None),
            Some((SamplerKind::DpmPP2MSde, Schedule::Exponential))
        );
        assert_eq!(
            a1111_parameters(SamplerKind::DpmPP2MKarras, Schedule::Default),
            "Sampler: DPM++ 2M, Schedule type: Karras"
        );
        assert_eq!(
            from_a1111("DPM++ 2M SDE Heun Karras", None),
            Some((SamplerKind::DpmPP2MSdeHeun, Schedule::Karras))
        );
        assert_eq!(
            from_a1111("DPM++ 3M SDE Exponential", Some("Automatic")),
            Some((SamplerKind::DpmPP3MSde, Schedule::Exponential))
        );
        assert_eq!(from_a1111("Restart", None), None);
        // 1.6 to 1.8 wrote the option's value.
        assert_eq!(
            from_a1111("DPM++ 2M SDE", Some("karras")),
            Some((SamplerKind::DpmPP2MSde, Schedule::Karras))
        );
        assert_eq!(from_a1111("Euler", Some("Beta")), None);
    }

    /// A1111's `samplers_k_diffusion` before and since 1.9 (modules/sd_samplers_kdiffusion.py):
    /// what a sampler with no schedule in its name or a `Schedule type` ran on.
    #[test]
    fn a_missing_schedule_is_what_a1111_ran() {
        use SamplerKind as K;
        let old = Writer::A1111Before1_9;
        let new = Writer::A1111;
        for (name, kind, before, since) in [
            ("Euler", K::Euler, Schedule::Uniform, Schedule::Uniform),
            (
                "Euler a",
                K::EulerAncestral,
                Schedule::Uniform,
                Schedule::Uniform,
            ),
            ("LMS", K::Lms, Schedule::Uniform, Schedule::Uniform),
            ("Heun", K::Heun, Schedule::Uniform, Schedule::Uniform),
            ("DPM2", K::Dpm2, Schedule::Uniform, Schedule::Karras),
            (
                "DPM2 a",
                K::Dpm2Ancestral,
                Schedule::Uniform,
                Schedule::Karras,
            ),
            ("DPM++ 2M", K::DpmPP2M, Schedule::Uniform, Schedule::Karras),
            (
                "DPM++ SDE",
                K::DpmPPSde,
                Schedule::Uniform,
                Schedule::Karras,
            ),
            (
                "DPM++ 2M SDE",
                K::DpmPP2MSde,
                Schedule::Uniform,
                Schedule::Exponential,
            ),
            (
                "DPM++ 2M SDE Heun",
                K::DpmPP2MSdeHeun,
                Schedule::Uniform,
                Schedule::Exponential,
            ),
            (
                "DPM++ 3M SDE",
                K::DpmPP3MSde,
                Schedule::Uniform,
                Schedule::Exponential,
            ),
            ("DDIM", K::Ddim, Schedule::Default, Schedule::Default),
            ("UniPC", K::UniPc, Schedule::Default, Schedule::Default),
        ] {
            assert_eq!(
                from_png(name, None, old),
                Some((kind, before)),
                "{name} < 1.9"
            );
            assert_eq!(
                from_png(name, None, new),
                Some((kind, since)),
                "{name} 1.9+"
            );
            assert_eq!(
                from_png(name, None, Writer::Candela),
                Some((kind, Schedule::Default))
            );
            // A written schedule wins, whoever wrote it.
            let written = Some((kind, Schedule::SgmUniform));
            assert_eq!(from_png(name, Some("SGM Uniform"), old), written);
            assert_eq!(from_png(name, Some("SGM Uniform"), new), written);
        }
        // The old suffixed names keep their schedule.
        let karras = Some((K::DpmPP2MSde, Schedule::Karras));
        assert_eq!(from_png("DPM++ 2M SDE Karras", None, old), karras);
        assert_eq!(
            from_png("DPM++ 3M SDE Exponential", None, old),
            Some((K::DpmPP3MSde, Schedule::Exponential))
        );
        assert_eq!(
            from_png("DPM++ 2M Karras", None, old),
            Some((K::DpmPP2M, Schedule::Karras))
        );
    }
}
