# Gemme (live-games.md "Gems"): il saldo, il registro, quanto ha fruttato una partita.

nav-gems = { $gems } gemme
gems-title = Le mie gemme
gems-balance = Hai { $gems ->
    [one] { $gems } gemma
   *[other] { $gems } gemme
}.
gems-explained = Le partite dal vivo singole spostano gemme: una vittoria ne fa guadagnare { $standard }, una sconfitta ne fa perdere { $standard }, una patta ne sposta da 1 a 10 dal giocatore con più gemme all'altro, e lasciare la partita senza il consenso dell'avversario costa { $quit }.
gems-none = Ancora nessuna variazione.
gems-when = Quando
gems-game = Partita
gems-opponent = Avversario
gems-reason = Motivo
gems-amount = Gemme
gems-balance-after = Saldo
gems-older = Variazioni precedenti
gems-reason-start = Gemme iniziali
gems-reason-win = Vittoria
gems-reason-loss = Sconfitta
gems-reason-draw = Patta
gems-reason-quit = Hai lasciato la partita
gems-reason-opponent_quit = Il tuo avversario ha lasciato la partita
gems-reason-correction = Correzione
gems-profile = { $gems ->
    [one] { $gems } gemma
   *[other] { $gems } gemme
}
game-over-gems = Gemme: { $white } { $white-gems }, { $black } { $black-gems }
challenge-gems = { $gems } gemme
challenge-club-rating = punteggio del club { $rating }
challenge-club-rating-title = Il punteggio del club che la partita cambia; punteggi del sito e gemme non cambiano.
challenge-club-ladder = partita di scala del club
