//! The emails, each as plain text and HTML in the recipient's language.

use maud::{DOCTYPE, Markup, html};

use redqueen_domain::account::NoticeKind;

use super::Email;
use crate::i18n::{FluentValue, Lang};

/// The link that confirms an address (after registration or a change).
#[must_use]
pub fn verify_email(lang: &Lang, username: &str, link: &str) -> Email {
    link_email(
        lang,
        NoticeKind::VerifyEmail,
        "email-verify",
        username,
        link,
    )
}

/// The link that lets a member choose a new password.
#[must_use]
pub fn password_reset(lang: &Lang, username: &str, link: &str) -> Email {
    link_email(
        lang,
        NoticeKind::PasswordReset,
        "email-reset",
        username,
        link,
    )
}

/// To the owner of an address another account tried to take: their
/// account is unchanged, and here is the way back in if it was them.
#[must_use]
pub fn address_in_use(lang: &Lang, username: &str, link: &str) -> Email {
    link_email(
        lang,
        NoticeKind::AddressInUse,
        "email-in-use",
        username,
        link,
    )
}

/// An email whose point is one link: `{prefix}-subject`, `-body`,
/// `-action` and `-ignore` messages around it.
fn link_email(lang: &Lang, kind: NoticeKind, prefix: &str, username: &str, link: &str) -> Email {
    Notice {
        kind,
        subject: lang.t(&format!("{prefix}-subject")),
        paragraphs: vec![lang.t(&format!("{prefix}-body"))],
        diagram: None,
        action: Some((lang.t(&format!("{prefix}-action")), link.to_owned())),
        closing: Some(lang.t(&format!("{prefix}-ignore"))),
    }
    .render(lang, username)
}

/// The parts of an email: a greeting, paragraphs, an optional board, an
/// optional link with its label, an optional closing line.
pub struct Notice {
    pub kind: NoticeKind,
    pub subject: String,
    pub paragraphs: Vec<String>,
    pub diagram: Option<String>,
    pub action: Option<(String, String)>,
    pub closing: Option<String>,
}

impl Notice {
    /// A notice of `kind` said by the messages `{prefix}-subject` and
    /// `{prefix}-body` with `args`: a subject and one paragraph, nothing
    /// else yet.
    #[must_use]
    pub fn said(
        lang: &Lang,
        kind: NoticeKind,
        prefix: &str,
        args: &[(&str, FluentValue<'_>)],
    ) -> Self {
        Self {
            kind,
            subject: lang.t_with(&format!("{prefix}-subject"), args),
            paragraphs: vec![lang.t_with(&format!("{prefix}-body"), args)],
            diagram: None,
            action: None,
            closing: None,
        }
    }

    /// The notice with a link to `link`, labelled `label`.
    #[must_use]
    pub fn linking(self, label: String, link: String) -> Self {
        Self {
            action: Some((label, link)),
            ..self
        }
    }

    /// The email to `username`, as text and HTML.
    #[must_use]
    pub fn render(self, lang: &Lang, username: &str) -> Email {
        let greeting = lang.t_with("email-greeting", &[("username", username.into())]);
        let signature = lang.t("email-signature");
        let mut text = format!("{greeting}\n\n");
        for paragraph in &self.paragraphs {
            text.push_str(&format!("{paragraph}\n\n"));
        }
        if let Some(diagram) = &self.diagram {
            text.push_str(&format!("{diagram}\n"));
        }
        if let Some((_, link)) = &self.action {
            text.push_str(&format!("{link}\n\n"));
        }
        if let Some(closing) = &self.closing {
            text.push_str(&format!("{closing}\n\n"));
        }
        text.push_str(&format!("-- \n{signature}\n"));
        let html = page(
            lang,
            html! {
                p { (greeting) }
                @for paragraph in &self.paragraphs { p { (paragraph) } }
                @if let Some(diagram) = &self.diagram { pre style="font-size: 16px; line-height: 1.2;" { (diagram) } }
                @if let Some((label, link)) = &self.action {
                    p { a href=(link) { (label) } }
                    p.small { (link) }
                }
                @if let Some(closing) = &self.closing { p { (closing) } }
            },
            &signature,
        );
        Email {
            kind: self.kind,
            subject: self.subject,
            text,
            html: html.into_string(),
        }
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
mod tests {
    use super::*;
    use crate::i18n::I18n;

    #[test]
    fn the_verification_email_carries_the_link_in_both_parts_in_the_members_language() {
        let i18n = I18n::load().unwrap();
        let email = verify_email(&i18n.lang("es").unwrap(), "Ana", "http://x/verify/abc");
        assert_eq!(email.kind, NoticeKind::VerifyEmail);
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
