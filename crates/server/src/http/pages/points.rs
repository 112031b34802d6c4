//! A score in half points as players write it: "2½", "½", "3" (a win 2,
//! a draw 1).

/// `halves` half points in points.
pub(super) fn points(halves: u32) -> String {
    let whole = halves / 2;
    if halves.is_multiple_of(2) {
        whole.to_string()
    } else if whole == 0 {
        "½".to_owned()
    } else {
        format!("{whole}½")
    }
}
