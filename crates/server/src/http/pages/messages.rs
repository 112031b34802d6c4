//! Domain errors in the reader's language: each variant has its message.

use redqueen_domain::account::{
    EmailAddress, EmailError, NewPassword, PasswordError, Username, UsernameError,
};

use crate::i18n::{FluentValue, Lang};

fn count(n: usize) -> FluentValue<'static> {
    FluentValue::from(n)
}

pub fn username_error(lang: &Lang, error: UsernameError) -> String {
    match error {
        UsernameError::TooShort => lang.t_with(
            "error-username-too-short",
            &[("min", count(Username::MIN_LEN))],
        ),
        UsernameError::TooLong => lang.t_with(
            "error-username-too-long",
            &[("max", count(Username::MAX_LEN))],
        ),
        UsernameError::InvalidCharacter => lang.t("error-username-characters"),
    }
}

pub fn email_error(lang: &Lang, error: EmailError) -> String {
    match error {
        EmailError::Empty => lang.t("error-email-empty"),
        EmailError::TooLong => lang.t_with(
            "error-email-too-long",
            &[("max", count(EmailAddress::MAX_LEN))],
        ),
        EmailError::Malformed => lang.t("error-email-malformed"),
    }
}

pub fn password_error(lang: &Lang, error: PasswordError) -> String {
    match error {
        PasswordError::TooShort => lang.t_with(
            "error-password-too-short",
            &[("min", count(NewPassword::MIN_CHARS))],
        ),
        PasswordError::TooLong => lang.t_with(
            "error-password-too-long",
            &[("max", count(NewPassword::MAX_CHARS))],
        ),
    }
}
