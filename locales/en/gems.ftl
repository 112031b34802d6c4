# Gems (live-games.md "Gems"): the balance, the ledger, what a game paid.

nav-gems = { $gems } gems
gems-title = My gems
gems-balance = You have { $gems ->
    [one] 1 gem
   *[other] { $gems } gems
}.
gems-explained = Stand-alone live games move gems: a win wins { $standard }, a loss loses { $standard }, a draw moves 1 to 10 from the player with more gems to the other, and a quit your opponent did not agree to costs { $quit }.
gems-none = No changes yet.
gems-when = When
gems-game = Game
gems-opponent = Opponent
gems-reason = Why
gems-amount = Gems
gems-balance-after = Balance
gems-older = Older changes
gems-reason-start = Starting gems
gems-reason-win = Win
gems-reason-loss = Loss
gems-reason-draw = Draw
gems-reason-quit = You quit
gems-reason-opponent_quit = Your opponent quit
gems-reason-correction = Correction
gems-profile = { $gems ->
    [one] 1 gem
   *[other] { $gems } gems
}
game-over-gems = Gems: { $white } { $white-gems }, { $black } { $black-gems }
challenge-gems = { $gems } gems
challenge-club-rating = club rating { $rating }
challenge-club-rating-title = The club rating the game changes; site ratings and gems do not move.
challenge-club-ladder = club ladder game
