"""The OpenAPI document's own string formats, for schemathesis
(crates/server/tests/e2e/schemathesis.rs): a schema cannot say what a legal
chess position is, so the document names the formats and this file gives
schemathesis values of them.

- `fen`: a legal position, White to move, where 1. e4 e5 2. Be2 can be played;
- `uci-line`: moves in UCI separated by commas, legal from each of those
  positions (and from the standard start).
"""

import schemathesis
from hypothesis import strategies as st

POSITIONS = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    # 1. d4 d5
    "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2",
    # 1. Nf3 Nf6
    "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2",
    # 1. c4 c5
    "rnbqkbnr/pp1ppppp/8/2p5/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 0 2",
]

LINES = ["e2e4", "e2e4,e7e5", "e2e4,e7e5,f1e2"]

schemathesis.openapi.format("fen", st.sampled_from(POSITIONS))
schemathesis.openapi.format("uci-line", st.sampled_from(LINES))
