# Le pagine di gioco: sfide, sala, le mie partite, la pagina della partita.

nav-lobby = Sala
nav-challenges = Sfide
nav-games = Le mie partite

notice-challenge-sent = La tua sfida è stata inviata.
notice-club-challenge-sent = La tua sfida di scala è stata inviata: resta qui sotto finché non riceve risposta (una sfida dal vivo scade dopo 10 minuti).
notice-challenge-declined = La sfida è stata rifiutata.
notice-challenge-canceled = La sfida è stata ritirata.
notice-open-game-created = La tua partita aperta è nella sala.
notice-email-options-saved = Le tue scelte sulle notifiche sono state salvate.
notice-blocks-saved = La tua lista dei giocatori bloccati è stata salvata.

duration-days-hours = { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
} { $hours ->
    [one] { $hours } ora
   *[other] { $hours } ore
}
duration-hours-minutes = { $hours ->
    [one] { $hours } ora
   *[other] { $hours } ore
} { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
}
duration-minutes = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
}
duration-seconds = { $seconds ->
    [one] { $seconds } secondo
   *[other] { $seconds } secondi
}

play-time-control = Controllo del tempo
play-your-color = Il tuo colore
play-color-random = Casuale
play-color-white = Bianco
play-color-black = Nero
play-bad-time-control = Scegli uno dei controlli del tempo proposti.
play-bad-color = Scegli bianco, nero o casuale.
play-no-such-player = Non esiste nessun giocatore di nome { $username }.
play-no-such-challenge = Questa sfida non è più aperta.
play-out-of-time = Il tuo tempo è scaduto prima che arrivasse la mossa: la partita è terminata.

challenges-title = Sfide
challenges-incoming = Sfide ricevute
challenges-outgoing = Le tue sfide
challenges-none = Nessuna al momento.
challenges-accept = Accetta
challenges-decline = Rifiuta
challenges-reason = Motivo
challenges-cancel = Ritira
challenges-new = Sfida un giocatore
challenges-rated = Partita classificata
challenges-message = Messaggio (facoltativo)
challenges-send = Invia la sfida

lobby-title = Sala
lobby-open-games = Partite per corrispondenza aperte
lobby-live-games = Partite dal vivo aperte
lobby-none = Nessuna partita aperta al momento. Aprine una qui sotto!
lobby-player = Giocatore
lobby-kind = Partita
lobby-join = Gioca
lobby-withdraw = Ritira
lobby-create = Apri una partita a cui chiunque può unirsi
lobby-create-submit = Apri la partita

games-title = Le mie partite
games-in-progress = In corso
games-finished = Concluse
games-none = Ancora nessuna partita.
games-find = Trova un avversario nella sala.
games-against = contro { $opponent }
games-your-move = tocca a te
games-their-move = tocca all'avversario
games-you-play-white = giochi con il Bianco
games-you-play-black = giochi con il Nero
games-you-won = Hai vinto
games-you-lost = Hai perso
games-drawn = Patta
games-no-result = Nessun risultato

game-title = { $white } – { $black }
game-board = Scacchiera
game-moves = Mosse
game-skip-to-move = Vai al campo della mossa
game-no-moves = Ancora nessuna mossa.
game-download-pgn = Scarica la partita (PGN)
game-to-move = Tocca a { $username }
game-time-left = Tempo rimasto: { $left }, fino al { $deadline }
game-your-move = Tocca a te
game-play = Gioca
game-move-offer-draw = Offri la patta con questa mossa
game-wait = In attesa della mossa del tuo avversario.
game-draw-offer = Offri la patta
game-draw-offered = Il tuo avversario offre la patta.
game-draw-accept = Accetta la patta
game-draw-decline = Rifiuta la patta
game-draw-offer-standing = Hai offerto la patta.
game-claim-draw = Reclama la patta
game-abort = Interrompi la partita
game-resign = Abbandona
game-deletion-ask = Chiedi di eliminare la partita
game-deletion-asked = Il tuo avversario chiede di eliminare questa partita.
game-deletion-accept = Elimina la partita
game-deletion-decline = Mantieni la partita
game-chat = Chat
game-spectator-chat = Chat degli spettatori
game-chat-send = Invia
game-note = Note private
game-note-private = Solo tu puoi leggere le tue note.
game-note-save = Salva le note
game-conditional = Mosse condizionali
game-conditional-help = Una variante per riga, a partire dalla prossima mossa del tuo avversario, poi la tua risposta e così via (es. “e5 Nf3 Nc6 Bb5”). Nessun altro le vede.
game-conditional-save = Salva le varianti

settings-more = Email e giocatori bloccati
email-options-title = Opzioni email
email-options-your-turn = Quando tocca a te
email-options-every-move = un'email a ogni mossa
email-options-daily-digest = un'email al giorno con tutte le partite in cui tocca a te
email-options-off = nessuna email
email-options-also = Inviami un'email anche
email-options-challenges = per le sfide che ricevo e le risposte alle mie
email-options-draw-offers = per le offerte di patta
email-options-game-over = quando una partita finisce
email-options-reminders = quando il mio tempo per muovere sta per scadere
email-options-account-emails = Le email relative al tuo account (conferma dell'indirizzo, reimpostazione della password) vengono sempre inviate.
email-options-save = Salva
blocks-title = Giocatori bloccati
blocks-help = I giocatori bloccati non possono sfidarti né unirsi alle tue partite aperte.
blocks-none = Non hai bloccato nessuno.
blocks-block = Blocca
blocks-unblock = Sblocca
game-rematch = Rivincita
board-flip = Ruota la scacchiera
board-confirm-moves = Conferma le mosse
board-confirm-question = Giocare questa mossa?
board-confirm-yes = Giocala
board-confirm-no = Annulla
board-promote-to = Promuovi a:
board-queen = Donna
board-rook = Torre
board-bishop = Alfiere
board-knight = Cavallo
board-reconnecting = Connessione persa: riconnessione in corso…
board-socket-not-player = Solo i giocatori di questa partita possono muovere in essa.
board-white = Bianco
board-black = Nero
accessible-king = re
accessible-queen = donna
accessible-rook = torre
accessible-bishop = alfiere
accessible-knight = cavallo
accessible-pawn = pedone
accessible-takes = prende
accessible-promotes = promuove a { $piece }
accessible-check = scacco
accessible-checkmate = scacco matto
accessible-castles-short = arrocco corto
accessible-castles-long = arrocco lungo
accessible-square-empty = { $square }: vuota
accessible-square-piece = { $square }: { $piece } ({ $color })
accessible-no-move = Ancora nessuna mossa.
accessible-moved = { $player }: { $move }
accessible-shown = Mostrata: { $move }
accessible-shown-start = Mostrata: la posizione iniziale
accessible-clock = { $player }: { $time }
accessible-box = Mossa o comando
accessible-help = Scrivi una mossa (e4, Nf3, O-O) o un comando: p b o p n, i pezzi del Bianco o del Nero; s e4, cosa c'è su una casa; t, gli orologi; l, l'ultima mossa; h, questo aiuto.
accessible-announcements = Annunci

unsubscribe-title = Opzioni email
unsubscribe-question = Smettere di ricevere le email per { $kind }?
unsubscribe-submit = Non inviarmi più queste email
unsubscribe-done = Non riceverai più email per { $kind }. Puoi riattivarle nelle tue opzioni email.
unsubscribe-kind-your-turn = il tuo turno di muovere
unsubscribe-kind-challenges = le sfide
unsubscribe-kind-draw-offers = le offerte di patta
unsubscribe-kind-game-over = le partite concluse
unsubscribe-kind-reminders = il tempo in scadenza
unsubscribe-kind-vacation-ending = la fine delle tue vacanze
unsubscribe-kind-tournament-rounds = l'inizio dei turni dei tuoi tornei
unsubscribe-kind-weekly-summary = il riepilogo settimanale

# L'orologio di una nuova partita (moduli di sfida e di partita aperta).
clock-kind-correspondence = Corrispondenza (giorni)
clock-kind-live = Dal vivo (minuti)
clock-days = Giorni
clock-fischer = Giorni Fischer: una riserva, più giorni aggiunti dopo ogni mossa
clock-live-ranges = Standard: da 30 a 120 minuti a testa, da 1 a 10 minuti per mossa, nessun tempo extra. Veloce: da 5 a 30 minuti a testa, da 1 a 5 minuti per mossa, nessun tempo extra oppure da 3 a 60 secondi per mossa.
clock-mode = Modalità
clock-mode-standard = Standard
clock-mode-fast = Veloce
clock-round-minutes = Tempo totale (minuti a testa)
clock-move-minutes = Tempo per mossa (massimo di minuti per una mossa)
clock-extra-seconds = Tempo extra per mossa (secondi; 0 per nessuno)
clock-takebacks = Ritiri di mossa a testa
clock-bad-number = Indica le impostazioni dal vivo con numeri interi.
clock-bad-round = Un tempo totale di { $minutes } minuti non è disponibile: in una partita { $mode } il tempo totale va da { $min } a { $max } minuti.
clock-bad-move = Un tempo per mossa di { $minutes } minuti non è disponibile: in una partita { $mode } il tempo per mossa va da { $min } a { $max } minuti.
clock-bad-extra = { $seconds } secondi di tempo extra non sono disponibili: una partita { $mode } non ha tempo extra, oppure ne ha da { $min } a { $max } secondi.
clock-no-extra = Una partita { $mode } non ha tempo extra: lascia 0.
clock-bad-takebacks = { $count ->
    [one] { $count } ritiro di mossa non è disponibile
   *[other] { $count } ritiri di mossa non sono disponibili
}: scegli da 0 a { $max }.

# Partite dal vivo (live-games.md): gli orologi, i ritiri di mossa, le richieste di lasciare la partita, la fine.
board-sound-on = Suoni: attivi
board-sound-off = Suoni: disattivati
game-clock = Orologio di { $username }
game-move-time = Tempo per mossa rimasto
game-extra-time = +{ $seconds } s
game-extra-time-title = Tempo extra per mossa: { $seconds } s
game-draw-offer-left = Offri la patta (ne restano { $left })
game-resign-confirm = Abbandonare questa partita? La perdi, e non si può annullare.
game-resign-confirm-yes = Sì, abbandona
game-live-after-twenty-plies = L'abbandono e le offerte di patta sono possibili dopo 10 mosse per giocatore.
game-takeback = Ritira la tua mossa (ne restano { $left })
game-takeback-offer = Chiedi di ritirare la tua mossa
game-takeback-offered = Il tuo avversario chiede di ritirare la sua ultima mossa.
game-takeback-accept = Consenti il ritiro
game-takeback-decline = Rifiuta il ritiro
game-takeback-offer-standing = Hai chiesto di ritirare la tua mossa.
game-quit-ask = Chiedi di lasciare la partita
game-quit-confirm = Chiedere al tuo avversario il permesso di lasciare la partita? Se accetta, la partita finisce senza risultato; se rifiuta o non risponde entro il tempo per mossa, perdi.
game-quit-confirm-yes = Sì, chiedi di lasciare la partita
game-quit-asked = Il tuo avversario chiede di lasciare la partita. Se accetti, la partita finisce senza risultato; se rifiuti, la perde.
game-status-quit-asked = Il tuo avversario chiede di lasciare la partita: rispondi sotto la scacchiera.
game-quit-agree = Accetta: nessun risultato
game-quit-decline = Rifiuta: perde l'avversario
game-quit-standing = Hai chiesto di lasciare la partita. Se il tuo avversario rifiuta o non risponde entro il tempo per mossa, perdi.
game-your-turn = Tocca a te
open-challenge-title = Sfida aperta
open-challenge-help = Il primo membro che prende un colore lo gioca; la partita inizia quando entrambi i colori sono stati presi.
open-challenge-kept = riservato a { $name }
open-challenge-free = libero
open-challenge-take-white = Gioca con il Bianco
open-challenge-take-black = Gioca con il Nero
open-challenge-log-in = Accedi per giocare
game-tournament-round = turno { $round }
game-abort-confirm = Interrompere questa partita? Finisce senza risultato e non può essere ripresa.
game-abort-confirm-yes = Sì, interrompi
game-deletion-ask-confirm = Chiedere al tuo avversario di eliminare questa partita? Se accetta, finisce senza effetti sul punteggio e solo voi due potete vederla.
game-deletion-ask-confirm-yes = Sì, chiedi
game-deletion-accept-confirm = Eliminare questa partita? Finisce senza effetti sul punteggio e solo voi due potete vederla; non si può annullare.
game-deletion-accept-confirm-yes = Sì, eliminala
game-replay = Mosse della partita
game-replay-first = Posizione iniziale
game-replay-previous = Mossa precedente
game-replay-next = Mossa successiva
game-replay-last = Ultima mossa
game-on-vacation = in vacanza
game-material = Vantaggio di materiale
game-copy-pgn = Copia il PGN
game-copy-fen = Copia la FEN
game-copied = Copiato
game-analysis-after = Scacchiere di analisi e motori sono per dopo la partita: durante la partita l'aiuto di un computer non è permesso.
game-analyse = Analizza la partita con il motore
game-saved = Salvato.
notice-note-saved = Le tue note sono state salvate.
notice-conditional-saved = Le tue mosse condizionali sono state salvate.
game-over = Partita terminata
game-rating-change = { $username }: { $before } → { $after } ({ $diff })
game-rating-first = { $username }: senza punteggio → { $after } (primo punteggio)
# Why a rated game left a rating as it was (ratings.md), beside its "+0".
game-rating-special-rule = punteggi distanti 400 punti o più: nessuna variazione
game-rating-protection = un punteggio consolidato non scende contro un giocatore senza punteggio o con punteggio provvisorio
game-not-rated = I punteggi non cambiano: una partita senza risultato non è classificata.
