# Gemas (live-games.md "Gems"): o saldo, o extrato, o que uma partida rendeu.

nav-gems = { $gems } gemas
gems-title = Minhas gemas
gems-balance = { $gems ->
    [0] Você não tem nenhuma gema.
    [one] Você tem { $gems } gema.
   *[other] Você tem { $gems } gemas.
}
gems-explained = As partidas ao vivo avulsas movimentam gemas: uma vitória ganha { $standard }, uma derrota perde { $standard }, um empate passa de 1 a 10 do jogador com mais gemas para o outro, e abandonar a partida sem o acordo do adversário custa { $quit }.
gems-none = Ainda não há movimentações.
gems-when = Quando
gems-game = Partida
gems-opponent = Adversário
gems-reason = Motivo
gems-amount = Gemas
gems-balance-after = Saldo
gems-older = Movimentações mais antigas
gems-reason-start = Gemas iniciais
gems-reason-win = Vitória
gems-reason-loss = Derrota
gems-reason-draw = Empate
gems-reason-quit = Você abandonou
gems-reason-opponent_quit = Seu adversário abandonou
gems-reason-correction = Correção
gems-profile = { $gems ->
    [0] { $gems } gemas
    [one] { $gems } gema
   *[other] { $gems } gemas
}
game-over-gems = Gemas: { $white } { $white-gems }, { $black } { $black-gems }
challenge-gems = { $gems } gemas
challenge-club-rating = rating do clube { $rating }
challenge-club-rating-title = O rating do clube que a partida altera; os ratings do site e as gemas não mudam.
challenge-club-ladder = partida da escada do clube
