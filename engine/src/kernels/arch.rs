//! The architecture rules that need no device: reading `CANDELA_ARCH` and which cards a
//! build's kernels run on.

/// The oldest architecture CUDA 13 (and so Candela) runs on: Turing.
pub const OLDEST_ARCH: u32 = 75;

/// Reads `CANDELA_ARCH`: a compute capability written as 75, 86, 8.6 or sm_86.
pub fn parse_arch(value: &str) -> std::result::Result<u32, String> {
    let v = value.trim().trim_start_matches("sm_").replace('.', "");
    match v.parse::<u32>() {
        Ok(arch) if (OLDEST_ARCH..=200).contains(&arch) => Ok(arch),
        _ => Err(format!(
            "CANDELA_ARCH='{value}' is not an architecture from {OLDEST_ARCH} (Turing) up, like 75, 86 or 8.9"
        )),
    }
}

/// Whether a card of compute capability `card` runs a build whose candle kernels were
/// compiled for `built` (CUDA_COMPUTE_CAP; None when the build did not say): PTX runs on
/// its architecture and newer, except 9.0 and up, built arch-specific (sm_90a), which run
/// on that major version only. Err says which worker to use instead.
pub fn check_built_for(card: u32, built: Option<u32>) -> std::result::Result<(), String> {
    let Some(built) = built else {
        return Ok(());
    };
    let fits = card >= built && (built < 90 || card / 10 == built / 10);
    if fits {
        return Ok(());
    }
    let turing = if card < 80 {
        " (Turing cards: candela-engine-cuda-sm75)"
    } else {
        ""
    };
    Err(format!(
        "this CUDA worker is built for compute capability {}.{}{}, the card is {}.{}: use a worker built for it{turing}",
        built / 10,
        built % 10,
        if built < 90 { " and newer" } else { "" },
        card / 10,
        card % 10,
    ))
}

#[cfg(test)]
mod tests {
    use super::parse_arch;

    #[test]
    fn a_worker_runs_on_the_cards_its_kernels_were_built_for() {
        use super::check_built_for;
        assert!(check_built_for(75, None).is_ok());
        assert!(check_built_for(86, Some(80)).is_ok());
        assert!(check_built_for(120, Some(75)).is_ok());
        assert!(check_built_for(90, Some(90)).is_ok());
        let e = check_built_for(75, Some(80)).unwrap_err();
        assert!(
            e.contains("8.0 and newer") && e.contains("7.5") && e.contains("sm75"),
            "{e}"
        );
        assert!(
            check_built_for(120, Some(90)).is_err(),
            "sm_90a runs on Hopper only"
        );
    }

    #[test]
    fn candela_arch_reads_the_usual_spellings() {
        for (s, a) in [("75", 75), ("8.6", 86), ("sm_89", 89), (" 120 ", 120)] {
            assert_eq!(parse_arch(s), Ok(a), "{s}");
        }
        for bad in ["70", "", "turing", "-75", "7.0"] {
            let e = parse_arch(bad).unwrap_err();
            assert!(e.contains("CANDELA_ARCH") && e.contains("75"), "{bad}: {e}");
        }
    }
}
