//! Proposals one player makes and the other answers: a draw offer, a
//! request to delete the game. Both follow the same rules.

use shakmaty::Color;

/// What a proposal leads to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Proposed {
    /// The opponent had already proposed the same: both agree.
    Agreed,
    /// The proposal stands, made by this player.
    Standing(Color),
}

/// `by` proposes while `standing` is the proposal on the table.
pub(super) fn propose(standing: Option<Color>, by: Color) -> Proposed {
    if is_from_opponent(standing, by) {
        Proposed::Agreed
    } else {
        Proposed::Standing(by)
    }
}

/// True when `standing` was made by the opponent of `by`, so `by` may accept
/// or decline it.
pub(super) fn is_from_opponent(standing: Option<Color>, by: Color) -> bool {
    standing == Some(!by)
}

/// The proposal left after `mover` moved: the opponent's proposal lapses,
/// the mover's own stands (product.md §2: "an offer lapses when the
/// offerer's opponent moves").
pub(super) fn lapse(standing: Option<Color>, mover: Color) -> Option<Color> {
    standing.filter(|proposer| *proposer == mover)
}
