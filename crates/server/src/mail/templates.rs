//! The emails, each as plain text and HTML in the recipient's language.

use maud::{DOCTYPE, Markup, html};

use super::Email;
use crate::i18n::Lang;

/// The link that confirms an address (after registration or a change).
#[must_use]
pub fn verify_email(lang: &Lang, username: &str, link: &str) -> Email {
    link_email(lang, "verify_email", "email-verify", username, link)
}

/// The link that lets a member choose a new password.
#[must_use]
pub fn password_reset(lang: &Lang, username: &str, link: &str) -> Email {
    link_email(lang, "password_reset", "email-reset", username, link)
}

/// An email whose point is one link: `{prefix}-subject`, `-body`,
/// `-action` and `-ignore` messages around it.
fn link_email(lang: &Lang, kind: &'static str, prefix: &str, username: &str, link: &str) -> Email {
    let greeting = lang.t_with("email-greeting", &[("username", username.into())]);
    let body = lang.t(&format!("{prefix}-body"));
    let action = lang.t(&format!("{prefix}-action"));
    let ignore = lang.t(&format!("{prefix}-ignore"));
    let signature = lang.t("email-signature");
    let text = format!("{greeting}\n\n{body}\n\n{link}\n\n{ignore}\n\n-- \n{signature}\n");
    let html = page(
        lang,
        html! {
            p { (greeting) }
            p { (body) }
            p { a href=(link) { (action) } }
            p.small { (link) }
            p { (ignore) }
        },
        &signature,
    );
    Email {
        kind,
        subject: lang.t(&format!("{prefix}-subject")),
        text,
        html: html.into_string(),
        unsubscribe_url: None,
    }
}

fn page(lang: &Lang, content: Markup, signature: &str) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head { meta charset="utf-8"; }
            body style="font-family: sans-serif; line-height: 1.5; color: #222;" {
                (content)
                hr;
                p style="color: #666;" { (signature) }
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::i18n::I18n;

    #[test]
    fn the_verification_email_carries_the_link_in_both_parts_in_the_members_language() {
        let i18n = I18n::load().unwrap();
        let email = verify_email(&i18n.lang("es").unwrap(), "Ana", "http://x/verify/abc");
        assert_eq!(email.kind, "verify_email");
        assert_eq!(
            email.subject,
            i18n.lang("es").unwrap().t("email-verify-subject")
        );
        assert!(email.text.contains("http://x/verify/abc") && email.text.contains("Ana"));
        assert!(email.html.contains("href=\"http://x/verify/abc\""));
        assert!(email.html.contains("lang=\"es\""));
    }

    #[test]
    fn names_are_escaped_in_the_html_part() {
        let i18n = I18n::load().unwrap();
        let email = password_reset(&i18n.english(), "<b>x</b>", "http://x/r");
        assert!(!email.html.contains("<b>x</b>"));
        assert!(email.html.contains("&lt;b&gt;x&lt;/b&gt;"));
    }
}
