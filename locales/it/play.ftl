# Partite, sfide e relative email.

game-rated = classificata
game-casual = amichevole
game-club = partita del club (punteggi del club)
game-club-rating = Punteggio del club
tc-per-move = { $days ->
    [one] { $days } giorno per mossa
   *[other] { $days } giorni per mossa
}
tc-per-game = { $days } giorni per giocatore per l'intera partita
tc-fischer = { $days } giorni più { $increment ->
    [one] { $increment } giorno
   *[other] { $increment } giorni
} per mossa
tc-club = G/{ $minutes }: { $minutes } minuti per giocatore per l'intera partita
tc-live = { $mode ->
    [fast] Veloce
   *[standard] Standard
}: { $round } minuti per giocatore, al massimo { $move ->
    [one] { $move } minuto
   *[other] { $move } minuti
} per mossa{ $extra ->
    [0] {""}
   *[other] , { $extra } secondi aggiunti per mossa
}, { $takebacks ->
    [0] nessun ritiro di mossa
    [one] { $takebacks } ritiro di mossa a testa
   *[other] { $takebacks } ritiri di mossa a testa
}

outcome-won = { $winner } ha vinto: { $reason }
outcome-no-winner = Risultato: { $reason }
outcome-no-result = Nessun risultato: { $reason }
outcome-you-won = Hai vinto: { $reason }
outcome-you-lost = Hai perso: { $reason }
reason-mate = scacco matto
reason-resign = abbandono
reason-stalemate = patta per stallo
reason-timeout = tempo scaduto
reason-draw-agreed = patta d'accordo
reason-threefold = patta per triplice ripetizione
reason-fifty-moves = patta per la regola delle cinquanta mosse
reason-fivefold = patta per quintuplice ripetizione
reason-seventy-five-moves = patta per la regola delle settantacinque mosse
reason-insufficient-material = patta: nessuno dei due può dare scacco matto
reason-aborted = interrotta
reason-deleted = eliminata di comune accordo
reason-adjudicated = decisa da un amministratore
reason-forfeit = forfait
reason-no-result-timeout = il tempo è scaduto prima di 5 mosse per giocatore
reason-quit-agreed = un giocatore ha chiesto di lasciare la partita e l'altro ha accettato
reason-quit = { $quitter } ha lasciato la partita
reason-quit-you = hai lasciato la partita senza l'accordo del tuo avversario
reason-quit-opponent = il tuo avversario ha lasciato la partita
no-result-aborted-you = Hai interrotto la partita
no-result-aborted-opponent = { $player } ha interrotto la partita
no-result-aborted = { $player } ha interrotto la partita
no-result-quit-agreed-you = Hai chiesto di lasciare la partita e { $opponent } ha accettato
no-result-quit-agreed-opponent = { $player } ha chiesto di lasciare la partita e hai accettato
no-result-quit-agreed = { $player } ha chiesto di lasciare la partita e { $opponent } ha accettato
no-result-time-you = Il tuo tempo è scaduto prima della tua 5ª mossa: nessun risultato
no-result-time-opponent = Il tempo di { $player } è scaduto prima della sua 5ª mossa: nessun risultato
no-result-time = Il tempo di { $player } è scaduto prima della sua 5ª mossa: nessun risultato
reason-unknown = partita terminata

decline-generic = al momento non accetta sfide
decline-later = in questo momento non accetta sfide; riprova più tardi
decline-toofast = trova questo controllo del tempo troppo veloce
decline-tooslow = trova questo controllo del tempo troppo lento
decline-timecontrol = non accetta questo controllo del tempo
decline-rated = preferisce giocare una partita classificata
decline-casual = preferisce giocare una partita amichevole
decline-standard = non accetta partite da una posizione particolare
decline-variant = non vuole giocare questa variante
decline-nobot = non accetta sfide dai bot
decline-onlybot = accetta solo sfide dai bot
# I motivi come li sceglie chi rifiuta, in prima persona.
decline-choice-generic = Al momento non accetto sfide
decline-choice-later = Non è il momento giusto per me; chiedimelo più tardi
decline-choice-toofast = Questo controllo del tempo è troppo veloce per me
decline-choice-tooslow = Questo controllo del tempo è troppo lento per me
decline-choice-timecontrol = Non accetto questo controllo del tempo
decline-choice-rated = Mandami piuttosto una sfida classificata
decline-choice-casual = Mandami piuttosto una sfida amichevole
decline-choice-standard = Non accetto partite da una posizione preimpostata
decline-choice-nobot = Non accetto sfide dai bot
challenge-you-play-white = giochi con il Bianco
challenge-you-play-black = giochi con il Nero
challenge-color-random = colori sorteggiati a caso

email-open-game = Apri la partita
email-your-turn-subject = { $opponent } ha giocato { $move }: tocca a te
email-your-turn-body = Nella tua partita contro { $opponent }, { $opponent } ha giocato { $move }. Tocca a te.
email-draw-offered-subject = { $opponent } offre la patta
email-draw-offered-body = Nella tua partita contro { $opponent }, { $opponent } offre la patta. Accettala o rifiutala nella pagina della partita.
email-game-over-subject = Partita terminata contro { $opponent }
email-game-over-body = La tua partita contro { $opponent } è terminata. { $outcome }.
email-game-over-pgn = La registrazione della partita (PGN): { $link }
email-challenge-received-subject = { $challenger } ti sfida
email-challenge-received-body = { $challenger } ti sfida a una partita { $kind } per corrispondenza, { $control }.
email-challenge-message = Il suo messaggio: “{ $message }”
email-challenge-see = Vedi le tue sfide
email-challenge-accepted-subject = { $opponent } ha accettato la tua sfida
email-challenge-accepted-body = { $opponent } ha accettato la tua sfida: la partita è iniziata.
email-challenge-declined-subject = { $opponent } ha rifiutato la tua sfida
email-challenge-declined-body = { $opponent } ha rifiutato la tua sfida: { $reason }.
email-reminder-subject = Tocca a te contro { $opponent }: { $hours ->
    [one] resta { $hours } ora
   *[other] restano { $hours } ore
}
email-reminder-body = Il tuo tempo per muovere nella partita contro { $opponent } sta per scadere: { $hours ->
    [one] resta { $hours } ora
   *[other] restano { $hours } ore
}. Chi esaurisce il tempo perde la partita.

refusal-self-challenge = Non puoi sfidare il tuo stesso account.
refusal-rated-with-bot = Le partite con un account BOT non sono mai classificate: togli la spunta da "classificata".
refusal-bot-open-game = Gli account BOT giocano solo tramite sfide, non con partite aperte.
refusal-blocked = { $username } non accetta sfide da te.
refusal-dest-banned = { $username } è bandito e non può essere sfidato.
refusal-bad-position = Questa non è la FEN di una posizione di scacchi legale che si possa giocare.
refusal-rated-custom-position = Una partita da una posizione personalizzata non può essere classificata.
refusal-message-too-long = Il messaggio ha al massimo { $max } caratteri, e nessun carattere di controllo.
refusal-club-control = G/5, G/10, G/15 e G/30 sono partite di club: lancia la sfida dalla scala del club.
refusal-ladder-challenge-pending = Hai già sfidato { $name } a questa partita della scala ({ $id }): la sfida attende la sua risposta.
refusal-own-open-game = Non puoi unirti alla tua stessa partita aperta.
refusal-blocked-join = Il giocatore di questa partita aperta non ti accetta.
refusal-chat-empty = Il messaggio è vuoto.
refusal-chat-too-long = Un messaggio in chat ha al massimo { $max } caratteri.
refusal-chat-one-line = Un messaggio in chat è una sola riga di testo.
refusal-chat-too-fast = Troppi messaggi: attendi un minuto.
refusal-conditional-too-many = Al massimo { $lines } varianti di al massimo { $plies } mosse ciascuna.
refusal-conditional-live = Le mosse condizionali sono per le partite per corrispondenza: in una partita dal vivo, usa la premossa sulla scacchiera.
refusal-conditional-line = Variante { $line }: { $reason }
conditional-not-opponents-turn = le mosse condizionali si inseriscono quando tocca al tuo avversario.
conditional-unpaired = ogni mossa del tuo avversario richiede una tua risposta.
conditional-move = mossa { $index }: { $reason }
conditional-conflicting-reply = mossa { $index }: rispondi già in modo diverso a { $move }.

rule-game-over = La partita è terminata.
rule-not-your-turn = Non tocca a te.
rule-stale = La partita è andata avanti da quando l'hai guardata: eccola com'è adesso.
rule-move-malformed = “{ $move }” non è una mossa: scrivila in SAN (Nf3, exd5, O-O, e8=Q) o UCI (g1f3, e7e8q).
rule-move-illegal = “{ $move }” non è una mossa legale in questa posizione.
rule-move-ambiguous = “{ $move }” corrisponde a più di una mossa: indica quale pezzo muove (es. Nbd2, R1e2).
rule-move-promotion = “{ $move }” raggiunge l'ultima traversa: aggiungi il pezzo in cui viene promosso (=Q, =R, =B o =N).
rule-nothing-to-claim = Non c'è nessuna patta da reclamare: la posizione non si è ripetuta tre volte con te al tratto, e non sono trascorse cinquanta mosse senza mosse di pedone né catture.
rule-no-draw-offer = Il tuo avversario non ha offerto la patta.
rule-not-stand-alone = Le partite di torneo e di club non possono essere interrotte né eliminate.
rule-too-late-to-abort = La partita non può più essere interrotta: entrambi i giocatori hanno mosso.
rule-too-early-to-delete = La partita non può essere eliminata prima che entrambi i giocatori abbiano mosso: interrompila, piuttosto.
rule-no-deletion-request = Il tuo avversario non ha chiesto di eliminare la partita.
rule-not-live = Questa non è una partita dal vivo: i ritiri di mossa e le richieste di lasciare la partita sono per le partite dal vivo.
rule-live-no-deletion = Le partite dal vivo non possono essere eliminate: chiedi piuttosto al tuo avversario di poter lasciare la partita.
rule-resign-too-early = Puoi abbandonare solo dopo 10 mosse per giocatore (20 semimosse), e la partita è alla semimossa { $ply }: { $quit ->
    [yes] fino ad allora, chiedi al tuo avversario di poter lasciare la partita.
   *[no] fino ad allora, continua a giocare o lascia scadere il tuo orologio.
}
rule-draw-request-too-early = La patta si può chiedere solo dopo 10 mosse per giocatore (20 semimosse), e la partita è alla semimossa { $ply }.
rule-draw-requests-used = Hai già fatto le { $max } richieste di patta che ogni giocatore può fare in questa partita: puoi ancora accettare l'offerta del tuo avversario o reclamare la patta.
rule-no-move-to-take-back = Non hai nessuna mossa da ritirare.
rule-opponent-replied = Il tuo avversario ha già risposto alla tua ultima mossa: non può più essere ritirata.
rule-takebacks-used = Non hai più ritiri di mossa (questa partita ne concede { $allowance } a ogni giocatore): chiedi piuttosto al tuo avversario il permesso di ritirare la mossa.
rule-no-takeback-offer = Il tuo avversario non ha proposto di ritirare la mossa.
rule-no-takebacks-in-club-games = Le partite di club seguono solo le regole degli scacchi: non ci sono ritiri di mossa.
rule-no-quit-requests = Le partite di torneo e di club non prevedono richieste di lasciare la partita: hanno sempre un esito.
rule-no-quit-request = Non c'è nessuna richiesta di lasciare la partita a cui rispondere.
rule-own-quit-request = Non puoi rispondere alla tua stessa richiesta di lasciare la partita.
rule-quit-already-requested = Hai già chiesto di lasciare la partita: il tuo avversario non ha ancora risposto.
rule-quit-request-stands = Il tuo avversario può ancora rispondere alla richiesta di lasciare la partita.
rule-record = Non è stato possibile ripercorrere la registrazione della partita: avvisa un amministratore.
refusal-note-too-long = Una nota ha al massimo { $max } caratteri, e nessun carattere di controllo.
refusal-unverified = Conferma il tuo indirizzo email prima di giocare: segui il link che ti abbiamo inviato.
refusal-bot-tournament = Gli account BOT non giocano nei tornei.
email-digest-subject = { $count ->
    [one] Tocca a te in { $count } partita
   *[other] Tocca a te in { $count } partite
}
email-digest-body = Ecco le partite in cui tocca a te:
email-digest-line = contro { $opponent }, { $hours ->
    [one] resta { $hours } ora
   *[other] restano { $hours } ore
}: { $link }
email-summary-subject = { $count ->
    [0] La tua settimana su redqueen
    [one] La tua settimana su redqueen: { $count } partita attende la tua mossa
   *[other] La tua settimana su redqueen: { $count } partite attendono la tua mossa
}
email-summary-waiting = { $count ->
    [0] Nessuna partita attende la tua mossa.
    [one] { $count } partita attende la tua mossa:
   *[other] { $count } partite attendono la tua mossa:
}
email-summary-waiting-line = contro { $opponent }: { $link }
email-summary-results = { $count ->
    [0] Questa settimana non si è conclusa nessuna delle tue partite.
    [one] Questa settimana si è conclusa { $count } delle tue partite:
   *[other] Questa settimana si sono concluse { $count } delle tue partite:
}
email-summary-result-line = contro { $opponent }, { $outcome }: { $link }
refusal-too-many-challenges = Troppe sfide: attendi un minuto.
refusal-outside-rating-range = Il tuo punteggio è fuori dall'intervallo richiesto da questa partita aperta.
refusal-side-taken = Questo colore della sfida aperta è già preso o riservato a un altro giocatore, oppure hai già preso l'altro colore.
refusal-game-cap = Stai già giocando { $max } partite, il massimo che questo sito consente contemporaneamente: prima finiscine una.
refusal-opponent-game-cap = { $name } sta già giocando { $max } partite, il massimo che questo sito consente contemporaneamente.
refusal-no-rematch = La rivincita è possibile solo dopo una partita conclusa che non appartiene a nessun torneo o club.

# The game page's opening explorer (docs/openings.md).
explorer-title = Esploratore delle aperture
explorer-closed-live = L'esploratore delle aperture è chiuso durante le partite dal vivo: si apre quando la partita è finita.
explorer-results = Bianco / patta / Nero
explorer-move = Mossa
explorer-games = Partite
explorer-rating = Punteggio medio
explorer-empty = Nessuna partita finita del sito ha raggiunto questa posizione.
explorer-ended-here = Partite finite del sito che hanno raggiunto questa posizione: { $games }. Nessuna è proseguita da qui.
explorer-source = Dalle partite finite del sito. Nelle partite per corrispondenza si possono consultare libri e database di aperture; i motori no.

# The analysis board (docs/analysis.md).
analysis-title = Scacchiera di analisi
analysis-game-title = Analisi: { $white } – { $black }
analysis-back-to-game = Torna alla partita
analysis-refused-in-progress = Questa partita è ancora in corso: il motore e la scacchiera di analisi sono per dopo la partita, perché durante la partita l'aiuto di un computer non è permesso.
analysis-refused-in-play = Questa posizione è di una partita che stai giocando: il motore e la scacchiera di analisi sono per dopo la partita, perché durante la partita l'aiuto di un computer non è permesso.
analysis-needs-scripts = La scacchiera di analisi e il suo motore richiedono JavaScript.
analysis-evaluation = Valutazione
analysis-engine = Motore
analysis-engine-hint = Stockfish gira nel tuo browser, sul tuo dispositivo: al server non viene inviato nulla.
analysis-analyse-game = Analizza la partita
analysis-analyse-line = Analizza la variante
analysis-progress = Analisi della posizione { $done } di { $total }…
analysis-done = Analisi completata. Il motore continua ad approfondire la posizione mostrata.
analysis-engine-failed = Il motore non è riuscito ad avviarsi in questo browser.
analysis-depth = profondità { $depth }
analysis-mate = Matto in { $moves }
analysis-checkmate = Scacco matto
analysis-best-line = Variante migliore
analysis-summary = Riepilogo
analysis-graph = Probabilità di vittoria del Bianco dopo ogni mossa
analysis-accuracy = Precisione
analysis-inaccuracies = Imprecisioni
analysis-mistakes = Errori
analysis-blunders = Errori gravi
analysis-inaccuracy = Imprecisione
analysis-mistake = Errore
analysis-blunder = Errore grave
analysis-setup = Imposta una posizione
analysis-setup-label = Una FEN, o una partita in PGN
analysis-setup-submit = Imposta
