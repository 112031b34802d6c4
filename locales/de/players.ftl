# Profile, die Rangliste, die Gegnersuche, persönliche Angaben.

nav-leaderboard = Rangliste
nav-players = Spieler finden
pager-previous = Vorherige Seite
pager-next = Nächste Seite

rating-unrated = Ohne Wertung
rating-provisional = Vorläufig: { $rating } ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
})

pool-name-correspondence = Fernschach
pool-name-live = Live
pool-rating-correspondence = Fernschach-Wertungszahl
pool-rating-live = Live-Wertungszahl
pool-history-correspondence = Verlauf der Fernschach-Wertungszahl
pool-history-live = Verlauf der Live-Wertungszahl
profile-record = { $win } gewonnen, { $draw } remis, { $loss } verloren; { $playing } laufend
profile-no-result = { $count ->
    [one] 1 Partie ohne Ergebnis (abgebrochen oder ohne Wertung)
   *[other] { $count } Partien ohne Ergebnis (abgebrochen oder ohne Wertung)
}
profile-real-name = Name
profile-country = Land
profile-languages = Sprachen
profile-age = Alter
profile-bio = Über mich
profile-challenge = Herausfordern
profile-banned = { $username } ist auf dieser Website gesperrt.
profile-edit = Persönliche Angaben bearbeiten
profile-history = Wertungsverlauf
profile-no-history = Noch keine gewertete Partie.
profile-chart-kept = Hohle Punkte: Partien, die die Wertung nach einer Regel unverändert ließen (Wertungen 400 Punkte oder mehr auseinander oder eine etablierte Wertung gegen Spieler ohne oder mit vorläufiger Wertung).
profile-chart-label = Wertungszahl über { $games ->
    [one] { $games } gewertete Partie
   *[other] { $games } gewertete Partien
}: von { $first } bis { $last }
profile-recent = Letzte Partien
profile-tournaments = Turnierergebnisse
profile-no-tournaments = Noch kein beendetes Turnier.
profile-tournament-won = Sieger
profile-place-swiss = Platz { $rank } von { $of }, { $points } Punkte
profile-place-group = Platz { $rank } von { $of } in der Gruppe der Runde { $round }
profile-archive = Alle Partien, mit Filtern
archive-title = Partien von { $username }
archive-result = Ergebnis
archive-color = Farbe
archive-kind = Bedenkzeit
archive-vs = Gegner
archive-any = Alle
archive-won = Gewonnen
archive-lost = Verloren
archive-drawn = Remis
archive-filter = Partien anzeigen
archive-none = Keine beendete Partie passt.
archive-older = Ältere Partien

leaderboard-title = Rangliste
leaderboard-pools = Wertungskategorien
leaderboard-help = Etablierte Spieler (ab 25 gewerteten Partien) dieser Kategorie, nach Wertungszahl absteigend.
leaderboard-empty = Noch niemand hat 25 gewertete Partien gespielt.
leaderboard-games = Gewertete Partien

finder-title = Gegner finden
finder-username = Benutzername beginnt mit
finder-pool = Wertungskategorie
finder-rating-min = Wertungszahl ab
finder-rating-max = Wertungszahl bis
finder-country = Land (zwei Buchstaben, z. B. DE)
finder-age-min = Alter ab
finder-age-max = Alter bis
finder-language = Spricht (Sprachcode, z. B. de)
finder-active-days = Aktiv in den letzten … Tagen
finder-search = Suchen
finder-none = Niemand passt. Versuch es mit weiteren Grenzen.

personal-title = Persönliche Angaben
personal-help = Alle Angaben hier sind freiwillig. Sie helfen Mitgliedern, Gegner mit Gemeinsamkeiten zu finden, und werden nur angemeldeten Mitgliedern angezeigt.
personal-birth-year = Geburtsjahr
personal-country-hint = Zwei Buchstaben (ISO 3166), z. B. DE, AT, CH.
personal-languages-hint = Sprachcodes, durch Kommas getrennt, z. B. de, en.
personal-save = Speichern
personal-error-name = Ein Name hat höchstens { $max } Zeichen und steht in einer Zeile.
personal-error-birth-year = Ein Geburtsjahr ist ein Jahr von 1900 bis { $latest }.
personal-error-country = Ein Land besteht aus zwei Buchstaben, z. B. DE.
personal-error-languages = Sprachen sind Codes aus zwei oder drei Buchstaben, durch Kommas getrennt, z. B. de, en.
personal-error-bio = „Über mich“ hat höchstens { $max } Zeichen und keine Steuerzeichen.
personal-time-zone = Zeitzone
personal-time-zone-hint = Fristen, Startzeiten und Datumsangaben werden auf den Seiten und in deinen E-Mails in dieser Zeitzone angegeben. Niemand sonst sieht sie.
personal-time-zone-browser = Nicht gewählt: die deines Browsers, { $zone }
personal-error-time-zone = „{ $zone }“ ist keine Zeitzone: Wähle eine aus der Liste.

# Openings (docs/openings.md): the game page's and lists' opening, a
# profile's openings played. Opening names stay in English, as the
# table has them.
game-opening = Eröffnung
profile-openings = Eröffnungen
profile-openings-white = Mit Weiß
profile-openings-black = Mit Schwarz
profile-no-openings = Noch keine beendete Partie mit einer benannten Eröffnung.
profile-openings-games = Partien
profile-openings-won = Gewonnen
profile-openings-drawn = Remis
profile-openings-lost = Verloren
