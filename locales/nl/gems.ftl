# Edelstenen (live-games.md "Gems"): het saldo, het overzicht, wat een partij opleverde.

nav-gems = { $gems } edelstenen
gems-title = Mijn edelstenen
gems-balance = Je hebt { $gems ->
    [one] { $gems } edelsteen
   *[other] { $gems } edelstenen
}.
gems-explained = Losse livepartijen verplaatsen edelstenen: een winst levert { $standard } op, een verlies kost { $standard }, een remise verplaatst er 1 tot 10 van de speler met de meeste edelstenen naar de ander, en stoppen zonder instemming van je tegenstander kost { $quit }.
gems-none = Nog geen wijzigingen.
gems-when = Wanneer
gems-game = Partij
gems-opponent = Tegenstander
gems-reason = Waarom
gems-amount = Edelstenen
gems-balance-after = Saldo
gems-older = Oudere wijzigingen
gems-reason-start = Startedelstenen
gems-reason-win = Winst
gems-reason-loss = Verlies
gems-reason-draw = Remise
gems-reason-quit = Jij bent gestopt
gems-reason-opponent_quit = Je tegenstander is gestopt
gems-reason-correction = Correctie
gems-profile = { $gems ->
    [one] { $gems } edelsteen
   *[other] { $gems } edelstenen
}
game-over-gems = Edelstenen: { $white } { $white-gems }, { $black } { $black-gems }
challenge-gems = { $gems } edelstenen
challenge-club-rating = clubrating { $rating }
challenge-club-rating-title = De clubrating die de partij verandert; ratings van de site en edelstenen veranderen niet.
challenge-club-ladder = ladderpartij van de club
