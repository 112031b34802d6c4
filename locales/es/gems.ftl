# Gemas (live-games.md "Gems"): el saldo, el registro, lo que pagó una partida.

nav-gems = { $gems } gemas
gems-title = Mis gemas
gems-balance = Tienes { $gems ->
    [one] 1 gema
   *[other] { $gems } gemas
}.
gems-explained = Las partidas en vivo sueltas mueven gemas: una victoria gana { $standard }, una derrota pierde { $standard }, unas tablas mueven de 1 a 10 del jugador con más gemas al otro, y abandonar sin que tu rival lo acepte cuesta { $quit }.
gems-none = Todavía no hay cambios.
gems-when = Cuándo
gems-game = Partida
gems-opponent = Rival
gems-reason = Motivo
gems-amount = Gemas
gems-balance-after = Saldo
gems-older = Cambios anteriores
gems-reason-start = Gemas iniciales
gems-reason-win = Victoria
gems-reason-loss = Derrota
gems-reason-draw = Tablas
gems-reason-quit = Abandonaste
gems-reason-opponent_quit = Tu rival abandonó
gems-reason-correction = Corrección
gems-profile = { $gems ->
    [one] 1 gema
   *[other] { $gems } gemas
}
game-over-gems = Gemas: { $white } { $white-gems }, { $black } { $black-gems }
challenge-gems = { $gems } gemas
challenge-club-rating = puntuación del club { $rating }
challenge-club-rating-title = La puntuación del club que cambia la partida; las puntuaciones del sitio y las gemas no se mueven.
challenge-club-ladder = partida de la escalera del club
