//! Completing a partial pairing with Edmonds' blossom algorithm: augmenting
//! paths in the graph of players who may meet. It finds a valid pairing of
//! everyone whenever one exists (Berge: a matching is maximum exactly when no
//! augmenting path is left), so the fast engine never has to break a hard rule.

use std::collections::VecDeque;

use super::field::{Field, UNPAIRED};

/// Extends `mate` until everyone is paired or no augmenting path is left;
/// returns whether everyone is paired.
///
/// Neighbours are searched nearest first in the field's order, so repairs
/// prefer partners from nearby score groups.
pub(crate) fn complete(field: &Field, mate: &mut [usize]) -> bool {
    let mut search = Search::new(field.len());
    for root in 0..field.len() {
        if mate[root] == UNPAIRED
            && let Some(end) = search.augmenting_path(field, mate, root)
        {
            search.augment(mate, end);
        }
    }
    mate.iter().all(|m| *m != UNPAIRED)
}

/// The working arrays of one search, reused from root to root.
struct Search {
    /// The alternating tree: the vertex an outer vertex was reached from.
    parent: Vec<usize>,
    /// The base of the blossom each vertex has been contracted into.
    base: Vec<usize>,
    /// Outer vertices already queued.
    outer: Vec<bool>,
    /// Scratch marks for finding a common ancestor and a blossom's members.
    marks: Vec<bool>,
    queue: VecDeque<usize>,
}

impl Search {
    fn new(n: usize) -> Self {
        Self {
            parent: vec![UNPAIRED; n],
            base: (0..n).collect(),
            outer: vec![false; n],
            marks: vec![false; n],
            queue: VecDeque::new(),
        }
    }

    /// The unpaired end of an augmenting path from `root`, if there is one.
    fn augmenting_path(&mut self, field: &Field, mate: &[usize], root: usize) -> Option<usize> {
        let n = field.len();
        self.parent.fill(UNPAIRED);
        self.outer.fill(false);
        for (i, base) in self.base.iter_mut().enumerate() {
            *base = i;
        }
        self.queue.clear();
        self.outer[root] = true;
        self.queue.push_back(root);
        while let Some(v) = self.queue.pop_front() {
            for to in nearest_first(v, n) {
                if self.base[v] == self.base[to] || mate[v] == to || !field.compatible(v, to) {
                    continue;
                }
                if to == root || (mate[to] != UNPAIRED && self.parent[mate[to]] != UNPAIRED) {
                    self.contract(mate, v, to);
                } else if self.parent[to] == UNPAIRED {
                    self.parent[to] = v;
                    if mate[to] == UNPAIRED {
                        return Some(to);
                    }
                    self.outer[mate[to]] = true;
                    self.queue.push_back(mate[to]);
                }
            }
        }
        None
    }

    /// Contracts the odd cycle closed by the edge `v`–`to` into one blossom.
    fn contract(&mut self, mate: &[usize], v: usize, to: usize) {
        let new_base = self.common_ancestor(mate, v, to);
        self.marks.fill(false);
        self.mark_path(mate, v, new_base, to);
        self.mark_path(mate, to, new_base, v);
        for i in 0..self.base.len() {
            if self.marks[self.base[i]] {
                self.base[i] = new_base;
                if !self.outer[i] {
                    self.outer[i] = true;
                    self.queue.push_back(i);
                }
            }
        }
    }

    /// The base of the lowest common ancestor of `a` and `b` in the tree.
    fn common_ancestor(&mut self, mate: &[usize], mut a: usize, mut b: usize) -> usize {
        self.marks.fill(false);
        loop {
            a = self.base[a];
            self.marks[a] = true;
            if mate[a] == UNPAIRED {
                break;
            }
            a = self.parent[mate[a]];
        }
        loop {
            b = self.base[b];
            if self.marks[b] {
                return b;
            }
            b = self.parent[mate[b]];
        }
    }

    /// Marks the blossom's bases on the path from `v` down to `new_base`,
    /// pointing its inner vertices back across the closing edge.
    fn mark_path(&mut self, mate: &[usize], mut v: usize, new_base: usize, mut child: usize) {
        while self.base[v] != new_base {
            self.marks[self.base[v]] = true;
            self.marks[self.base[mate[v]]] = true;
            self.parent[v] = child;
            child = mate[v];
            v = self.parent[mate[v]];
        }
    }

    /// Flips the path ending at `end`, pairing one more player on each side.
    fn augment(&self, mate: &mut [usize], mut end: usize) {
        while end != UNPAIRED {
            let previous = self.parent[end];
            let next = mate[previous];
            mate[end] = previous;
            mate[previous] = end;
            end = next;
        }
    }
}

/// Every other index of `0..n`, nearest to `v` first.
fn nearest_first(v: usize, n: usize) -> impl Iterator<Item = usize> {
    (1..n)
        .flat_map(move |d| [v.checked_add(d), v.checked_sub(d)])
        .flatten()
        .filter(move |i| *i < n)
}
