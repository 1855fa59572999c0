//! Networks.
