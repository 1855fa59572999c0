//! What every candle custom op over Candela's kernels shares (CUDA builds only): the
//! `CustomOpN` impl of an op that runs on CUDA only ([`cuda_only_op!`]), the kernel name
//! suffix of a dtype, a contiguous view of an input, and launch shapes.
use candle_core::cuda_backend::cudarc::driver::{CudaView, LaunchConfig};
use candle_core::cuda_backend::CudaDType;
use candle_core::{CudaStorage, DType, Layout, Result, Shape};

/// An op's output shape for its first input laid out as `l`: the input's, unless it says.
pub(crate) trait OutShape {
    fn out_shape(&self, l: &Layout) -> Result<Shape> {
        Ok(l.shape().clone())
    }
}

/// `impl CustomOpN` for an op that runs on CUDA only: `cpu_fwd` refuses; `cuda_fwd` calls
/// the op's `run::<T>(&dev, x, xl, ...)` and gives the result [`OutShape`]'s shape. `T`
/// follows the first input's dtype (f16, bf16 or f32), or, after the inputs,
/// `|op| DTYPE => [F16: half::f16, ...]` picks it from `DTYPE` among the listed ones.
macro_rules! cuda_only_op {
    ($trait:ident for $op:ty, $name:literal, ($x:ident, $xl:ident $(, $s:ident, $l:ident)*)) => {
        $crate::kernels::op::cuda_only_op!(
            $trait for $op, $name, ($x, $xl $(, $s, $l)*),
            |_op| $x.dtype() => [F16: half::f16, BF16: half::bf16, F32: f32]
        );
    };
    ($trait:ident for $op:ty, $name:literal, ($x:ident, $xl:ident $(, $s:ident, $l:ident)*),
     |$o:ident| $dtype:expr => [$($d:ident: $t:ty),*]) => {
        impl candle_core::$trait for $op {
            fn name(&self) -> &'static str {
                $name
            }

            fn cpu_fwd(
                &self,
                _: &candle_core::CpuStorage,
                _: &candle_core::Layout,
                $($s: &candle_core::CpuStorage, $l: &candle_core::Layout,)*
            ) -> candle_core::Result<(candle_core::CpuStorage, candle_core::Shape)> {
                $(let _ = ($s, $l);)*
                candle_core::bail!("{} runs on CUDA only", $name)
            }

            fn cuda_fwd(
                &self,
                $x: &candle_core::CudaStorage,
                $xl: &candle_core::Layout,
                $($s: &candle_core::CudaStorage, $l: &candle_core::Layout,)*
            ) -> candle_core::Result<(candle_core::CudaStorage, candle_core::Shape)> {
                use candle_core::backend::BackendStorage;
                let dev = $x.device().clone();
                let $o = self;
                let shape = $crate::kernels::op::OutShape::out_shape($o, $xl)?;
                let storage = $crate::kernels::op::for_dtype!(
                    $dtype, $name, dev, T => $o.run::<T>(&dev, $x, $xl $(, $s, $l)*), [$($d: $t),*]
                );
                Ok((storage, shape))
            }
        }
    };
}

/// `$run` (an expression naming the type `$T`) for the type listed for `$dtype`, its
/// slice wrapped as storage on `$dev`; another dtype is an error naming the op.
macro_rules! for_dtype {
    ($dtype:expr, $name:expr, $dev:ident, $T:ident => $run:expr, [$($d:ident: $t:ty),*]) => {
        match $dtype {
            $(candle_core::DType::$d => {
                type $T = $t;
                candle_core::CudaStorage::wrap_cuda_slice($run?, $dev.clone())
            })*
            d => candle_core::bail!("{}: unsupported dtype {d:?}", $name),
        }
    };
}

pub(crate) use {cuda_only_op, for_dtype};

/// The suffix of a kernel's name for `dtype` (`gn_apply_f16`).
pub(crate) fn suffix(dtype: DType) -> Result<&'static str> {
    Ok(match dtype {
        DType::F32 => "f32",
        DType::F16 => "f16",
        DType::BF16 => "bf16",
        d => candle_core::bail!("no Candela CUDA kernel for dtype {d:?}"),
    })
}

/// The kernel `name_SUFFIX` of Candela's ops module for `dtype` (`geglu_f16`, ...): how
/// every op over one dtype finds its kernel.
pub(crate) fn typed(
    dev: &candle_core::CudaDevice,
    name: &str,
    dtype: DType,
) -> Result<super::Func> {
    super::function(
        dev,
        super::Module::Ops,
        &format!("{name}_{}", suffix(dtype)?),
    )
}

/// The address of a CUDA tensor's first element (it must be contiguous, f16, bf16 or f32).
pub(crate) fn device_ptr(t: &candle_core::Tensor) -> Result<u64> {
    use candle_core::backend::BackendStorage;
    use candle_core::cuda_backend::cudarc::driver::DevicePtr;
    let (storage, layout) = t.storage_and_layout();
    let candle_core::Storage::Cuda(s) = &*storage else {
        candle_core::bail!("expected a CUDA tensor")
    };
    if !layout.is_contiguous() {
        candle_core::bail!("expected a contiguous tensor")
    }
    let stream = s.device().cuda_stream();
    let es = t.dtype().size_in_bytes() as u64;
    let base = match s.dtype() {
        DType::F16 => s.as_cuda_slice::<half::f16>()?.device_ptr(&stream).0,
        DType::BF16 => s.as_cuda_slice::<half::bf16>()?.device_ptr(&stream).0,
        DType::F32 => s.as_cuda_slice::<f32>()?.device_ptr(&stream).0,
        d => candle_core::bail!("no device address for {d:?}"),
    };
    Ok(base + layout.start_offset() as u64 * es)
}

/// (rows, columns) of `l` read as rows of its last dimension.
pub(crate) fn rows_cols(l: &Layout) -> (usize, usize) {
    let cols = l.dims().last().copied().unwrap_or(1);
    (l.shape().elem_count() / cols.max(1), cols)
}

/// The contiguous elements of `s` under layout `l`.
pub(crate) fn view<'a, T: CudaDType>(s: &'a CudaStorage, l: &Layout) -> Result<CudaView<'a, T>> {
    match l.contiguous_offsets() {
        Some((a, b)) => Ok(s.as_cuda_slice::<T>()?.slice(a..b)),
        None => candle_core::bail!("Candela CUDA kernels need contiguous inputs"),
    }
}

/// The view of an optional input, or `fallback`'s where there is none: the pointer a kernel
/// takes for an input it reads only under a flag (a residual), never read without it.
pub(crate) fn view_or<'a, T: CudaDType>(
    input: Option<(&'a CudaStorage, &Layout)>,
    (fallback, fl): (&'a CudaStorage, &Layout),
) -> Result<CudaView<'a, T>> {
    match input {
        Some((s, l)) => view::<T>(s, l),
        None => view::<T>(fallback, fl),
    }
}

/// Threads across a row, grid rows over the tensor's rows: one grid row per tensor row up
/// to 1024, then each grid row strides over several (the kernels loop over rows). A grid
/// row per tensor row up to 65535 made blocks of one row's slice each: a Linear's bias over
/// SDXL's rows took 8.6 ms of a step that way on an H200 (docs/benchmarks.md, 2026-11-28).
pub(crate) fn grid_rows(rows: usize, cols: usize) -> LaunchConfig {
    let threads = cols.min(256) as u32;
    let x = cols.div_ceil(threads as usize).min(1024) as u32;
    LaunchConfig {
        grid_dim: (x, rows.min(1024) as u32, 1),
        block_dim: (threads, 1, 1),
        shared_mem_bytes: 0,
    }
}

/// Blocks of `threads` threads, each block taking `per_block` rows, over `rows` rows: at
/// most 65535 blocks (the kernels stride over the rest).
pub(crate) fn row_groups(rows: usize, per_block: usize, threads: u32) -> LaunchConfig {
    LaunchConfig {
        grid_dim: (rows.div_ceil(per_block).clamp(1, 65535) as u32, 1, 1),
        block_dim: (threads, 1, 1),
        shared_mem_bytes: 0,
    }
}

/// Whether rows of `cols` elements of `dtype`, the first starting at element `start` of
/// its allocation, can be read and written as 16-byte vectors: f16 or bf16, rows of a
/// multiple of 8 elements, the first 16-byte aligned (allocations are).
pub(crate) fn vector_rows(dtype: DType, cols: usize, start: usize) -> bool {
    matches!(dtype, DType::F16 | DType::BF16) && cols.is_multiple_of(8) && start.is_multiple_of(8)
}

/// `n` elements, `per_thread` to a thread, 256 threads a block, at most 4096 blocks
/// (the kernels stride over the rest).
pub(crate) fn grid_1d(n: usize, per_thread: usize) -> LaunchConfig {
    let threads = 256u32;
    let blocks = n.div_ceil(per_thread * threads as usize).clamp(1, 4096) as u32;
    LaunchConfig {
        grid_dim: (blocks, 1, 1),
        block_dim: (threads, 1, 1),
        shared_mem_bytes: 0,
    }
}
