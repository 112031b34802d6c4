//! Every cell of the four club rating tables (clubs-and-ladder.md "Club
//! ratings"), as printed.

use shakmaty::{ByColor, Color, KnownOutcome};

use crate::club::{ClubControl, club_rating_change};

/// The spec's table: the first rating difference of each row, then for
/// G/5, G/10, G/15, G/30 & SLQ the columns "high wins", "low wins", "draw".
const TABLE: [(u32, [[i32; 3]; 4]); 6] = [
    (0, [[25, 25, 0], [50, 50, 0], [75, 75, 0], [100, 100, 0]]),
    (1, [[20, 30, 5], [40, 60, 10], [60, 90, 15], [80, 120, 20]]),
    (
        51,
        [[15, 35, 10], [30, 70, 20], [45, 105, 30], [60, 140, 40]],
    ),
    (
        101,
        [[10, 40, 15], [20, 80, 30], [30, 120, 45], [40, 160, 60]],
    ),
    (
        151,
        [[5, 45, 20], [10, 90, 40], [15, 135, 60], [20, 180, 80]],
    ),
    (
        201,
        [[0, 50, 25], [0, 100, 50], [0, 150, 75], [0, 200, 100]],
    ),
];

/// The last difference of each row (201+ checked far beyond).
const ROW_ENDS: [u32; 6] = [0, 50, 100, 150, 200, 1_000];

#[test]
fn every_cell_of_every_table() {
    for ((first, cells), last) in TABLE.into_iter().zip(ROW_ENDS) {
        for (control, [high_wins, low_wins, draw]) in ClubControl::ALL.into_iter().zip(cells) {
            for difference in [first, last] {
                let high = 1500;
                let low = high - i32::try_from(difference).unwrap();
                // The higher rated plays White, then Black: colour changes nothing.
                for high_color in Color::ALL {
                    let before = ByColor::new_with(|c| if c == high_color { high } else { low });
                    let at = |c: Color, change: ByColor<i32>| *change.get(c);
                    let won = club_rating_change(
                        control,
                        before,
                        KnownOutcome::Decisive { winner: high_color },
                    );
                    let lost = club_rating_change(
                        control,
                        before,
                        KnownOutcome::Decisive {
                            winner: !high_color,
                        },
                    );
                    let drawn = club_rating_change(control, before, KnownOutcome::Draw);
                    let case = format!("{control} difference {difference}");
                    assert_eq!(
                        (at(high_color, won), at(!high_color, won)),
                        (high_wins, -high_wins),
                        "{case}: high wins"
                    );
                    assert_eq!(
                        (at(!high_color, lost), at(high_color, lost)),
                        (low_wins, -low_wins),
                        "{case}: low wins"
                    );
                    assert_eq!(
                        (at(!high_color, drawn), at(high_color, drawn)),
                        (draw, -draw),
                        "{case}: draw"
                    );
                }
            }
        }
    }
}

#[test]
fn the_controls_are_read_and_written_as_g_slash_n() {
    for (text, control) in [
        ("G/5", ClubControl::G5),
        ("g/10", ClubControl::G10),
        ("G/15", ClubControl::G15),
        (" G/30 ", ClubControl::G30),
    ] {
        assert_eq!(text.parse::<ClubControl>(), Ok(control));
    }
    assert_eq!(ClubControl::G30.to_string(), "G/30");
    assert_eq!(ClubControl::G5.round_ms(), 300_000);
    for bad in ["G/20", "30", "G30", ""] {
        let refused = bad.parse::<ClubControl>().unwrap_err();
        assert!(
            refused.to_string().contains("G/5, G/10, G/15 or G/30"),
            "{bad}"
        );
    }
}
