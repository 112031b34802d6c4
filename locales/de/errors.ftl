# Fehlermeldungen, die Menschen lesen.

error-not-found = Diese Seite gibt es nicht.
error-csrf = Dieses Formular ist abgelaufen. Bitte geh zurück, lade die Seite neu und versuche es noch einmal.
error-too-many-requests = Zu viele Versuche. Bitte warte eine Minute und versuche es dann noch einmal.
error-bad-form = Das Formular konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.
error-unknown-pool = Diese Wertungskategorie gibt es nicht. Bitte wähle Fernschach oder Live.
error-nul-character = Die Anfrage enthält ein NUL-Zeichen (%00), das kein Name, keine Kennung und kein Text enthalten darf: Es wurde nichts geändert.
error-internal = Bei uns ist etwas schiefgegangen. Bitte versuche es später noch einmal.
error-go-home = Zur Startseite

error-username-too-short = Ein Benutzername hat mindestens { $min } Zeichen.
error-username-too-long = Ein Benutzername hat höchstens { $max } Zeichen.
error-username-characters = Ein Benutzername darf nur Buchstaben, Ziffern, „_“ und „-“ enthalten.
error-username-taken = Dieser Benutzername ist vergeben.
error-email-empty = Bitte gib eine E-Mail-Adresse ein.
error-email-too-long = Eine E-Mail-Adresse hat höchstens { $max } Zeichen.
error-email-malformed = Das sieht nicht nach einer E-Mail-Adresse aus (name@example.org).
error-email-taken = Diese E-Mail-Adresse ist bereits registriert.
error-email-same = Das ist bereits deine Adresse.
error-password-too-short = Ein Passwort hat mindestens { $min } Zeichen.
error-password-too-long = Ein Passwort hat höchstens { $max } Zeichen.
error-password-wrong = Das Passwort ist falsch.
error-login-wrong = Falscher Benutzername oder falsches Passwort.
error-login-locked = Zu viele Fehlversuche. Versuche es in { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} noch einmal.
error-link-invalid = Dieser Link ist unbekannt, wurde schon verwendet oder ist abgelaufen.
error-token-description = Bitte beschreibe den Token mit 1 bis { $max } Zeichen in einer Zeile.
error-token-scope = Unbekannte Berechtigung: { $scope }.
