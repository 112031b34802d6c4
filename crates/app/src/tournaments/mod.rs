//! Tournaments (product.md §8, tournaments.md): Double Round Robin and
//! Swiss, correspondence. Administrators create them, members join and
//! leave until the start, and the tournament director (a background job)
//! starts them, pairs every round from a stored seed, starts the games and
//! crowns the winner. The pairing, grouping, scoring and tie-breaks are the
//! domain's engines; this module loads, decides with them, and stores.

mod create;
mod direct;
mod entry;
mod error;
mod lists;
mod notices;
mod plan;
mod ratings;
mod round;
mod scoring;
mod settings;
mod view;

pub use create::{create_tournament, may_create};
pub use direct::{close_round, round_over, start_tournament};
pub use entry::{join_tournament, leave_tournament, may_join, withdraw_from_tournament};
pub use error::{SettingError, TournamentError};
pub use lists::{TournamentLists, tournament_lists};
pub use ratings::pool_of;
pub use scoring::{result_of, seed_to_u64};
pub use settings::{SettingsForm, TournamentSettings};
pub(crate) use settings::{instant, optional_rating};
pub use view::{GroupView, RoundView, TournamentView, tournament_view};
