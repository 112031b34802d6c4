//! Players as others see them: profiles (product.md §9).

mod profile;

pub use profile::{PoolRating, ProfileView, profile_view};
