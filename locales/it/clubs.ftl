# Club (clubs-and-ladder.md): l'elenco, la pagina di un club con la sua scala
# disegnata come una piramide, la comunicazione e la risposta ai risultati,
# gli strumenti dei direttori, la scheda e lo storico di un giocatore.

nav-clubs = Club
clubs-title = Club
clubs-none = Ancora nessun club.
clubs-waiting = Risultati che ti aspettano
clubs-waiting-reported = comunicato dal Bianco: confermalo o contestalo
clubs-waiting-disputed = contestato dal Nero: come direttore, confermalo o correggilo
clubs-found = Fonda un club
clubs-name = Nome
clubs-description = Descrizione
clubs-found-submit = Fonda il club
clubs-members = { $count ->
    [one] { $count } membro
   *[other] { $count } membri
}
club-ladder = Scala
club-ladder-empty = Ancora nessuno è nella scala.
club-rung = Gradino { $rung }
club-card-rank = { $rung } · posizione { $rank }
club-card-rating = Punteggio { $rating }
club-card-rating-provisional = Punteggio { $rating } (provvisorio)
club-card-last-defense = Ultima difesa: { $day }
club-card-never-defended = Nessuna difesa finora
club-card-games = { $games ->
    [one] { $games } partita
   *[other] { $games } partite
}
club-card-ranks-earned = { $direction ->
    [up] { $ranks ->
        [one] +1 posizione guadagnata
       *[other] +{ $ranks } posizioni guadagnate
    }
    [down] { $ranks ->
        [one] 1 posizione persa
       *[other] { $ranks } posizioni perse
    }
   *[none] nessuna posizione guadagnata
}
club-card-flagged = Assente: { $ranks } posizioni perse
club-card-new = Nuovo
club-directors = Direttori: { $names }
club-season = Stagione dal { $start } al { $end }; calo per assenza il giorno { $day } di ogni mese.
club-join = Chiedi di entrare
club-requested = Hai chiesto di entrare; un direttore ti risponderà.
club-report = Comunica una partita
club-report-hint = Comunichi le partite che hai giocato con il Bianco; il tuo avversario conferma o contesta.
club-report-white = Bianco
club-report-black = Nero
club-report-result = Risultato
club-report-played-on = Giocata il
club-report-control = Controllo del tempo
club-report-game-number = Partita del giorno (2 per una seconda partita uguale)
club-report-submit = Comunica il risultato
club-result-white = 1-0 (vince il Bianco)
club-result-black = 0-1 (vince il Nero)
club-result-draw = ½-½ (patta)
club-games = Partite
club-games-none = Ancora nessuna partita registrata.
club-status-reported = comunicata
club-status-confirmed = confermata
club-status-disputed = contestata
club-confirm = Conferma
club-dispute = Contesta
club-correct = Correggi il risultato
club-correct-submit = Correggi
club-requests = Richieste di adesione
club-accept = Accetta
club-refuse = Rifiuta
club-add-member = Aggiungi un membro
club-add-username = Nome utente
club-add-joined-on = Data di ingresso nella scala (per una scala cartacea trasferita sul sito; vuoto: oggi)
club-add-submit = Aggiungi in fondo alla scala
club-members-title = Membri
club-remove-from-ladder = Togli dalla scala
club-remove = Togli dal club
club-remove-question = Non si può annullare. Continuare?
club-make-director = Nomina direttore
club-admin-directors = Direttori (amministrazione del sito)
club-admin-directors-hint = Come amministratore del sito puoi nominare direttore di questo circolo qualsiasi socio, per esempio quando è rimasto senza direttori.
club-director-mark = direttore
club-decay = Calo per assenza
club-decay-explained = Applica il calo per assenza di questo mese alla data di un giorno di incontro: ogni giocatore che non ha difeso la propria posizione per l'intero mese precedente scende di tante posizioni quanti sono i mesi trascorsi dalla sua ultima difesa. Altrimenti viene applicato il { $day }.
club-decay-date = Giorno di incontro
club-decay-submit = Applica il calo
club-decay-question = Il calo non si può annullare. Applicarlo a questa data?
club-done-founded = Il club è fondato; ne sei il direttore.
club-done-requested = La tua richiesta è stata inviata ai direttori.
club-done-reported = Il risultato è stato registrato e la scala aggiornata.
club-done-confirmed = Hai confermato il risultato.
club-done-disputed = Hai contestato il risultato: resta segnato come contestato finché un direttore non lo conferma o lo corregge, e i direttori vengono avvisati.
club-done-corrected = Il risultato è stato corretto; la scala è stata ricalcolata a partire da quella partita.
club-done-member = Fatto.
club-done-decayed = Il calo è stato applicato.
club-history-title = { $username } in { $club }
club-history = Cambi di posizione
club-history-none = Ancora nessun cambio di posizione.
club-cause-joined = Ha preso l'ultima posizione
club-cause-left = Ha lasciato la scala
club-cause-game = Partita contro { $opponent }: { $result }
club-cause-corrected = Partita contro { $opponent }: { $result } (corretto)
club-cause-decay = Calo per assenza
club-cause-placed = Posizione assegnata dalla Qualificazione svizzera alla scala
club-rank-change = { $from } → { $to }
club-off-ladder = fuori dalla scala
club-error-not-found = Questo club non esiste.
club-error-no-such-member = Nessun membro si chiama { $name }.
club-error-bot = { $name } è un account BOT: gli account BOT non entrano nei club né negli eventi di club.
club-error-no-such-game = Questa partita non esiste in questo club.
club-error-name = Il nome di un club ha da 1 a { $max } caratteri, su una sola riga.
club-error-description = La descrizione di un club ha al massimo { $max } caratteri, e nessun carattere di controllo.
club-error-name-taken = Esiste già un club con quel nome.
club-error-founders-are-administrators = Su questo sito solo gli amministratori fondano club.
club-error-not-director = Solo i direttori del club possono farlo.
club-error-already-member = Sei già membro di questo club.
club-error-already-requested = Hai già chiesto di entrare in questo club.
club-error-no-request = { $name } non ha chiesto di entrare in questo club.
club-error-not-member = { $name } non è membro di questo club.
club-error-not-on-ladder = { $name } non è nella scala del club.
club-error-same-player = Una partita richiede due giocatori diversi.
club-error-not-white = Solo il Bianco o un direttore comunica una partita.
club-error-not-black = Solo il Nero conferma o contesta una partita comunicata dal Bianco.
club-error-game-settled = Questa partita è già { $status }.
club-error-result = Il risultato è 1-0, 0-1 o ½-½.
club-error-time-control = Il controllo del tempo è G/5, G/10, G/15 o G/30.
club-error-date = Scrivi la data nel formato AAAA-MM-GG.
club-error-future-date = La data non può essere nel futuro.
club-error-before-joining = La partita non può essere stata giocata prima che { $name } entrasse nella scala.
club-error-decay-this-month = Il calo per assenza è già stato applicato questo mese (il { $day }).
club-error-decay-before-last = Il calo per assenza va solo in avanti: l'ultimo è stato applicato il { $day }.
club-error-last-director = { $name } è l'ultimo direttore del circolo: nomina prima un successore (rendi direttore un altro socio), poi potrà andarsene.
club-error-game-number = Il numero della partita è un numero intero da 1 a { $max }: 2 per una seconda partita uguale in quel giorno.
club-error-duplicate-game = Questo risultato è già registrato: partita { $id }, { $white } contro { $black }, { $result } il { $day } ({ $status }). Se quel giorno hanno giocato un'altra partita uguale, registrala con il numero di partita { $next }.
club-error-decay-outside = Un calo per assenza applicato a mano vale per un giorno dal { $from } al { $to }: nella stagione in corso, non prima della fondazione del circolo o dell'ultimo calo, e non nel futuro.
club-error-joined-outside = Il giorno di ingresso di un socio è compreso tra la fondazione del circolo ({ $from }) e oggi ({ $to }).
club-error-missing = Compila tutti i campi.
club-error-challenge-down = Una sfida nella scala va verso l'alto: { $name } è in posizione più bassa della tua.
club-challenge = Sfida
club-awards = I premi della stagione finora
club-awards-title = { $club }: premi della stagione { $season }
club-awards-none = Ancora nessuno è nella scala.
club-awards-trophies = Trofei: i primi 3
club-awards-medals = Medaglie: i primi 10
club-awards-highest-rated = Punteggio più alto ({ $rating })
club-awards-most-games = Più partite giocate ({ $games })
club-awards-most-ranks = Più posizioni guadagnate ({ $ranks })
club-settings = Impostazioni del club
club-settings-season-start = La stagione inizia il (MM-GG)
club-settings-season-end = La stagione finisce il (MM-GG)
club-settings-decay-day = Il calo per assenza si applica il giorno (1–28) di ogni mese
club-settings-submit = Salva le impostazioni
club-done-settings = Le impostazioni sono state salvate.
club-error-season-start = La stagione inizia in un giorno scritto MM-GG, es. 09-01.
club-error-season-end = La stagione finisce in un giorno scritto MM-GG, es. 06-30 (non il 29 febbraio), diverso dal giorno in cui inizia.
club-error-decay-day = Il giorno del calo è un giorno del mese da 1 a 28.
club-error-no-such-event = Questo evento non esiste in questo club
club-error-no-such-board = Questa scacchiera non esiste in questo evento
club-error-event-name = Il nome di un evento ha da 1 a { $max } caratteri, su una sola riga
club-error-event-format = Scegli una formula: SLQ, Quadrangolare, Octo, svizzero, girone all'italiana o Campionato annuale, con i suoi turni o la dimensione dei gironi
club-error-announcement = Un annuncio ha al massimo { $max } caratteri, e nessun carattere di controllo
club-error-not-openable = La SLQ e il Campionato annuale sono riservati ai membri del club: non possono essere aperti
club-error-reseed-unconfirmed = Il club ha già una scala in questa stagione: conferma che la SLQ la ricostituisca da capo
club-error-members-only = Questo evento è riservato ai membri del club, e { $name } non lo è
club-error-already-entered = { $name } è già iscritto a questo evento
club-error-not-entered = { $name } non è iscritto a questo evento
club-error-withdrawn = { $name } si è ritirato da questo evento e non viene più abbinato
club-error-entries-closed = I gruppi di un girone all'italiana sono fissati all'inizio: niente iscrizioni tardive
club-error-event-finished = L'evento è concluso
club-error-too-few-entries = Un evento richiede almeno due giocatori per iniziare
club-error-all-rounds-paired = Tutti i turni di questo evento sono stati abbinati
club-error-results-missing = { $count ->
    [one] Manca ancora { $count } risultato di questo turno: il turno successivo viene abbinato quando ci sono tutti i risultati
   *[other] Mancano ancora { $count } risultati di questo turno: il turno successivo viene abbinato quando ci sono tutti i risultati
}
club-error-not-a-player = Solo i due giocatori di una scacchiera, o un direttore, ne indicano il risultato
club-error-already-reported = Il risultato di questa scacchiera è già stato comunicato: il Nero lo conferma o lo contesta, un direttore lo corregge
club-error-no-game = Questa scacchiera non ha una partita di cui indicare il risultato
club-events = Eventi
club-events-title = Eventi di { $club }
club-events-none = Ancora nessun evento.
club-event-create = Crea un evento
club-event-name = Nome
club-event-format = Formula
club-event-format-hint = La SLQ costruisce la scala: tutti partono da 1200 e il punteggio viene ricalcolato dopo ogni turno. Un Quadrangolare è un girone all'italiana a quattro a G/10 in un solo incontro; un Octo è uno svizzero di tre turni a otto giocatori a G/30, un turno per incontro. I turni (o la dimensione dei gironi all’italiana) si impostano qui sotto. La SLQ si gioca a G/5 se non scegli un’altra cadenza, ed è sempre valutata con la tabella G/30 e SLQ.
club-event-rounds-field = Turni, o dimensione dei gironi all’italiana (vuoto: quella del formato)
club-event-control = Controllo del tempo
club-event-control-default = Quello della formula
club-event-open-label = Aperto ai membri del sito che non sono membri del club (non la SLQ né il Campionato)
club-event-announcement = Annuncio
club-event-announcement-hint = Il giorno e la sala, gli orari di registrazione e dei turni, la quota d'iscrizione, i premi, i contatti, le regole sul punteggio
club-event-reseed = Questa SLQ ricostituisce da capo la scala di questa stagione
club-event-create-submit = Crea l'evento
club-event-status-entries = iscrizioni aperte
club-event-status-running = in corso
club-event-status-finished = concluso
club-event-open = aperto
club-event-rounds = turno { $paired } di { $rounds }
club-event-rounds-planned = { $rounds ->
    [one] 1 turno
   *[other] { $rounds } turni
}
club-event-print = Stampa
club-event-export-csv = Classifica (CSV)
club-event-export-trf = Rapporto TRF
club-event-entries = Iscritti ({ $count })
club-event-guest = ospite
club-event-withdrawn = ritirato
club-event-enter = Iscriviti
club-event-enter-someone = Iscrivi un giocatore (nome utente)
club-event-withdraw = Ritirati
club-event-withdraw-someone = Ritira un giocatore (nome utente)
club-event-withdraw-question = Un giocatore ritirato non viene più abbinato, e una sua partita non giocata è persa per forfait. Ritirare?
club-event-start-round = Avvia il turno { $round }
club-event-start-question = Abbinare il turno ora? Avvialo quando i giocatori sono alle scacchiere: un turno abbinato non si può annullare.
club-event-round = Turno { $round }
club-event-pairings-print = Abbinamenti da stampare
club-event-board = Scacchiera
club-event-white = Bianco
club-event-black = Nero
club-event-result = Risultato
club-event-bye = bye (½)
club-event-rest = riposa
club-event-forfeit = forfait
club-event-report = Comunica
club-event-section = Gruppo { $section }
club-event-standings = Classifica
club-event-player = Giocatore
club-event-points = Punti
club-event-aos = PMA
club-event-aos-title = Punteggio medio degli avversari, il primo spareggio
club-event-rating = Punteggio
club-event-crosstable-hint = W3w: vittoria contro il numero 3 con il Bianco (w); D patta, L sconfitta; +3 e -3 forfait; H bye da mezzo punto; R riposo; … risultato non ancora pervenuto.
club-event-ratings = Punteggi del club dopo ogni turno
club-event-after-round = Dopo il turno { $round }
club-event-back = Torna all'evento
club-pairings-title = { $event }: turno { $round }
club-format-slq = Qualificazione svizzera alla scala (6 turni)
club-format-quad = Quadrangolare (gironi da 4, G/10)
club-format-octo = Octo (gruppi da 8, 3 turni, G/30)
club-format-swiss = Svizzero (5 turni)
club-format-rr = Girone all'italiana (gironi da 6)
club-format-championship = Campionato annuale (svizzero, 5 turni)
club-format-championship-rr = Campionato annuale (girone all'italiana)
club-event-done-created = L'evento è stato creato: ora i membri possono iscriversi.
club-event-done-entered = Iscrizione effettuata.
club-event-done-withdrawn = Ritiro effettuato.
club-event-done-round = Il turno è stato abbinato: gli abbinamenti sono qui sotto, pronti da stampare.
club-event-done-result = Il risultato è stato registrato.
club-event-done-corrected = Il risultato è corretto; punteggi e scala sono stati ricalcolati da quella partita in poi.
club-event-done-confirmed = Hai confermato il risultato.
club-event-done-disputed = Hai contestato il risultato: i direttori vengono avvisati e resta segnato come contestato finché uno di loro non lo conferma o lo corregge.
club-format-name = { $kind ->
    [slq] Qualificazione svizzera alla scala, { $count } turni
    [quad] Quadrangolare
    [octo] Octo
    [swiss] Svizzero, { $count } turni
    [rr] Girone all'italiana, gironi da { $count }
    [championship] Campionato annuale, svizzero di { $count } turni
   *[championship-rr] Campionato annuale, girone all'italiana
}
club-event-waiting = { $count ->
    [one] Manca ancora { $count } risultato di questo turno; il turno successivo viene abbinato quando arriva.
   *[other] Mancano ancora { $count } risultati di questo turno; il turno successivo viene abbinato quando arrivano.
}
club-error-empty-season = Questa stagione non ha ancora partite: non c'è nulla da chiudere
club-awards-earlier = La stagione precedente
club-awards-later = La stagione successiva
club-season-close = Chiudi la stagione
club-season-close-explained = All'ultimo incontro dell'anno: i premi qui sopra sono quelli della stagione, e la stagione successiva inizia ora. Partite giocate e posizioni guadagnate ripartono da zero; la scala e i punteggi del club restano invariati.
club-season-close-question = Chiudere questa stagione e iniziare la successiva? Non si può annullare.
club-season-closed = La stagione è chiusa: questo è il suo resoconto. La stagione successiva è iniziata.
club-event-on-server-label = Giocato sul server, con orologi G/N (anziché alla scacchiera)
club-event-on-server = sul server
club-event-game = La partita
club-error-played-on-server = Questa partita si gioca sul server: il suo risultato viene dalla partita
email-club-result-subject = { $white } ha comunicato la vostra partita: { $result }
email-club-result-body = { $white } (Bianco) ha comunicato il risultato della vostra partita in { $place }, giocata il { $day }: { $white } – { $black } { $result }. Conta subito. Se è giusto, confermalo; se no, contestalo e un direttore deciderà.
email-club-result-open = Apri i risultati
email-club-dispute-subject = { $black } contesta un risultato in { $place }
email-club-dispute-body = { $black } (Nero) contesta il risultato comunicato da { $white } per la loro partita giocata il { $day }: { $white } – { $black } { $result }. Resta segnato come contestato finché un direttore non lo conferma o lo corregge (una correzione ricalcola tutti i cambiamenti successivi).
