//! Players as others see them: profiles (product.md §9).

mod profile;
mod tournament_results;

pub use profile::{PoolRating, ProfileView, profile_view};
pub use tournament_results::{Place, TournamentResult, tournament_results};
