//! A1111's token counter ("12/75") for the prompt boxes, counted with the engine's prompt
//! parser and CLIP tokenizer. The tokenizer is built once on a background thread (the
//! first frames never wait for it); counts are kept per text, so typing counts once.
use candela_engine::model::tokenizer::ClipTokenizer;
use candela_engine::protocol::Emphasis;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

#[derive(Default)]
pub struct TokenCounter {
    tokenizer: Arc<OnceLock<Option<ClipTokenizer>>>,
    started: bool,
    counts: HashMap<(String, &'static str), (usize, usize)>,
}

impl TokenCounter {
    /// Starts building the tokenizer; `wake` is called once it is ready.
    pub fn start(&mut self, wake: impl FnOnce() + Send + 'static) {
        if std::mem::replace(&mut self.started, true) {
            return;
        }
        let cell = self.tokenizer.clone();
        std::thread::spawn(move || {
            let _ = cell.set(ClipTokenizer::bundled().ok());
            wake();
        });
    }

    /// (tokens, the multiple of 75 they fill) for `text`, as A1111 counts them:
    /// `<lora:...>` tags left out (the engine takes them out before encoding), weights and
    /// BREAK as `emphasis` reads them. None until the tokenizer is ready.
    pub fn count(&mut self, text: &str, emphasis: Emphasis) -> Option<(usize, usize)> {
        let tok = self.tokenizer.get()?.as_ref()?;
        let key = (text.to_string(), emphasis.name());
        if let Some(c) = self.counts.get(&key) {
            return Some(*c);
        }
        let plain = candela_engine::attach::lora::extract_loras(text)
            .map(|(t, _)| t)
            .unwrap_or_else(|_| text.to_string());
        let c = candela_engine::prompt::token_count(tok, &plain, emphasis);
        if self.counts.len() > 64 {
            self.counts.clear();
        }
        self.counts.insert(key, c);
        Some(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_as_a1111_once_the_tokenizer_is_ready() {
        let mut c = TokenCounter::default();
        let (tx, rx) = std::sync::mpsc::channel();
        c.start(move || tx.send(()).unwrap());
        rx.recv().unwrap();
        assert_eq!(c.count("", Emphasis::Original), Some((0, 75)));
        // "a cat" is two tokens; weights and LoRA tags add none.
        assert_eq!(c.count("a cat", Emphasis::Original), Some((2, 75)));
        assert_eq!(
            c.count("(a:1.3) [cat] <lora:ink:0.5>", Emphasis::Original),
            Some((2, 75))
        );
        // BREAK fills the chunk: the count moves on to the next 75.
        assert_eq!(c.count("a BREAK cat", Emphasis::Original), Some((76, 150)));
        // Without emphasis the brackets are text.
        let (n, _) = c.count("(a:1.3)", Emphasis::None).unwrap();
        assert!(n > 1, "{n}");
    }
}
