# Clubes (clubs-and-ladder.md): a lista, a página de um clube com sua
# escada desenhada como pirâmide, informar e responder resultados, as
# ferramentas dos diretores, a ficha e o histórico de um jogador.

nav-clubs = Clubes
clubs-title = Clubes
clubs-none = Ainda não há nenhum clube.
clubs-waiting = Resultados à sua espera
clubs-waiting-reported = informado pelas brancas: confirme ou conteste
clubs-waiting-disputed = contestado pelas pretas: como diretor, confirme ou corrija
clubs-found = Fundar um clube
clubs-name = Nome
clubs-description = Descrição
clubs-found-submit = Fundar o clube
clubs-members = { $count ->
    [0] { $count } membros
    [one] { $count } membro
   *[other] { $count } membros
}
club-ladder = Escada
club-ladder-empty = Ainda não há ninguém na escada.
club-rung = Degrau { $rung }
club-card-rank = { $rung } · posição { $rank }
club-card-rating = Rating { $rating }
club-card-rating-provisional = Rating { $rating } (provisório)
club-card-last-defense = Última defesa: { $day }
club-card-never-defended = Ainda sem defesa
club-card-games = { $games ->
    [0] { $games } partidas
    [one] { $games } partida
   *[other] { $games } partidas
}
club-card-ranks-earned = { $direction ->
    [up] { $ranks ->
        [one] +1 posição ganha
       *[other] +{ $ranks } posições ganhas
    }
    [down] { $ranks ->
        [one] 1 posição perdida
       *[other] { $ranks } posições perdidas
    }
   *[none] nenhuma posição ganha
}
club-card-flagged = Ausente (posições perdidas: { $ranks })
club-card-new = Novo
club-directors = Diretores: { $names }
club-season = Temporada de { $start } a { $end }; queda por ausência no dia { $day } de cada mês.
club-join = Pedir para entrar
club-requested = Você pediu para entrar; um diretor vai responder.
club-report = Informar uma partida
club-report-hint = Você informa as partidas que jogou com as brancas; seu adversário confirma ou contesta.
club-report-white = Brancas
club-report-black = Pretas
club-report-result = Resultado
club-report-played-on = Jogada em
club-report-control = Ritmo
club-report-game-number = Partida do dia (2 para uma segunda partida igual)
club-report-submit = Informar o resultado
club-result-white = 1-0 (vitória das brancas)
club-result-black = 0-1 (vitória das pretas)
club-result-draw = ½-½ (empate)
club-games = Partidas
club-games-none = Ainda não há partidas registradas.
club-status-reported = informada
club-status-confirmed = confirmada
club-status-disputed = contestada
club-confirm = Confirmar
club-dispute = Contestar
club-correct = Corrigir o resultado
club-correct-submit = Corrigir
club-requests = Pedidos para entrar
club-accept = Aceitar
club-refuse = Recusar
club-add-member = Adicionar um membro
club-add-username = Nome de usuário
club-add-joined-on = Entrou na escada em (para uma escada em papel trazida para o site; vazio: hoje)
club-add-submit = Adicionar no fim da escada
club-members-title = Membros
club-remove-from-ladder = Tirar da escada
club-remove = Tirar do clube
club-remove-question = Isto não pode ser desfeito. Continuar?
club-make-director = Tornar diretor
club-admin-directors = Diretores (administração do site)
club-admin-directors-hint = Como administrador do site, você pode nomear qualquer membro diretor deste clube, por exemplo quando ele ficou sem nenhum.
club-director-mark = diretor
club-decay = Queda por ausência
club-decay-explained = Aplica a queda por ausência deste mês na data de um dia de encontro: cada jogador que não defendeu sua posição durante todo o mês anterior cai tantas posições quantos meses se passaram desde sua última defesa. Caso contrário, ela é aplicada em { $day }.
club-decay-date = Dia de encontro
club-decay-submit = Aplicar a queda
club-decay-question = A queda não pode ser desfeita. Aplicá-la na data deste dia?
club-done-founded = O clube foi fundado; você é o diretor dele.
club-done-requested = Seu pedido foi enviado aos diretores.
club-done-reported = O resultado foi registrado e a escada, atualizada.
club-done-confirmed = Você confirmou o resultado.
club-done-disputed = Você contestou o resultado: ele fica marcado como contestado até que um diretor o confirme ou corrija, e os diretores são avisados.
club-done-corrected = O resultado foi corrigido; a escada foi refeita a partir dessa partida.
club-done-member = Feito.
club-done-decayed = A queda foi aplicada.
club-history-title = { $username } em { $club }
club-history = Mudanças de posição
club-history-none = Ainda nenhuma mudança de posição.
club-cause-joined = Entrou na última posição
club-cause-left = Saiu da escada
club-cause-game = Partida contra { $opponent }: { $result }
club-cause-corrected = Partida contra { $opponent }: { $result } (corrigida)
club-cause-decay = Queda por ausência
club-cause-placed = Posicionado pelo Classificatório Suíço da Escada
club-rank-change = { $from } → { $to }
club-off-ladder = fora da escada
club-error-not-found = Esse clube não existe.
club-error-no-such-member = Nenhum membro se chama { $name }.
club-error-bot = { $name } é uma conta BOT: contas BOT não entram em clubes nem em eventos de clubes.
club-error-no-such-game = Essa partida não existe neste clube.
club-error-name = O nome de um clube tem de 1 a { $max } caracteres, em uma só linha.
club-error-description = A descrição de um clube tem no máximo { $max } caracteres, sem caracteres de controle.
club-error-name-taken = Já existe um clube com esse nome.
club-error-founders-are-administrators = Neste site, só os administradores fundam clubes.
club-error-not-director = Só os diretores do clube podem fazer isso.
club-error-already-member = Você já é membro deste clube.
club-error-already-requested = Você já pediu para entrar neste clube.
club-error-no-request = { $name } não pediu para entrar neste clube.
club-error-not-member = { $name } não é membro deste clube.
club-error-not-on-ladder = { $name } não está na escada do clube.
club-error-same-player = Uma partida precisa de dois jogadores diferentes.
club-error-not-white = Só as brancas ou um diretor informam uma partida.
club-error-not-black = Só as pretas confirmam ou contestam uma partida informada pelas brancas.
club-error-game-settled = Esta partida já está { $status }.
club-error-result = O resultado é 1-0, 0-1 ou ½-½.
club-error-time-control = O ritmo é G/5, G/10, G/15 ou G/30.
club-error-date = Escreva a data no formato AAAA-MM-DD.
club-error-future-date = A data não pode estar no futuro.
club-error-before-joining = A partida não pode ter sido jogada antes de { $name } entrar na escada.
club-error-decay-this-month = A queda por ausência já foi aplicada este mês (em { $day }).
club-error-decay-before-last = A queda por ausência só avança no tempo: a última foi aplicada em { $day }.
club-error-last-director = { $name } é o último diretor do clube: nomeie primeiro um sucessor (torne outro membro diretor) e depois poderá sair.
club-error-game-number = O número da partida é um número inteiro de 1 a { $max }: 2 para uma segunda partida igual nesse dia.
club-error-duplicate-game = Este resultado já está registrado: partida { $id }, { $white } contra { $black }, { $result } em { $day } ({ $status }). Se jogaram outra partida igual nesse dia, registre-a com o número de partida { $next }.
club-error-decay-outside = Uma queda por ausência aplicada à mão é para um dia de { $from } a { $to }: dentro da temporada em curso, não antes da fundação do clube nem da última queda, e não no futuro.
club-error-joined-outside = O dia de entrada de um membro fica entre a fundação do clube ({ $from }) e hoje ({ $to }).
club-error-missing = Preencha todos os campos.
club-error-challenge-down = Um desafio na escada é sempre para cima: { $name } está abaixo de você.
club-challenge = Desafiar
club-awards = Os prêmios da temporada até agora
club-awards-title = { $club }: prêmios da temporada { $season }
club-awards-none = Ainda não há ninguém na escada.
club-awards-trophies = Troféus: os 3 primeiros
club-awards-medals = Medalhas: os 10 primeiros
club-awards-highest-rated = Maior rating ({ $rating })
club-awards-most-games = Mais partidas jogadas ({ $games })
club-awards-most-ranks = Mais posições ganhas ({ $ranks })
club-settings = Configurações do clube
club-settings-season-start = A temporada começa em (MM-DD)
club-settings-season-end = A temporada termina em (MM-DD)
club-settings-decay-day = A queda por ausência acontece no dia (1–28) de cada mês
club-settings-submit = Salvar as configurações
club-done-settings = As configurações foram salvas.
club-error-season-start = A temporada começa num dia escrito MM-DD, por exemplo 09-01.
club-error-season-end = A temporada termina num dia escrito MM-DD, por exemplo 06-30 (não 29 de fevereiro), diferente do dia em que começa.
club-error-decay-day = O dia da queda é um dia do mês de 1 a 28.
club-error-no-such-event = Esse evento não existe neste clube
club-error-no-such-board = Esse tabuleiro não existe neste evento
club-error-event-name = O nome de um evento tem de 1 a { $max } caracteres, em uma só linha
club-error-event-format = Escolha um formato: SLQ, Quad, Octo, suíço, todos contra todos ou Campeonato Anual, com suas rodadas ou o tamanho dos grupos
club-error-announcement = Um anúncio tem no máximo { $max } caracteres, sem caracteres de controle
club-error-not-openable = O SLQ e o Campeonato Anual são só para membros do clube: não podem ser abertos
club-error-reseed-unconfirmed = O clube já tem uma escada nesta temporada: confirme que o SLQ vai montá-la de novo
club-error-members-only = Este evento é só para membros do clube, e { $name } não é membro
club-error-already-entered = { $name } já está inscrito neste evento
club-error-not-entered = { $name } não está inscrito neste evento
club-error-withdrawn = { $name } se retirou deste evento e não é mais pareado
club-error-entries-closed = Os grupos de um todos contra todos são definidos no início: não há inscrições atrasadas
club-error-event-finished = O evento terminou
club-error-too-few-entries = Um evento precisa de pelo menos dois jogadores para começar
club-error-all-rounds-paired = Todas as rodadas deste evento já foram pareadas
club-error-results-missing = { $count ->
    [one] Ainda falta { $count } resultado desta rodada: a próxima rodada é pareada quando todos os resultados estiverem registrados
   *[other] Ainda faltam { $count } resultados desta rodada: a próxima rodada é pareada quando todos os resultados estiverem registrados
}
club-error-not-a-player = Só os dois jogadores de um tabuleiro, ou um diretor, informam o resultado dele
club-error-already-reported = O resultado deste tabuleiro já foi informado: as pretas o confirmam ou contestam, e um diretor o corrige
club-error-no-game = Este tabuleiro não tem partida para informar resultado
club-events = Eventos
club-events-title = Eventos de { $club }
club-events-none = Ainda não há eventos.
club-event-create = Criar um evento
club-event-name = Nome
club-event-format = Formato
club-event-format-hint = O SLQ monta a escada: todos começam com 1200 e recebem novo rating após cada rodada. Um Quad é um todos contra todos de quatro jogadores em G/10, num só encontro; um Octo, um suíço de três rodadas com oito jogadores em G/30, uma rodada por encontro. O número de rodadas (ou o tamanho dos grupos de um todos contra todos) pode ser definido abaixo. O SLQ é jogado em G/5, a menos que você escolha outro ritmo, e sempre é avaliado com a tabela G/30 e SLQ.
club-event-rounds-field = Rodadas, ou tamanho dos grupos de um todos contra todos (vazio: o do formato)
club-event-control = Ritmo
club-event-control-default = O do formato
club-event-open-label = Aberto a membros do site que não são membros do clube (exceto o SLQ e o Campeonato)
club-event-announcement = Anúncio
club-event-announcement-hint = Dia e local, horários de inscrição e das rodadas, taxa de inscrição, prêmios, contato, regras de rating
club-event-reseed = Este SLQ monta de novo a escada desta temporada
club-event-create-submit = Criar o evento
club-event-status-entries = inscrições abertas
club-event-status-running = em andamento
club-event-status-finished = terminado
club-event-open = aberto
club-event-rounds = rodada { $paired } de { $rounds }
club-event-rounds-planned = { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}
club-event-print = Imprimir
club-event-export-csv = Classificação (CSV)
club-event-export-trf = Relatório TRF
club-event-entries = Inscritos ({ $count })
club-event-guest = convidado
club-event-withdrawn = retirado
club-event-enter = Inscrever-se
club-event-enter-someone = Inscrever um jogador (nome de usuário)
club-event-withdraw = Retirar-se
club-event-withdraw-someone = Retirar um jogador (nome de usuário)
club-event-withdraw-question = Um jogador retirado não é mais pareado, e uma partida dele ainda não jogada é perdida por W.O. Retirar?
club-event-start-round = Começar a rodada { $round }
club-event-start-question = Parear a rodada agora? Comece-a quando os jogadores estiverem nos tabuleiros: uma rodada pareada não pode ser desfeita.
club-event-round = Rodada { $round }
club-event-pairings-print = Pareamentos para imprimir
club-event-board = Tabuleiro
club-event-white = Brancas
club-event-black = Pretas
club-event-result = Resultado
club-event-bye = bye (½)
club-event-rest = folga
club-event-forfeit = W.O.
club-event-report = Informar
club-event-section = Grupo { $section }
club-event-standings = Classificação
club-event-player = Jogador
club-event-points = Pontos
club-event-aos = AOS
club-event-aos-title = Pontuação média dos adversários (AOS), o primeiro desempate
club-event-rating = Rating
club-event-crosstable-hint = W3w: venceu o número 3 com as brancas; D empatou, L perdeu; +3 e -3 W.O.; H bye de meio ponto; R folga; … resultado ainda não registrado.
club-event-ratings = Ratings do clube após cada rodada
club-event-after-round = Após a rodada { $round }
club-event-back = Voltar ao evento
club-pairings-title = { $event }: rodada { $round }
club-format-slq = Classificatório Suíço da Escada (6 rodadas)
club-format-quad = Quad (grupos de 4, G/10)
club-format-octo = Octo (grupos de 8, 3 rodadas, G/30)
club-format-swiss = Suíço (5 rodadas)
club-format-rr = Todos contra todos (grupos de 6)
club-format-championship = Campeonato Anual (suíço, 5 rodadas)
club-format-championship-rr = Campeonato Anual (todos contra todos)
club-event-done-created = O evento foi criado: os membros já podem se inscrever.
club-event-done-entered = Inscrição feita.
club-event-done-withdrawn = Inscrição retirada.
club-event-done-round = A rodada foi pareada: os pareamentos estão abaixo, prontos para imprimir.
club-event-done-result = O resultado foi registrado.
club-event-done-corrected = O resultado foi corrigido; os ratings e a escada foram recalculados a partir dessa partida.
club-event-done-confirmed = Você confirmou o resultado.
club-event-done-disputed = Você contestou o resultado: os diretores são avisados, e ele fica marcado como contestado até que um deles o confirme ou corrija.
club-format-name = { $kind ->
    [slq] Classificatório Suíço da Escada, { $count } rodadas
    [quad] Quad
    [octo] Octo
    [swiss] Suíço, { $count } rodadas
    [rr] Todos contra todos, grupos de { $count }
    [championship] Campeonato Anual, um suíço de { $count } rodadas
   *[championship-rr] Campeonato Anual, um todos contra todos
}
club-event-waiting = { $count ->
    [one] Ainda falta { $count } resultado desta rodada; a próxima rodada é pareada quando ele chegar.
   *[other] Ainda faltam { $count } resultados desta rodada; a próxima rodada é pareada quando eles chegarem.
}
club-error-empty-season = Esta temporada ainda não tem partidas: não há nada para encerrar
club-awards-earlier = A temporada anterior
club-awards-later = A temporada seguinte
club-season-close = Encerrar a temporada
club-season-close-explained = No último encontro do ano: os prêmios acima são os da temporada, e a próxima temporada começa agora. Partidas jogadas e posições ganhas voltam a contar do zero; a escada e os ratings do clube continuam.
club-season-close-question = Encerrar esta temporada e começar a próxima? Isto não pode ser desfeito.
club-season-closed = A temporada foi encerrada: este é o relatório dela. A próxima temporada já começou.
club-event-on-server-label = Jogado no servidor, com relógios G/N (em vez de no tabuleiro físico)
club-event-on-server = no servidor
club-event-game = A partida
club-error-played-on-server = Esta partida é jogada no servidor: o resultado vem da própria partida
email-club-result-subject = { $white } informou sua partida: { $result }
email-club-result-body = { $white } (brancas) informou o resultado da sua partida em { $place }, jogada em { $day }: { $white } – { $black } { $result }. Ele conta na hora. Se estiver certo, confirme; se não, conteste e um diretor vai decidir.
email-club-result-open = Abrir os resultados
email-club-dispute-subject = { $black } contesta um resultado em { $place }
email-club-dispute-body = { $black } (pretas) contesta o resultado que { $white } informou da partida jogada em { $day }: { $white } – { $black } { $result }. Ele fica marcado como contestado até que um diretor o confirme ou corrija (uma correção recalcula todas as mudanças posteriores).
