# Het kader van elke pagina en de voorpagina.

nav-skip = Naar de inhoud
nav-label = Hoofdmenu
nav-log-in = Inloggen
nav-log-out = Uitloggen
nav-register = Registreren
nav-settings = Instellingen
nav-administration = Beheer
nav-language = Taal
nav-language-apply = Toepassen
nav-menu = Menu
nav-your-move = Jij bent aan zet
notify-turn = Je bent aan zet op redqueen
notify-turn-body = Je tegenstander heeft een zet gedaan.
notify-challenge = Je hebt een nieuwe uitdaging op redqueen
nav-club-results = Uitslagen
footer-text = redqueen — vrije software voor correspondentie- en liveschaak, toernooien en clubladders. Spelen met hulp van een computer is niet toegestaan; openingsboeken en databases wel.

home-title = Correspondentieschaak, in je eigen tempo
home-lead = Schaak met mensen overal ter wereld, één zet per dag of één per week. Je partijen worden veilig op de server bewaard en we sturen je een e-mail als je aan zet bent.
home-feature-correspondence = Partijen die in dagen worden gemeten: bedenktijd per zet of per partij, en vakantie als je even pauze nodig hebt.
home-feature-live = Livepartijen in minuten: Standaard- en Snelklokken, zetten terugnemen en edelstenen om te winnen en te verliezen.
home-feature-email = Een e-mail als je aan zet bent, in jouw taal.
home-feature-tournaments = Ratings, dubbele round-robin- en Zwitserse toernooien, en clubladders.
home-feature-api = Werkt met bestaande schaakprogramma's en bots via een API die compatibel is met lichess.
home-register = Account aanmaken
home-log-in = Ik heb al een account
home-welcome-back = Welkom terug, { $username }.
home-welcome = Welkom bij redqueen, { $username }!
home-first-game = Je eerste partij is maar één klik verwijderd: doe mee aan een open partij in de lobby, open er zelf een, of daag een speler uit op naam.
home-find-game = Partij zoeken
home-challenge = Speler uitdagen

notice-registered = Welkom! We hebben een e-mail gestuurd naar het adres dat je opgaf: volg de link daarin om het adres te bevestigen, en je bent ingelogd.
notice-verified = Je e-mailadres is bevestigd. Bedankt!
notice-verification-sent = We hebben je een nieuwe bevestigingslink gestuurd.
notice-logged-out = Je bent uitgelogd.
notice-password-changed = Je wachtwoord is gewijzigd.
notice-email-change-sent = We hebben een bevestigingslink naar het nieuwe adres gestuurd. Je adres wordt gewijzigd zodra je die link volgt.
notice-reset-sent = Als er een account met dat adres bestaat, hebben we er een link naartoe gestuurd om een nieuw wachtwoord te kiezen.
notice-password-reset = Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.
notice-language-changed = Je taalinstelling is opgeslagen.
notice-token-revoked = Het token is ingetrokken.

reminder-verify = Bevestig je e-mailadres met de link die we je hebben gestuurd: zodra het bevestigd is, kun je spelen.
reminder-verify-resend = Link opnieuw sturen

time-in-zone = { $time } ({ $zone })

# De talenpagina (/languages).
footer-languages = Talen van deze site
languages-title = Talen
languages-intro = De site is beschikbaar in deze talen, elk met alle teksten van de Engelse versie. Kies de jouwe met de taalkeuze bovenaan elke pagina; leden bewaren hun keuze in hun instellingen.
languages-language = Taal
languages-code = Code
languages-complete = Vertaald
languages-percent = { $percent }%
languages-translate-title = Vertaal de site in je eigen taal
languages-translate-intro = Ontbreekt je taal, of klinkt een woord niet goed? De vertalingen zijn gewone tekstbestanden die iedereen kan verbeteren:
languages-translate-copy = Kopieer de map { $folder } naar een map met de code van je taal (bijvoorbeeld locales/sv) en vertaal alle teksten in de bestanden ervan.
languages-translate-messages = Laat de naam van elke tekst en de { "{ $variables }" } erin ongewijzigd; aantallen volgen de meervoudsvormen van je taal; zetten behouden de letters K Q R B N.
languages-translate-list = Voeg de taal toe aan { $file }, met haar naam in die taal zelf.
languages-translate-test = Voer { $command } uit: de test noemt elke tekst die ontbreekt, leeg is gelaten of andere variabelen gebruikt.
languages-translate-send = Stuur je bestanden daarna naar het project als wijzigingsvoorstel of issue: de nieuwe taal verschijnt hier zodra ze compleet is.

# The page the installed app shows when the network is down.
offline-title = Je bent offline
offline-body = redqueen heeft het netwerk nodig om je partijen te tonen en je zetten te versturen. Er gaat niets verloren: je partijen staan op de server.
offline-retry = Opnieuw proberen
