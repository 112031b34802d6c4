//! What the analysis board reads (docs/analysis.md): the current positions
//! of a member's games in progress, which it refuses to show to them with
//! an engine (seed 000).

use redqueen_domain::account::MemberId;

use crate::backend::Store;
use crate::error::StoreResult;
use crate::query::{Arg, Source};

impl Store {
    /// The positions (FEN) of `member`'s games in progress, through the
    /// `games_white` and `games_black` indexes: a cost that grows with
    /// their own games only.
    ///
    /// # Errors
    /// The database failed.
    pub async fn positions_in_play_of(&self, member: MemberId) -> StoreResult<Vec<String>> {
        let rows: Vec<(String,)> = Source::Read(self)
            .all(
                "SELECT fen FROM games WHERE white_id = $1 AND status = 'started' \
                 UNION ALL SELECT fen FROM games WHERE black_id = $1 AND status = 'started'",
                &[Arg::Member(member)],
            )
            .await?;
        Ok(rows.into_iter().map(|(fen,)| fen).collect())
    }
}
