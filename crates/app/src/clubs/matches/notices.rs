//! The notices of matches between clubs (issue 52), sent in the
//! transaction of what they tell, each through the member's choices for
//! club matches (email, push, both or neither): the invited club's
//! directors of an invitation, the inviting club's of the answer, both
//! clubs' members that the rosters are open, and the players on the
//! rosters of the start (with their board and games) or of the
//! cancellation.

use std::collections::HashMap;

use redqueen_domain::account::{MemberId, NoticeKind};
use redqueen_domain::club::{
    BoardGame, BoardReport, ClubGameStatus, MatchKind, Membership, Side, TooFewPlayers,
};
use redqueen_domain::game::Seats;
use redqueen_store::{ClubMatchRow, GameRow, MatchBoardRow, StoreResult, Tx, UserRow};

use crate::i18n::{FluentValue, Lang};
use crate::notices::{Notice, lang_of, send};
use crate::state::AppState;

/// Accounts looked up per query (PostgreSQL binds at most 65,535 values).
const USERS_PER_QUERY: usize = 1000;

async fn accounts(state: &AppState, ids: &[MemberId]) -> StoreResult<Vec<UserRow>> {
    let mut found = Vec::with_capacity(ids.len());
    for chunk in ids.chunks(USERS_PER_QUERY) {
        found.extend(state.store.users_by_ids(chunk).await?);
    }
    Ok(found)
}

/// The members of `club` (directors only if `directors`).
async fn members_of(state: &AppState, club: i64, directors: bool) -> StoreResult<Vec<MemberId>> {
    Ok(state
        .store
        .club_members(club)
        .await?
        .into_iter()
        .filter(|m| m.status == Membership::Member && (m.is_director || !directors))
        .map(|m| m.member_id)
        .collect())
}

/// What every match notice says of the match, in `lang`.
fn args<'a>(lang: &Lang, row: &'a ClubMatchRow) -> Vec<(&'static str, FluentValue<'a>)> {
    let kind = match row.kind {
        MatchKind::Correspondence => "club-match-kind-correspondence",
        MatchKind::Live => "club-match-kind-live",
        MatchKind::OverTheBoard => "club-match-kind-over_the_board",
    };
    vec![
        ("inviting", FluentValue::from(row.inviting_name.as_str())),
        ("invited", FluentValue::from(row.invited_name.as_str())),
        ("kind", FluentValue::from(lang.t(kind))),
        ("control", FluentValue::from(row.time_control.to_string())),
        ("time", FluentValue::from(lang.instant(row.starts_at))),
    ]
}

/// The match's page as the club of `side` sees it.
fn page(state: &AppState, row: &ClubMatchRow, side: Side) -> String {
    state
        .settings
        .link(&format!("/clubs/{}/matches/{}", row.club_of(side), row.id))
}

/// Sends the notice `prefix` (its `-subject` and `-body`) about `row` to
/// each of `members`, linking the page of their `side`, with `more`
/// arguments and `extra(user)` paragraphs.
async fn tell(
    state: &AppState,
    tx: &mut Tx,
    row: &ClubMatchRow,
    members: &[(MemberId, Side)],
    kind: NoticeKind,
    prefix: &str,
    extra: impl Fn(&Lang, MemberId) -> Vec<String>,
) -> StoreResult<()> {
    let sides: HashMap<MemberId, Side> = members.iter().copied().collect();
    let ids: Vec<MemberId> = sides.keys().copied().collect();
    for user in accounts(state, &ids).await? {
        let Some(&side) = sides.get(&user.id) else {
            continue;
        };
        let lang = lang_of(state, &user);
        let args = args(&lang, row);
        let mut notice = Notice::said(&lang, kind, prefix, &args)
            .linking(lang.t("email-club-match-link"), page(state, row, side));
        notice.paragraphs.extend(extra(&lang, user.id));
        send(state, tx, &user, notice).await?;
    }
    Ok(())
}

/// The invited club's directors: a match to answer.
///
/// # Errors
/// The database failed.
pub(super) async fn invited(state: &AppState, tx: &mut Tx, row: &ClubMatchRow) -> StoreResult<()> {
    let directors: Vec<(MemberId, Side)> = members_of(state, row.invited_club_id, true)
        .await?
        .into_iter()
        .map(|m| (m, Side::Invited))
        .collect();
    tell(
        state,
        tx,
        row,
        &directors,
        NoticeKind::ClubMatchInvited,
        "email-club-match-invited",
        |_, _| Vec::new(),
    )
    .await
}

/// The inviting club's directors: the answer; on an acceptance, both
/// clubs' members: the rosters are open.
///
/// # Errors
/// The database failed.
pub(super) async fn answered(
    state: &AppState,
    tx: &mut Tx,
    row: &ClubMatchRow,
    accepted: bool,
) -> StoreResult<()> {
    let directors: Vec<(MemberId, Side)> = members_of(state, row.inviting_club_id, true)
        .await?
        .into_iter()
        .map(|m| (m, Side::Inviting))
        .collect();
    let reason = row.decline_reason.clone().filter(|r| !r.is_empty());
    let prefix = if accepted {
        "email-club-match-accepted"
    } else {
        "email-club-match-declined"
    };
    tell(
        state,
        tx,
        row,
        &directors,
        NoticeKind::ClubMatchAnswered,
        prefix,
        |lang, _| {
            reason
                .iter()
                .map(|r| {
                    lang.t_with(
                        "club-match-decline-reason",
                        &[("reason", FluentValue::from(r.as_str()))],
                    )
                })
                .collect()
        },
    )
    .await?;
    if !accepted {
        return Ok(());
    }
    let mut members: Vec<(MemberId, Side)> = Vec::new();
    for side in [Side::Inviting, Side::Invited] {
        for member in members_of(state, row.club_of(side), false).await? {
            // A member of both clubs hears it once, from the inviting one.
            if !members.iter().any(|(m, _)| *m == member) {
                members.push((member, side));
            }
        }
    }
    tell(
        state,
        tx,
        row,
        &members,
        NoticeKind::ClubMatchOpen,
        // Over the board the boards follow the ladders, not ratings.
        if row.kind.online() {
            "email-club-match-open"
        } else {
            "email-club-match-open-ladder"
        },
        |_, _| Vec::new(),
    )
    .await
}

/// The players on the rosters: the match started — their board, their
/// opponent and their games (over the board, their colour), or that they
/// are a reserve.
///
/// # Errors
/// The database failed.
pub(super) async fn started(
    state: &AppState,
    tx: &mut Tx,
    row: &ClubMatchRow,
    players: &[(MemberId, Side, Option<i32>)],
    over_the_board: &[BoardGame<MemberId>],
    games: &[GameRow],
) -> StoreResult<()> {
    let names: HashMap<MemberId, String> =
        accounts(state, &players.iter().map(|p| p.0).collect::<Vec<_>>())
            .await?
            .into_iter()
            .map(|u| (u.id, u.username))
            .collect();
    let boards: HashMap<MemberId, i32> = players
        .iter()
        .filter_map(|(m, _, board)| Some((*m, (*board)?)))
        .collect();
    let members: Vec<(MemberId, Side)> = players.iter().map(|(m, side, _)| (*m, *side)).collect();
    let boards_played = row.boards;
    tell(
        state,
        tx,
        row,
        &members,
        NoticeKind::ClubMatchStarted,
        "email-club-match-started",
        |lang, member| {
            let Some(&board) = boards.get(&member) else {
                return vec![lang.t_with(
                    "email-club-match-reserve",
                    &[("boards", FluentValue::from(boards_played))],
                )];
            };
            let mut lines = Vec::new();
            if !row.kind.online() {
                for game in over_the_board {
                    let (key, opponent) = if game.white == member {
                        ("email-club-match-board-white", game.black)
                    } else if game.black == member {
                        ("email-club-match-board-black", game.white)
                    } else {
                        continue;
                    };
                    let opponent = names.get(&opponent).cloned().unwrap_or_default();
                    lines.push(lang.t_with(
                        key,
                        &[
                            ("board", FluentValue::from(board)),
                            ("opponent", FluentValue::from(opponent)),
                        ],
                    ));
                }
            }
            for game in games.iter() {
                let Some(color) = game.color_of(member) else {
                    continue;
                };
                let opponent = names.get(&game.player(!color)).cloned().unwrap_or_default();
                let key =
                    color.fold_wb("email-club-match-game-white", "email-club-match-game-black");
                lines.push(lang.t_with(
                    key,
                    &[
                        ("board", FluentValue::from(board)),
                        ("opponent", FluentValue::from(opponent)),
                        (
                            "link",
                            FluentValue::from(state.settings.link(&format!("/{}", game.id))),
                        ),
                    ],
                ));
            }
            lines
        },
    )
    .await
}

/// The players on the rosters and both clubs' directors: the match did
/// not start, too few players.
///
/// # Errors
/// The database failed.
pub(super) async fn cancelled(
    state: &AppState,
    tx: &mut Tx,
    row: &ClubMatchRow,
    players: &[(MemberId, Side)],
    too_few: TooFewPlayers,
) -> StoreResult<()> {
    let mut told: Vec<(MemberId, Side)> = players.to_vec();
    for side in [Side::Inviting, Side::Invited] {
        for director in members_of(state, row.club_of(side), true).await? {
            if !told.iter().any(|(m, _)| *m == director) {
                told.push((director, side));
            }
        }
    }
    tell(
        state,
        tx,
        row,
        &told,
        NoticeKind::ClubMatchCancelled,
        "email-club-match-cancelled",
        |lang, _| {
            vec![lang.t_with(
                "email-club-match-cancelled-counts",
                &[
                    ("inviting", FluentValue::from(row.inviting_name.as_str())),
                    ("invited", FluentValue::from(row.invited_name.as_str())),
                    ("inviting_count", FluentValue::from(too_few.inviting)),
                    ("invited_count", FluentValue::from(too_few.invited)),
                    ("minimum", FluentValue::from(too_few.minimum)),
                ],
            )]
        },
    )
    .await
}

/// Over the board, after a report or an answer on a board: the other
/// club's player has a result to confirm, or the reporting club's player
/// hears that it is disputed.
///
/// # Errors
/// The database failed.
pub(super) async fn board_answered(
    state: &AppState,
    tx: &mut Tx,
    row: &ClubMatchRow,
    board: &MatchBoardRow,
    report: BoardReport,
) -> StoreResult<()> {
    let (told, prefix) = match report.status {
        ClubGameStatus::Reported => (report.by.other(), "email-club-match-result"),
        ClubGameStatus::Disputed => (report.by, "email-club-match-disputed"),
        ClubGameStatus::Confirmed => return Ok(()),
    };
    let player = if board.white_side == told {
        board.white_id
    } else {
        board.black_id
    };
    let number = board.board;
    let (white, black) = (board.white_name.clone(), board.black_name.clone());
    tell(
        state,
        tx,
        row,
        &[(player, told)],
        NoticeKind::ClubMatchResult,
        prefix,
        |lang, _| {
            vec![lang.t_with(
                "email-club-match-board-result",
                &[
                    ("board", FluentValue::from(number)),
                    ("white", FluentValue::from(white.as_str())),
                    ("black", FluentValue::from(black.as_str())),
                    ("result", FluentValue::from(report.result.written())),
                ],
            )]
        },
    )
    .await
}
