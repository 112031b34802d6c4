# Edelsteine (live-games.md „Gems“): der Kontostand, die Buchungen, was eine Partie eingebracht hat.

nav-gems = { $gems } Edelsteine
gems-title = Meine Edelsteine
gems-balance = Du hast { $gems ->
    [one] { $gems } Edelstein
   *[other] { $gems } Edelsteine
}.
gems-explained = In eigenständigen Live-Partien wechseln Edelsteine den Besitzer: Ein Sieg bringt { $standard }, eine Niederlage kostet { $standard }, bei einem Remis gehen 1 bis 10 vom Spieler mit mehr Edelsteinen an den anderen, und ein Ausstieg, dem dein Gegner nicht zugestimmt hat, kostet { $quit }.
gems-none = Noch keine Änderungen.
gems-when = Wann
gems-game = Partie
gems-opponent = Gegner
gems-reason = Grund
gems-amount = Edelsteine
gems-balance-after = Stand
gems-older = Ältere Änderungen
gems-reason-start = Startguthaben
gems-reason-win = Sieg
gems-reason-loss = Niederlage
gems-reason-draw = Remis
gems-reason-quit = Du bist ausgestiegen
gems-reason-opponent_quit = Dein Gegner ist ausgestiegen
gems-reason-correction = Korrektur
gems-profile = { $gems ->
    [one] { $gems } Edelstein
   *[other] { $gems } Edelsteine
}
game-over-gems = Edelsteine: { $white } { $white-gems }, { $black } { $black-gems }
challenge-gems = { $gems } Edelsteine
challenge-club-rating = Vereinswertung { $rating }
challenge-club-rating-title = Die Vereinswertung, die die Partie ändert; Wertungszahlen der Seite und Edelsteine bleiben unverändert.
challenge-club-ladder = Leiterpartie des Vereins
