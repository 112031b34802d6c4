//! Players as others see them: profiles (product.md §9).

mod profile;

pub use profile::{ProfileView, profile_view};
