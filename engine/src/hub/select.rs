//! Which of a repo's files a download fetches: what a model needs, narrowed by the
//! `--include` globs when any are given.

/// The files a model needs: configs, tokenizer files and safetensors weights (no pickles,
/// no ONNX/Flax copies, no fp16 variants when the full file exists).
pub fn wanted_files(all: &[String]) -> Vec<String> {
    let has_index = all.iter().any(|f| f == "model_index.json");
    let keep = |f: &String| {
        let in_folder = f.contains('/');
        if has_index && !in_folder {
            return f == "model_index.json";
        }
        if f.ends_with(".json") || f.ends_with(".txt") {
            return in_folder;
        }
        if !f.ends_with(".safetensors") {
            return false;
        }
        let full = f.replace(".fp16.safetensors", ".safetensors");
        if f.contains(".fp16.") && all.contains(&full) {
            return false;
        }
        // A single-file repo: root checkpoints only (no ema-only duplicates).
        has_index || (!in_folder && !f.contains("ema"))
    };
    all.iter().filter(|f| keep(f)).cloned().collect()
}

/// Include globs as `huggingface-cli download --include` reads them (fnmatch: `*` matches
/// across `/`); refuses a glob that does not parse, naming it.
pub fn parse_globs(globs: &[String]) -> Result<Vec<glob::Pattern>, String> {
    globs
        .iter()
        .map(|g| glob::Pattern::new(g).map_err(|e| format!("--include {g:?}: {e}")))
        .collect()
}

/// `wanted_files(all)`, and of those only the ones some glob matches (all of them when no
/// glob is given).
pub fn select(all: &[String], globs: &[glob::Pattern]) -> Vec<String> {
    let mut files = wanted_files(all);
    if !globs.is_empty() {
        files.retain(|f| globs.iter().any(|g| g.matches(f)));
    }
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs_narrow_what_a_model_needs() {
        let all: Vec<String> = [
            "model_index.json",
            "unet/config.json",
            "unet/diffusion_pytorch_model.safetensors",
            "vae/config.json",
            "vae/diffusion_pytorch_model.safetensors",
            "unet/diffusion_pytorch_model.bin",
        ]
        .map(String::from)
        .to_vec();
        let g = parse_globs(&["*.json".into(), "vae/*".into()]).unwrap();
        assert_eq!(
            select(&all, &g),
            [
                "model_index.json",
                "unet/config.json",
                "vae/config.json",
                "vae/diffusion_pytorch_model.safetensors"
            ]
        );
        assert_eq!(select(&all, &[]).len(), 5);
        assert!(parse_globs(&["[".into()]).unwrap_err().contains("\"[\""));
    }
}
