# Notifications beyond the site's pages: the calendar feed (docs/calendar.md),
# pushes (docs/notifications.md) and the privacy page.

calendar-title = Calendario
settings-calendar-help = Tus plazos para mover, las rondas de tus torneos y de los eventos de tus clubes y tus vacaciones, en la aplicación de calendario de tu teléfono u ordenador.
settings-calendar-manage = Configurar tu calendario
calendar-intro = Suscríbete una vez en tu aplicación de calendario (en el teléfono, Google Calendar, Apple Calendar, Outlook, Thunderbird): muestra el plazo para mover en cada una de tus partidas por correspondencia, las rondas de tus torneos y de los eventos de tus clubes y tus vacaciones, y los vuelve a leer sola cada hora.
calendar-make = Crear la dirección de mi calendario
calendar-address = La dirección privada de tu calendario
calendar-subscribe = Suscribirme en mi aplicación de calendario
calendar-private = Guarda esta dirección para ti: quien la tenga puede leer tu calendario. Si se ha difundido, crea una nueva.
calendar-change = Cambiar la dirección
calendar-confirm = Entiendo que la dirección en uso dejará de funcionar
calendar-make-new = Crear una dirección nueva
calendar-turn-off = Desactivar el calendario
calendar-confirm-missing = Marca primero la casilla: la dirección en uso dejará de funcionar.
notice-calendar-made = Tu calendario tiene una dirección nueva: suscríbete a ella en tu aplicación de calendario.
notice-calendar-off = Tu calendario está desactivado: su dirección ya no funciona.
calendar-name = redqueen: { $username }
calendar-your-move = Te toca mover contra { $opponent }
calendar-your-move-body = El plazo para mover en tu partida contra { $opponent }. Cambia con cada jugada y con unas vacaciones.
calendar-their-move = Le toca mover a { $opponent }
calendar-their-move-body = El plazo para que { $opponent } mueva en vuestra partida. Cuando { $opponent } haya movido, tu propio plazo ocupará su lugar.
calendar-tournament-start = Empieza { $tournament }
calendar-tournament-start-body = Empieza el torneo en el que te inscribiste: comienzan tus primeras partidas.
calendar-tournament-round = { $tournament }: ronda { $round }
calendar-tournament-round-body = Comienzan las partidas de la ronda.
calendar-tournament-resume = { $tournament }: se reanuda la ronda { $round }
calendar-club-round = { $event }: ronda { $round }
calendar-club-game-white = Juegas con blancas contra { $opponent }.
calendar-club-game-black = Juegas con negras contra { $opponent }.
calendar-vacation = De vacaciones
calendar-vacation-body = Tus relojes no corren en tus partidas por correspondencia.

# The Notifications page: each kind by email, by push, both or neither,
# and the devices that receive pushes (docs/notifications.md).
notifications-title = Notificaciones
notifications-kind = Aviso
notifications-email = Correo
notifications-push = Notificación push
notifications-email-only = Solo por correo
push-devices = Dispositivos que reciben notificaciones push
push-help = Una notificación push llega a tu teléfono u ordenador aunque el sitio esté cerrado. Actívalas desde cada dispositivo, en el navegador que uses en él. En un iPhone o iPad, primero añade el sitio a tu pantalla de inicio («Compartir» y luego «Añadir a pantalla de inicio»), ábrelo desde allí y activa las notificaciones push.
push-turn-on = Activar las notificaciones push en este dispositivo
push-unsupported = Este navegador no puede recibir notificaciones push.
push-blocked = Las notificaciones de este sitio están bloqueadas en los ajustes de este navegador: permítelas allí y vuelve a intentarlo.
push-on-here = Este dispositivo recibe notificaciones push.
push-failed = El navegador no pudo activar las notificaciones push. Vuelve a intentarlo más tarde.
push-no-devices = Todavía ningún dispositivo recibe notificaciones push.
push-device-added = añadido el { $date }
push-remove = Dejar de enviar notificaciones push a este dispositivo
push-privacy = Una notificación push viaja por el servicio push de tu navegador, cifrada para tu dispositivo: el servicio ve cuándo se envía, no lo que dice.
push-too-many = Las notificaciones push pueden estar activadas en { $max } dispositivos como máximo: quita uno primero.
push-bad-subscription = Esto no es una suscripción como las que crea un navegador: no se ha cambiado nada.
push-another-members = Este dispositivo ya recibe las notificaciones push de otro miembro: puede desactivarlas en su página de Notificaciones. No se ha cambiado nada.
push-device-name = { $browser } en { $system }
push-device-unknown = Un navegador
notice-push-turned-on = Las notificaciones push están activadas en este dispositivo.
notice-push-device-removed = Ese dispositivo ya no recibe notificaciones push.

# The privacy page.
privacy-title = Privacidad
privacy-email-title = Tu dirección de correo
privacy-email-body = Tu dirección de correo nunca se muestra a otros miembros, ni se da ni se vende a nadie. El sitio solo te escribe lo que elegiste en la página Notificaciones y lo que concierne a tu cuenta (la confirmación de la dirección, una contraseña nueva).
privacy-details-title = Tus datos personales
privacy-details-body = Tu nombre, país, idiomas, año de nacimiento y unas palabras sobre ti son opcionales. Solo los ven los miembros que han iniciado sesión, para encontrar rivales con los que tengan algo en común.
privacy-push-title = Notificaciones push a tus dispositivos
privacy-push-body = Cuando activas las notificaciones push en un dispositivo, su navegador le da al sitio una dirección en su servicio push (gestionado por el fabricante del navegador, como Google, Mozilla, Apple o Microsoft) y una clave. Cada notificación se cifra con esa clave antes de salir del servidor: el servicio push solo ve un mensaje cifrado, su tamaño y la hora a la que se envía, nunca su texto (qué partida, qué rival, qué jugada). Quitar el dispositivo en tu página Notificaciones borra aquí su dirección.
privacy-calendar-title = Tu calendario
privacy-calendar-body = La dirección de tu calendario es secreta: quien la tenga puede leer tus plazos, rondas y vacaciones, y nada más. Si se ha difundido, crea una dirección nueva en la página Calendario: la antigua deja de funcionar al instante.
privacy-cookies-title = Cookies y scripts
privacy-cookies-body = El sitio usa cuatro cookies: una mantiene tu sesión iniciada, otra recuerda el idioma que elegiste, otra protege tus formularios contra falsificaciones y otra indica al sitio la zona horaria de tu navegador, para escribir las horas en ella hasta que elijas una. Ninguna cookie de publicidad o seguimiento, ni scripts de otros sitios.
