//! How fp8 weights are held: e4m3fn as candle's `F8E4M3`; e5m2, which candle has no dtype
//! for, as its bits in a `U8` tensor ([`E5M2`]). A `U8` weight means e5m2 everywhere in the
//! nets (no other weight is ever `U8`).
use candle_core::DType;

/// How e5m2 weights are held: their bits, one byte each.
pub const E5M2: DType = DType::U8;
