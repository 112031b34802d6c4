# Games, challenges and their emails.

game-rated = rated
game-casual = casual
game-club = club game (club ratings)
game-club-rating = Club rating
tc-per-move = { $days ->
    [one] one day per move
   *[other] { $days } days per move
}
tc-per-game = { $days } days per player for the whole game
tc-fischer = { $days } days plus { $increment ->
    [one] one day
   *[other] { $increment } days
} per move
tc-club = G/{ $minutes }: { $minutes } minutes per player for the whole game
tc-live = { $mode ->
    [fast] Fast
   *[standard] Standard
}: { $round } minutes per player, at most { $move ->
    [one] one minute
   *[other] { $move } minutes
} per move{ $extra ->
    [0] {""}
   *[other] , { $extra } seconds added per move
}, { $takebacks ->
    [0] no takebacks
    [one] one takeback each
   *[other] { $takebacks } takebacks each
}

outcome-won = { $winner } won: { $reason }
outcome-no-winner = Result: { $reason }
outcome-no-result = No result: { $reason }
outcome-you-won = You won: { $reason }
outcome-you-lost = You lost: { $reason }
reason-mate = checkmate
reason-resign = resignation
reason-stalemate = draw by stalemate
reason-timeout = on time
reason-draw-agreed = draw by agreement
reason-threefold = draw by threefold repetition
reason-fifty-moves = draw by the fifty-move rule
reason-fivefold = draw by fivefold repetition
reason-seventy-five-moves = draw by the seventy-five-move rule
reason-insufficient-material = draw: neither side can checkmate
reason-aborted = aborted
reason-deleted = deleted by agreement
reason-adjudicated = decided by an administrator
reason-forfeit = forfeit
reason-no-result-timeout = time ran out before 5 moves by each player
reason-quit-agreed = a player asked to quit and the other agreed
reason-quit = { $quitter } quit
reason-quit-you = you quit without your opponent's agreement
reason-quit-opponent = your opponent quit
# Issue 49: a game without a result, told from the reader's side and
# naming the player whose act or clock ended it.
no-result-aborted-you = You aborted the game
no-result-aborted-opponent = { $player } aborted the game
no-result-aborted = { $player } aborted the game
no-result-quit-agreed-you = You asked to quit and { $opponent } agreed
no-result-quit-agreed-opponent = { $player } asked to quit and you agreed
no-result-quit-agreed = { $player } asked to quit and { $opponent } agreed
no-result-time-you = Your time ran out before you had made 5 moves: no result
no-result-time-opponent = { $player }'s time ran out before they had made 5 moves: no result
no-result-time = { $player }'s time ran out before they had made 5 moves: no result
reason-unknown = game over

decline-generic = they are not accepting challenges at the moment
decline-later = they are not accepting challenges right now; try later
decline-toofast = this time control is too fast for them
decline-tooslow = this time control is too slow for them
decline-timecontrol = they are not accepting this time control
decline-rated = they would rather play a rated game
decline-casual = they would rather play a casual game
decline-standard = they are not accepting games from a special position
decline-variant = they are not willing to play this variant
decline-nobot = they are not accepting challenges from bots
decline-onlybot = they only accept challenges from bots
# The reasons as the declining player chooses them, in their own voice.
decline-choice-generic = I'm not accepting challenges at the moment
decline-choice-later = This is not the right time for me; ask again later
decline-choice-toofast = This time control is too fast for me
decline-choice-tooslow = This time control is too slow for me
decline-choice-timecontrol = I'm not accepting this time control
decline-choice-rated = Send me a rated challenge instead
decline-choice-casual = Send me a casual challenge instead
decline-choice-standard = I'm not accepting games from a set-up position
decline-choice-nobot = I'm not accepting challenges from bots
challenge-you-play-white = you play White
challenge-you-play-black = you play Black
challenge-color-random = colours drawn at random

email-open-game = Open the game
email-your-turn-subject = { $opponent } played { $move }: your move
email-your-turn-body = In your game against { $opponent }, { $opponent } played { $move }. It is your move.
email-draw-offered-subject = { $opponent } offers a draw
email-draw-offered-body = In your game against { $opponent }, { $opponent } offers a draw. Accept or decline it on the game page.
email-game-over-subject = Game over against { $opponent }
email-game-over-body = Your game against { $opponent } has ended. { $outcome }.
email-game-over-pgn = The game record (PGN): { $link }
email-challenge-received-subject = { $challenger } challenges you
email-challenge-received-body = { $challenger } challenges you to a { $kind } correspondence game, { $control }.
email-challenge-message = Their message: “{ $message }”
email-challenge-see = See your challenges
email-challenge-accepted-subject = { $opponent } accepted your challenge
email-challenge-accepted-body = { $opponent } accepted your challenge: the game has started.
email-challenge-declined-subject = { $opponent } declined your challenge
email-challenge-declined-body = { $opponent } declined your challenge: { $reason }.
email-reminder-subject = Your move against { $opponent }: { $hours ->
    [one] one hour left
   *[other] { $hours } hours left
}
email-reminder-body = Your time to move in your game against { $opponent } is running out: { $hours ->
    [one] one hour is left
   *[other] { $hours } hours are left
}. A player who runs out of time loses the game.

refusal-self-challenge = You cannot challenge yourself.
refusal-rated-with-bot = Games with a BOT account are never rated: untick "rated".
refusal-bot-open-game = BOT accounts play through challenges only, not open games.
refusal-blocked = { $username } does not accept challenges from you.
refusal-dest-banned = { $username } is banned and cannot be challenged.
refusal-bad-position = This is not the FEN of a legal chess position that can be played.
refusal-rated-custom-position = A game from a custom position cannot be rated.
refusal-message-too-long = The message has at most { $max } characters, and no control characters.
refusal-club-control = G/5, G/10, G/15 and G/30 are club games: challenge from the club's ladder.
refusal-ladder-challenge-pending = You already challenged { $name } to this ladder game ({ $id }): it waits for their answer.
refusal-own-open-game = You cannot join your own open game.
refusal-blocked-join = The player of this open game does not accept you.
refusal-chat-empty = The message is empty.
refusal-chat-too-long = A chat message has at most { $max } characters.
refusal-chat-one-line = A chat message is one line of text.
refusal-chat-too-fast = Too many messages: wait a minute.
refusal-conditional-too-many = At most { $lines } lines of at most { $plies } moves each.
refusal-conditional-live = Conditional moves are for correspondence games: in a live game, premove on the board.
refusal-conditional-line = Line { $line }: { $reason }
conditional-not-opponents-turn = conditional moves are entered while your opponent is to move.
conditional-unpaired = each of your opponent's moves needs your reply.
conditional-move = move { $index }: { $reason }
conditional-conflicting-reply = move { $index }: you already reply differently to { $move }.

rule-game-over = The game is over.
rule-not-your-turn = It is not your turn.
rule-stale = The game has moved on since you looked: here it is as it stands now.
rule-move-malformed = “{ $move }” is not a move: write it in SAN (Nf3, exd5, O-O, e8=Q) or UCI (g1f3, e7e8q).
rule-move-illegal = “{ $move }” is not a legal move in this position.
rule-move-ambiguous = “{ $move }” fits more than one move: say which piece moves (e.g. Nbd2, R1e2).
rule-move-promotion = “{ $move }” reaches the last rank: add the piece it becomes (=Q, =R, =B or =N).
rule-nothing-to-claim = There is no draw to claim: the position has not occurred three times with you to move, and fifty moves without a pawn move or capture have not passed.
rule-no-draw-offer = Your opponent has not offered a draw.
rule-not-stand-alone = Tournament and club games cannot be aborted or deleted.
rule-too-late-to-abort = The game can no longer be aborted: both sides have moved.
rule-too-early-to-delete = The game cannot be deleted before both sides have moved: abort it instead.
rule-no-deletion-request = Your opponent has not asked to delete the game.
rule-not-live = This is not a live game: takebacks and requests to quit are for live games.
rule-live-no-deletion = Live games cannot be deleted: ask your opponent to quit instead.
rule-resign-too-early = You may resign only after 10 moves by each player (20 plies), and the game is at ply { $ply }: { $quit ->
    [yes] until then, ask your opponent to quit.
   *[no] until then, play on or let your clock run out.
}
rule-draw-request-too-early = A draw may be requested only after 10 moves by each player (20 plies), and the game is at ply { $ply }.
rule-draw-requests-used = You have made the { $max } draw requests each player may make in this game: you may still accept your opponent's offer or claim a draw.
rule-no-move-to-take-back = You have no move to take back.
rule-opponent-replied = Your opponent has replied to your last move: it can no longer be taken back.
rule-takebacks-used = You have no takebacks left (this game gives each player { $allowance }): offer your opponent a takeback instead.
rule-no-takeback-offer = Your opponent has not offered a takeback.
rule-no-takebacks-in-club-games = Club games follow the rules of chess only: there are no takebacks.
rule-no-quit-requests = Tournament and club games have no requests to quit: they always get an outcome.
rule-no-quit-request = There is no request to quit to answer.
rule-own-quit-request = You cannot answer your own request to quit.
rule-quit-already-requested = You already asked to quit: your opponent has not answered yet.
rule-quit-request-stands = Your opponent may still answer the request to quit.
rule-record = The game's record could not be replayed: please tell an administrator.
refusal-note-too-long = A note has at most { $max } characters, and no control characters.
refusal-unverified = Confirm your email address before you play: follow the link we sent you.
refusal-bot-tournament = BOT accounts do not play in tournaments.
email-digest-subject = { $count ->
    [one] It is your move in one game
   *[other] It is your move in { $count } games
}
email-digest-body = Here are the games where it is your move:
email-digest-line = against { $opponent }, { $hours ->
    [one] one hour left
   *[other] { $hours } hours left
}: { $link }
email-summary-subject = { $count ->
    [0] Your week on redqueen
    [one] Your week on redqueen: one game waits for your move
   *[other] Your week on redqueen: { $count } games wait for your move
}
email-summary-waiting = { $count ->
    [0] No game waits for your move.
    [one] One game waits for your move:
   *[other] { $count } games wait for your move:
}
email-summary-waiting-line = against { $opponent }: { $link }
email-summary-results = { $count ->
    [0] No game of yours ended this week.
    [one] One game of yours ended this week:
   *[other] { $count } games of yours ended this week:
}
email-summary-result-line = against { $opponent }, { $outcome }: { $link }
refusal-too-many-challenges = Too many challenges: wait a minute.
refusal-outside-rating-range = Your rating is outside the range this open game asks for.
refusal-side-taken = This side of the open challenge is taken or kept for another player, or you have the other side.
refusal-game-cap = You already play { $max } games, the most this site allows at once: finish one first.
refusal-opponent-game-cap = { $name } already plays { $max } games, the most this site allows at once.
refusal-no-rematch = A rematch follows a finished game that belongs to no tournament or club.

# The game page's opening explorer (docs/openings.md).
explorer-title = Opening explorer
explorer-closed-live = The opening explorer is closed during live games: it opens when the game is over.
explorer-results = White / draw / Black
explorer-move = Move
explorer-games = Games
explorer-rating = Average rating
explorer-empty = No finished game of the site reached this position.
explorer-ended-here = Finished games of the site that reached this position: { $games }. None continued from it.
explorer-source = From the site's finished games. Opening books and databases may be consulted in correspondence games; engines may not.

# The analysis board (docs/analysis.md).
analysis-title = Analysis board
analysis-game-title = Analysis: { $white } – { $black }
analysis-back-to-game = Back to the game
analysis-refused-in-progress = This game is still being played: the engine and the analysis board are for after the game, as help from a computer during it is not allowed.
analysis-refused-in-play = This position is in a game you are playing: the engine and the analysis board are for after the game, as help from a computer during it is not allowed.
analysis-needs-scripts = The analysis board and its engine need JavaScript.
analysis-evaluation = Evaluation
analysis-engine = Engine
analysis-engine-hint = Stockfish runs in your browser, on your device: nothing is sent to the server.
analysis-analyse-game = Analyse the game
analysis-analyse-line = Analyse the line
analysis-progress = Analysing position { $done } of { $total }…
analysis-done = Analysis done. The engine keeps looking deeper at the position shown.
analysis-engine-failed = The engine could not start in this browser.
analysis-depth = depth { $depth }
analysis-mate = Mate in { $moves }
analysis-checkmate = Checkmate
analysis-best-line = Best line
analysis-summary = Summary
analysis-graph = White's winning chances after each move
analysis-accuracy = Accuracy
analysis-inaccuracies = Inaccuracies
analysis-mistakes = Mistakes
analysis-blunders = Blunders
analysis-inaccuracy = Inaccuracy
analysis-mistake = Mistake
analysis-blunder = Blunder
analysis-setup = Set up a position
analysis-setup-label = A FEN, or a game in PGN
analysis-setup-submit = Set up
