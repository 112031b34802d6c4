# La cornice di ogni pagina e la pagina iniziale.

nav-skip = Vai al contenuto
nav-label = Principale
nav-log-in = Accedi
nav-log-out = Esci
nav-register = Registrati
nav-settings = Impostazioni
nav-administration = Amministrazione
nav-language = Lingua
nav-language-apply = Applica
nav-menu = Menu
nav-your-move = Tocca a te
notify-turn = Tocca a te su redqueen
notify-turn-body = Il tuo avversario ha mosso.
notify-challenge = Hai una nuova sfida su redqueen
nav-club-results = Risultati
footer-text = redqueen — software libero per gli scacchi per corrispondenza e dal vivo, i tornei e le scale di club. Non è permesso giocare con l'aiuto di un computer; libri di aperture e database sì.

home-title = Scacchi per corrispondenza, con i tuoi tempi
home-lead = Gioca a scacchi con persone di tutto il mondo, una mossa al giorno o una alla settimana. Le tue partite sono custodite al sicuro sul server e ti avvisiamo via email quando tocca a te.
home-feature-correspondence = Partite misurate in giorni: orologi per mossa o per partita, e vacanze quando hai bisogno di una pausa.
home-feature-live = Partite dal vivo in pochi minuti: orologi Standard e Veloce, ritiri di mossa e gemme vinte e perse.
home-feature-email = Un'email quando tocca a te, nella tua lingua.
home-feature-tournaments = Punteggi, tornei a doppio girone all'italiana e svizzeri, e scale di club.
home-feature-api = Funziona con i client di scacchi e i bot esistenti grazie a un'API compatibile con lichess.
home-register = Crea un account
home-log-in = Ho già un account
home-welcome-back = Ti diamo il bentornato, { $username }.
home-welcome = Ti diamo il benvenuto su redqueen, { $username }!
home-first-game = La tua prima partita è a un clic di distanza: unisciti a una partita aperta nella sala, aprine una tua o sfida un giocatore per nome.
home-find-game = Trova una partita
home-challenge = Sfida un giocatore

notice-registered = Ti diamo il benvenuto! Abbiamo inviato un'email all'indirizzo che hai indicato: segui il link che contiene per confermarlo. Hai già effettuato l'accesso.
notice-verified = Il tuo indirizzo email è confermato. Grazie!
notice-verification-sent = Ti abbiamo inviato un nuovo link di conferma.
notice-logged-out = Hai effettuato la disconnessione.
notice-password-changed = La tua password è stata cambiata.
notice-email-change-sent = Abbiamo inviato un link di conferma al nuovo indirizzo. Il tuo indirizzo cambia quando lo segui.
notice-reset-sent = Se un account usa quell'indirizzo, gli abbiamo inviato un link per scegliere una nuova password.
notice-password-reset = La tua password è stata cambiata. Accedi con quella nuova.
notice-language-changed = L'impostazione della lingua è stata salvata.
notice-token-revoked = Il token è stato revocato.

reminder-verify = Conferma il tuo indirizzo email con il link che ti abbiamo inviato: potrai giocare non appena sarà confermato.
reminder-verify-resend = Invia di nuovo il link

# Un istante con il fuso orario in cui è scritto (quello del membro, o UTC).
time-in-zone = { $time } ({ $zone })

# La pagina delle lingue (/languages).
footer-languages = Lingue di questo sito
languages-title = Lingue
languages-intro = Il sito è disponibile in queste lingue, ognuna con tutti i messaggi della versione inglese. Scegli la tua con il selettore in cima a ogni pagina; i membri conservano la loro scelta nelle impostazioni.
languages-language = Lingua
languages-code = Codice
languages-complete = Tradotto
languages-percent = { $percent }%
languages-translate-title = Traduci il sito nella tua lingua
languages-translate-intro = Manca la tua lingua, o una parola non suona bene? Le traduzioni sono semplici file di testo che chiunque può migliorare:
languages-translate-copy = Copia la cartella { $folder } in una cartella con il codice della tua lingua (per esempio locales/sv) e traduci tutti i messaggi nei suoi file.
languages-translate-messages = Lascia invariati il nome di ogni messaggio e le sue { "{ $variables }" }; i conteggi usano le forme plurali della tua lingua; le mosse mantengono le lettere K Q R B N.
languages-translate-list = Aggiungi la lingua a { $file }, con il nome che ha nella lingua stessa.
languages-translate-test = Esegui { $command }: il test indica ogni messaggio mancante, lasciato vuoto o scritto con altre variabili.
languages-translate-send = Poi invia i tuoi file al progetto come proposta di modifica o come segnalazione: la nuova lingua compare qui non appena è completa.

# The page the installed app shows when the network is down.
offline-title = Sei offline
offline-body = redqueen ha bisogno della rete per mostrare le tue partite e inviare le tue mosse. Non si perde nulla: le tue partite sono conservate sul server.
offline-retry = Riprova
