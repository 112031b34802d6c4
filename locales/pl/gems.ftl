# Klejnoty (live-games.md „Gems”): saldo, historia zmian, ile przyniosła partia.

nav-gems = { $gems ->
    [one] { $gems } klejnot
    [few] { $gems } klejnoty
    [many] { $gems } klejnotów
   *[other] { $gems } klejnotu
}
gems-title = Moje klejnoty
gems-balance = Masz { $gems ->
    [one] { $gems } klejnot
    [few] { $gems } klejnoty
    [many] { $gems } klejnotów
   *[other] { $gems } klejnotu
}.
gems-explained = Samodzielne partie na żywo przenoszą klejnoty: wygrana daje { $standard }, przegrana zabiera { $standard }, remis przenosi od 1 do 10 klejnotów od gracza, który ma ich więcej, do drugiego, a opuszczenie partii bez zgody przeciwnika kosztuje { $quit }.
gems-none = Na razie brak zmian.
gems-when = Kiedy
gems-game = Partia
gems-opponent = Przeciwnik
gems-reason = Powód
gems-amount = Klejnoty
gems-balance-after = Saldo
gems-older = Starsze zmiany
gems-reason-start = Klejnoty startowe
gems-reason-win = Wygrana
gems-reason-loss = Przegrana
gems-reason-draw = Remis
gems-reason-quit = Opuszczenie partii przez ciebie
gems-reason-opponent_quit = Opuszczenie partii przez przeciwnika
gems-reason-correction = Korekta
gems-profile = { $gems ->
    [one] { $gems } klejnot
    [few] { $gems } klejnoty
    [many] { $gems } klejnotów
   *[other] { $gems } klejnotu
}
game-over-gems = Klejnoty: { $white } { $white-gems }, { $black } { $black-gems }
challenge-gems = { $gems ->
    [one] { $gems } klejnot
    [few] { $gems } klejnoty
    [many] { $gems } klejnotów
   *[other] { $gems } klejnotu
}
challenge-club-rating = ranking klubowy { $rating }
challenge-club-rating-title = Ranking klubowy, który zmienia partia; rankingi serwisu i klejnoty się nie zmieniają.
challenge-club-ladder = partia drabinki klubowej
