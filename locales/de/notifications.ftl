# Notifications beyond the site's pages: the calendar feed (docs/calendar.md),
# pushes (docs/notifications.md) and the privacy page.

calendar-title = Kalender
settings-calendar-help = Deine Fristen zum Ziehen, die Runden deiner Turniere und Vereinsturniere und deine Urlaube im Kalender deines Telefons oder Computers.
settings-calendar-manage = Kalender einrichten
calendar-intro = Abonniere ihn einmal in deiner Kalender-App (auf dem Telefon, Google Kalender, Apple Kalender, Outlook, Thunderbird): Sie zeigt die Frist zum Ziehen in jeder deiner Fernschachpartien, die Runden deiner Turniere und Vereinsturniere und deine Urlaube und liest sie jede Stunde von selbst neu.
calendar-make = Meine Kalenderadresse erstellen
calendar-address = Die private Adresse deines Kalenders
calendar-subscribe = In meiner Kalender-App abonnieren
calendar-private = Behalte diese Adresse für dich: Wer sie hat, kann deinen Kalender lesen. Ist sie bekannt geworden, erstelle eine neue.
calendar-change = Adresse ändern
calendar-confirm = Mir ist klar, dass die bisherige Adresse nicht mehr funktioniert
calendar-make-new = Neue Adresse erstellen
calendar-turn-off = Kalender ausschalten
calendar-confirm-missing = Setze zuerst das Häkchen: Die bisherige Adresse funktioniert dann nicht mehr.
notice-calendar-made = Dein Kalender hat eine neue Adresse: Abonniere sie in deiner Kalender-App.
notice-calendar-off = Dein Kalender ist ausgeschaltet: Seine Adresse funktioniert nicht mehr.
calendar-name = redqueen: { $username }
calendar-your-move = Du bist am Zug gegen { $opponent }
calendar-your-move-body = Die Frist zum Ziehen in deiner Partie gegen { $opponent }. Sie ändert sich mit jedem Zug und mit einem Urlaub.
calendar-their-move = { $opponent } ist am Zug
calendar-their-move-body = Die Frist, bis zu der { $opponent } in eurer Partie ziehen muss. Sobald { $opponent } gezogen hat, tritt deine eigene Frist an ihre Stelle.
calendar-tournament-start = { $tournament } beginnt
calendar-tournament-start-body = Das Turnier, für das du gemeldet bist, beginnt: Deine ersten Partien starten.
calendar-tournament-round = { $tournament }: Runde { $round }
calendar-tournament-round-body = Die Partien der Runde beginnen.
calendar-tournament-resume = { $tournament }: Runde { $round } geht weiter
calendar-club-round = { $event }: Runde { $round }
calendar-club-game-white = Du spielst Weiß gegen { $opponent }.
calendar-club-game-black = Du spielst Schwarz gegen { $opponent }.
calendar-vacation = Im Urlaub
calendar-vacation-body = Deine Uhren laufen in deinen Fernschachpartien nicht.

# The Notifications page: each kind by email, by push, both or neither,
# and the devices that receive pushes (docs/notifications.md).
notifications-title = Benachrichtigungen
notifications-kind = Benachrichtigung
notifications-email = E-Mail
notifications-push = Push-Nachricht
notifications-email-only = Nur per E-Mail
push-devices = Geräte, die Push-Nachrichten erhalten
push-help = Eine Push-Nachricht erreicht dein Telefon oder deinen Computer, auch wenn die Website geschlossen ist. Schalte sie auf jedem Gerät ein, in dem Browser, den du dort benutzt. Auf einem iPhone oder iPad füge die Website zuerst zu deinem Home-Bildschirm hinzu („Teilen“, dann „Zum Home-Bildschirm“), öffne sie von dort und schalte Push-Nachrichten ein.
push-turn-on = Push-Nachrichten auf diesem Gerät einschalten
push-unsupported = Dieser Browser kann keine Push-Nachrichten empfangen.
push-blocked = Benachrichtigungen für diese Website sind in den Einstellungen dieses Browsers blockiert: Erlaube sie dort und versuche es dann erneut.
push-on-here = Dieses Gerät erhält Push-Nachrichten.
push-failed = Der Browser konnte Push-Nachrichten nicht einschalten. Versuche es später noch einmal.
push-no-devices = Noch erhält kein Gerät Push-Nachrichten.
push-device-added = hinzugefügt am { $date }
push-remove = Keine Push-Nachrichten mehr an dieses Gerät
push-privacy = Eine Push-Nachricht läuft, für dein Gerät verschlüsselt, über den Push-Dienst deines Browsers: Der Dienst sieht, wann sie gesendet wird, nicht, was darin steht.
push-too-many = Push-Nachrichten können auf höchstens { $max } Geräten eingeschaltet sein: Entferne zuerst eines.
push-bad-subscription = Das ist kein Abonnement, wie es ein Browser erstellt: Es wurde nichts geändert.
push-another-members = Dieses Gerät erhält bereits die Push-Nachrichten eines anderen Mitglieds: Es kann sie auf seiner Seite „Benachrichtigungen“ abstellen. Es wurde nichts geändert.
push-device-name = { $browser } auf { $system }
push-device-unknown = Ein Browser
notice-push-turned-on = Push-Nachrichten sind auf diesem Gerät eingeschaltet.
notice-push-device-removed = Dieses Gerät erhält keine Push-Nachrichten mehr.

# The privacy page.
privacy-title = Datenschutz
privacy-email-title = Deine E-Mail-Adresse
privacy-email-body = Deine E-Mail-Adresse wird anderen Mitgliedern nie angezeigt und an niemanden weitergegeben oder verkauft. Die Website schreibt dir dorthin nur, was du auf der Seite „Benachrichtigungen“ gewählt hast, und was dein Konto betrifft (die Bestätigung der Adresse, ein neues Passwort).
privacy-details-title = Deine persönlichen Angaben
privacy-details-body = Dein Name, dein Land, deine Sprachen, dein Geburtsjahr und ein paar Worte über dich sind freiwillig. Nur angemeldete Mitglieder sehen sie, um Gegner zu finden, mit denen sie etwas gemeinsam haben.
privacy-push-title = Push-Nachrichten an deine Geräte
privacy-push-body = Wenn du Push-Nachrichten für ein Gerät einschaltest, gibt sein Browser der Website eine Adresse bei seinem Push-Dienst (betrieben vom Hersteller des Browsers, etwa Google, Mozilla, Apple oder Microsoft) und einen Schlüssel. Jede Push-Nachricht wird mit diesem Schlüssel verschlüsselt, bevor sie den Server verlässt: Der Push-Dienst sieht nur eine verschlüsselte Nachricht, ihre Größe und den Zeitpunkt, zu dem sie gesendet wird, nie ihren Text (welche Partie, welcher Gegner, welcher Zug). Entfernst du das Gerät auf deiner Seite „Benachrichtigungen“, wird seine Adresse hier gelöscht.
privacy-calendar-title = Dein Kalender
privacy-calendar-body = Die Adresse deines Kalenders ist geheim: Wer sie hat, kann deine Fristen, Runden und Urlaube lesen, und sonst nichts. Ist sie bekannt geworden, erstelle auf der Seite „Kalender“ eine neue Adresse: Die alte funktioniert sofort nicht mehr.
privacy-cookies-title = Cookies und Skripte
privacy-cookies-body = Die Website setzt vier Cookies: Eines hält dich angemeldet, eines merkt sich die Sprache, die du gewählt hast, eines schützt deine Formulare vor Fälschung und eines teilt der Website die Zeitzone deines Browsers mit, damit Zeiten darin geschrieben werden, bis du eine wählst. Keine Cookies für Werbung oder Tracking und keine Skripte anderer Websites.
