# Férias (product.md §4): a página de configurações, o que os adversários
# veem, o e-mail de "fim das férias" e por que uma mudança foi recusada.

settings-vacation = Férias
settings-vacation-help = Enquanto você estiver de férias, seus relógios não correm em nenhuma partida por correspondência.
settings-vacation-manage = Agendar ou alterar suas férias

vacation-title = Férias
vacation-help = Enquanto você estiver de férias, seus relógios não correm em nenhuma das suas partidas por correspondência. Você ainda pode entrar e jogar, se quiser.
vacation-allowance = Dias restantes
vacation-days-left = { $year }: { $left ->
    [0] nenhum dia restante
    [one] { $left } dia restante
   *[other] { $left } dias restantes
} de { $allowance }
vacation-schedule = Agendar férias
vacation-start = Primeiro dia
vacation-days = Número de dias
vacation-utc = Os dias são contados em UTC: as férias começam à meia-noite UTC (imediatamente, se começarem hoje) e terminam à meia-noite UTC depois do último dia. Cada dia delas conta como um dia inteiro do ano em que cai.
vacation-schedule-submit = Agendar
vacation-list = Suas férias
vacation-none = Você não tem férias este ano.
vacation-period-heading = Dias
vacation-status-heading = Situação
vacation-actions-heading = Alterar
vacation-period = { $first } a { $last }
vacation-status-past = encerradas
vacation-status-current = em curso
vacation-status-upcoming = futuras
vacation-cancel = Cancelar
vacation-end-now = Encerrar agora

vacation-away-until = { $username } está de férias até { $until }: o relógio fica parado.
vacation-you-away-until = Você está de férias até { $until }: seu relógio fica parado.
vacation-opponent-away = de férias até { $until }

notice-vacation-scheduled = Suas férias foram agendadas.
notice-vacation-canceled = Suas férias foram canceladas e os dias delas estão livres de novo.
notice-vacation-ended = Suas férias terminaram: seus relógios voltaram a correr.

email-options-vacation-ending = O dia em que minhas férias terminam
email-options-tournament-rounds = quando começa uma rodada dos meus torneios
email-options-club-results = quando um resultado do clube espera minha confirmação (de pretas) ou decisão (como diretor)
email-options-club-matches = quando meu clube joga uma partida contra outro clube: convites, inscrições abertas, o início
email-options-weekly-summary = um resumo semanal: as partidas que me aguardam e os resultados da semana
email-vacation-ending-subject = Suas férias terminam no fim de { $last }
email-vacation-ending-body = Suas férias terminam à meia-noite UTC, no fim de { $last }. A partir daí, seus relógios voltam a correr em todas as suas partidas por correspondência.
email-vacation-ending-games = Ver suas partidas

vacation-error-date = Escreva o primeiro dia no formato AAAA-MM-DD, por exemplo 2026-07-01.
vacation-error-no-such-day = { $date } não é um dia do calendário.
vacation-error-days = Escreva o número de dias como um número inteiro, por exemplo 7.
vacation-error-zero-days = As férias duram pelo menos um dia.
vacation-error-past = As férias não podem começar no passado: { $start } é antes de hoje, { $today } (UTC).
vacation-error-too-far = As férias começam, no máximo, até o fim do próximo ano: { $start } é depois de { $last }.
vacation-error-overlap = Elas coincidiriam com suas férias de { $first } a { $last }.
vacation-error-allowance = Estas férias precisam de { $needed ->
    [one] { $needed } dia
   *[other] { $needed } dias
} de { $year }, mas { $left ->
    [0] não resta nenhum
    [one] só resta { $left }
   *[other] só restam { $left }
} para esse ano.
vacation-error-already-started = Estas férias já começaram: em vez disso, encerre-as antes.
vacation-error-not-started = Estas férias ainda não começaram: em vez disso, cancele-as.
vacation-error-already-over = Estas férias já terminaram.
vacation-error-no-such-vacation = Você não tem essas férias.
vacation-error-conflict = Uma das suas partidas mudou nesse meio-tempo: tente de novo.
