//! What a panel asks the app to do. Panels edit their own state and the settings they show
//! directly; anything that reaches further (the worker, the queue's runner, a file dialog,
//! another panel) is a `Command`, applied by `App` once per frame after every panel has
//! drawn (as egui's demo app and rerun's `CommandSender` do).
use candela_engine::attach::Declaration;
use std::path::PathBuf;

#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Queue the Generate panel's batch.
    Generate,
    /// Cancel the running job (at its next step) and the waiting batch.
    CancelJob,
    /// Choose a model (file or folder path) and ask the worker about it.
    SetModel(String),
    /// Open a path as if dropped on the window: a PNG restores its parameters, a .txt fills
    /// the queue, anything else is a model.
    Open(PathBuf),
    /// Ask the user for a file or folder; the answer goes to `target`.
    Pick(PickTarget),
    /// A path chosen in the app's own file browser, for `target`.
    UsePath(PickTarget, PathBuf),
    /// Drop the model's weights from the worker.
    Unload,
    /// Restart the worker (every byte it held returns).
    FreeVram,
    RunQueue,
    PauseQueue,
    /// Skip the running queue item.
    SkipQueueItem,
    CancelQueue,
    /// Prompts, one per line, for the queue.
    AddPrompts(String),
    RemoveQueueItem(usize),
    ClearFinished,
    /// The queue's options changed: save it.
    SaveQueue,
    StartDownload,
    CancelDownload,
    /// A1111 `parameters` text to restore into the Generate panel.
    RestoreParameters(String),
    /// Show a folder in the system's file manager.
    ShowFolder(PathBuf),
    /// Look through the model folders again.
    ScanLibrary,
    /// A folder for the library to scan.
    AddModelFolder(String),
    /// The theme setting changed.
    ApplyTheme,
    /// Delete a gallery image's file (the user confirmed).
    DeleteImage(PathBuf),
    /// Use a gallery image as the input of img2img, inpainting or a ControlNet unit.
    SendImage(PathBuf, SendTo),
    /// Write a word (an embedding's name) at the end of the prompt, or of the negative
    /// prompt when true.
    InsertIntoPrompt(String, bool),
}

/// Where a gallery image can be sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SendTo {
    Img2Img,
    Inpaint,
    ControlNet,
}

/// Where a picked path goes. Each target knows whether it wants a file (and which kinds)
/// or a folder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PickTarget {
    ModelFile,
    ModelFolder,
    /// A .txt of prompts for the queue.
    Prompts,
    OutputFolder,
    RefinerFile,
    RefinerFolder,
    InitImage,
    ControlModelFile(usize),
    ControlModelFolder(usize),
    ControlImage(usize),
    /// A folder for the model library.
    LibraryFolder,
    /// A LoRA file for the LoRA panel.
    LoraFile,
    /// Where `<lora:NAME:W>` tags find their files.
    LoraFolder,
    EmbeddingsFolder,
    /// A VAE used instead of the checkpoint's.
    VaeFile,
    VaeFolder,
    /// A file (false) or folder (true) for the engine's declared attachment of this key
    /// (`candela_engine::attach::DECLARED`).
    Declared(&'static str, bool),
}

impl PickTarget {
    /// (filter name, extensions) for a file; None for a folder.
    pub fn filter(self) -> Option<(&'static str, &'static [&'static str])> {
        const SAFETENSORS: &[&str] = &["safetensors"];
        const IMAGES: &[&str] = &["png", "jpg", "jpeg"];
        match self {
            PickTarget::ModelFile
            | PickTarget::RefinerFile
            | PickTarget::ControlModelFile(_)
            | PickTarget::LoraFile
            | PickTarget::VaeFile => Some(("safetensors", SAFETENSORS)),
            PickTarget::Prompts => Some(("text", &["txt"])),
            PickTarget::InitImage | PickTarget::ControlImage(_) => Some(("image", IMAGES)),
            PickTarget::ModelFolder
            | PickTarget::OutputFolder
            | PickTarget::RefinerFolder
            | PickTarget::ControlModelFolder(_)
            | PickTarget::LibraryFolder
            | PickTarget::LoraFolder
            | PickTarget::EmbeddingsFolder
            | PickTarget::VaeFolder
            | PickTarget::Declared(_, true) => None,
            PickTarget::Declared(key, false) => declaration(key).and_then(|d| d.picker.files),
        }
    }

    /// What the user is choosing, in words (the file browser's title).
    pub fn title(self) -> &'static str {
        match self {
            PickTarget::ModelFile => "Open a model file",
            PickTarget::ModelFolder => "Open a model folder",
            PickTarget::Prompts => "Load prompts from a .txt",
            PickTarget::OutputFolder => "Choose the output folder",
            PickTarget::RefinerFile => "Open a refiner file",
            PickTarget::RefinerFolder => "Open a refiner folder",
            PickTarget::InitImage => "Open the input image",
            PickTarget::ControlModelFile(_) => "Open a ControlNet file",
            PickTarget::ControlModelFolder(_) => "Open a ControlNet folder",
            PickTarget::ControlImage(_) => "Open a control image",
            PickTarget::LibraryFolder => "Add a models folder",
            PickTarget::LoraFile => "Add a LoRA",
            PickTarget::LoraFolder => "Choose the LoRA folder",
            PickTarget::EmbeddingsFolder => "Choose the embeddings folder",
            PickTarget::VaeFile => "Open a VAE file",
            PickTarget::VaeFolder => "Open a VAE folder",
            PickTarget::Declared(key, _) => {
                declaration(key).map_or("Open a file", |d| d.picker.title)
            }
        }
    }
}

/// The engine's declared attachment of this key.
pub fn declaration(key: &str) -> Option<&'static Declaration> {
    candela_engine::attach::declared::find(candela_engine::attach::DECLARED, key)
}
