//! The players' colours by name, as the store keeps them (`winner`,
//! `draw_offer`, ...) and lichess writes them: `white` and `black`.

use shakmaty::Color;

use crate::name::Named;

impl Named for Color {
    const KIND: &'static str = "colour";
    const ALL: &'static [Self] = &[Color::White, Color::Black];

    fn as_str(self) -> &'static str {
        self.fold_wb("white", "black")
    }
}
