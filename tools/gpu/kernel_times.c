// kernel_times.c: the GPU time of every kernel, copy and memset a process runs, by name,
// measured by CUPTI's activity API (what Nsight Systems' kernel summary reports), for
// programs that torch's profiler cannot see (issue 14: "profile first", candela-engine).
// Loaded by the CUDA driver as an injection library, so the program is not changed and no
// region is synchronized (CANDELA_PROFILE's regions are, which inflates small ops).
//
// build (here, no GPU needed; headers and libcupti from NVIDIA's PyPI wheels):
//   bash tools/gpu/build_kernel_times.sh   -> .gpu/libkernel_times.so
// use (GPU machine): CUDA_INJECTION64_PATH=$PWD/.gpu/libkernel_times.so \
//   KERNEL_TIMES_OUT=/tmp/k.jsonl LD_LIBRARY_PATH=<dir of libcupti.so.13>:$LD_LIBRARY_PATH PROGRAM...
// Writes one JSON line per name at exit: {"name", "calls", "ms"}, then one line of totals
// {"total_kernel_ms", "total_copy_ms", "span_ms"} (span: first start to last end).
// With KERNEL_TIMES_TRACE=<file> it also writes the timeline, one line per record:
// "K|C|M stream start_ns end_ns name" (kernel, copy, memset; a copy's name is its kind and
// bytes): what tools/gpu/timeline_gaps.py reads to find where a stream waits.
#include <cupti.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BUF_SIZE (8u << 20)
#define SLOTS 8192u

typedef struct {
    char *name;
    uint64_t ns;
    uint64_t calls;
} Entry;

static Entry table[SLOTS];
static uint64_t kernel_ns, copy_ns, first_start = UINT64_MAX, last_end;
static FILE *trace;

static void traced(char kind, uint32_t stream, uint64_t start, uint64_t end, const char *name,
                   unsigned long long bytes) {
    if (!trace) return;
    if (!name) name = "(unnamed)";
    fprintf(trace, "%c %u %llu %llu %.80s", kind, stream, (unsigned long long)start,
            (unsigned long long)end, name);
    if (bytes) fprintf(trace, ":%llu", bytes);
    fputc('\n', trace);
}

static uint64_t hash(const char *s) {
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

static void add(const char *name, uint64_t start, uint64_t end) {
    if (!name) name = "(unnamed)";
    uint64_t ns = end > start ? end - start : 0;
    if (start < first_start) first_start = start;
    if (end > last_end) last_end = end;
    for (uint64_t i = hash(name) % SLOTS, n = 0; n < SLOTS; i = (i + 1) % SLOTS, n++) {
        if (!table[i].name) {
            table[i].name = strdup(name);
            if (!table[i].name) return;
        } else if (strcmp(table[i].name, name) != 0) {
            continue;
        }
        table[i].ns += ns;
        table[i].calls++;
        return;
    }
}

static void CUPTIAPI requested(uint8_t **buffer, size_t *size, size_t *max_records) {
    *buffer = aligned_alloc(8, BUF_SIZE);
    *size = *buffer ? BUF_SIZE : 0;
    *max_records = 0;
}

static const char *copy_name(uint8_t kind) {
    switch (kind) {
    case CUPTI_ACTIVITY_MEMCPY_KIND_HTOD: return "[copy host to device]";
    case CUPTI_ACTIVITY_MEMCPY_KIND_DTOH: return "[copy device to host]";
    case CUPTI_ACTIVITY_MEMCPY_KIND_DTOD: return "[copy device to device]";
    default: return "[copy other]";
    }
}

static void CUPTIAPI completed(CUcontext ctx, uint32_t stream, uint8_t *buffer, size_t size,
                               size_t valid) {
    (void)ctx;
    (void)stream;
    (void)size;
    CUpti_Activity *record = NULL;
    while (cuptiActivityGetNextRecord(buffer, valid, &record) == CUPTI_SUCCESS) {
        switch (record->kind) {
        case CUPTI_ACTIVITY_KIND_KERNEL:
        case CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL: {
            CUpti_ActivityKernel10 *k = (CUpti_ActivityKernel10 *)record;
            add(k->name, k->start, k->end);
            traced('K', k->streamId, k->start, k->end, k->name, 0);
            kernel_ns += k->end - k->start;
            break;
        }
        case CUPTI_ACTIVITY_KIND_MEMCPY: {
            CUpti_ActivityMemcpy6 *m = (CUpti_ActivityMemcpy6 *)record;
            add(copy_name(m->copyKind), m->start, m->end);
            traced('C', m->streamId, m->start, m->end, copy_name(m->copyKind), m->bytes);
            copy_ns += m->end - m->start;
            break;
        }
        case CUPTI_ACTIVITY_KIND_MEMSET: {
            CUpti_ActivityMemset4 *m = (CUpti_ActivityMemset4 *)record;
            add("[memset]", m->start, m->end);
            traced('M', m->streamId, m->start, m->end, "[memset]", m->bytes);
            kernel_ns += m->end - m->start;
            break;
        }
        default:
            break;
        }
    }
    free(buffer);
}

static void json_string(FILE *f, const char *s) {
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') fputc('\\', f);
        if ((unsigned char)*s < 0x20) continue;
        fputc(*s, f);
    }
    fputc('"', f);
}

static void report(void) {
    cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
    const char *path = getenv("KERNEL_TIMES_OUT");
    FILE *f = path ? fopen(path, "w") : stderr;
    if (!f) f = stderr;
    for (unsigned i = 0; i < SLOTS; i++) {
        if (!table[i].name) continue;
        fputs("{\"name\": ", f);
        json_string(f, table[i].name);
        fprintf(f, ", \"calls\": %llu, \"ms\": %.4f}\n", (unsigned long long)table[i].calls,
                table[i].ns / 1e6);
    }
    fprintf(f, "{\"total_kernel_ms\": %.3f, \"total_copy_ms\": %.3f, \"span_ms\": %.3f}\n",
            kernel_ns / 1e6, copy_ns / 1e6,
            last_end > first_start ? (last_end - first_start) / 1e6 : 0.0);
    if (f != stderr) fclose(f);
    if (trace) fclose(trace);
}

// Called by the CUDA driver when CUDA_INJECTION64_PATH names this library.
int InitializeInjection(void) {
    const char *t = getenv("KERNEL_TIMES_TRACE");
    if (t) trace = fopen(t, "w");
    if (cuptiActivityRegisterCallbacks(requested, completed) != CUPTI_SUCCESS) return 0;
    cuptiActivityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL);
    cuptiActivityEnable(CUPTI_ACTIVITY_KIND_MEMCPY);
    cuptiActivityEnable(CUPTI_ACTIVITY_KIND_MEMSET);
    atexit(report);
    return 1;
}
