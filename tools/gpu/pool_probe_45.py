#!/usr/bin/env python3
"""Session 45: how the driver's stream-ordered pool (the one Candela's tensors come from,
`vram/pool.rs`: release threshold at its maximum, reuse in stream order only) maps memory
for a few allocation sequences, through libcuda directly (ctypes, no framework between).
Prints, per case, what the pool has mapped (RESERVED_MEM_CURRENT) and what is live
(USED_MEM_CURRENT) after each step, in MiB. The question: whether freed space that is not
contiguous can serve a larger allocation (if not, what stays mapped over what is live
depends on the order blocks were freed and asked for: issue 13's spread)."""
import ctypes as C

cu = C.CDLL("libcuda.so.1")
MiB = 1 << 20


def ok(r, what):
    if r != 0:
        raise SystemExit(f"{what}: CUresult {r}")


ok(cu.cuInit(0), "cuInit")
dev = C.c_int()
ok(cu.cuDeviceGet(C.byref(dev), 0), "cuDeviceGet")
ctx = C.c_void_p()
ok(cu.cuDevicePrimaryCtxRetain(C.byref(ctx), dev), "retain")
ok(cu.cuCtxSetCurrent(ctx), "set current")
stream = C.c_void_p()
ok(cu.cuStreamCreate(C.byref(stream), 0), "stream")
pool = C.c_void_p()
ok(cu.cuDeviceGetDefaultMemPool(C.byref(pool), dev), "default pool")
# CUmemPool_attribute: 1 REUSE_FOLLOW_EVENT_DEPENDENCIES, 2 REUSE_ALLOW_OPPORTUNISTIC,
# 3 REUSE_ALLOW_INTERNAL_DEPENDENCIES, 4 RELEASE_THRESHOLD, 5 RESERVED_MEM_CURRENT,
# 6 RESERVED_MEM_HIGH, 7 USED_MEM_CURRENT, 8 USED_MEM_HIGH
thr = C.c_uint64(2**64 - 1)
ok(cu.cuMemPoolSetAttribute(pool, 4, C.byref(thr)), "threshold")
for a in (2, 3):
    off = C.c_int(0)
    ok(cu.cuMemPoolSetAttribute(pool, a, C.byref(off)), "reuse")


def attr(a):
    v = C.c_uint64()
    ok(cu.cuMemPoolGetAttribute(pool, a, C.byref(v)), "get")
    return v.value // MiB


def alloc(mib):
    p = C.c_uint64()
    ok(cu.cuMemAllocAsync(C.byref(p), C.c_size_t(int(mib * MiB)), stream), f"alloc {mib}")
    return p.value


def free(p):
    ok(cu.cuMemFreeAsync(C.c_uint64(p), stream), "free")


def trim():
    ok(cu.cuStreamSynchronize(stream), "sync")
    ok(cu.cuMemPoolTrimTo(pool, C.c_size_t(0)), "trim")


def state(label):
    ok(cu.cuStreamSynchronize(stream), "sync")
    print(f"  {label:<44} mapped {attr(5):>5}  live {attr(7):>5}")


print("single allocations in an empty pool (mapped for each size, MiB):")
for mib in (0.5, 1, 2, 3, 8, 20, 31, 32, 33, 48, 64, 65, 100, 129, 300):
    trim()
    p = alloc(mib)
    ok(cu.cuStreamSynchronize(stream), "sync")
    print(f"  {mib:>6} -> mapped {attr(5)}")
    free(p)


def three_then_64(case, freed, label):
    """Three 32 MiB blocks, those at `freed` given back, then one of 64 MiB."""
    print(f"case {case}: 3 x 32 MiB, the {label} freed{' (adjacent)' if case == 'B' else ''}, then 64 MiB:")
    trim()
    blocks = [alloc(32) for _ in range(3)]
    if case == "A":
        state("3 x 32 live")
    for i in freed:
        free(blocks[i])
    state(f"{label} freed")
    d = alloc(64)
    state("64 asked for")
    for p in [b for i, b in enumerate(blocks) if i not in freed] + [d]:
        free(p)


three_then_64("A", (0, 2), "first and last")
three_then_64("B", (0, 1), "first two")

print("case C: ten 20 MiB blocks, every other freed, then 50 MiB:")
trim()
ps = [alloc(20) for _ in range(10)]
state("10 x 20 live")
for p in ps[::2]:
    free(p)
state("every other freed (100 free in 20s)")
d = alloc(50)
state("50 asked for")
for p in ps[1::2] + [d]:
    free(p)

print("case D: 100 MiB freed, then 2 x 48 MiB, then 100 MiB again:")
trim()
a = alloc(100)
free(a)
state("100 freed")
b, c = alloc(48), alloc(48)
state("2 x 48 asked for")
free(b); free(c)
d = alloc(100)
state("100 asked for again")
free(d)

print("case E: a decode-like order, the same sizes in two orders:")
for order in ("big first", "small first"):
    trim()
    if order == "big first":
        a = alloc(64); b = alloc(16); free(a); c = alloc(40); e = alloc(40)
    else:
        b = alloc(16); a = alloc(64); free(a); c = alloc(40); e = alloc(40)
    state(order)
    for p in (b, c, e):
        free(p)
trim()
