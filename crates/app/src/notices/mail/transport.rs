//! Where emails go: an SMTP server, or `.eml` files in a folder.

use std::path::PathBuf;

use anyhow::Context;
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use redqueen_store::OutboxMail;

use crate::config::Settings;

/// The configured way out.
#[derive(Clone)]
pub struct Transport {
    from: Mailbox,
    kind: Kind,
    /// The site's public URL, for the unsubscribe links.
    base_url: String,
}

#[derive(Clone)]
enum Kind {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Folder(PathBuf),
}

/// Why a delivery failed, and whether trying again may help.
#[derive(Debug)]
pub struct DeliveryError {
    pub permanent: bool,
    pub message: String,
}

impl Transport {
    /// SMTP when `smtp_url` is set, otherwise the mail folder.
    ///
    /// # Errors
    /// An SMTP URL lettre cannot use, or a sender that is not an address.
    pub fn from_settings(settings: &Settings) -> anyhow::Result<Self> {
        let from: Mailbox = settings.mail_from.parse().context("mail_from")?;
        let kind = match &settings.smtp_url {
            Some(url) => Kind::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .context("the SMTP URL (REDQUEEN_SMTP_URL)")?
                    .build(),
            ),
            None => Kind::Folder(settings.mail_dir.clone()),
        };
        Ok(Self {
            from,
            kind,
            base_url: settings.base_url.clone(),
        })
    }

    /// Delivers one email.
    ///
    /// # Errors
    /// [`DeliveryError`], saying whether the failure is permanent (the
    /// server refused the message or the address) or may pass.
    pub async fn deliver(&self, mail: &OutboxMail) -> Result<(), DeliveryError> {
        let message = self.message(mail)?;
        match &self.kind {
            Kind::Smtp(smtp) => smtp
                .send(message)
                .await
                .map(drop)
                .map_err(|e| DeliveryError {
                    permanent: e.is_permanent(),
                    message: e.to_string(),
                }),
            Kind::Folder(dir) => {
                let path = dir.join(format!(
                    "{}-{}-{}.eml",
                    mail.created_at,
                    mail.id,
                    mail.kind.as_str()
                ));
                // Written under another name, then renamed: a reader of the
                // folder never sees half an email.
                let partial = path.with_extension("eml.partial");
                let write = async {
                    tokio::fs::create_dir_all(dir).await?;
                    tokio::fs::write(&partial, message.formatted()).await?;
                    tokio::fs::rename(&partial, &path).await
                };
                write.await.map_err(|e| DeliveryError {
                    permanent: false,
                    message: format!("writing {}: {e}", path.display()),
                })?;
                tracing::info!(path = %path.display(), kind = mail.kind.as_str(), "email written to the mail folder");
                Ok(())
            }
        }
    }

    fn message(&self, mail: &OutboxMail) -> Result<Message, DeliveryError> {
        let permanent = |message: String| DeliveryError {
            permanent: true,
            message,
        };
        let to: Mailbox = mail
            .recipient
            .parse()
            .map_err(|e| permanent(format!("recipient: {e}")))?;
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(mail.subject.clone());
        if let Some(url) = &mail.unsubscribe_url {
            // RFC 8058 one-click unsubscribe.
            builder = builder
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe"),
                    format!("<{}{url}>", self.base_url),
                ))
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                    "List-Unsubscribe=One-Click".into(),
                ));
        }
        builder
            .multipart(MultiPart::alternative_plain_html(
                mail.body_text.clone(),
                mail.body_html.clone(),
            ))
            .map_err(|e| permanent(format!("building the message: {e}")))
    }
}
