//! Each seat's computer player, kept between its commands and made again when the seat
//! changes hands or level (a person may hand a seat to the computer, or change its level,
//! at any time).

/// The computer players of a game's seats, by seat.
#[derive(Debug, Clone)]
pub struct SeatComputers<S, C> {
    at: Vec<Option<(S, C)>>,
}

impl<S, C> Default for SeatComputers<S, C> {
    fn default() -> Self {
        SeatComputers { at: Vec::new() }
    }
}

impl<S: Copy + PartialEq, C> SeatComputers<S, C> {
    /// The computer playing `seat` as `sitter`: the one kept, or a new one from `make` when
    /// the seat had none or another sitter.
    pub fn playing(&mut self, seat: usize, sitter: S, make: impl FnOnce() -> C) -> &mut C {
        if self.at.len() <= seat {
            self.at.resize_with(seat + 1, || None);
        }
        let slot = &mut self.at[seat];
        if slot.as_ref().is_none_or(|(kept, _)| *kept != sitter) {
            *slot = Some((sitter, make()));
        }
        &mut slot.as_mut().expect("just filled").1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seats_computer_is_kept_until_its_sitter_changes() {
        let mut computers: SeatComputers<char, u32> = SeatComputers::default();
        let mut made = 0;
        let mut make = || {
            made += 1;
            made
        };
        assert_eq!(*computers.playing(2, 'G', &mut make), 1);
        *computers.playing(2, 'G', &mut make) += 10;
        assert_eq!(
            *computers.playing(2, 'G', &mut make),
            11,
            "kept, with its state"
        );
        assert_eq!(
            *computers.playing(2, 'R', &mut make),
            2,
            "another level: a new one"
        );
        assert_eq!(
            *computers.playing(0, 'R', &mut make),
            3,
            "each seat its own"
        );
    }
}
