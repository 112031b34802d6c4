# Notifications beyond the site's pages: the calendar feed (docs/calendar.md),
# pushes (docs/notifications.md) and the privacy page.

calendar-title = Calendario
settings-calendar-help = Le tue scadenze per muovere, i turni dei tuoi tornei e degli eventi dei tuoi club e le tue vacanze, nell'app calendario del tuo telefono o computer.
settings-calendar-manage = Imposta il tuo calendario
calendar-intro = Iscriviti una volta nella tua app calendario (sul telefono, Google Calendar, Calendario di Apple, Outlook, Thunderbird): mostra la scadenza per muovere in ciascuna delle tue partite per corrispondenza, i turni dei tuoi tornei e degli eventi dei tuoi club e le tue vacanze, e li rilegge da sola ogni ora.
calendar-make = Crea l'indirizzo del mio calendario
calendar-address = L'indirizzo privato del tuo calendario
calendar-subscribe = Iscrivimi nella mia app calendario
calendar-private = Tieni questo indirizzo per te: chi lo ha può leggere il tuo calendario. Se è stato diffuso, creane uno nuovo.
calendar-change = Cambia l'indirizzo
calendar-confirm = Capisco che l'indirizzo in uso smetterà di funzionare
calendar-make-new = Crea un nuovo indirizzo
calendar-turn-off = Disattiva il calendario
calendar-confirm-missing = Spunta prima la casella: l'indirizzo in uso smetterà di funzionare.
notice-calendar-made = Il tuo calendario ha un nuovo indirizzo: iscriviti nella tua app calendario.
notice-calendar-off = Il tuo calendario è disattivato: il suo indirizzo non funziona più.
calendar-name = redqueen: { $username }
calendar-your-move = Tocca a te contro { $opponent }
calendar-your-move-body = La scadenza per muovere nella tua partita contro { $opponent }. Cambia a ogni mossa e con una vacanza.
calendar-their-move = Tocca a { $opponent }
calendar-their-move-body = La scadenza entro cui { $opponent } deve muovere nella vostra partita. Quando { $opponent } ha mosso, la tua scadenza prende il suo posto.
calendar-tournament-start = Inizia { $tournament }
calendar-tournament-start-body = Il torneo a cui sei iscritto inizia: cominciano le tue prime partite.
calendar-tournament-round = { $tournament }: turno { $round }
calendar-tournament-round-body = Iniziano le partite del turno.
calendar-tournament-resume = { $tournament }: riprende il turno { $round }
calendar-club-round = { $event }: turno { $round }
calendar-club-game-white = Giochi con il Bianco contro { $opponent }.
calendar-club-game-black = Giochi con il Nero contro { $opponent }.
calendar-vacation = In vacanza
calendar-vacation-body = I tuoi orologi non corrono nelle tue partite per corrispondenza.

# The Notifications page: each kind by email, by push, both or neither,
# and the devices that receive pushes (docs/notifications.md).
notifications-title = Notifiche
notifications-kind = Avviso
notifications-email = Per email
notifications-push = Notifica push
notifications-email-only = Solo per email
push-devices = Dispositivi che ricevono le notifiche push
push-help = Una notifica push raggiunge il tuo telefono o computer anche quando il sito è chiuso. Attivale da ciascun dispositivo, nel browser che usi lì. Su un iPhone o un iPad, prima aggiungi il sito alla schermata Home ("Condividi", poi "Aggiungi alla schermata Home"), aprilo da lì e attiva le notifiche push.
push-turn-on = Attiva le notifiche push su questo dispositivo
push-unsupported = Questo browser non può ricevere notifiche push.
push-blocked = Le notifiche per questo sito sono bloccate nelle impostazioni di questo browser: consentile lì, poi riprova.
push-on-here = Questo dispositivo riceve le notifiche push.
push-failed = Il browser non è riuscito ad attivare le notifiche push. Riprova più tardi.
push-no-devices = Nessun dispositivo riceve ancora notifiche push.
push-device-added = aggiunto il { $date }
push-remove = Interrompi le notifiche push a questo dispositivo
push-privacy = Una notifica push viaggia attraverso il servizio push del tuo browser, cifrata per il tuo dispositivo: il servizio vede quando viene inviata, non cosa dice.
push-too-many = Le notifiche push possono essere attive al massimo su { $max } dispositivi: rimuovine prima uno.
push-bad-subscription = Questa non è un'iscrizione come quelle create da un browser: non è stato cambiato nulla.
push-another-members = Questo dispositivo riceve già le notifiche push di un altro membro: può interromperle dalla sua pagina Notifiche. Non è stato cambiato nulla.
push-device-name = { $browser } su { $system }
push-device-unknown = Un browser
notice-push-turned-on = Le notifiche push sono attive per questo dispositivo.
notice-push-device-removed = Quel dispositivo non riceve più notifiche push.

# The privacy page.
privacy-title = La tua privacy
privacy-email-title = Il tuo indirizzo email
privacy-email-body = Il tuo indirizzo email non viene mai mostrato agli altri membri, né dato o venduto a nessuno. Il sito ti scrive solo ciò che hai scelto nella pagina Notifiche e ciò che riguarda il tuo account (la conferma dell'indirizzo, una nuova password).
privacy-details-title = I tuoi dati personali
privacy-details-body = Il tuo nome, il paese, le lingue, l'anno di nascita e qualche parola su di te sono facoltativi. Li vedono solo i membri che hanno effettuato l'accesso, per trovare avversari con cui hanno qualcosa in comune.
privacy-push-title = Notifiche push ai tuoi dispositivi
privacy-push-body = Quando attivi le notifiche push per un dispositivo, il suo browser dà al sito un indirizzo presso il proprio servizio push (gestito dal produttore del browser, come Google, Mozilla, Apple o Microsoft) e una chiave. Ogni notifica viene cifrata con quella chiave prima di lasciare il server: il servizio push vede solo un messaggio cifrato, la sua dimensione e l'ora in cui viene inviato, mai il suo testo (quale partita, quale avversario, quale mossa). Rimuovere il dispositivo nella tua pagina Notifiche ne cancella qui l'indirizzo.
privacy-calendar-title = Il tuo calendario
privacy-calendar-body = L'indirizzo del tuo calendario è segreto: chi lo ha può leggere le tue scadenze, i turni e le vacanze, e nient'altro. Se è stato diffuso, crea un nuovo indirizzo nella pagina Calendario: quello vecchio smette subito di funzionare.
privacy-cookies-title = Cookie
privacy-cookies-body = Il sito imposta quattro cookie: uno ti mantiene connesso, uno ricorda la lingua che hai scelto, uno protegge i tuoi moduli dalla contraffazione e uno comunica al sito il fuso orario del tuo browser, per scrivervi gli orari finché non ne scegli uno. Nessun cookie per pubblicità o tracciamento e nessuno script di altri siti.
