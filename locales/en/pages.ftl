# The play pages: challenges, lobby, my games, the game page.

nav-lobby = Lobby
nav-challenges = Challenges
nav-games = My games

notice-challenge-sent = Your challenge was sent.
notice-club-challenge-sent = Your ladder challenge was sent: it is listed below until it is answered (a live challenge lapses after 10 minutes).
notice-challenge-declined = The challenge was declined.
notice-challenge-canceled = The challenge was withdrawn.
notice-open-game-created = Your open game is in the lobby.
notice-email-options-saved = Your notification choices were saved.
notice-blocks-saved = Your list of blocked players was saved.

duration-days-hours = { $days ->
    [one] 1 day
   *[other] { $days } days
} { $hours ->
    [one] 1 hour
   *[other] { $hours } hours
}
duration-hours-minutes = { $hours ->
    [one] 1 hour
   *[other] { $hours } hours
} { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
}
duration-minutes = { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
}
duration-seconds = { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}

play-time-control = Time control
play-your-color = Your colour
play-color-random = Random
play-color-white = White
play-color-black = Black
play-bad-time-control = Please choose one of the time controls offered.
play-bad-color = Please choose white, black or random.
play-no-such-player = There is no player named { $username }.
play-no-such-challenge = This challenge is no longer open.
play-out-of-time = Your time ran out before the move arrived: the game is over.

challenges-title = Challenges
challenges-incoming = Challenges to you
challenges-outgoing = Your challenges
challenges-none = None at the moment.
challenges-accept = Accept
challenges-decline = Decline
challenges-reason = Reason
challenges-cancel = Withdraw
challenges-new = Challenge a player
challenges-rated = Rated game
challenges-message = Message (optional)
challenges-send = Send the challenge

lobby-title = Lobby
lobby-open-games = Open correspondence games
lobby-live-games = Open live games
lobby-none = No open games at the moment. Open one below!
lobby-player = Player
lobby-kind = Game
lobby-join = Play
lobby-withdraw = Withdraw
lobby-create = Open a game anyone may join
lobby-create-submit = Open the game

games-title = My games
games-in-progress = In progress
games-finished = Finished
games-none = No games yet.
games-find = Find an opponent in the lobby.
games-against = against { $opponent }
games-your-move = your move
games-their-move = their move
games-you-play-white = you play White
games-you-play-black = you play Black
games-you-won = You won
games-you-lost = You lost
games-drawn = Draw
games-no-result = No result

game-title = { $white } – { $black }
game-board = Board
game-moves = Moves
game-skip-to-move = Skip to the move box
game-no-moves = No moves yet.
game-download-pgn = Download the game (PGN)
game-to-move = { $username } to move
game-time-left = { $left } left, until { $deadline }
game-your-move = Your move
game-play = Play
game-move-offer-draw = Offer a draw with this move
game-wait = Waiting for your opponent's move.
game-draw-offer = Offer a draw
game-draw-offered = Your opponent offers a draw.
game-draw-accept = Accept the draw
game-draw-decline = Decline the draw
game-draw-offer-standing = You offered a draw.
game-claim-draw = Claim a draw
game-abort = Abort the game
game-resign = Resign
game-deletion-ask = Ask to delete the game
game-deletion-asked = Your opponent asks to delete this game.
game-deletion-accept = Delete the game
game-deletion-decline = Keep the game
game-chat = Chat
game-spectator-chat = Spectators' chat
game-chat-send = Send
game-note = Private notes
game-note-private = Only you can read your notes.
game-note-save = Save the notes
game-conditional = Conditional moves
game-conditional-help = One line per row, starting with your opponent's next move, then your reply, and so on (e.g. “e5 Nf3 Nc6 Bb5”). Nobody else sees them.
game-conditional-save = Save the lines

settings-more = Email and blocked players
email-options-title = Email options
email-options-your-turn = When it is your move
email-options-every-move = an email at every move
email-options-daily-digest = one email a day with every game where it is your move
email-options-off = no email
email-options-also = Also email me
email-options-challenges = challenges to me, and answers to mine
email-options-draw-offers = draw offers
email-options-game-over = when a game ends
email-options-reminders = when my time to move is running out
email-options-account-emails = Emails about your account (address confirmation, password reset) are always sent.
email-options-save = Save
blocks-title = Blocked players
blocks-help = Blocked players cannot challenge you or join your open games.
blocks-none = You have blocked nobody.
blocks-block = Block
blocks-unblock = Unblock
game-rematch = Rematch
board-flip = Flip the board
board-confirm-moves = Confirm moves
board-confirm-question = Play this move?
board-confirm-yes = Play it
board-confirm-no = Take it back
board-promote-to = Promote to:
board-queen = Queen
board-rook = Rook
board-bishop = Bishop
board-knight = Knight
board-reconnecting = Connection lost: reconnecting…
board-socket-not-player = Only the players of this game can move in it.
board-white = White
board-black = Black
accessible-king = king
accessible-queen = queen
accessible-rook = rook
accessible-bishop = bishop
accessible-knight = knight
accessible-pawn = pawn
accessible-takes = takes
accessible-promotes = promotes to { $piece }
accessible-check = check
accessible-checkmate = checkmate
accessible-castles-short = castles kingside
accessible-castles-long = castles queenside
accessible-square-empty = { $square }: empty
accessible-square-piece = { $square }: { $piece } ({ $color })
accessible-no-move = No move yet.
accessible-moved = { $player }: { $move }
accessible-shown = Shown: { $move }
accessible-shown-start = Shown: the starting position
accessible-clock = { $player }: { $time }
accessible-box = Move or command
accessible-help = Type a move (e4, Nf3, O-O) or a command: p w or p b, the pieces of White or Black; s e4, what stands on a square; t, the clocks; l, the last move; h, this help.
accessible-announcements = Announcements

unsubscribe-title = Email options
unsubscribe-question = Stop emails about { $kind }?
unsubscribe-submit = Stop these emails
unsubscribe-done = You will no longer get emails about { $kind }. You can turn them on again in your email options.
unsubscribe-kind-your-turn = your turn to move
unsubscribe-kind-challenges = challenges
unsubscribe-kind-draw-offers = draw offers
unsubscribe-kind-game-over = finished games
unsubscribe-kind-reminders = time running out
unsubscribe-kind-vacation-ending = the end of your vacations
unsubscribe-kind-tournament-rounds = the start of your tournaments' rounds
unsubscribe-kind-weekly-summary = the weekly summary

# The clock of a new game (challenge and open-game forms).
clock-kind-correspondence = Correspondence (days)
clock-kind-live = Live (minutes)
clock-days = Days
clock-fischer = Fischer days: a bank, and days added after each move
clock-live-ranges = Standard: 30 to 120 minutes each, 1 to 10 minutes a move, no extra time. Fast: 5 to 30 minutes each, 1 to 5 minutes a move, no extra time or 3 to 60 seconds a move.
clock-mode = Mode
clock-mode-standard = Standard
clock-mode-fast = Fast
clock-round-minutes = Round time (minutes each)
clock-move-minutes = Move time (most minutes for one move)
clock-extra-seconds = Extra time per move (seconds; 0 for none)
clock-takebacks = Takebacks each
clock-bad-number = Please give the live settings as whole numbers.
clock-bad-round = A round time of { $minutes } minutes is not offered: a { $mode } game's round time is { $min } to { $max } minutes.
clock-bad-move = A move time of { $minutes } minutes is not offered: a { $mode } game's move time is { $min } to { $max } minutes.
clock-bad-extra = { $seconds } seconds of extra time is not offered: a { $mode } game has none, or { $min } to { $max } seconds.
clock-no-extra = A { $mode } game has no extra time: leave it at 0.
clock-bad-takebacks = { $count } takebacks are not offered: choose 0 to { $max }.

# Live games (live-games.md): the clocks, takebacks, requests to quit, the end.
board-sound-on = Sounds: on
board-sound-off = Sounds: off
game-clock = Clock of { $username }
game-move-time = Move time left
game-extra-time = +{ $seconds } s
game-extra-time-title = Extra time per move: { $seconds } s
game-draw-offer-left = Offer a draw ({ $left } left)
game-resign-confirm = Resign this game? You lose it, and this cannot be undone.
game-resign-confirm-yes = Yes, resign
game-live-after-twenty-plies = Resigning and draw offers are possible after 10 moves by each player.
game-takeback = Take back your move ({ $left } left)
game-takeback-offer = Ask to take back your move
game-takeback-offered = Your opponent asks to take back their last move.
game-takeback-accept = Allow the takeback
game-takeback-decline = Refuse the takeback
game-takeback-offer-standing = You asked to take back your move.
game-quit-ask = Ask to quit
game-quit-confirm = Ask your opponent to let you quit? If they agree, the game ends with no result; if they decline or do not answer within the move time, you lose.
game-quit-confirm-yes = Yes, ask to quit
game-quit-asked = Your opponent asks to quit. If you agree, the game ends with no result; if you decline, they lose.
game-status-quit-asked = Your opponent asks to quit: answer below the board.
game-quit-agree = Agree: no result
game-quit-decline = Decline: they lose
game-quit-standing = You asked to quit. If your opponent declines or does not answer within the move time, you lose.
game-your-turn = Your move
open-challenge-title = Open challenge
open-challenge-help = The first member to take each side plays it; the game starts once both sides are taken.
open-challenge-kept = kept for { $name }
open-challenge-free = free
open-challenge-take-white = Play White
open-challenge-take-black = Play Black
open-challenge-log-in = Log in to play
game-tournament-round = round { $round }
game-abort-confirm = Abort this game? It ends without a result and cannot be resumed.
game-abort-confirm-yes = Yes, abort
game-deletion-ask-confirm = Ask your opponent to delete this game? If they agree, it ends unrated and only the two of you can see it.
game-deletion-ask-confirm-yes = Yes, ask
game-deletion-accept-confirm = Delete this game? It ends unrated and only the two of you can see it; this cannot be undone.
game-deletion-accept-confirm-yes = Yes, delete it
game-replay = Moves of the game
game-replay-first = First position
game-replay-previous = Previous move
game-replay-next = Next move
game-replay-last = Last move
game-on-vacation = on vacation
game-material = Material ahead
game-copy-pgn = Copy the PGN
game-copy-fen = Copy the FEN
game-copied = Copied
game-analysis-after = Analysis boards and engines are for after the game: help from a computer during it is not allowed.
game-analyse = Analyse the game with the engine
game-saved = Saved.
notice-note-saved = Your notes were saved.
notice-conditional-saved = Your conditional moves were saved.
game-over = Game over
game-rating-change = { $username }: { $before } → { $after } ({ $diff })
game-rating-first = { $username }: unrated → { $after } (first rating)
# Why a rated game left a rating as it was (ratings.md), beside its "+0".
game-rating-special-rule = ratings 400 points or more apart: no change
game-rating-protection = an established rating does not fall against an unrated or provisional player
game-not-rated = Ratings do not change: a game without a result is not rated.
