//! The panels' commands, applied once per frame after every panel has drawn; and where a
//! picked file or folder goes.
use super::App;
use crate::command::{Command, PickTarget, SendTo};
use crate::files::Answer;
use crate::stores::downloads::DownloadState;
use crate::stores::jobs::Origin;
use crate::stores::queue::ItemStatus;
use candela_engine::protocol::Request;
use std::path::{Path, PathBuf};

impl App {
    pub fn apply(&mut self, command: Command) {
        match command {
            Command::Generate => self.generate(),
            Command::CancelJob => self.cancel_active(),
            Command::SetModel(path) => self.set_model(&path),
            Command::Open(path) => self.open_path(&path),
            Command::Pick(target) => self.files.pick(target, !self.settings.builtin_file_browser),
            Command::UsePath(target, path) => self.use_path(target, &path),
            Command::Unload => {
                if let Err(e) = self.worker.send(&Request::Unload) {
                    self.notice = e;
                }
            }
            Command::FreeVram => self.worker.restart(),
            Command::RunQueue => {
                self.queue_running = true;
                self.queue_paused = false;
                self.dispatch();
            }
            Command::PauseQueue => self.queue_paused = true,
            Command::SkipQueueItem => {
                if let Some(i) = self.running_queue_item() {
                    self.queue.items[i].status = ItemStatus::Skipped;
                    self.save_queue();
                    self.cancel_active();
                }
            }
            Command::CancelQueue => {
                self.queue_running = false;
                self.queue_paused = false;
                if self.running_queue_item().is_some() {
                    self.cancel_active();
                }
            }
            Command::AddPrompts(text) => {
                if self.queue.add_prompts(&text) > 0 {
                    self.save_queue();
                }
            }
            Command::RemoveQueueItem(i) => {
                // Indices shift: only while no queue job runs.
                if self.jobs.active.is_none() && i < self.queue.items.len() {
                    self.queue.items.remove(i);
                    self.save_queue();
                }
            }
            Command::ClearFinished => {
                self.queue.clear_finished();
                self.save_queue();
            }
            Command::SaveQueue => self.save_queue(),
            Command::StartDownload => self.start_download(),
            Command::CancelDownload => {
                if let Some(d) = &self.download {
                    d.download.cancel();
                }
            }
            Command::RestoreParameters(text) => {
                match crate::stores::restore::restore(&mut self.settings, &text) {
                    Some(r) => {
                        self.restore_img2img(&r);
                        self.notice = r.summary(Path::new("the image"));
                    }
                    None => self.notice = "the image has no generation parameters".into(),
                }
            }
            Command::ScanLibrary => {
                let ctx = self.ctx.clone();
                self.library
                    .scan(&self.settings.model_folders, move || ctx.request_repaint());
            }
            Command::AddModelFolder(dir) => {
                if !self.settings.model_folders.contains(&dir) {
                    self.settings.model_folders.push(dir);
                }
                self.apply(Command::ScanLibrary);
            }
            Command::ApplyTheme => self.ctx.set_theme(match self.settings.theme.as_str() {
                "light" => egui::ThemePreference::Light,
                "dark" => egui::ThemePreference::Dark,
                _ => egui::ThemePreference::System,
            }),
            Command::DeleteImage(path) => match std::fs::remove_file(&path) {
                Ok(()) => {
                    self.gallery.remove(&path);
                    self.notice = format!("deleted {}", path.display());
                }
                Err(e) => self.notice = format!("{}: cannot delete: {e}", path.display()),
            },
            Command::SendImage(path, to) => self.send_image(&path, to),
            Command::InsertIntoPrompt(word, negative) => {
                let g = &mut self.settings.generate;
                let text = if negative {
                    &mut g.negative_prompt
                } else {
                    &mut g.prompt
                };
                insert_word(text, &word);
            }
            Command::ShowFolder(dir) => {
                if let Err(e) = crate::files::show_folder(&dir) {
                    self.notice = format!("{}: cannot open the file manager: {e}", dir.display());
                }
            }
        }
    }

    /// A gallery image becomes the input image (img2img, or inpainting once a mask is
    /// painted) or the image of the first ControlNet unit (a new one if there is none).
    /// A restored img2img image's strength and its rule into the input-image panel.
    pub fn restore_img2img(&mut self, restored: &crate::stores::restore::Restored) {
        if let Some((strength, rule)) = restored.img2img {
            self.init_image.strength = strength;
            self.init_image.strength_rule = rule;
        }
    }

    fn send_image(&mut self, path: &Path, to: SendTo) {
        match to {
            SendTo::Img2Img | SendTo::Inpaint => {
                self.init_image.set_image(path);
                self.notice = match to {
                    SendTo::Inpaint => "paint the area to repaint on the input image".into(),
                    _ => format!("{} is the input image", path.display()),
                };
            }
            SendTo::ControlNet => {
                let units = &mut self.settings.controlnet;
                if units.is_empty() {
                    units.push(crate::panels::controlnet::new_unit());
                }
                units[0].image = path.display().to_string();
                units[0].enabled = true;
                self.notice = format!("{} is ControlNet 1's image", path.display());
            }
        }
    }

    /// Asks the worker about the next library model it has not described, one at a time
    /// and only while it has no job to do, so the list fills in by itself (headers only)
    /// and a Generate never waits behind it.
    pub fn describe_library_lazily(&mut self) {
        let busy = self.jobs.active.is_some() || !self.jobs.pending.is_empty();
        if !self.worker_status.ready || busy || !self.library_sent.is_empty() {
            return;
        }
        let next = self
            .library
            .entries
            .iter()
            .map(|e| e.path.display().to_string())
            .find(|p| !self.library.info.contains_key(p));
        let Some(model) = next else { return };
        self.info_counter += 1;
        let id = format!("lib-{}", self.info_counter);
        let req = Request::Info {
            id: id.clone(),
            model: model.clone(),
        };
        if self.worker.send(&req).is_ok() {
            self.library_sent.insert(id, model);
        }
    }

    fn running_queue_item(&self) -> Option<usize> {
        match self.jobs.active.as_ref()?.origin {
            Origin::Queue(i) => Some(i),
            Origin::Generate => None,
        }
    }

    fn start_download(&mut self) {
        let repo = self.settings.download_repo.trim().to_string();
        if repo.is_empty() {
            self.notice = "type a repo id (org/name)".into();
            return;
        }
        let ctx = self.ctx.clone();
        self.download = Some(DownloadState::start(&repo, move || ctx.request_repaint()));
    }

    /// A file choice came back: the path goes where it was asked for.
    pub fn picked(&mut self, target: PickTarget, answer: Answer) {
        let path = match answer {
            Ok(Some(p)) => p,
            Ok(None) => return,
            Err(why) => {
                let why =
                    format!("The system file dialog is not available: {why}. Choose here instead.");
                let start = self.current_path(target);
                self.file_browser.open(target, why, &start);
                return;
            }
        };
        self.use_path(target, &path);
    }

    /// Where a choice for `target` starts: what it holds now, if anything.
    fn current_path(&self, target: PickTarget) -> PathBuf {
        let units = &self.settings.controlnet;
        let now = match target {
            PickTarget::ModelFile | PickTarget::ModelFolder => self.settings.model.clone(),
            PickTarget::OutputFolder => self.queue.out_dir.clone(),
            PickTarget::RefinerFile | PickTarget::RefinerFolder => {
                self.settings.refiner.path.clone()
            }
            PickTarget::InitImage => self
                .init_image
                .path
                .as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_default(),
            PickTarget::ControlModelFile(i) | PickTarget::ControlModelFolder(i) => {
                units.get(i).map(|u| u.model.clone()).unwrap_or_default()
            }
            PickTarget::ControlImage(i) => {
                units.get(i).map(|u| u.image.clone()).unwrap_or_default()
            }
            PickTarget::LoraFile | PickTarget::LoraFolder => self.settings.lora_dir.clone(),
            PickTarget::EmbeddingsFolder => self.settings.embeddings_dir.clone(),
            PickTarget::VaeFile | PickTarget::VaeFolder => self.settings.vae.clone(),
            PickTarget::Declared(key, _) => self
                .settings
                .attachments
                .get(key)
                .and_then(|v| v.last())
                .cloned()
                .unwrap_or_default(),
            PickTarget::Prompts | PickTarget::LibraryFolder => String::new(),
        };
        match now.is_empty() {
            true => PathBuf::from(&self.queue.out_dir),
            false => PathBuf::from(now),
        }
    }

    fn use_path(&mut self, target: PickTarget, path: &Path) {
        let text = path.display().to_string();
        let units = &mut self.settings.controlnet;
        match target {
            PickTarget::ModelFile | PickTarget::ModelFolder | PickTarget::Prompts => {
                self.open_path(path)
            }
            PickTarget::OutputFolder => {
                self.queue.out_dir = text;
                self.save_queue();
            }
            PickTarget::RefinerFile | PickTarget::RefinerFolder => {
                self.settings.refiner.path = text;
                self.settings.refiner.enabled = true;
            }
            PickTarget::InitImage => self.init_image.set_image(path),
            PickTarget::ControlModelFile(i) | PickTarget::ControlModelFolder(i) => {
                if let Some(u) = units.get_mut(i) {
                    u.model = text;
                }
            }
            PickTarget::ControlImage(i) => {
                if let Some(u) = units.get_mut(i) {
                    u.image = text;
                }
            }
            PickTarget::LibraryFolder => self.apply(Command::AddModelFolder(text)),
            PickTarget::LoraFile => {
                if !self.settings.loras.iter().any(|l| l.path == text) {
                    self.settings.loras.push(crate::stores::settings::LoraUi {
                        path: text,
                        ..Default::default()
                    });
                }
                // Its folder is where the prompt's <lora:...> tags look, unless chosen.
                if self.settings.lora_dir.is_empty() {
                    if let Some(dir) = path.parent() {
                        self.settings.lora_dir = dir.display().to_string();
                    }
                }
            }
            PickTarget::LoraFolder => self.settings.lora_dir = text,
            PickTarget::EmbeddingsFolder => self.settings.embeddings_dir = text,
            PickTarget::VaeFile | PickTarget::VaeFolder => self.settings.vae = text,
            PickTarget::Declared(key, _) => {
                let many = crate::command::declaration(key)
                    .is_some_and(|d| d.values == candela_engine::attach::declared::Values::Many);
                let values = self
                    .settings
                    .attachments
                    .entry(key.to_string())
                    .or_default();
                match many {
                    true if !values.contains(&text) => values.push(text),
                    true => {}
                    false => *values = vec![text],
                }
            }
        }
    }
}

/// `word` added at the end of `text`, after a comma unless the text is empty or ends in one.
fn insert_word(text: &mut String, word: &str) {
    let trimmed = text.trim_end();
    if trimmed.is_empty() {
        *text = word.to_string();
    } else if trimmed.ends_with(',') {
        *text = format!("{trimmed} {word}");
    } else {
        *text = format!("{trimmed}, {word}");
    }
}
