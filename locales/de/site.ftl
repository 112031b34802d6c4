# Der Rahmen jeder Seite und die Startseite.

nav-skip = Zum Inhalt springen
nav-label = Hauptmenü
nav-log-in = Anmelden
nav-log-out = Abmelden
nav-register = Registrieren
nav-settings = Einstellungen
nav-administration = Verwaltung
nav-language = Sprache
nav-language-apply = Übernehmen
nav-menu = Menü
nav-your-move = Du bist am Zug
notify-turn = Du bist am Zug auf redqueen
notify-turn-body = Dein Gegner hat gezogen.
notify-challenge = Du hast eine neue Herausforderung auf redqueen
nav-club-results = Ergebnisse
footer-text = redqueen – freie Software für Fern- und Live-Schach, Turniere und Vereinsleitern. Spielen mit Hilfe eines Computers ist nicht erlaubt; Eröffnungsbücher und Datenbanken dagegen schon.

home-title = Fernschach in deinem eigenen Tempo
home-lead = Spiele Schach mit Menschen überall auf der Welt, einen Zug am Tag oder einen pro Woche. Deine Partien sind auf dem Server sicher aufgehoben, und wir schicken dir eine E-Mail, wenn du am Zug bist.
home-feature-correspondence = Partien, die in Tagen gemessen werden: Bedenkzeit pro Zug oder pro Partie, und Urlaub, wenn du eine Pause brauchst.
home-feature-live = Live-Partien in Minuten: Standard- und Schnellschach-Uhren, Zugrücknahmen und Edelsteine, die man gewinnt und verliert.
home-feature-email = Eine E-Mail, wenn du am Zug bist – in deiner Sprache.
home-feature-tournaments = Wertungszahlen, Doppelrundenturniere, Turniere nach Schweizer System und Leitern in Vereinen.
home-feature-api = Funktioniert mit vorhandenen Schachprogrammen und Bots über eine lichess-kompatible API.
home-register = Konto erstellen
home-log-in = Ich habe schon ein Konto
home-welcome-back = Willkommen zurück, { $username }.
home-welcome = Willkommen bei redqueen, { $username }!
home-first-game = Deine erste Partie ist nur einen Klick entfernt: Tritt in der Lobby einer offenen Partie bei, eröffne selbst eine oder fordere einen Spieler über seinen Namen heraus.
home-find-game = Partie finden
home-challenge = Spieler herausfordern

notice-registered = Willkommen! Wir haben eine E-Mail an die angegebene Adresse geschickt: Folge dem Link darin, um die Adresse zu bestätigen. Du bist bereits angemeldet.
notice-verified = Deine E-Mail-Adresse ist bestätigt. Danke!
notice-verification-sent = Wir haben dir einen neuen Bestätigungslink geschickt.
notice-logged-out = Du bist abgemeldet.
notice-password-changed = Dein Passwort wurde geändert.
notice-email-change-sent = Wir haben einen Bestätigungslink an die neue Adresse geschickt. Deine Adresse ändert sich, sobald du ihm folgst.
notice-reset-sent = Falls ein Konto diese Adresse verwendet, haben wir einen Link dorthin geschickt, mit dem du ein neues Passwort wählen kannst.
notice-password-reset = Dein Passwort wurde geändert. Melde dich mit dem neuen an.
notice-language-changed = Deine Spracheinstellung wurde gespeichert.
notice-token-revoked = Der Token wurde widerrufen.

reminder-verify = Bitte bestätige deine E-Mail-Adresse mit dem Link, den wir dir geschickt haben: Sobald sie bestätigt ist, kannst du spielen.
reminder-verify-resend = Link erneut senden

# Ein Zeitpunkt mit der Zeitzone, in der er angegeben ist (die des Mitglieds oder UTC).
time-in-zone = { $time } ({ $zone })

# Die Sprachenseite (/languages).
footer-languages = Sprachen dieser Website
languages-title = Sprachen
languages-intro = Die Website gibt es in diesen Sprachen, jede mit allen Texten der englischen Fassung. Wähle deine Sprache mit der Sprachauswahl oben auf jeder Seite; Mitglieder speichern ihre Wahl in ihren Einstellungen.
languages-language = Sprache
languages-code = Code
languages-complete = Übersetzt
languages-percent = { $percent } %
languages-translate-title = Übersetze die Website in deine Sprache
languages-translate-intro = Deine Sprache fehlt oder ein Wort klingt falsch? Die Übersetzungen sind einfache Textdateien, die jeder verbessern kann:
languages-translate-copy = Kopiere den Ordner { $folder } in einen Ordner mit dem Code deiner Sprache (zum Beispiel locales/sv) und übersetze alle Texte in seinen Dateien.
languages-translate-messages = Lass den Namen jedes Textes und seine { "{ $variables }" } unverändert; bei Anzahlen gelten die Pluralformen deiner Sprache; in Zügen bleiben die Buchstaben K Q R B N erhalten.
languages-translate-list = Trage die Sprache unter ihrem eigenen Namen in { $file } ein.
languages-translate-test = Führe { $command } aus: Der Test nennt jeden Text, der fehlt, leer ist oder andere Variablen verwendet.
languages-translate-send = Schick deine Dateien dann als Änderungsvorschlag oder Issue an das Projekt: Die neue Sprache erscheint hier, sobald sie vollständig ist.

# The page the installed app shows when the network is down.
offline-title = Sie sind offline
offline-body = redqueen braucht das Netz, um Ihre Partien zu zeigen und Ihre Züge zu senden. Nichts geht verloren: Ihre Partien liegen auf dem Server.
offline-retry = Erneut versuchen
