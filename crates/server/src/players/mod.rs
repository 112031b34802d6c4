//! Players as others see them: profiles, game archives, the leaderboard
//! and the finder (product.md §9), and a member's own gem ledger.

mod archive;
mod gem_ledger;
mod profile;
mod rankings;
mod tournament_results;

pub use archive::{ArchiveFilters, ArchivePage, archive};
pub use gem_ledger::gem_ledger;
pub use profile::{PoolRating, ProfileView, member_named, personal_details, profile_view};
pub use rankings::{find_players, leaderboard, rating_in};
pub use tournament_results::{Place, TournamentResult, tournament_results};
