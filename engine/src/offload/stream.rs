//! Streaming under `--offload sequential`: the nets of a denoising phase share one device
//! arena of [`super::slot_count`] times their largest group (two, or three for fp8
//! weights); each net's groups are copied ahead into it, as many as it holds, while
//! another computes.
use super::host::HostGroup;
#[cfg(feature = "cuda")]
use super::host::{views, HostBuf};
#[cfg(feature = "cuda")]
use super::slots;
use candle_core::Device;
use candle_nn::VarBuilder;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The device slots shared by every streamer of a denoising phase (the UNet and each
/// ControlNet under `--offload sequential`): the nets run one after another, so one set
/// the size of the largest group of any of them is enough. Allocated at the first
/// `acquire`, freed by [`SlotPool::park`].
pub struct SlotPool {
    state: Mutex<Pool>,
}

#[derive(Default)]
struct Pool {
    /// How many of the largest group the arena holds (two at least): the plan's
    /// (`Plan::slot_count`), set between jobs ([`SlotPool::set_count`]).
    count: usize,
    members: Vec<Member>,
    next_id: usize,
    order: Order,
    // Dropped before the members' groups can be: it waits for queued copies out of them.
    #[cfg(feature = "cuda")]
    slots: Option<slots::Slots>,
    /// The kept groups' lanes on the device (by member and group), uploaded at their first
    /// acquire and freed by [`SlotPool::park`].
    #[cfg(feature = "cuda")]
    kept: HashMap<(usize, usize), Vec<candle_core::Tensor>>,
}

struct Member {
    id: usize,
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    groups: Arc<Vec<HostGroup>>,
    /// Whether its groups go through the slots (page-locked, on a CUDA device).
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    slotted: bool,
    /// Per group, whether it stays on the device through the phase instead of streaming
    /// ([`Streamer::keep_on_device`]; none by default).
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    kept: Vec<bool>,
}

impl Member {
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    fn keeps(&self, group: usize) -> bool {
        self.kept.get(group).copied().unwrap_or(false)
    }
}

/// Which streamer runs after which, learned from the acquires: a streamer's next group is
/// its own next one; after its last comes the first group of the streamer that followed it
/// last time (itself until another one has). A change in the order (a ControlNet leaving
/// its guidance window) costs one prefetch miss, then the new order is learned.
#[derive(Debug, Default)]
struct Order {
    follower: HashMap<usize, usize>,
    /// The last acquire: its member and whether it was that member's last group.
    last: Option<(usize, bool)>,
}

impl Order {
    /// Notes that `member` acquired `group` of its `len`.
    fn visit(&mut self, member: usize, group: usize, len: usize) {
        if group == 0 {
            if let Some((prev, true)) = self.last {
                self.follower.insert(prev, member);
            }
        }
        self.last = Some((member, group + 1 == len));
    }

    /// The (member, group) expected after `member`'s `group` of `len`.
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    fn next(&self, member: usize, group: usize, len: usize) -> (usize, usize) {
        if group + 1 < len {
            (member, group + 1)
        } else {
            (*self.follower.get(&member).unwrap_or(&member), 0)
        }
    }

    fn forget(&mut self, member: usize) {
        self.follower.retain(|k, v| *k != member && *v != member);
        if matches!(self.last, Some((m, _)) if m == member) {
            self.last = None;
        }
    }
}

impl SlotPool {
    /// A pool of two slots.
    pub fn new() -> Arc<Self> {
        Self::with_count(2)
    }

    /// A pool whose arena holds `count` (two at least) of the largest group: copies run
    /// ahead as far as the groups after the current one fit beside it.
    pub fn with_count(count: usize) -> Arc<Self> {
        Arc::new(SlotPool {
            state: Mutex::new(Pool {
                count: count.max(2),
                ..Pool::default()
            }),
        })
    }

    /// How many of the largest group the arena holds.
    pub fn count(&self) -> usize {
        self.lock().count
    }

    /// Sizes the arena for `count` (two at least) of the largest group: one of another
    /// size is freed now (its queued copies waited for) and made again at the next
    /// `acquire`.
    pub fn set_count(&self, count: usize) {
        let count = count.max(2);
        let mut p = self.lock();
        if p.count != count {
            p.count = count;
            #[cfg(feature = "cuda")]
            {
                p.slots = None;
            }
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Pool> {
        self.state.lock().expect("slot pool lock")
    }

    /// Frees the slots until the next `acquire` (between denoising phases, so the text
    /// encoders and the VAE have the memory).
    pub fn park(&self) {
        #[cfg(feature = "cuda")]
        {
            let mut p = self.lock();
            p.slots = None;
            p.kept.clear();
        }
    }

    fn join(&self, groups: Arc<Vec<HostGroup>>, slotted: bool) -> candle_core::Result<usize> {
        let mut p = self.lock();
        // Slots too small for the newcomer (or without a lane of one of its dtypes) are
        // made again at the next acquire.
        #[cfg(feature = "cuda")]
        if slotted
            && p.slots
                .as_ref()
                .is_some_and(|s| !groups.iter().all(|g| s.fits(g)))
        {
            p.slots = None;
        }
        let id = p.next_id;
        p.next_id += 1;
        p.members.push(Member {
            id,
            groups,
            slotted,
            kept: Vec::new(),
        });
        Ok(id)
    }

    fn leave(&self, id: usize) {
        let mut p = self.lock();
        #[cfg(feature = "cuda")]
        if let Some(s) = &p.slots {
            // A copy out of the leaving member's host memory may still be queued.
            s.sync_copies();
        }
        p.members.retain(|m| m.id != id);
        p.order.forget(id);
        #[cfg(feature = "cuda")]
        p.kept.retain(|(m, _), _| *m != id);
    }

    /// Sets which of member `id`'s groups stay on the device (copies of them already
    /// there are dropped).
    fn keep(&self, id: usize, kept: Vec<bool>) {
        let mut p = self.lock();
        if let Some(m) = p.members.iter_mut().find(|m| m.id == id) {
            m.kept = kept;
        }
        #[cfg(feature = "cuda")]
        p.kept.retain(|(m, _), _| *m != id);
    }
}

impl Pool {
    /// Member `id`'s kept groups (of its `groups`) on `dev`, where they are not yet: at its
    /// first acquire of the phase, before the arena and before its activations can scatter
    /// the pool, every kept group in one buffer a dtype.
    #[cfg(feature = "cuda")]
    fn upload_kept(
        &mut self,
        id: usize,
        groups: &[HostGroup],
        dev: &candle_core::CudaDevice,
    ) -> candle_core::Result<()> {
        let Some(member) = self.members.iter().find(|m| m.id == id) else {
            return Ok(());
        };
        match member.kept.iter().position(|&k| k) {
            Some(first) if !self.kept.contains_key(&(id, first)) => {}
            _ => return Ok(()),
        }
        let kept: Vec<usize> = (0..groups.len()).filter(|&k| member.keeps(k)).collect();
        let chosen: Vec<&HostGroup> = kept.iter().map(|&k| &groups[k]).collect();
        let bases = super::host::upload_together(dev, &chosen)?;
        self.kept
            .extend(kept.into_iter().map(|k| (id, k)).zip(bases));
        Ok(())
    }
}

/// How many groups ahead of the one acquired the order is asked for (the arena queues
/// those that fit).
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
const PREFETCH_HORIZON: usize = 48;

/// The largest lane of each dtype among `groups`: what each device slot must hold.
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
fn lane_maxima<'a>(
    groups: impl Iterator<Item = &'a HostGroup>,
) -> Vec<(candle_core::DType, usize)> {
    let mut out: Vec<(candle_core::DType, usize)> = Vec::new();
    for (dtype, elems) in groups.flat_map(HostGroup::lane_sizes) {
        match out.iter_mut().find(|(d, _)| *d == dtype) {
            Some((_, m)) => *m = (*m).max(elems),
            None => out.push((dtype, elems)),
        }
    }
    out
}

/// Streams one net's groups (in the order its forward pass uses them) through its
/// [`SlotPool`]'s device arena. `acquire(i)` returns group `i`'s weights on the device and
/// starts copying the groups expected next (`i + 1` on, then the first groups of the net
/// that runs next) behind it, as far as the arena holds them; `release()` frees the
/// group's place once the work queued on it has run.
pub struct Streamer {
    id: usize,
    pool: Arc<SlotPool>,
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    groups: Arc<Vec<HostGroup>>,
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    slotted: bool,
    device: Device,
}

impl Streamer {
    /// A streamer of `groups` through `pool`'s slots (shared with the pool's other streamers).
    pub fn new(
        groups: Vec<HostGroup>,
        device: &Device,
        pool: &Arc<SlotPool>,
    ) -> candle_core::Result<Self> {
        #[cfg(feature = "cuda")]
        let slotted = matches!(device, Device::Cuda(_))
            && groups
                .iter()
                .all(|g| g.lanes.iter().all(|l| matches!(l.host, HostBuf::Pinned(_))));
        #[cfg(not(feature = "cuda"))]
        let slotted = false;
        let groups = Arc::new(groups);
        let id = pool.join(groups.clone(), slotted)?;
        Ok(Streamer {
            id,
            pool: pool.clone(),
            groups,
            slotted,
            device: device.clone(),
        })
    }

    pub fn groups(&self) -> &[HostGroup] {
        &self.groups
    }

    /// Whether `other` streams through the same two slots.
    pub fn shares_slots_with(&self, other: &Streamer) -> bool {
        Arc::ptr_eq(&self.pool, &other.pool)
    }

    /// Each group's bytes, in the order the net runs them.
    pub fn group_bytes(&self) -> Vec<u64> {
        self.groups.iter().map(HostGroup::bytes).collect()
    }

    /// Keeps the groups `kept` marks (one flag per group, [`super::kept_groups`]) on the
    /// device through each phase: uploaded at their first acquire, served from there at
    /// every later one, never copied through the arena (the copies the order queues pass
    /// over them), and freed when the pool parks. Off CUDA every group is on its device
    /// already and this changes nothing.
    pub fn keep_on_device(&self, kept: Vec<bool>) {
        self.pool.keep(self.id, kept);
    }

    /// Group `i`'s weights on the device.
    pub fn acquire(&self, i: usize) -> candle_core::Result<VarBuilder<'static>> {
        let g = &self.groups[i];
        let mut p = self.pool.lock();
        p.order.visit(self.id, i, self.groups.len());
        #[cfg(feature = "cuda")]
        if let (true, Device::Cuda(dev)) = (self.slotted, &self.device) {
            let p = &mut *p;
            p.upload_kept(self.id, &self.groups, dev)?;
            if let Some(bases) = p.kept.get(&(self.id, i)) {
                return Ok(views(
                    g.entries.clone(),
                    bases.clone(),
                    g.dtype,
                    &self.device,
                ));
            }
            if p.slots.is_none() {
                let sizes = lane_maxima(
                    p.members
                        .iter()
                        .filter(|m| m.slotted)
                        .flat_map(|m| m.groups.iter()),
                );
                p.slots = Some(slots::Slots::new(dev, &sizes, p.count)?);
            }
            // The groups expected next, as the order predicts them: the arena queues as
            // many as it holds.
            let mut next = Vec::new();
            let (mut m, mut k, mut len) = (self.id, i, self.groups.len());
            for _ in 0..PREFETCH_HORIZON {
                let (nm, ng) = p.order.next(m, k, len);
                let Some(member) = p.members.iter().find(|x| x.id == nm && x.slotted) else {
                    break;
                };
                let Some(group) = member.groups.get(ng) else {
                    break;
                };
                // A kept group is on the device already: the copies pass over it.
                if !member.keeps(ng) {
                    next.push(((nm, ng), group));
                }
                (m, k, len) = (nm, ng, member.groups.len());
            }
            let slots = p.slots.as_mut().expect("just made");
            let bases = slots.acquire((self.id, i), g, &next)?;
            return Ok(views(g.entries.clone(), bases, g.dtype, &self.device));
        }
        drop(p);
        g.upload(&self.device)
    }

    /// The work queued on the current slot is the last that reads it.
    pub fn release(&self) -> candle_core::Result<()> {
        #[cfg(feature = "cuda")]
        if self.slotted {
            if let Some(s) = self.pool.lock().slots.as_mut() {
                s.release()?;
            }
        }
        Ok(())
    }

    /// `f` on group `i`'s weights on the device, the slot released after it: what `f`
    /// builds from the views is dropped inside it, before the slot is marked free.
    pub fn with_group<T>(
        &self,
        i: usize,
        f: impl FnOnce(VarBuilder<'static>) -> candle_core::Result<T>,
    ) -> candle_core::Result<T> {
        let out = f(self.acquire(i)?)?;
        self.release()?;
        Ok(out)
    }

    /// Checks that it streams one group per block of a net of `blocks` (`what`, for the
    /// error).
    pub fn check_groups(&self, blocks: usize, what: &str) -> candle_core::Result<()> {
        if self.groups.len() != blocks {
            candle_core::bail!(
                "a streamed {what} needs one weight group per block: {} groups for {blocks} blocks",
                self.groups.len()
            )
        }
        Ok(())
    }

    /// Frees the slots of its pool (shared with the other streamers) until the next
    /// `acquire`.
    pub fn park(&self) {
        self.pool.park()
    }
}

impl Drop for Streamer {
    fn drop(&mut self) {
        self.pool.leave(self.id);
    }
}

#[cfg(test)]
mod tests {
    use super::Order;

    /// Runs `steps` (each a list of (streamer, groups) in execution order) through an
    /// [`Order`]; returns the acquires that were not the predicted next one, as
    /// (step, streamer, group).
    fn misses(steps: &[Vec<(usize, usize)>]) -> Vec<(usize, usize, usize)> {
        let mut order = Order::default();
        let mut predicted = None;
        let mut out = Vec::new();
        for (k, step) in steps.iter().enumerate() {
            for &(m, len) in step {
                for g in 0..len {
                    if predicted.is_some_and(|p| p != (m, g)) {
                        out.push((k, m, g));
                    }
                    order.visit(m, g, len);
                    predicted = Some(order.next(m, g, len));
                }
            }
        }
        out
    }

    #[test]
    fn one_streamer_wraps_to_its_first_group() {
        let step = vec![(0, 5)];
        assert_eq!(misses(&vec![step; 3]), []);
    }

    /// Three ControlNets (1, 2, 3) then the UNet (0) each step: from the second step's
    /// second group on, every group is copied ahead, across the nets and into the next step.
    #[test]
    fn distinct_nets_in_turn_are_learned_in_one_step() {
        let step = vec![(1, 4), (2, 4), (3, 4), (0, 6)];
        // Each net's first group comes unannounced once (ControlNet 1's at step 1: the
        // UNet's last group of step 0 expects the UNet's first).
        assert_eq!(
            misses(&vec![step; 4]),
            [(0, 2, 0), (0, 3, 0), (0, 0, 0), (1, 1, 0)]
        );
    }

    /// ControlNet 2 leaves its guidance window after two steps: one miss where the order
    /// changes, none after.
    #[test]
    fn a_net_leaving_the_order_costs_one_miss() {
        let full = vec![(1, 3), (2, 3), (0, 5)];
        let short = vec![(1, 3), (0, 5)];
        let steps = [full.clone(), full, short.clone(), short.clone(), short];
        assert_eq!(misses(&steps), [(0, 2, 0), (0, 0, 0), (1, 1, 0), (2, 0, 0)]);
    }

    /// The plan sizes the arena between jobs (`Plan::slot_count`); two groups at least, so
    /// the group after the one computing always has room.
    #[test]
    fn the_arena_is_sized_by_the_plan_two_groups_at_least() {
        let pool = super::SlotPool::with_count(3);
        assert_eq!(pool.count(), 3);
        pool.set_count(16);
        assert_eq!(pool.count(), 16);
        pool.set_count(1);
        assert_eq!(pool.count(), 2);
        assert_eq!(super::SlotPool::with_count(0).count(), 2);
    }

    #[test]
    fn a_leaving_streamer_is_forgotten() {
        let mut order = Order::default();
        for (m, len) in [(1, 2), (0, 2)] {
            for g in 0..len {
                order.visit(m, g, len);
            }
        }
        order.visit(1, 0, 2);
        assert_eq!(order.next(0, 1, 2), (1, 0));
        order.forget(1);
        // The UNet, alone again, wraps to itself.
        assert_eq!(order.next(0, 1, 2), (0, 0));
    }
}
