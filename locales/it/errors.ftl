# Messaggi di errore per gli utenti.

error-not-found = Questa pagina non esiste.
error-csrf = Questo modulo è scaduto. Torna indietro, ricarica la pagina e riprova.
error-too-many-requests = Troppi tentativi. Attendi un minuto e riprova.
error-bad-form = Non è stato possibile leggere il modulo. Ricarica la pagina e riprova.
error-unknown-pool = Questa categoria di punteggio non esiste. Scegli corrispondenza o dal vivo.
error-nul-character = La richiesta contiene un carattere NUL (%00), che nessun nome, identificativo o testo può contenere: non è stato cambiato nulla.
error-internal = Qualcosa è andato storto da parte nostra. Riprova più tardi.
error-go-home = Vai alla pagina iniziale

error-username-too-short = Un nome utente ha almeno { $min } caratteri.
error-username-too-long = Un nome utente ha al massimo { $max } caratteri.
error-username-characters = Un nome utente può contenere solo lettere, cifre, "_" e "-".
error-username-taken = Questo nome utente è già in uso.
error-email-empty = Inserisci un indirizzo email.
error-email-too-long = Un indirizzo email ha al massimo { $max } caratteri.
error-email-malformed = Questo non sembra un indirizzo email (nome@example.org).
error-email-taken = Questo indirizzo email è già registrato.
error-email-same = Questo è già il tuo indirizzo.
error-password-too-short = Una password ha almeno { $min } caratteri.
error-password-too-long = Una password ha al massimo { $max } caratteri.
error-password-wrong = La password è errata.
error-login-wrong = Nome utente o password errati.
error-login-locked = Troppi tentativi falliti. Riprova tra { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
}.
error-link-invalid = Questo link è sconosciuto, è già stato usato o è scaduto.
error-token-description = Descrivi il token con un testo da 1 a { $max } caratteri, su una sola riga.
error-token-scope = Ambito sconosciuto: { $scope }.
