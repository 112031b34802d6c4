-- The explorer's counts of each year, month -YYYY00, beside its months'
-- (docs/openings.md): a query with a period reads its whole years' rows
-- and at most 11 months each side, a row a year rather than twelve (five
-- years of the start position of a million games summed ~60,000 monthly
-- rows). Year rows sort before the months and apart from them.
--
-- Months before year 1 or past 9999 (from dates PGN does not write) are
-- no longer kept: such a game now has an unknown month, 0, counted in all
-- time only, as its all-time rows already count it.
DELETE FROM explorer_counts WHERE month < -1 OR (month > 0 AND month < 101) OR month > 999912;

INSERT INTO explorer_counts (source, position, month, speed, band, uci, white, draws, black, rating_sum, rated)
SELECT source, position, -(month / 100) * 100, speed, band, uci,
       SUM(white), SUM(draws), SUM(black), SUM(rating_sum), SUM(rated)
FROM explorer_counts WHERE month >= 101
GROUP BY source, position, month / 100, speed, band, uci;
