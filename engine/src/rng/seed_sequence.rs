//! numpy's `np.random.SeedSequence(entropy, spawn_key=..., pool_size=...).generate_state(n)`,
//! word for word (numpy/random/bit_generator.pyx): the entropy and the spawn key as 32-bit
//! words (least significant first), hashed into a pool with `hashmix`/`mix`, and the state
//! words drawn from the pool. torchsde seeds every node of its Brownian tree with it.
const INIT_A: u32 = 0x43b0_d7e5;
const MULT_A: u32 = 0x931e_8875;
const INIT_B: u32 = 0x8b51_f9dd;
const MULT_B: u32 = 0x58f3_8ded;
const MIX_MULT_L: u32 = 0xca01_f9dd;
const MIX_MULT_R: u32 = 0x4973_f715;
const XSHIFT: u32 = 16;

pub struct SeedSequence {
    pool: Vec<u32>,
}

impl SeedSequence {
    /// `SeedSequence(entropy, spawn_key=spawn_key, pool_size=pool_size)` (pool_size >= 4,
    /// numpy's minimum; smaller is raised to it).
    pub fn new(entropy: u128, spawn_key: &[u128], pool_size: usize) -> Self {
        let pool_size = pool_size.max(4);
        let mut run = words(entropy);
        let spawn: Vec<u32> = spawn_key.iter().flat_map(|&k| words(k)).collect();
        // numpy >= 1.19 pads the run entropy to the pool size when there is a spawn key.
        if !spawn.is_empty() && run.len() < pool_size {
            run.resize(pool_size, 0);
        }
        run.extend(spawn);
        let mut pool = vec![0u32; pool_size];
        mix_entropy(&mut pool, &run);
        SeedSequence { pool }
    }

    /// `generate_state(n)` with dtype uint32.
    pub fn generate_state(&self, n: usize) -> Vec<u32> {
        let mut hash_const = INIT_B;
        (0..n)
            .map(|i| {
                let mut v = self.pool[i % self.pool.len()];
                v ^= hash_const;
                hash_const = hash_const.wrapping_mul(MULT_B);
                v = v.wrapping_mul(hash_const);
                v ^ (v >> XSHIFT)
            })
            .collect()
    }
}

/// numpy's `_int_to_uint32_array`: 0 is one zero word.
fn words(mut n: u128) -> Vec<u32> {
    let mut out = Vec::new();
    loop {
        out.push(n as u32);
        n >>= 32;
        if n == 0 {
            return out;
        }
    }
}

fn hashmix(value: u32, hash_const: &mut u32) -> u32 {
    let mut v = value ^ *hash_const;
    *hash_const = hash_const.wrapping_mul(MULT_A);
    v = v.wrapping_mul(*hash_const);
    v ^ (v >> XSHIFT)
}

fn mix(x: u32, y: u32) -> u32 {
    let r = MIX_MULT_L
        .wrapping_mul(x)
        .wrapping_sub(MIX_MULT_R.wrapping_mul(y));
    r ^ (r >> XSHIFT)
}

fn mix_entropy(pool: &mut [u32], entropy: &[u32]) {
    let mut hash_const = INIT_A;
    let n = pool.len();
    for (i, slot) in pool.iter_mut().enumerate() {
        let word = entropy.get(i).copied().unwrap_or(0);
        *slot = hashmix(word, &mut hash_const);
    }
    for src in 0..n {
        for dst in 0..n {
            if src != dst {
                let h = hashmix(pool[src], &mut hash_const);
                pool[dst] = mix(pool[dst], h);
            }
        }
    }
    for &word in entropy.iter().skip(n) {
        for slot in pool.iter_mut() {
            let h = hashmix(word, &mut hash_const);
            *slot = mix(*slot, h);
        }
    }
}
