# Torneos: las listas, el formulario de creación, la página de un torneo,
# los rechazos y los correos.

nav-tournaments = Torneos

tournaments-title = Torneos
tournaments-create = Crear un torneo
tournaments-upcoming = Próximos
tournaments-in-progress = En curso
tournaments-finished = Terminados
tournaments-none = Ninguno por ahora.
tournaments-round = Ronda { $round }

tournament-name = Nombre
tournament-system = Sistema
tournament-swiss = Suizo
tournament-drr = Doble round robin
tournament-system-swiss = { $rounds ->
    [one] Suizo, una ronda
   *[other] Suizo, { $rounds } rondas
}
tournament-system-drr = Doble round robin, grupos de hasta { $size }
tournament-players = Jugadores
tournament-players-count = { $count } (de { $min } a { $max })
tournament-status = Estado
tournament-status-upcoming = Próximo
tournament-status-in-progress = En curso
tournament-status-finished = Terminado
tournament-status-cancelled = Cancelado
tournament-starts = Comienza
tournament-signup = Inscripción
tournament-rating-range = Rango de puntuación
tournament-rating-any = Cualquiera puede inscribirse
tournament-vacation = Vacaciones
tournament-vacation-yes = Permitidas
tournament-vacation-no = No permitidas: los relojes corren durante las vacaciones
tournament-vacation-allowed = Vacaciones permitidas
tournament-winner = Ganador:
tournament-ended-no-pairing = Ningún emparejamiento de la ronda { $round } cumplía todas las reglas, así que el torneo terminó tras la ronda { $played }.
tournament-ended-too-few = Quedaban menos de dos jugadores por emparejar, así que el torneo terminó tras la ronda { $played }.
tournament-cancelled-note = Cancelado: se inscribieron { $players }, menos de los { $minimum } necesarios.
tournament-join = Inscribirme
tournament-leave = Retirarme
tournament-you-joined = Estás inscrito.
tournament-log-in-to-join = Inicia sesión para inscribirte
tournament-no-players = Aún no se ha inscrito nadie.
tournament-disqualified = descalificado: perdió por tiempo
tournament-withdrawn = retirado
tournament-standings = Clasificación
tournament-crosstable = Tabla cruzada
tournament-crosstable-swiss-help = Cada ronda muestra el puesto del rival, el color jugado (w blancas, b negras) y los puntos ganados: 2 por victoria, 1 por tablas, 0 por derrota; * mientras se juega la partida.
tournament-score = Puntos
tournament-games = Partidas
tournament-aos = PMR
tournament-aos-long = Puntuación media de los rivales: los puntos de los rivales, sin los que hicieron contra este jugador, por partida (primer desempate)
tournament-lot = Sorteo
tournament-lot-long = El número sorteado, último desempate (gana el menor)
tournament-unrated = sin puntuación
tournament-round-playing = en juego
tournament-round-finished = terminada
tournament-seed = Semilla de las elecciones al azar de esta ronda: { $seed }
tournament-bye = Descanso
tournament-group = Grupo { $group }
tournament-pairings = Emparejamientos
tournament-board = Tablero
tournament-white = Blancas
tournament-black = Negras
tournament-result = Resultado
tournament-in-progress = en juego

tournament-new-title = Nuevo torneo
tournament-new-pause = Pausa entre rondas (minutos, en vivo)
tournament-new-pause-hint = Torneos en vivo: la ronda siguiente, y en un grupo la siguiente ronda Berger, empieza tras esta pausa (de 0 a 60 minutos; 2 si se deja vacío). Las rondas por correspondencia empiezan enseguida.
tournament-new-rounds = Rondas (suizo)
tournament-new-group-size = Tamaño de grupo (doble round robin)
tournament-new-starts-at = Comienzo
tournament-new-signup-opens-at = Apertura de la inscripción (vacío: ahora)
tournament-new-signup-closes-at = Cierre de la inscripción (vacío: al comienzo)
tournament-new-utc = Las fechas y horas están en UTC.
tournament-new-min-players = Mínimo de jugadores
tournament-new-max-players = Máximo de jugadores
tournament-new-rating-min = Puntuación mínima (vacío: ninguna)
tournament-new-rating-max = Puntuación máxima (vacío: ninguna)
tournament-new-submit = Crear el torneo

tournament-setting-name = El nombre tiene de 1 a { $max } caracteres, en una línea.
tournament-setting-kind = Un torneo es por correspondencia o en vivo.
tournament-setting-system = Elige suizo o doble round robin.
tournament-setting-rounds = Un suizo tiene de 1 a { $max } rondas.
tournament-setting-group-size = Un grupo tiene de 2 a { $max } jugadores.
tournament-setting-time-control = Elige un control de tiempo.
tournament-setting-live-time-control = Un torneo en vivo necesita un reloj en vivo: Rápida (de 5 a 30 minutos cada uno, de 1 a 5 por jugada) o Estándar (de 30 a 120 minutos cada uno, de 1 a 10 por jugada).
tournament-setting-pause = La pausa entre las rondas de un torneo en vivo es de 0 a { $max } minutos; un torneo por correspondencia no tiene.
tournament-setting-starts-at = Indica el comienzo como fecha y hora.
tournament-setting-signup-opens-at = Indica la apertura de la inscripción como fecha y hora, o déjala vacía.
tournament-setting-signup-closes-at = Indica el cierre de la inscripción como fecha y hora, o déjalo vacío.
tournament-setting-start-in-past = El comienzo debe estar en el futuro.
tournament-setting-start-too-late = El comienzo está como mucho a un año.
tournament-setting-signup-window = La inscripción abre antes de cerrar, y cierra no después del comienzo.
tournament-setting-min-players = El mínimo es de 2 a { $max } jugadores.
tournament-setting-max-players = El máximo es al menos el mínimo y como mucho { $max } jugadores.
tournament-setting-rating-range = Las puntuaciones van de 0 a 4000, la menor primero; cualquiera puede quedar vacía.
tournament-setting-flag = La casilla { $field } está marcada o no.

tournament-error-not-found = No existe ese torneo.
tournament-error-not-admin = Solo los administradores crean torneos.
tournament-error-signup-not-open = La inscripción aún no está abierta.
tournament-error-signup-closed = La inscripción está cerrada.
tournament-error-started = El torneo ha comenzado: los jugadores se inscriben y se retiran solo antes del comienzo.
tournament-error-full = El torneo está completo.
tournament-error-over = El torneo ha terminado.
tournament-withdraw = Retirarse del torneo
tournament-withdraw-confirm = ¿Retirarte? No volverás a ser emparejado, y pierdes tus partidas en curso de este torneo (en un doble round robin, también el resto de las partidas de tu grupo). No se puede deshacer.
tournament-withdraw-confirm-yes = Sí, retirarme
tournament-error-already-joined = Ya estás inscrito en este torneo.
tournament-error-not-joined = No estás inscrito en este torneo.
tournament-error-outside-rating-range = Tu puntuación por correspondencia está fuera del rango que pide este torneo (los jugadores sin puntuación quedan fuera de cualquier rango).

email-tournament-round-subject = Ha comenzado la ronda { $round } de { $tournament }
email-tournament-round-body = Ha comenzado la ronda { $round } de { $tournament }.
email-tournament-game-white = Juegas con blancas contra { $opponent }: { $link }
email-tournament-game-black = Juegas con negras contra { $opponent }: { $link }
email-tournament-bye = Descansas esta ronda: sin partida, y con un punto.
email-tournament-open = Ver el torneo
email-tournament-cancelled-subject = { $tournament } se ha cancelado
email-tournament-cancelled-body = { $tournament } necesitaba al menos { $minimum } jugadores y se inscribieron { $players }, así que se ha cancelado. No se ha empezado ninguna partida.
