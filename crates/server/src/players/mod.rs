//! Players as others see them: profiles (product.md §9), and the user
//! objects and statuses of the API (lichess-api-subset.md §1, §8).

mod profile;
mod status;
mod tournament_results;
mod user_figures;

pub use profile::{PoolRating, ProfileView, profile_view};
pub use status::{MemberStatus, statuses};
pub use tournament_results::{Place, TournamentResult, tournament_results};
pub use user_figures::{UserFigures, figures_of, online_bots, own_figures, user_figures};
