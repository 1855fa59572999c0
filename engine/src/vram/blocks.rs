//! The bookkeeping of Candela's own device pool ([`super::own_pool`]), without the device:
//! one address range cut into blocks, freed neighbours joined again, and the device pages
//! behind it.
//!
//! Every page of the range a live block touches has a device page mapped. A page no block
//! touches keeps its device page (the pool is warm), until a block needs a page where none
//! is mapped: then the warm page's device memory is mapped there as well, and the page it
//! came from is set aside (taken out of the free range, its old mapping left in place: a
//! kernel queued before may still use it) until [`Blocks::trim`], which runs with the
//! device idle. So the device pages in use are at most what live blocks touched at once,
//! and no request waits for the device. Blocks under [`SMALL`] are cut from a range of
//! their own, so that they do not keep the pages of large holes touched.
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::ops::Range;

/// Every block starts and ends on this many bytes (cudaMalloc gives 256).
pub const ALIGN: u64 = 512;

/// Blocks under this many bytes come from the small range (the first eighth), or from a
/// piece of the large range shorter than a page where one is the smaller hole.
pub const SMALL: u64 = 1 << 20;

/// A warm page is lent only where new device pages would hold more than this over the
/// most pages live blocks touched at once in the phase (or go past the cap): the larger
/// of this many bytes and a thirty-second of that most. Lending sets address range aside,
/// so the next requests land elsewhere and need pages again; lending on every need cost
/// SD 1.5 2 ms a step (session 47).
pub const SLACK_BYTES: u64 = 32 << 20;

/// What a page of the range has behind it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Page {
    Unmapped,
    /// A device page of its own.
    Owned,
    /// Mapped still to a device page now owned by another page: out of the free range
    /// until the next trim.
    SetAside,
}

/// How a page [`Blocks::alloc`] gives gets its device page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Map {
    /// A new device page mapped at this page.
    New(u64),
    /// The device page of page `from` (warm, untouched) mapped at page `to` as well.
    Lend { to: u64, from: u64 },
}

/// An address range's blocks and pages (offsets from the range's start).
#[derive(Debug)]
pub struct Blocks {
    page: u64,
    /// Where the large range starts (a page boundary).
    split: u64,
    /// Free blocks by offset (their lengths) and by (range, length, offset).
    free_at: BTreeMap<u64, u64>,
    free_by_len: BTreeSet<(bool, u64, u64)>,
    /// Live blocks by offset (their lengths, rounded to [`ALIGN`]).
    live: HashMap<u64, u64>,
    /// Per page: how many live blocks touch it, and what it has behind it.
    touching: Vec<u32>,
    pages: Vec<Page>,
    /// Owned pages no live block touches.
    warm: BTreeSet<u64>,
    live_bytes: u64,
    owned: u64,
    high: (u64, u64),
    /// Pages live blocks touch now, and the most since [`Blocks::reset_high`].
    touched: u64,
    touched_high: u64,
    /// The most device pages at once (a budget's cap).
    cap_pages: u64,
    /// [`SLACK_BYTES`] in pages.
    slack_pages: u64,
}

/// An allocation that does not fit: the address range has no hole as long (`Range`), or
/// its pages would take device pages past the cap (`Cap`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Full {
    Range,
    Cap,
}

impl Blocks {
    /// A range of `pages` pages of `page` bytes, all free and unmapped.
    pub fn new(page: u64, pages: u64) -> Blocks {
        assert!(
            page > 0 && page.is_multiple_of(ALIGN),
            "a page is a whole number of blocks"
        );
        let split = pages / 8 * page;
        let mut b = Blocks {
            page,
            split,
            free_at: BTreeMap::new(),
            free_by_len: BTreeSet::new(),
            live: HashMap::new(),
            touching: vec![0; pages as usize],
            pages: vec![Page::Unmapped; pages as usize],
            warm: BTreeSet::new(),
            live_bytes: 0,
            owned: 0,
            high: (0, 0),
            touched: 0,
            touched_high: 0,
            cap_pages: pages,
            slack_pages: SLACK_BYTES / page,
        };
        if split > 0 {
            b.insert_free(0, split);
        }
        if page * pages > split {
            b.insert_free(split, page * pages - split);
        }
        b
    }

    pub fn page(&self) -> u64 {
        self.page
    }

    /// The bytes live blocks hold (rounded to [`ALIGN`]) and the device pages' bytes, now.
    pub fn now(&self) -> (u64, u64) {
        (self.live_bytes, self.owned * self.page)
    }

    /// [`Blocks::now`]'s highs since the last [`Blocks::reset_high`].
    pub fn high(&self) -> (u64, u64) {
        self.high
    }

    /// Starts the highs afresh from what is live and mapped now.
    pub fn reset_high(&mut self) {
        self.high = self.now();
        self.touched_high = self.touched;
    }

    /// Lends warm pages only past `bytes` (or a thirty-second, if more) over the most
    /// pages live blocks touched in the phase ([`SLACK_BYTES`] unless set here).
    #[cfg(test)]
    pub fn set_slack(&mut self, bytes: u64) {
        self.slack_pages = bytes / self.page;
    }

    /// At most `bytes` of device pages from now on (`None`: as many as the range has).
    /// Pages held beyond it already stay until they are trimmed.
    pub fn set_cap(&mut self, bytes: Option<u64>) {
        self.cap_pages = bytes.map_or(self.pages.len() as u64, |b| b / self.page);
    }

    /// A block of `bytes` (at least one [`ALIGN`]): its offset, and how each page it
    /// touches that has no device page gets one, for the caller to map (undo with
    /// [`Blocks::unmap_failed`] where mapping fails). The smallest hole that holds it in
    /// its range (small blocks fall back to the large range), the lowest of those.
    pub fn alloc(&mut self, bytes: u64) -> Result<(u64, Vec<Map>), Full> {
        let len = bytes.max(1).div_ceil(ALIGN) * ALIGN;
        let small = len < SMALL;
        let hole = |b: &Blocks, in_small: bool| {
            b.free_by_len
                .range((in_small, len, 0)..(in_small, u64::MAX, u64::MAX))
                .next()
                .copied()
        };
        let fragment = |b: &Blocks| {
            b.free_by_len
                .range((false, len, 0)..(false, b.page, 0))
                .next()
                .copied()
        };
        let (_, hole_len, at) = match small {
            true => match (hole(self, true), fragment(self)) {
                (Some(s), Some(f)) => Some(if f.1 <= s.1 { f } else { s }),
                (s, f) => s.or(f).or_else(|| hole(self, false)),
            },
            false => hole(self, false),
        }
        .ok_or(Full::Range)?;
        let pages = self.pages_of(at, len);
        let unmapped: Vec<u64> = pages
            .clone()
            .filter(|&p| self.pages[p as usize] == Page::Unmapped)
            .collect();
        // The warm pages outside the block (its own stop being warm below).
        let lendable = (self.warm.len() - self.warm.range(pages.clone()).count()) as u64;
        let need = unmapped.len() as u64;
        let untouched = pages
            .clone()
            .filter(|&p| self.touching[p as usize] == 0)
            .count();
        let touched_high = self.touched_high.max(self.touched + untouched as u64);
        let slack = self.slack_pages.max(touched_high / 32);
        let cap_room = self.cap_pages.saturating_sub(self.owned);
        let over_high = need.saturating_sub((touched_high + slack).saturating_sub(self.owned));
        let lend = over_high.max(need.saturating_sub(cap_room)).min(lendable);
        if need - lend > cap_room {
            return Err(Full::Cap);
        }
        self.remove_free(at, hole_len);
        if hole_len > len {
            self.insert_free(at + len, hole_len - len);
        }
        self.live.insert(at, len);
        self.live_bytes += len;
        for p in pages.clone() {
            self.touching[p as usize] += 1;
            self.warm.remove(&p);
        }
        self.touched += untouched as u64;
        self.touched_high = touched_high;
        let mut maps = Vec::with_capacity(unmapped.len());
        for (i, p) in unmapped.into_iter().enumerate() {
            let from = match (i as u64) < lend {
                true => self.warm.pop_last(),
                false => None,
            };
            match from {
                Some(from) => {
                    self.pages[from as usize] = Page::SetAside;
                    self.carve(from * self.page, self.page);
                    maps.push(Map::Lend { to: p, from });
                }
                None => {
                    self.owned += 1;
                    maps.push(Map::New(p));
                }
            }
            self.pages[p as usize] = Page::Owned;
        }
        self.high = (
            self.high.0.max(self.live_bytes),
            self.high.1.max(self.owned * self.page),
        );
        Ok((at, maps))
    }

    /// `maps` from [`Blocks::alloc`] that could not be mapped on the device: their pages
    /// are unmapped again (a lent device page goes back to the page it came from, which
    /// keeps its mapping). The block itself stays live: free it as usual.
    pub fn unmap_failed(&mut self, maps: &[Map]) {
        for m in maps {
            match *m {
                Map::New(p) => {
                    self.pages[p as usize] = Page::Unmapped;
                    self.owned -= 1;
                }
                Map::Lend { to, from } => {
                    self.pages[to as usize] = Page::Unmapped;
                    self.pages[from as usize] = Page::Owned;
                    self.release(from * self.page, self.page);
                    if self.touching[from as usize] == 0 {
                        self.warm.insert(from);
                    }
                }
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
            if self.touching[p as usize] == 0 {
                self.touched -= 1;
                if self.pages[p as usize] == Page::Owned {
                    self.warm.insert(p);
                }
            }
        }
        self.release(at, len);
        Some(len)
    }

    /// With the device idle: every set-aside page (unmap it, its device page belongs to
    /// another) and every warm page (unmap it and release its device page), both back in
    /// the free range.
    pub fn trim(&mut self) -> Trimmed {
        let mut t = Trimmed::default();
        for p in 0..self.pages.len() as u64 {
            let i = p as usize;
            match self.pages[i] {
                Page::SetAside => {
                    t.set_aside.push(p);
                    self.pages[i] = Page::Unmapped;
                    self.release(p * self.page, self.page);
                }
                Page::Owned if self.touching[i] == 0 => {
                    t.released.push(p);
                    self.pages[i] = Page::Unmapped;
                    self.owned -= 1;
                }
                _ => {}
            }
        }
        self.warm.clear();
        t
    }

    /// Whether page `p` has a device page mapped (its own or one it lent).
    #[cfg(test)]
    pub fn is_mapped(&self, p: u64) -> bool {
        self.pages[p as usize] != Page::Unmapped
    }

    fn pages_of(&self, at: u64, len: u64) -> Range<u64> {
        at / self.page..(at + len).div_ceil(self.page)
    }

    fn small(&self, at: u64) -> bool {
        at < self.split
    }

    /// `[at, at + len)` back in the free range, joined with free neighbours in its range.
    fn release(&mut self, at: u64, len: u64) {
        let (mut start, mut end) = (at, at + len);
        if let Some((&before, &blen)) = self.free_at.range(..at).next_back() {
            if before + blen == at && self.small(before) == self.small(at) {
                self.remove_free(before, blen);
                start = before;
            }
        }
        if let Some(&alen) = self.free_at.get(&end) {
            if self.small(end) == self.small(at) {
                self.remove_free(end, alen);
                end += alen;
            }
        }
        self.insert_free(start, end - start);
    }

    /// `[at, at + len)`, inside one free block, taken out of the free range.
    fn carve(&mut self, at: u64, len: u64) {
        let (&start, &flen) = self
            .free_at
            .range(..=at)
            .next_back()
            .expect("an untouched page lies in a free block");
        debug_assert!(start + flen >= at + len);
        self.remove_free(start, flen);
        if at > start {
            self.insert_free(start, at - start);
        }
        if start + flen > at + len {
            self.insert_free(at + len, start + flen - at - len);
        }
    }

    fn insert_free(&mut self, at: u64, len: u64) {
        self.free_at.insert(at, len);
        self.free_by_len.insert((self.small(at), len, at));
    }

    fn remove_free(&mut self, at: u64, len: u64) {
        self.free_at.remove(&at);
        self.free_by_len.remove(&(self.small(at), len, at));
    }
}

/// What [`Blocks::trim`] gives back: pages to unmap whose device page another owns, and
/// pages to unmap whose device page is released.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Trimmed {
    pub set_aside: Vec<u64>,
    pub released: Vec<u64>,
}

#[cfg(test)]
#[allow(clippy::single_range_in_vec_init)]
mod tests {
    use super::*;
    const MIB: u64 = 1 << 20;
    const PAGE: u64 = 2 * MIB;

    /// The pages `maps` gives new device pages.
    fn new_pages(maps: &[Map]) -> Vec<u64> {
        maps.iter()
            .filter_map(|m| match m {
                Map::New(p) => Some(*p),
                Map::Lend { .. } => None,
            })
            .collect()
    }

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
        let (again, maps) = b.alloc(100 * MIB).unwrap();
        assert_eq!(again, a, "the joined hole is used again");
        assert!(maps.is_empty(), "no page is mapped twice: {maps:?}");
        assert_eq!(b.now(), (100 * MIB, 100 * MIB));
        assert_eq!(b.high(), (100 * MIB, 100 * MIB));
    }

    #[test]
    fn small_blocks_come_from_their_own_range() {
        let mut b = Blocks::new(PAGE, 64);
        let (large, maps) = b.alloc(3 * MIB).unwrap();
        assert_eq!(
            large,
            8 * PAGE,
            "the large range starts after the first eighth"
        );
        assert_eq!(maps, vec![Map::New(8), Map::New(9)]);
        let (small, maps) = b.alloc(4096).unwrap();
        assert_eq!((small, maps), (0, vec![Map::New(0)]));
        // A second small block shares the small range's page.
        assert_eq!(b.alloc(100_000).unwrap(), (4096, vec![]));
        assert_eq!(b.now(), (3 * MIB + 4096 + 100_352, 6 * MIB));
    }

    #[test]
    fn a_warm_page_is_lent_where_a_block_needs_one_and_set_aside_until_the_trim() {
        let mut b = Blocks::new(PAGE, 64);
        b.set_slack(0);
        let (a, _) = b.alloc(4 * MIB).unwrap(); // pages 8, 9
        let (c, _) = b.alloc(2 * MIB).unwrap(); // page 10
        b.free(a).unwrap();
        // 6 MiB fit no hole: it goes after `c`, its three pages from the two warm ones and
        // one new.
        let (d, maps) = b.alloc(6 * MIB).unwrap();
        assert_eq!(d, 11 * PAGE);
        assert_eq!(
            maps,
            vec![
                Map::Lend { to: 11, from: 9 },
                Map::Lend { to: 12, from: 8 },
                Map::New(13)
            ]
        );
        assert_eq!(
            b.now(),
            (8 * MIB, 8 * MIB),
            "four device pages for four live"
        );
        // The set-aside pages are out of the free range: a 4 MiB block goes after `d`.
        let (e, maps) = b.alloc(4 * MIB).unwrap();
        assert_eq!((e, new_pages(&maps)), (14 * PAGE, vec![14, 15]));
        b.free(c).unwrap();
        b.free(d).unwrap();
        b.free(e).unwrap();
        let t = b.trim();
        assert_eq!(t.set_aside, vec![8, 9]);
        assert_eq!(t.released, vec![10, 11, 12, 13, 14, 15]);
        assert_eq!(b.now(), (0, 0));
        // Everything joined again: the large range is one hole.
        let (all, maps) = b.alloc(56 * PAGE).unwrap();
        assert_eq!((all, maps.len()), (8 * PAGE, 56));
    }

    #[test]
    fn pages_are_lent_only_past_the_slack_over_the_high() {
        let mut b = Blocks::new(PAGE, 256);
        b.set_slack(4 * PAGE);
        let (a, _) = b.alloc(4 * PAGE).unwrap();
        let (_c, _) = b.alloc(PAGE).unwrap();
        b.free(a).unwrap();
        // Five pages held, four of them warm; a six-page block fits no hole. Up to the
        // most pages touched (7 with it) and the slack (4) it takes new pages: six new.
        let (d, maps) = b.alloc(6 * PAGE).unwrap();
        assert_eq!(new_pages(&maps).len(), 6, "{maps:?}");
        // Five more pages (no hole holds them): twelve touched, so all five new.
        let (_, maps) = b.alloc(5 * PAGE).unwrap();
        assert_eq!(new_pages(&maps).len(), 5, "{maps:?}");
        b.free(d).unwrap();
        // Sixteen held, six touched, ten warm in two holes; an eight-page block fits
        // neither. With it fourteen touched at most: fourteen and four may be held, so two
        // pages are new and six lent.
        let (_, maps) = b.alloc(8 * PAGE).unwrap();
        assert_eq!(new_pages(&maps).len(), 2, "{maps:?}");
        assert_eq!(maps.len(), 8);
        assert_eq!(b.now().1, 18 * PAGE);
    }

    #[test]
    fn a_small_block_takes_a_piece_of_the_large_range_shorter_than_a_page() {
        let mut b = Blocks::new(PAGE, 64);
        let (a, _) = b.alloc(3 * MIB).unwrap();
        let (hole, _) = b.alloc(MIB).unwrap();
        let (_c, _) = b.alloc(2 * MIB).unwrap();
        b.free(hole).unwrap();
        // The 1 MiB piece between `a` and `c` (on pages both touch) is a smaller hole than
        // the small range's.
        assert_eq!(b.alloc(300_000).unwrap(), (a + 3 * MIB, vec![]));
        // A block larger than the piece goes to the small range.
        assert_eq!(b.alloc(800_000).unwrap().0, 0);
    }

    #[test]
    fn the_smallest_hole_that_fits_is_taken() {
        let mut b = Blocks::new(PAGE, 64);
        let blocks: Vec<u64> = [8, 1, 4, 1, 16]
            .iter()
            .map(|&m| b.alloc(m * MIB).unwrap().0)
            .collect();
        b.free(blocks[0]).unwrap(); // an 8 MiB hole at the large range's start
        b.free(blocks[2]).unwrap(); // a 4 MiB hole at 9 MiB past it
        assert_eq!(b.alloc(3 * MIB).unwrap().0, 8 * PAGE + 9 * MIB);
        assert_eq!(b.alloc(5 * MIB).unwrap().0, 8 * PAGE);
        assert_eq!(b.free(12345), None, "no block starts there");
    }

    #[test]
    fn a_cap_refuses_new_device_pages_but_not_lent_ones() {
        let mut b = Blocks::new(PAGE, 64);
        b.set_cap(Some(8 * MIB));
        let (a, _) = b.alloc(6 * MIB).unwrap();
        assert_eq!(b.alloc(4 * MIB), Err(Full::Cap));
        // A refused block changes nothing.
        assert_eq!(b.now(), (6 * MIB, 6 * MIB));
        let (c, maps) = b.alloc(2 * MIB).unwrap();
        assert_eq!((c, maps), (a + 6 * MIB, vec![Map::New(11)]));
        b.free(a).unwrap();
        // Three warm pages: a block of three more pages takes them.
        let (_, maps) = b.alloc(6 * MIB).unwrap();
        assert!(new_pages(&maps).is_empty(), "{maps:?}");
        assert_eq!(b.alloc(2 * MIB), Err(Full::Cap));
        b.set_cap(None);
        assert!(b.alloc(80 * MIB).is_ok());
        assert_eq!(b.alloc(100 * MIB), Err(Full::Range));
    }

    #[test]
    fn pages_that_failed_to_map_are_unmapped_again() {
        let mut b = Blocks::new(PAGE, 64);
        b.set_slack(0);
        let (a, _) = b.alloc(2 * MIB).unwrap();
        let (c, _) = b.alloc(2 * MIB).unwrap();
        b.free(a).unwrap();
        let (d, maps) = b.alloc(4 * MIB).unwrap();
        assert_eq!(maps, vec![Map::Lend { to: 10, from: 8 }, Map::New(11)]);
        b.unmap_failed(&maps);
        b.free(d).unwrap();
        // The lent page is warm at home again; nothing else is mapped but `c`'s.
        assert_eq!(b.now(), (2 * MIB, 4 * MIB));
        b.free(c).unwrap();
        let t = b.trim();
        assert_eq!((t.set_aside, t.released), (vec![], vec![8, 9]));
        assert_eq!(b.alloc(5 * MIB).unwrap().1.len(), 3);
    }

    /// Random requests and frees: the live bytes are the live blocks' sum, no two live
    /// blocks overlap, every page a live block touches is mapped, the device pages never
    /// exceed the most pages live blocks touched at once, and after everything is freed
    /// and trimmed the range is whole again.
    #[test]
    fn random_requests_keep_the_bookkeeping_whole() {
        let mut b = Blocks::new(PAGE, 512);
        b.set_slack(0);
        let mut live: Vec<(u64, u64)> = Vec::new();
        let mut seed: u64 = 0x9e3779b97f4a7c15;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut most_touched = 0;
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
            let touched: BTreeSet<u64> = live
                .iter()
                .flat_map(|&(at, len)| at / PAGE..(at + len).div_ceil(PAGE))
                .collect();
            assert!(touched.iter().all(|&p| b.is_mapped(p)));
            most_touched = most_touched.max(touched.len() as u64);
            // Lending only past the high and a thirty-second of it (the slack is 0 here).
            assert!(b.now().1 <= (most_touched + most_touched / 32) * PAGE);
        }
        for (at, _) in live {
            b.free(at).unwrap();
        }
        b.trim();
        assert_eq!(b.now(), (0, 0));
        assert_eq!(b.alloc(4096).unwrap().0, 0);
        assert_eq!(b.alloc(448 * PAGE).unwrap().0, 64 * PAGE);
    }
}
