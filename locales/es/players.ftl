# Perfiles, clasificación, buscador de rivales, información personal.

nav-leaderboard = Clasificación
nav-players = Buscar jugadores
pager-previous = Página anterior
pager-next = Página siguiente

rating-unrated = Sin puntuación
rating-provisional = Provisional: { $rating } ({ $games ->
    [one] 1 partida
   *[other] { $games } partidas
})

pool-name-correspondence = Por correspondencia
pool-name-live = En vivo
pool-rating-correspondence = Puntuación por correspondencia
pool-rating-live = Puntuación en vivo
pool-history-correspondence = Evolución de la puntuación por correspondencia
pool-history-live = Evolución de la puntuación en vivo
profile-record = { $win } ganadas, { $draw } tablas, { $loss } perdidas; { $playing } en curso
profile-no-result = { $count ->
    [one] 1 partida sin resultado (anulada o sin resultado)
   *[other] { $count } partidas sin resultado (anuladas o sin resultado)
}
profile-real-name = Nombre
profile-country = País
profile-languages = Idiomas
profile-age = Edad
profile-bio = Sobre mí
profile-challenge = Desafiar
profile-banned = { $username } está expulsado de este sitio.
profile-edit = Editar tu información personal
profile-history = Evolución de la puntuación
profile-no-history = Todavía no hay partidas puntuables.
profile-chart-kept = Puntos huecos: partidas que dejaron la puntuación igual por una regla (puntuaciones separadas por 400 puntos o más, o una puntuación establecida contra un jugador sin puntuación o con puntuación provisional).
profile-chart-label = Puntuación a lo largo de { $games ->
    [one] 1 partida puntuable
   *[other] { $games } partidas puntuables
}: de { $first } a { $last }
profile-recent = Partidas recientes
profile-tournaments = Resultados en torneos
profile-no-tournaments = Ningún torneo terminado todavía.
profile-tournament-won = Ganador
profile-place-swiss = { $rank } de { $of }, { $points } puntos
profile-place-group = { $rank } de { $of } en el grupo de la ronda { $round }
profile-archive = Todas las partidas, con filtros
archive-title = Partidas de { $username }
archive-result = Resultado
archive-color = Color
archive-kind = Reloj
archive-vs = Rival
archive-any = Cualquiera
archive-won = Ganadas
archive-lost = Perdidas
archive-drawn = Tablas
archive-filter = Mostrar las partidas
archive-none = Ninguna partida terminada coincide.
archive-older = Partidas anteriores

leaderboard-title = Clasificación
leaderboard-pools = Modalidades de puntuación
leaderboard-help = Jugadores establecidos (25 partidas puntuables o más) de esta modalidad, de mayor a menor puntuación.
leaderboard-empty = Nadie ha jugado todavía 25 partidas puntuables.
leaderboard-games = Partidas puntuables

finder-title = Buscar rivales
finder-username = El nombre empieza por
finder-pool = Modalidad de puntuación
finder-rating-min = Puntuación desde
finder-rating-max = Puntuación hasta
finder-country = País (dos letras, p. ej. ES)
finder-age-min = Edad desde
finder-age-max = Edad hasta
finder-language = Habla (código de idioma, p. ej. es)
finder-active-days = Activo en los últimos … días
finder-search = Buscar
finder-none = Nadie coincide. Prueba con límites más amplios.

personal-title = Información personal
personal-help = Todo es opcional. Ayuda a los miembros a encontrar rivales con algo en común y solo lo ven los miembros que han entrado.
personal-birth-year = Año de nacimiento
personal-country-hint = Dos letras (ISO 3166), p. ej. ES, GB, AR.
personal-languages-hint = Códigos de idioma separados por comas, p. ej. es, en.
personal-save = Guardar
personal-error-name = Un nombre tiene como máximo { $max } caracteres, en una línea.
personal-error-birth-year = El año de nacimiento es un año entre 1900 y { $latest }.
personal-error-country = Un país son dos letras, p. ej. ES.
personal-error-languages = Los idiomas son códigos de dos o tres letras separados por comas, p. ej. es, en.
personal-error-bio = «Sobre mí» tiene como máximo { $max } caracteres, sin caracteres de control.
personal-time-zone = Zona horaria
personal-time-zone-hint = Los plazos, los comienzos y las fechas se escriben en esta zona horaria en las páginas y en tus correos. Nadie más la ve.
personal-time-zone-browser = Sin elegir: la de tu navegador, { $zone }
personal-error-time-zone = «{ $zone }» no es una zona horaria: elige una de la lista.

# Openings (docs/openings.md): the game page's and lists' opening, a
# profile's openings played. Opening names stay in English, as the
# table has them.
game-opening = Apertura
profile-openings = Aperturas
profile-openings-white = Con blancas
profile-openings-black = Con negras
profile-no-openings = Todavía no hay ninguna partida terminada con una apertura con nombre.
profile-openings-games = Partidas
profile-openings-won = Ganadas
profile-openings-drawn = Tablas
profile-openings-lost = Perdidas
