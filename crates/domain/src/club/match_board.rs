//! A board of a match over the board (issue 52, docs/clubs.md "Over the
//! board"): its result is reported as a club game's is, but between two
//! clubs it stands only once both agree. A player of the board, or a
//! director of their club, acts for their club's side: one side reports
//! the result, the other confirms or disputes it; a side corrects its own
//! report until it is confirmed, and the other side may answer a report
//! with a result of its own (the same result confirms it). A confirmed
//! board is settled.

use super::ClubGameStatus;
use super::team_match::Side;
use crate::result::GameResult;

/// A board's result as reported, by which side, and where it stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardReport {
    pub result: GameResult,
    /// The side whose report it is: the other confirms it.
    pub by: Side,
    pub status: ClubGameStatus,
}

/// What is said of a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchBoardAction {
    Report(GameResult),
    Confirm,
    Dispute,
}

/// The sides someone acts for on a board: their own as its player, each
/// club they direct.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ActsFor {
    pub inviting: bool,
    pub invited: bool,
}

impl ActsFor {
    const fn side(self, side: Side) -> bool {
        match side {
            Side::Inviting => self.inviting,
            Side::Invited => self.invited,
        }
    }

    /// Acting for `side` too.
    #[must_use]
    pub const fn with(mut self, side: Side) -> Self {
        match side {
            Side::Inviting => self.inviting = true,
            Side::Invited => self.invited = true,
        }
        self
    }
}

/// Why an action on a board is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BoardRefused {
    #[error("Only the board's players and their clubs' directors report its result")]
    NotYours,
    #[error("No result is reported for this board yet")]
    NothingReported,
    #[error("The other club confirms or disputes a report")]
    OwnReport,
    #[error("The result is {} already", .0.as_str())]
    Settled(ClubGameStatus),
}

/// The board after `action` by someone acting for `acts`, from `current`
/// (`None`: nothing reported).
///
/// # Errors
/// [`BoardRefused`]: someone acting for neither side; an answer to no
/// report, or to their own side's; anything on a confirmed board; a
/// dispute of a disputed one.
pub fn answer_board(
    current: Option<BoardReport>,
    action: MatchBoardAction,
    acts: ActsFor,
) -> Result<BoardReport, BoardRefused> {
    if acts == ActsFor::default() {
        return Err(BoardRefused::NotYours);
    }
    let Some(report) = current else {
        return match action {
            MatchBoardAction::Report(result) => Ok(BoardReport {
                result,
                by: if acts.inviting {
                    Side::Inviting
                } else {
                    Side::Invited
                },
                status: ClubGameStatus::Reported,
            }),
            MatchBoardAction::Confirm | MatchBoardAction::Dispute => {
                Err(BoardRefused::NothingReported)
            }
        };
    };
    if report.status == ClubGameStatus::Confirmed {
        return Err(BoardRefused::Settled(ClubGameStatus::Confirmed));
    }
    let other = report.by.other();
    match action {
        // Its own side corrects a report not yet confirmed.
        MatchBoardAction::Report(result) if acts.side(report.by) => Ok(BoardReport {
            result,
            by: report.by,
            status: ClubGameStatus::Reported,
        }),
        // The other side's report of the same result agrees with it.
        MatchBoardAction::Report(result) if result == report.result => Ok(BoardReport {
            status: ClubGameStatus::Confirmed,
            ..report
        }),
        // Of another result: now the first side answers it.
        MatchBoardAction::Report(result) => Ok(BoardReport {
            result,
            by: other,
            status: ClubGameStatus::Reported,
        }),
        MatchBoardAction::Confirm | MatchBoardAction::Dispute if !acts.side(other) => {
            Err(BoardRefused::OwnReport)
        }
        MatchBoardAction::Confirm => Ok(BoardReport {
            status: ClubGameStatus::Confirmed,
            ..report
        }),
        MatchBoardAction::Dispute if report.status == ClubGameStatus::Disputed => {
            Err(BoardRefused::Settled(ClubGameStatus::Disputed))
        }
        MatchBoardAction::Dispute => Ok(BoardReport {
            status: ClubGameStatus::Disputed,
            ..report
        }),
    }
}

/// A board whose player left the club, was banned or deleted their
/// account after the start, before any report: the other side wins it
/// (issue 52: "after the start their games are forfeited").
#[must_use]
pub const fn forfeited(leaver_has_white: bool, leaver_side: Side) -> BoardReport {
    BoardReport {
        result: if leaver_has_white {
            GameResult::BlackWins
        } else {
            GameResult::WhiteWins
        },
        by: leaver_side.other(),
        status: ClubGameStatus::Confirmed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ClubGameStatus::{Confirmed, Disputed, Reported};
    use GameResult::{BlackWins, Draw, WhiteWins};
    use MatchBoardAction::{Confirm, Dispute, Report};
    use Side::{Invited, Inviting};

    const INVITING: ActsFor = ActsFor {
        inviting: true,
        invited: false,
    };
    const INVITED: ActsFor = ActsFor {
        inviting: false,
        invited: true,
    };
    const BOTH: ActsFor = ActsFor {
        inviting: true,
        invited: true,
    };
    const NEITHER: ActsFor = ActsFor {
        inviting: false,
        invited: false,
    };

    const fn board(result: GameResult, by: Side, status: ClubGameStatus) -> Option<BoardReport> {
        Some(BoardReport { result, by, status })
    }

    const fn ok(
        result: GameResult,
        by: Side,
        status: ClubGameStatus,
    ) -> Result<BoardReport, BoardRefused> {
        Ok(BoardReport { result, by, status })
    }

    /// Every action from every state, by each side (the module's rules).
    #[test]
    fn each_action_from_each_state() {
        let table = [
            // Nothing reported: either side reports; nothing to answer.
            (
                None,
                Report(WhiteWins),
                INVITING,
                ok(WhiteWins, Inviting, Reported),
            ),
            (None, Report(Draw), INVITED, ok(Draw, Invited, Reported)),
            (None, Report(Draw), BOTH, ok(Draw, Inviting, Reported)),
            (None, Confirm, INVITED, Err(BoardRefused::NothingReported)),
            (None, Dispute, INVITED, Err(BoardRefused::NothingReported)),
            (None, Report(Draw), NEITHER, Err(BoardRefused::NotYours)),
            // Reported by the inviting side.
            (
                board(WhiteWins, Inviting, Reported),
                Confirm,
                INVITED,
                ok(WhiteWins, Inviting, Confirmed),
            ),
            (
                board(WhiteWins, Inviting, Reported),
                Dispute,
                INVITED,
                ok(WhiteWins, Inviting, Disputed),
            ),
            (
                board(WhiteWins, Inviting, Reported),
                Confirm,
                INVITING,
                Err(BoardRefused::OwnReport),
            ),
            (
                board(WhiteWins, Inviting, Reported),
                Dispute,
                INVITING,
                Err(BoardRefused::OwnReport),
            ),
            (
                board(WhiteWins, Inviting, Reported),
                Report(Draw),
                INVITING,
                ok(Draw, Inviting, Reported),
            ),
            (
                board(WhiteWins, Inviting, Reported),
                Report(WhiteWins),
                INVITED,
                ok(WhiteWins, Inviting, Confirmed),
            ),
            (
                board(WhiteWins, Inviting, Reported),
                Report(BlackWins),
                INVITED,
                ok(BlackWins, Invited, Reported),
            ),
            (
                board(WhiteWins, Inviting, Reported),
                Confirm,
                BOTH,
                ok(WhiteWins, Inviting, Confirmed),
            ),
            (
                board(WhiteWins, Inviting, Reported),
                Confirm,
                NEITHER,
                Err(BoardRefused::NotYours),
            ),
            // Disputed: the reporter corrects, the other side confirms or
            // reports its own result, a second dispute says nothing new.
            (
                board(Draw, Invited, Disputed),
                Report(BlackWins),
                INVITED,
                ok(BlackWins, Invited, Reported),
            ),
            (
                board(Draw, Invited, Disputed),
                Confirm,
                INVITING,
                ok(Draw, Invited, Confirmed),
            ),
            (
                board(Draw, Invited, Disputed),
                Report(WhiteWins),
                INVITING,
                ok(WhiteWins, Inviting, Reported),
            ),
            (
                board(Draw, Invited, Disputed),
                Dispute,
                INVITING,
                Err(BoardRefused::Settled(Disputed)),
            ),
            (
                board(Draw, Invited, Disputed),
                Confirm,
                INVITED,
                Err(BoardRefused::OwnReport),
            ),
            // Confirmed: settled for everyone.
            (
                board(Draw, Invited, Confirmed),
                Confirm,
                INVITING,
                Err(BoardRefused::Settled(Confirmed)),
            ),
            (
                board(Draw, Invited, Confirmed),
                Report(WhiteWins),
                BOTH,
                Err(BoardRefused::Settled(Confirmed)),
            ),
            (
                board(Draw, Invited, Confirmed),
                Dispute,
                INVITING,
                Err(BoardRefused::Settled(Confirmed)),
            ),
        ];
        for (current, action, acts, expected) in table {
            assert_eq!(
                answer_board(current, action, acts),
                expected,
                "{current:?} {action:?} by {acts:?}"
            );
        }
    }

    /// The one who leaves loses the board, confirmed.
    #[test]
    fn a_leaver_loses_the_board() {
        assert_eq!(
            forfeited(true, Inviting),
            BoardReport {
                result: BlackWins,
                by: Invited,
                status: Confirmed
            }
        );
        assert_eq!(forfeited(false, Invited).result, WhiteWins);
    }

    /// Both sides acting in turn always end on a confirmed board, and a
    /// board is confirmed only by the side that did not report it.
    #[test]
    fn a_report_then_its_confirmation_by_the_other_side() {
        for result in [WhiteWins, Draw, BlackWins] {
            for (reporter, answerer) in [(INVITING, INVITED), (INVITED, INVITING)] {
                let reported = answer_board(None, Report(result), reporter).unwrap();
                assert_eq!(
                    answer_board(Some(reported), Confirm, reporter),
                    Err(BoardRefused::OwnReport)
                );
                let confirmed = answer_board(Some(reported), Confirm, answerer).unwrap();
                assert_eq!(confirmed.status, Confirmed);
                assert_eq!(confirmed.result, result);
            }
        }
    }
}
