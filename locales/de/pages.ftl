# Spielseiten: Herausforderungen, Lobby, meine Partien, die Partieseite.

nav-lobby = Lobby
nav-challenges = Herausforderungen
nav-games = Meine Partien

notice-challenge-sent = Deine Herausforderung wurde gesendet.
notice-club-challenge-sent = Deine Leiter-Herausforderung wurde gesendet: Sie steht unten, bis sie beantwortet wird (eine Live-Herausforderung verfällt nach 10 Minuten).
notice-challenge-declined = Die Herausforderung wurde abgelehnt.
notice-challenge-canceled = Die Herausforderung wurde zurückgezogen.
notice-open-game-created = Deine offene Partie steht in der Lobby.
notice-email-options-saved = Deine Benachrichtigungseinstellungen wurden gespeichert.
notice-blocks-saved = Deine Liste blockierter Spieler wurde gespeichert.

duration-days-hours = { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
}
duration-hours-minutes = { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
} { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
}
duration-minutes = { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
}
duration-seconds = { $seconds ->
    [one] { $seconds } Sekunde
   *[other] { $seconds } Sekunden
}

play-time-control = Bedenkzeit
play-your-color = Deine Farbe
play-color-random = Zufällig
play-color-white = Weiß
play-color-black = Schwarz
play-bad-time-control = Bitte wähle eine der angebotenen Bedenkzeiten.
play-bad-color = Bitte wähle Weiß, Schwarz oder zufällig.
play-no-such-player = Es gibt keinen Spieler namens { $username }.
play-no-such-challenge = Diese Herausforderung ist nicht mehr offen.
play-out-of-time = Deine Zeit ist abgelaufen, bevor der Zug ankam: Die Partie ist beendet.

challenges-title = Herausforderungen
challenges-incoming = Herausforderungen an dich
challenges-outgoing = Deine Herausforderungen
challenges-none = Zurzeit keine.
challenges-accept = Annehmen
challenges-decline = Ablehnen
challenges-reason = Grund
challenges-cancel = Zurückziehen
challenges-new = Spieler herausfordern
challenges-rated = Gewertete Partie
challenges-message = Nachricht (optional)
challenges-send = Herausforderung senden

lobby-title = Lobby
lobby-open-games = Offene Fernpartien
lobby-live-games = Offene Live-Partien
lobby-none = Zurzeit keine offenen Partien. Eröffne unten selbst eine!
lobby-player = Spieler
lobby-kind = Partie
lobby-join = Spielen
lobby-withdraw = Zurückziehen
lobby-create = Eine Partie eröffnen, der jeder beitreten kann
lobby-create-submit = Partie eröffnen

games-title = Meine Partien
games-in-progress = Laufend
games-finished = Beendet
games-none = Noch keine Partien.
games-find = Finde einen Gegner in der Lobby.
games-against = gegen { $opponent }
games-your-move = du bist am Zug
games-their-move = Gegner am Zug
games-you-play-white = du spielst Weiß
games-you-play-black = du spielst Schwarz
games-you-won = Du hast gewonnen
games-you-lost = Du hast verloren
games-drawn = Remis
games-no-result = Kein Ergebnis

game-title = { $white } – { $black }
game-board = Brett
game-moves = Züge
game-skip-to-move = Zum Zugfeld springen
game-no-moves = Noch keine Züge.
game-download-pgn = Partie herunterladen (PGN)
game-to-move = { $username } ist am Zug
game-time-left = noch { $left }, bis { $deadline }
game-your-move = Du bist am Zug
game-play = Ziehen
game-move-offer-draw = Mit diesem Zug Remis anbieten
game-wait = Warte auf den Zug deines Gegners.
game-draw-offer = Remis anbieten
game-draw-offered = Dein Gegner bietet Remis an.
game-draw-accept = Remis annehmen
game-draw-decline = Remis ablehnen
game-draw-offer-standing = Du hast Remis angeboten.
game-claim-draw = Remis beanspruchen
game-abort = Partie abbrechen
game-resign = Aufgeben
game-deletion-ask = Löschen der Partie vorschlagen
game-deletion-asked = Dein Gegner möchte diese Partie löschen.
game-deletion-accept = Partie löschen
game-deletion-decline = Partie behalten
game-chat = Chat
game-spectator-chat = Chat der Zuschauer
game-chat-send = Senden
game-note = Private Notizen
game-note-private = Nur du kannst deine Notizen lesen.
game-note-save = Notizen speichern
game-conditional = Bedingte Züge
game-conditional-help = Eine Variante pro Zeile, beginnend mit dem nächsten Zug deines Gegners, dann deine Antwort und so weiter (z. B. „e5 Nf3 Nc6 Bb5“). Niemand sonst sieht sie.
game-conditional-save = Varianten speichern

settings-more = E-Mail und blockierte Spieler
email-options-title = E-Mail-Einstellungen
email-options-your-turn = Wenn du am Zug bist
email-options-every-move = eine E-Mail bei jedem Zug
email-options-daily-digest = eine E-Mail pro Tag mit allen Partien, in denen du am Zug bist
email-options-off = keine E-Mail
email-options-also = Schick mir außerdem eine E-Mail
email-options-challenges = bei Herausforderungen an mich und Antworten auf meine
email-options-draw-offers = bei Remisangeboten
email-options-game-over = wenn eine Partie endet
email-options-reminders = wenn meine Bedenkzeit bald abläuft
email-options-account-emails = E-Mails zu deinem Konto (Bestätigung der Adresse, Zurücksetzen des Passworts) werden immer verschickt.
email-options-save = Speichern
blocks-title = Blockierte Spieler
blocks-help = Blockierte Spieler können dich nicht herausfordern und deinen offenen Partien nicht beitreten.
blocks-none = Du hast niemanden blockiert.
blocks-block = Blockieren
blocks-unblock = Nicht mehr blockieren
game-rematch = Revanche
board-flip = Brett drehen
board-confirm-moves = Züge bestätigen
board-confirm-question = Diesen Zug spielen?
board-confirm-yes = Ziehen
board-confirm-no = Zurücknehmen
board-promote-to = Umwandeln in:
board-queen = Dame
board-rook = Turm
board-bishop = Läufer
board-knight = Springer
board-reconnecting = Verbindung verloren: Verbindung wird wiederhergestellt …
board-socket-not-player = Nur die Spieler dieser Partie können in ihr ziehen.
board-white = Weiß
board-black = Schwarz
accessible-king = König
accessible-queen = Dame
accessible-rook = Turm
accessible-bishop = Läufer
accessible-knight = Springer
accessible-pawn = Bauer
accessible-takes = schlägt
accessible-promotes = wird { $piece }
accessible-check = Schach
accessible-checkmate = Schachmatt
accessible-castles-short = kurze Rochade
accessible-castles-long = lange Rochade
accessible-square-empty = { $square }: leer
accessible-square-piece = { $square }: { $piece } ({ $color })
accessible-no-move = Noch kein Zug.
accessible-moved = { $player }: { $move }
accessible-shown = Angezeigt: { $move }
accessible-shown-start = Angezeigt: die Anfangsstellung
accessible-clock = { $player }: { $time }
accessible-box = Zug oder Befehl
accessible-help = Gib einen Zug ein (e4, Nf3, O-O) oder einen Befehl: p w oder p s, die Figuren von Weiß oder Schwarz; s e4, was auf einem Feld steht; t, die Uhren; l, der letzte Zug; h, diese Hilfe.
accessible-announcements = Ansagen

unsubscribe-title = E-Mail-Einstellungen
unsubscribe-question = E-Mails zum Thema „{ $kind }“ abbestellen?
unsubscribe-submit = Diese E-Mails abbestellen
unsubscribe-done = Du bekommst keine E-Mails zum Thema „{ $kind }“ mehr. In deinen E-Mail-Einstellungen kannst du sie wieder einschalten.
unsubscribe-kind-your-turn = Du bist am Zug
unsubscribe-kind-challenges = Herausforderungen
unsubscribe-kind-draw-offers = Remisangebote
unsubscribe-kind-game-over = Beendete Partien
unsubscribe-kind-reminders = Ablaufende Bedenkzeit
unsubscribe-kind-vacation-ending = Ende deines Urlaubs
unsubscribe-kind-tournament-rounds = Rundenbeginn in deinen Turnieren
unsubscribe-kind-weekly-summary = Wochenübersicht

# Die Uhr einer neuen Partie (Formulare für Herausforderungen und offene Partien).
clock-kind-correspondence = Fernschach (Tage)
clock-kind-live = Live (Minuten)
clock-days = Tage
clock-fischer = Fischer-Tage: ein Zeitguthaben, und nach jedem Zug kommen Tage hinzu
clock-live-ranges = Standard: 30 bis 120 Minuten je Spieler, 1 bis 10 Minuten pro Zug, keine Zeitgutschrift. Schnell: 5 bis 30 Minuten je Spieler, 1 bis 5 Minuten pro Zug, keine Zeitgutschrift oder 3 bis 60 Sekunden pro Zug.
clock-mode = Modus
clock-mode-standard = Standard
clock-mode-fast = Schnell
clock-round-minutes = Gesamtzeit (Minuten je Spieler)
clock-move-minutes = Zugzeit (höchstens so viele Minuten für einen Zug)
clock-extra-seconds = Zeitgutschrift pro Zug (Sekunden; 0 für keine)
clock-takebacks = Zugrücknahmen je Spieler
clock-bad-number = Bitte gib die Live-Einstellungen als ganze Zahlen an.
clock-bad-round = Eine Gesamtzeit von { $minutes } Minuten wird nicht angeboten: Im Modus { $mode } beträgt die Gesamtzeit { $min } bis { $max } Minuten.
clock-bad-move = Eine Zugzeit von { $minutes } Minuten wird nicht angeboten: Im Modus { $mode } beträgt die Zugzeit { $min } bis { $max } Minuten.
clock-bad-extra = { $seconds } Sekunden Zeitgutschrift werden nicht angeboten: Im Modus { $mode } gibt es keine oder { $min } bis { $max } Sekunden.
clock-no-extra = Im Modus { $mode } gibt es keine Zeitgutschrift: Lass den Wert auf 0.
clock-bad-takebacks = { $count } Zugrücknahmen werden nicht angeboten: Wähle 0 bis { $max }.

# Live-Partien (live-games.md): die Uhren, Zugrücknahmen, Ausstiegsanfragen, das Ende.
board-sound-on = Töne: an
board-sound-off = Töne: aus
game-clock = Uhr von { $username }
game-move-time = Verbleibende Zugzeit
game-extra-time = +{ $seconds } s
game-extra-time-title = Zeitgutschrift pro Zug: { $seconds } s
game-draw-offer-left = Remis anbieten (noch { $left })
game-resign-confirm = Diese Partie aufgeben? Du verlierst sie, und das kann nicht rückgängig gemacht werden.
game-resign-confirm-yes = Ja, aufgeben
game-live-after-twenty-plies = Aufgeben und Remisangebote sind erst nach 10 Zügen pro Spieler möglich.
game-takeback = Zug zurücknehmen (noch { $left })
game-takeback-offer = Um Zugrücknahme bitten
game-takeback-offered = Dein Gegner möchte seinen letzten Zug zurücknehmen.
game-takeback-accept = Zugrücknahme erlauben
game-takeback-decline = Zugrücknahme ablehnen
game-takeback-offer-standing = Du hast um eine Zugrücknahme gebeten.
game-quit-ask = Um Ausstieg bitten
game-quit-confirm = Deinen Gegner bitten, dich aussteigen zu lassen? Stimmt er zu, endet die Partie ohne Ergebnis; lehnt er ab oder antwortet er nicht innerhalb der Zugzeit, verlierst du.
game-quit-confirm-yes = Ja, um Ausstieg bitten
game-quit-asked = Dein Gegner möchte aussteigen. Stimmst du zu, endet die Partie ohne Ergebnis; lehnst du ab, verliert er.
game-status-quit-asked = Dein Gegner möchte aussteigen: Antworte unter dem Brett.
game-quit-agree = Zustimmen: kein Ergebnis
game-quit-decline = Ablehnen: Gegner verliert
game-quit-standing = Du hast um Ausstieg gebeten. Lehnt dein Gegner ab oder antwortet er nicht innerhalb der Zugzeit, verlierst du.
game-your-turn = Du bist am Zug
open-challenge-title = Offene Herausforderung
open-challenge-help = Das erste Mitglied, das eine Seite wählt, spielt sie; die Partie beginnt, sobald beide Seiten vergeben sind.
open-challenge-kept = reserviert für { $name }
open-challenge-free = frei
open-challenge-take-white = Weiß spielen
open-challenge-take-black = Schwarz spielen
open-challenge-log-in = Zum Spielen anmelden
game-tournament-round = Runde { $round }
game-abort-confirm = Diese Partie abbrechen? Sie endet ohne Ergebnis und kann nicht fortgesetzt werden.
game-abort-confirm-yes = Ja, abbrechen
game-deletion-ask-confirm = Deinem Gegner vorschlagen, diese Partie zu löschen? Stimmt er zu, endet sie ungewertet, und nur ihr beide könnt sie sehen.
game-deletion-ask-confirm-yes = Ja, vorschlagen
game-deletion-accept-confirm = Diese Partie löschen? Sie endet ungewertet, und nur ihr beide könnt sie sehen; das kann nicht rückgängig gemacht werden.
game-deletion-accept-confirm-yes = Ja, löschen
game-replay = Züge der Partie
game-replay-first = Anfangsstellung
game-replay-previous = Vorheriger Zug
game-replay-next = Nächster Zug
game-replay-last = Letzter Zug
game-on-vacation = im Urlaub
game-material = Materialvorteil
game-copy-pgn = PGN kopieren
game-copy-fen = FEN kopieren
game-copied = Kopiert
game-analysis-after = Analysebretter und Engines erst nach der Partie: Computerhilfe während der Partie ist nicht erlaubt.
game-analyse = Partie mit der Engine analysieren
game-saved = Gespeichert.
notice-note-saved = Deine Notizen wurden gespeichert.
notice-conditional-saved = Deine bedingten Züge wurden gespeichert.
game-over = Partie beendet
game-rating-change = { $username }: { $before } → { $after } ({ $diff })
game-rating-first = { $username }: ohne Wertung → { $after } (erste Wertungszahl)
# Why a rated game left a rating as it was (ratings.md), beside its "+0".
game-rating-special-rule = Wertungen 400 Punkte oder mehr auseinander: keine Änderung
game-rating-protection = eine etablierte Wertung sinkt nicht gegen Spieler ohne oder mit vorläufiger Wertung
game-not-rated = Die Wertungszahlen bleiben unverändert: Eine Partie ohne Ergebnis wird nicht gewertet.
