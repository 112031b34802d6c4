//! Clubs (clubs-and-ladder.md; the clubs issue's native API, with the
//! lichess conventions of product.md §12): founding and listing, members
//! and directors, the ladder with its index cards, games over the board
//! reported, confirmed, disputed and corrected, and the absence decay.
//! Writing needs a token with `board:play`, as tournaments do.

use axum::Json;
use axum::extract::{Path, RawQuery, State};
use axum::http::StatusCode;
use redqueen_domain::account::Scope;
use redqueen_domain::vacation::Day;
use serde_json::{Value, json};

use super::auth::ApiUser;
use super::club_path::{ClubPath, ClubWriter};
use super::params::Params;
use crate::clubs::{self, ClubError, GameAnswer, MemberAction};
use crate::http::club_forms::{self, GameForm};
use crate::http::{ApiError, ids};
use crate::play::PlayError;
use crate::records::ClubRow;
use crate::state::AppState;

/// A refusal's status says its kind (docs/lichess-api.md, "Clubs"): 400
/// a malformed request (the document's schema forbids it too), 403 a rule
/// about who may act, 404 a record that does not exist, 409 a request well
/// formed but at odds with the club's state or with today.
impl From<ClubError> for ApiError {
    fn from(error: ClubError) -> Self {
        let status = match error {
            ClubError::NotFound
            | ClubError::NoSuchMember(_)
            | ClubError::NoSuchGame
            | ClubError::NoSuchEvent
            | ClubError::NoSuchBoard => StatusCode::NOT_FOUND,
            ClubError::NotDirector
            | ClubError::FoundersAreAdministrators
            | ClubError::Unverified
            | ClubError::Bot(_)
            | ClubError::NotWhite
            | ClubError::NotBlack
            | ClubError::NotAPlayer
            | ClubError::MembersOnly(_) => StatusCode::FORBIDDEN,
            ClubError::SeasonStart
            | ClubError::SeasonEnd
            | ClubError::DecayDay
            | ClubError::Name
            | ClubError::Description
            | ClubError::Result
            | ClubError::TimeControl(_)
            | ClubError::Date { .. }
            | ClubError::GameNumber
            | ClubError::Missing(_)
            | ClubError::EventName
            | ClubError::EventFormat(_)
            | ClubError::Announcement => StatusCode::BAD_REQUEST,
            ClubError::Refused(refusal) => return ApiError::from(PlayError::Refused(refusal)),
            ClubError::Internal(error) => return ApiError::from(error),
            ClubError::NameTaken
            | ClubError::SamePlayer
            | ClubError::AlreadyMember
            | ClubError::AlreadyRequested
            | ClubError::NoRequest(_)
            | ClubError::NotMember(_)
            | ClubError::NotOnLadder(_)
            | ClubError::GameSettled(_)
            | ClubError::FutureDate { .. }
            | ClubError::BeforeJoining(_)
            | ClubError::DecayThisMonth(_)
            | ClubError::DecayBeforeLast(_)
            | ClubError::DecayOutside { .. }
            | ClubError::JoinedOutside { .. }
            | ClubError::DuplicateGame { .. }
            | ClubError::LastDirector(_)
            | ClubError::ChallengeDown(_)
            | ClubError::EmptySeason
            | ClubError::NotOpenable
            | ClubError::ReseedUnconfirmed
            | ClubError::AlreadyEntered(_)
            | ClubError::NotEntered(_)
            | ClubError::Withdrawn(_)
            | ClubError::EntriesClosed
            | ClubError::EventFinished
            | ClubError::TooFewEntries
            | ClubError::AllRoundsPaired
            | ClubError::ResultsMissing(_)
            | ClubError::AlreadyReported
            | ClubError::NoGame
            | ClubError::PlayedOnServer => StatusCode::CONFLICT,
        };
        ApiError::new(status, &error.to_string())
    }
}

fn club_json(state: &AppState, club: &ClubRow) -> Value {
    json!({
        "id": club.id,
        "name": club.name,
        "description": club.description,
        "members": club.members,
        "seasonStart": format!("{:02}-{:02}", club.season_start_month, club.season_start_day),
        "seasonEnd": format!("{:02}-{:02}", club.season_end_month, club.season_end_day),
        "decayDay": club.decay_day.get(),
        "nextDecay": club.next_decay_on.to_string(),
        "lastDecay": club.last_decay_on.map(|d| d.to_string()),
        "createdAt": club.created_at,
        "url": state.settings.link(&format!("/clubs/{}", club.id)),
    })
}

fn required<'a>(params: &'a Params, name: &'static str) -> Result<&'a str, ClubError> {
    params
        .get(name)
        .filter(|v| !v.trim().is_empty())
        .ok_or(ClubError::Missing(name))
}

/// `POST /api/clubs` (`name`, `description`).
pub async fn found(
    State(state): State<AppState>,
    api: ApiUser,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    api.require(&[Scope::BoardPlay])?;
    let name = params.text("name")?.unwrap_or_default();
    let description = params.text("description")?.unwrap_or_default();
    let id = clubs::found_club(&state, &api.user, name, description).await?;
    let club = clubs::club(&state, id).await?;
    Ok(Json(club_json(&state, &club)))
}

/// `GET /api/clubs`.
pub async fn list(State(state): State<AppState>) -> Result<Json<Value>, ApiError> {
    let clubs = clubs::directory(&state, None).await?.clubs;
    let clubs: Vec<Value> = clubs.iter().map(|c| club_json(&state, c)).collect();
    Ok(Json(json!({ "clubs": clubs })))
}

/// `GET /api/clubs/{id}`: the club with its directors.
pub async fn show(
    State(state): State<AppState>,
    ClubPath(id): ClubPath,
) -> Result<Json<Value>, ApiError> {
    let (club, directors) = clubs::club_with_directors(&state, id).await?;
    let mut shown = club_json(&state, &club);
    shown["directors"] = json!(directors);
    Ok(Json(shown))
}

/// `POST /api/clubs/{id}/join`: asks to join.
pub async fn join(
    State(state): State<AppState>,
    ClubWriter { api, club: id }: ClubWriter,
) -> Result<Json<Value>, ApiError> {
    clubs::ask_to_join(&state, id, &api.user).await?;
    Ok(Json(json!({ "ok": true })))
}

/// `POST /api/clubs/{id}/members` (`username`, optional `joinedOn`): a
/// director adds a site member at the bottom of the ladder.
pub async fn add_member(
    State(state): State<AppState>,
    ClubWriter { api, club: id }: ClubWriter,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let username = required(&params, "username")?;
    let joined_on = club_forms::joined_on(params.get("joinedOn"))?;
    clubs::add_member(
        &state,
        id,
        api.user.id,
        &ids::club_member(username)?,
        joined_on,
    )
    .await?;
    Ok(Json(json!({ "ok": true })))
}

/// `POST /api/clubs/{id}/members/{username}/{action}`: `accept`,
/// `refuse`, `remove`, `remove-from-ladder`, `director` (a director's;
/// `director` also any site administrator's).
pub async fn member_action(
    State(state): State<AppState>,
    ClubWriter { api, club: id }: ClubWriter,
    Path((_, username, action)): Path<(String, String, String)>,
) -> Result<Json<Value>, ApiError> {
    let action = MemberAction::parse(&action).ok_or_else(|| {
        ApiError::not_found(
            "No such action: accept, refuse, remove, remove-from-ladder or director",
        )
    })?;
    clubs::act_on_member(&state, id, &api.user, &ids::club_member(&username)?, action).await?;
    Ok(Json(json!({ "ok": true })))
}

/// `GET /api/clubs/{id}/ladder`: the index cards in rank order.
pub async fn ladder(
    State(state): State<AppState>,
    ClubPath(id): ClubPath,
) -> Result<Json<Value>, ApiError> {
    let (_, lines) = clubs::ladder(&state, id).await?;
    let ladder: Vec<Value> = lines
        .iter()
        .map(|l| {
            json!({
                "rank": l.rank,
                "username": l.username,
                "rung": l.rung.to_string(),
                "rating": l.card.rating,
                "lastDefense": l.card.last_defense.map(|d| d.to_string()),
                "games": l.card.games,
                "ranksEarned": l.card.ranks_earned,
                "absenceTotal": l.card.absence_total,
                "flagged": l.card.flagged(),
                "joinedOn": l.card.joined_on.to_string(),
                "ratedGames": l.card.rated_games,
                "provisional": l.card.provisional,
                "new": l.new,
            })
        })
        .collect();
    Ok(Json(json!({ "ladder": ladder })))
}

/// `POST /api/clubs/{id}/games` (`white`, `black`, `result`, `playedOn`,
/// `timeControl`, optional `gameNumber`): White reports a game, or a
/// director enters one; the same report again is refused as a duplicate,
/// and a second game alike that day is recorded with `gameNumber` 2.
pub async fn record_game(
    State(state): State<AppState>,
    ClubWriter { api, club: id }: ClubWriter,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let report = GameForm {
        white: required(&params, "white")?,
        black: required(&params, "black")?,
        result: required(&params, "result")?,
        played_on: required(&params, "playedOn")?,
        control: required(&params, "timeControl")?,
        game_number: params.get("gameNumber"),
    };
    let report = report.read(Day::containing(state.now()))?;
    let game = clubs::record_game(&state, id, api.user.id, &report).await?;
    Ok(Json(json!({ "id": game })))
}

/// `GET /api/clubs/{id}/games`: the recorded sequence of games with each
/// one's rating and rank changes.
pub async fn games(
    State(state): State<AppState>,
    ClubPath(id): ClubPath,
) -> Result<Json<Value>, ApiError> {
    let lines = clubs::games(&state, id).await?;
    let games: Vec<Value> = lines
        .iter()
        .map(|g| {
            json!({
                "id": g.id,
                "white": g.white,
                "black": g.black,
                "result": g.result.as_str(),
                "playedOn": g.played_on.to_string(),
                "timeControl": g.control.to_string(),
                "status": g.status.as_str(),
                "gameNumber": g.game_number,
                "ratingChange": g.rating_change.map(|c| json!({ "white": c.white, "black": c.black })),
                "rankChanges": g.rank_changes.iter().map(|(username, from, to)| json!({
                    "username": username, "from": from, "to": to,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    Ok(Json(json!({ "games": games })))
}

/// `POST /api/clubs/{id}/games/{gid}/{action}`: `confirm`, `dispute`
/// (Black), `correct` (`result`, a director).
pub async fn game_action(
    State(state): State<AppState>,
    ClubWriter { api, club: id }: ClubWriter,
    Path((_, game, action)): Path<(String, String, String)>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let game = game.parse::<i64>().map_err(|_| ClubError::NoSuchGame)?;
    match action.as_str() {
        "confirm" => clubs::answer_game(&state, id, game, api.user.id, GameAnswer::Confirm).await?,
        "dispute" => clubs::answer_game(&state, id, game, api.user.id, GameAnswer::Dispute).await?,
        "correct" => {
            let result = club_forms::result(required(&params, "result")?)?;
            clubs::correct_game(&state, id, game, api.user.id, result).await?;
        }
        _ => {
            return Err(ApiError::not_found(
                "No such action: confirm, dispute or correct",
            ));
        }
    }
    Ok(Json(json!({ "ok": true })))
}

/// `POST /api/clubs/{id}/ladder/decay` (`date`): a director applies this
/// month's absence decay as of a meeting day; answers each player's drop.
pub async fn decay(
    State(state): State<AppState>,
    ClubWriter { api, club: id }: ClubWriter,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let on = club_forms::past_day(
        required(&params, "date")?,
        "date",
        Day::containing(state.now()),
    )?;
    let drops = clubs::apply_decay_on(&state, id, api.user.id, on).await?;
    let drops: Vec<Value> = clubs::named_drops(&state, &drops)
        .await?
        .iter()
        .map(|d| json!({ "username": d.player, "from": d.from, "to": d.to }))
        .collect();
    Ok(Json(json!({ "drops": drops })))
}

/// `POST /api/clubs/{id}/challenge/{username}` (`timeControl`): a ladder
/// challenge to a player ranked above, played on the server; it arrives
/// like any challenge.
pub async fn challenge(
    State(state): State<AppState>,
    ClubWriter { api, club: id }: ClubWriter,
    Path((_, username)): Path<(String, String)>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let control = club_forms::control(required(&params, "timeControl")?)?;
    let challenge = clubs::challenge(
        &state,
        id,
        &api.user,
        &ids::club_member(&username)?,
        control,
    )
    .await?;
    Ok(Json(json!({
        "id": challenge.id,
        "url": state.settings.link(&format!("/{}", challenge.id)),
        "timeControl": challenge.time_control,
        "club": id,
    })))
}

/// `GET /api/clubs/{id}/awards` (optional `season`, the year it
/// started): the season's awards (so far, for the one under way), ties
/// shown as ties.
pub async fn awards(
    State(state): State<AppState>,
    ClubPath(id): ClubPath,
    RawQuery(query): RawQuery,
) -> Result<Json<Value>, ApiError> {
    let season = Params::from_query(query.as_deref())?.int("season")?;
    let report = clubs::season_awards(&state, id, season).await?;
    let season = report.season;
    let Some(a) = report.awards else {
        return Ok(Json(json!({ "season": season, "awards": null })));
    };
    Ok(Json(json!({
        "season": season,
        "trophies": a.trophies,
        "medals": a.medals,
        "highestRated": { "players": a.highest_rated.0, "rating": a.highest_rated.1 },
        "mostGames": a.most_games.map(|(players, games)| json!({ "players": players, "games": games })),
        "mostRanks": a.most_ranks.map(|(players, ranks)| json!({ "players": players, "ranks": ranks })),
    })))
}

/// `POST /api/clubs/{id}/season/close`: a director closes the season; the
/// next one starts (games and ranks count from zero, ladder and ratings
/// carry over).
pub async fn close_season(
    State(state): State<AppState>,
    ClubWriter { api, club: id }: ClubWriter,
) -> Result<Json<Value>, ApiError> {
    let opened = clubs::close_season(&state, id, api.user.id).await?;
    Ok(Json(json!({ "season": opened })))
}

/// `POST /api/clubs/{id}/settings` (`description`, `seasonStart` and
/// `seasonEnd` `MM-DD`, `decayDay` 1–28, each optional): a director changes
/// the club's settings.
pub async fn settings(
    State(state): State<AppState>,
    ClubWriter { api, club: id }: ClubWriter,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let settings = club_forms::SettingsForm {
        description: params.text("description")?,
        season_start: params.get("seasonStart"),
        season_end: params.get("seasonEnd"),
        decay_day: params.get("decayDay"),
    }
    .read()?;
    clubs::change_settings(&state, id, api.user.id, &settings).await?;
    let club = clubs::club(&state, id).await?;
    Ok(Json(club_json(&state, &club)))
}
