//! What every page needs to know about the request: who is looking, in
//! which language, and the CSRF token for its forms.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, Method, Uri, header};
use axum_extra::extract::cookie::CookieJar;

use super::csrf::CsrfToken;
use super::errors::PageError;
use super::{LANG_COOKIE, SESSION_COOKIE, ZONE_COOKIE};
use crate::accounts::{self, Visitor};
use crate::i18n::TimeZoneName;
use crate::i18n::{Lang, negotiate};
use crate::records::{PendingWarning, UserRow, Waiting};
use crate::state::AppState;

/// Short messages shown once after a redirect (`?notice=...`), by key;
/// only these keys are shown, so a link cannot put words on the page.
const NOTICES: [&str; 33] = [
    "challenge-sent",
    "club-challenge-sent",
    "challenge-declined",
    "challenge-canceled",
    "open-game-created",
    "email-options-saved",
    "blocks-saved",
    "registered",
    "verified",
    "verification-sent",
    "logged-out",
    "password-changed",
    "email-change-sent",
    "reset-sent",
    "password-reset",
    "language-changed",
    "token-revoked",
    "vacation-scheduled",
    "vacation-canceled",
    "vacation-ended",
    "report-filed",
    "warning-acknowledged",
    "report-closed",
    "moderation-done",
    "account-deleted",
    "bot-made",
    "note-saved",
    "conditional-saved",
    "board-settings-saved",
    "calendar-made",
    "calendar-off",
    "push-turned-on",
    "push-device-removed",
];

/// The request as pages see it.
#[derive(Clone)]
pub struct PageCtx {
    /// The logged-in member, if any.
    pub viewer: Option<UserRow>,
    pub lang: Lang,
    pub csrf: CsrfToken,
    /// The session cookie's token, for logging out.
    pub session_token: Option<String>,
    /// A notice key from [`NOTICES`] to show once.
    pub notice: Option<&'static str>,
    /// Path and query, for coming back after the language picker.
    pub here: String,
    /// The request asked for JSON (`Accept: application/json`): the page's
    /// own scripts, which want a short answer rather than a page.
    pub wants_json: bool,
    /// An administrator's warning the member has not acknowledged: shown
    /// on every page until they do (product.md §11).
    pub warning: Option<PendingWarning>,
    /// What waits for the member (their move, challenges): counted in the
    /// header of a page they see.
    pub waiting: Waiting,
    /// The browser's time zone, when it said one the database knows: the
    /// zone of a member who has not chosen one.
    pub browser_zone: Option<TimeZoneName>,
}

impl PageCtx {
    /// Reads the cookies and headers of a request. One query, for the
    /// session, when there is a session cookie; when a member's page is
    /// drawn, two more (their unread warning, what waits for them) and now
    /// and then a write (when they were last seen).
    ///
    /// # Errors
    /// The database failed.
    pub async fn resolve(
        state: &AppState,
        method: &Method,
        headers: &HeaderMap,
        uri: &Uri,
        csrf: Option<CsrfToken>,
    ) -> Result<Self, PageError> {
        let jar = CookieJar::from_headers(headers);
        let session_token = jar.get(SESSION_COOKIE).map(|c| c.value().to_owned());
        let wants_json = headers
            .get(header::ACCEPT)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("application/json"));
        // The header's reads are for a page to draw (a visit), not for a
        // form's post or the board's own requests.
        let page_shown = *method == Method::GET && !wants_json;
        let Visitor {
            member: viewer,
            warning,
            waiting,
        } = accounts::visitor(state, session_token.as_deref(), page_shown).await?;
        let chosen = jar.get(LANG_COOKIE).map(|c| c.value().to_owned());
        let accept = headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok());
        let codes = state.i18n.languages().iter().map(|l| l.code);
        let code = negotiate(chosen.as_deref(), accept, codes);
        // product.md §10: the member's zone; until they choose one, the
        // browser's (issue 49: times were in UTC in a browser in Berlin),
        // if the database knows it.
        let browser_zone = jar
            .get(ZONE_COOKIE)
            .and_then(|c| TimeZoneName::parse(c.value()));
        let zone = viewer
            .as_ref()
            .and_then(|v| v.time_zone.clone())
            .or_else(|| browser_zone.as_ref().map(|z| z.as_str().to_owned()));
        let lang = state
            .i18n
            .lang(code)
            .unwrap_or_else(|| state.i18n.english())
            .in_zone(zone.as_deref());
        let notice = uri.query().and_then(|query| {
            query
                .split('&')
                .find_map(|pair| pair.strip_prefix("notice="))
                .and_then(|key| NOTICES.into_iter().find(|n| *n == key))
        });
        Ok(Self {
            viewer,
            lang,
            csrf: csrf.unwrap_or_else(|| CsrfToken(String::new())),
            session_token,
            notice,
            here: uri
                .path_and_query()
                .map_or("/".into(), |p| p.as_str().to_owned()),
            wants_json,
            warning,
            waiting,
            browser_zone,
        })
    }

    /// A visitor's context in English, for when nothing else can be read.
    #[must_use]
    pub fn anonymous(state: &AppState) -> Self {
        Self {
            viewer: None,
            lang: state.i18n.english(),
            csrf: CsrfToken(String::new()),
            session_token: None,
            notice: None,
            here: "/".into(),
            wants_json: false,
            warning: None,
            waiting: Waiting::default(),
            browser_zone: None,
        }
    }

    /// The message `id` in the page's language.
    #[must_use]
    pub fn t(&self, id: &str) -> String {
        self.lang.t(id)
    }

    /// The logged-in member, or a redirect to the login page.
    ///
    /// # Errors
    /// [`PageError::LoginRequired`] for visitors.
    pub fn member(&self) -> Result<&UserRow, PageError> {
        self.viewer.as_ref().ok_or(PageError::LoginRequired)
    }

    /// The logged-in administrator.
    ///
    /// # Errors
    /// [`PageError::LoginRequired`] for visitors, [`PageError::Forbidden`]
    /// for other members.
    pub fn administrator(&self) -> Result<&UserRow, PageError> {
        let member = self.member()?;
        if member.is_admin {
            Ok(member)
        } else {
            Err(PageError::Forbidden)
        }
    }
}

impl FromRequestParts<AppState> for PageCtx {
    type Rejection = PageError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let csrf = parts.extensions.get::<CsrfToken>().cloned();
        Self::resolve(state, &parts.method, &parts.headers, &parts.uri, csrf).await
    }
}
