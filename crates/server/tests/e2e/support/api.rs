//! An API client for tests: a member with a token, calling the lichess
//! endpoints like a client library would.

use redqueen::accounts::{self, Registration};
use redqueen_domain::account::{EmailAddress, MemberId, NewPassword, Scopes, Username};
use serde_json::Value;

use super::TestApp;

/// A verified member and a token with every scope.
#[derive(Clone)]
pub struct Member {
    pub id: MemberId,
    pub name: String,
    pub token: String,
    pub addr: String,
    pub client: reqwest::Client,
}

/// An answer: status and body (JSON when it parses, else a string).
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub json: Value,
    pub text: String,
    /// The `Retry-After` header, if any.
    pub retry_after: Option<String>,
}

impl TestApp {
    /// Makes a verified member `name` with a token of `scopes`.
    pub async fn member_with(&self, name: &str, scopes: &str) -> Member {
        self.registered(name, scopes, false).await
    }

    /// Makes a verified administrator `name` with a token of every scope.
    pub async fn admin(&self, name: &str) -> Member {
        self.registered(name, "board:play challenge:read challenge:write", true)
            .await
    }

    async fn registered(&self, name: &str, scopes: &str, admin: bool) -> Member {
        register_member(self.state(), &self.addr, name, scopes, admin).await
    }

    /// Makes a verified member `name` with a token of every scope.
    pub async fn member(&self, name: &str) -> Member {
        self.member_with(name, "board:play challenge:read challenge:write")
            .await
    }

    /// An administrator `name` of the API, and a browser logged in as them.
    pub async fn admin_and_browser(&self, name: &str) -> (Member, super::Browser) {
        let member = self.admin(name).await;
        let browser = self.browser();
        browser.log_in(name, "correct horse battery").await;
        // A token's first use is written down (`last_used_at`): done here, so
        // that what a test compares is what its requests changed.
        assert_eq!(member.get("/api/account").await.status, 200);
        (member, browser)
    }
}

impl Member {
    async fn answer(response: reqwest::Response) -> Answer {
        let status = response.status().as_u16();
        let retry_after = super::retry_after(&response);
        let text = response.text().await.unwrap();
        let json = serde_json::from_str(&text).unwrap_or(Value::Null);
        Answer {
            status,
            json,
            text,
            retry_after,
        }
    }

    pub async fn get(&self, path: &str) -> Answer {
        let response = self
            .client
            .get(format!("{}{path}", self.addr))
            .bearer_auth(&self.token)
            .send()
            .await
            .unwrap();
        Self::answer(response).await
    }

    /// A GET asking for `accept` (`application/x-ndjson`, ...).
    pub async fn get_accepting(&self, path: &str, accept: &str) -> Answer {
        let response = self
            .client
            .get(format!("{}{path}", self.addr))
            .bearer_auth(&self.token)
            .header("Accept", accept)
            .send()
            .await
            .unwrap();
        Self::answer(response).await
    }

    pub async fn post(&self, path: &str, form: &[(&str, &str)]) -> Answer {
        let response = self
            .client
            .post(format!("{}{path}", self.addr))
            .bearer_auth(&self.token)
            .form(form)
            .send()
            .await
            .unwrap();
        Self::answer(response).await
    }

    pub async fn post_json(&self, path: &str, body: &Value) -> Answer {
        let response = self
            .client
            .post(format!("{}{path}", self.addr))
            .bearer_auth(&self.token)
            .json(body)
            .send()
            .await
            .unwrap();
        Self::answer(response).await
    }

    /// Challenges `to` with `form` and returns the challenge id.
    pub async fn challenge(&self, to: &Member, form: &[(&str, &str)]) -> String {
        let answer = self
            .post(&format!("/api/challenge/{}", to.name), form)
            .await;
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.json["id"].as_str().unwrap().to_owned()
    }

    /// Starts a game against `black` (days per move, casual) and returns its id.
    pub async fn start_game(&self, black: &Member, days: &str) -> String {
        let id = self
            .challenge(black, &[("days", days), ("color", "white")])
            .await;
        let accepted = black
            .post(&format!("/api/challenge/{id}/accept"), &[])
            .await;
        assert_eq!(accepted.status, 200, "{}", accepted.text);
        id
    }

    /// Starts a live game, this member White, with the challenge's clock
    /// parameters (`clock.limit`, `clock.increment`, `clock.move`,
    /// `takebacks`, ...).
    pub async fn start_live_game(&self, black: &Member, clock: &[(&str, &str)]) -> String {
        let mut form = vec![("color", "white")];
        form.extend_from_slice(clock);
        let id = self.challenge(black, &form).await;
        let accepted = black
            .post(&format!("/api/challenge/{id}/accept"), &[])
            .await;
        assert_eq!(accepted.status, 200, "{}", accepted.text);
        id
    }

    /// Plays `uci` in `game`; panics unless accepted.
    pub async fn play(&self, game: &str, uci: &str) {
        let answer = self
            .post(&format!("/api/board/game/{game}/move/{uci}"), &[])
            .await;
        assert_eq!(answer.status, 200, "{uci}: {}", answer.text);
    }

    /// Opens the endless stream at `path` with the member's token.
    pub async fn open_stream(&self, path: &str) -> reqwest::Response {
        self.client
            .get(format!("{}{path}", self.addr))
            .bearer_auth(&self.token)
            .send()
            .await
            .unwrap()
    }

    /// The first line of the game's stream: lichess's `gameFull`.
    pub async fn game_full(&self, game: &str) -> Value {
        let mut response = self
            .open_stream(&format!("/api/board/game/stream/{game}"))
            .await;
        let mut text = Vec::new();
        while !text.contains(&b'\n') {
            text.extend_from_slice(&response.chunk().await.unwrap().unwrap());
        }
        let line = text.split(|b| *b == b'\n').next().unwrap();
        serde_json::from_slice(line).unwrap()
    }

    /// The game as exported JSON, asked with the member's token (a game
    /// deleted by agreement is exported to its players only).
    pub async fn export(&self, game: &str) -> Value {
        let response = self
            .client
            .get(format!("{}/game/export/{game}", self.addr))
            .bearer_auth(&self.token)
            .header("Accept", "application/json")
            .send()
            .await
            .unwrap();
        response.json().await.unwrap()
    }
}

/// Makes a verified member `name` (an administrator if `admin`) with a
/// token of `scopes` in `state`'s database, calling the server at `addr`.
pub async fn register_member(
    state: &redqueen::state::AppState,
    addr: &str,
    name: &str,
    scopes: &str,
    admin: bool,
) -> Member {
    let registration = Registration {
        username: Username::parse(name).unwrap(),
        email: EmailAddress::parse(&format!("{}@example.org", name.to_lowercase())).unwrap(),
        password: NewPassword::parse("correct horse battery").unwrap(),
        verified: true,
        admin,
    };
    let id = accounts::register(state, &registration, &state.i18n.english())
        .await
        .unwrap();
    let token = accounts::create_access_token(state, id, "tests", &Scopes::parse(scopes).unwrap())
        .await
        .unwrap();
    Member {
        id,
        name: name.to_owned(),
        token,
        addr: addr.to_owned(),
        client: reqwest::Client::new(),
    }
}
