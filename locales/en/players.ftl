# Profiles, the leaderboard, the opponent finder, personal information.

nav-leaderboard = Leaderboard
nav-players = Find players
pager-previous = Previous page
pager-next = Next page

rating-unrated = Unrated
rating-provisional = Provisional: { $rating } ({ $games ->
    [one] 1 game
   *[other] { $games } games
})

pool-name-correspondence = Correspondence
pool-name-live = Live
pool-rating-correspondence = Correspondence rating
pool-rating-live = Live rating
pool-history-correspondence = Correspondence rating history
pool-history-live = Live rating history
profile-record = { $win } won, { $draw } drawn, { $loss } lost; { $playing } in progress
profile-no-result = { $count ->
    [one] 1 game without a result (aborted, or no result)
   *[other] { $count } games without a result (aborted, or no result)
}
profile-real-name = Name
profile-country = Country
profile-languages = Languages
profile-age = Age
profile-bio = About
profile-challenge = Challenge
profile-banned = { $username } is banned from this site.
profile-edit = Edit your personal information
profile-history = Rating history
profile-no-history = No rated game yet.
profile-chart-kept = Hollow points: games that left the rating as it was by a rule (ratings 400 points or more apart, or an established rating against an unrated or provisional player).
profile-chart-label = Rating over { $games ->
    [one] 1 rated game
   *[other] { $games } rated games
}: from { $first } to { $last }
profile-recent = Recent games
profile-tournaments = Tournament results
profile-no-tournaments = No finished tournament yet.
profile-tournament-won = Winner
profile-place-swiss = { $rank } of { $of }, { $points } points
profile-place-group = { $rank } of { $of } in the group of round { $round }
profile-archive = All games, with filters
archive-title = Games of { $username }
archive-result = Result
archive-color = Colour
archive-kind = Clock
archive-vs = Opponent
archive-any = Any
archive-won = Won
archive-lost = Lost
archive-drawn = Drawn
archive-filter = Show the games
archive-none = No finished game matches.
archive-older = Older games

leaderboard-title = Leaderboard
leaderboard-pools = Rating pools
leaderboard-help = Established players (25 rated games or more) of this pool, best rating first.
leaderboard-empty = Nobody has played 25 rated games yet.
leaderboard-games = Rated games

finder-title = Find opponents
finder-username = Username starts with
finder-pool = Rating pool
finder-rating-min = Rating from
finder-rating-max = Rating up to
finder-country = Country (two letters, e.g. ES)
finder-age-min = Age from
finder-age-max = Age up to
finder-language = Speaks (language code, e.g. es)
finder-active-days = Active in the last … days
finder-search = Search
finder-none = Nobody matches. Try wider limits.

personal-title = Personal information
personal-help = Everything here is optional. It helps members find opponents with something in common, and is shown only to logged-in members.
personal-birth-year = Year of birth
personal-country-hint = Two letters (ISO 3166), e.g. ES, GB, AR.
personal-languages-hint = Language codes separated by commas, e.g. es, en.
personal-save = Save
personal-error-name = A name has at most { $max } characters, on one line.
personal-error-birth-year = A year of birth is a year from 1900 to { $latest }.
personal-error-country = A country is two letters, e.g. ES.
personal-error-languages = Languages are codes of two or three letters separated by commas, e.g. es, en.
personal-error-bio = “About” has at most { $max } characters, and no control characters.
personal-time-zone = Time zone
personal-time-zone-hint = Deadlines, starts and dates are written in this time zone on the pages and in your emails. Nobody else sees it.
personal-time-zone-browser = Not chosen: your browser's, { $zone }
personal-error-time-zone = “{ $zone }” is not a time zone: choose one from the list.

# Openings (docs/openings.md): the game page's and lists' opening, a
# profile's openings played. Opening names stay in English, as the
# table has them.
game-opening = Opening
profile-openings = Openings
profile-openings-white = As White
profile-openings-black = As Black
profile-no-openings = No finished game with a named opening yet.
profile-openings-games = Games
profile-openings-won = Won
profile-openings-drawn = Drawn
profile-openings-lost = Lost
