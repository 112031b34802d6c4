# Partidas, desafíos y sus correos.

game-rated = puntuable
game-casual = amistosa
tc-per-move = { $days ->
    [one] un día por jugada
   *[other] { $days } días por jugada
}
tc-per-game = { $days } días por jugador para toda la partida
tc-fischer = { $days } días más { $increment ->
    [one] un día
   *[other] { $increment } días
} por jugada

outcome-won = Ganó { $winner }: { $reason }
outcome-no-winner = { $reason }
reason-mate = jaque mate
reason-resign = abandono
reason-stalemate = tablas por ahogado
reason-timeout = por tiempo
reason-draw-agreed = tablas de mutuo acuerdo
reason-threefold = tablas por triple repetición
reason-fifty-moves = tablas por la regla de las cincuenta jugadas
reason-fivefold = tablas por quíntuple repetición
reason-seventy-five-moves = tablas por la regla de las setenta y cinco jugadas
reason-insufficient-material = tablas: ninguno de los dos puede dar mate
reason-aborted = anulada
reason-deleted = borrada de mutuo acuerdo
reason-adjudicated = decidida por un administrador
reason-forfeit = por incomparecencia
reason-unknown = partida terminada

decline-generic = no acepta desafíos en este momento
decline-later = ahora no acepta desafíos; inténtalo más tarde
decline-toofast = este control de tiempo es demasiado rápido para su gusto
decline-tooslow = este control de tiempo es demasiado lento para su gusto
decline-timecontrol = no acepta este control de tiempo
decline-rated = prefiere jugar una partida puntuable
decline-casual = prefiere jugar una partida amistosa
decline-standard = no acepta partidas desde una posición especial
decline-variant = no quiere jugar esta variante
decline-nobot = no acepta desafíos de bots
decline-onlybot = solo acepta desafíos de bots

email-open-game = Abrir la partida
email-your-turn-subject = { $opponent } jugó { $move }: te toca
email-your-turn-body = En tu partida contra { $opponent }, { $opponent } jugó { $move }. Te toca mover.
email-draw-offered-subject = { $opponent } ofrece tablas
email-draw-offered-body = En tu partida contra { $opponent }, { $opponent } ofrece tablas. Acéptalas o recházalas en la página de la partida.
email-game-over-subject = Partida terminada contra { $opponent }
email-game-over-body = Tu partida contra { $opponent } ha terminado. { $outcome }.
email-game-over-pgn = La partida (PGN): { $link }
email-challenge-received-subject = { $challenger } te desafía
email-challenge-received-body = { $challenger } te desafía a una partida por correspondencia { $kind }, { $control }.
email-challenge-message = Su mensaje: «{ $message }»
email-challenge-see = Ver tus desafíos
email-challenge-accepted-subject = { $opponent } aceptó tu desafío
email-challenge-accepted-body = { $opponent } aceptó tu desafío: la partida ha empezado.
email-challenge-declined-subject = { $opponent } rechazó tu desafío
email-challenge-declined-body = { $opponent } rechazó tu desafío: { $reason }.
email-reminder-subject = Te toca contra { $opponent }: { $hours ->
    [one] queda una hora
   *[other] quedan { $hours } horas
}
email-reminder-body = Se te acaba el tiempo para mover en tu partida contra { $opponent }: { $hours ->
    [one] queda una hora
   *[other] quedan { $hours } horas
}. Quien se queda sin tiempo pierde la partida.
