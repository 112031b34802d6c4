# Partidas, desafíos y sus correos.

game-rated = puntuable
game-casual = amistosa
game-club = partida del club (puntuaciones del club)
game-club-rating = Puntuación del club
tc-per-move = { $days ->
    [one] un día por jugada
   *[other] { $days } días por jugada
}
tc-per-game = { $days } días por jugador para toda la partida
tc-fischer = { $days } días más { $increment ->
    [one] un día
   *[other] { $increment } días
} por jugada
tc-club = G/{ $minutes }: { $minutes } minutos por jugador para toda la partida
tc-live = { $mode ->
    [fast] Rápida
   *[standard] Estándar
}: { $round } minutos por jugador, como mucho { $move ->
    [one] un minuto
   *[other] { $move } minutos
} por jugada{ $extra ->
    [0] {""}
   *[other] , { $extra } segundos más por jugada
}, { $takebacks ->
    [0] sin deshacer jugadas
    [one] una jugada por deshacer cada uno
   *[other] { $takebacks } jugadas por deshacer cada uno
}

outcome-won = Ganó { $winner }: { $reason }
outcome-no-winner = Resultado: { $reason }
outcome-no-result = Sin resultado: { $reason }
outcome-you-won = Ganaste: { $reason }
outcome-you-lost = Perdiste: { $reason }
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
reason-no-result-timeout = el tiempo se agotó antes de 5 jugadas de cada jugador
reason-quit-agreed = un jugador pidió retirarse y el otro aceptó
reason-quit = { $quitter } se retiró
reason-quit-you = te retiraste sin el acuerdo de tu rival
reason-quit-opponent = tu rival se retiró
no-result-aborted-you = Anulaste la partida
no-result-aborted-opponent = { $player } anuló la partida
no-result-aborted = { $player } anuló la partida
no-result-quit-agreed-you = Pediste retirarte y { $opponent } aceptó
no-result-quit-agreed-opponent = { $player } pidió retirarse y aceptaste
no-result-quit-agreed = { $player } pidió retirarse y { $opponent } aceptó
no-result-time-you = Tu tiempo se agotó antes de que hicieras 5 jugadas: sin resultado
no-result-time-opponent = El tiempo de { $player } se agotó antes de su 5.ª jugada: sin resultado
no-result-time = El tiempo de { $player } se agotó antes de su 5.ª jugada: sin resultado
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
# Los motivos tal como los elige quien rechaza, en primera persona.
decline-choice-generic = No acepto desafíos en este momento
decline-choice-later = Ahora no es buen momento; pídemelo más tarde
decline-choice-toofast = Este control de tiempo es demasiado rápido para mí
decline-choice-tooslow = Este control de tiempo es demasiado lento para mí
decline-choice-timecontrol = No acepto este control de tiempo
decline-choice-rated = Envíame mejor un desafío puntuable
decline-choice-casual = Envíame mejor un desafío amistoso
decline-choice-standard = No acepto partidas desde una posición preparada
decline-choice-nobot = No acepto desafíos de bots
challenge-you-play-white = juegas con blancas
challenge-you-play-black = juegas con negras
challenge-color-random = colores al azar

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

refusal-self-challenge = No puedes desafiarte a ti mismo.
refusal-rated-with-bot = Las partidas con una cuenta BOT nunca son puntuadas: desmarca «puntuada».
refusal-bot-open-game = Las cuentas BOT solo juegan mediante desafíos, no partidas abiertas.
refusal-blocked = { $username } no acepta tus desafíos.
refusal-dest-banned = { $username } está expulsado y no se le puede desafiar.
refusal-bad-position = Esto no es el FEN de una posición de ajedrez legal que se pueda jugar.
refusal-rated-custom-position = Una partida desde una posición personalizada no puede ser puntuable.
refusal-message-too-long = El mensaje tiene como máximo { $max } caracteres, sin caracteres de control.
refusal-club-control = G/5, G/10, G/15 y G/30 son partidas de club: desafía desde la escalera del club.
refusal-ladder-challenge-pending = Ya desafiaste a { $name } a esta partida de escalera ({ $id }): espera su respuesta.
refusal-own-open-game = No puedes unirte a tu propia partida abierta.
refusal-blocked-join = El jugador de esta partida abierta no te acepta.
refusal-chat-empty = El mensaje está vacío.
refusal-chat-too-long = Un mensaje del chat tiene como máximo { $max } caracteres.
refusal-chat-one-line = Un mensaje del chat es una sola línea de texto.
refusal-chat-too-fast = Demasiados mensajes: espera un minuto.
refusal-conditional-too-many = Como máximo { $lines } líneas de { $plies } jugadas cada una.
refusal-conditional-live = Las jugadas condicionales son para las partidas por correspondencia: en una partida en vivo, haz una prejugada en el tablero.
refusal-conditional-line = Línea { $line }: { $reason }
conditional-not-opponents-turn = las jugadas condicionales se introducen cuando le toca a tu rival.
conditional-unpaired = cada jugada de tu rival necesita tu respuesta.
conditional-move = jugada { $index }: { $reason }
conditional-conflicting-reply = jugada { $index }: ya respondes de otra manera a { $move }.

rule-game-over = La partida ha terminado.
rule-not-your-turn = No es tu turno.
rule-stale = La partida ha avanzado desde que la miraste: aquí está tal como está ahora.
rule-move-malformed = «{ $move }» no es una jugada: escríbela en notación algebraica (Nf3, exd5, O-O, e8=Q) o UCI (g1f3, e7e8q).
rule-move-illegal = «{ $move }» no es una jugada legal en esta posición.
rule-move-ambiguous = «{ $move }» corresponde a más de una jugada: indica qué pieza mueve (p. ej. Nbd2, R1e2).
rule-move-promotion = «{ $move }» llega a la última fila: añade la pieza en la que se convierte (=Q, =R, =B o =N).
rule-nothing-to-claim = No hay tablas que reclamar: la posición no se ha repetido tres veces contigo al turno y no han pasado cincuenta jugadas sin movimiento de peón ni captura.
rule-no-draw-offer = Tu rival no ha ofrecido tablas.
rule-not-stand-alone = Las partidas de torneo y de club no se pueden anular ni borrar.
rule-too-late-to-abort = La partida ya no se puede anular: ambos bandos han movido.
rule-too-early-to-delete = La partida no se puede borrar antes de que ambos bandos hayan movido: anúlala.
rule-no-deletion-request = Tu rival no ha pedido borrar la partida.
rule-not-live = Esta no es una partida en vivo: deshacer jugadas y pedir retirarse es solo para partidas en vivo.
rule-live-no-deletion = Las partidas en vivo no se pueden borrar: pide a tu rival permiso para retirarte.
rule-resign-too-early = Solo puedes abandonar tras 10 jugadas de cada jugador (20 medias jugadas), y la partida va por la media jugada { $ply }: { $quit ->
    [yes] hasta entonces, pide a tu rival permiso para retirarte.
   *[no] hasta entonces, sigue jugando o deja que se agote tu reloj.
}
rule-draw-request-too-early = Solo se pueden pedir tablas tras 10 jugadas de cada jugador (20 medias jugadas), y la partida va por la media jugada { $ply }.
rule-draw-requests-used = Ya has pedido tablas las { $max } veces que cada jugador puede en esta partida: aún puedes aceptar la oferta de tu rival o reclamar tablas.
rule-no-move-to-take-back = No tienes ninguna jugada que deshacer.
rule-opponent-replied = Tu rival ya ha respondido a tu última jugada: ya no se puede deshacer.
rule-takebacks-used = No te quedan jugadas por deshacer (esta partida da { $allowance } a cada jugador): ofrece a tu rival deshacer la jugada.
rule-no-takeback-offer = Tu rival no ha ofrecido deshacer su jugada.
rule-no-takebacks-in-club-games = Las partidas de club siguen solo las reglas del ajedrez: no se pueden deshacer jugadas.
rule-no-quit-requests = En las partidas de torneo y de club no se puede pedir retirarse: siempre tienen un resultado.
rule-no-quit-request = No hay ninguna petición de retirada que responder.
rule-own-quit-request = No puedes responder a tu propia petición de retirada.
rule-quit-already-requested = Ya pediste retirarte: tu rival todavía no ha respondido.
rule-quit-request-stands = Tu rival aún puede responder a la petición de retirada.
rule-record = No se ha podido reproducir el registro de la partida: avisa a un administrador.
refusal-note-too-long = Una nota tiene como máximo { $max } caracteres, sin caracteres de control.
refusal-unverified = Confirma tu dirección de correo antes de jugar: sigue el enlace que te enviamos.
refusal-bot-tournament = Las cuentas BOT no juegan torneos.
email-digest-subject = { $count ->
    [one] Te toca mover en una partida
   *[other] Te toca mover en { $count } partidas
}
email-digest-body = Estas son las partidas en las que te toca mover:
email-digest-line = contra { $opponent }, { $hours ->
    [one] queda una hora
   *[other] quedan { $hours } horas
}: { $link }
email-summary-subject = { $count ->
    [0] Tu semana en redqueen
    [one] Tu semana en redqueen: una partida espera tu jugada
   *[other] Tu semana en redqueen: { $count } partidas esperan tu jugada
}
email-summary-waiting = { $count ->
    [0] Ninguna partida espera tu jugada.
    [one] Una partida espera tu jugada:
   *[other] { $count } partidas esperan tu jugada:
}
email-summary-waiting-line = contra { $opponent }: { $link }
email-summary-results = { $count ->
    [0] Ninguna partida tuya terminó esta semana.
    [one] Una partida tuya terminó esta semana:
   *[other] { $count } partidas tuyas terminaron esta semana:
}
email-summary-result-line = contra { $opponent }, { $outcome }: { $link }
refusal-too-many-challenges = Demasiados desafíos: espera un minuto.
refusal-outside-rating-range = Tu puntuación está fuera del rango que pide esta partida abierta.
refusal-side-taken = Este lado del desafío abierto ya está ocupado o reservado para otro jugador, o ya tienes el otro lado.
refusal-game-cap = Ya juegas { $max } partidas, el máximo que este sitio permite a la vez: termina una antes.
refusal-opponent-game-cap = { $name } ya juega { $max } partidas, el máximo que este sitio permite a la vez.
refusal-no-rematch = La revancha sigue a una partida terminada que no es de un torneo ni de un club.

# The game page's opening explorer (docs/openings.md).
explorer-title = Explorador de aperturas
explorer-closed-live = El explorador de aperturas está cerrado durante las partidas en vivo: se abre cuando la partida termina.
explorer-results = Blancas / tablas / negras
explorer-move = Jugada
explorer-games = Partidas
explorer-rating = Puntuación media
explorer-empty = Ninguna partida terminada del sitio llegó a esta posición.
explorer-ended-here = Partidas terminadas del sitio que llegaron a esta posición: { $games }. Ninguna continuó desde ella.
explorer-source = De las partidas terminadas del sitio. En las partidas por correspondencia se pueden consultar libros y bases de datos de aperturas; motores, no.

# The analysis board (docs/analysis.md).
analysis-title = Tablero de análisis
analysis-game-title = Análisis: { $white } – { $black }
analysis-back-to-game = Volver a la partida
analysis-refused-in-progress = Esta partida todavía se está jugando: el motor y el tablero de análisis son para después de la partida, ya que no se permite la ayuda de un ordenador durante ella.
analysis-refused-in-play = Esta posición es de una partida que estás jugando: el motor y el tablero de análisis son para después de la partida, ya que no se permite la ayuda de un ordenador durante ella.
analysis-needs-scripts = El tablero de análisis y su motor necesitan JavaScript.
analysis-evaluation = Evaluación
analysis-engine = Motor
analysis-engine-hint = Stockfish se ejecuta en tu navegador, en tu dispositivo: no se envía nada al servidor.
analysis-analyse-game = Analizar la partida
analysis-analyse-line = Analizar la línea
analysis-progress = Analizando la posición { $done } de { $total }…
analysis-done = Análisis terminado. El motor sigue profundizando en la posición mostrada.
analysis-engine-failed = El motor no pudo iniciarse en este navegador.
analysis-depth = profundidad { $depth }
analysis-mate = Mate en { $moves }
analysis-checkmate = Jaque mate
analysis-best-line = Mejor línea
analysis-summary = Resumen
analysis-graph = Posibilidades de victoria de las blancas tras cada jugada
analysis-accuracy = Precisión
analysis-inaccuracies = Imprecisiones
analysis-mistakes = Errores
analysis-blunders = Errores graves
analysis-inaccuracy = Imprecisión
analysis-mistake = Error
analysis-blunder = Error grave
analysis-setup = Preparar una posición
analysis-setup-label = Un FEN, o una partida en PGN
analysis-setup-submit = Preparar
