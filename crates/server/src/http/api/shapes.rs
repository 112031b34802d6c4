//! The lichess JSON shapes (lichess-api-subset.md §1–§3, §5, §7), built
//! from stored rows. An unrated member shows lichess's placeholder rating
//! with `provisional: true` (§11.10).

use redqueen_domain::Named;
use redqueen_domain::account::MemberId;
use redqueen_domain::game::{ChallengeStatus, Color, DeclineReason, Origin, Speed, TimeControl};
use redqueen_domain::rating::Pool;
use serde_json::{Value, json};

use crate::games::LoadedGame;
use crate::play::{ChallengeParties, Ratings};
use crate::records::{ChallengeRow, OpenChallengeRow, UserRow};
use crate::state::AppState;

/// The rating shown for a pool nobody has played yet.
pub const UNRATED_RATING: i32 = redqueen_domain::rating::UNRATED_SHOWN;

/// A user as challenges show them, with their current rating in `pool`.
#[must_use]
pub fn light_user(user: &UserRow, ratings: &Ratings, pool: Pool) -> Value {
    let row = ratings.get(&(pool, user.id)).copied().unwrap_or_default();
    player_json(user, row.record.rating, row.record.games < 25)
}

/// `{"id", "name", "rating", "provisional"?}`: `provisional` only when true.
fn player_json(user: &UserRow, rating: Option<i32>, provisional: bool) -> Value {
    let (rating, provisional) = match rating {
        Some(r) => (r, provisional),
        None => (UNRATED_RATING, true),
    };
    let mut object = json!({ "id": user.username_key, "name": user.username, "rating": rating });
    if let Value::Object(map) = &mut object {
        if provisional {
            map.insert("provisional".into(), true.into());
        }
        if user.is_bot {
            map.insert("title".into(), BOT_TITLE.into());
        }
    }
    object
}

/// lichess's title of a BOT account (product.md §2: labelled everywhere).
pub const BOT_TITLE: &str = "BOT";

/// The lichess `timeControl` of a challenge (§3, §11.1, §11.2: a live
/// clock's round time is `limit`, its extra time `increment`).
#[must_use]
pub fn time_control_json(control: TimeControl) -> Value {
    match control {
        TimeControl::PerMove { days } => {
            json!({ "type": "correspondence", "daysPerTurn": days.days() })
        }
        TimeControl::PerGame { days } => {
            json!({ "type": "correspondence", "daysPerGame": days.days() })
        }
        TimeControl::Fischer { initial, increment } => {
            json!({ "type": "correspondence", "daysPerGame": initial.days(), "daysIncrement": increment.days() })
        }
        TimeControl::Live(live) => {
            let extra = live.extra_seconds().unwrap_or(0);
            json!({ "type": "clock", "limit": live.round_minutes() * 60, "increment": extra,
                    "show": format!("{}+{extra}", live.round_minutes()) })
        }
        TimeControl::Club { control } => {
            json!({ "type": "clock", "limit": control.minutes() * 60, "increment": 0,
                    "show": format!("{}+0", control.minutes()) })
        }
    }
}

/// The `daysPerTurn` / `daysPerGame` keys of a correspondence game (§5,
/// §11.1); none for a live game.
fn days_keys(control: TimeControl, object: &mut serde_json::Map<String, Value>) {
    if !control.is_correspondence() {
        return;
    }
    if let Value::Object(keys) = time_control_json(control) {
        for (key, value) in keys.into_iter().filter(|(k, _)| k != "type") {
            object.insert(key, value);
        }
    }
}

/// `{"key":"standard",...}` or `fromPosition` for a custom start.
#[must_use]
pub fn variant_json(initial_fen: Option<&str>) -> Value {
    match initial_fen {
        Some(_) => json!({ "key": "fromPosition", "name": "From Position", "short": "FEN" }),
        None => json!({ "key": "standard", "name": "Standard", "short": "Std" }),
    }
}

/// ChallengeJson (§3), as seen by `viewer`.
#[must_use]
pub fn challenge_json(
    state: &AppState,
    c: &ChallengeRow,
    parties: &ChallengeParties,
    viewer: Option<MemberId>,
) -> Value {
    let ChallengeParties { users, ratings } = parties;
    let challenger = users.get(&c.challenger_id);
    let dest = c.dest_user_id.and_then(|id| users.get(&id));
    let url = state.settings.link(&format!("/{}", c.id));
    let speed = Speed::of(c.time_control);
    let pool = Pool::of(c.time_control);
    let mut object = json!({
        "id": c.id,
        "url": url,
        "status": c.status.as_str(),
        "challenger": challenger.map(|u| light_user(u, ratings, pool)),
        "destUser": dest.map(|u| light_user(u, ratings, pool)),
        "variant": variant_json(c.initial_fen.as_deref()),
        "rated": c.rated,
        "speed": speed.as_str(),
        "timeControl": time_control_json(c.time_control),
        "color": c.color.as_str(),
        "finalColor": c.final_color.as_str(),
        "perf": { "icon": "", "name": speed.perf_name() },
    });
    if let Value::Object(map) = &mut object {
        if let Some(viewer) = viewer {
            if viewer == c.challenger_id {
                map.insert("direction".into(), "out".into());
            } else if Some(viewer) == c.dest_user_id {
                map.insert("direction".into(), "in".into());
            }
        }
        if let Some(fen) = &c.initial_fen {
            map.insert("initialFen".into(), fen.clone().into());
        }
        if let Some(reason) = c.decline_reason {
            map.insert(
                "declineReasonKey".into(),
                reason.as_str().to_lowercase().into(),
            );
            map.insert("declineReason".into(), decline_text(reason).into());
        }
        if let Some(rematch) = &c.rematch_of {
            map.insert("rematchOf".into(), rematch.clone().into());
        }
        if c.dest_user_id.is_none() {
            map.insert("open".into(), json!({}));
            map.insert("urlWhite".into(), format!("{url}?color=white").into());
            map.insert("urlBlack".into(), format!("{url}?color=black").into());
        }
    }
    object
}

/// An open challenge as lichess shows one (lichess-api-subset.md §3): no
/// challenger, no destination, the two links that take a side, and the
/// players it is kept for, if any (`white`, `black`).
pub fn open_challenge_json(
    state: &AppState,
    c: &OpenChallengeRow,
    kept_for: Option<(&UserRow, &UserRow)>,
) -> Value {
    let url = state.settings.link(&format!("/{}", c.id));
    let speed = Speed::of(c.time_control);
    let open = match kept_for {
        Some((white, black)) => json!({ "userIds": [white.username_key, black.username_key] }),
        None => json!({}),
    };
    let mut object = json!({
        "id": c.id,
        "url": url,
        "status": if c.status == ChallengeStatus::Accepted { "accepted" } else { "created" },
        "challenger": null,
        "destUser": null,
        "variant": variant_json(c.initial_fen.as_deref()),
        "rated": c.rated,
        "speed": speed.as_str(),
        "timeControl": time_control_json(c.time_control),
        "color": "random",
        "finalColor": "white",
        "perf": { "icon": "", "name": speed.perf_name() },
        "open": open,
        "urlWhite": format!("{url}?color=white"),
        "urlBlack": format!("{url}?color=black"),
    });
    if let Value::Object(map) = &mut object {
        if let Some(fen) = &c.initial_fen {
            map.insert("initialFen".into(), fen.clone().into());
        }
        if let Some(name) = &c.name {
            map.insert("name".into(), name.clone().into());
        }
    }
    object
}

/// lichess's texts for decline reasons (clients show them as they are).
fn decline_text(reason: DeclineReason) -> &'static str {
    match reason {
        DeclineReason::Generic | DeclineReason::Later => {
            "I'm not accepting challenges at the moment."
        }
        DeclineReason::TooFast => {
            "This time control is too fast for me, please challenge again with a slower game."
        }
        DeclineReason::TooSlow => {
            "This time control is too slow for me, please challenge again with a faster game."
        }
        DeclineReason::TimeControl => "I'm not accepting challenges with this time control.",
        DeclineReason::Rated => "Please send me a rated challenge instead.",
        DeclineReason::Casual => "Please send me a casual challenge instead.",
        DeclineReason::Standard => "I'm not accepting variant challenges right now.",
        DeclineReason::Variant => "I'm not willing to play this variant right now.",
        DeclineReason::NoBot => "I'm not accepting challenges from bots.",
        DeclineReason::OnlyBot => "I'm only accepting challenges from bots.",
    }
}

/// Milliseconds left on each clock at `now`; both never null (§5).
/// During the game lichess's meaning, the time until that player's
/// deadline, which bots plan by; after the end the round time each player
/// had left when it ended (issue 49).
fn times(loaded: &LoadedGame, now: i64) -> (i64, i64) {
    let left = if loaded.in_progress() {
        LoadedGame::remaining_ms
    } else {
        LoadedGame::round_left_ms
    };
    (
        left(loaded, Color::White, now),
        left(loaded, Color::Black, now),
    )
}

/// A live game's own clock fields in `gameState` (docs/live-games.md):
/// `wround`/`bround`, each side's round time left in ms, and while the
/// game goes on `moveleft`, the move time the side to move has left.
fn live_clock_fields(loaded: &LoadedGame, now: i64, map: &mut serde_json::Map<String, Value>) {
    if !loaded.game.is_live() {
        return;
    }
    map.insert(
        "wround".into(),
        loaded.round_left_ms(Color::White, now).into(),
    );
    map.insert(
        "bround".into(),
        loaded.round_left_ms(Color::Black, now).into(),
    );
    if let Some(left) = loaded.move_left_ms(now) {
        map.insert("moveleft".into(), left.into());
    }
}

/// A `gameState` line (§5).
#[must_use]
pub fn game_state_json(loaded: &LoadedGame, now: i64) -> Value {
    let (wtime, btime) = times(loaded, now);
    let increment = loaded.clock.control.increment_ms();
    let mut state = json!({
        "type": "gameState",
        "moves": loaded.row.moves,
        "wtime": wtime,
        "btime": btime,
        "winc": increment,
        "binc": increment,
        "status": loaded.game.lichess_status().name,
    });
    if let Value::Object(map) = &mut state {
        live_clock_fields(loaded, now, map);
        match loaded.row.draw_offer {
            Some(Color::White) => drop(map.insert("wdraw".into(), true.into())),
            Some(Color::Black) => drop(map.insert("bdraw".into(), true.into())),
            None => {}
        }
        if let Some(winner) = loaded.row.winner {
            map.insert("winner".into(), winner.as_str().into());
        }
        // lichess's takeback offer flags, and ours for a request to quit.
        let live = loaded.game.live();
        let offers = [
            ("takeback", live.and_then(|live| live.takeback_offer)),
            (
                "quit",
                live.and_then(|live| live.quit_request).map(|r| r.by),
            ),
        ];
        for (what, by) in offers {
            if let Some(color) = by {
                let side = if color == Color::White { 'w' } else { 'b' };
                map.insert(format!("{side}{what}"), true.into());
            }
        }
    }
    state
}

/// The `gameFull` line that opens a game stream (§5).
#[must_use]
pub fn game_full_json(loaded: &LoadedGame, white: &UserRow, black: &UserRow, now: i64) -> Value {
    let player = |u: &UserRow, rating: Option<i32>| {
        let mut object = player_json(u, rating, rating.is_none());
        if let Value::Object(map) = &mut object {
            map.entry("title").or_insert(Value::Null);
        }
        object
    };
    let control = loaded.clock.control;
    let speed = Speed::of(control);
    let mut full = json!({
        "type": "gameFull",
        "id": loaded.row.id,
        "variant": variant_json(loaded.row.initial_fen.as_deref()),
        "speed": speed.as_str(),
        "perf": { "name": speed.perf_name() },
        "rated": loaded.row.rated,
        "createdAt": loaded.row.created_at,
        "white": player(white, loaded.row.white_rating),
        "black": player(black, loaded.row.black_rating),
        "initialFen": loaded.row.initial_fen.clone().unwrap_or_else(|| "startpos".into()),
        "state": game_state_json(loaded, now),
    });
    if let Value::Object(map) = &mut full {
        days_keys(control, map);
        // A live clock or a club's G/N: lichess's `clock` of a real-time
        // game, in ms.
        if !control.is_correspondence() {
            map.insert(
                "clock".into(),
                json!({ "initial": control.initial_ms(), "increment": control.increment_ms() }),
            );
        }
    }
    full
}

/// A game in `nowPlaying` (§1) and in `gameStart`/`gameFinish` (§2), for
/// the player `me`.
#[must_use]
pub fn now_playing_json(loaded: &LoadedGame, me: MemberId, opponent: &UserRow, now: i64) -> Value {
    let row = &loaded.row;
    let color = loaded.color_of(me).unwrap_or(Color::White);
    let my_turn = loaded.in_progress() && loaded.game.turn() == color;
    let status = loaded.game.lichess_status();
    let mut object = json!({
        "gameId": row.id,
        "fullId": format!("{}{}", row.id, if color == Color::White { &row.white_secret } else { &row.black_secret }),
        "color": color.as_str(),
        "fen": row.fen,
        "lastMove": loaded.game.last_move().unwrap_or_default(),
        "source": source(row.origin),
        "status": { "id": status.id, "name": status.name },
        "variant": { "key": if row.initial_fen.is_some() { "fromPosition" } else { "standard" },
                     "name": if row.initial_fen.is_some() { "From Position" } else { "Standard" } },
        "speed": Speed::of(loaded.clock.control).as_str(),
        "perf": Speed::of(loaded.clock.control).as_str(),
        "rated": row.rated,
        "hasMoved": row.ply >= 2 || (row.ply == 1 && color == Color::White),
        "isMyTurn": my_turn,
        "secondsLeft": loaded.remaining_ms(color, now) / 1000,
        "opponent": { "id": opponent.username_key, "username": opponent.username,
                      "rating": (if color == Color::White { row.black_rating } else { row.white_rating }).unwrap_or(UNRATED_RATING) },
    });
    if let (Value::Object(map), Some(winner)) = (&mut object, row.winner) {
        map.insert("winner".into(), winner.as_str().into());
    }
    object
}

/// lichess's `source` of a game: `lobby` for an open game, else `friend`.
fn source(origin: Origin) -> &'static str {
    if origin == Origin::OpenGame {
        "lobby"
    } else {
        "friend"
    }
}

/// The game export JSON (§7): moves in SAN.
#[must_use]
pub fn export_json(loaded: &LoadedGame, white: &UserRow, black: &UserRow) -> Value {
    let row = &loaded.row;
    let player = |u: &UserRow, rating: Option<i32>, diff: Option<i32>| {
        let mut object = json!({ "user": { "name": u.username, "id": u.username_key }, "rating": rating.unwrap_or(UNRATED_RATING) });
        if let Value::Object(map) = &mut object {
            if rating.is_none() {
                map.insert("provisional".into(), true.into());
            }
            if let Some(diff) = diff {
                map.insert("ratingDiff".into(), diff.into());
            }
        }
        object
    };
    let mut object = json!({
        "id": row.id,
        "rated": row.rated,
        "variant": if row.initial_fen.is_some() { "fromPosition" } else { "standard" },
        "speed": Speed::of(loaded.clock.control).as_str(),
        "perf": Speed::of(loaded.clock.control).as_str(),
        "createdAt": row.created_at,
        "lastMoveAt": row.last_move_at.unwrap_or(row.created_at),
        "status": loaded.game.lichess_status().name,
        "source": source(row.origin),
        "players": { "white": player(white, row.white_rating, row.white_rating_diff),
                     "black": player(black, row.black_rating, row.black_rating_diff) },
        "moves": loaded.game.san_moves().unwrap_or_default().join(" "),
        "lastFen": row.fen,
    });
    if let Value::Object(map) = &mut object {
        if let Some(winner) = row.winner {
            map.insert("winner".into(), winner.as_str().into());
        }
        if let Some(fen) = &row.initial_fen {
            map.insert("initialFen".into(), fen.clone().into());
        }
        // As lichess writes it (docs/openings.md).
        if let Some((opening, ply)) = loaded.game.opening() {
            map.insert(
                "opening".into(),
                json!({ "eco": opening.eco, "name": opening.name, "ply": ply }),
            );
        }
        days_keys(loaded.clock.control, map);
    }
    object
}
