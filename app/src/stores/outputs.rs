//! The output folder: the names images get there (A1111's `00012-1234567.png`, from a
//! pattern), and the image a job saved without the app hearing of it (its worker died, or
//! the app did, between the save and the report), so that image counts once.
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// The PNG in `dir` written since `since` (less 2 s: file times may be that coarse), not
/// `known`, whose parameters are `prompt` and `seed`: (path, parameters).
pub fn saved_image(
    dir: &Path,
    prompt: &str,
    seed: u64,
    since: SystemTime,
    known: impl Fn(&Path) -> bool,
) -> Option<(PathBuf, String)> {
    let since = since.checked_sub(Duration::from_secs(2))?;
    let head = format!("{prompt}\n");
    let seed = format!("Seed: {seed}, ");
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "png"))
        .filter(|p| modified(p).is_some_and(|t| t >= since))
        .filter(|p| !known(p))
        .find_map(|p| {
            let text = candela_engine::output::read_parameters(&p).ok()??;
            let ours = text.starts_with(&head) && text.lines().any(|l| l.contains(&seed));
            ours.then_some((p, text))
        })
}

pub fn modified(p: &Path) -> Option<SystemTime> {
    std::fs::metadata(p).and_then(|m| m.modified()).ok()
}

/// The file-name pattern when none is set: A1111's `00012-1234567`.
pub const DEFAULT_PATTERN: &str = "[number]-[seed]";

/// The file stem (no extension) for the next image in `dir` from `pattern`: `[number]`
/// (five digits, one past the highest number that starts a file name there), `[seed]`,
/// `[prompt]` (its first words), `[model]` (the model's file or folder name) and `[date]`
/// (YYYY-MM-DD). Characters a file name cannot hold become `_`; an empty result is
/// `candela`. The engine adds `-1`, `-2`... should the name be taken anyway.
pub fn file_stem(pattern: &str, dir: &Path, seed: u64, prompt: &str, model: &str) -> String {
    let pattern = if pattern.trim().is_empty() {
        DEFAULT_PATTERN
    } else {
        pattern
    };
    let mut stem = pattern.to_string();
    if stem.contains("[number]") {
        stem = stem.replace("[number]", &format!("{:05}", next_number(dir)));
    }
    let words: Vec<&str> = prompt.split_whitespace().take(8).collect();
    let model_name = Path::new(model)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    stem = stem
        .replace("[seed]", &seed.to_string())
        .replace("[prompt]", &words.join(" "))
        .replace("[model]", &model_name)
        .replace("[date]", &today());
    let clean: String = stem
        .chars()
        .map(|c| match c {
            '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|' => '_',
            c if c.is_control() => '_',
            c => c,
        })
        .take(120)
        .collect();
    match clean.trim().trim_matches('.') {
        "" => "candela".into(),
        s => s.to_string(),
    }
}

/// One past the highest number that starts a file name in `dir` (1 in an empty folder).
fn next_number(dir: &Path) -> u64 {
    std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter_map(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    let digits: String = name.chars().take_while(char::is_ascii_digit).collect();
                    digits.parse::<u64>().ok()
                })
                .max()
                .map_or(1, |n| n + 1)
        })
        .unwrap_or(1)
}

/// Today's date (UTC) as YYYY-MM-DD.
fn today() -> String {
    let days = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400) as i64;
    // Civil from days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_count_on_from_the_folder_and_fill_the_pattern() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        assert_eq!(
            file_stem("", d, 1234567, "a cat", "/m/sd15.safetensors"),
            "00001-1234567"
        );
        std::fs::write(d.join("00011-99.png"), b"").unwrap();
        std::fs::write(d.join("candela.png"), b"").unwrap();
        assert_eq!(file_stem("[number]-[seed]", d, 5, "", ""), "00012-5");
        assert_eq!(
            file_stem(
                "[seed] [prompt] [model]",
                d,
                5,
                "a red fox: in / snow",
                "/m/sd15.safetensors"
            ),
            "5 a red fox_ in _ snow sd15"
        );
        let date = file_stem("[date]", d, 0, "", "");
        assert!(date.len() == 10 && date.starts_with("20"), "{date}");
        assert_eq!(file_stem("[prompt]", d, 0, "", ""), "candela");
    }
}
