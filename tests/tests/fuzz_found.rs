//! Inputs `cargo fuzz` found (fuzz/, see its run.sh), kept as regular tests: each panicked
//! before its fix and must now be a clear error naming the file.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use std::path::Path;

/// The `checkpoint_keys` target's own input format (`key d0 d1 ...` lines), built by the
/// same code, so a found input replays exactly.
#[path = "../../fuzz/common/keys.rs"]
#[allow(dead_code)]
mod keys;

fn write_keys(path: &Path, lines: &str) {
    std::fs::write(path, keys::safetensors(lines)).unwrap();
}

fn open_err(lines: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fuzzed.safetensors");
    write_keys(&path, lines);
    match Model::open(&path, &OpenOptions::default()) {
        Ok(_) => panic!("opened a model from:\n{lines}"),
        Err(e) => {
            let e = e.to_string();
            assert!(e.contains("fuzzed.safetensors"), "{e}");
            e
        }
    }
}

/// crash-05601469 (checkpoint_keys): an SD 2.x OpenCLIP token embedding of one dimension
/// was indexed as a matrix.
#[test]
fn a_one_dimensional_openclip_token_embedding() {
    let e = open_err(
        "model.diffusion_model.input_blocks.0.0.weight 32 4 3 3
cond_stage_model.model.ln_final.weight 32
cond_stage_model.model.token_embedding.weight 32
first_stage_model.decoder.conv_in.weight 64 4 3 3",
    );
    assert!(
        e.contains("token_embedding.weight") && e.contains("expected 2 dimensions"),
        "{e}"
    );
}

/// mutated_lora_and_embedding_files_never_panic_their_readers (tests/tests/fuzz_protocol.rs,
/// case 1188): a kohya layer whose `lora_mid` (LoCon's Tucker core) is a scalar was indexed
/// as a 4-D tensor while the LoRA was matched to the model.
#[test]
fn a_lora_mid_that_is_no_tucker_core() {
    let model = Model::open(
        &candela_tests::parity_dir().join("models/sd1"),
        &OpenOptions::default(),
    )
    .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fuzzed_lora.safetensors");
    let layer = "lora_unet_up_blocks_0_attentions_0_proj_in";
    write_keys(
        &path,
        &format!(
            "{layer}.lora_down.weight 4 64 1 1\n{layer}.lora_up.weight 64 4 1 1\n{layer}.lora_mid.weight"
        ),
    );
    let e = match candela_engine::attach::lora::Lora::open(&path, &model) {
        Ok(_) => panic!("a scalar lora_mid was accepted"),
        Err(e) => e.to_string(),
    };
    assert!(
        e.contains("fuzzed_lora.safetensors") && e.contains("lora_mid"),
        "{e}"
    );
}

/// crash-c123f753 (embedding_keys, `cargo fuzz`): one tensor (so read as diffusers'
/// `learned_embeds`) whose shape has a zero, so it holds 0 bytes, and other dimensions
/// whose product overflows: building it overflowed in the tensor's strides. The file's
/// header is now refused for that shape, before any tensor is made.
#[test]
fn an_empty_tensor_whose_other_dimensions_overflow() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fuzzed_embedding.safetensors");
    // The fuzzer's input as it was found (the NUL splits "380" from "1": not a number).
    write_keys(
        &path,
        "ams 0 380\u{0}1 1 384 2 322222 2 722 22 322222 2 722 227",
    );
    for width_2 in [None, Some(1280)] {
        let e = match candela_engine::attach::embeddings::Embedding::open(&path, 768, width_2) {
            Ok(_) => panic!("an embedding was read from an empty tensor"),
            Err(e) => e.to_string(),
        };
        assert!(
            e.contains("fuzzed_embedding.safetensors") && e.contains("too large to address"),
            "{e}"
        );
    }
}
