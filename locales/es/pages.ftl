# Las páginas de juego: desafíos, sala, mis partidas, la página de la partida.

nav-lobby = Sala
nav-challenges = Desafíos
nav-games = Mis partidas

notice-challenge-sent = Tu desafío se ha enviado.
notice-club-challenge-sent = Su desafío de escalera se ha enviado: aparece abajo hasta que se responda (un desafío en vivo caduca a los 10 minutos).
notice-challenge-declined = El desafío se ha rechazado.
notice-challenge-canceled = El desafío se ha retirado.
notice-open-game-created = Tu partida abierta está en la sala.
notice-email-options-saved = Se guardaron tus preferencias de notificaciones.
notice-blocks-saved = Se guardó tu lista de jugadores bloqueados.

duration-days-hours = { $days ->
    [one] 1 día
   *[other] { $days } días
} { $hours ->
    [one] 1 hora
   *[other] { $hours } horas
}
duration-hours-minutes = { $hours ->
    [one] 1 hora
   *[other] { $hours } horas
} { $minutes ->
    [one] 1 minuto
   *[other] { $minutes } minutos
}
duration-minutes = { $minutes ->
    [one] 1 minuto
   *[other] { $minutes } minutos
}
duration-seconds = { $seconds ->
    [one] 1 segundo
   *[other] { $seconds } segundos
}

play-time-control = Control de tiempo
play-your-color = Tu color
play-color-random = Al azar
play-color-white = Blancas
play-color-black = Negras
play-bad-time-control = Elige uno de los controles de tiempo que se ofrecen.
play-bad-color = Elige blancas, negras o al azar.
play-no-such-player = No hay ningún jugador llamado { $username }.
play-no-such-challenge = Este desafío ya no está abierto.
play-out-of-time = Se te acabó el tiempo antes de que llegara la jugada: la partida ha terminado.

challenges-title = Desafíos
challenges-incoming = Desafíos que te han hecho
challenges-outgoing = Tus desafíos
challenges-none = Ninguno por ahora.
challenges-accept = Aceptar
challenges-decline = Rechazar
challenges-reason = Motivo
challenges-cancel = Retirar
challenges-new = Desafiar a un jugador
challenges-rated = Partida puntuable
challenges-message = Mensaje (opcional)
challenges-send = Enviar el desafío

lobby-title = Sala
lobby-open-games = Partidas abiertas por correspondencia
lobby-live-games = Partidas abiertas en vivo
lobby-none = No hay partidas abiertas por ahora. ¡Abre una abajo!
lobby-player = Jugador
lobby-kind = Partida
lobby-join = Jugar
lobby-withdraw = Retirar
lobby-create = Abrir una partida a la que cualquiera pueda unirse
lobby-create-submit = Abrir la partida

games-title = Mis partidas
games-in-progress = En curso
games-finished = Terminadas
games-none = Todavía no hay partidas.
games-find = Busca un rival en la sala.
games-against = contra { $opponent }
games-your-move = te toca
games-their-move = le toca
games-you-play-white = juegas con blancas
games-you-play-black = juegas con negras
games-you-won = Ganaste
games-you-lost = Perdiste
games-drawn = Tablas
games-no-result = Sin resultado

game-title = { $white } – { $black }
game-board = Tablero
game-moves = Jugadas
game-skip-to-move = Saltar al campo de jugada
game-no-moves = Todavía no hay jugadas.
game-download-pgn = Descargar la partida (PGN)
game-to-move = Mueve { $username }
game-time-left = quedan { $left }, hasta el { $deadline }
game-your-move = Tu jugada
game-play = Jugar
game-move-offer-draw = Ofrecer tablas con esta jugada
game-wait = Esperando la jugada de tu rival.
game-draw-offer = Ofrecer tablas
game-draw-offered = Tu rival ofrece tablas.
game-draw-accept = Aceptar las tablas
game-draw-decline = Rechazar las tablas
game-draw-offer-standing = Has ofrecido tablas.
game-claim-draw = Reclamar tablas
game-abort = Anular la partida
game-resign = Abandonar
game-deletion-ask = Pedir que se borre la partida
game-deletion-asked = Tu rival pide borrar esta partida.
game-deletion-accept = Borrar la partida
game-deletion-decline = Conservar la partida
game-chat = Chat
game-spectator-chat = Chat de los espectadores
game-chat-send = Enviar
game-note = Notas privadas
game-note-private = Solo tú puedes leer tus notas.
game-note-save = Guardar las notas
game-conditional = Jugadas condicionales
game-conditional-help = Una línea por fila, empezando por la próxima jugada de tu rival, luego tu respuesta, y así sucesivamente (p. ej. «e5 Nf3 Nc6 Bb5»). Nadie más las ve.
game-conditional-save = Guardar las líneas

settings-more = Correo y jugadores bloqueados
email-options-title = Opciones de correo
email-options-your-turn = Cuando te toca mover
email-options-every-move = un correo en cada jugada
email-options-daily-digest = un correo al día con todas las partidas en las que te toca
email-options-off = ningún correo
email-options-also = Envíame también un correo
email-options-challenges = con los desafíos que me hacen y las respuestas a los míos
email-options-draw-offers = con las ofertas de tablas
email-options-game-over = cuando termina una partida
email-options-reminders = cuando se me acaba el tiempo para mover
email-options-account-emails = Los correos sobre tu cuenta (confirmación de dirección, cambio de contraseña) se envían siempre.
email-options-save = Guardar
blocks-title = Jugadores bloqueados
blocks-help = Los jugadores bloqueados no pueden desafiarte ni unirse a tus partidas abiertas.
blocks-none = No has bloqueado a nadie.
blocks-block = Bloquear
blocks-unblock = Desbloquear
game-rematch = Revancha
board-flip = Girar el tablero
board-confirm-moves = Confirmar las jugadas
board-confirm-question = ¿Jugar esta jugada?
board-confirm-yes = Jugarla
board-confirm-no = Deshacer
board-promote-to = Coronar en:
board-queen = Dama
board-rook = Torre
board-bishop = Alfil
board-knight = Caballo
board-reconnecting = Se perdió la conexión: reconectando…
board-socket-not-player = Solo los jugadores de esta partida pueden mover en ella.
board-white = Blancas
board-black = Negras
accessible-king = rey
accessible-queen = dama
accessible-rook = torre
accessible-bishop = alfil
accessible-knight = caballo
accessible-pawn = peón
accessible-takes = captura
accessible-promotes = promociona a { $piece }
accessible-check = jaque
accessible-checkmate = jaque mate
accessible-castles-short = enroque corto
accessible-castles-long = enroque largo
accessible-square-empty = { $square }: vacía
accessible-square-piece = { $square }: { $piece } ({ $color })
accessible-no-move = Todavía no hay jugadas.
accessible-moved = { $player }: { $move }
accessible-shown = Se muestra: { $move }
accessible-shown-start = Se muestra: la posición inicial
accessible-clock = { $player }: { $time }
accessible-box = Jugada u orden
accessible-help = Escribe una jugada (e4, Nf3, O-O) o una orden: p b o p n, las piezas de las blancas o de las negras; s e4, qué hay en una casilla; t, los relojes; l, la última jugada; h, esta ayuda.
accessible-announcements = Avisos

unsubscribe-title = Opciones de correo
unsubscribe-question = ¿Dejar de recibir correos sobre { $kind }?
unsubscribe-submit = Dejar de recibir estos correos
unsubscribe-done = Ya no recibirás correos sobre { $kind }. Puedes volver a activarlos en tus opciones de correo.
unsubscribe-kind-your-turn = tu turno para mover
unsubscribe-kind-challenges = desafíos
unsubscribe-kind-draw-offers = ofertas de tablas
unsubscribe-kind-game-over = partidas terminadas
unsubscribe-kind-reminders = el tiempo que se acaba
unsubscribe-kind-vacation-ending = el final de tus vacaciones
unsubscribe-kind-tournament-rounds = el comienzo de las rondas de tus torneos
unsubscribe-kind-weekly-summary = el resumen semanal

# El reloj de una partida nueva (formularios de desafío y de partida abierta).
clock-kind-correspondence = Por correspondencia (días)
clock-kind-live = En vivo (minutos)
clock-days = Días
clock-fischer = Días Fischer: una reserva y días añadidos tras cada jugada
clock-live-ranges = Estándar: de 30 a 120 minutos cada uno, de 1 a 10 minutos por jugada, sin tiempo extra. Rápida: de 5 a 30 minutos cada uno, de 1 a 5 minutos por jugada, sin tiempo extra o de 3 a 60 segundos por jugada.
clock-mode = Modalidad
clock-mode-standard = Estándar
clock-mode-fast = Rápida
clock-round-minutes = Tiempo de la partida (minutos cada uno)
clock-move-minutes = Tiempo por jugada (máximo de minutos para una jugada)
clock-extra-seconds = Tiempo extra por jugada (segundos; 0 para ninguno)
clock-takebacks = Jugadas por deshacer cada uno
clock-bad-number = Indica los ajustes de la partida en vivo con números enteros.
clock-bad-round = No se ofrece un tiempo de partida de { $minutes } minutos: en una partida { $mode } es de { $min } a { $max } minutos.
clock-bad-move = No se ofrece un tiempo por jugada de { $minutes } minutos: en una partida { $mode } es de { $min } a { $max } minutos.
clock-bad-extra = No se ofrecen { $seconds } segundos de tiempo extra: una partida { $mode } no tiene, o tiene de { $min } a { $max } segundos.
clock-no-extra = Una partida { $mode } no tiene tiempo extra: déjalo en 0.
clock-bad-takebacks = No se ofrecen { $count } jugadas por deshacer: elige de 0 a { $max }.

# Partidas en vivo (live-games.md): los relojes, las jugadas deshechas, las peticiones de retirarse, el final.
board-sound-on = Sonidos: activados
board-sound-off = Sonidos: desactivados
game-clock = Reloj de { $username }
game-move-time = Tiempo que queda para la jugada
game-extra-time = +{ $seconds } s
game-extra-time-title = Tiempo extra por jugada: { $seconds } s
game-draw-offer-left = Ofrecer tablas (quedan { $left })
game-resign-confirm = ¿Abandonar esta partida? La pierdes, y no se puede deshacer.
game-resign-confirm-yes = Sí, abandonar
game-live-after-twenty-plies = Abandonar y ofrecer tablas es posible tras 10 jugadas de cada jugador.
game-takeback = Deshacer tu jugada (quedan { $left })
game-takeback-offer = Pedir deshacer tu jugada
game-takeback-offered = Tu rival pide deshacer su última jugada.
game-takeback-accept = Permitir que la deshaga
game-takeback-decline = No permitirlo
game-takeback-offer-standing = Has pedido deshacer tu jugada.
game-quit-ask = Pedir retirarse
game-quit-confirm = ¿Pedir a tu rival que te deje retirarte? Si acepta, la partida termina sin resultado; si se niega o no responde dentro del tiempo por jugada, pierdes.
game-quit-confirm-yes = Sí, pedir retirarme
game-quit-asked = Tu rival pide retirarse. Si aceptas, la partida termina sin resultado; si te niegas, pierde.
game-status-quit-asked = Tu rival pide retirarse: responde debajo del tablero.
game-quit-agree = Aceptar: sin resultado
game-quit-decline = Negarse: pierde
game-quit-standing = Has pedido retirarte. Si tu rival se niega o no responde dentro del tiempo por jugada, pierdes.
game-your-turn = Te toca mover
open-challenge-title = Desafío abierto
open-challenge-help = El primer miembro que toma cada lado lo juega; la partida empieza cuando los dos lados están tomados.
open-challenge-kept = reservado para { $name }
open-challenge-free = libre
open-challenge-take-white = Jugar con blancas
open-challenge-take-black = Jugar con negras
open-challenge-log-in = Entra para jugar
game-tournament-round = ronda { $round }
game-abort-confirm = ¿Anular esta partida? Termina sin resultado y no se puede reanudar.
game-abort-confirm-yes = Sí, anular
game-deletion-ask-confirm = ¿Pedir a tu rival que borre esta partida? Si acepta, termina sin puntuar y solo vosotros dos podréis verla.
game-deletion-ask-confirm-yes = Sí, pedirlo
game-deletion-accept-confirm = ¿Borrar esta partida? Termina sin puntuar y solo vosotros dos podréis verla; no se puede deshacer.
game-deletion-accept-confirm-yes = Sí, borrarla
game-replay = Jugadas de la partida
game-replay-first = Posición inicial
game-replay-previous = Jugada anterior
game-replay-next = Jugada siguiente
game-replay-last = Última jugada
game-on-vacation = de vacaciones
game-material = Ventaja de material
game-copy-pgn = Copiar el PGN
game-copy-fen = Copiar el FEN
game-copied = Copiado
game-analysis-after = Los tableros de análisis y los motores son para después de la partida: no se permite la ayuda de un ordenador durante ella.
game-analyse = Analizar la partida con el motor
game-saved = Guardado.
notice-note-saved = Tus notas se guardaron.
notice-conditional-saved = Tus jugadas condicionales se guardaron.
game-over = Partida terminada
game-rating-change = { $username }: { $before } → { $after } ({ $diff })
game-rating-first = { $username }: sin rating → { $after } (primer rating)
# Why a rated game left a rating as it was (ratings.md), beside its "+0".
game-rating-special-rule = puntuaciones separadas por 400 puntos o más: sin cambio
game-rating-protection = una puntuación establecida no baja contra un jugador sin puntuación o con puntuación provisional
game-not-rated = Los ratings no cambian: una partida sin resultado no puntúa.
