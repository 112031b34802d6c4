# El marco de cada página y la portada.

nav-skip = Ir al contenido
nav-label = Principal
nav-log-in = Entrar
nav-log-out = Salir
nav-register = Registrarse
nav-settings = Ajustes
nav-administration = Administración
nav-language = Idioma
nav-language-apply = Aplicar
nav-menu = Menú
nav-your-move = Tu turno
notify-turn = Te toca mover en redqueen
notify-turn-body = Tu rival ha movido.
notify-challenge = Tienes un nuevo desafío en redqueen
nav-club-results = Resultados
footer-text = redqueen — software libre para el ajedrez por correspondencia y en vivo, torneos y escaleras de club. No se permite jugar con ayuda de un ordenador; los libros de aperturas y las bases de datos sí.

home-title = Ajedrez por correspondencia, a tu ritmo
home-lead = Juega al ajedrez con gente de todas partes, una jugada al día o una a la semana. Tus partidas se guardan seguras en el servidor y te avisamos por correo cuando te toca.
home-feature-correspondence = Partidas medidas en días: relojes por jugada o por partida, y vacaciones cuando necesitas un descanso.
home-feature-live = Partidas en vivo de minutos: relojes Estándar y Rápido, retrocesos de jugada y gemas que se ganan y se pierden.
home-feature-email = Un correo cuando es tu turno, en tu idioma.
home-feature-tournaments = Puntuaciones, torneos de doble round robin y suizos, y escaleras de club.
home-feature-api = Funciona con programas y bots de ajedrez existentes mediante una API compatible con lichess.
home-register = Crear una cuenta
home-log-in = Ya tengo una cuenta
home-welcome-back = Hola de nuevo, { $username }.
home-welcome = ¡Te damos la bienvenida a redqueen, { $username }!
home-first-game = Tu primera partida está a un clic: únete a una partida abierta de la sala, abre una tuya o desafía a un jugador por su nombre.
home-find-game = Buscar partida
home-challenge = Desafiar a un jugador

notice-registered = ¡Bienvenido! Enviamos un correo a la dirección que diste: sigue su enlace para confirmarla, y habrás iniciado sesión.
notice-verified = Tu dirección de correo está confirmada. ¡Gracias!
notice-verification-sent = Te enviamos un nuevo enlace de confirmación.
notice-logged-out = Has salido de tu cuenta.
notice-password-changed = Tu contraseña se ha cambiado.
notice-email-change-sent = Enviamos un enlace de confirmación a la nueva dirección. Tu dirección cambiará cuando lo sigas.
notice-reset-sent = Si alguna cuenta usa esa dirección, le enviamos un enlace para elegir una nueva contraseña.
notice-password-reset = Tu contraseña se ha cambiado. Entra con la nueva.
notice-language-changed = Se guardó tu idioma.
notice-token-revoked = El token se ha revocado.

reminder-verify = Confirma tu dirección de correo con el enlace que te enviamos: podrás jugar en cuanto esté confirmada.
reminder-verify-resend = Enviar el enlace otra vez

# Un instante con la zona horaria en que está escrito (la del miembro, o UTC).
time-in-zone = { $time } ({ $zone })

# La página de idiomas (/languages).
footer-languages = Idiomas de este sitio
languages-title = Idiomas
languages-intro = El sitio habla estos idiomas, cada uno con todos los mensajes del inglés. Elige el tuyo con el selector de la parte superior de cada página; los miembros guardan su elección en sus ajustes.
languages-language = Idioma
languages-code = Código
languages-complete = Traducido
languages-percent = { $percent } %
languages-translate-title = Traduce el sitio a tu idioma
languages-translate-intro = ¿Falta tu idioma, o una palabra suena mal? Las traducciones son archivos de texto que cualquiera puede mejorar:
languages-translate-copy = Copia la carpeta { $folder } con el código de tu idioma (por ejemplo locales/sv) y traduce todos los mensajes de sus archivos.
languages-translate-messages = Deja el nombre de cada mensaje y sus { "{ $variables }" } tal como están; los recuentos usan las formas de plural de tu idioma; las jugadas conservan las letras K Q R B N.
languages-translate-list = Añade el idioma con su propio nombre a { $file }.
languages-translate-test = Ejecuta { $command }: la prueba nombra cada mensaje que falta, está vacío o usa otras variables.
languages-translate-send = Después envía tus archivos al proyecto como un cambio o una incidencia: el nuevo idioma aparece aquí cuando está completo.

# The page the installed app shows when the network is down.
offline-title = Estás sin conexión
offline-body = redqueen necesita la red para mostrar tus partidas y enviar tus jugadas. No se pierde nada: tus partidas se guardan en el servidor.
offline-retry = Reintentar
