# Registro, entrada, cambio de contraseña, ajustes y tokens.

field-username = Nombre de usuario
field-email = Dirección de correo
field-password = Contraseña
field-new-email = Nueva dirección de correo
field-new-password = Nueva contraseña
field-current-password = Contraseña actual

register-title = Crear una cuenta
register-username-hint = De 3 a 20 letras, cifras, "_" o "-". Los demás miembros lo ven.
register-email-hint = Solo tú y los administradores la ven.
register-submit = Crear mi cuenta
register-have-account = ¿Ya tienes una cuenta?

login-title = Entrar
login-submit = Entrar
login-forgot = ¿Olvidaste tu contraseña?
login-no-account = ¿Eres nuevo?

verify-failed-title = Este enlace no funciona
verify-failed-help = Entra y pide un nuevo enlace desde el aviso de la parte superior de la página.

reset-title = Olvidé mi contraseña
reset-request-help = Escribe la dirección de correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.
reset-request-submit = Enviarme un enlace
reset-choose-title = Elige una nueva contraseña
reset-choose-submit = Guardar la nueva contraseña

settings-title = Ajustes
settings-account = Tu cuenta
settings-email-verified = confirmada
settings-email-unverified = aún sin confirmar
settings-email-private = Tu dirección de correo nunca se muestra a otros miembros.
settings-change-email = Cambiar tu dirección de correo
settings-change-email-hint = Enviaremos un enlace a la nueva dirección; tu dirección cambiará cuando lo sigas.
settings-change-email-submit = Cambiar mi dirección
settings-change-password = Cambiar tu contraseña
settings-change-password-submit = Cambiar mi contraseña
settings-language = Idioma
settings-language-label = Idioma del sitio y de tus correos
settings-language-auto = El de mi navegador
settings-language-submit = Guardar
settings-tokens = Tokens de acceso a la API
settings-tokens-help = Los tokens permiten que programas de ajedrez y bots jueguen por ti mediante la API.
settings-tokens-manage = Gestionar los tokens
settings-email-options-help = Elige qué correos recibes: tu turno, desafíos, recordatorios, resultados.
settings-email-options-manage = Cambiar tus opciones de correo
settings-blocks-help = Los jugadores bloqueados no pueden desafiarte ni unirse a tus partidas abiertas.
settings-blocks-manage = Gestionar los jugadores bloqueados
settings-board-help = Los colores del tablero, las coordenadas, la confirmación de jugadas y los sonidos, en todos los navegadores que uses.
settings-board-manage = Elegir los ajustes del tablero
board-settings-title = Ajustes del tablero
board-settings-theme = Los colores del tablero
board-theme-brown = Marrón
board-theme-blue = Azul
board-theme-green = Verde
board-theme-grey = Gris
board-settings-coordinates = Mostrar las coordenadas en el tablero
board-settings-confirm-correspondence = Preguntar antes de enviar una jugada en las partidas por correspondencia
board-settings-confirm-live = Preguntar antes de enviar una jugada en las partidas en vivo
board-settings-sounds = Sonidos en las partidas en vivo
board-settings-dark = El sitio sigue el aspecto claro u oscuro de tu sistema.
board-settings-save = Guardar los ajustes del tablero
notice-board-settings-saved = Se guardaron tus ajustes del tablero.
settings-notifications = Notificaciones del navegador
settings-notifications-help = Este navegador puede avisarte cuando te toca mover o llega un desafío mientras la página del sitio está abierta en una pestaña que no estás mirando.
settings-notifications-unsupported = Este navegador no puede mostrar notificaciones.
settings-notifications-denied = Este navegador bloquea las notificaciones de este sitio: permítelas antes en los ajustes del sitio del navegador.
settings-notifications-enabled = Las notificaciones están activadas en este navegador.
settings-notifications-disabled = Las notificaciones están desactivadas en este navegador.
settings-notifications-script = Las notificaciones necesitan JavaScript.
settings-notifications-turn-on = Activar las notificaciones
settings-notifications-turn-off = Desactivar las notificaciones

tokens-title = Tokens de acceso a la API
tokens-new = Nuevo token
tokens-description = Descripción
tokens-scopes = Qué puede hacer
tokens-create = Crear el token
tokens-created = Aquí tienes tu nuevo token. Cópialo ahora: no se volverá a mostrar.
tokens-list = Tus tokens
tokens-none = No tienes tokens.
tokens-revoke = Revocar
scope-board-play = jugar partidas y buscar rivales con un programa de tablero
scope-bot-play = jugar como bot (solo cuentas de bot)
scope-challenge-read = ver los desafíos
scope-challenge-write = enviar, aceptar y rechazar desafíos

## Borrar la propia cuenta (product.md §1)
deletion-title = Borrar mi cuenta
settings-deletion-help = Borrar tu cuenta elimina tus datos personales y no se puede deshacer.
settings-deletion-read = Qué se borra y qué se conserva
deletion-erased = Se borra en el acto
deletion-erased-personal = Tu dirección de correo, tu contraseña, tus datos personales (nombre real, año de nacimiento, país, idiomas, presentación) y tu idioma.
deletion-erased-access = Tus sesiones y tus tokens de la API: se cierra la sesión en todos tus dispositivos y todos los programas pierden el acceso.
deletion-erased-private = Tus notas privadas, jugadas condicionales, bloqueos, opciones de correo, vacaciones y los correos pendientes de enviarte.
deletion-ended = Termina en el acto
deletion-ended-games = Cada partida que juegas: la pierdes por abandono y ganan tus rivales (puntuada como siempre).
deletion-ended-events = Tus inscripciones en torneos y eventos de club (quedas retirado), y tus desafíos y partidas abiertas.
deletion-kept = Se conserva, y por qué
deletion-kept-games = Tus partidas terminadas, su chat y tus puntuaciones en ellas: son tan de tus rivales como tuyas, y de ellas se hacen las clasificaciones de los torneos y las escaleras de los clubes.
deletion-kept-name = En ellas, tu nombre se sustituye por una lápida (deleted~ y un número). Tu nombre de usuario no se da nunca a nadie más, para que nadie se haga pasar por ti.
deletion-kept-reports = Las denuncias que enviaste y el registro de moderación: los administradores los conservan para proteger a los demás miembros.
deletion-confirm = Entiendo que no se puede deshacer.
deletion-confirm-missing = Marca la casilla para confirmar.
deletion-submit = Borrar mi cuenta para siempre
notice-account-deleted = Tu cuenta está borrada. Gracias por jugar aquí.

## Cuentas BOT (product.md §2)
bot-title = Cuenta BOT
settings-bot-help = Para que un programa de ajedrez juegue con esta cuenta mediante la API de bots.
settings-bot-read = Qué es una cuenta BOT
bot-help = Una cuenta BOT la juega un programa, mediante la API de bots de la API compatible con lichess (programas como lichess-bot funcionan sin cambios).
bot-rule-unrated = Sus partidas nunca son puntuadas, y «BOT» se muestra junto a su nombre en todas partes.
bot-rule-no-events = Solo juega mediante desafíos: ni partidas abiertas, ni torneos, ni clubes.
bot-rule-api = Sus tokens necesitan el permiso bot:play; la API del tablero le está cerrada.
bot-rule-forever = Solo una cuenta que no ha jugado ni se ha unido a nada puede convertirse en BOT, y lo sigue siendo.
bot-make = Convertir esta cuenta en BOT
bot-confirm = No se puede deshacer. ¿Convertir esta cuenta en BOT para siempre?
bot-confirm-yes = Sí, convertirla en BOT
bot-is-bot = Esta cuenta es una cuenta BOT.
bot-error-already = Esta cuenta ya es un BOT.
bot-error-has-played = Esta cuenta ha jugado partidas o se ha unido a un torneo o club, así que no puede convertirse en BOT.
notice-bot-made = Esta cuenta es ahora una cuenta BOT.
admin-action-bot = Convertir en cuenta BOT (antes de que juegue)
