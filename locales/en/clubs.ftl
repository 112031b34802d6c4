# Clubs (clubs-and-ladder.md): the list, a club's page with its ladder
# drawn as a pyramid, reporting and answering results, the directors'
# tools, a player's card and history.

nav-clubs = Clubs
clubs-title = Clubs
clubs-none = No club yet.
clubs-waiting = Results waiting for you
clubs-waiting-reported = reported by White: confirm or dispute it
clubs-waiting-disputed = disputed by Black: as a director, confirm or correct it
clubs-found = Found a club
clubs-name = Name
clubs-description = Description
clubs-found-submit = Found the club
clubs-members = { $count ->
    [one] 1 member
   *[other] { $count } members
}
club-ladder = Ladder
club-ladder-empty = Nobody is on the ladder yet.
club-rung = Rung { $rung }
club-card-rank = { $rung } · rank { $rank }
club-card-rating = Rating { $rating }
club-card-rating-provisional = Rating { $rating } (provisional)
club-card-last-defense = Last defense { $day }
club-card-never-defended = Not defended yet
club-card-games = { $games ->
    [one] 1 game
   *[other] { $games } games
}
club-card-ranks-earned = { $direction ->
    [up] { $ranks ->
        [one] +1 rank earned
       *[other] +{ $ranks } ranks earned
    }
    [down] { $ranks ->
        [one] 1 rank lost
       *[other] { $ranks } ranks lost
    }
   *[none] no ranks earned
}
club-card-flagged = Absent: { $ranks } ranks lost
club-card-new = New
club-directors = Directors: { $names }
club-season = Season from { $start } to { $end }; absence decay on day { $day } of each month.
club-join = Ask to join
club-requested = You have asked to join; a director will answer.
club-report = Report a game
club-report-hint = You report the games you played with White; your opponent confirms or disputes.
club-report-white = White
club-report-black = Black
club-report-result = Result
club-report-played-on = Played on
club-report-control = Time control
club-report-game-number = Game of the day (2 for a second game alike)
club-report-submit = Report the result
club-result-white = 1-0 (White won)
club-result-black = 0-1 (Black won)
club-result-draw = ½-½ (draw)
club-games = Games
club-games-none = No games recorded yet.
club-status-reported = reported
club-status-confirmed = confirmed
club-status-disputed = disputed
club-confirm = Confirm
club-dispute = Dispute
club-correct = Correct the result
club-correct-submit = Correct
club-requests = Requests to join
club-accept = Accept
club-refuse = Refuse
club-add-member = Add a member
club-add-username = Username
club-add-joined-on = Joined the ladder on (for a paper ladder brought onto the site; empty: today)
club-add-submit = Add at the bottom of the ladder
club-members-title = Members
club-remove-from-ladder = Remove from the ladder
club-remove = Remove from the club
club-remove-question = This cannot be undone. Continue?
club-make-director = Make director
club-admin-directors = Directors (site administrators)
club-admin-directors-hint = As a site administrator you may name any member a director of this club, for instance when it has lost its last one.
club-director-mark = director
club-decay = Absence decay
club-decay-explained = Applies this month's absence decay as of a meeting day: every player who did not defend during the whole previous month drops by the number of months since their last defense. Otherwise it is applied on { $day }.
club-decay-date = Meeting day
club-decay-submit = Apply the decay
club-decay-question = The decay cannot be undone. Apply it as of this day?
club-done-founded = The club is founded; you are its director.
club-done-requested = Your request was sent to the directors.
club-done-reported = The result was recorded and the ladder updated.
club-done-confirmed = You confirmed the result.
club-done-disputed = You disputed the result: it is marked as disputed until a director confirms or corrects it, and the directors are told.
club-done-corrected = The result was corrected; the ladder was replayed from that game on.
club-done-member = Done.
club-done-decayed = The decay was applied.
club-history-title = { $username } in { $club }
club-history = Rank changes
club-history-none = No rank change yet.
club-cause-joined = Took the bottom rank
club-cause-left = Left the ladder
club-cause-game = Game against { $opponent }: { $result }
club-cause-corrected = Game against { $opponent }: { $result } (corrected)
club-cause-decay = Absence decay
club-cause-placed = Placed by the Swiss Ladder Qualifier
club-rank-change = { $from } → { $to }
club-off-ladder = off the ladder
club-error-not-found = No such club.
club-error-no-such-member = No member is called { $name }.
club-error-bot = { $name } is a BOT account: BOT accounts do not join clubs or club events.
club-error-no-such-game = No such game in this club.
club-error-name = A club's name has 1 to { $max } characters, on one line.
club-error-description = A club's description has at most { $max } characters, and no control characters.
club-error-name-taken = A club of that name exists.
club-error-founders-are-administrators = On this site only administrators found clubs.
club-error-not-director = Only the club's directors may do that.
club-error-already-member = You are already a member of this club.
club-error-already-requested = You have already asked to join this club.
club-error-no-request = { $name } has not asked to join this club.
club-error-not-member = { $name } is not a member of this club.
club-error-not-on-ladder = { $name } is not on the club's ladder.
club-error-same-player = A game needs two different players.
club-error-not-white = Only White or a director reports a game.
club-error-not-black = Only Black confirms or disputes a game White reported.
club-error-game-settled = This game is already { $status }.
club-error-result = The result is 1-0, 0-1 or ½-½.
club-error-time-control = The time control is G/5, G/10, G/15 or G/30.
club-error-date = Write the date as YYYY-MM-DD.
club-error-future-date = The date cannot be in the future.
club-error-before-joining = The game cannot be played before { $name } joined the ladder.
club-error-decay-this-month = The absence decay was already applied this month (on { $day }).
club-error-decay-before-last = The absence decay goes forward: the last one was applied on { $day }.
club-error-last-director = { $name } is the club's last director: name a successor first (make another member director), then they may go.
club-error-game-number = The game number is a whole number from 1 to { $max }: 2 for a second game alike that day.
club-error-duplicate-game = This result is already recorded: game { $id }, { $white } v { $black }, { $result } on { $day } ({ $status }). If they played another game alike that day, record it with the game number { $next }.
club-error-decay-outside = A decay applied by hand is for a day from { $from } to { $to }: within the current season, not before the club's founding or the last decay, and not in the future.
club-error-joined-outside = A member's joining day lies between the club's founding ({ $from }) and today ({ $to }).
club-error-missing = Fill in every field.
club-error-challenge-down = A ladder challenge goes up: { $name } is ranked below you.
club-challenge = Challenge
club-awards = The season's awards so far
club-awards-title = { $club }: awards of the { $season } season
club-awards-none = Nobody is on the ladder yet.
club-awards-trophies = Trophies: the top 3
club-awards-medals = Medals: the top 10
club-awards-highest-rated = Highest rated ({ $rating })
club-awards-most-games = Most games played ({ $games })
club-awards-most-ranks = Most ranks gained ({ $ranks })
club-settings = Club settings
club-settings-season-start = The season starts on (MM-DD)
club-settings-season-end = The season ends on (MM-DD)
club-settings-decay-day = The absence decay is due on day (1–28) of each month
club-settings-submit = Save the settings
club-done-settings = The settings were saved.
club-error-season-start = The season starts on a day written MM-DD, e.g. 09-01.
club-error-season-end = The season ends on a day written MM-DD, e.g. 06-30 (not the 29th of February), other than the day it starts.
club-error-decay-day = The decay day is a day of the month from 1 to 28.
club-error-no-such-event = No such event in this club
club-error-no-such-board = No such board in this event
club-error-event-name = An event's name has 1 to { $max } characters, on one line
club-error-event-format = Choose a format: SLQ, Quad, Octo, Swiss, round robin or Annual Championship, with its rounds or group size
club-error-announcement = An announcement has at most { $max } characters, and no control characters
club-error-not-openable = The SLQ and the Annual Championship are for club members only: they cannot be open
club-error-reseed-unconfirmed = The club already has a ladder this season: confirm that the SLQ seeds it again
club-error-members-only = This event is for club members only, and { $name } is not one
club-error-already-entered = { $name } has already entered this event
club-error-not-entered = { $name } has not entered this event
club-error-withdrawn = { $name } withdrew from this event and is not paired again
club-error-entries-closed = A round robin's sections are set at its start: no late entries
club-error-event-finished = The event is finished
club-error-too-few-entries = An event needs at least two players to start
club-error-all-rounds-paired = Every round of this event has been paired
club-error-results-missing = { $count ->
    [one] One result of this round is not in yet: the next round is paired once every result is in
   *[other] { $count } results of this round are not in yet: the next round is paired once every result is in
}
club-error-not-a-player = Only the two players of a board, or a director, give its result
club-error-already-reported = This board's result is in: Black confirms or disputes it, a director corrects it
club-error-no-game = This board has no game to give a result for
club-events = Events
club-events-title = Events of { $club }
club-events-none = No events yet.
club-event-create = Create an event
club-event-name = Name
club-event-format = Format
club-event-format-hint = The SLQ builds the ladder: everyone starts at 1200 and is re-rated after each round. A Quad is a round robin of four at G/10 in one meeting; an Octo a three-round Swiss of eight at G/30, a round a meeting. The rounds (or a round robin’s group size) can be set below. The SLQ plays G/5 unless you choose another clock, and is always rated with the G/30 & SLQ table.
club-event-rounds-field = Rounds, or a round robin’s group size (empty: the format’s own)
club-event-control = Time control
club-event-control-default = The format's own
club-event-open-label = Open to site members who are not club members (not the SLQ or the Championship)
club-event-announcement = Announcement
club-event-announcement-hint = The day and room, registration and round times, entry fee, prizes, contact, the rating rules
club-event-reseed = This SLQ seeds this season's ladder again
club-event-create-submit = Create the event
club-event-status-entries = taking entries
club-event-status-running = under way
club-event-status-finished = finished
club-event-open = open
club-event-rounds = round { $paired } of { $rounds }
club-event-rounds-planned = { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
club-event-print = Print
club-event-export-csv = Standings (CSV)
club-event-export-trf = TRF report
club-event-entries = Entries ({ $count })
club-event-guest = guest
club-event-withdrawn = withdrawn
club-event-enter = Enter
club-event-enter-someone = Enter a player (username)
club-event-withdraw = Withdraw
club-event-withdraw-someone = Withdraw a player (username)
club-event-withdraw-question = A withdrawn player is not paired again, and an unplayed game of theirs is lost by forfeit. Withdraw?
club-event-start-round = Start round { $round }
club-event-start-question = Pair the round now? Start it when the players are at the boards: a paired round cannot be undone.
club-event-round = Round { $round }
club-event-pairings-print = Pairings to print
club-event-board = Board
club-event-white = White
club-event-black = Black
club-event-result = Result
club-event-bye = bye (½)
club-event-rest = rests
club-event-forfeit = forfeit
club-event-report = Report
club-event-section = Section { $section }
club-event-standings = Standings
club-event-player = Player
club-event-points = Points
club-event-aos = AOS
club-event-aos-title = Averaged opponent score, the first tie-break
club-event-rating = Rating
club-event-crosstable-hint = W3w: won against number 3 with White; D drawn, L lost; +3 and -3 forfeits; H a half-point bye; R a rest; … a result not in yet.
club-event-ratings = Club ratings after each round
club-event-after-round = After { $round }
club-event-back = Back to the event
club-pairings-title = { $event }: round { $round }
club-format-slq = Swiss Ladder Qualifier (6 rounds)
club-format-quad = Quad (groups of 4, G/10)
club-format-octo = Octo (sections of 8, 3 rounds, G/30)
club-format-swiss = Swiss (5 rounds)
club-format-rr = Round robin (groups of 6)
club-format-championship = Annual Championship (Swiss, 5 rounds)
club-format-championship-rr = Annual Championship (round robin)
club-event-done-created = The event is created: members can enter it now.
club-event-done-entered = Entered.
club-event-done-withdrawn = Withdrawn.
club-event-done-round = The round is paired: the pairings are below, ready to print.
club-event-done-result = The result is recorded.
club-event-done-corrected = The result is corrected; the ratings and the ladder were replayed from that game on.
club-event-done-confirmed = You confirmed the result.
club-event-done-disputed = You disputed the result: the directors are told, and it stays marked as disputed until one of them confirms or corrects it.
club-format-name = { $kind ->
    [slq] Swiss Ladder Qualifier, { $count } rounds
    [quad] Quad
    [octo] Octo
    [swiss] Swiss, { $count } rounds
    [rr] Round robin, groups of { $count }
    [championship] Annual Championship, a Swiss of { $count } rounds
   *[championship-rr] Annual Championship, a round robin
}
club-event-waiting = { $count ->
    [one] One result of this round is still to come; the next round is paired once it is in.
   *[other] { $count } results of this round are still to come; the next round is paired once they are in.
}
club-error-empty-season = This season has no games yet: there is nothing to close
club-awards-earlier = The season before
club-awards-later = The season after
club-season-close = Close the season
club-season-close-explained = At the last meeting of the year: the awards above are the season's, and the next season starts now. Games played and ranks earned count from zero again; the ladder and the club ratings carry over.
club-season-close-question = Close this season and start the next one? This cannot be undone.
club-season-closed = The season is closed: this is its report. The next season has started.
club-event-on-server-label = Played on the server, with G/N clocks (rather than over the board)
club-event-on-server = on the server
club-event-game = The game
club-error-played-on-server = This game is played on the server: its result comes from the game
email-club-result-subject = { $white } reported your game: { $result }
email-club-result-body = { $white } (White) reported the result of your game in { $place }, played on { $day }: { $white } – { $black } { $result }. It counts at once. If it is right, confirm it; if it is not, dispute it and a director will settle it.
email-club-result-open = Open the results
email-club-dispute-subject = { $black } disputes a result in { $place }
email-club-dispute-body = { $black } (Black) disputes the result { $white } reported for their game played on { $day }: { $white } – { $black } { $result }. It is marked as disputed until a director confirms it or corrects it (a correction replays every later change).
