//! The bookkeeping of Candela's own device pool ([`super::own_pool`]), without the device:
//! one address range cut into blocks, freed neighbours joined again, and which of its
//! pages some block touches and which are mapped. Every page a live block touches is
//! mapped; a page no block touches stays mapped (the pool is warm) until [`Blocks::trim`].
//! So what is mapped is at most what the blocks touched since the last trim, and what a
//! phase maps over what it keeps alive is the holes between live blocks, not the order in
//! which the driver's pool cut and kept its chunks (docs/architecture.md, "What the pool
//! holds").
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::ops::Range;

/// Every block starts and ends on this many bytes (cudaMalloc gives 256).
pub const ALIGN: u64 = 512;

/// An address range's blocks and pages (offsets from the range's start).
#[derive(Debug)]
pub struct Blocks {
    page: u64,
    /// Free blocks by offset (their lengths) and by (length, offset).
    free_at: BTreeMap<u64, u64>,
    free_by_len: BTreeSet<(u64, u64)>,
    /// Live blocks by offset (their lengths, rounded to [`ALIGN`]).
    live: HashMap<u64, u64>,
    /// Per page: how many live blocks touch it, and whether it is mapped.
    touching: Vec<u32>,
    mapped: Vec<bool>,
    live_bytes: u64,
    mapped_pages: u64,
    high: (u64, u64),
    /// The most pages that may be mapped at once (a budget's cap).
    cap_pages: u64,
}

/// An allocation that does not fit: the address range has no hole as long (`Range`), or
/// its pages would map past the cap (`Cap`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Full {
    Range,
    Cap,
}

impl Blocks {
    /// A range of `pages` pages of `page` bytes, all free and unmapped.
    pub fn new(page: u64, pages: u64) -> Blocks {
        assert!(page > 0 && page.is_multiple_of(ALIGN), "a page is a whole number of blocks");
        let size = page * pages;
        let mut b = Blocks {
            page,
            free_at: BTreeMap::new(),
            free_by_len: BTreeSet::new(),
            live: HashMap::new(),
            touching: vec![0; pages as usize],
            mapped: vec![false; pages as usize],
            live_bytes: 0,
            mapped_pages: 0,
            high: (0, 0),
            cap_pages: pages,
        };
        if size > 0 {
            b.insert_free(0, size);
        }
        b
    }

    pub fn page(&self) -> u64 {
        self.page
    }

    /// The bytes live blocks hold (rounded to [`ALIGN`]) and the bytes mapped, now.
    pub fn now(&self) -> (u64, u64) {
        (self.live_bytes, self.mapped_pages * self.page)
    }

    /// [`Blocks::now`]'s highs since the last [`Blocks::reset_high`].
    pub fn high(&self) -> (u64, u64) {
        self.high
    }

    /// Starts the highs afresh from what is live and mapped now.
    pub fn reset_high(&mut self) {
        self.high = self.now();
    }

    /// At most `bytes` mapped from now on (`None`: the whole range). Pages mapped beyond it
    /// already stay until they are trimmed.
    pub fn set_cap(&mut self, bytes: Option<u64>) {
        self.cap_pages = bytes.map_or(self.mapped.len() as u64, |b| b / self.page);
    }

    /// A block of `bytes` (at least one [`ALIGN`]): its offset, and the runs of pages the
    /// caller must map before using it (already marked mapped here; give them back with
    /// [`Blocks::unmapped_again`] if mapping fails). The smallest hole that holds it, the
    /// lowest of those of its length.
    pub fn alloc(&mut self, bytes: u64) -> Result<(u64, Vec<Range<u64>>), Full> {
        let len = bytes.max(1).div_ceil(ALIGN) * ALIGN;
        let &(hole, at) = self
            .free_by_len
            .range((len, 0)..)
            .next()
            .ok_or(Full::Range)?;
        let pages = self.pages_of(at, len);
        let new = pages.clone().filter(|&p| !self.mapped[p as usize]).count() as u64;
        if new > 0 && self.mapped_pages + new > self.cap_pages {
            return Err(Full::Cap);
        }
        self.remove_free(at, hole);
        if hole > len {
            self.insert_free(at + len, hole - len);
        }
        self.live.insert(at, len);
        self.live_bytes += len;
        let mut runs: Vec<Range<u64>> = Vec::new();
        for p in pages {
            self.touching[p as usize] += 1;
            if !self.mapped[p as usize] {
                self.mapped[p as usize] = true;
                match runs.last_mut() {
                    Some(r) if r.end == p => r.end = p + 1,
                    _ => runs.push(p..p + 1),
                }
            }
        }
        self.mapped_pages += new;
        self.high = (
            self.high.0.max(self.live_bytes),
            self.high.1.max(self.mapped_pages * self.page),
        );
        Ok((at, runs))
    }

    /// Pages [`Blocks::alloc`] handed out to map that could not be: unmapped again.
    pub fn unmapped_again(&mut self, runs: &[Range<u64>]) {
        for p in runs.iter().flat_map(|r| r.clone()) {
            if std::mem::replace(&mut self.mapped[p as usize], false) {
                self.mapped_pages -= 1;
            }
        }
    }

    /// Frees the block at `at`, joined with free neighbours; its length, or `None` if no
    /// live block starts there.
    pub fn free(&mut self, at: u64) -> Option<u64> {
        let len = self.live.remove(&at)?;
        self.live_bytes -= len;
        for p in self.pages_of(at, len) {
            self.touching[p as usize] -= 1;
        }
        let (mut start, mut end) = (at, at + len);
        if let Some((&before, &blen)) = self.free_at.range(..at).next_back() {
            if before + blen == at {
                self.remove_free(before, blen);
                start = before;
            }
        }
        if let Some(&alen) = self.free_at.get(&end) {
            self.remove_free(end, alen);
            end += alen;
        }
        self.insert_free(start, end - start);
        Some(len)
    }

    /// Unmaps (in this bookkeeping) every mapped page no live block touches: the runs of
    /// pages the caller unmaps on the device.
    pub fn trim(&mut self) -> Vec<Range<u64>> {
        let mut runs: Vec<Range<u64>> = Vec::new();
        for p in 0..self.mapped.len() as u64 {
            let i = p as usize;
            if self.mapped[i] && self.touching[i] == 0 {
                self.mapped[i] = false;
                self.mapped_pages -= 1;
                match runs.last_mut() {
                    Some(r) if r.end == p => r.end = p + 1,
                    _ => runs.push(p..p + 1),
                }
            }
        }
        runs
    }

    /// Whether page `p` is mapped.
    pub fn is_mapped(&self, p: u64) -> bool {
        self.mapped[p as usize]
    }

    fn pages_of(&self, at: u64, len: u64) -> Range<u64> {
        at / self.page..(at + len).div_ceil(self.page)
    }

    fn insert_free(&mut self, at: u64, len: u64) {
        self.free_at.insert(at, len);
        self.free_by_len.insert((len, at));
    }

    fn remove_free(&mut self, at: u64, len: u64) {
        self.free_at.remove(&at);
        self.free_by_len.remove(&(len, at));
    }
}

#[cfg(test)]
#[allow(clippy::single_range_in_vec_init)]
mod tests {
    use super::*;
    const MIB: u64 = 1 << 20;
    const PAGE: u64 = 2 * MIB;

    #[test]
    fn freed_neighbours_serve_a_request_as_large_as_they_are_together() {
        // The driver's pool (session 45's probe): 100 MiB freed, cut into two 48 MiB
        // blocks and freed, then 100 asked again mapped 224 MiB for 100 live.
        let mut b = Blocks::new(PAGE, 1024);
        let (a, _) = b.alloc(100 * MIB).unwrap();
        b.free(a).unwrap();
        let (x, _) = b.alloc(48 * MIB).unwrap();
        let (y, _) = b.alloc(48 * MIB).unwrap();
        b.free(x).unwrap();
        b.free(y).unwrap();
        let (again, runs) = b.alloc(100 * MIB).unwrap();
        assert_eq!(again, a, "the joined hole is used again");
        assert!(runs.is_empty(), "no page is mapped twice: {runs:?}");
        assert_eq!(b.now(), (100 * MIB, 100 * MIB));
        assert_eq!(b.high(), (100 * MIB, 100 * MIB));
    }

    #[test]
    fn pages_are_mapped_once_and_trimmed_when_nothing_touches_them() {
        let mut b = Blocks::new(PAGE, 64);
        let (a, runs) = b.alloc(3 * MIB).unwrap();
        assert_eq!((a, runs), (0, vec![0..2]));
        // The next small block shares the second page: nothing new to map.
        let (c, runs) = b.alloc(512 * 1024).unwrap();
        assert_eq!((c, runs), (3 * MIB, vec![]));
        let (d, runs) = b.alloc(4 * MIB).unwrap();
        assert_eq!(d, 3 * MIB + 512 * 1024);
        assert_eq!(runs, vec![2..4]);
        b.free(a).unwrap();
        // Page 0 is free but stays mapped until a trim; page 1 is still touched by `c`.
        assert_eq!(b.now().1, 8 * MIB);
        assert_eq!(b.trim(), vec![0..1]);
        assert!(!b.is_mapped(0) && b.is_mapped(1));
        b.free(c).unwrap();
        b.free(d).unwrap();
        assert_eq!(b.trim(), vec![1..4]);
        assert_eq!(b.now(), (0, 0));
        // Everything joined again into the one hole it started as.
        assert_eq!(b.alloc(128 * MIB).unwrap(), (0, vec![0..64]));
    }

    #[test]
    fn the_smallest_hole_that_fits_is_taken() {
        let mut b = Blocks::new(PAGE, 64);
        let blocks: Vec<u64> = [8, 1, 4, 1, 16]
            .iter()
            .map(|&m| b.alloc(m * MIB).unwrap().0)
            .collect();
        b.free(blocks[0]).unwrap(); // an 8 MiB hole at 0
        b.free(blocks[2]).unwrap(); // a 4 MiB hole at 9 MiB
        assert_eq!(b.alloc(3 * MIB).unwrap().0, 9 * MIB);
        assert_eq!(b.alloc(5 * MIB).unwrap().0, 0);
        assert_eq!(b.free(12345), None, "no block starts there");
    }

    #[test]
    fn a_cap_refuses_new_pages_but_not_mapped_ones() {
        let mut b = Blocks::new(PAGE, 64);
        b.set_cap(Some(8 * MIB));
        let (a, _) = b.alloc(6 * MIB).unwrap();
        assert_eq!(b.alloc(4 * MIB), Err(Full::Cap));
        // A refused block changes nothing.
        assert_eq!(b.now(), (6 * MIB, 6 * MIB));
        let (c, runs) = b.alloc(2 * MIB).unwrap();
        assert_eq!((c, runs), (6 * MIB, vec![3..4]));
        b.free(a).unwrap();
        // Freed pages are mapped still: a block there needs no new page.
        assert_eq!(b.alloc(6 * MIB).unwrap(), (0, vec![]));
        b.set_cap(None);
        assert!(b.alloc(100 * MIB).is_ok());
        assert_eq!(b.alloc(100 * MIB), Err(Full::Range));
    }

    #[test]
    fn pages_that_failed_to_map_are_unmapped_again() {
        let mut b = Blocks::new(PAGE, 16);
        let (a, runs) = b.alloc(5 * MIB).unwrap();
        b.unmapped_again(&runs);
        b.free(a).unwrap();
        assert_eq!(b.now(), (0, 0));
        assert!(b.trim().is_empty());
        assert_eq!(b.alloc(5 * MIB).unwrap().1, vec![0..3]);
    }

    /// Random requests and frees: the live bytes are the live blocks' sum, no two live
    /// blocks overlap, every page a live block touches is mapped, and after everything is
    /// freed and trimmed the range is one hole again.
    #[test]
    fn random_requests_keep_the_bookkeeping_whole() {
        let mut b = Blocks::new(PAGE, 256);
        let mut live: Vec<(u64, u64)> = Vec::new();
        let mut seed: u64 = 0x9e3779b97f4a7c15;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for round in 0..4000 {
            if live.is_empty() || next() % 3 != 0 {
                let bytes = match next() % 4 {
                    0 => next() % 4096 + 1,
                    1 => next() % MIB + 1,
                    _ => next() % (12 * MIB) + 1,
                };
                if let Ok((at, _)) = b.alloc(bytes) {
                    live.push((at, bytes.div_ceil(ALIGN) * ALIGN));
                }
            } else {
                let i = (next() % live.len() as u64) as usize;
                let (at, len) = live.swap_remove(i);
                assert_eq!(b.free(at), Some(len));
            }
            if round % 500 == 0 {
                b.trim();
            }
            let mut sorted = live.clone();
            sorted.sort();
            assert!(sorted.windows(2).all(|w| w[0].0 + w[0].1 <= w[1].0));
            assert_eq!(b.now().0, live.iter().map(|l| l.1).sum::<u64>());
            for &(at, len) in &live {
                assert!((at / PAGE..(at + len).div_ceil(PAGE)).all(|p| b.is_mapped(p)));
            }
        }
        for (at, _) in live {
            b.free(at).unwrap();
        }
        b.trim();
        assert_eq!(b.now(), (0, 0));
        assert_eq!(b.alloc(256 * PAGE).unwrap().0, 0);
    }
}
