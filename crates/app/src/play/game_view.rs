//! What the game page shows, gathered at once. The players' chat, the
//! private note and the conditional moves are the players' own (product.md
//! §3): they are read for a player only, so no page can show them to anyone
//! else; whoever watches reads the spectators' room instead. Beside them:
//! an adjudication's reason, the viewer's board settings, a club game's
//! club ratings, and where the game was paired.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{ChatRoom, Color, GameId};
use redqueen_store::{BoardSettingsRow, ChatLine, GameRow, StoreResult, UserRow};

use super::board_view::seated;
use super::{PlayError, conditional_moves};
use crate::games::LoadedGame;
use crate::state::AppState;

/// A game page, ready to be drawn.
#[derive(Debug, Clone)]
pub struct GameView {
    pub game: LoadedGame,
    pub white: UserRow,
    pub black: UserRow,
    /// The viewer's colour when they play in this game.
    pub me: Option<Color>,
    /// The players' room for a player; the spectators' room for everyone
    /// else.
    pub chat: Vec<ChatLine>,
    /// The viewer's private note, when they play.
    pub note: String,
    /// The viewer's conditional moves, while the game is in progress, in
    /// SAN.
    pub conditional: Vec<Vec<String>>,
    /// Why an administrator adjudicated the game, if they did.
    pub adjudication: Option<String>,
    /// The viewer's board settings (the defaults for a visitor).
    pub board: BoardSettingsRow,
    /// A club game's players' club ratings, white's and black's, as their
    /// cards have them (a club game moves club ratings, not site ratings);
    /// `None` for other games.
    pub club_ratings: Option<(Option<i32>, Option<i32>)>,
    /// Where the game was paired, if anywhere.
    pub place: Option<GamePlace>,
}

/// Where a game was paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GamePlace {
    /// A tournament's round.
    Tournament {
        id: String,
        name: String,
        round: i32,
    },
    /// A club's ladder or event.
    Club { id: i64, name: String },
    /// A board of a match between clubs (issue 52), seen from the
    /// inviting club.
    ClubMatch {
        club: i64,
        id: String,
        inviting: String,
        invited: String,
        board: i32,
    },
}

/// The game `id` as `viewer` (`None`: a visitor) sees it; `None` when
/// there is no such game, or none they may see.
///
/// # Errors
/// The database failed, or the stored game could not be restored.
pub async fn game_view(
    state: &AppState,
    id: &GameId,
    viewer: Option<&UserRow>,
) -> anyhow::Result<Option<GameView>> {
    let store = &state.store;
    let Some(row) = super::visible_game(state, id, viewer.map(|v| v.id)).await? else {
        return Ok(None);
    };
    let game = LoadedGame::load(store, row).await?;
    let player = viewer.filter(|v| game.color_of(v.id).is_some());
    let ids = [game.row.white_id, game.row.black_id];
    let (players, chat, note, conditional) = tokio::try_join!(
        async { anyhow::Ok(store.users_by_ids(&ids).await?) },
        // A player reads the players' room; whoever watches, the
        // spectators'.
        async {
            let room = if player.is_some() {
                ChatRoom::Player
            } else {
                ChatRoom::Spectator
            };
            anyhow::Ok(store.chat(id.as_str(), room).await?)
        },
        async {
            match player {
                Some(p) => anyhow::Ok(store.note(id.as_str(), p.id).await?.unwrap_or_default()),
                None => Ok(String::new()),
            }
        },
        async {
            match player {
                Some(p) if game.in_progress() => match conditional_moves(state, id, p.id).await {
                    Ok(tree) => Ok(tree.lines_san(&game.game)),
                    Err(PlayError::Internal(error)) => Err(error),
                    Err(_) => Ok(Vec::new()),
                },
                _ => Ok(Vec::new()),
            }
        },
    )?;
    let Some((white, black)) = seated(&players, &game.row) else {
        return Ok(None);
    };
    let adjudication = super::adjudication_reason(state, &game).await?;
    let board = match viewer {
        Some(viewer) => store.board_settings(viewer.id).await?,
        None => BoardSettingsRow::default(),
    };
    let club_ratings = club_ratings(state, &game.row).await?;
    let place = place_of(state, &game.row).await?;
    Ok(Some(GameView {
        me: player.and_then(|p| game.color_of(p.id)),
        game,
        white,
        black,
        chat,
        note,
        conditional,
        adjudication,
        board,
        club_ratings,
        place,
    }))
}

/// A club game's players' club ratings; `None` for other games.
async fn club_ratings(
    state: &AppState,
    game: &GameRow,
) -> StoreResult<Option<(Option<i32>, Option<i32>)>> {
    let Some(club) = game.club_id else {
        return Ok(None);
    };
    let cards = state.store.club_cards(club).await?;
    let rating = |member: MemberId| {
        cards
            .iter()
            .find(|c| c.member_id == member)
            .map(|c| c.rating)
    };
    Ok(Some((rating(game.white_id), rating(game.black_id))))
}

/// Where a game was paired: its tournament and round, its club match and
/// board, or its club.
async fn place_of(state: &AppState, game: &GameRow) -> StoreResult<Option<GamePlace>> {
    let paired = state.store.tournaments_of_games(&[&game.id]).await?;
    if let Some((_, id, name, round)) = paired.into_iter().next() {
        return Ok(Some(GamePlace::Tournament { id, name, round }));
    }
    if let Some((id, club, inviting, invited, board)) = state.store.match_of_game(&game.id).await? {
        return Ok(Some(GamePlace::ClubMatch {
            club,
            id,
            inviting,
            invited,
            board,
        }));
    }
    let Some(club) = game.club_id else {
        return Ok(None);
    };
    Ok(state.store.club(club).await?.map(|club| GamePlace::Club {
        id: club.id,
        name: club.name,
    }))
}
