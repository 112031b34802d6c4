# As páginas de jogo: desafios, salão, minhas partidas, a página da partida.

nav-lobby = Salão
nav-challenges = Desafios
nav-games = Minhas partidas

notice-challenge-sent = Seu desafio foi enviado.
notice-club-challenge-sent = Seu desafio da escada foi enviado: ele aparece abaixo até ser respondido (um desafio ao vivo expira após 10 minutos).
notice-challenge-declined = O desafio foi recusado.
notice-challenge-canceled = O desafio foi retirado.
notice-open-game-created = Sua partida aberta está no salão.
notice-email-options-saved = Suas escolhas de notificação foram salvas.
notice-blocks-saved = Sua lista de jogadores bloqueados foi salva.

duration-days-hours = { $days ->
    [one] { $days } dia
   *[other] { $days } dias
} e { $hours ->
    [0] { $hours } horas
    [one] { $hours } hora
   *[other] { $hours } horas
}
duration-hours-minutes = { $hours ->
    [0] { $hours } horas
    [one] { $hours } hora
   *[other] { $hours } horas
} e { $minutes ->
    [0] { $minutes } minutos
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
duration-minutes = { $minutes ->
    [0] { $minutes } minutos
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
duration-seconds = { $seconds ->
    [0] { $seconds } segundos
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}

play-time-control = Ritmo
play-your-color = Sua cor
play-color-random = Aleatória
play-color-white = Brancas
play-color-black = Pretas
play-bad-time-control = Escolha um dos ritmos oferecidos.
play-bad-color = Escolha brancas, pretas ou aleatória.
play-no-such-player = Não há nenhum jogador chamado { $username }.
play-no-such-challenge = Este desafio não está mais aberto.
play-out-of-time = Seu tempo acabou antes de o lance chegar: a partida terminou.

challenges-title = Desafios
challenges-incoming = Desafios para você
challenges-outgoing = Seus desafios
challenges-none = Nenhum no momento.
challenges-accept = Aceitar
challenges-decline = Recusar
challenges-reason = Motivo
challenges-cancel = Retirar
challenges-new = Desafiar um jogador
challenges-rated = Partida ranqueada
challenges-message = Mensagem (opcional)
challenges-send = Enviar o desafio

lobby-title = Salão
lobby-open-games = Partidas abertas por correspondência
lobby-live-games = Partidas abertas ao vivo
lobby-none = Nenhuma partida aberta no momento. Abra uma aqui embaixo!
lobby-player = Jogador
lobby-kind = Partida
lobby-join = Jogar
lobby-withdraw = Retirar
lobby-create = Abrir uma partida em que qualquer um pode entrar
lobby-create-submit = Abrir a partida

games-title = Minhas partidas
games-in-progress = Em andamento
games-finished = Terminadas
games-none = Ainda não há partidas.
games-find = Encontre um adversário no salão.
games-against = contra { $opponent }
games-your-move = sua vez
games-their-move = vez do adversário
games-you-play-white = você joga com as brancas
games-you-play-black = você joga com as pretas
games-you-won = Você venceu
games-you-lost = Você perdeu
games-drawn = Empate
games-no-result = Sem resultado

game-title = { $white } – { $black }
game-board = Tabuleiro
game-moves = Lances
game-skip-to-move = Ir para o campo do lance
game-no-moves = Ainda não há lances.
game-download-pgn = Baixar a partida (PGN)
game-to-move = Vez de { $username }
game-time-left = Tempo restante: { $left }, até { $deadline }
game-your-move = Sua vez
game-play = Jogar
game-move-offer-draw = Propor empate com este lance
game-wait = Aguardando o lance do seu adversário.
game-draw-offer = Propor empate
game-draw-offered = Seu adversário propõe empate.
game-draw-accept = Aceitar o empate
game-draw-decline = Recusar o empate
game-draw-offer-standing = Você propôs empate.
game-claim-draw = Reivindicar empate
game-abort = Cancelar a partida
game-resign = Desistir
game-deletion-ask = Pedir para excluir a partida
game-deletion-asked = Seu adversário pede para excluir esta partida.
game-deletion-accept = Excluir a partida
game-deletion-decline = Manter a partida
game-chat = Chat
game-spectator-chat = Chat dos espectadores
game-chat-send = Enviar
game-note = Notas privadas
game-note-private = Só você pode ler suas notas.
game-note-save = Salvar as notas
game-conditional = Lances condicionais
game-conditional-help = Escreva cada linha numa linha própria, começando pelo próximo lance do seu adversário, depois a sua resposta, e assim por diante (por exemplo, “e5 Nf3 Nc6 Bb5”). Ninguém mais as vê.
game-conditional-save = Salvar as linhas

settings-more = E-mail e jogadores bloqueados
email-options-title = Opções de e-mail
email-options-your-turn = Quando for a sua vez
email-options-every-move = um e-mail a cada lance
email-options-daily-digest = um e-mail por dia com todas as partidas em que é a sua vez
email-options-off = nenhum e-mail
email-options-also = Também quero receber e-mails
email-options-challenges = desafios para mim e respostas aos meus
email-options-draw-offers = propostas de empate
email-options-game-over = quando uma partida termina
email-options-reminders = quando meu tempo para jogar estiver acabando
email-options-account-emails = Os e-mails sobre a sua conta (confirmação de endereço, redefinição de senha) são sempre enviados.
email-options-save = Salvar
blocks-title = Jogadores bloqueados
blocks-help = Jogadores bloqueados não podem desafiar você nem entrar nas suas partidas abertas.
blocks-none = Você não bloqueou ninguém.
blocks-block = Bloquear
blocks-unblock = Desbloquear
game-rematch = Revanche
board-flip = Girar o tabuleiro
board-confirm-moves = Confirmar lances
board-confirm-question = Jogar este lance?
board-confirm-yes = Jogar
board-confirm-no = Voltar atrás
board-promote-to = Promover a:
board-queen = Dama
board-rook = Torre
board-bishop = Bispo
board-knight = Cavalo
board-reconnecting = Conexão perdida: reconectando…
board-socket-not-player = Só os jogadores desta partida podem jogar nela.
board-white = Brancas
board-black = Pretas
accessible-king = rei
accessible-queen = dama
accessible-rook = torre
accessible-bishop = bispo
accessible-knight = cavalo
accessible-pawn = peão
accessible-takes = captura
accessible-promotes = promove a { $piece }
accessible-check = xeque
accessible-checkmate = xeque-mate
accessible-castles-short = roque pequeno
accessible-castles-long = roque grande
accessible-square-empty = { $square }: vazia
accessible-square-piece = { $square }: { $piece } ({ $color })
accessible-no-move = Nenhum lance ainda.
accessible-moved = { $player }: { $move }
accessible-shown = Mostrado: { $move }
accessible-shown-start = Mostrado: a posição inicial
accessible-clock = { $player }: { $time }
accessible-box = Lance ou comando
accessible-help = Digite um lance (e4, Nf3, O-O) ou um comando: p b ou p p, as peças das brancas ou das pretas; s e4, o que está numa casa; t, os relógios; l, o último lance; h, esta ajuda.
accessible-announcements = Avisos

unsubscribe-title = Opções de e-mail
unsubscribe-question = Parar de receber e-mails sobre { $kind }?
unsubscribe-submit = Parar estes e-mails
unsubscribe-done = Você não vai mais receber e-mails sobre { $kind }. Você pode reativá-los nas suas opções de e-mail.
unsubscribe-kind-your-turn = a sua vez de jogar
unsubscribe-kind-challenges = desafios
unsubscribe-kind-draw-offers = propostas de empate
unsubscribe-kind-game-over = partidas terminadas
unsubscribe-kind-reminders = o tempo se esgotando
unsubscribe-kind-vacation-ending = o fim das suas férias
unsubscribe-kind-tournament-rounds = o início das rodadas dos seus torneios
unsubscribe-kind-weekly-summary = o resumo semanal

# O relógio de uma nova partida (formulários de desafio e de partida aberta).
clock-kind-correspondence = Correspondência (dias)
clock-kind-live = Ao vivo (minutos)
clock-days = Dias
clock-fischer = Dias Fischer: uma reserva, e dias acrescentados após cada lance
clock-live-ranges = Padrão: de 30 a 120 minutos para cada um, de 1 a 10 minutos por lance, sem tempo extra. Rápido: de 5 a 30 minutos para cada um, de 1 a 5 minutos por lance, sem tempo extra ou com 3 a 60 segundos por lance.
clock-mode = Modo
clock-mode-standard = Padrão
clock-mode-fast = Rápido
clock-round-minutes = Tempo total (minutos para cada um)
clock-move-minutes = Tempo por lance (máximo de minutos para um lance)
clock-extra-seconds = Tempo extra por lance (segundos; 0 para nenhum)
clock-takebacks = Lances que cada um pode voltar
clock-bad-number = Informe as configurações ao vivo em números inteiros.
clock-bad-round = Um tempo total de { $minutes } minutos não é oferecido: no modo { $mode }, o tempo total vai de { $min } a { $max } minutos.
clock-bad-move = Um tempo por lance de { $minutes } minutos não é oferecido: no modo { $mode }, o tempo por lance vai de { $min } a { $max } minutos.
clock-bad-extra = { $seconds } segundos de tempo extra não são oferecidos: no modo { $mode }, não há tempo extra, ou ele vai de { $min } a { $max } segundos.
clock-no-extra = No modo { $mode } não há tempo extra: deixe em 0.
clock-bad-takebacks = Voltar { $count } lances não é oferecido: escolha de 0 a { $max }.

# Partidas ao vivo (live-games.md): os relógios, voltar lances, pedidos para abandonar, o fim.
board-sound-on = Sons: ativados
board-sound-off = Sons: desativados
game-clock = Relógio de { $username }
game-move-time = Tempo restante para o lance
game-extra-time = +{ $seconds } s
game-extra-time-title = Tempo extra por lance: { $seconds } s
game-draw-offer-left = Propor empate (disponíveis: { $left })
game-resign-confirm = Desistir desta partida? Você a perde, e isto não pode ser desfeito.
game-resign-confirm-yes = Sim, desistir
game-live-after-twenty-plies = Desistir e propor empate é possível depois de 10 lances de cada jogador.
game-takeback = Voltar seu lance (disponíveis: { $left })
game-takeback-offer = Pedir para voltar seu lance
game-takeback-offered = Seu adversário pede para voltar o último lance dele.
game-takeback-accept = Permitir voltar o lance
game-takeback-decline = Recusar voltar o lance
game-takeback-offer-standing = Você pediu para voltar seu lance.
game-quit-ask = Pedir para abandonar
game-quit-confirm = Pedir ao seu adversário para deixar você abandonar a partida? Se ele concordar, a partida termina sem resultado; se ele recusar ou não responder dentro do tempo por lance, você perde.
game-quit-confirm-yes = Sim, pedir para abandonar
game-quit-asked = Seu adversário pede para abandonar a partida. Se você concordar, a partida termina sem resultado; se você recusar, ele perde.
game-status-quit-asked = Seu adversário pede para abandonar a partida: responda abaixo do tabuleiro.
game-quit-agree = Concordar: sem resultado
game-quit-decline = Recusar: ele perde
game-quit-standing = Você pediu para abandonar a partida. Se seu adversário recusar ou não responder dentro do tempo por lance, você perde.
game-your-turn = Sua vez
open-challenge-title = Desafio aberto
open-challenge-help = O primeiro membro a escolher cada lado joga com ele; a partida começa quando os dois lados estiverem ocupados.
open-challenge-kept = reservado para { $name }
open-challenge-free = livre
open-challenge-take-white = Jogar com as brancas
open-challenge-take-black = Jogar com as pretas
open-challenge-log-in = Entre para jogar
game-tournament-round = rodada { $round }
game-abort-confirm = Cancelar esta partida? Ela termina sem resultado e não pode ser retomada.
game-abort-confirm-yes = Sim, cancelar
game-deletion-ask-confirm = Pedir ao seu adversário para excluir esta partida? Se ele concordar, ela termina sem valer rating e só vocês dois podem vê-la.
game-deletion-ask-confirm-yes = Sim, pedir
game-deletion-accept-confirm = Excluir esta partida? Ela termina sem valer rating e só vocês dois podem vê-la; isto não pode ser desfeito.
game-deletion-accept-confirm-yes = Sim, excluir
game-replay = Lances da partida
game-replay-first = Posição inicial
game-replay-previous = Lance anterior
game-replay-next = Próximo lance
game-replay-last = Último lance
game-on-vacation = de férias
game-material = Vantagem material
game-copy-pgn = Copiar o PGN
game-copy-fen = Copiar o FEN
game-copied = Copiado
game-analysis-after = Tabuleiros de análise e engines são para depois da partida: não é permitido receber ajuda de um computador durante ela.
game-analyse = Analisar a partida com a engine
game-saved = Salvo.
notice-note-saved = Suas notas foram salvas.
notice-conditional-saved = Seus lances condicionais foram salvos.
game-over = Fim da partida
game-rating-change = { $username }: { $before } → { $after } ({ $diff })
game-rating-first = { $username }: sem rating → { $after } (primeiro rating)
# Why a rated game left a rating as it was (ratings.md), beside its "+0".
game-rating-special-rule = ratings separados por 400 pontos ou mais: sem alteração
game-rating-protection = um rating estabelecido não cai contra um jogador sem rating ou com rating provisório
game-not-rated = Os ratings não mudam: uma partida sem resultado não vale rating.
