# Clubes (clubs-and-ladder.md): la lista, la página de un club con su
# escalera dibujada como pirámide, informar y responder resultados, las
# herramientas de los directores, la ficha y el historial de un jugador.

nav-clubs = Clubes
clubs-title = Clubes
clubs-none = Todavía no hay clubes.
clubs-waiting = Resultados pendientes de usted
clubs-waiting-reported = comunicado por las blancas: confírmelo o discútalo
clubs-waiting-disputed = discutido por las negras: como director, confírmelo o corríjalo
clubs-found = Fundar un club
clubs-name = Nombre
clubs-description = Descripción
clubs-found-submit = Fundar el club
clubs-members = { $count ->
    [one] 1 miembro
   *[other] { $count } miembros
}
club-ladder = Escalera
club-ladder-empty = Todavía no hay nadie en la escalera.
club-rung = Peldaño { $rung }
club-card-rank = { $rung } · puesto { $rank }
club-card-rating = Puntuación { $rating }
club-card-rating-provisional = Puntuación { $rating } (provisional)
club-card-last-defense = Última defensa { $day }
club-card-never-defended = Sin defensas todavía
club-card-games = { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}
club-card-ranks-earned = { $direction ->
    [up] { $ranks ->
        [one] +1 puesto ganado
       *[other] +{ $ranks } puestos ganados
    }
    [down] { $ranks ->
        [one] 1 puesto perdido
       *[other] { $ranks } puestos perdidos
    }
   *[none] ningún puesto ganado
}
club-card-flagged = Ausente: { $ranks } puestos perdidos
club-card-new = Nuevo
club-directors = Directores: { $names }
club-season = Temporada del { $start } al { $end }; caída por ausencia el día { $day } de cada mes.
club-join = Pedir la entrada
club-requested = Has pedido entrar; un director te responderá.
club-report = Informar de una partida
club-report-hint = Informas de las partidas que jugaste con blancas; tu rival las confirma o las discute.
club-report-white = Blancas
club-report-black = Negras
club-report-result = Resultado
club-report-played-on = Jugada el
club-report-control = Ritmo
club-report-game-number = Partida del día (2 para una segunda partida igual)
club-report-submit = Informar del resultado
club-result-white = 1-0 (ganan las blancas)
club-result-black = 0-1 (ganan las negras)
club-result-draw = ½-½ (tablas)
club-games = Partidas
club-games-none = Todavía no hay partidas registradas.
club-status-reported = informada
club-status-confirmed = confirmada
club-status-disputed = discutida
club-confirm = Confirmar
club-dispute = Discutir
club-correct = Corregir el resultado
club-correct-submit = Corregir
club-requests = Peticiones de entrada
club-accept = Aceptar
club-refuse = Rechazar
club-add-member = Añadir un miembro
club-add-username = Nombre de usuario
club-add-joined-on = Entró en la escalera el (para una escalera en papel que se pasa al sitio; vacío: hoy)
club-add-submit = Añadir al final de la escalera
club-members-title = Miembros
club-remove-from-ladder = Quitar de la escalera
club-remove = Quitar del club
club-remove-question = No se puede deshacer. ¿Seguir?
club-make-director = Nombrar director
club-admin-directors = Directores (administración del sitio)
club-admin-directors-hint = Como administrador del sitio puedes nombrar director de este club a cualquier miembro, por ejemplo cuando se ha quedado sin ninguno.
club-director-mark = director
club-decay = Caída por ausencia
club-decay-explained = Aplica la caída por ausencia de este mes en un día de reunión: cada jugador que no defendió en todo el mes anterior baja tantos puestos como meses lleva sin defender. Si no, se aplica el { $day }.
club-decay-date = Día de reunión
club-decay-submit = Aplicar la caída
club-decay-question = La caída no se puede deshacer. ¿Aplicarla en este día?
club-done-founded = El club está fundado; eres su director.
club-done-requested = Tu petición se ha enviado a los directores.
club-done-reported = El resultado se ha registrado y la escalera se ha actualizado.
club-done-confirmed = Ha confirmado el resultado.
club-done-disputed = Ha discutido el resultado: queda marcado como discutido hasta que un director lo confirme o lo corrija, y se avisa a los directores.
club-done-corrected = El resultado se ha corregido; la escalera se ha recalculado desde esa partida.
club-done-member = Hecho.
club-done-decayed = Se ha aplicado la caída.
club-history-title = { $username } en { $club }
club-history = Cambios de puesto
club-history-none = Todavía no hay cambios de puesto.
club-cause-joined = Entró al final de la escalera
club-cause-left = Dejó la escalera
club-cause-game = Partida contra { $opponent }: { $result }
club-cause-corrected = Partida contra { $opponent }: { $result } (corregida)
club-cause-decay = Caída por ausencia
club-cause-placed = Colocado por el Clasificatorio Suizo de la escalera
club-rank-change = { $from } → { $to }
club-off-ladder = fuera de la escalera
club-error-not-found = No existe ese club.
club-error-no-such-member = Ningún miembro se llama { $name }.
club-error-bot = { $name } es una cuenta BOT: las cuentas BOT no se unen a clubes ni a eventos de club.
club-error-no-such-game = No existe esa partida en este club.
club-error-name = El nombre de un club tiene de 1 a { $max } caracteres, en una línea.
club-error-description = La descripción de un club tiene como mucho { $max } caracteres, sin caracteres de control.
club-error-name-taken = Ya existe un club con ese nombre.
club-error-founders-are-administrators = En este sitio solo los administradores fundan clubes.
club-error-not-director = Solo los directores del club pueden hacerlo.
club-error-already-member = Ya eres miembro de este club.
club-error-already-requested = Ya has pedido entrar en este club.
club-error-no-request = { $name } no ha pedido entrar en este club.
club-error-not-member = { $name } no es miembro de este club.
club-error-not-on-ladder = { $name } no está en la escalera del club.
club-error-same-player = Una partida necesita dos jugadores distintos.
club-error-not-white = Solo las blancas o un director informan de una partida.
club-error-not-black = Solo las negras confirman o discuten una partida informada por las blancas.
club-error-game-settled = Esta partida ya está { $status }.
club-error-result = El resultado es 1-0, 0-1 o ½-½.
club-error-time-control = El ritmo es G/5, G/10, G/15 o G/30.
club-error-date = Escribe la fecha como AAAA-MM-DD.
club-error-future-date = La fecha no puede ser futura.
club-error-before-joining = La partida no puede ser anterior a la entrada de { $name } en la escalera.
club-error-decay-this-month = La caída por ausencia ya se aplicó este mes (el { $day }).
club-error-decay-before-last = La caída por ausencia va hacia delante: la última se aplicó el { $day }.
club-error-last-director = { $name } es el último director del club: nombra primero a un sucesor (haz director a otro miembro) y después podrá irse.
club-error-game-number = El número de partida es un número entero del 1 al { $max }: 2 para una segunda partida igual ese día.
club-error-duplicate-game = Este resultado ya está registrado: partida { $id }, { $white } contra { $black }, { $result } el { $day } ({ $status }). Si jugaron otra partida igual ese día, regístrala con el número de partida { $next }.
club-error-decay-outside = Una caída por ausencia aplicada a mano es para un día del { $from } al { $to }: dentro de la temporada en curso, no antes de la fundación del club ni de la última caída, y no en el futuro.
club-error-joined-outside = El día en que un miembro se unió está entre la fundación del club ({ $from }) y hoy ({ $to }).
club-error-missing = Rellena todos los campos.
club-error-challenge-down = Un desafío de escalera va hacia arriba: { $name } está por debajo de ti.
club-challenge = Desafiar
club-awards = Los premios de la temporada hasta ahora
club-awards-title = { $club }: premios de la temporada { $season }
club-awards-none = Todavía no hay nadie en la escalera.
club-awards-trophies = Trofeos: los 3 primeros
club-awards-medals = Medallas: los 10 primeros
club-awards-highest-rated = Mejor puntuación ({ $rating })
club-awards-most-games = Más partidas jugadas ({ $games })
club-awards-most-ranks = Más puestos ganados ({ $ranks })
club-settings = Ajustes del club
club-settings-season-start = La temporada empieza el (MM-DD)
club-settings-season-end = La temporada termina el (MM-DD)
club-settings-decay-day = La caída por ausencia toca el día (1–28) de cada mes
club-settings-submit = Guardar los ajustes
club-done-settings = Los ajustes se han guardado.
club-error-season-start = La temporada empieza un día escrito MM-DD, por ejemplo 09-01.
club-error-season-end = La temporada termina un día escrito MM-DD, por ejemplo 06-30 (no el 29 de febrero), distinto del día en que empieza.
club-error-decay-day = El día de la caída es un día del mes del 1 al 28.
club-error-no-such-event = Este club no tiene ese torneo
club-error-no-such-board = Este torneo no tiene ese tablero
club-error-event-name = El nombre de un torneo tiene de 1 a { $max } caracteres, en una línea
club-error-event-format = Elija un formato: SLQ, Quad, Octo, suizo, round robin o Campeonato Anual, con sus rondas o el tamaño del grupo
club-error-announcement = Un anuncio tiene como máximo { $max } caracteres, sin caracteres de control
club-error-not-openable = El SLQ y el Campeonato Anual son solo para socios del club: no pueden ser abiertos
club-error-reseed-unconfirmed = El club ya tiene escalera esta temporada: confirme que el SLQ la vuelve a sembrar
club-error-members-only = Este torneo es solo para socios del club, y { $name } no lo es
club-error-already-entered = { $name } ya está inscrito en este torneo
club-error-not-entered = { $name } no está inscrito en este torneo
club-error-withdrawn = { $name } se retiró de este torneo y no se empareja más
club-error-entries-closed = Los grupos de un round robin se fijan al empezar: no hay inscripciones tardías
club-error-event-finished = El torneo ha terminado
club-error-too-few-entries = Un torneo necesita al menos dos jugadores para empezar
club-error-all-rounds-paired = Todas las rondas de este torneo están emparejadas
club-error-results-missing = { $count ->
    [one] Falta un resultado de esta ronda: la siguiente se empareja cuando estén todos
   *[other] Faltan { $count } resultados de esta ronda: la siguiente se empareja cuando estén todos
}
club-error-not-a-player = Solo los dos jugadores de un tablero, o un director, dan su resultado
club-error-already-reported = El resultado de este tablero ya está: las negras lo confirman o lo disputan, un director lo corrige
club-error-no-game = Este tablero no tiene partida a la que dar resultado
club-events = Torneos
club-events-title = Torneos de { $club }
club-events-none = Aún no hay torneos.
club-event-create = Crear un torneo
club-event-name = Nombre
club-event-format = Formato
club-event-format-hint = El SLQ construye la escalera: todos empiezan con 1200 y se recalculan tras cada ronda. Un Quad es un round robin de cuatro a G/10 en una reunión; un Octo, un suizo de tres rondas para ocho a G/30, una ronda por reunión. Las rondas (o el tamaño de grupo de un round robin) se eligen abajo. El SLQ se juega a G/5 si no elige otro ritmo, y siempre se puntúa con la tabla G/30 y SLQ.
club-event-rounds-field = Rondas, o tamaño de grupo de un round robin (vacío: el del formato)
club-event-control = Ritmo de juego
club-event-control-default = El del formato
club-event-open-label = Abierto a miembros del sitio que no son socios del club (no el SLQ ni el Campeonato)
club-event-announcement = Anuncio
club-event-announcement-hint = El día y la sala, los horarios de inscripción y de rondas, la cuota, los premios, el contacto, las reglas de rating
club-event-reseed = Este SLQ vuelve a sembrar la escalera de esta temporada
club-event-create-submit = Crear el torneo
club-event-status-entries = con inscripción abierta
club-event-status-running = en juego
club-event-status-finished = terminado
club-event-open = abierto
club-event-rounds = ronda { $paired } de { $rounds }
club-event-rounds-planned = { $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
}
club-event-print = Imprimir
club-event-export-csv = Clasificación (CSV)
club-event-export-trf = Informe TRF
club-event-entries = Inscritos ({ $count })
club-event-guest = invitado
club-event-withdrawn = retirado
club-event-enter = Inscribirse
club-event-enter-someone = Inscribir a un jugador (nombre de usuario)
club-event-withdraw = Retirarse
club-event-withdraw-someone = Retirar a un jugador (nombre de usuario)
club-event-withdraw-question = Un jugador retirado no se empareja más, y una partida suya sin jugar se pierde por incomparecencia. ¿Retirar?
club-event-start-round = Empezar la ronda { $round }
club-event-start-question = ¿Emparejar la ronda ahora? Empiécela cuando los jugadores estén en los tableros: una ronda emparejada no se puede deshacer.
club-event-round = Ronda { $round }
club-event-pairings-print = Emparejamientos para imprimir
club-event-board = Tablero
club-event-white = Blancas
club-event-black = Negras
club-event-result = Resultado
club-event-bye = descansa (½)
club-event-rest = descansa
club-event-forfeit = incomparecencia
club-event-report = Comunicar
club-event-section = Grupo { $section }
club-event-standings = Clasificación
club-event-player = Jugador
club-event-points = Puntos
club-event-aos = PRM
club-event-aos-title = Puntuación media de los rivales, el primer desempate
club-event-rating = Rating
club-event-crosstable-hint = W3w: ganó al número 3 con blancas; D tablas, L perdió; +3 y -3 incomparecencias; H descanso de medio punto; R descanso; … resultado pendiente.
club-event-ratings = Ratings del club tras cada ronda
club-event-after-round = Tras la { $round }
club-event-back = Volver al torneo
club-pairings-title = { $event }: ronda { $round }
club-format-slq = Clasificatorio Suizo de la escalera (6 rondas)
club-format-quad = Quad (grupos de 4, G/10)
club-format-octo = Octo (grupos de 8, 3 rondas, G/30)
club-format-swiss = Suizo (5 rondas)
club-format-rr = Round robin (grupos de 6)
club-format-championship = Campeonato Anual (suizo, 5 rondas)
club-format-championship-rr = Campeonato Anual (round robin)
club-event-done-created = El torneo está creado: los socios ya pueden inscribirse.
club-event-done-entered = Inscrito.
club-event-done-withdrawn = Retirado.
club-event-done-round = La ronda está emparejada: los emparejamientos están abajo, listos para imprimir.
club-event-done-result = El resultado está registrado.
club-event-done-corrected = El resultado está corregido; las puntuaciones y la escalera se han recalculado desde esa partida.
club-event-done-confirmed = Ha confirmado el resultado.
club-event-done-disputed = Ha discutido el resultado: se avisa a los directores y queda marcado como discutido hasta que uno lo confirme o lo corrija.
club-format-name = { $kind ->
    [slq] Clasificatorio Suizo de la escalera, { $count } rondas
    [quad] Quad
    [octo] Octo
    [swiss] Suizo, { $count } rondas
    [rr] Round robin, grupos de { $count }
    [championship] Campeonato Anual, un suizo de { $count } rondas
   *[championship-rr] Campeonato Anual, un round robin
}
club-event-waiting = { $count ->
    [one] Falta un resultado de esta ronda; la siguiente se empareja cuando llegue.
   *[other] Faltan { $count } resultados de esta ronda; la siguiente se empareja cuando lleguen.
}
club-error-empty-season = Esta temporada aún no tiene partidas: no hay nada que cerrar
club-awards-earlier = La temporada anterior
club-awards-later = La temporada siguiente
club-season-close = Cerrar la temporada
club-season-close-explained = En la última reunión del año: los premios de arriba son los de la temporada, y la siguiente empieza ahora. Las partidas jugadas y los puestos ganados vuelven a contar desde cero; la escalera y los ratings del club se mantienen.
club-season-close-question = ¿Cerrar esta temporada y empezar la siguiente? No se puede deshacer.
club-season-closed = La temporada está cerrada: este es su informe. La siguiente ya ha empezado.
club-event-on-server-label = Se juega en el servidor, con relojes G/N (en lugar de sobre el tablero)
club-event-on-server = en el servidor
club-event-game = La partida
club-error-played-on-server = Esta partida se juega en el servidor: su resultado viene de la partida
email-club-result-subject = { $white } comunicó su partida: { $result }
email-club-result-body = { $white } (blancas) comunicó el resultado de su partida en { $place }, jugada el { $day }: { $white } – { $black } { $result }. Cuenta de inmediato. Si es correcto, confírmelo; si no, discútalo y un director lo resolverá.
email-club-result-open = Abrir los resultados
email-club-dispute-subject = { $black } discute un resultado en { $place }
email-club-dispute-body = { $black } (negras) discute el resultado que { $white } comunicó de su partida jugada el { $day }: { $white } – { $black } { $result }. Queda marcado como discutido hasta que un director lo confirme o lo corrija (una corrección recalcula todos los cambios posteriores).
