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
