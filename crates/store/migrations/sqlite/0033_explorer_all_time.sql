-- The explorer's counts keyed with the month before the speed and the band
-- (docs/openings.md), and for each (position, speed, band, move) a row of
-- all time, month -1, beside the month's: a query without a period reads
-- the all-time rows alone, one short range of the key however many months
-- the games span (the start position of a million games over 25 years
-- had ~250,000 monthly rows); a query with a period reads the months' range.
CREATE TABLE explorer_counts (
    source      INTEGER NOT NULL,
    position    BIGINT  NOT NULL,
    month       INTEGER NOT NULL,
    speed       TEXT    NOT NULL,
    band        INTEGER NOT NULL,
    uci         TEXT    NOT NULL,
    white       BIGINT  NOT NULL,
    draws       BIGINT  NOT NULL,
    black       BIGINT  NOT NULL,
    rating_sum  BIGINT  NOT NULL,
    rated       BIGINT  NOT NULL,
    PRIMARY KEY (source, position, month, speed, band, uci)
) WITHOUT ROWID;

INSERT INTO explorer_counts (source, position, month, speed, band, uci, white, draws, black, rating_sum, rated)
SELECT source, position, month, speed, band, uci, white, draws, black, rating_sum, rated FROM explorer_moves;

INSERT INTO explorer_counts (source, position, month, speed, band, uci, white, draws, black, rating_sum, rated)
SELECT source, position, -1, speed, band, uci, SUM(white), SUM(draws), SUM(black), SUM(rating_sum), SUM(rated)
FROM explorer_moves GROUP BY source, position, speed, band, uci;

DROP TABLE explorer_moves;
