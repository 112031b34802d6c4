//! A match between clubs by its id: drawn like a game's (8 letters and
//! digits) when a director invites, so that it names the match on either
//! club's server alike (issue 53 plays matches between servers).

crate::id::drawn_id! {
    /// A club match's id: 8 ASCII letters and digits.
    MatchId, "a club match"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_match_id_has_a_game_ids_form() {
        let cases = [
            ("Mq3xY9aZ", true),
            ("nosuch", false),
            ("Mq3xY9aZ0", false),
            ("Mq3x-9aZ", false),
        ];
        for (input, good) in cases {
            assert_eq!(MatchId::parse(input).is_ok(), good, "{input:?}");
        }
    }
}
