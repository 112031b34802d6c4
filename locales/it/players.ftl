# Profili, classifica, ricerca avversari, informazioni personali.

nav-leaderboard = Classifica
nav-players = Trova giocatori
pager-previous = Pagina precedente
pager-next = Pagina successiva

rating-unrated = Senza punteggio
rating-provisional = Provvisorio: { $rating } ({ $games ->
    [one] { $games } partita
   *[other] { $games } partite
})

pool-name-correspondence = Corrispondenza
pool-name-live = Dal vivo
pool-rating-correspondence = Punteggio per corrispondenza
pool-rating-live = Punteggio dal vivo
pool-history-correspondence = Storico del punteggio per corrispondenza
pool-history-live = Storico del punteggio dal vivo
profile-record = { $win } vinte, { $draw } patte, { $loss } perse; { $playing } in corso
profile-no-result = { $count ->
    [one] 1 partita senza risultato (interrotta o senza risultato)
   *[other] { $count } partite senza risultato (interrotte o senza risultato)
}
profile-real-name = Nome
profile-country = Paese
profile-languages = Lingue
profile-age = Età
profile-bio = Su di me
profile-challenge = Sfida
profile-banned = { $username } è bandito da questo sito.
profile-edit = Modifica le tue informazioni personali
profile-history = Storico del punteggio
profile-no-history = Ancora nessuna partita classificata.
profile-chart-kept = Punti vuoti: partite che per una regola hanno lasciato il punteggio invariato (punteggi distanti 400 punti o più, o un punteggio consolidato contro un giocatore senza punteggio o con punteggio provvisorio).
profile-chart-label = Punteggio nel corso di { $games ->
    [one] { $games } partita classificata
   *[other] { $games } partite classificate
}: da { $first } a { $last }
profile-recent = Partite recenti
profile-tournaments = Risultati nei tornei
profile-no-tournaments = Ancora nessun torneo concluso.
profile-tournament-won = Vincitore
profile-place-swiss = { $rank }° su { $of }, { $points } punti
profile-place-group = { $rank }° su { $of } nel girone del turno { $round }
profile-archive = Tutte le partite, con filtri
archive-title = Partite di { $username }
archive-result = Risultato
archive-color = Colore
archive-kind = Orologio
archive-vs = Avversario
archive-any = Qualsiasi
archive-won = Vinte
archive-lost = Perse
archive-drawn = Patte
archive-filter = Mostra le partite
archive-none = Nessuna partita conclusa corrisponde.
archive-older = Partite precedenti

leaderboard-title = Classifica
leaderboard-pools = Categorie di punteggio
leaderboard-help = Giocatori affermati (25 partite classificate o più) di questa categoria, dal punteggio più alto.
leaderboard-empty = Nessuno ha ancora giocato 25 partite classificate.
leaderboard-games = Partite classificate

finder-title = Trova avversari
finder-username = Il nome utente inizia con
finder-pool = Categoria di punteggio
finder-rating-min = Punteggio da
finder-rating-max = Punteggio fino a
finder-country = Paese (due lettere, es. IT)
finder-age-min = Età da
finder-age-max = Età fino a
finder-language = Parla (codice della lingua, es. it)
finder-active-days = Attivo negli ultimi … giorni
finder-search = Cerca
finder-none = Nessun risultato. Prova con limiti più ampi.

personal-title = Informazioni personali
personal-help = Tutto qui è facoltativo. Aiuta i membri a trovare avversari con qualcosa in comune, ed è mostrato solo ai membri che hanno effettuato l'accesso.
personal-birth-year = Anno di nascita
personal-country-hint = Due lettere (ISO 3166), es. IT, CH, SM.
personal-languages-hint = Codici delle lingue separati da virgole, es. it, en.
personal-save = Salva
personal-error-name = Un nome ha al massimo { $max } caratteri, su una sola riga.
personal-error-birth-year = L'anno di nascita è un anno dal 1900 al { $latest }.
personal-error-country = Un paese si indica con due lettere, es. IT.
personal-error-languages = Le lingue sono codici di due o tre lettere separati da virgole, es. it, en.
personal-error-bio = “Su di me” ha al massimo { $max } caratteri, e nessun carattere di controllo.
personal-time-zone = Fuso orario
personal-time-zone-hint = Scadenze, inizi e date sono scritti in questo fuso orario nelle pagine e nelle tue email. Nessun altro lo vede.
personal-time-zone-browser = Non scelto: quello del tuo browser, { $zone }
personal-error-time-zone = “{ $zone }” non è un fuso orario: scegline uno dall’elenco.

# Openings (docs/openings.md): the game page's and lists' opening, a
# profile's openings played. Opening names stay in English, as the
# table has them.
game-opening = Apertura
profile-openings = Aperture
profile-openings-white = Con il Bianco
profile-openings-black = Con il Nero
profile-no-openings = Ancora nessuna partita finita con un'apertura nota.
profile-openings-games = Partite
profile-openings-won = Vinte
profile-openings-drawn = Patte
profile-openings-lost = Perse
