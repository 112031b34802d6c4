# Perfis, o ranking, o localizador de adversários, as informações pessoais.

nav-leaderboard = Ranking
nav-players = Encontrar jogadores
pager-previous = Página anterior
pager-next = Próxima página

rating-unrated = Sem rating
rating-provisional = Provisório: { $rating } ({ $games ->
    [0] { $games } partidas
    [one] { $games } partida
   *[other] { $games } partidas
})

pool-name-correspondence = Correspondência
pool-name-live = Ao vivo
pool-rating-correspondence = Rating por correspondência
pool-rating-live = Rating ao vivo
pool-history-correspondence = Histórico do rating por correspondência
pool-history-live = Histórico do rating ao vivo
profile-record = Vitórias: { $win }, empates: { $draw }, derrotas: { $loss }; em andamento: { $playing }
profile-no-result = { $count ->
    [one] 1 partida sem resultado (cancelada ou sem resultado)
   *[other] { $count } partidas sem resultado (canceladas ou sem resultado)
}
profile-real-name = Nome
profile-country = País
profile-languages = Idiomas
profile-age = Idade
profile-bio = Sobre
profile-challenge = Desafiar
profile-banned = { $username } está banido deste site.
profile-edit = Editar suas informações pessoais
profile-history = Histórico de rating
profile-no-history = Ainda nenhuma partida ranqueada.
profile-chart-kept = Pontos vazados: partidas que deixaram o rating igual por uma regra (ratings separados por 400 pontos ou mais, ou um rating estabelecido contra um jogador sem rating ou com rating provisório).
profile-chart-label = Rating ao longo de { $games ->
    [one] { $games } partida ranqueada
   *[other] { $games } partidas ranqueadas
}: de { $first } a { $last }
profile-recent = Partidas recentes
profile-tournaments = Resultados em torneios
profile-no-tournaments = Ainda nenhum torneio terminado.
profile-tournament-won = Campeão
profile-place-swiss = { $rank }º de { $of } ({ $points } pts)
profile-place-group = { $rank }º de { $of } no grupo da rodada { $round }
profile-archive = Todas as partidas, com filtros
archive-title = Partidas de { $username }
archive-result = Resultado
archive-color = Cor
archive-kind = Relógio
archive-vs = Adversário
archive-any = Qualquer
archive-won = Vitória
archive-lost = Derrota
archive-drawn = Empate
archive-filter = Mostrar as partidas
archive-none = Nenhuma partida terminada corresponde.
archive-older = Partidas mais antigas

leaderboard-title = Ranking
leaderboard-pools = Categorias de rating
leaderboard-help = Jogadores com rating estabelecido (25 partidas ranqueadas ou mais) nesta categoria, do maior rating para o menor.
leaderboard-empty = Ninguém jogou 25 partidas ranqueadas ainda.
leaderboard-games = Partidas ranqueadas

finder-title = Encontrar adversários
finder-username = Nome de usuário começa com
finder-pool = Categoria de rating
finder-rating-min = Rating a partir de
finder-rating-max = Rating até
finder-country = País (duas letras, por exemplo BR)
finder-age-min = Idade a partir de
finder-age-max = Idade até
finder-language = Fala (código do idioma, por exemplo pt)
finder-active-days = Ativo nos últimos … dias
finder-search = Buscar
finder-none = Ninguém corresponde. Tente limites mais amplos.

personal-title = Informações pessoais
personal-help = Tudo aqui é opcional. Ajuda os membros a encontrar adversários com algo em comum, e só é mostrado a membros conectados.
personal-birth-year = Ano de nascimento
personal-country-hint = Duas letras (ISO 3166), por exemplo BR, PT, AO.
personal-languages-hint = Códigos de idioma separados por vírgulas, por exemplo pt, en.
personal-save = Salvar
personal-error-name = Um nome tem no máximo { $max } caracteres, em uma só linha.
personal-error-birth-year = O ano de nascimento é um ano de 1900 a { $latest }.
personal-error-country = Um país é indicado por duas letras, por exemplo BR.
personal-error-languages = Os idiomas são códigos de duas ou três letras separados por vírgulas, por exemplo pt, en.
personal-error-bio = “Sobre” tem no máximo { $max } caracteres, sem caracteres de controle.
personal-time-zone = Fuso horário
personal-time-zone-hint = Prazos, inícios e datas são escritos neste fuso horário nas páginas e nos seus e-mails. Ninguém mais o vê.
personal-time-zone-browser = Não escolhido: o do seu navegador, { $zone }
personal-error-time-zone = “{ $zone }” não é um fuso horário: escolha um da lista.

# Openings (docs/openings.md): the game page's and lists' opening, a
# profile's openings played. Opening names stay in English, as the
# table has them.
game-opening = Abertura
profile-openings = Aberturas
profile-openings-white = De brancas
profile-openings-black = De pretas
profile-no-openings = Ainda não há partida terminada com uma abertura conhecida.
profile-openings-games = Partidas
profile-openings-won = Vitórias
profile-openings-drawn = Empates
profile-openings-lost = Derrotas
