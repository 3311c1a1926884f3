//! The grid rulesets' cheapest-path search: pathfinding's Dijkstra, and the rules' own
//! choice between equally cheap paths (which a unit takes matters: what it passes, who
//! may fire at it on the way).

use std::collections::HashMap;
use std::hash::Hash;

use pathfinding::directed::dijkstra::dijkstra_reach;

/// The search's maps hash their small keys (squares and hexes: a few integers) with FxHash
/// (`rustc-hash`) in place of the standard library's SipHash, which was a fifth of a
/// Skirmish Wars play-out. The maps are only looked up, never iterated, so the hasher
/// changes no result.
type QuickMap<K, V> = HashMap<K, V, rustc_hash::FxBuildHasher>;

/// A place the search reached: its cost and the cheapest path there, start left out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reached<N> {
    pub node: N,
    pub cost: u32,
    pub path: Vec<N>,
}

/// Every node within `budget` of `start` (the start first, at cost 0), cheapest first and
/// equal costs in `order`. `successors` gives a node's next nodes with the step's cost (a
/// node that ends a move gives none). Of equally cheap ways into a node, the path comes
/// through the predecessor first by cost, then by `order`: the start before all others.
pub fn cheapest<N, K>(
    start: N,
    budget: u32,
    mut successors: impl FnMut(&N) -> Vec<(N, u32)>,
    order: impl Fn(&N) -> K,
) -> Vec<Reached<N>>
where
    N: Copy + Eq + Hash,
    K: Ord,
{
    let mut entered_from: QuickMap<N, Vec<(N, u32)>> = QuickMap::default();
    let mut settled: Vec<(N, u32)> = dijkstra_reach(&start, |node: &N| {
        let next = successors(node);
        for &(to, step) in &next {
            entered_from.entry(to).or_default().push((*node, step));
        }
        next
    })
    .take_while(|item| item.total_cost <= budget)
    .map(|item| (item.node, item.total_cost))
    .collect();
    settled[1..].sort_by_key(|(node, cost)| (*cost, order(node)));
    let costs: QuickMap<N, u32> = settled.iter().copied().collect();
    let mut paths: QuickMap<N, Vec<N>> = QuickMap::default();
    paths.insert(start, Vec::new());
    settled
        .into_iter()
        .map(|(node, cost)| {
            let before = (node != start).then(|| {
                entered_from[&node]
                    .iter()
                    .filter(|(before, step)| {
                        costs.get(before).map(|known| known + step) == Some(cost)
                    })
                    .min_by_key(|(before, _)| (*before != start, costs[before], order(before)))
                    .map(|(before, _)| *before)
                    .expect("a node reached is entered from a node reached")
            });
            let mut path = before.map_or_else(Vec::new, |before| paths[&before].clone());
            if before.is_some() {
                path.push(node);
            }
            paths.insert(node, path.clone());
            Reached { node, cost, path }
        })
        .collect()
}
