//! What the game page shows, gathered at once. The players' chat, the
//! private note and the conditional moves are the players' own (product.md
//! §3): they are read for a player only, so no page can show them to anyone
//! else; whoever watches reads the spectators' room instead.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{ChatRoom, Color};
use redqueen_store::{ChatLine, UserRow};

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
}

/// The game `id` as `viewer` (`None`: a visitor) sees it; `None` when
/// there is no such game, or none they may see.
///
/// # Errors
/// The database failed, or the stored game could not be restored.
pub async fn game_view(
    state: &AppState,
    id: &str,
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
            anyhow::Ok(store.chat(id, room).await?)
        },
        async {
            match player {
                Some(p) => anyhow::Ok(store.note(id, p.id).await?.unwrap_or_default()),
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
    let user = |id: MemberId| players.iter().find(|u| u.id == id).cloned();
    let (Some(white), Some(black)) = (user(ids[0]), user(ids[1])) else {
        return Ok(None);
    };
    Ok(Some(GameView {
        me: player.and_then(|p| game.color_of(p.id)),
        game,
        white,
        black,
        chat,
        note,
        conditional,
    }))
}
