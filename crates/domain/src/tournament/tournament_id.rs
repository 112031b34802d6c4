//! A tournament by its id: drawn like a game's (8 letters and digits) when
//! the tournament is created, and a type of its own so that neither is
//! taken for the other.

crate::id::drawn_id! {
    /// A tournament's id: 8 ASCII letters and digits.
    TournamentId, "a tournament"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tournament_id_has_a_game_ids_form() {
        let cases = [
            ("Tq3xY9aZ", true),
            ("nosuch", false),
            ("Tq3xY9aZ0", false),
            ("Tq3x-9aZ", false),
        ];
        for (input, good) in cases {
            assert_eq!(TournamentId::parse(input).is_ok(), good, "{input:?}");
        }
    }
}
