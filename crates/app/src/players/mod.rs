//! Players as others see them: profiles, game archives, the leaderboard
//! and the finder (product.md §9); the user
//! objects and statuses of the API (lichess-api-subset.md §1, §8).

mod archive;
mod match_results;
mod profile;
mod rankings;
mod status;
mod tournament_results;
mod user_figures;

pub use archive::{ArchiveFilters, ArchivePage, archive};
pub use match_results::{MatchResult, match_results};
pub use profile::{PoolRating, ProfileView, personal_details, profile_view};
pub use rankings::{find_players, leaderboard, rating_in};
pub use status::{MemberStatus, statuses};
pub use tournament_results::{Place, TournamentResult, tournament_results};
pub use user_figures::{UserFigures, figures_of, online_bots, own_figures, user_figures};
