//! The authorization matrix (the conduct and security issue, point 7):
//! every route of the router — page forms and API calls — asked by every
//! role, each answer compared with what the route's policy allows that
//! role. The routes are read from the router's source, so a new route
//! without its row here fails the test.
//!
//! What is checked is who gets in, not what each action then does: an
//! admitted request may still be refused for its (empty) content, which is
//! the other tests' business. Rows that change their caller for good (the
//! upgrade to a BOT, logging out) come last.

use std::collections::BTreeSet;
use std::path::Path;

use redqueen::accounts::{self, Registration};
use redqueen::conduct::{self, Sanction};
use redqueen_domain::account::{EmailAddress, NewPassword, Scopes, Username};
use redqueen_domain::conduct::MuteLength;

use crate::support::{Browser, TestApp};

app_tests!(every_route_answers_every_role_as_its_policy_says);

/// Who asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Visitor,
    Unverified,
    Member,
    /// White in the matrix's game.
    Player,
    /// Black in the matrix's game.
    Opponent,
    Muted,
    Banned,
    Bot,
    Admin,
}

const ROLES: [Role; 9] = [
    Role::Visitor,
    Role::Unverified,
    Role::Member,
    Role::Player,
    Role::Opponent,
    Role::Muted,
    Role::Banned,
    Role::Bot,
    Role::Admin,
];

/// What a request got, as far as authorization goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Answer {
    /// A page sent the visitor to the login form.
    Login,
    /// 401: no token, or one that no longer stands.
    Unauthorized,
    /// 403: not an administrator, a BOT on the Board API, a missing scope.
    Forbidden,
    /// 404: not theirs (a game they do not play), or no such thing.
    NotFound,
    /// 400 saying the Bot API is for BOT accounts only.
    BotOnly,
    /// Let in: anything else (done, or refused for its content).
    Admitted,
}

/// Who a route lets in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Policy {
    /// Everyone, tokens unread (open pages and calls, fake ids answer 404).
    Anyone,
    /// The login form: everyone reaches it, and empty credentials are
    /// wrong for all (401).
    Credentials,
    /// The API with an optional token: a bad token is 401.
    OptionalToken,
    /// A page for members: visitors go to the login form.
    Member,
    /// A page for administrators.
    Admin,
    /// An API call with any valid token.
    Token,
    /// An API call for administrators (creating a tournament).
    AdminToken,
    /// An API call with a token, not for BOT accounts (the seek, a club
    /// event's entry).
    NotBot,
    /// Founding or joining a club, joining a tournament: a token of a
    /// member with a confirmed address, not a BOT account (clubs.md,
    /// tournaments.md; product.md §2).
    Joiner,
    /// A page action on the matrix's game: its two players only.
    GamePage,
    /// The Board API on the matrix's game: its players, no BOT.
    BoardGame,
    /// The Bot API on the BOT's own game: BOT accounts only.
    BotGame,
    /// An API call on the matrix's game by its players (native calls).
    GameApi,
    /// The operator's metrics: no member's session or token opens them
    /// (only the operator's own token, `metrics.rs`): 404 for all.
    Operator,
}

/// What `policy` gives `role`; `None`: admitted, 404 allowed (made-up ids).
fn expected(policy: Policy, role: Role) -> Option<Answer> {
    use Answer::{BotOnly, Forbidden, Login, NotFound, Unauthorized};
    let players = matches!(role, Role::Player | Role::Opponent);
    match (policy, role) {
        (Policy::Anyone, _) => None,
        (Policy::Operator, _) => Some(NotFound),
        (Policy::Credentials, _) => Some(Unauthorized),
        (Policy::OptionalToken, Role::Banned) => Some(Unauthorized),
        (Policy::OptionalToken, _) => None,
        (Policy::Member | Policy::Admin | Policy::GamePage, Role::Visitor | Role::Banned) => {
            Some(Login)
        }
        (Policy::Member, _) => None,
        (Policy::Admin, Role::Admin) => None,
        (Policy::Admin, _) => Some(Forbidden),
        (_, Role::Visitor | Role::Banned) => Some(Unauthorized),
        (Policy::Token, _) | (Policy::AdminToken, Role::Admin) => None,
        (Policy::AdminToken, _) => Some(Forbidden),
        (Policy::NotBot | Policy::BoardGame, Role::Bot) => Some(Forbidden),
        (Policy::NotBot, _) => None,
        (Policy::Joiner, Role::Unverified | Role::Bot) => Some(Forbidden),
        (Policy::Joiner, _) => None,
        (Policy::GamePage | Policy::BoardGame | Policy::GameApi, _) if players => {
            Some(Answer::Admitted)
        }
        (Policy::GamePage | Policy::BoardGame | Policy::GameApi, _) => Some(NotFound),
        (Policy::BotGame, Role::Bot) => Some(Answer::Admitted),
        (Policy::BotGame, _) => Some(BotOnly),
    }
}

/// One row: method, route as written in the router, the path asked, the
/// policy. `{G}` stands for the matrix's game, `{B}` for the BOT's.
type Row = (&'static str, &'static str, &'static str, Policy);

const ROWS: &[Row] = &[
    // The site's pages.
    ("get", "/", "/", Policy::Anyone),
    ("get", "/register", "/register", Policy::Anyone),
    ("post", "/register", "/register", Policy::Anyone),
    ("get", "/login", "/login", Policy::Anyone),
    ("post", "/login", "/login", Policy::Credentials),
    ("get", "/password-reset", "/password-reset", Policy::Anyone),
    ("post", "/password-reset", "/password-reset", Policy::Anyone),
    (
        "get",
        "/password-reset/{token}",
        "/password-reset/nosuch",
        Policy::Anyone,
    ),
    (
        "post",
        "/password-reset/{token}",
        "/password-reset/nosuch",
        Policy::Anyone,
    ),
    ("get", "/verify/{token}", "/verify/nosuch", Policy::Anyone),
    ("post", "/verify/resend", "/verify/resend", Policy::Member),
    (
        "get",
        "/email/unsubscribe/{token}/{kind}",
        "/email/unsubscribe/nosuch/your_turn",
        Policy::Anyone,
    ),
    (
        "post",
        "/email/unsubscribe/{token}/{kind}",
        "/email/unsubscribe/nosuch/your_turn",
        Policy::Anyone,
    ),
    ("post", "/language", "/language", Policy::Anyone),
    ("get", "/languages", "/languages", Policy::Anyone),
    ("get", "/offline", "/offline", Policy::Anyone),
    ("get", "/privacy", "/privacy", Policy::Anyone),
    ("get", "/api/explorer", "/api/explorer", Policy::Anyone),
    ("get", "/lichess", "/lichess", Policy::Anyone),
    ("get", "/masters", "/masters", Policy::Anyone),
    ("get", "/settings", "/settings", Policy::Member),
    ("post", "/settings/email", "/settings/email", Policy::Member),
    (
        "post",
        "/settings/password",
        "/settings/password",
        Policy::Member,
    ),
    (
        "post",
        "/settings/language",
        "/settings/language",
        Policy::Member,
    ),
    (
        "get",
        "/settings/tokens",
        "/settings/tokens",
        Policy::Member,
    ),
    (
        "post",
        "/settings/tokens",
        "/settings/tokens",
        Policy::Member,
    ),
    (
        "post",
        "/settings/tokens/{id}/revoke",
        "/settings/tokens/999999/revoke",
        Policy::Member,
    ),
    // The old address of the Notifications page sends there.
    (
        "get",
        "/settings/email-options",
        "/settings/email-options",
        Policy::Member,
    ),
    (
        "get",
        "/settings/notifications",
        "/settings/notifications",
        Policy::Member,
    ),
    (
        "post",
        "/settings/notifications",
        "/settings/notifications",
        Policy::Member,
    ),
    (
        "post",
        "/settings/notifications/devices",
        "/settings/notifications/devices",
        Policy::Member,
    ),
    (
        "post",
        "/settings/notifications/devices/{id}/remove",
        "/settings/notifications/devices/999999/remove",
        Policy::Member,
    ),
    (
        "get",
        "/settings/blocks",
        "/settings/blocks",
        Policy::Member,
    ),
    (
        "post",
        "/settings/blocks",
        "/settings/blocks",
        Policy::Member,
    ),
    ("get", "/settings/bot", "/settings/bot", Policy::Member),
    (
        "get",
        "/settings/delete",
        "/settings/delete",
        Policy::Member,
    ),
    (
        "post",
        "/settings/delete",
        "/settings/delete",
        Policy::Member,
    ),
    (
        "get",
        "/settings/vacation",
        "/settings/vacation",
        Policy::Member,
    ),
    (
        "post",
        "/settings/vacation",
        "/settings/vacation",
        Policy::Member,
    ),
    (
        "post",
        "/settings/vacation/{id}/{action}",
        "/settings/vacation/999999/cancel",
        Policy::Member,
    ),
    (
        "get",
        "/settings/calendar",
        "/settings/calendar",
        Policy::Member,
    ),
    (
        "post",
        "/settings/calendar/{action}",
        "/settings/calendar/off",
        Policy::Member,
    ),
    (
        "get",
        "/calendar/{file}",
        "/calendar/nosuch.ics",
        Policy::Anyone,
    ),
    (
        "get",
        "/settings/profile",
        "/settings/profile",
        Policy::Member,
    ),
    (
        "post",
        "/settings/profile",
        "/settings/profile",
        Policy::Member,
    ),
    ("get", "/@/{username}", "/@/Member", Policy::Anyone),
    (
        "get",
        "/@/{username}/games",
        "/@/Member/games",
        Policy::Anyone,
    ),
    ("get", "/gems", "/gems", Policy::Member),
    ("get", "/leaderboard", "/leaderboard", Policy::Anyone),
    ("get", "/players", "/players", Policy::Member),
    // Conduct.
    ("get", "/conduct", "/conduct", Policy::Anyone),
    (
        "post",
        "/conduct/warnings/{id}",
        "/conduct/warnings/999999",
        Policy::Member,
    ),
    ("get", "/report", "/report", Policy::Member),
    ("post", "/report", "/report", Policy::Member),
    ("get", "/admin/reports", "/admin/reports", Policy::Admin),
    (
        "post",
        "/admin/reports/{id}/close",
        "/admin/reports/999999/close",
        Policy::Admin,
    ),
    (
        "get",
        "/admin/members/{username}",
        "/admin/members/Member",
        Policy::Admin,
    ),
    (
        "post",
        "/admin/members/{username}",
        "/admin/members/Member",
        Policy::Admin,
    ),
    ("get", "/admin/log", "/admin/log", Policy::Admin),
    (
        "post",
        "/admin/games/{id}/adjudicate",
        "/admin/games/{G}/adjudicate",
        Policy::Admin,
    ),
    (
        "post",
        "/admin/games/{id}/time",
        "/admin/games/{G}/time",
        Policy::Admin,
    ),
    // Play pages.
    ("get", "/lobby", "/lobby", Policy::Anyone),
    ("post", "/lobby", "/lobby", Policy::Member),
    ("get", "/lobby/events", "/lobby/events", Policy::Anyone),
    (
        "post",
        "/lobby/{id}/join",
        "/lobby/nosuch/join",
        Policy::Member,
    ),
    ("get", "/challenges", "/challenges", Policy::Member),
    ("post", "/challenges", "/challenges", Policy::Member),
    (
        "post",
        "/challenges/{id}/accept",
        "/challenges/nosuch/accept",
        Policy::Member,
    ),
    (
        "post",
        "/challenges/{id}/decline",
        "/challenges/nosuch/decline",
        Policy::Member,
    ),
    (
        "post",
        "/challenges/{id}/cancel",
        "/challenges/nosuch/cancel",
        Policy::Member,
    ),
    ("get", "/games", "/games", Policy::Member),
    ("get", "/my/waiting", "/my/waiting", Policy::Member),
    ("get", "/settings/board", "/settings/board", Policy::Member),
    ("post", "/settings/board", "/settings/board", Policy::Member),
    ("get", "/{id}", "/{G}", Policy::Anyone),
    ("get", "/{id}/state", "/{G}/state", Policy::Anyone),
    // The matrix's game is in progress: its analysis is refused to all
    // (analysis.rs); a made-up game's is not found.
    (
        "get",
        "/{id}/analysis",
        "/nosuchgame/analysis",
        Policy::Anyone,
    ),
    ("get", "/analysis", "/analysis", Policy::Anyone),
    ("get", "/analysis/line", "/analysis/line", Policy::Anyone),
    ("get", "/{id}/events", "/{G}/events", Policy::Anyone),
    ("get", "/{id}/socket", "/{G}/socket", Policy::Anyone),
    ("post", "/{id}/move", "/{G}/move", Policy::GamePage),
    (
        "post",
        "/{id}/action/{action}",
        "/{G}/action/draw-no",
        Policy::GamePage,
    ),
    ("post", "/{id}/chat", "/{G}/chat", Policy::GamePage),
    ("post", "/{id}/join", "/nosuch/join", Policy::Member),
    ("post", "/{id}/note", "/{G}/note", Policy::GamePage),
    (
        "post",
        "/{id}/conditional",
        "/{G}/conditional",
        Policy::GamePage,
    ),
    ("post", "/{id}/rematch", "/{G}/rematch", Policy::GamePage),
    // Tournaments and clubs' pages.
    ("get", "/tournaments", "/tournaments", Policy::Anyone),
    ("post", "/tournaments", "/tournaments", Policy::Admin),
    ("get", "/tournaments/new", "/tournaments/new", Policy::Admin),
    (
        "get",
        "/tournaments/{id}",
        "/tournaments/nosuch",
        Policy::Anyone,
    ),
    (
        "post",
        "/tournaments/{id}/join",
        "/tournaments/nosuch/join",
        Policy::Member,
    ),
    (
        "post",
        "/tournaments/{id}/leave",
        "/tournaments/nosuch/leave",
        Policy::Member,
    ),
    (
        "post",
        "/tournaments/{id}/withdraw",
        "/tournaments/nosuch/withdraw",
        Policy::Member,
    ),
    ("get", "/clubs", "/clubs", Policy::Anyone),
    ("post", "/clubs", "/clubs", Policy::Member),
    ("get", "/clubs/{id}", "/clubs/999999", Policy::Anyone),
    (
        "get",
        "/clubs/{id}/awards",
        "/clubs/999999/awards",
        Policy::Anyone,
    ),
    (
        "post",
        "/clubs/{id}/join",
        "/clubs/999999/join",
        Policy::Member,
    ),
    (
        "post",
        "/clubs/{id}/settings",
        "/clubs/999999/settings",
        Policy::Member,
    ),
    (
        "post",
        "/clubs/{id}/members",
        "/clubs/999999/members",
        Policy::Member,
    ),
    (
        "post",
        "/clubs/{id}/members/{username}/{action}",
        "/clubs/999999/members/Member/accept",
        Policy::Member,
    ),
    (
        "get",
        "/clubs/{id}/players/{username}",
        "/clubs/999999/players/Member",
        Policy::Anyone,
    ),
    (
        "post",
        "/clubs/{id}/games",
        "/clubs/999999/games",
        Policy::Member,
    ),
    (
        "post",
        "/clubs/{id}/games/{gid}/{action}",
        "/clubs/999999/games/1/confirm",
        Policy::Member,
    ),
    (
        "post",
        "/clubs/{id}/challenge/{username}",
        "/clubs/999999/challenge/Member",
        Policy::Member,
    ),
    (
        "post",
        "/clubs/{id}/decay",
        "/clubs/999999/decay",
        Policy::Member,
    ),
    (
        "post",
        "/clubs/{id}/season/close",
        "/clubs/999999/season/close",
        Policy::Member,
    ),
    (
        "get",
        "/clubs/{id}/events",
        "/clubs/999999/events",
        Policy::Anyone,
    ),
    (
        "post",
        "/clubs/{id}/events",
        "/clubs/999999/events",
        Policy::Member,
    ),
    (
        "get",
        "/clubs/{id}/events/{eid}",
        "/clubs/999999/events/1",
        Policy::Anyone,
    ),
    (
        "get",
        "/clubs/{id}/events/{eid}/rounds/{round}",
        "/clubs/999999/events/1/rounds/1",
        Policy::Anyone,
    ),
    (
        "post",
        "/clubs/{id}/events/{eid}/{action}",
        "/clubs/999999/events/1/enter",
        Policy::Member,
    ),
    (
        "post",
        "/clubs/{id}/events/{eid}/boards/{bid}/{action}",
        "/clubs/999999/events/1/boards/1/report",
        Policy::Member,
    ),
    (
        "get",
        "/clubs/{id}/matches",
        "/clubs/999999/matches",
        Policy::Anyone,
    ),
    (
        "post",
        "/clubs/{id}/matches",
        "/clubs/999999/matches",
        Policy::Member,
    ),
    (
        "get",
        "/clubs/{id}/matches/{mid}",
        "/clubs/999999/matches/abcdefgh",
        Policy::Anyone,
    ),
    (
        "get",
        "/clubs/{id}/matches/{mid}/stream",
        "/clubs/999999/matches/abcdefgh/stream",
        Policy::Anyone,
    ),
    (
        "post",
        "/clubs/{id}/matches/{mid}/{action}",
        "/clubs/999999/matches/abcdefgh/join",
        Policy::Member,
    ),
    (
        "get",
        "/clubs/{id}/matches/{mid}/boards",
        "/clubs/999999/matches/abcdefgh/boards",
        Policy::Anyone,
    ),
    (
        "post",
        "/clubs/{id}/matches/{mid}/boards/{board}/{action}",
        "/clubs/999999/matches/abcdefgh/boards/1/report",
        Policy::Member,
    ),
    // The API.
    ("get", "/health", "/health", Policy::Anyone),
    ("get", "/metrics", "/metrics", Policy::Operator),
    ("get", "/static/{*path}", "/static/site.css", Policy::Anyone),
    ("get", "/sw.js", "/sw.js", Policy::Anyone),
    (
        "get",
        "/.well-known/webfinger",
        "/.well-known/webfinger?resource=acct:nobody@redqueen.test",
        Policy::Anyone,
    ),
    (
        "get",
        "/.well-known/nodeinfo",
        "/.well-known/nodeinfo",
        Policy::Anyone,
    ),
    ("get", "/nodeinfo/2.1", "/nodeinfo/2.1", Policy::Anyone),
    (
        "get",
        "/api/openapi.json",
        "/api/openapi.json",
        Policy::Anyone,
    ),
    ("get", "/api/account", "/api/account", Policy::Token),
    (
        "get",
        "/api/account/playing",
        "/api/account/playing",
        Policy::Token,
    ),
    ("get", "/api/gems", "/api/gems", Policy::Token),
    ("post", "/api/token/test", "/api/token/test", Policy::Anyone),
    (
        "get",
        "/api/stream/event",
        "/api/stream/event",
        Policy::Token,
    ),
    ("get", "/api/challenge", "/api/challenge", Policy::Token),
    (
        "post",
        "/api/challenge/open",
        "/api/challenge/open",
        Policy::OptionalToken,
    ),
    (
        "post",
        "/api/challenge/{id}",
        "/api/challenge/Member",
        Policy::Token,
    ),
    (
        "get",
        "/api/challenge/{id}/show",
        "/api/challenge/nosuch/show",
        Policy::Token,
    ),
    (
        "post",
        "/api/challenge/{id}/accept",
        "/api/challenge/nosuch/accept",
        Policy::Token,
    ),
    (
        "post",
        "/api/challenge/{id}/decline",
        "/api/challenge/nosuch/decline",
        Policy::Token,
    ),
    (
        "post",
        "/api/challenge/{id}/cancel",
        "/api/challenge/nosuch/cancel",
        Policy::Token,
    ),
    ("post", "/api/board/seek", "/api/board/seek", Policy::NotBot),
    (
        "get",
        "/api/board/game/stream/{id}",
        "/api/board/game/stream/{G}",
        Policy::BoardGame,
    ),
    (
        "post",
        "/api/board/game/{id}/move/{move}",
        "/api/board/game/{G}/move/e7e5",
        Policy::BoardGame,
    ),
    (
        "post",
        "/api/board/game/{id}/draw/{accept}",
        "/api/board/game/{G}/draw/no",
        Policy::BoardGame,
    ),
    (
        "post",
        "/api/board/game/{id}/takeback/{accept}",
        "/api/board/game/{G}/takeback/no",
        Policy::BoardGame,
    ),
    (
        "post",
        "/api/board/game/{id}/quit",
        "/api/board/game/{G}/quit",
        Policy::BoardGame,
    ),
    (
        "post",
        "/api/board/game/{id}/quit/{accept}",
        "/api/board/game/{G}/quit/no",
        Policy::BoardGame,
    ),
    (
        "post",
        "/api/board/game/{id}/claim-victory",
        "/api/board/game/{G}/claim-victory",
        Policy::BoardGame,
    ),
    (
        "post",
        "/api/board/game/{id}/claim-draw",
        "/api/board/game/{G}/claim-draw",
        Policy::BoardGame,
    ),
    (
        "get",
        "/api/board/game/{id}/chat",
        "/api/board/game/{G}/chat",
        Policy::BoardGame,
    ),
    (
        "post",
        "/api/board/game/{id}/chat",
        "/api/board/game/{G}/chat",
        Policy::BoardGame,
    ),
    (
        "get",
        "/api/bot/game/stream/{id}",
        "/api/bot/game/stream/{B}",
        Policy::BotGame,
    ),
    (
        "post",
        "/api/bot/game/{id}/move/{move}",
        "/api/bot/game/{B}/move/e7e5",
        Policy::BotGame,
    ),
    (
        "post",
        "/api/bot/game/{id}/draw/{accept}",
        "/api/bot/game/{B}/draw/no",
        Policy::BotGame,
    ),
    (
        "post",
        "/api/bot/game/{id}/takeback/{accept}",
        "/api/bot/game/{B}/takeback/no",
        Policy::BotGame,
    ),
    (
        "post",
        "/api/bot/game/{id}/claim-victory",
        "/api/bot/game/{B}/claim-victory",
        Policy::BotGame,
    ),
    (
        "post",
        "/api/bot/game/{id}/claim-draw",
        "/api/bot/game/{B}/claim-draw",
        Policy::BotGame,
    ),
    (
        "get",
        "/api/bot/game/{id}/chat",
        "/api/bot/game/{B}/chat",
        Policy::BotGame,
    ),
    (
        "post",
        "/api/bot/game/{id}/chat",
        "/api/bot/game/{B}/chat",
        Policy::BotGame,
    ),
    (
        "get",
        "/api/game/{id}/conditional-moves",
        "/api/game/{G}/conditional-moves",
        Policy::GameApi,
    ),
    (
        "post",
        "/api/game/{id}/conditional-moves",
        "/api/game/{G}/conditional-moves",
        Policy::GameApi,
    ),
    (
        "get",
        "/api/game/{id}/note",
        "/api/game/{G}/note",
        Policy::GameApi,
    ),
    (
        "post",
        "/api/game/{id}/note",
        "/api/game/{G}/note",
        Policy::GameApi,
    ),
    (
        "post",
        "/api/game/{id}/delete/{accept}",
        "/api/game/{G}/delete/no",
        Policy::GameApi,
    ),
    (
        "post",
        "/api/game/{id}/rematch",
        "/api/game/{G}/rematch",
        Policy::GameApi,
    ),
    (
        "get",
        "/game/export/{id}",
        "/game/export/{G}",
        Policy::OptionalToken,
    ),
    (
        "get",
        "/api/games/user/{username}",
        "/api/games/user/Member",
        Policy::OptionalToken,
    ),
    (
        "get",
        "/api/user/{username}",
        "/api/user/Member",
        Policy::OptionalToken,
    ),
    (
        "get",
        "/api/users/status",
        "/api/users/status?ids=member",
        Policy::Anyone,
    ),
    ("get", "/api/bot/online", "/api/bot/online", Policy::Anyone),
    (
        "post",
        "/api/rel/block/{username}",
        "/api/rel/block/Nobody",
        Policy::Token,
    ),
    (
        "post",
        "/api/rel/unblock/{username}",
        "/api/rel/unblock/Nobody",
        Policy::Token,
    ),
    ("get", "/api/vacation", "/api/vacation", Policy::Token),
    ("post", "/api/vacation", "/api/vacation", Policy::Token),
    (
        "post",
        "/api/vacation/{id}/{action}",
        "/api/vacation/999999/cancel",
        Policy::Token,
    ),
    (
        "get",
        "/api/tournaments",
        "/api/tournaments",
        Policy::Anyone,
    ),
    (
        "post",
        "/api/tournaments",
        "/api/tournaments",
        Policy::AdminToken,
    ),
    (
        "get",
        "/api/tournaments/{id}",
        "/api/tournaments/nosuch",
        Policy::Anyone,
    ),
    (
        "post",
        "/api/tournaments/{id}/join",
        "/api/tournaments/nosuch/join",
        Policy::Joiner,
    ),
    (
        "post",
        "/api/tournaments/{id}/leave",
        "/api/tournaments/nosuch/leave",
        Policy::Token,
    ),
    (
        "post",
        "/api/tournaments/{id}/withdraw",
        "/api/tournaments/nosuch/withdraw",
        Policy::Token,
    ),
    ("get", "/api/clubs", "/api/clubs", Policy::Anyone),
    ("post", "/api/clubs", "/api/clubs", Policy::Joiner),
    (
        "get",
        "/api/clubs/{id}",
        "/api/clubs/999999",
        Policy::Anyone,
    ),
    (
        "post",
        "/api/clubs/{id}/join",
        "/api/clubs/999999/join",
        Policy::Joiner,
    ),
    (
        "post",
        "/api/clubs/{id}/settings",
        "/api/clubs/999999/settings",
        Policy::Token,
    ),
    (
        "post",
        "/api/clubs/{id}/members",
        "/api/clubs/999999/members",
        Policy::Token,
    ),
    (
        "post",
        "/api/clubs/{id}/members/{username}/{action}",
        "/api/clubs/999999/members/Member/accept",
        Policy::Token,
    ),
    (
        "get",
        "/api/clubs/{id}/games",
        "/api/clubs/999999/games",
        Policy::Anyone,
    ),
    (
        "post",
        "/api/clubs/{id}/games",
        "/api/clubs/999999/games",
        Policy::Token,
    ),
    (
        "post",
        "/api/clubs/{id}/games/{gid}/{action}",
        "/api/clubs/999999/games/1/confirm",
        Policy::Token,
    ),
    (
        "post",
        "/api/clubs/{id}/challenge/{username}",
        "/api/clubs/999999/challenge/Member",
        Policy::Token,
    ),
    (
        "get",
        "/api/clubs/{id}/ladder",
        "/api/clubs/999999/ladder",
        Policy::Anyone,
    ),
    (
        "post",
        "/api/clubs/{id}/ladder/decay",
        "/api/clubs/999999/ladder/decay",
        Policy::Token,
    ),
    (
        "get",
        "/api/clubs/{id}/awards",
        "/api/clubs/999999/awards",
        Policy::Anyone,
    ),
    (
        "post",
        "/api/clubs/{id}/season/close",
        "/api/clubs/999999/season/close",
        Policy::Token,
    ),
    (
        "get",
        "/api/clubs/{id}/events",
        "/api/clubs/999999/events",
        Policy::Anyone,
    ),
    (
        "post",
        "/api/clubs/{id}/events",
        "/api/clubs/999999/events",
        Policy::Token,
    ),
    (
        "get",
        "/api/clubs/{id}/events/{eid}",
        "/api/clubs/999999/events/1",
        Policy::Anyone,
    ),
    (
        "get",
        "/api/clubs/{id}/events/{eid}/export/{format}",
        "/api/clubs/999999/events/1/export/csv",
        Policy::Anyone,
    ),
    (
        "post",
        "/api/clubs/{id}/events/{eid}/{action}",
        "/api/clubs/999999/events/1/enter",
        Policy::NotBot,
    ),
    (
        "post",
        "/api/clubs/{id}/events/{eid}/boards/{bid}/{action}",
        "/api/clubs/999999/events/1/boards/1/report",
        Policy::Token,
    ),
    (
        "get",
        "/api/clubs/{id}/matches",
        "/api/clubs/999999/matches",
        Policy::Anyone,
    ),
    (
        "post",
        "/api/clubs/{id}/matches",
        "/api/clubs/999999/matches",
        Policy::Token,
    ),
    (
        "get",
        "/api/clubs/{id}/matches/{mid}",
        "/api/clubs/999999/matches/abcdefgh",
        Policy::Anyone,
    ),
    (
        "post",
        "/api/clubs/{id}/matches/{mid}/{action}",
        "/api/clubs/999999/matches/abcdefgh/join",
        Policy::Token,
    ),
    (
        "post",
        "/api/clubs/{id}/matches/{mid}/boards/{board}/{action}",
        "/api/clubs/999999/matches/abcdefgh/boards/1/report",
        Policy::Token,
    ),
    // Last: the rows that change their caller for good.
    (
        "post",
        "/api/board/game/{id}/resign",
        "/api/board/game/{G}/resign",
        Policy::BoardGame,
    ),
    (
        "post",
        "/api/board/game/{id}/abort",
        "/api/board/game/{G}/abort",
        Policy::BoardGame,
    ),
    (
        "post",
        "/api/bot/game/{id}/resign",
        "/api/bot/game/{B}/resign",
        Policy::BotGame,
    ),
    (
        "post",
        "/api/bot/game/{id}/abort",
        "/api/bot/game/{B}/abort",
        Policy::BotGame,
    ),
    ("post", "/settings/bot", "/settings/bot", Policy::Member),
    (
        "post",
        "/api/bot/account/upgrade",
        "/api/bot/account/upgrade",
        Policy::Token,
    ),
    ("post", "/logout", "/logout", Policy::Anyone),
];

/// Every `(method, route)` the router's source declares with `.route(`.
pub(crate) fn routes_in_source() -> BTreeSet<(String, String)> {
    let mut found = BTreeSet::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/http");
    let mut folders = vec![root];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                routes_in(&std::fs::read_to_string(&path).unwrap(), &mut found);
            }
        }
    }
    found
}

/// The routes of one file: each `.route("path", ...)` call's path and the
/// methods (`get(`, `post(`, ...) inside its parentheses.
fn routes_in(source: &str, found: &mut BTreeSet<(String, String)>) {
    let mut rest = source;
    while let Some(at) = rest.find(".route(") {
        let call = &rest[at + ".route(".len()..];
        let mut depth = 1;
        let end = call
            .char_indices()
            .find_map(|(i, c)| {
                match c {
                    '(' => depth += 1,
                    ')' => depth -= 1,
                    _ => {}
                }
                (depth == 0).then_some(i)
            })
            .unwrap();
        let inside = &call[..end];
        let path = inside.split('"').nth(1).unwrap().to_owned();
        for method in ["get", "post", "put", "patch", "delete"] {
            let calls = inside
                .match_indices(&format!("{method}("))
                .filter(|(i, _)| *i == 0 || !inside.as_bytes()[i - 1].is_ascii_alphanumeric())
                .count();
            if calls > 0 {
                found.insert((method.to_owned(), path.clone()));
            }
        }
        rest = &call[end..];
    }
}

/// A role's ways in: a browser (logged in, or not) and a token.
struct Caller {
    role: Role,
    browser: Browser,
    token: Option<String>,
    /// The API client of a member made by the test's helpers.
    account: Option<crate::support::api::Member>,
}

const SCOPES: &str = "board:play bot:play challenge:read challenge:write";

async fn token_of(app: &TestApp, name: &str) -> String {
    let state = app.state();
    let user = state
        .store()
        .user_by_username_key(&name.to_lowercase())
        .await
        .unwrap()
        .unwrap();
    accounts::create_access_token(state, user.id, "matrix", &Scopes::parse(SCOPES).unwrap())
        .await
        .unwrap()
}

async fn caller(app: &TestApp, role: Role, name: &str) -> Caller {
    let member = app.member_with(name, SCOPES).await;
    Caller {
        role,
        browser: app.browser_of(&member).await,
        token: Some(member.token.clone()),
        account: Some(member),
    }
}

async fn every_route_answers_every_role_as_its_policy_says(app: &TestApp) {
    // Every route has its row, and every row its route.
    let declared = routes_in_source();
    let rows: BTreeSet<(String, String)> = ROWS
        .iter()
        .map(|(method, route, _, _)| ((*method).to_owned(), (*route).to_owned()))
        .collect();
    let missing: Vec<_> = declared.difference(&rows).collect();
    let stale: Vec<_> = rows.difference(&declared).collect();
    assert!(
        missing.is_empty(),
        "routes without a row in the matrix: {missing:?}"
    );
    assert!(stale.is_empty(), "rows for no route: {stale:?}");
    assert_eq!(rows.len(), ROWS.len(), "one row per route and method");

    let state = app.state();
    let admin = caller(app, Role::Admin, "Admin").await;
    let admin_row = state
        .store()
        .user_by_username_key("admin")
        .await
        .unwrap()
        .unwrap();
    let mut tx = state.store().begin().await.unwrap();
    tx.set_admin(admin_row.id, true).await.unwrap();
    tx.commit().await.unwrap();
    let member = caller(app, Role::Member, "Member").await;
    let player = caller(app, Role::Player, "Player").await;
    let opponent = caller(app, Role::Opponent, "Opponent").await;
    let muted = caller(app, Role::Muted, "Muted").await;
    let banned = caller(app, Role::Banned, "Banned").await;
    let bot = caller(app, Role::Bot, "Robot").await;
    let unverified = {
        let registration = Registration {
            username: Username::parse("Newbie").unwrap(),
            email: EmailAddress::parse("newbie@example.org").unwrap(),
            password: NewPassword::parse("correct horse battery").unwrap(),
            verified: false,
            admin: false,
        };
        accounts::register(state, &registration, &state.i18n.english())
            .await
            .unwrap();
        let browser = app.browser();
        browser.log_in("Newbie", "correct horse battery").await;
        Caller {
            role: Role::Unverified,
            browser,
            token: Some(token_of(app, "Newbie").await),
            account: None,
        }
    };
    let visitor = Caller {
        role: Role::Visitor,
        browser: app.browser(),
        token: None,
        account: None,
    };

    // The matrix's game (Player White, Opponent Black), and the BOT's.
    let account = |caller: &Caller| caller.account.clone().unwrap();
    let (white, black, robot) = (account(&player), account(&opponent), account(&bot));
    let game = white.start_game(&black, "3").await;
    white.play(&game, "e2e4").await;
    let upgraded = robot.post("/api/bot/account/upgrade", &[]).await;
    assert_eq!(upgraded.status, 200, "{}", upgraded.text);
    let bot_game = white.start_game(&robot, "3").await;
    white.play(&bot_game, "e2e4").await;

    // The sanctions, given by the administrator.
    let admin_user = state
        .store()
        .user_by_id(admin_row.id)
        .await
        .unwrap()
        .unwrap();
    conduct::sanction(
        state,
        &admin_user,
        &Username::parse("Muted").unwrap(),
        Sanction::Mute(MuteLength::OneDay),
        "matrix",
        None,
    )
    .await
    .unwrap();
    conduct::sanction(
        state,
        &admin_user,
        &Username::parse("Banned").unwrap(),
        Sanction::Ban,
        "matrix",
        None,
    )
    .await
    .unwrap();

    let callers = [
        visitor, unverified, member, player, opponent, muted, banned, bot, admin,
    ];
    assert_eq!(callers.each_ref().map(|c| c.role), ROLES);
    let mut wrong = Vec::new();
    for (method, route, path, policy) in ROWS {
        let path = path.replace("{G}", &game).replace("{B}", &bot_game);
        for caller in &callers {
            let got = ask(app, caller, method, &path).await;
            let want = expected(*policy, caller.role);
            let fine = match want {
                None => !matches!(
                    got,
                    Answer::Login | Answer::Unauthorized | Answer::Forbidden | Answer::BotOnly
                ),
                Some(want) => got == want,
            };
            if !fine {
                wrong.push(format!(
                    "{method} {route} as {:?}: got {got:?}, expected {}",
                    caller.role,
                    want.map_or("admitted".to_owned(), |w| format!("{w:?}"))
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} answers break the matrix:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// What `caller` gets for `method path`: a page through their browser
/// (with its CSRF token for a form), an API call with their token.
async fn ask(app: &TestApp, caller: &Caller, method: &str, path: &str) -> Answer {
    let api = path.starts_with("/api/") || path.starts_with("/game/export/") || path == "/health";
    let response = if api {
        let client = reqwest::Client::new();
        let url = format!("{}{path}", app.addr);
        let request = if method == "get" {
            client.get(url)
        } else {
            client.post(url)
        };
        let request = match &caller.token {
            Some(token) => request.bearer_auth(token),
            None => request,
        };
        request.send().await.unwrap()
    } else if method == "get" {
        caller
            .browser
            .client
            .get(format!("{}{path}", app.addr))
            .send()
            .await
            .unwrap()
    } else {
        let csrf = caller.browser.get("/").await.csrf();
        caller
            .browser
            .client
            .post(format!("{}{path}", app.addr))
            .form(&[("csrf", csrf.as_str())])
            .send()
            .await
            .unwrap()
    };
    let status = response.status().as_u16();
    if response.url().path() == "/login" && !path.starts_with("/login") {
        return Answer::Login;
    }
    match status {
        401 => Answer::Unauthorized,
        403 => Answer::Forbidden,
        404 => Answer::NotFound,
        400 => {
            // Streams and pages are read only this far: enough to classify.
            let body = response.text().await.unwrap_or_default();
            if body.contains("can only be used with a Bot account") {
                Answer::BotOnly
            } else {
                Answer::Admitted
            }
        }
        _ => Answer::Admitted,
    }
}
