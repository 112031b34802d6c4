//! lichess-api-subset.md §A: every POST takes a form **or** a flat JSON
//! object with dotted keys; `null` and empty values mean "absent";
//! booleans come in every spelling clients send. A query has no `null`:
//! an empty value there (`?nb=`) is a value, refused where a number or a
//! boolean is asked. A text (a name, a message) given as a JSON number or
//! boolean is refused, not taken as its digits; so is a boolean given as
//! a JSON number (`"rated": 0`). A name given twice in a query or a form
//! (`?nb=3&nb=x`) is refused, not read as one of its values: the OpenAPI
//! document gives every parameter one value.

use std::collections::{HashMap, HashSet};

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::header::CONTENT_TYPE;

use crate::flag::parse_flag;
use crate::http::ApiError;

/// The parameters of a request, by name: a body's absent values left
/// out, a query's empty ones kept.
#[derive(Debug, Default, Clone)]
pub struct Params {
    values: HashMap<String, String>,
    /// The names whose JSON value was a number, not a string.
    numbers: HashSet<String>,
    /// The names whose JSON value was a boolean, not a string.
    booleans: HashSet<String>,
}

/// Largest body read as parameters.
const MAX_BODY: usize = 64 * 1024;

impl<S: Send + Sync> FromRequest<S> for Params {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        let is_json = request
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("application/json"));
        let bytes = Bytes::from_request(request, state)
            .await
            .map_err(|_| ApiError::bad_request("The request body could not be read"))?;
        if bytes.len() > MAX_BODY {
            return Err(ApiError::bad_request("The request body is too large"));
        }
        Params::parse(&bytes, is_json)
    }
}

impl Params {
    /// Reads a body as JSON (a flat object) or as a form.
    ///
    /// # Errors
    /// A body that is neither.
    pub fn parse(bytes: &[u8], is_json: bool) -> Result<Self, ApiError> {
        let mut values = HashMap::new();
        let mut numbers = HashSet::new();
        let mut booleans = HashSet::new();
        if is_json || bytes.first() == Some(&b'{') {
            let object: serde_json::Map<String, serde_json::Value> = serde_json::from_slice(bytes)
                .map_err(|e| {
                    ApiError::bad_request(&format!("The JSON body is not an object: {e}"))
                })?;
            for (key, value) in object {
                let text = match value {
                    serde_json::Value::Null => continue,
                    serde_json::Value::String(s) => s,
                    // A flat object only: `{"name": {}}` is no name (it
                    // was stored as the text "{}").
                    serde_json::Value::Object(_) | serde_json::Value::Array(_) => {
                        return Err(field_error(
                            &key,
                            "Invalid value: a string, a number or a boolean",
                        ));
                    }
                    serde_json::Value::Number(number) => {
                        numbers.insert(key.clone());
                        whole_number_text(&number)
                    }
                    serde_json::Value::Bool(flag) => {
                        booleans.insert(key.clone());
                        flag.to_string()
                    }
                };
                values.insert(key, text);
            }
        } else {
            let pairs: Vec<(String, String)> = serde_urlencoded::from_bytes(bytes)
                .map_err(|_| ApiError::bad_request("The form body could not be read"))?;
            values = once_each(pairs)?;
        }
        values.retain(|_, v| !v.is_empty());
        Ok(Self {
            values,
            numbers,
            booleans,
        })
    }

    /// From a query string.
    ///
    /// # Errors
    /// A query that cannot be read, or one naming a parameter twice.
    pub fn from_query(query: Option<&str>) -> Result<Self, ApiError> {
        let pairs: Vec<(String, String)> = serde_urlencoded::from_str(query.unwrap_or(""))
            .map_err(|_| ApiError::bad_request("The query could not be read"))?;
        Ok(Self {
            values: once_each(pairs)?,
            numbers: HashSet::new(),
            booleans: HashSet::new(),
        })
    }

    /// The value of `name`, if given and not empty.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&str> {
        self.given(name).filter(|v| !v.is_empty())
    }

    /// The value of `name` as sent, empty or not.
    fn given(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }

    /// A text parameter (a name, a message), if given.
    ///
    /// # Errors
    /// A JSON number or boolean where a text is asked, naming the
    /// parameter.
    pub fn text(&self, name: &str) -> Result<Option<&str>, ApiError> {
        if self.numbers.contains(name) || self.booleans.contains(name) {
            return Err(field_error(name, "Invalid value: a string"));
        }
        Ok(self.get(name))
    }

    /// A boolean parameter, `default` when absent.
    ///
    /// # Errors
    /// A value that is no boolean, naming the parameter.
    pub fn bool(&self, name: &str, default: bool) -> Result<bool, ApiError> {
        Ok(self.optional_bool(name)?.unwrap_or(default))
    }

    /// A boolean parameter, `None` when absent.
    ///
    /// # Errors
    /// A value that is no boolean, naming the parameter; a JSON number is
    /// none (`0` is no `false`).
    pub fn optional_bool(&self, name: &str) -> Result<Option<bool>, ApiError> {
        if self.numbers.contains(name) {
            return Err(field_error(name, "Invalid boolean"));
        }
        self.given(name)
            .map(|value| parse_flag(value).ok_or_else(|| field_error(name, "Invalid boolean")))
            .transpose()
    }

    /// An integer parameter.
    ///
    /// # Errors
    /// A value that is no integer, naming the parameter.
    /// Written in digits only: `1e3` or `10.0` is no integer here.
    pub fn int(&self, name: &str) -> Result<Option<i64>, ApiError> {
        self.given(name)
            .map(|v| {
                v.trim()
                    .parse::<i64>()
                    .map_err(|_| field_error(name, "Invalid value: a whole number"))
            })
            .transpose()
    }
}

/// A query's or a form's pairs by name, each name given once.
fn once_each(pairs: Vec<(String, String)>) -> Result<HashMap<String, String>, ApiError> {
    let mut values = HashMap::with_capacity(pairs.len());
    for (name, value) in pairs {
        if values.contains_key(&name) {
            return Err(field_error(&name, "Invalid value: given more than once"));
        }
        values.insert(name, value);
    }
    Ok(values)
}

/// A JSON number as text: `3.0` is the whole number 3, as JSON Schema's
/// `integer` says (a client's language may write every number with a
/// point); any other number as written.
fn whole_number_text(number: &serde_json::Number) -> String {
    // Whole numbers of a double are exact up to 2^53.
    const EXACT: f64 = 9_007_199_254_740_992.0;
    match number.as_f64() {
        Some(value) if number.is_f64() && value.fract() == 0.0 && value.abs() <= EXACT => {
            format!("{value:.0}")
        }
        _ => number.to_string(),
    }
}

/// A form error in lichess's shape: `{"error": {"field": ["message"]}}`.
#[must_use]
pub fn field_error(field: &str, message: &str) -> ApiError {
    ApiError::with_body(
        axum::http::StatusCode::BAD_REQUEST,
        serde_json::json!({ "error": { field: [message] } }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_nulls_and_empty_form_values_are_absent() {
        let json = Params::parse(
            br#"{"rated": false, "clock.limit": 300, "days": null, "color": ""}"#,
            true,
        )
        .unwrap();
        assert_eq!(json.get("rated"), Some("false"));
        assert_eq!(json.get("clock.limit"), Some("300"));
        assert_eq!(json.get("days"), None);
        assert_eq!(json.get("color"), None);
        let form = Params::parse(b"rated=false&time=10&ratingRange=", false).unwrap();
        assert_eq!(form.get("time"), Some("10"));
        assert_eq!(form.get("ratingRange"), None);
        assert_eq!(form.int("time").unwrap(), Some(10));
        assert!(form.bool("rated", true).is_ok_and(|b| !b));
    }

    #[test]
    fn a_bad_value_names_its_parameter() {
        let form = Params::parse(b"days=three&rated=perhaps", false).unwrap();
        assert_eq!(
            form.int("days").err().unwrap().body["error"]["days"][0],
            "Invalid value: a whole number"
        );
        assert!(form.bool("rated", false).is_err());
    }

    #[test]
    fn integers_are_written_in_digits() {
        let query = Params::from_query(Some("a=1e3&b=10.0&c=-5&d=+7&e=0x10")).unwrap();
        assert!(query.int("a").is_err());
        assert!(query.int("b").is_err());
        assert_eq!(query.int("c").unwrap(), Some(-5));
        assert_eq!(query.int("d").unwrap(), Some(7));
        assert!(query.int("e").is_err());
    }

    #[test]
    fn an_empty_query_value_is_no_number_nor_boolean() {
        let query = Params::from_query(Some("nb=&rated=&vs=")).unwrap();
        assert!(query.int("nb").is_err());
        assert!(query.bool("rated", false).is_err());
        assert_eq!(query.get("vs"), None);
        assert_eq!(
            Params::from_query(Some("x=1")).unwrap().int("nb").unwrap(),
            None
        );
    }

    #[test]
    fn a_name_given_twice_is_refused_naming_it() {
        for refused in [
            Params::from_query(Some("nb=3&vs=a&nb=8")).err(),
            Params::parse(b"nb=3&nb=3", false).err(),
        ] {
            assert_eq!(
                refused.unwrap().body["error"]["nb"][0],
                "Invalid value: given more than once"
            );
        }
    }

    #[test]
    fn a_json_number_is_no_text() {
        let json = Params::parse(br#"{"name": 42, "days": 3, "title": "Rooks"}"#, true).unwrap();
        assert_eq!(
            json.text("name").err().unwrap().body["error"]["name"][0],
            "Invalid value: a string"
        );
        assert_eq!(json.int("days").unwrap(), Some(3));
        assert_eq!(json.text("title").unwrap(), Some("Rooks"));
        let form = Params::parse(b"name=42", false).unwrap();
        assert_eq!(form.text("name").unwrap(), Some("42"));
    }

    #[test]
    fn a_json_number_with_a_zero_fraction_is_a_whole_number() {
        let json = Params::parse(
            br#"{"days": 3.0, "max": 2.5, "nb": -0.0, "big": 1e300}"#,
            true,
        )
        .unwrap();
        assert_eq!(json.int("days").unwrap(), Some(3));
        assert!(json.int("max").is_err());
        assert_eq!(json.int("nb").unwrap(), Some(0));
        assert!(json.int("big").is_err());
    }

    #[test]
    fn a_json_number_is_no_boolean() {
        let json =
            Params::parse(br#"{"rated": 0, "open": true, "reseed": "false"}"#, true).unwrap();
        assert_eq!(
            json.bool("rated", false).err().unwrap().body["error"]["rated"][0],
            "Invalid boolean"
        );
        assert!(json.bool("open", false).unwrap());
        assert!(!json.bool("reseed", true).unwrap());
        let form = Params::parse(b"rated=0", false).unwrap();
        assert!(!form.bool("rated", true).unwrap());
    }

    #[test]
    fn a_json_object_or_array_is_no_parameter_value() {
        for body in [&br#"{"name": {}}"#[..], br#"{"name": ["Rooks"]}"#] {
            let refused = Params::parse(body, true).err().unwrap();
            assert_eq!(
                refused.body["error"]["name"][0],
                "Invalid value: a string, a number or a boolean"
            );
        }
    }
}
