//! A recorded game's report and its answers (clubs-and-ladder.md "Over the
//! board" and the decisions of turn 3): White's report counts at once and
//! waits for Black; Black confirms or disputes it; a director confirms a
//! report or settles a dispute (or corrects the result); a confirmed game
//! is settled and answers nothing more.

use super::ClubGameStatus;

/// What is said of a recorded game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameAnswer {
    /// Black (or a director) agrees with the report.
    Confirm,
    /// Black does not.
    Dispute,
}

/// Who answers: the game's Black, a director of the club, both or
/// neither.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Answerer {
    pub black: bool,
    pub director: bool,
}

/// An answer the game's state does not allow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AnswerRefused {
    /// The game is confirmed, or Black disputed it already: a director
    /// settles it now.
    #[error("the game is {} already", .0.as_str())]
    Settled(ClubGameStatus),
    /// Only Black answers a report (a director may confirm it).
    #[error("only Black answers a report")]
    NotBlack,
}

impl ClubGameStatus {
    /// Where the game stands after `answer` by `by`.
    ///
    /// # Errors
    /// [`AnswerRefused`]: a confirmed game; Black disputing twice; anyone
    /// but Black disputing, or confirming unless a director.
    pub fn answered(self, answer: GameAnswer, by: Answerer) -> Result<Self, AnswerRefused> {
        match (answer, self) {
            (_, Self::Confirmed) => Err(AnswerRefused::Settled(Self::Confirmed)),
            (GameAnswer::Confirm, _) if by.black || by.director => Ok(Self::Confirmed),
            (GameAnswer::Dispute, Self::Reported) if by.black => Ok(Self::Disputed),
            (GameAnswer::Dispute, Self::Disputed) if by.black => {
                Err(AnswerRefused::Settled(Self::Disputed))
            }
            _ => Err(AnswerRefused::NotBlack),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ClubGameStatus::{Confirmed, Disputed, Reported};
    use GameAnswer::{Confirm, Dispute};

    const BLACK: Answerer = Answerer {
        black: true,
        director: false,
    };
    const DIRECTOR: Answerer = Answerer {
        black: false,
        director: true,
    };
    const OTHER: Answerer = Answerer {
        black: false,
        director: false,
    };

    /// clubs-and-ladder.md "Over the board": "Black confirms or disputes";
    /// "a director settles a dispute"; a confirmed game is settled.
    #[test]
    fn each_answer_from_each_state() {
        let table = [
            (Reported, Confirm, BLACK, Ok(Confirmed)),
            (Reported, Dispute, BLACK, Ok(Disputed)),
            (Reported, Confirm, DIRECTOR, Ok(Confirmed)),
            (Reported, Dispute, DIRECTOR, Err(AnswerRefused::NotBlack)),
            (Reported, Confirm, OTHER, Err(AnswerRefused::NotBlack)),
            (Reported, Dispute, OTHER, Err(AnswerRefused::NotBlack)),
            (Disputed, Confirm, DIRECTOR, Ok(Confirmed)),
            (Disputed, Confirm, BLACK, Ok(Confirmed)),
            (
                Disputed,
                Dispute,
                BLACK,
                Err(AnswerRefused::Settled(Disputed)),
            ),
            (Disputed, Dispute, DIRECTOR, Err(AnswerRefused::NotBlack)),
            (
                Confirmed,
                Confirm,
                BLACK,
                Err(AnswerRefused::Settled(Confirmed)),
            ),
            (
                Confirmed,
                Dispute,
                BLACK,
                Err(AnswerRefused::Settled(Confirmed)),
            ),
            (
                Confirmed,
                Confirm,
                DIRECTOR,
                Err(AnswerRefused::Settled(Confirmed)),
            ),
        ];
        for (status, answer, by, expected) in table {
            assert_eq!(
                status.answered(answer, by),
                expected,
                "{status:?} {answer:?} by {by:?}"
            );
        }
    }
}
