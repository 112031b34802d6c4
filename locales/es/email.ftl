# Correos. Cada uno se envía como texto plano y como HTML.

email-greeting = Hola, { $username }:
email-signature = redqueen — ajedrez por correspondencia

email-verify-subject = Confirma tu dirección de correo
email-verify-body = Confirma que esta es tu dirección de correo siguiendo el enlace de abajo. El enlace funciona durante 48 horas.
email-verify-action = Confirmar mi dirección
email-verify-ignore = Si no lo pediste, ignora este correo: no cambia nada.

email-reset-subject = Elige una nueva contraseña
email-reset-body = Alguien, probablemente tú, pidió restablecer la contraseña de tu cuenta. Sigue el enlace de abajo para elegir una nueva. El enlace funciona una sola vez, durante una hora.
email-reset-action = Elegir una nueva contraseña
email-reset-ignore = Si no lo pediste, ignora este correo: tu contraseña sigue igual.

email-in-use-subject = Tu dirección se dio para otra cuenta
email-in-use-body = Alguien pidió usar esta dirección de correo para otra cuenta de este sitio. Ya es tuya, así que no cambió nada: tu cuenta y su dirección siguen igual. Si fuiste tú y no puedes entrar, elige una nueva contraseña.
email-in-use-action = Elegir una nueva contraseña
email-in-use-ignore = Si no fuiste tú, ignora este correo.
