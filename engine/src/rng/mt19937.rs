//! The 32-bit Mersenne Twister as torch's CPU generator runs it (`at::mt19937`, the
//! standard `std::mt19937` seeded with the low 32 bits of the seed).
const N: usize = 624;
const M: usize = 397;
const MATRIX_A: u32 = 0x9908_b0df;

pub struct Mt19937 {
    state: [u32; N],
    next: usize,
}

impl Mt19937 {
    /// torch's `manual_seed(seed)`: only `seed & 0xffffffff` reaches the state, so seeds
    /// 5 and 2^40 + 5 give the same numbers, as they do in torch.
    pub fn new(seed: u64) -> Self {
        let mut state = [0u32; N];
        state[0] = seed as u32;
        for j in 1..N {
            let prev = state[j - 1];
            state[j] = 1_812_433_253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(j as u32);
        }
        Mt19937 { state, next: N }
    }

    fn twist(&mut self) {
        for i in 0..N {
            let y = (self.state[i] & 0x8000_0000) | (self.state[(i + 1) % N] & 0x7fff_ffff);
            let mag = if y & 1 == 1 { MATRIX_A } else { 0 };
            self.state[i] = self.state[(i + M) % N] ^ (y >> 1) ^ mag;
        }
        self.next = 0;
    }

    /// The next tempered 32-bit output.
    pub fn next_u32(&mut self) -> u32 {
        if self.next >= N {
            self.twist();
        }
        let mut y = self.state[self.next];
        self.next += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The C++ standard's check: the 10000th output of a default-seeded mt19937.
    #[test]
    fn ten_thousandth_output_of_seed_5489_is_the_standard_value() {
        let mut mt = Mt19937::new(5489);
        let last = (0..10_000).map(|_| mt.next_u32()).last().unwrap();
        assert_eq!(last, 4_123_659_995);
    }
}
