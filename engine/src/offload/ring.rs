//! Where streamed groups sit in the device arena: each lane (one per weight dtype) is a
//! ring of `count` slots of the largest group's lane, and groups take contiguous places in
//! it in the order they are queued, the oldest leaving first, several to a slot where they
//! fit (none across two). A group's place is as long as the group, not the largest one, so
//! while small groups compute (a UNet's high-resolution levels: light weights, heavy
//! compute) the copies run many groups ahead, and the bus is busy through the heavy-weight
//! levels after them; with one slot per group they ran at most `count - 1` groups ahead
//! whatever the groups' sizes.
//!
//! Pure bookkeeping (no device calls): `offload::slots` keeps the CUDA events beside each
//! place as the payload `P`.
use candle_core::DType;
use std::collections::VecDeque;

/// A group of one streamer: (streamer, group index).
pub type Key = (usize, usize);

/// One queued group: where each lane starts (None where the group has no weights of
/// that dtype), and whether its readers are all queued (`released`: its place may be
/// taken, after `payload`'s event).
pub struct Entry<P> {
    pub key: Key,
    pub at: Vec<Option<usize>>,
    sizes: Vec<usize>,
    pub released: bool,
    pub payload: P,
}

pub struct Ring<P> {
    /// (dtype, capacity in elements, alignment in elements) per lane.
    lanes: Vec<(DType, usize, usize)>,
    /// Slots per lane: each lane is `count` slots of its largest group (aligned).
    count: usize,
    /// Oldest first.
    entries: VecDeque<Entry<P>>,
}

/// Places start on 256-byte boundaries (as fresh device allocations do), so a group's
/// weights keep the alignment they had in slots of their own.
pub const ALIGN_BYTES: usize = 256;

/// `x` rounded up to a multiple of `a`.
pub fn round_up(x: usize, a: usize) -> usize {
    x.div_ceil(a) * a
}

impl<P> Ring<P> {
    /// Lanes of `count` times each largest lane (`largest`: dtype, elements), each rounded
    /// up to the alignment.
    pub fn new(largest: &[(DType, usize)], count: usize) -> Self {
        let count = count.max(1);
        let lanes = largest
            .iter()
            .map(|&(dtype, elems)| {
                let align = (ALIGN_BYTES / dtype.size_in_bytes()).max(1);
                (dtype, count * round_up(elems.max(1), align), align)
            })
            .collect();
        Ring {
            lanes,
            count,
            entries: VecDeque::new(),
        }
    }

    /// Each lane's dtype and capacity in elements.
    pub fn capacities(&self) -> impl Iterator<Item = (DType, usize)> + '_ {
        self.lanes.iter().map(|&(d, c, _)| (d, c))
    }

    /// The lane sizes of a group with `sizes` ((dtype, elements), one per dtype it has),
    /// in the ring's lane order; None if it has a dtype the ring has no lane for, or one
    /// twice.
    fn lane_sizes(&self, sizes: &[(DType, usize)]) -> Option<Vec<usize>> {
        let mut out = vec![None; self.lanes.len()];
        for &(dtype, n) in sizes {
            let i = self.lanes.iter().position(|l| l.0 == dtype)?;
            if out[i].replace(n).is_some() {
                return None;
            }
        }
        Some(out.into_iter().map(|n| n.unwrap_or(0)).collect())
    }

    /// `pos`, or the start of the next slot (a largest lane's length, aligned) where `n`
    /// elements from `pos` would cross into it: no group straddles two slots, so the group
    /// after the one being computed always has a slot of its own free (with two slots or
    /// more), as with one slot per group, and several small groups share one.
    fn slot_start(&self, lane: usize, pos: usize, n: usize) -> usize {
        let slot = self.lanes[lane].1 / self.count;
        if pos % slot + n > slot {
            round_up(pos, slot)
        } else {
            pos
        }
    }

    /// Where a group of `sizes` would start in each lane with the oldest `evict` entries
    /// gone; None if it does not fit beside the others.
    fn fit(&self, sizes: &[usize], evict: usize) -> Option<Vec<Option<usize>>> {
        let live = || self.entries.iter().skip(evict);
        sizes
            .iter()
            .enumerate()
            .map(|(l, &n)| {
                if n == 0 {
                    return Some(None);
                }
                let (_, cap, align) = self.lanes[l];
                let places = || live().filter_map(|e| e.at[l].map(|s| (s, e.sizes[l])));
                let (Some((tail, _)), Some((last, len))) = (places().next(), places().next_back())
                else {
                    return (n <= cap).then_some(Some(0));
                };
                let at = self.slot_start(l, round_up(last + len, align), n);
                if last >= tail {
                    // The live places run from `tail` to `at` without wrapping.
                    if at + n <= cap {
                        Some(Some(at))
                    } else {
                        (n <= tail).then_some(Some(0))
                    }
                } else {
                    (at + n <= tail).then_some(Some(at))
                }
            })
            .collect()
    }

    /// Queues `key`, a group of `sizes`, after the others: its place in each lane,
    /// taking the places of the oldest released entries as far as needed (their payloads
    /// are returned: their readers must finish before the group's copy writes). None,
    /// with nothing taken, where it does not fit beside the entries not released or has
    /// a dtype the ring has no lane for; else `payload(&place)` makes the entry's payload.
    pub fn push(
        &mut self,
        key: Key,
        sizes: &[(DType, usize)],
        payload: impl FnOnce(&[Option<usize>], Vec<P>) -> candle_core::Result<P>,
    ) -> candle_core::Result<Option<&Entry<P>>> {
        let Some(sizes) = self.lane_sizes(sizes) else {
            return Ok(None);
        };
        let released = self.entries.iter().take_while(|e| e.released).count();
        let Some((evict, at)) = (0..=released).find_map(|k| self.fit(&sizes, k).map(|at| (k, at)))
        else {
            return Ok(None);
        };
        let gone = self.entries.drain(..evict).map(|e| e.payload).collect();
        let payload = payload(&at, gone)?;
        self.entries.push_back(Entry {
            key,
            at,
            sizes,
            released: false,
            payload,
        });
        Ok(self.entries.back())
    }

    /// The entries not released, oldest first: the group being computed (if acquired),
    /// then those queued after it.
    pub fn unreleased(&self) -> impl Iterator<Item = &Entry<P>> {
        self.entries.iter().skip_while(|e| e.released)
    }

    /// Marks the oldest entry not released as released, its payload updated by `f`.
    pub fn release_first(&mut self, f: impl FnOnce(&mut P)) {
        if let Some(e) = self.entries.iter_mut().find(|e| !e.released) {
            e.released = true;
            f(&mut e.payload);
        }
    }

    /// Drops every entry not released (queued groups no one will read), returning their
    /// payloads; their places are free at once.
    pub fn drop_unreleased(&mut self) -> Vec<P> {
        let keep = self.entries.iter().take_while(|e| e.released).count();
        self.entries.drain(keep..).map(|e| e.payload).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: usize = ALIGN_BYTES / 2; // f16 elements per alignment step

    fn ring(largest: usize, count: usize) -> Ring<u32> {
        Ring::new(&[(DType::F16, largest), (DType::F32, 64)], count)
    }

    fn push(r: &mut Ring<u32>, key: usize, n: usize) -> Option<(Option<usize>, Vec<u32>)> {
        let mut seen = None;
        let out = r
            .push((0, key), &[(DType::F16, n)], |at, gone| {
                seen = Some((at[0], gone));
                Ok(key as u32)
            })
            .unwrap()
            .map(|e| e.at[0]);
        out.map(|at| {
            let (a, gone) = seen.unwrap();
            assert_eq!(a, at);
            (at, gone)
        })
    }

    fn release(r: &mut Ring<u32>) {
        r.release_first(|p| *p += 1000);
    }

    /// Live places never overlap and no group crosses a slot, whatever the order of
    /// sizes: a long run of groups of mixed sizes, each released after the next few are
    /// queued, checked at every step; the group after the one computed always fits (two,
    /// three and four slots).
    #[test]
    fn places_never_overlap_and_run_ahead() {
        for count in [2, 3, 4] {
            run_ahead(count);
        }
    }

    fn run_ahead(count: usize) {
        let sizes = [
            3 * A,
            40,
            A,
            5 * A + 7,
            2,
            4 * A,
            A / 2,
            6 * A,
            6 * A,
            6 * A,
            5 * A,
        ];
        let largest = *sizes.iter().max().unwrap();
        let mut r = ring(largest, count);
        let cap = r.capacities().next().unwrap().1;
        assert_eq!(cap, count * round_up(largest, A));
        let mut queued = 0;
        // Step `step` starts with `step` groups released.
        for step in 0..400 {
            // Queue as far ahead as fits, then release the oldest.
            while let Some((at, _)) = push(&mut r, queued, sizes[queued % sizes.len()]) {
                let at = at.unwrap();
                assert_eq!(at % A, 0, "place {at} not aligned");
                let slot = round_up(largest, A);
                let n = sizes[queued % sizes.len()];
                assert_eq!(at / slot, (at + n - 1) / slot, "{n} at {at} crosses a slot");
                assert!(at + sizes[queued % sizes.len()] <= cap);
                queued += 1;
            }
            let live: Vec<(usize, usize)> = r
                .entries
                .iter()
                .filter(|e| !e.released)
                .map(|e| (e.at[0].unwrap(), e.sizes[0]))
                .collect();
            for (i, a) in live.iter().enumerate() {
                for b in &live[i + 1..] {
                    assert!(
                        a.0 + a.1 <= b.0 || b.0 + b.1 <= a.0,
                        "step {step}: {a:?} overlaps {b:?}"
                    );
                }
            }
            assert!(
                queued - step >= 2,
                "{count} slots: only {} queued at step {step}",
                queued - step
            );
            release(&mut r);
        }
    }

    /// Small groups run further ahead than the slot count: 3 x the largest holds many; a
    /// group too long for what is left of a slot starts the next one.
    #[test]
    fn small_groups_run_far_ahead() {
        let mut r = ring(8 * A, 3);
        push(&mut r, 0, 8 * A).unwrap();
        let mut n = 1;
        while push(&mut r, n, A).is_some() {
            n += 1;
        }
        assert_eq!(
            n,
            1 + 16,
            "8 + 16 alignment steps of 24 hold 16 small groups after the large one"
        );
        let mut r = ring(8 * A, 2);
        assert_eq!(push(&mut r, 0, 5 * A).unwrap().0, Some(0));
        assert_eq!(
            push(&mut r, 1, 3 * A).unwrap().0,
            Some(5 * A),
            "fits the rest of slot 0"
        );
        assert_eq!(
            push(&mut r, 2, 2 * A).unwrap().0,
            Some(8 * A),
            "slot 0 full: slot 1"
        );
        assert_eq!(
            push(&mut r, 3, 7 * A).unwrap_or((None, vec![])).0,
            None,
            "6 of slot 1 left"
        );
        release(&mut r);
        release(&mut r);
        let (at, gone) = push(&mut r, 3, 7 * A).unwrap();
        assert_eq!(
            (at, gone),
            (Some(0), vec![1000, 1001]),
            "slot 0 again, once both left it"
        );
    }

    /// Released places are taken oldest first and handed back; unreleased ones are never
    /// taken; a group too large for what is left is refused with nothing changed.
    #[test]
    fn takes_only_released_places() {
        let mut r = ring(4 * A, 2);
        assert_eq!(push(&mut r, 0, 4 * A).unwrap(), (Some(0), vec![]));
        assert_eq!(push(&mut r, 1, 4 * A).unwrap(), (Some(4 * A), vec![]));
        assert!(push(&mut r, 2, A).is_none(), "full of unreleased groups");
        release(&mut r);
        let (at, gone) = push(&mut r, 2, 2 * A).unwrap();
        assert_eq!((at, gone), (Some(0), vec![1000]));
        assert!(
            push(&mut r, 3, 3 * A).is_none(),
            "2 of 4 free before the unreleased group 1"
        );
        assert_eq!(
            r.unreleased().map(|e| e.key.1).collect::<Vec<_>>(),
            vec![1, 2]
        );
        assert_eq!(r.drop_unreleased(), vec![1, 2]);
        assert_eq!(push(&mut r, 4, 4 * A).unwrap(), (Some(0), vec![]));
    }

    /// A group without a lane's dtype takes no place there; a dtype without a lane, or
    /// a dtype twice, is refused.
    #[test]
    fn lanes_are_placed_apart() {
        let mut r = ring(4 * A, 2);
        let e = r
            .push((0, 0), &[(DType::F32, 10)], |_, _| Ok(0))
            .unwrap()
            .map(|e| e.at.clone());
        assert_eq!(e, Some(vec![None, Some(0)]));
        let both = r
            .push((0, 1), &[(DType::F16, 5), (DType::F32, 10)], |_, _| Ok(1))
            .unwrap()
            .map(|e| e.at.clone());
        assert_eq!(both, Some(vec![Some(0), Some(64)]));
        assert!(r
            .push((0, 2), &[(DType::BF16, 5)], |_, _| Ok(2))
            .unwrap()
            .is_none());
        assert!(r
            .push((0, 3), &[(DType::F16, 5), (DType::F16, 5)], |_, _| Ok(3))
            .unwrap()
            .is_none());
    }
}
