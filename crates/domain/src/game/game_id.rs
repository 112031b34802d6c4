//! A game by its id. A challenge shares it: the game an accepted challenge
//! starts takes the challenge's id (lichess's API answers both under one
//! id), so one type names either, and a game id cannot be mistaken for a
//! tournament's or a club's.

crate::id::drawn_id! {
    /// A game's (or its challenge's) id: 8 ASCII letters and digits, drawn
    /// at random when the challenge or the game is made.
    GameId, "a game or a challenge"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_ids_the_site_draws_parse() {
        let cases = [
            ("abcdEF12", true),
            ("00000000", true),
            ("ZZZZzzzz", true),
            ("abcdEF1", false),
            ("abcdEF123", false),
            ("", false),
            ("abcd-F12", false),
            ("abcd_F12", false),
            ("abcd F12", false),
            (" abcdEF12", false),
            ("abcdéF1", false),
            ("abc\0EF12", false),
        ];
        for (input, good) in cases {
            assert_eq!(GameId::parse(input).is_ok(), good, "{input:?}");
        }
        assert_eq!(GameId::parse("abcdEF12").unwrap().as_str(), "abcdEF12");
    }

    #[test]
    fn a_drawn_id_parses_as_itself() {
        let id = GameId::draw(&mut rand::rng());
        assert_eq!(GameId::parse(id.as_str()), Ok(id));
    }
}
