//! Account use cases (product.md §1): the only code that combines the
//! store and the domain for accounts. Pages, the API and the operator
//! command line call these same functions.

mod access_token;
mod blocks;
mod bot;
mod deletion;
mod email_change;
mod find_member;
mod login;
mod members_by_id;
mod password;
mod password_reset;
mod register;
mod seen;
mod settings;
mod unsubscribe;
mod verify;
mod visitor;

pub use access_token::{
    access_tokens, authenticate_token, create_access_token, revoke_access_token,
};
pub use blocks::{BlockError, blocked_usernames, set_block};
pub use bot::{BotError, become_bot};
pub use deletion::{DeletionError, delete_account};
pub use email_change::{EmailChangeError, change_email};
pub use find_member::{find_member, member_named};
pub use login::{LoginError, log_in, log_out, open_session, session_expiry};
pub use members_by_id::members_by_id;
pub use password::{PasswordChangeError, change_password, hash_password, verify_password};
pub use password_reset::{request_password_reset, reset_password};
pub use register::{RegisterError, Registration, register};
pub use seen::{ONLINE_FOR_MS, SEEN_EVERY_MS, is_online, seen_streaming};
pub use settings::{
    board_settings, choose_notice_choices, notice_choices, set_board_settings, set_language,
    set_notice_choices, set_profile,
};
pub use unsubscribe::{unsubscribe, unsubscribing_member};
pub use verify::{VerifyError, open_verified_session, send_verification, verify_email};
pub use visitor::{Visitor, visitor};

/// How long an emailed verification link works.
pub const VERIFY_LINK_MS: i64 = 48 * 3600 * 1000;
/// How long an emailed password-reset link works.
pub const RESET_LINK_MS: i64 = 3600 * 1000;
/// Characters in a session or link token.
pub const TOKEN_LEN: usize = 43;
