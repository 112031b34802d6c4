//! Every named value's table: its name both ways, and the texts refused.
use std::fmt::Debug;
use std::str::FromStr;

use super::{Named, UnknownName};
use crate::game::{
    ChallengeColor, ChallengeStatus, Color, EndReason, GameStatus, Origin, ReminderKind,
};
use crate::rating::{Pool, UnchangedBy};
use crate::tournament::{
    PairingSystem, RoundStatus, TournamentEnding, TournamentKind, TournamentStatus,
};

/// `table` lists every value of `T` with its name, in declaration order:
/// each name is the value's, reads back as it, and the texts near a name
/// (another case, spaces, a prefix) are refused with an error naming them.
fn assert_table<T: Named + PartialEq + Debug>(table: &[(T, &str)]) {
    let values: Vec<T> = table.iter().map(|(value, _)| *value).collect();
    assert_eq!(T::ALL, values.as_slice(), "{} values", T::KIND);
    for (value, name) in table {
        assert_eq!(value.as_str(), *name);
        assert_eq!(T::parse(name), Ok(*value));
        for near in [
            name.to_uppercase(),
            format!(" {name}"),
            format!("{name} "),
            name[..name.len() - 1].to_owned(),
        ] {
            assert_eq!(
                T::parse(&near),
                Err(UnknownName {
                    kind: T::KIND,
                    text: near.clone()
                })
            );
        }
    }
    assert_eq!(
        T::parse("").unwrap_err().to_string(),
        format!("unknown {} \"\"", T::KIND)
    );
}

/// `FromStr` and the inherent `as_str` agree with [`Named`].
fn assert_from_str<T: Named + FromStr<Err = UnknownName> + PartialEq + Debug>() {
    for value in T::ALL {
        assert_eq!(value.as_str().parse::<T>(), Ok(*value));
    }
    assert_eq!(
        "nonsense".parse::<T>().unwrap_err().to_string(),
        format!("unknown {} \"nonsense\"", T::KIND)
    );
}

/// Serde writes the same names, for the types it serializes.
fn assert_serde_agrees<T: Named + serde::Serialize>() {
    for value in T::ALL {
        assert_eq!(serde_json::to_value(value).unwrap(), value.as_str());
    }
}

#[test]
fn game_statuses_are_started_and_finished() {
    assert_table(&[
        (GameStatus::Started, "started"),
        (GameStatus::Finished, "finished"),
    ]);
    assert_from_str::<GameStatus>();
}

#[test]
fn origins_are_named_as_stored() {
    assert_table(&[
        (Origin::Challenge, "challenge"),
        (Origin::OpenGame, "open_game"),
        (Origin::Tournament, "tournament"),
        (Origin::Club, "club"),
        (Origin::ClubMatch, "club_match"),
    ]);
    assert_from_str::<Origin>();
    assert_serde_agrees::<Origin>();
}

#[test]
fn colors_are_white_and_black() {
    assert_table(&[(Color::White, "white"), (Color::Black, "black")]);
    assert_eq!(
        Color::parse("w"),
        Err(UnknownName {
            kind: "colour",
            text: "w".into()
        })
    );
}

#[test]
fn end_reasons_are_named_as_players_see_them() {
    assert_table(&[
        (EndReason::Mate, "mate"),
        (EndReason::Resign, "resign"),
        (EndReason::Stalemate, "stalemate"),
        (EndReason::Timeout, "timeout"),
        (EndReason::DrawAgreed, "draw_agreed"),
        (EndReason::Threefold, "threefold"),
        (EndReason::FiftyMoves, "fifty_moves"),
        (EndReason::Fivefold, "fivefold"),
        (EndReason::SeventyFiveMoves, "seventy_five_moves"),
        (EndReason::InsufficientMaterial, "insufficient_material"),
        (EndReason::Aborted, "aborted"),
        (EndReason::Deleted, "deleted"),
        (EndReason::Adjudicated, "adjudicated"),
        (EndReason::Forfeit, "forfeit"),
        (EndReason::NoResultTimeout, "no_result_timeout"),
        (EndReason::QuitAgreed, "quit_agreed"),
        (EndReason::Quit, "quit"),
    ]);
    assert_from_str::<EndReason>();
    assert_serde_agrees::<EndReason>();
}

#[test]
fn reminder_kinds_are_named_as_stored() {
    assert_table(&[
        (ReminderKind::MostTimeUsed, "most_time_used"),
        (ReminderKind::OneDayLeft, "one_day_left"),
    ]);
    assert_from_str::<ReminderKind>();
    assert_serde_agrees::<ReminderKind>();
}

#[test]
fn challenge_statuses_are_named_as_stored() {
    assert_table(&[
        (ChallengeStatus::Created, "created"),
        (ChallengeStatus::Accepted, "accepted"),
        (ChallengeStatus::Declined, "declined"),
        (ChallengeStatus::Canceled, "canceled"),
    ]);
    assert_from_str::<ChallengeStatus>();
}

#[test]
fn a_challenger_asks_for_white_black_or_random() {
    assert_table(&[
        (ChallengeColor::White, "white"),
        (ChallengeColor::Black, "black"),
        (ChallengeColor::Random, "random"),
    ]);
    assert_from_str::<ChallengeColor>();
    let fixed: Vec<Option<Color>> = ChallengeColor::ALL.iter().map(|c| c.fixed()).collect();
    assert_eq!(fixed, [Some(Color::White), Some(Color::Black), None]);
}

#[test]
fn tournament_and_round_statuses_are_named_as_stored() {
    assert_table(&[
        (TournamentStatus::Upcoming, "upcoming"),
        (TournamentStatus::InProgress, "in_progress"),
        (TournamentStatus::Finished, "finished"),
        (TournamentStatus::Cancelled, "cancelled"),
    ]);
    assert_from_str::<TournamentStatus>();
    assert_table(&[
        (RoundStatus::Playing, "playing"),
        (RoundStatus::Finished, "finished"),
    ]);
    assert_from_str::<RoundStatus>();
}

#[test]
fn tournament_kinds_systems_and_endings_are_named_as_stored() {
    assert_table(&[
        (TournamentKind::Correspondence, "correspondence"),
        (TournamentKind::Live, "live"),
    ]);
    assert_from_str::<TournamentKind>();
    assert_table(&[
        (PairingSystem::Swiss, "swiss"),
        (PairingSystem::DoubleRoundRobin, "double_round_robin"),
    ]);
    assert_from_str::<PairingSystem>();
    assert_table(&[
        (TournamentEnding::Completed, "completed"),
        (TournamentEnding::UnderMinimum, "under_minimum"),
        (TournamentEnding::NoValidPairing, "no_valid_pairing"),
        (TournamentEnding::TooFewPlayers, "too_few_players"),
    ]);
    assert_from_str::<TournamentEnding>();
}

#[test]
fn rating_pools_are_correspondence_and_live() {
    assert_table(&[
        (Pool::Correspondence, "correspondence"),
        (Pool::Live, "live"),
    ]);
    assert_from_str::<Pool>();
}

#[test]
fn rating_rules_are_named_as_stored() {
    assert_table(&[
        (UnchangedBy::SpecialRule, "special_rule"),
        (UnchangedBy::Protection, "protection"),
    ]);
    assert_from_str::<UnchangedBy>();
}

#[test]
fn conduct_values_are_named_as_stored() {
    use crate::conduct::{ModerationAction, MuteLength, ReportReason, ReportStatus};
    assert_table(&[
        (ReportReason::Abuse, "abuse"),
        (ReportReason::ComputerAssistance, "computer_assistance"),
        (ReportReason::Other, "other"),
    ]);
    assert_from_str::<ReportReason>();
    assert_table(&[
        (ReportStatus::Open, "open"),
        (ReportStatus::Closed, "closed"),
    ]);
    assert_table(&[
        (ModerationAction::Warn, "warn"),
        (ModerationAction::Mute, "mute"),
        (ModerationAction::Unmute, "unmute"),
        (ModerationAction::Ban, "ban"),
        (ModerationAction::Unban, "unban"),
        (ModerationAction::CloseReport, "close_report"),
        (ModerationAction::Adjudicate, "adjudicate"),
        (ModerationAction::GiveTime, "give_time"),
        (ModerationAction::MakeBot, "make_bot"),
    ]);
    assert_from_str::<ModerationAction>();
    assert_table(&[
        (MuteLength::OneHour, "1h"),
        (MuteLength::OneDay, "1d"),
        (MuteLength::OneWeek, "7d"),
        (MuteLength::OneMonth, "30d"),
    ]);
}
