//! A NUL character is refused at the edge, in the path, the query and the
//! values of a form or a JSON body: no name, id or text of the site holds
//! one, PostgreSQL's text cannot store one (it would fail as an error of
//! the server) while SQLite's can, and a value that differs only by it
//! would look the same to a reader. One answer on both backends: 400,
//! naming the problem, before any handler runs.

use axum::body::Body;
use axum::extract::Request;
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use percent_encoding::percent_decode;

use super::PageError;

/// The largest body read here: axum's own default limit for the
/// extractors behind.
const BODY_LIMIT: usize = 2 * 1024 * 1024;

/// Refuses a request with a NUL character anywhere a handler reads text.
pub async fn refuse_nul(request: Request, next: Next) -> Response {
    let uri = request.uri();
    if decodes_to_nul(uri.path().as_bytes())
        || uri.query().is_some_and(|q| decodes_to_nul(q.as_bytes()))
    {
        return PageError::NulCharacter.into_response();
    }
    let Some(body) = BodyKind::of(&request) else {
        return next.run(request).await;
    };
    let (parts, content) = request.into_parts();
    let Ok(bytes) = axum::body::to_bytes(content, BODY_LIMIT).await else {
        return StatusCode::PAYLOAD_TOO_LARGE.into_response();
    };
    let nul = match body {
        BodyKind::Form => decodes_to_nul(&bytes),
        BodyKind::Json => json_holds_nul(&bytes),
    };
    if nul {
        return PageError::NulCharacter.into_response();
    }
    next.run(Request::from_parts(parts, Body::from(bytes)))
        .await
}

/// The bodies whose values handlers read as text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum BodyKind {
    Form,
    Json,
}

impl BodyKind {
    fn of(request: &Request) -> Option<Self> {
        let kind = request
            .headers()
            .get(header::CONTENT_TYPE)?
            .to_str()
            .ok()?
            .split(';')
            .next()?
            .trim()
            .to_ascii_lowercase();
        if kind == "application/x-www-form-urlencoded" {
            Some(Self::Form)
        } else if kind == "application/json" || kind.ends_with("+json") {
            Some(Self::Json)
        } else {
            None
        }
    }
}

/// Whether `text`, percent-decoded, holds a NUL byte (`%00`, or one sent
/// raw).
fn decodes_to_nul(text: &[u8]) -> bool {
    percent_decode(text).any(|byte| byte == 0)
}

/// Whether a JSON document holds a NUL character in a string or a key
/// (`\u0000`). A body that is not JSON passes: its handler says so.
fn json_holds_nul(body: &[u8]) -> bool {
    fn holds(value: &serde_json::Value) -> bool {
        match value {
            serde_json::Value::String(text) => text.contains('\0'),
            serde_json::Value::Array(items) => items.iter().any(holds),
            serde_json::Value::Object(fields) => fields
                .iter()
                .any(|(key, value)| key.contains('\0') || holds(value)),
            _ => false,
        }
    }
    body.contains(&0)
        || serde_json::from_slice::<serde_json::Value>(body).is_ok_and(|value| holds(&value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_nul_is_found_however_it_is_written() {
        assert!(decodes_to_nul(b"/a%00bcdefg"));
        assert!(decodes_to_nul(b"ids=a%00b"));
        assert!(decodes_to_nul(b"text=a\0b"));
        assert!(!decodes_to_nul(b"/abcdefgh"));
        // "%2500" is the text "%00", not a NUL.
        assert!(!decodes_to_nul(b"q=%2500"));
        assert!(json_holds_nul(br#"{"name":"a\u0000b"}"#));
        assert!(json_holds_nul(br#"{"a\u0000":1}"#));
        assert!(json_holds_nul(br#"[["x", "\u0000"]]"#));
        assert!(!json_holds_nul(br#"{"name":"a\\u0000b"}"#));
        assert!(!json_holds_nul(b"not json"));
    }
}
