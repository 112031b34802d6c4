//! Personal information members may give (product.md §1), and the
//! opponent finder over it (§9).

use redqueen_domain::account::MemberId;
use redqueen_domain::rating::Pool;

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;

/// What a member told about themselves; every field optional.
#[derive(Debug, Clone, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct ProfileRow {
    pub real_name: Option<String>,
    pub birth_year: Option<i32>,
    /// ISO 3166-1 alpha-2, upper case.
    pub country: Option<String>,
    /// Language codes separated by commas (`en,es`).
    pub languages: Option<String>,
    pub bio: Option<String>,
}

/// What the opponent finder looks for; `None` means "any".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerSearch {
    /// The start of the username, lower case.
    pub username_prefix: Option<String>,
    /// The pool whose ratings the bounds apply to and the results show.
    pub pool: Pool,
    pub rating_min: Option<i32>,
    pub rating_max: Option<i32>,
    pub country: Option<String>,
    /// Born in or after this year (the upper end of an age range).
    pub born_from: Option<i32>,
    /// Born in or before this year (the lower end of an age range).
    pub born_until: Option<i32>,
    /// A language code the member speaks.
    pub language: Option<String>,
    /// Seen at or after this instant.
    pub seen_since: Option<i64>,
    /// Left out of the results (the searcher).
    pub exclude_user: Option<MemberId>,
}

impl Default for PlayerSearch {
    /// Anyone, with their correspondence rating.
    fn default() -> Self {
        Self {
            username_prefix: None,
            pool: Pool::Correspondence,
            rating_min: None,
            rating_max: None,
            country: None,
            born_from: None,
            born_until: None,
            language: None,
            seen_since: None,
            exclude_user: None,
        }
    }
}

stored_row! {
    /// A member the finder found.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct FoundPlayer {
        pub user_id: MemberId,
        pub username: String,
        pub rating: Option<i32>,
        pub games: Option<i32>,
        pub country: Option<String>,
        pub languages: Option<String>,
        pub birth_year: Option<i32>,
        pub seen_at: i64,
    }
}

impl Store {
    /// A member's personal information.
    ///
    /// # Errors
    /// The database failed.
    pub async fn profile(&self, user_id: MemberId) -> StoreResult<ProfileRow> {
        let sql = "SELECT real_name, birth_year, country, languages, bio FROM users WHERE id = $1";
        let row = on_backend!(&self.read, pool => sqlx::query_as(sql).bind(user_id.0).fetch_optional(pool).await)?;
        Ok(row.unwrap_or_default())
    }

    /// Members matching `search`, most recently seen first, one page, with
    /// their rating in the search's pool. Every condition is bound, never
    /// spliced.
    ///
    /// # Errors
    /// The database failed.
    pub async fn find_players(
        &self,
        search: &PlayerSearch,
        limit: i64,
        offset: i64,
    ) -> StoreResult<Vec<FoundPlayer>> {
        // The pool is bound first ($1), then texts, then numbers: each
        // condition names its placeholder once both lists are known.
        let mut texts: Vec<(String, &str)> = Vec::new();
        if let Some(prefix) = &search.username_prefix {
            texts.push((
                format!("{}%", escape_like(prefix)),
                "u.username_key LIKE {} ESCAPE '\\'",
            ));
        }
        if let Some(country) = &search.country {
            texts.push((country.clone(), "u.country = {}"));
        }
        if let Some(language) = &search.language {
            texts.push((
                format!("%,{language},%"),
                "(',' || u.languages || ',') LIKE {}",
            ));
        }
        let numbers: Vec<(i64, &str)> = [
            (search.rating_min.map(i64::from), "r.rating >= {}"),
            (search.rating_max.map(i64::from), "r.rating <= {}"),
            (search.born_from.map(i64::from), "u.birth_year >= {}"),
            (search.born_until.map(i64::from), "u.birth_year <= {}"),
            (search.seen_since, "u.seen_at >= {}"),
            (search.exclude_user.map(|id| id.0), "u.id <> {}"),
        ]
        .into_iter()
        .filter_map(|(value, template)| value.map(|v| (v, template)))
        .collect();
        let conditions: Vec<String> = texts
            .iter()
            .map(|(_, t)| *t)
            .chain(numbers.iter().map(|(_, t)| *t))
            .enumerate()
            .map(|(i, template)| template.replace("{}", &format!("${}", i + 2)))
            .collect();
        let filter = if conditions.is_empty() {
            String::new()
        } else {
            format!("WHERE {}", conditions.join(" AND "))
        };
        let next = conditions.len() + 1;
        let sql = format!(
            "SELECT u.id AS user_id, u.username, r.rating, r.games, u.country, u.languages, u.birth_year, u.seen_at \
             FROM users u LEFT JOIN ratings r ON r.user_id = u.id AND r.pool = $1 {filter} \
             ORDER BY u.seen_at DESC, u.id LIMIT ${} OFFSET ${}",
            next + 1,
            next + 2
        );
        let rows = on_backend!(&self.read, pool => {
            let mut query = sqlx::query_as(&sql).bind(search.pool.as_str());
            for (text, _) in &texts {
                query = query.bind(text);
            }
            for (number, _) in &numbers {
                query = query.bind(*number);
            }
            query.bind(limit).bind(offset).fetch_all(pool).await
        })?;
        Ok(rows)
    }
}

/// `%`, `_` and `\` taken literally in a LIKE pattern.
fn escape_like(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

impl Tx {
    /// Replaces a member's personal information.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_profile(&mut self, user_id: MemberId, p: &ProfileRow) -> StoreResult<()> {
        let sql = "UPDATE users SET real_name = $2, birth_year = $3, country = $4, languages = $5, bio = $6 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(user_id.0).bind(&p.real_name).bind(p.birth_year).bind(&p.country).bind(&p.languages).bind(&p.bio)
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Sets the time zone a member reads times in (`None`: UTC).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_time_zone(
        &mut self,
        user_id: MemberId,
        zone: Option<&str>,
    ) -> StoreResult<()> {
        let sql = "UPDATE users SET time_zone = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(user_id.0).bind(zone)
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }
}
