# Vereine (clubs-and-ladder.md): die Liste, die Vereinsseite mit ihrer als
# Pyramide gezeichneten Leiter, Eintragen und Beantworten von Ergebnissen,
# die Werkzeuge der Spielleiter, die Karte und der Verlauf eines Spielers.

nav-clubs = Vereine
clubs-title = Vereine
clubs-none = Noch kein Verein.
clubs-waiting = Ergebnisse, die auf dich warten
clubs-waiting-reported = von Weiß gemeldet: bestätige oder bestreite es
clubs-waiting-disputed = von Schwarz bestritten: bestätige oder berichtige es als Turnierleitung
clubs-found = Verein gründen
clubs-name = Name
clubs-description = Beschreibung
clubs-found-submit = Verein gründen
clubs-members = { $count ->
    [one] { $count } Mitglied
   *[other] { $count } Mitglieder
}
club-ladder = Leiter
club-ladder-empty = Noch steht niemand auf der Leiter.
club-rung = Sprosse { $rung }
club-card-rank = { $rung } · Rang { $rank }
club-card-rating = Wertungszahl { $rating }
club-card-rating-provisional = Wertungszahl { $rating } (vorläufig)
club-card-last-defense = Zuletzt verteidigt: { $day }
club-card-never-defended = Noch nicht verteidigt
club-card-games = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}
club-card-ranks-earned = { $direction ->
    [up] { $ranks ->
        [one] +1 Rang gewonnen
       *[other] +{ $ranks } Ränge gewonnen
    }
    [down] { $ranks ->
        [one] 1 Rang verloren
       *[other] { $ranks } Ränge verloren
    }
   *[none] keine Ränge gewonnen
}
club-card-flagged = Abwesend: { $ranks ->
    [one] { $ranks } Rang verloren
   *[other] { $ranks } Ränge verloren
}
club-card-new = Neu
club-directors = Spielleiter: { $names }
club-season = Saison vom { $start } bis zum { $end }; Abwesenheitsabzug am { $day }. Tag jedes Monats.
club-join = Aufnahme beantragen
club-requested = Du hast die Aufnahme beantragt; ein Spielleiter wird antworten.
club-report = Partie eintragen
club-report-hint = Du trägst die Partien ein, die du mit Weiß gespielt hast; dein Gegner bestätigt oder bestreitet sie.
club-report-white = Weiß
club-report-black = Schwarz
club-report-result = Ergebnis
club-report-played-on = Gespielt am
club-report-control = Bedenkzeit
club-report-game-number = Partie des Tages (2 für eine zweite gleiche Partie)
club-report-submit = Ergebnis eintragen
club-result-white = 1-0 (Weiß hat gewonnen)
club-result-black = 0-1 (Schwarz hat gewonnen)
club-result-draw = ½-½ (Remis)
club-games = Partien
club-games-none = Noch keine Partien eingetragen.
club-status-reported = eingetragen
club-status-confirmed = bestätigt
club-status-disputed = bestritten
club-confirm = Bestätigen
club-dispute = Bestreiten
club-correct = Ergebnis korrigieren
club-correct-submit = Korrigieren
club-requests = Aufnahmeanträge
club-accept = Annehmen
club-refuse = Ablehnen
club-add-member = Mitglied hinzufügen
club-add-username = Benutzername
club-add-joined-on = Auf der Leiter seit (für eine Leiter aus Papier, die auf die Website übernommen wird; leer: heute)
club-add-submit = Unten auf der Leiter hinzufügen
club-members-title = Mitglieder
club-remove-from-ladder = Von der Leiter nehmen
club-remove = Aus dem Verein entfernen
club-remove-question = Das kann nicht rückgängig gemacht werden. Fortfahren?
club-make-director = Zum Spielleiter machen
club-admin-directors = Spielleiter (Administration der Website)
club-admin-directors-hint = Als Administrator der Website kannst du jedes Mitglied zum Spielleiter dieses Vereins machen, etwa wenn er seinen letzten verloren hat.
club-director-mark = Spielleiter
club-decay = Abwesenheitsabzug
club-decay-explained = Wendet den Abwesenheitsabzug dieses Monats mit Stand eines Spielabends an: Jeder Spieler, der im gesamten Vormonat nicht verteidigt hat, fällt um so viele Ränge zurück, wie Monate seit seiner letzten Verteidigung vergangen sind. Andernfalls wird er am { $day } angewendet.
club-decay-date = Spielabend
club-decay-submit = Abzug anwenden
club-decay-question = Der Abzug kann nicht rückgängig gemacht werden. Mit Stand dieses Tages anwenden?
club-done-founded = Der Verein ist gegründet; du bist sein Spielleiter.
club-done-requested = Dein Antrag wurde an die Spielleiter geschickt.
club-done-reported = Das Ergebnis wurde eingetragen und die Leiter aktualisiert.
club-done-confirmed = Du hast das Ergebnis bestätigt.
club-done-disputed = Du hast das Ergebnis bestritten: Es bleibt als bestritten markiert, bis eine Turnierleitung es bestätigt oder berichtigt; die Turnierleitung wird benachrichtigt.
club-done-corrected = Das Ergebnis wurde korrigiert; die Leiter wurde ab dieser Partie neu berechnet.
club-done-member = Erledigt.
club-done-decayed = Der Abzug wurde angewendet.
club-history-title = { $username } bei { $club }
club-history = Rangänderungen
club-history-none = Noch keine Rangänderung.
club-cause-joined = Hat den untersten Rang eingenommen
club-cause-left = Hat die Leiter verlassen
club-cause-game = Partie gegen { $opponent }: { $result }
club-cause-corrected = Partie gegen { $opponent }: { $result } (korrigiert)
club-cause-decay = Abwesenheitsabzug
club-cause-placed = Platziert durch die Schweizer Leiter-Qualifikation (SLQ)
club-rank-change = { $from } → { $to }
club-off-ladder = nicht auf der Leiter
club-error-not-found = Diesen Verein gibt es nicht.
club-error-no-such-member = Es gibt kein Mitglied namens { $name }.
club-error-bot = { $name } ist ein BOT-Konto: BOT-Konten treten keinen Vereinen bei und nehmen nicht an Vereinsveranstaltungen teil.
club-error-no-such-game = Diese Partie gibt es in diesem Verein nicht.
club-error-name = Der Name eines Vereins hat 1 bis { $max } Zeichen und steht in einer Zeile.
club-error-description = Die Beschreibung eines Vereins hat höchstens { $max } Zeichen und keine Steuerzeichen.
club-error-name-taken = Einen Verein mit diesem Namen gibt es bereits.
club-error-founders-are-administrators = Auf dieser Website gründen nur Administratoren Vereine.
club-error-not-director = Das dürfen nur die Spielleiter des Vereins.
club-error-already-member = Du bist bereits Mitglied dieses Vereins.
club-error-already-requested = Du hast die Aufnahme in diesen Verein bereits beantragt.
club-error-no-request = { $name } hat keine Aufnahme in diesen Verein beantragt.
club-error-not-member = { $name } ist kein Mitglied dieses Vereins.
club-error-not-on-ladder = { $name } steht nicht auf der Leiter des Vereins.
club-error-same-player = Für eine Partie braucht es zwei verschiedene Spieler.
club-error-not-white = Nur Weiß oder ein Spielleiter trägt eine Partie ein.
club-error-not-black = Nur Schwarz bestätigt oder bestreitet eine Partie, die Weiß eingetragen hat.
club-error-game-settled = Diese Partie ist bereits { $status }.
club-error-result = Das Ergebnis lautet 1-0, 0-1 oder ½-½.
club-error-time-control = Die Bedenkzeit ist G/5, G/10, G/15 oder G/30.
club-error-date = Schreib das Datum als JJJJ-MM-TT.
club-error-future-date = Das Datum darf nicht in der Zukunft liegen.
club-error-before-joining = Die Partie kann nicht gespielt worden sein, bevor { $name } auf die Leiter kam.
club-error-decay-this-month = Der Abwesenheitsabzug wurde diesen Monat bereits angewendet (am { $day }).
club-error-decay-before-last = Der Abwesenheitsabzug geht nur vorwärts: Der letzte wurde am { $day } angewendet.
club-error-last-director = { $name } ist der letzte Spielleiter des Vereins: Ernenne zuerst einen Nachfolger (mache ein anderes Mitglied zum Spielleiter), dann kann er gehen.
club-error-game-number = Die Partienummer ist eine ganze Zahl von 1 bis { $max }: 2 für eine zweite gleiche Partie an diesem Tag.
club-error-duplicate-game = Dieses Ergebnis ist schon eingetragen: Partie { $id }, { $white } gegen { $black }, { $result } am { $day } ({ $status }). Wenn die beiden an diesem Tag noch eine gleiche Partie gespielt haben, trage sie mit der Partienummer { $next } ein.
club-error-decay-outside = Ein von Hand angewendeter Abwesenheitsabzug gilt für einen Tag vom { $from } bis zum { $to }: innerhalb der laufenden Saison, nicht vor der Gründung des Vereins oder dem letzten Abzug und nicht in der Zukunft.
club-error-joined-outside = Der Beitrittstag eines Mitglieds liegt zwischen der Gründung des Vereins ({ $from }) und heute ({ $to }).
club-error-missing = Fülle alle Felder aus.
club-error-challenge-down = Auf der Leiter fordert man nach oben: { $name } steht unter dir.
club-challenge = Herausfordern
club-awards = Die bisherigen Auszeichnungen der Saison
club-awards-title = { $club }: Auszeichnungen der Saison { $season }
club-awards-none = Noch steht niemand auf der Leiter.
club-awards-trophies = Pokale: die besten 3
club-awards-medals = Medaillen: die besten 10
club-awards-highest-rated = Höchste Wertungszahl ({ $rating })
club-awards-most-games = Meiste gespielte Partien ({ $games })
club-awards-most-ranks = Meiste gewonnene Ränge ({ $ranks })
club-settings = Vereinseinstellungen
club-settings-season-start = Die Saison beginnt am (MM-TT)
club-settings-season-end = Die Saison endet am (MM-TT)
club-settings-decay-day = Der Abwesenheitsabzug ist fällig am Tag (1–28) jedes Monats
club-settings-submit = Einstellungen speichern
club-done-settings = Die Einstellungen wurden gespeichert.
club-error-season-start = Die Saison beginnt an einem Tag im Format MM-TT, z. B. 09-01.
club-error-season-end = Die Saison endet an einem Tag im Format MM-TT, z. B. 06-30 (nicht am 29. Februar), und nicht am Tag ihres Beginns.
club-error-decay-day = Der Tag des Abzugs ist ein Tag des Monats von 1 bis 28.
club-error-no-such-event = Diese Veranstaltung gibt es in diesem Verein nicht
club-error-no-such-board = Dieses Brett gibt es in dieser Veranstaltung nicht
club-error-event-name = Der Name einer Veranstaltung hat 1 bis { $max } Zeichen und steht in einer Zeile
club-error-event-format = Wähle ein Format: SLQ, Viererturnier, Achterturnier, Schweizer System, Rundenturnier oder Jahresmeisterschaft, mit Rundenzahl oder Gruppengröße
club-error-announcement = Eine Ausschreibung hat höchstens { $max } Zeichen und keine Steuerzeichen
club-error-not-openable = Die SLQ und die Jahresmeisterschaft sind nur für Vereinsmitglieder: Sie können nicht offen sein
club-error-reseed-unconfirmed = Der Verein hat in dieser Saison bereits eine Leiter: Bestätige, dass die SLQ sie neu aufbaut
club-error-members-only = Diese Veranstaltung ist nur für Vereinsmitglieder, und { $name } ist keins
club-error-already-entered = { $name } nimmt an dieser Veranstaltung bereits teil
club-error-not-entered = { $name } nimmt an dieser Veranstaltung nicht teil
club-error-withdrawn = { $name } hat sich von dieser Veranstaltung zurückgezogen und wird nicht mehr gepaart
club-error-entries-closed = Die Gruppen eines Rundenturniers stehen mit dessen Beginn fest: keine Nachmeldungen
club-error-event-finished = Die Veranstaltung ist beendet
club-error-too-few-entries = Eine Veranstaltung braucht zum Start mindestens zwei Spieler
club-error-all-rounds-paired = Alle Runden dieser Veranstaltung sind gepaart
club-error-results-missing = { $count ->
    [one] { $count } Ergebnis dieser Runde fehlt noch: Die nächste Runde wird gepaart, sobald alle Ergebnisse vorliegen
   *[other] { $count } Ergebnisse dieser Runde fehlen noch: Die nächste Runde wird gepaart, sobald alle Ergebnisse vorliegen
}
club-error-not-a-player = Nur die beiden Spieler eines Bretts oder ein Spielleiter tragen dessen Ergebnis ein
club-error-already-reported = Das Ergebnis dieses Bretts ist eingetragen: Schwarz bestätigt oder bestreitet es, ein Spielleiter korrigiert es
club-error-no-game = An diesem Brett gibt es keine Partie, für die ein Ergebnis eingetragen werden kann
club-events = Veranstaltungen
club-events-title = Veranstaltungen von { $club }
club-events-none = Noch keine Veranstaltungen.
club-event-create = Veranstaltung erstellen
club-event-name = Name
club-event-format = Format
club-event-format-hint = Die SLQ baut die Leiter auf: Alle beginnen mit 1200 und werden nach jeder Runde neu gewertet. Ein Viererturnier ist ein Rundenturnier zu viert mit G/10 an einem Spielabend; ein Achterturnier ein Turnier nach Schweizer System über drei Runden mit acht Spielern und G/30, eine Runde pro Spielabend. Die Rundenzahl (oder die Gruppengröße eines Rundenturniers) lässt sich unten festlegen. Die SLQ wird G/5 gespielt, wenn du keine andere Bedenkzeit wählst, und immer nach der Tabelle G/30 & SLQ gewertet.
club-event-rounds-field = Runden oder Gruppengröße eines Rundenturniers (leer: die des Formats)
club-event-control = Bedenkzeit
club-event-control-default = Die des Formats
club-event-open-label = Offen für Mitglieder der Website, die nicht Vereinsmitglieder sind (nicht bei der SLQ oder der Meisterschaft)
club-event-announcement = Ausschreibung
club-event-announcement-hint = Tag und Spiellokal, Anmeldung und Rundenzeiten, Startgeld, Preise, Kontakt, die Wertungsregeln
club-event-reseed = Diese SLQ baut die Leiter dieser Saison neu auf
club-event-create-submit = Veranstaltung erstellen
club-event-status-entries = Meldungen offen
club-event-status-running = läuft
club-event-status-finished = beendet
club-event-open = offen
club-event-rounds = Runde { $paired } von { $rounds }
club-event-rounds-planned = { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
}
club-event-print = Drucken
club-event-export-csv = Tabelle (CSV)
club-event-export-trf = TRF-Bericht
club-event-entries = Teilnehmer ({ $count })
club-event-guest = Gast
club-event-withdrawn = zurückgezogen
club-event-enter = Teilnehmen
club-event-enter-someone = Spieler melden (Benutzername)
club-event-withdraw = Zurückziehen
club-event-withdraw-someone = Spieler zurückziehen (Benutzername)
club-event-withdraw-question = Ein zurückgezogener Spieler wird nicht mehr gepaart, und eine noch nicht gespielte Partie von ihm gilt als kampflos verloren. Zurückziehen?
club-event-start-round = Runde { $round } starten
club-event-start-question = Die Runde jetzt paaren? Starte sie, wenn die Spieler an den Brettern sitzen: Eine gepaarte Runde kann nicht rückgängig gemacht werden.
club-event-round = Runde { $round }
club-event-pairings-print = Paarungen zum Ausdrucken
club-event-board = Brett
club-event-white = Weiß
club-event-black = Schwarz
club-event-result = Ergebnis
club-event-bye = Freilos (½)
club-event-rest = spielfrei
club-event-forfeit = kampflos
club-event-report = Eintragen
club-event-section = Gruppe { $section }
club-event-standings = Tabelle
club-event-player = Spieler
club-event-points = Punkte
club-event-aos = AOS
club-event-aos-title = Durchschnittliche Gegnerpunktzahl (AOS), die erste Feinwertung
club-event-rating = Wertungszahl
club-event-crosstable-hint = W3w: gegen Nummer 3 mit Weiß gewonnen (W = gewonnen, w = Weiß); D remis, L verloren; +3 und -3 kampflos gewonnen bzw. verloren; H ein Freilos mit halbem Punkt; R spielfrei; … ein noch ausstehendes Ergebnis.
club-event-ratings = Vereinswertungszahlen nach jeder Runde
club-event-after-round = Nach Runde { $round }
club-event-back = Zurück zur Veranstaltung
club-pairings-title = { $event }: Runde { $round }
club-format-slq = Schweizer Leiter-Qualifikation (SLQ, 6 Runden)
club-format-quad = Viererturnier (Gruppen zu 4, G/10)
club-format-octo = Achterturnier (Gruppen zu 8, 3 Runden, G/30)
club-format-swiss = Schweizer System (5 Runden)
club-format-rr = Rundenturnier (Gruppen zu 6)
club-format-championship = Jahresmeisterschaft (Schweizer System, 5 Runden)
club-format-championship-rr = Jahresmeisterschaft (Rundenturnier)
club-event-done-created = Die Veranstaltung ist erstellt: Mitglieder können sich jetzt melden.
club-event-done-entered = Gemeldet.
club-event-done-withdrawn = Zurückgezogen.
club-event-done-round = Die Runde ist gepaart: Die Paarungen stehen unten, bereit zum Ausdrucken.
club-event-done-result = Das Ergebnis ist eingetragen.
club-event-done-corrected = Das Ergebnis ist berichtigt; Wertungszahlen und Leiter wurden ab dieser Partie neu berechnet.
club-event-done-confirmed = Du hast das Ergebnis bestätigt.
club-event-done-disputed = Du hast das Ergebnis bestritten: Die Turnierleitung wird benachrichtigt, und es bleibt als bestritten markiert, bis sie es bestätigt oder berichtigt.
club-format-name = { $kind ->
    [slq] Schweizer Leiter-Qualifikation, { $count } Runden
    [quad] Viererturnier
    [octo] Achterturnier
    [swiss] Schweizer System, { $count } Runden
    [rr] Rundenturnier, Gruppen zu { $count }
    [championship] Jahresmeisterschaft, Schweizer System über { $count } Runden
   *[championship-rr] Jahresmeisterschaft als Rundenturnier
}
club-event-waiting = { $count ->
    [one] { $count } Ergebnis dieser Runde steht noch aus; die nächste Runde wird gepaart, sobald es vorliegt.
   *[other] { $count } Ergebnisse dieser Runde stehen noch aus; die nächste Runde wird gepaart, sobald sie vorliegen.
}
club-error-empty-season = Diese Saison hat noch keine Partien: Es gibt nichts abzuschließen
club-awards-earlier = Die Saison davor
club-awards-later = Die Saison danach
club-season-close = Saison abschließen
club-season-close-explained = Beim letzten Spielabend des Jahres: Die Auszeichnungen oben gelten dann für die Saison, und die nächste Saison beginnt sofort. Gespielte Partien und gewonnene Ränge zählen wieder ab null; die Leiter und die Vereinswertungszahlen bleiben bestehen.
club-season-close-question = Diese Saison abschließen und die nächste beginnen? Das kann nicht rückgängig gemacht werden.
club-season-closed = Die Saison ist abgeschlossen: Dies ist ihr Bericht. Die nächste Saison hat begonnen.
club-event-on-server-label = Auf dem Server gespielt, mit G/N-Uhren (statt am Brett)
club-event-on-server = auf dem Server
club-event-game = Die Partie
club-error-played-on-server = Diese Partie wird auf dem Server gespielt: Ihr Ergebnis kommt aus der Partie
email-club-result-subject = { $white } hat eure Partie gemeldet: { $result }
email-club-result-body = { $white } (Weiß) hat das Ergebnis eurer Partie in { $place } vom { $day } gemeldet: { $white } – { $black } { $result }. Es zählt sofort. Stimmt es, bestätige es; stimmt es nicht, bestreite es, und die Turnierleitung entscheidet.
email-club-result-open = Ergebnisse öffnen
email-club-dispute-subject = { $black } bestreitet ein Ergebnis in { $place }
email-club-dispute-body = { $black } (Schwarz) bestreitet das Ergebnis, das { $white } für ihre Partie vom { $day } gemeldet hat: { $white } – { $black } { $result }. Es bleibt als bestritten markiert, bis eine Turnierleitung es bestätigt oder berichtigt (eine Berichtigung rechnet alle späteren Änderungen neu).
