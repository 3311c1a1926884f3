//! An editor's undo and redo: every version of the thing edited, kept whole (scenarios are
//! small), with a cap on how far back undo reaches. Every editor uses this one history.

/// How many versions back undo reaches.
pub const UNDO_DEPTH: usize = 200;

/// The versions of `T` an editor has made, and which one is shown.
#[derive(Debug, Clone, PartialEq)]
pub struct EditHistory<T> {
    undone: Vec<T>,
    current: T,
    redone: Vec<T>,
}

impl<T: Clone + PartialEq> EditHistory<T> {
    /// A history that starts at `first`, with nothing to undo or redo.
    pub fn new(first: T) -> Self {
        Self {
            undone: Vec::new(),
            current: first,
            redone: Vec::new(),
        }
    }

    /// The version shown.
    pub fn current(&self) -> &T {
        &self.current
    }

    /// Change the version shown by `edit`; the version before it can be undone, and what
    /// had been undone can no longer be redone. An edit that changes nothing is not kept.
    pub fn edit(&mut self, edit: impl FnOnce(&mut T)) {
        let mut next = self.current.clone();
        edit(&mut next);
        self.replace(next);
    }

    /// Show `next`, keeping the version before it to undo (unless they are the same).
    pub fn replace(&mut self, next: T) {
        if next == self.current {
            return;
        }
        let before = std::mem::replace(&mut self.current, next);
        self.undone.push(before);
        if self.undone.len() > UNDO_DEPTH {
            self.undone.remove(0);
        }
        self.redone.clear();
    }

    /// Go back one version; false when there is none.
    pub fn undo(&mut self) -> bool {
        match self.undone.pop() {
            Some(before) => {
                let after = std::mem::replace(&mut self.current, before);
                self.redone.push(after);
                true
            }
            None => false,
        }
    }

    /// Go forward again after an undo; false when nothing was undone.
    pub fn redo(&mut self) -> bool {
        match self.redone.pop() {
            Some(after) => {
                let before = std::mem::replace(&mut self.current, after);
                self.undone.push(before);
                true
            }
            None => false,
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.undone.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redone.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_goes_back_one_edit_and_redo_forward_again() {
        let mut history = EditHistory::new(1);
        history.edit(|value| *value = 2);
        history.edit(|value| *value = 3);
        assert!(history.undo());
        assert_eq!(*history.current(), 2);
        assert!(history.undo());
        assert_eq!(*history.current(), 1);
        assert!(!history.undo(), "nothing before the first version");
        assert!(history.redo());
        assert_eq!(*history.current(), 2);
    }

    #[test]
    fn a_new_edit_after_an_undo_leaves_nothing_to_redo() {
        let mut history = EditHistory::new(1);
        history.edit(|value| *value = 2);
        history.undo();
        assert!(history.can_redo());
        history.edit(|value| *value = 5);
        assert!(!history.can_redo());
        assert!(!history.redo());
        assert_eq!(*history.current(), 5);
    }

    #[test]
    fn an_edit_that_changes_nothing_is_not_kept() {
        let mut history = EditHistory::new(1);
        history.edit(|value| *value = 1);
        assert!(!history.can_undo());
        history.edit(|value| *value = 4);
        assert!(history.can_undo());
    }

    #[test]
    fn undo_reaches_back_as_far_as_its_depth() {
        let mut history = EditHistory::new(0);
        for value in 1..=UNDO_DEPTH + 10 {
            history.edit(|current| *current = value);
        }
        let mut undone = 0;
        while history.undo() {
            undone += 1;
        }
        assert_eq!(undone, UNDO_DEPTH);
        assert_eq!(*history.current(), 10);
    }
}
