//! A prompt box as A1111 users know it: weighted text (`(word:1.2)`, `((word))`, `[word]`)
//! coloured by its weight, the brackets and weights themselves dimmed, `BREAK` and
//! `<lora:...>` tags marked, and the token counter ("12/75") beside it. The weights come
//! from the engine's prompt parser; this file only finds where each parsed piece sits in
//! the typed text.
use crate::stores::tokens::TokenCounter;
use candela_engine::prompt::{parse, Piece};
use candela_engine::protocol::Emphasis;
use egui::text::{LayoutJob, TextFormat};
use egui::Color32;
use std::ops::Range;

/// What a run of the typed text is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Span {
    /// Weight 1.
    Plain,
    /// Text with a weight other than 1.
    Weighted(f64),
    /// Brackets, `:1.2`, escapes: syntax, not text the encoder sees.
    Syntax,
    Break,
    Lora,
}

/// Byte ranges of `text` and what each is, in order, covering the whole text.
pub fn spans(text: &str, emphasis: Emphasis) -> Vec<(Range<usize>, Span)> {
    let mut marks: Vec<Span> = vec![Span::Plain; text.len()];
    if !matches!(emphasis, Emphasis::None) {
        if let Ok(pieces) = parse(text) {
            align(text, &pieces, &mut marks);
        }
    }
    for m in lora_tags(text) {
        marks[m].fill(Span::Lora);
    }
    let mut out: Vec<(Range<usize>, Span)> = Vec::new();
    for (i, c) in text.char_indices() {
        let s = marks[i];
        let end = i + c.len_utf8();
        match out.last_mut() {
            Some((r, last)) if *last == s => r.end = end,
            _ => out.push((i..end, s)),
        }
    }
    out
}

/// Marks each character of `text` with the piece it belongs to; characters no piece
/// accounts for are syntax (or plain, for spaces). Pieces keep the typed order, so a walk that takes each
/// piece's characters in turn finds them (runs of equal weight were merged by the parser,
/// hence character by character).
fn align(text: &str, pieces: &[Piece], marks: &mut [Span]) {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut at = 0;
    let mark = |marks: &mut [Span], (i, c): (usize, char), s: Span| {
        marks[i..i + c.len_utf8()].fill(s);
    };
    for piece in pieces {
        match piece {
            Piece::Text { text: t, weight } => {
                let s = if (*weight - 1.0).abs() < 1e-9 {
                    Span::Plain
                } else {
                    Span::Weighted(*weight)
                };
                for want in t.chars() {
                    while at < chars.len() && chars[at].1 != want {
                        mark(marks, chars[at], skipped(chars[at].1));
                        at += 1;
                    }
                    if at == chars.len() {
                        return;
                    }
                    mark(marks, chars[at], s);
                    at += 1;
                }
            }
            Piece::Break => {
                let rest: String = chars[at..].iter().map(|(_, c)| *c).collect();
                let Some(off) = rest.find("BREAK") else {
                    return;
                };
                let skip = rest[..off].chars().count();
                for k in 0..skip + 5 {
                    let c = chars[at + k];
                    let s = if k < skip { skipped(c.1) } else { Span::Break };
                    mark(marks, c, s);
                }
                at += skip + 5;
            }
        }
    }
    for &c in &chars[at..] {
        mark(marks, c, skipped(c.1));
    }
}

/// A character no piece holds: the space around `BREAK` stays plain, the rest is syntax.
fn skipped(c: char) -> Span {
    match c.is_whitespace() {
        true => Span::Plain,
        false => Span::Syntax,
    }
}

fn lora_tags(text: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(start) = text[from..].find("<lora:").map(|i| i + from) {
        let Some(end) = text[start..].find('>').map(|i| start + i + 1) else {
            break;
        };
        out.push(start..end);
        from = end;
    }
    out
}

/// The colour of a run: warmer the more weight above 1, cooler below.
fn color(span: Span, dark: bool) -> Color32 {
    match span {
        Span::Plain if dark => Color32::from_gray(220),
        Span::Plain => Color32::from_gray(30),
        Span::Syntax => Color32::from_gray(130),
        Span::Break => Color32::from_rgb(170, 110, 230),
        Span::Lora => Color32::from_rgb(60, 170, 90),
        Span::Weighted(w) if w > 1.0 => {
            let t = ((w - 1.0) / 0.5).clamp(0.25, 1.0) as f32;
            lerp(
                Color32::from_rgb(230, 160, 40),
                Color32::from_rgb(235, 70, 50),
                t,
            )
        }
        Span::Weighted(_) => Color32::from_rgb(80, 140, 230),
    }
}

fn lerp(a: Color32, b: Color32, t: f32) -> Color32 {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t) as u8;
    Color32::from_rgb(m(a.r(), b.r()), m(a.g(), b.g()), m(a.b(), b.b()))
}

/// `text` as a coloured layout for a text box.
fn layout(ui: &egui::Ui, text: &str, emphasis: Emphasis, wrap: f32) -> LayoutJob {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let dark = ui.visuals().dark_mode;
    let mut job = LayoutJob::default();
    for (r, s) in spans(text, emphasis) {
        let mut f = TextFormat::simple(font.clone(), color(s, dark));
        if matches!(s, Span::Weighted(w) if w > 1.0) || s == Span::Break {
            f.underline = egui::Stroke::new(1.0, color(s, dark));
        }
        job.append(&text[r], 0.0, f);
    }
    job.wrap.max_width = wrap;
    job
}

/// A labelled, highlighted prompt box with its token counter; returns the text box.
pub fn prompt_box(
    ui: &mut egui::Ui,
    label: &str,
    text: &mut String,
    emphasis: Emphasis,
    tokens: &mut TokenCounter,
) -> egui::Response {
    let count = tokens.count(text, emphasis);
    let l = ui
        .horizontal(|ui| {
            let l = ui.label(label);
            if let Some((n, of)) = count {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let over = n > 75 && n % 75 != 0;
                    let t = egui::RichText::new(format!("{n}/{of}")).small();
                    let t = if over { t.strong() } else { t };
                    ui.label(t).on_hover_text(
                        "Tokens, and the 75-token chunks they fill (each chunk is encoded \
                         on its own; a new one starts at a comma near the end, or at BREAK)",
                    );
                });
            }
            l
        })
        .inner;
    let mut layouter = |ui: &egui::Ui, buf: &dyn egui::TextBuffer, wrap: f32| {
        ui.fonts_mut(|f| f.layout_job(layout(ui, buf.as_str(), emphasis, wrap)))
    };
    ui.add(
        egui::TextEdit::multiline(text)
            .desired_rows(2)
            .desired_width(f32::INFINITY)
            .layouter(&mut layouter),
    )
    .labelled_by(l.id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(text: &str) -> Vec<(&str, Span)> {
        spans(text, Emphasis::Original)
            .into_iter()
            .map(|(r, s)| (&text[r], s))
            .collect()
    }

    #[test]
    fn weights_brackets_break_and_lora_tags_are_told_apart() {
        let w = |x: f64| Span::Weighted(x);
        assert_eq!(
            shown("a (cat:1.3), [dog] BREAK ((sky)) <lora:ink:0.5>"),
            [
                ("a ", Span::Plain),
                ("(", Span::Syntax),
                ("cat", w(1.3)),
                (":1.3)", Span::Syntax),
                (", ", Span::Plain),
                ("[", Span::Syntax),
                ("dog", w(1.0 / 1.1)),
                ("]", Span::Syntax),
                (" ", Span::Plain),
                ("BREAK", Span::Break),
                (" ", Span::Plain),
                ("((", Span::Syntax),
                ("sky", w(1.1 * 1.1)),
                ("))", Span::Syntax),
                (" ", Span::Plain),
                ("<lora:ink:0.5>", Span::Lora),
            ]
        );
        // Escaped brackets are text; merged runs of one weight still line up.
        assert_eq!(
            shown(r"\(x\) (a)(b)"),
            [
                ("\\", Span::Syntax),
                ("(x", Span::Plain),
                ("\\", Span::Syntax),
                (") ", Span::Plain),
                ("(", Span::Syntax),
                ("a", w(1.1)),
                (")(", Span::Syntax),
                ("b", w(1.1)),
                (")", Span::Syntax),
            ]
        );
        // A weight that is no number: the engine refuses the prompt, nothing is coloured.
        assert_eq!(shown("(a:1.2.3)"), [("(a:1.2.3)", Span::Plain)]);
        // Emphasis off: brackets are text.
        let none = spans("(a:1.2)", Emphasis::None);
        assert_eq!(none, [(0..7, Span::Plain)]);
    }
}
