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

/// The sampler and schedule of an A1111 `Sampler:` value and optional `Schedule type:`
/// value; None for a sampler Candela does not have. A schedule named in the sampler
/// ("DPM++ 2M Karras", before A1111 1.9) applies unless a schedule type is given.
pub fn from_a1111(sampler: &str, schedule_type: Option<&str>) -> Option<(SamplerKind, Schedule)> {
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
        _ => named.unwrap_or_default(),
    };
    Some((kind, schedule))
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
        assert_eq!(from_a1111("Euler", Some("Beta")), None);
    }
}
