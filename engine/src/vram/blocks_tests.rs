//! [`super::blocks::Blocks`]'s cases: joining, pages, lending, the cap, random requests.
#![allow(clippy::single_range_in_vec_init)]
use super::blocks::*;
use std::collections::BTreeSet;
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
