//! The settings as a file of the app's own, `settings.json` in the data folder, written
//! whole and renamed into place. Older versions kept them only in eframe's storage, which
//! is still read when this file is missing. A damaged file is kept as `settings.json.bak`
//! and what could be read of it is used, with a message saying what.
use super::settings::Settings;
use std::path::{Path, PathBuf};

pub fn path(data_dir: &Path) -> PathBuf {
    data_dir.join("settings.json")
}

/// The saved settings; None when there are none. The message is for the user when the
/// file was damaged.
pub fn load(data_dir: &Path) -> Option<(Settings, Option<String>)> {
    let path = path(data_dir);
    let bytes = match std::fs::read(&path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
        Err(e) => {
            let note = format!("{}: cannot read the settings: {e}", path.display());
            return Some((Settings::default(), Some(note)));
        }
        Ok(b) => b,
    };
    let text = String::from_utf8_lossy(&bytes);
    match serde_json::from_str::<Settings>(&text) {
        Ok(s) => Some((s, None)),
        Err(e) => Some(recover(&path, &text, &e.to_string())),
    }
}

/// Writes the settings next to their file and renames them into place.
pub fn save(data_dir: &Path, s: &Settings) -> std::io::Result<()> {
    std::fs::create_dir_all(data_dir)?;
    let path = path(data_dir);
    let tmp = path.with_extension("json.tmp");
    let text = serde_json::to_string_pretty(s).map_err(std::io::Error::other)?;
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, &path)
}

/// Every setting that can be read from the damaged `text` (one that does not read is left
/// at its default), the file moved aside, and the message.
fn recover(path: &Path, text: &str, error: &str) -> (Settings, Option<String>) {
    let value = super::salvage::salvage(text).unwrap_or_default();
    let mut kept = serde_json::Map::new();
    let mut lost = Vec::new();
    if let Some(fields) = value.as_object() {
        for (k, v) in fields {
            let mut trial = kept.clone();
            trial.insert(k.clone(), v.clone());
            match serde_json::from_value::<Settings>(serde_json::Value::Object(trial.clone())) {
                Ok(_) => kept = trial,
                Err(_) => lost.push(k.clone()),
            }
        }
    }
    let settings: Settings =
        serde_json::from_value(serde_json::Value::Object(kept.clone())).unwrap_or_default();
    let aside = match super::salvage::keep_aside(path) {
        Ok(bak) => format!("the damaged file is kept as {}", bak.display()),
        Err(e) => format!("it could not be kept aside ({e})"),
    };
    let names: Vec<&str> = kept.keys().map(String::as_str).collect();
    let what = match names.is_empty() {
        true => "nothing could be read, the settings are the defaults".to_string(),
        false => format!("recovered {} (the rest are the defaults)", names.join(", ")),
    };
    let note = format!("{} was damaged ({error}): {what}; {aside}", path.display());
    (settings, Some(note))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_off_settings_file_keeps_what_it_can_and_the_rest_is_default() {
        let dir = tempfile::tempdir().unwrap();
        assert!(load(dir.path()).is_none());
        let mut s = Settings::default();
        s.remember_model("/models/dream.safetensors");
        s.generate.prompt = "a lighthouse".into();
        s.theme = "dark".into();
        save(dir.path(), &s).unwrap();
        assert_eq!(load(dir.path()).unwrap(), (s.clone(), None));
        // Cut just after the model: what came before it is kept.
        let text = std::fs::read_to_string(path(dir.path())).unwrap();
        let cut = text.find("\"recent_models\"").unwrap();
        std::fs::write(path(dir.path()), &text[..cut + 5]).unwrap();
        let (back, note) = load(dir.path()).unwrap();
        let note = note.unwrap();
        assert_eq!(back.generate.prompt, "a lighthouse");
        assert_eq!(back.model, "/models/dream.safetensors");
        assert!(back.recent_models.is_empty());
        assert!(note.contains("recovered generate, model, plan"), "{note}");
        assert!(note.contains("settings.json.bak"), "{note}");
        assert_eq!(
            std::fs::read_to_string(dir.path().join("settings.json.bak")).unwrap(),
            &text[..cut + 5]
        );
        assert!(!path(dir.path()).exists());
    }
}
