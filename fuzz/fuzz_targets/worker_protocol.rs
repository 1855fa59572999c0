//! Any bytes as the worker's request lines: each line through the protocol's parser (with
//! its range checks) and, for a job, the job builder's checks and the request's own
//! validation, as `candela-engine serve` runs them before loading a model.
#![no_main]
use candela_engine::job::{self, PROTOCOL};
use candela_engine::protocol::Request;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for bytes in data.split(|b| *b == b'\n') {
        let Ok(line) = std::str::from_utf8(bytes) else {
            continue;
        };
        let _ = Request::id_in(line);
        if let Ok(Request::Generate { job, .. } | Request::Plan { job, .. }) = Request::parse(line)
        {
            if let Ok(req) = job::request_of(&job, PROTOCOL) {
                let _ = req.validate();
            }
        }
    }
});
