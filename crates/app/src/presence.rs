//! A player's open connection to a live game in progress (its page's
//! socket or feed, a Board API game stream), noted in the database for as long
//! as it is open: a player who has the game open sees its end there, so a
//! live game emails its end only to a player who does not
//! (`notices::game_over`; docs/live-games.md, "Emails"). In the
//! database rather than in memory, so that the server ending a game
//! knows of a page open on another app server.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::GameId;
use redqueen_store::Store;

use crate::games::LoadedGame;
use crate::state::AppState;

/// A noted connection; dropping it (the connection closed) removes the
/// note.
#[derive(Debug)]
pub struct Present {
    store: Store,
    id: Option<i64>,
}

/// Whether a player's connection to `game` is worth noting: while a live
/// game is in progress (a correspondence game mails as before, whoever
/// has it open).
#[must_use]
pub fn counts(game: &LoadedGame) -> bool {
    game.in_progress() && !game.clock.control.is_correspondence()
}

/// Notes that `member` has game `game_id` open until the returned value is
/// dropped. A failure is only logged: the player then counts as away,
/// and at worst gets an email they did not need.
pub async fn enter(state: &AppState, game_id: &GameId, member: MemberId) -> Present {
    let id = match state
        .store
        .enter_game(game_id.as_str(), member, state.now())
        .await
    {
        Ok(id) => Some(id),
        Err(error) => {
            tracing::warn!(%error, game = %game_id, "presence not noted");
            None
        }
    };
    Present {
        store: state.store.clone(),
        id,
    }
}

impl Drop for Present {
    fn drop(&mut self) {
        let Some(id) = self.id.take() else {
            return;
        };
        // Outside a runtime (the process is ending) the note stays until
        // the game's end is told, which deletes its game's notes.
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        let store = self.store.clone();
        runtime.spawn(async move {
            if let Err(error) = store.leave_game(id).await {
                tracing::warn!(%error, "presence not removed");
            }
        });
    }
}
