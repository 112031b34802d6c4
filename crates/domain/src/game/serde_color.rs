//! `shakmaty::Color` as its name, `"white"` or `"black"` ([`Named`]), in
//! serialized data, for `#[serde(with = ...)]` fields.

use serde::{Deserialize, Deserializer, Serializer, de::Error};
use shakmaty::Color;

use crate::name::Named;

fn from_name<E: Error>(name: &str) -> Result<Color, E> {
    Color::parse(name).map_err(|_| E::unknown_variant(name, &["white", "black"]))
}

/// For `Color` fields.
pub(crate) fn serialize<S: Serializer>(color: &Color, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(color.as_str())
}

/// For `Color` fields.
pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Color, D::Error> {
    from_name(&String::deserialize(deserializer)?)
}

/// For `Option<Color>` fields: `null` when absent.
pub(crate) mod option {
    use super::{Color, Deserialize, Deserializer, Named, Serializer, from_name};

    /// For `Option<Color>` fields.
    pub(crate) fn serialize<S: Serializer>(
        color: &Option<Color>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match color {
            Some(color) => serializer.serialize_some(color.as_str()),
            None => serializer.serialize_none(),
        }
    }

    /// For `Option<Color>` fields.
    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Color>, D::Error> {
        Option::<String>::deserialize(deserializer)?
            .map(|name| from_name(&name))
            .transpose()
    }
}

/// For `Vec<Option<Color>>` fields: a list of colours or `null`s.
pub(crate) mod option_list {
    use super::{Color, Deserialize, Deserializer, Named, Serializer, from_name};
    use serde::ser::SerializeSeq;

    /// For `Vec<Option<Color>>` fields.
    pub(crate) fn serialize<S: Serializer>(
        colors: &[Option<Color>],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        let mut list = serializer.serialize_seq(Some(colors.len()))?;
        for color in colors {
            list.serialize_element(&color.map(Named::as_str))?;
        }
        list.end()
    }

    /// For `Vec<Option<Color>>` fields.
    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Vec<Option<Color>>, D::Error> {
        Vec::<Option<String>>::deserialize(deserializer)?
            .into_iter()
            .map(|name| name.map(|name| from_name(&name)).transpose())
            .collect()
    }
}
