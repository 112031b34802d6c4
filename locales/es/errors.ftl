# Mensajes de error que lee la gente.

error-not-found = Esta página no existe.
error-csrf = Este formulario ha caducado. Vuelve atrás, recarga la página e inténtalo de nuevo.
error-too-many-requests = Demasiados intentos. Espera un minuto e inténtalo de nuevo.
error-bad-form = No se pudo leer el formulario. Recarga la página e inténtalo de nuevo.
error-unknown-pool = No existe esa modalidad de puntuación. Elige por correspondencia o en vivo.
error-nul-character = La solicitud contiene un carácter NUL (%00), que ningún nombre, identificador ni texto puede contener: no se ha cambiado nada.
error-internal = Algo falló por nuestra parte. Inténtalo más tarde.
error-go-home = Ir a la portada

error-username-too-short = Un nombre de usuario tiene al menos { $min } caracteres.
error-username-too-long = Un nombre de usuario tiene como máximo { $max } caracteres.
error-username-characters = Un nombre de usuario solo puede contener letras, cifras, "_" y "-".
error-username-taken = Este nombre de usuario ya está ocupado.
error-email-empty = Escribe una dirección de correo.
error-email-too-long = Una dirección de correo tiene como máximo { $max } caracteres.
error-email-malformed = Esto no parece una dirección de correo (nombre@ejemplo.org).
error-email-taken = Esta dirección de correo ya está registrada.
error-email-same = Esta ya es tu dirección.
error-password-too-short = Una contraseña tiene al menos { $min } caracteres.
error-password-too-long = Una contraseña tiene como máximo { $max } caracteres.
error-password-wrong = La contraseña no es correcta.
error-login-wrong = Nombre de usuario o contraseña incorrectos.
error-login-locked = Demasiados intentos fallidos. Inténtalo de nuevo en { $minutes ->
    [one] un minuto
   *[other] { $minutes } minutos
}.
error-link-invalid = Este enlace no existe, ya se usó o ha caducado.
error-token-description = Describe el token con entre 1 y { $max } caracteres, en una línea.
error-token-scope = Permiso desconocido: { $scope }.
