# Partidas, desafios e seus e-mails.

game-rated = ranqueada
game-casual = amigável
game-club = partida do clube (ratings do clube)
game-club-rating = Rating do clube
tc-per-move = { $days ->
    [one] { $days } dia por lance
   *[other] { $days } dias por lance
}
tc-per-game = { $days ->
    [one] { $days } dia
   *[other] { $days } dias
} por jogador para a partida inteira
tc-fischer = { $days ->
    [one] { $days } dia
   *[other] { $days } dias
} mais { $increment ->
    [0] { $increment } dias
    [one] { $increment } dia
   *[other] { $increment } dias
} por lance
tc-club = G/{ $minutes }: { $minutes } minutos por jogador para a partida inteira
tc-live = { $mode ->
    [fast] Rápido
   *[standard] Padrão
}: { $round } minutos por jogador, no máximo { $move ->
    [one] { $move } minuto
   *[other] { $move } minutos
} por lance{ $extra ->
    [0] {""}
    [one] , { $extra } segundo acrescentado por lance
   *[other] , { $extra } segundos acrescentados por lance
}, { $takebacks ->
    [0] sem voltar lances
    [one] cada um pode voltar { $takebacks } lance
   *[other] cada um pode voltar { $takebacks } lances
}

outcome-won = { $winner } venceu: { $reason }
outcome-no-winner = Resultado: { $reason }
outcome-no-result = Sem resultado: { $reason }
outcome-you-won = Você venceu: { $reason }
outcome-you-lost = Você perdeu: { $reason }
reason-mate = xeque-mate
reason-resign = desistência
reason-stalemate = empate por rei afogado
reason-timeout = por tempo
reason-draw-agreed = empate por acordo
reason-threefold = empate por repetição tripla
reason-fifty-moves = empate pela regra dos cinquenta lances
reason-fivefold = empate por repetição quíntupla
reason-seventy-five-moves = empate pela regra dos setenta e cinco lances
reason-insufficient-material = empate: nenhum dos lados pode dar xeque-mate
reason-aborted = cancelada
reason-deleted = excluída por acordo
reason-adjudicated = decidida por um administrador
reason-forfeit = W.O.
reason-no-result-timeout = o tempo acabou antes de 5 lances de cada jogador
reason-quit-agreed = um jogador pediu para abandonar e o outro concordou
reason-quit = { $quitter } abandonou
reason-quit-you = você abandonou sem o acordo do seu adversário
reason-quit-opponent = seu adversário abandonou
no-result-aborted-you = Você cancelou a partida
no-result-aborted-opponent = { $player } cancelou a partida
no-result-aborted = { $player } cancelou a partida
no-result-quit-agreed-you = Você pediu para abandonar e { $opponent } concordou
no-result-quit-agreed-opponent = { $player } pediu para abandonar e você concordou
no-result-quit-agreed = { $player } pediu para abandonar e { $opponent } concordou
no-result-time-you = Seu tempo acabou antes do seu 5º lance: sem resultado
no-result-time-opponent = O tempo de { $player } acabou antes do 5º lance dele(a): sem resultado
no-result-time = O tempo de { $player } acabou antes do 5º lance dele(a): sem resultado
reason-unknown = fim da partida

decline-generic = no momento, não está aceitando desafios
decline-later = não está aceitando desafios agora; tente mais tarde
decline-toofast = não aceita um ritmo tão rápido
decline-tooslow = não aceita um ritmo tão lento
decline-timecontrol = não está aceitando este ritmo
decline-rated = prefere jogar uma partida ranqueada
decline-casual = prefere jogar uma partida amigável
decline-standard = não está aceitando partidas a partir de uma posição especial
decline-variant = não quer jogar esta variante
decline-nobot = não está aceitando desafios de bots
decline-onlybot = só aceita desafios de bots
# Os motivos como o jogador que recusa os escolhe, na primeira pessoa.
decline-choice-generic = No momento não estou aceitando desafios
decline-choice-later = Agora não é um bom momento para mim; peça de novo mais tarde
decline-choice-toofast = Este ritmo é rápido demais para mim
decline-choice-tooslow = Este ritmo é lento demais para mim
decline-choice-timecontrol = Não estou aceitando este ritmo
decline-choice-rated = Prefiro que você me envie um desafio ranqueado
decline-choice-casual = Prefiro que você me envie um desafio amigável
decline-choice-standard = Não estou aceitando partidas a partir de uma posição montada
decline-choice-nobot = Não estou aceitando desafios de bots
challenge-you-play-white = você joga com as brancas
challenge-you-play-black = você joga com as pretas
challenge-color-random = cores sorteadas

email-open-game = Abrir a partida
email-your-turn-subject = { $opponent } jogou { $move }: sua vez
email-your-turn-body = Na sua partida contra { $opponent }, { $opponent } jogou { $move }. É a sua vez.
email-draw-offered-subject = { $opponent } propõe empate
email-draw-offered-body = Na sua partida contra { $opponent }, { $opponent } propõe empate. Aceite ou recuse na página da partida.
email-game-over-subject = Fim da partida contra { $opponent }
email-game-over-body = Sua partida contra { $opponent } terminou. { $outcome }.
email-game-over-pgn = O registro da partida (PGN): { $link }
email-challenge-received-subject = { $challenger } desafia você
email-challenge-received-body = { $challenger } desafia você para uma partida { $kind } por correspondência, { $control }.
email-challenge-message = Mensagem: “{ $message }”
email-challenge-see = Ver seus desafios
email-challenge-accepted-subject = { $opponent } aceitou seu desafio
email-challenge-accepted-body = { $opponent } aceitou seu desafio: a partida começou.
email-challenge-declined-subject = { $opponent } recusou seu desafio
email-challenge-declined-body = { $opponent } recusou seu desafio: { $reason }.
email-reminder-subject = Sua vez contra { $opponent }: { $hours ->
    [0] restam { $hours } horas
    [one] resta { $hours } hora
   *[other] restam { $hours } horas
}
email-reminder-body = Seu tempo para jogar na partida contra { $opponent } está acabando: { $hours ->
    [0] restam { $hours } horas
    [one] resta { $hours } hora
   *[other] restam { $hours } horas
}. Quem fica sem tempo perde a partida.

refusal-self-challenge = Você não pode desafiar a si mesmo.
refusal-rated-with-bot = Partidas com uma conta BOT nunca são ranqueadas: desmarque “Partida ranqueada”.
refusal-bot-open-game = Contas BOT jogam somente por desafios, não em partidas abertas.
refusal-blocked = { $username } não aceita desafios seus.
refusal-dest-banned = { $username } está banido e não pode ser desafiado.
refusal-bad-position = Este não é o FEN de uma posição de xadrez legal que possa ser jogada.
refusal-rated-custom-position = Uma partida a partir de uma posição personalizada não pode ser ranqueada.
refusal-message-too-long = A mensagem tem no máximo { $max } caracteres, sem caracteres de controle.
refusal-club-control = G/5, G/10, G/15 e G/30 são partidas de clube: desafie pela escada do clube.
refusal-ladder-challenge-pending = Você já desafiou { $name } para esta partida da escada ({ $id }): o desafio aguarda a resposta.
refusal-own-open-game = Você não pode entrar na sua própria partida aberta.
refusal-blocked-join = O jogador desta partida aberta não aceita você.
refusal-chat-empty = A mensagem está vazia.
refusal-chat-too-long = Uma mensagem de chat tem no máximo { $max } caracteres.
refusal-chat-one-line = Uma mensagem de chat é uma única linha de texto.
refusal-chat-too-fast = Mensagens demais: espere um minuto.
refusal-conditional-too-many = No máximo { $lines } linhas de no máximo { $plies } lances cada.
refusal-conditional-live = Lances condicionais são para partidas por correspondência: numa partida ao vivo, faça um pré-movimento no tabuleiro.
refusal-conditional-line = Linha { $line }: { $reason }
conditional-not-opponents-turn = os lances condicionais são informados enquanto é a vez do seu adversário.
conditional-unpaired = cada lance do seu adversário precisa de uma resposta sua.
conditional-move = lance { $index }: { $reason }
conditional-conflicting-reply = lance { $index }: você já responde de outra forma a { $move }.

rule-game-over = A partida terminou.
rule-not-your-turn = Não é a sua vez.
rule-stale = A partida avançou desde que você olhou: aqui está ela como está agora.
rule-move-malformed = “{ $move }” não é um lance: escreva-o em SAN (Nf3, exd5, O-O, e8=Q) ou UCI (g1f3, e7e8q).
rule-move-illegal = “{ $move }” não é um lance legal nesta posição.
rule-move-ambiguous = “{ $move }” corresponde a mais de um lance: diga qual peça se move (por exemplo, Nbd2, R1e2).
rule-move-promotion = “{ $move }” chega à última fileira: acrescente a peça em que ele se transforma (=Q, =R, =B ou =N).
rule-nothing-to-claim = Não há empate a reivindicar: a posição não ocorreu três vezes com você a jogar, e não se passaram cinquenta lances sem movimento de peão ou captura.
rule-no-draw-offer = Seu adversário não propôs empate.
rule-not-stand-alone = Partidas de torneio e de clube não podem ser canceladas nem excluídas.
rule-too-late-to-abort = A partida não pode mais ser cancelada: os dois lados já jogaram.
rule-too-early-to-delete = A partida não pode ser excluída antes de os dois lados jogarem: cancele-a.
rule-no-deletion-request = Seu adversário não pediu para excluir a partida.
rule-not-live = Esta não é uma partida ao vivo: voltar lances e pedir para abandonar são coisas das partidas ao vivo.
rule-live-no-deletion = Partidas ao vivo não podem ser excluídas: em vez disso, peça ao seu adversário para abandonar.
rule-resign-too-early = Você só pode desistir depois de 10 lances de cada jogador (20 meios-lances), e a partida está no meio-lance { $ply }: { $quit ->
    [yes] até lá, peça ao seu adversário para deixar você abandonar.
   *[no] até lá, continue jogando ou deixe seu relógio se esgotar.
}
rule-draw-request-too-early = Só é possível pedir empate depois de 10 lances de cada jogador (20 meios-lances), e a partida está no meio-lance { $ply }.
rule-draw-requests-used = Você já fez os { $max } pedidos de empate que cada jogador pode fazer nesta partida: ainda pode aceitar a proposta do adversário ou reivindicar empate.
rule-no-move-to-take-back = Você não tem nenhum lance para voltar.
rule-opponent-replied = Seu adversário já respondeu ao seu último lance: ele não pode mais ser voltado.
rule-takebacks-used = Você não pode mais voltar lances (esta partida permite { $allowance } a cada jogador): em vez disso, peça ao seu adversário para voltar o lance.
rule-no-takeback-offer = Seu adversário não pediu para voltar um lance.
rule-no-takebacks-in-club-games = Partidas de clube seguem apenas as regras do xadrez: não é possível voltar lances.
rule-no-quit-requests = Partidas de torneio e de clube não têm pedidos para abandonar: sempre terminam com um resultado.
rule-no-quit-request = Não há nenhum pedido para abandonar a responder.
rule-own-quit-request = Você não pode responder ao seu próprio pedido para abandonar.
rule-quit-already-requested = Você já pediu para abandonar: seu adversário ainda não respondeu.
rule-quit-request-stands = Seu adversário ainda pode responder ao pedido para abandonar.
rule-record = Não foi possível reproduzir o registro da partida: avise um administrador.
refusal-note-too-long = Uma nota tem no máximo { $max } caracteres, sem caracteres de controle.
refusal-unverified = Confirme seu endereço de e-mail antes de jogar: abra o link que enviamos para você.
refusal-bot-tournament = Contas BOT não jogam em torneios.
email-digest-subject = { $count ->
    [one] É a sua vez em { $count } partida
   *[other] É a sua vez em { $count } partidas
}
email-digest-body = Estas são as partidas em que é a sua vez:
email-digest-line = contra { $opponent }, { $hours ->
    [0] restam { $hours } horas
    [one] resta { $hours } hora
   *[other] restam { $hours } horas
}: { $link }
email-summary-subject = { $count ->
    [0] Sua semana no redqueen
    [one] Sua semana no redqueen: { $count } partida aguarda seu lance
   *[other] Sua semana no redqueen: { $count } partidas aguardam seu lance
}
email-summary-waiting = { $count ->
    [0] Nenhuma partida aguarda seu lance.
    [one] { $count } partida aguarda seu lance:
   *[other] { $count } partidas aguardam seu lance:
}
email-summary-waiting-line = contra { $opponent }: { $link }
email-summary-results = { $count ->
    [0] Nenhuma partida sua terminou esta semana.
    [one] { $count } partida sua terminou esta semana:
   *[other] { $count } partidas suas terminaram esta semana:
}
email-summary-result-line = contra { $opponent }, { $outcome }: { $link }
refusal-too-many-challenges = Desafios demais: espere um minuto.
refusal-outside-rating-range = Seu rating está fora da faixa exigida por esta partida aberta.
refusal-side-taken = Este lado do desafio aberto já está ocupado ou reservado para outro jogador, ou você já está com o outro lado.
refusal-game-cap = Você já joga { $max } partidas, o máximo que este site permite ao mesmo tempo: termine uma primeiro.
refusal-opponent-game-cap = { $name } já joga { $max } partidas, o máximo que este site permite ao mesmo tempo.
refusal-no-rematch = Uma revanche só pode vir depois de uma partida terminada que não pertença a nenhum torneio ou clube.

# The game page's opening explorer (docs/openings.md).
explorer-title = Explorador de aberturas
explorer-closed-live = O explorador de aberturas fica fechado durante as partidas ao vivo: ele abre quando a partida termina.
explorer-results = Brancas / empate / pretas
explorer-move = Lance
explorer-games = Partidas
explorer-rating = Rating médio
explorer-empty = Nenhuma partida terminada do site chegou a esta posição.
explorer-ended-here = Partidas terminadas do site que chegaram a esta posição: { $games }. Nenhuma continuou a partir dela.
explorer-source = A partir das partidas terminadas do site. Livros e bancos de dados de aberturas podem ser consultados nas partidas por correspondência; engines, não.

# The analysis board (docs/analysis.md).
analysis-title = Tabuleiro de análise
analysis-game-title = Análise: { $white } – { $black }
analysis-back-to-game = Voltar à partida
analysis-refused-in-progress = Esta partida ainda está em andamento: a engine e o tabuleiro de análise são para depois da partida, pois não é permitido receber ajuda de um computador durante ela.
analysis-refused-in-play = Esta posição é de uma partida que você está jogando: a engine e o tabuleiro de análise são para depois da partida, pois não é permitido receber ajuda de um computador durante ela.
analysis-needs-scripts = O tabuleiro de análise e sua engine precisam de JavaScript.
analysis-evaluation = Avaliação
analysis-engine = Engine
analysis-engine-hint = O Stockfish roda no seu navegador, no seu dispositivo: nada é enviado ao servidor.
analysis-analyse-game = Analisar a partida
analysis-analyse-line = Analisar a linha
analysis-progress = Analisando a posição { $done } de { $total }…
analysis-done = Análise concluída. A engine continua aprofundando a posição mostrada.
analysis-engine-failed = A engine não conseguiu iniciar neste navegador.
analysis-depth = profundidade { $depth }
analysis-mate = Mate em { $moves }
analysis-checkmate = Xeque-mate
analysis-best-line = Melhor linha
analysis-summary = Resumo
analysis-graph = Chances de vitória das brancas após cada lance
analysis-accuracy = Precisão
analysis-inaccuracies = Imprecisões
analysis-mistakes = Erros
analysis-blunders = Erros graves
analysis-inaccuracy = Imprecisão
analysis-mistake = Erro
analysis-blunder = Erro grave
analysis-setup = Montar uma posição
analysis-setup-label = Um FEN, ou uma partida em PGN
analysis-setup-submit = Montar
