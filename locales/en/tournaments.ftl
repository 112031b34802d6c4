# Tournaments: the lists, the creation form, a tournament's page, the
# refusals and the emails.

nav-tournaments = Tournaments

tournaments-title = Tournaments
tournaments-create = Create a tournament
tournaments-upcoming = Upcoming
tournaments-in-progress = In progress
tournaments-finished = Finished
tournaments-none = None at the moment.
tournaments-round = Round { $round }

tournament-name = Name
tournament-system = System
tournament-swiss = Swiss
tournament-drr = Double Round Robin
tournament-system-swiss = { $rounds ->
    [one] Swiss, one round
   *[other] Swiss, { $rounds } rounds
}
tournament-system-drr = Double Round Robin, groups of up to { $size }
tournament-players = Players
tournament-players-count = { $count } (from { $min } to { $max })
tournament-status = Status
tournament-status-upcoming = Upcoming
tournament-status-in-progress = In progress
tournament-status-finished = Finished
tournament-status-cancelled = Cancelled
tournament-starts = Starts
tournament-signup = Sign-up
tournament-rating-range = Rating range
tournament-rating-any = Anyone may join
tournament-vacation = Vacation
tournament-vacation-yes = Allowed
tournament-vacation-no = Not allowed: clocks run during vacations
tournament-vacation-allowed = Vacation allowed
tournament-winner = Winner:
tournament-ended-no-pairing = No pairing of round { $round } kept every rule, so the tournament ended after round { $played }.
tournament-ended-too-few = Fewer than two players were left to pair, so the tournament ended after round { $played }.
tournament-cancelled-note = Cancelled: { $players } joined, fewer than the { $minimum } needed.
tournament-join = Join
tournament-leave = Leave
tournament-you-joined = You have joined.
tournament-log-in-to-join = Log in to join
tournament-no-players = Nobody has joined yet.
tournament-disqualified = disqualified: lost on time
tournament-withdrawn = withdrawn
tournament-standings = Standings
tournament-crosstable = Crosstable
tournament-crosstable-swiss-help = Each round shows the opponent's rank, the colour played (w or b) and the points won: 2 for a win, 1 for a draw, 0 for a loss; * while the game is played.
tournament-score = Points
tournament-games = Games
tournament-aos = AOS
tournament-aos-long = Averaged opponent score: the opponents' points, without those they scored against this player, per game (first tie-break)
tournament-lot = Lot
tournament-lot-long = The drawn lot, the last tie-break (lower wins)
tournament-unrated = unrated
tournament-round-playing = being played
tournament-round-finished = finished
tournament-seed = Seed of this round's random choices: { $seed }
tournament-bye = Bye
tournament-group = Group { $group }
tournament-pairings = Pairings
tournament-board = Board
tournament-white = White
tournament-black = Black
tournament-result = Result
tournament-in-progress = in progress

tournament-new-title = New tournament
tournament-new-pause = Pause between rounds (minutes, live)
tournament-new-pause-hint = Live tournaments: the next round, and in a group the next Berger round, starts after this pause (0 to 60 minutes; 2 if left empty). Correspondence rounds start at once.
tournament-new-rounds = Rounds (Swiss)
tournament-new-group-size = Group size (Double Round Robin)
tournament-new-starts-at = Start
tournament-new-signup-opens-at = Sign-up opens (empty: now)
tournament-new-signup-closes-at = Sign-up closes (empty: at the start)
tournament-new-utc = Dates and times are in UTC.
tournament-new-min-players = Minimum players
tournament-new-max-players = Maximum players
tournament-new-rating-min = Lowest rating (empty: none)
tournament-new-rating-max = Highest rating (empty: none)
tournament-new-submit = Create the tournament

tournament-setting-name = The name has 1 to { $max } characters, on one line.
tournament-setting-kind = A tournament is correspondence or live.
tournament-setting-system = Choose Swiss or Double Round Robin.
tournament-setting-rounds = A Swiss has 1 to { $max } rounds.
tournament-setting-group-size = A group has 2 to { $max } players.
tournament-setting-time-control = Choose a time control.
tournament-setting-live-time-control = A live tournament needs a live clock: Fast (5 to 30 minutes each, 1 to 5 a move) or Standard (30 to 120 minutes each, 1 to 10 a move).
tournament-setting-pause = The pause between the rounds of a live tournament is 0 to { $max } minutes; a correspondence tournament has none.
tournament-setting-starts-at = Give the start as a date and time.
tournament-setting-signup-opens-at = Give the sign-up opening as a date and time, or leave it empty.
tournament-setting-signup-closes-at = Give the sign-up closing as a date and time, or leave it empty.
tournament-setting-start-in-past = The start must be in the future.
tournament-setting-start-too-late = The start is at most a year away.
tournament-setting-signup-window = Sign-up opens before it closes, and closes no later than the start.
tournament-setting-min-players = The minimum is 2 to { $max } players.
tournament-setting-max-players = The maximum is at least the minimum and at most { $max } players.
tournament-setting-rating-range = Ratings go from 0 to 4000, the lowest first; either may be empty.
tournament-setting-flag = The box { $field } is either checked or not.

tournament-error-not-found = There is no such tournament.
tournament-error-not-admin = Only administrators create tournaments.
tournament-error-signup-not-open = Sign-up has not opened yet.
tournament-error-signup-closed = Sign-up is closed.
tournament-error-started = The tournament has started: players join and leave only before the start.
tournament-error-full = The tournament is full.
tournament-error-over = The tournament is over.
tournament-withdraw = Withdraw from the tournament
tournament-withdraw-confirm = Withdraw? You will not be paired again, and your games in progress in this tournament are lost (in a Double Round Robin, the rest of your group's games too). This cannot be undone.
tournament-withdraw-confirm-yes = Yes, withdraw
tournament-error-already-joined = You have already joined this tournament.
tournament-error-not-joined = You have not joined this tournament.
tournament-error-outside-rating-range = Your correspondence rating is outside the range this tournament asks for (unrated players are outside any range).

email-tournament-round-subject = Round { $round } of { $tournament } has started
email-tournament-round-body = Round { $round } of { $tournament } has started.
email-tournament-game-white = You play White against { $opponent }: { $link }
email-tournament-game-black = You play Black against { $opponent }: { $link }
email-tournament-bye = You have a bye this round: no game, and one point.
email-tournament-open = See the tournament
email-tournament-cancelled-subject = { $tournament } is cancelled
email-tournament-cancelled-body = { $tournament } needed at least { $minimum } players and { $players } joined, so it is cancelled. No games were started.
