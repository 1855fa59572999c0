//! The batch queue: prompts, how many images each, the seed policy, and what is done.
//! Saved as JSON on every change (temp file + rename), so a crash loses nothing.
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeedPolicy {
    /// Every image uses the base seed.
    Fixed,
    /// Image n of the queue uses base seed + n.
    Increment,
    Random,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ItemStatus {
    Pending,
    Running,
    Done,
    Skipped,
    Failed(String),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QueueItem {
    pub prompt: String,
    /// Images finished for this prompt.
    pub done: usize,
    pub status: ItemStatus,
    /// The seed given to this item's next image, kept until that image is made: an image
    /// that runs again (its worker died, the queue was cancelled, the app closed) is the
    /// same image, and the seeds after it do not shift.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// When that image was sent to the worker (seconds since 1970): a PNG of this prompt
    /// and seed written since then is that image, even if the app never heard of it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started: Option<u64>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Queue {
    pub items: Vec<QueueItem>,
    pub images_per_prompt: usize,
    pub seed_policy: SeedPolicy,
    pub base_seed: u64,
    /// Images started so far across the queue (for the increment policy).
    pub issued: u64,
    pub out_dir: String,
    #[serde(skip)]
    path: Option<PathBuf>,
}

impl Default for Queue {
    fn default() -> Self {
        Queue {
            items: Vec::new(),
            images_per_prompt: 1,
            seed_policy: SeedPolicy::Increment,
            base_seed: 1,
            issued: 0,
            out_dir: String::new(),
            path: None,
        }
    }
}

impl Queue {
    /// The queue saved at `path`, or an empty one kept there. An image that was being
    /// made when the app stopped counts as made if its worker saved it anyway (see
    /// [`Queue::recover_saved`]); otherwise its prompt is pending again.
    pub fn open(path: &Path) -> Queue {
        Self::open_reporting(path).0
    }

    /// [`Queue::open`], and what to tell the user when the file was damaged: it is kept as
    /// `queue.json.bak`, and what could be read of it is the queue.
    pub fn open_reporting(path: &Path) -> (Queue, Option<String>) {
        let (mut q, note) = match std::fs::read(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => (Queue::default(), None),
            Err(e) => (
                Queue::default(),
                Some(format!("{}: cannot read the queue: {e}", path.display())),
            ),
            Ok(bytes) => {
                let text = String::from_utf8_lossy(&bytes);
                match serde_json::from_str::<Queue>(&text) {
                    Ok(q) => (q, None),
                    Err(e) => recover(path, &text, &e.to_string()),
                }
            }
        };
        q.path = Some(path.to_path_buf());
        if !q.recover_saved().is_empty() || note.is_some() {
            let _ = q.save();
        }
        for it in &mut q.items {
            if it.status == ItemStatus::Running {
                it.status = ItemStatus::Pending;
            }
        }
        (q, note)
    }

    /// Running items whose image is in the output folder (written since it started, with
    /// its prompt and seed): each counts as made once. Returns those images.
    pub fn recover_saved(&mut self) -> Vec<PathBuf> {
        let mut found = Vec::new();
        for i in 0..self.items.len() {
            let it = &self.items[i];
            let (ItemStatus::Running, Some(seed), Some(started)) =
                (&it.status, it.seed, it.started)
            else {
                continue;
            };
            let since = std::time::UNIX_EPOCH + std::time::Duration::from_secs(started);
            let dir = Path::new(&self.out_dir);
            if let Some((p, _)) = super::outputs::saved_image(dir, &it.prompt, seed, since, |p| {
                found.iter().any(|f: &PathBuf| f == p)
            }) {
                self.image_done(i);
                found.push(p);
            }
        }
        found
    }

    /// Item `i` starts its next image now.
    pub fn start(&mut self, i: usize) {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        if let Some(it) = self.items.get_mut(i) {
            it.status = ItemStatus::Running;
            it.started = Some(now);
        }
    }

    /// Writes the queue next to its file and renames it into place.
    pub fn save(&self) -> std::io::Result<()> {
        let Some(path) = &self.path else {
            return Ok(());
        };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let tmp = path.with_extension("json.tmp");
        let text = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        std::fs::write(&tmp, text)?;
        std::fs::rename(&tmp, path)
    }

    /// Adds one item per non-empty line.
    pub fn add_prompts(&mut self, text: &str) -> usize {
        let before = self.items.len();
        self.items.extend(
            text.lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(|l| QueueItem {
                    prompt: l.to_string(),
                    done: 0,
                    status: ItemStatus::Pending,
                    seed: None,
                    started: None,
                }),
        );
        self.items.len() - before
    }

    /// The index of the next item with images left to make.
    pub fn next_index(&self) -> Option<usize> {
        self.items.iter().position(|i| {
            matches!(i.status, ItemStatus::Pending | ItemStatus::Running)
                && i.done < self.images_per_prompt
        })
    }

    /// The seed for the next image, advancing the counter.
    pub fn take_seed(&mut self) -> u64 {
        let n = self.issued;
        self.issued += 1;
        match self.seed_policy {
            SeedPolicy::Fixed => self.base_seed,
            SeedPolicy::Increment => self.base_seed.wrapping_add(n),
            SeedPolicy::Random => rand::random::<u32>() as u64,
        }
    }

    /// The seed the next new image gets under the increment policy: the queue continues
    /// where it stopped (across runs and restarts) until its base seed is changed.
    pub fn next_seed(&self) -> Option<u64> {
        (self.seed_policy == SeedPolicy::Increment)
            .then(|| self.base_seed.wrapping_add(self.issued))
    }

    /// The seed for item `i`'s next image: the one an unfinished try of it was given, or
    /// the next from the policy.
    pub fn seed_for(&mut self, i: usize) -> u64 {
        if let Some(s) = self.items.get(i).and_then(|it| it.seed) {
            return s;
        }
        let s = self.take_seed();
        if let Some(it) = self.items.get_mut(i) {
            it.seed = Some(s);
        }
        s
    }

    /// Records a finished image for item `i`.
    pub fn image_done(&mut self, i: usize) {
        let per = self.images_per_prompt;
        if let Some(it) = self.items.get_mut(i) {
            it.done += 1;
            it.seed = None;
            it.started = None;
            if it.done >= per {
                it.status = ItemStatus::Done;
            }
        }
    }

    /// Item `i`'s running image was lost (its worker died): it runs again. An item whose
    /// images were all reported (the worker died after the last one) stays done, and one
    /// skipped meanwhile stays skipped.
    pub fn image_lost(&mut self, i: usize) {
        if let Some(it) = self.items.get_mut(i) {
            if it.status == ItemStatus::Running {
                it.status = ItemStatus::Pending;
            }
        }
    }

    pub fn unfinished(&self) -> usize {
        self.items
            .iter()
            .filter(|i| matches!(i.status, ItemStatus::Pending | ItemStatus::Running))
            .count()
    }

    /// (images made, images the queue asks for) over items not skipped or failed.
    pub fn image_counts(&self) -> (usize, usize) {
        self.items
            .iter()
            .filter(|i| !matches!(i.status, ItemStatus::Skipped | ItemStatus::Failed(_)))
            .fold((0, 0), |(d, t), i| {
                (
                    d + i.done.min(self.images_per_prompt),
                    t + self.images_per_prompt,
                )
            })
    }

    pub fn clear_finished(&mut self) {
        self.items
            .retain(|i| matches!(i.status, ItemStatus::Pending | ItemStatus::Running));
    }
}

/// The queue that can be read from a damaged file, the file kept aside as `.bak`, and the
/// message saying what was recovered.
fn recover(path: &Path, text: &str, error: &str) -> (Queue, Option<String>) {
    let value = super::salvage::salvage(text).unwrap_or_default();
    let mut q = Queue::default();
    fn take<T: serde::de::DeserializeOwned>(v: &serde_json::Value, k: &str) -> Option<T> {
        serde_json::from_value(v.get(k)?.clone()).ok()
    }
    q.images_per_prompt = take(&value, "images_per_prompt").unwrap_or(q.images_per_prompt);
    q.seed_policy = take(&value, "seed_policy").unwrap_or(q.seed_policy);
    q.base_seed = take(&value, "base_seed").unwrap_or(q.base_seed);
    q.issued = take(&value, "issued").unwrap_or(q.issued);
    q.out_dir = take(&value, "out_dir").unwrap_or_default();
    let raw: Vec<serde_json::Value> = take(&value, "items").unwrap_or_default();
    let total = raw.len();
    q.items = raw
        .into_iter()
        .filter_map(|v| serde_json::from_value(v).ok())
        .collect();
    let kept = match super::salvage::keep_aside(path) {
        Ok(bak) => format!("the damaged file is kept as {}", bak.display()),
        Err(e) => format!("it could not be kept aside ({e})"),
    };
    let what = match q.items.len() {
        0 => "no prompts could be recovered".to_string(),
        n => format!(
            "recovered {n} prompt{} ({} done){}",
            if n == 1 { "" } else { "s" },
            q.items
                .iter()
                .filter(|i| i.status == ItemStatus::Done)
                .count(),
            if total > n {
                format!(", {} unreadable", total - n)
            } else {
                String::new()
            }
        ),
    };
    let note = format!("{} was damaged ({error}): {what}; {kept}", path.display());
    (q, Some(note))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saves_atomically_and_reopens_with_running_items_pending() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/queue.json");
        let mut q = Queue::open(&path);
        assert_eq!(q.add_prompts("a cat\n\n  a dog  \na bird"), 3);
        q.items[0].status = ItemStatus::Running;
        q.image_done(1);
        q.save().unwrap();
        assert!(!path.with_extension("json.tmp").exists());
        let r = Queue::open(&path);
        assert_eq!(r.items.len(), 3);
        assert_eq!(r.items[0].status, ItemStatus::Pending);
        assert_eq!(r.items[1].status, ItemStatus::Done);
        assert_eq!(r.items[1].prompt, "a dog");
        assert_eq!(r.unfinished(), 2);
        assert_eq!(r.next_index(), Some(0));
    }

    #[test]
    fn an_image_that_runs_again_keeps_its_seed_and_the_next_seeds_do_not_shift() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("queue.json");
        let mut q = Queue::open(&path);
        q.add_prompts("a\nb");
        assert_eq!(q.seed_for(0), 1);
        // The worker died under it, or the app closed: the same seed when it runs again.
        q.items[0].status = ItemStatus::Running;
        q.save().unwrap();
        let mut q = Queue::open(&path);
        assert_eq!(q.seed_for(0), 1);
        q.image_done(0);
        assert_eq!(q.items[0].seed, None);
        assert_eq!(q.seed_for(1), 2);
        assert_eq!(q.issued, 2);
    }

    #[test]
    fn a_lost_image_runs_again_but_a_finished_or_skipped_item_stays_so() {
        let mut q = Queue::default();
        q.add_prompts("a\nb\nc");
        for it in &mut q.items {
            it.status = ItemStatus::Running;
        }
        q.image_lost(0);
        // The worker reported b's image and died before saying the job was done.
        q.image_done(1);
        q.image_lost(1);
        q.items[2].status = ItemStatus::Skipped;
        q.image_lost(2);
        let status: Vec<_> = q.items.iter().map(|i| i.status.clone()).collect();
        assert_eq!(
            status,
            [ItemStatus::Pending, ItemStatus::Done, ItemStatus::Skipped]
        );
        assert_eq!(q.unfinished(), 1);
        assert_eq!(q.next_index(), Some(0));
    }

    /// The app stopped (a signal, a crash) after its worker saved an image and before it
    /// was reported: reopened, the queue counts that image once and does not make it again.
    #[test]
    fn an_image_saved_while_the_app_stopped_counts_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("queue.json");
        let mut q = Queue::open(&path);
        q.out_dir = dir.path().display().to_string();
        q.add_prompts("a lighthouse\na harbour");
        let seed = q.seed_for(0);
        q.start(0);
        q.save().unwrap();
        let text = format!(
            "a lighthouse\nSteps: 2, Sampler: Euler, CFG scale: 7.5, Seed: {seed}, Size: 8x8"
        );
        let png = candela_engine::output::encode_png(1, 1, &[0, 0, 0], &text).unwrap();
        // Another prompt's image with the same seed is not it.
        let other = text.replace("a lighthouse", "a harbour");
        let other_png = candela_engine::output::encode_png(1, 1, &[0, 0, 0], &other).unwrap();
        std::fs::write(dir.path().join("00001-1.png"), other_png).unwrap();
        let r = Queue::open(&path);
        assert_eq!(
            r.items[0].status,
            ItemStatus::Pending,
            "not saved yet: runs again"
        );
        assert_eq!(r.items[0].seed, Some(seed), "with its own seed");
        std::fs::write(dir.path().join("00002-1.png"), png).unwrap();
        let r = Queue::open(&path);
        assert_eq!(
            (r.items[0].status.clone(), r.items[0].done),
            (ItemStatus::Done, 1)
        );
        assert_eq!(r.next_index(), Some(1));
        // Counted on disk too: opening again does not count it twice.
        let r = Queue::open(&path);
        assert_eq!(r.items[0].done, 1);
    }

    #[test]
    fn seed_policies() {
        let mut q = Queue {
            base_seed: 10,
            ..Queue::default()
        };
        assert_eq!([q.take_seed(), q.take_seed()], [10, 11]);
        assert_eq!(q.next_seed(), Some(12));
        q.seed_policy = SeedPolicy::Fixed;
        assert_eq!([q.take_seed(), q.take_seed()], [10, 10]);
        assert_eq!(q.next_seed(), None);
    }
}
