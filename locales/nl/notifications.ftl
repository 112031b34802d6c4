# Notifications beyond the site's pages: the calendar feed (docs/calendar.md),
# pushes (docs/notifications.md) and the privacy page.

calendar-title = Agenda
settings-calendar-help = Je termijnen om te zetten, de ronden van je toernooien en clubevenementen en je vakanties, in de agenda-app van je telefoon of computer.
settings-calendar-manage = Je agenda instellen
calendar-intro = Abonneer je één keer in je agenda-app (op je telefoon, Google Agenda, Apple Agenda, Outlook, Thunderbird): die toont de termijn om te zetten in elk van je correspondentiepartijen, de ronden van je toernooien en clubevenementen en je vakanties, en leest ze elk uur vanzelf opnieuw.
calendar-make = Mijn agenda-adres maken
calendar-address = Het privéadres van je agenda
calendar-subscribe = Abonneren in mijn agenda-app
calendar-private = Houd dit adres voor jezelf: wie het heeft, kan je agenda lezen. Is het uitgelekt, maak dan een nieuw.
calendar-change = Het adres wijzigen
calendar-confirm = Ik begrijp dat het huidige adres niet meer werkt
calendar-make-new = Een nieuw adres maken
calendar-turn-off = De agenda uitzetten
calendar-confirm-missing = Vink eerst het vakje aan: het huidige adres werkt dan niet meer.
notice-calendar-made = Je agenda heeft een nieuw adres: abonneer je erop in je agenda-app.
notice-calendar-off = Je agenda staat uit: het adres werkt niet meer.
calendar-name = redqueen: { $username }
calendar-your-move = Jij bent aan zet tegen { $opponent }
calendar-your-move-body = De termijn om te zetten in je partij tegen { $opponent }. Die verandert bij elke zet en bij een vakantie.
calendar-their-move = { $opponent } is aan zet
calendar-their-move-body = De termijn waarbinnen { $opponent } moet zetten in jullie partij. Zodra { $opponent } heeft gezet, komt je eigen termijn ervoor in de plaats.
calendar-tournament-start = { $tournament } begint
calendar-tournament-start-body = Het toernooi waarvoor je je hebt ingeschreven begint: je eerste partijen starten.
calendar-tournament-round = { $tournament }: ronde { $round }
calendar-tournament-round-body = De partijen van de ronde beginnen.
calendar-tournament-resume = { $tournament }: ronde { $round } gaat verder
calendar-club-round = { $event }: ronde { $round }
calendar-club-game-white = Je speelt met wit tegen { $opponent }.
calendar-club-game-black = Je speelt met zwart tegen { $opponent }.
calendar-vacation = Op vakantie
calendar-vacation-body = Je klokken lopen niet in je correspondentiepartijen.

# The Notifications page: each kind by email, by push, both or neither,
# and the devices that receive pushes (docs/notifications.md).
notifications-title = Meldingen
notifications-kind = Melding
notifications-email = E-mail
notifications-push = Pushmelding
notifications-email-only = Alleen per e-mail
push-devices = Apparaten die pushmeldingen krijgen
push-help = Een pushmelding bereikt je telefoon of computer, ook als de site gesloten is. Zet ze aan vanaf elk apparaat, in de browser die je daar gebruikt. Voeg op een iPhone of iPad de site eerst toe aan je beginscherm ("Deel", dan "Zet op beginscherm"), open hem vanaf daar en zet pushmeldingen aan.
push-turn-on = Pushmeldingen op dit apparaat aanzetten
push-unsupported = Deze browser kan geen pushmeldingen ontvangen.
push-blocked = Meldingen voor deze site zijn geblokkeerd in de instellingen van deze browser: sta ze daar toe en probeer het dan opnieuw.
push-on-here = Dit apparaat krijgt pushmeldingen.
push-failed = De browser kon pushmeldingen niet aanzetten. Probeer het later opnieuw.
push-no-devices = Nog geen enkel apparaat krijgt pushmeldingen.
push-device-added = toegevoegd op { $date }
push-remove = Geen pushmeldingen meer naar dit apparaat
push-privacy = Een pushmelding gaat via de pushdienst van je browser, versleuteld voor je apparaat: de dienst ziet wanneer ze verstuurd wordt, niet wat erin staat.
push-too-many = Pushmeldingen kunnen op hoogstens { $max } apparaten aan staan: verwijder er eerst een.
push-bad-subscription = Dit is geen abonnement zoals een browser het maakt: er is niets gewijzigd.
push-another-members = Dit apparaat ontvangt al de pushmeldingen van een ander lid: dat lid kan ze uitzetten op zijn pagina Meldingen. Er is niets gewijzigd.
push-device-name = { $browser } op { $system }
push-device-unknown = Een browser
notice-push-turned-on = Pushmeldingen staan aan voor dit apparaat.
notice-push-device-removed = Dat apparaat krijgt geen pushmeldingen meer.

# The privacy page.
privacy-title = Je privacy
privacy-email-title = Je e-mailadres
privacy-email-body = Je e-mailadres wordt nooit aan andere leden getoond en aan niemand gegeven of verkocht. De site stuurt er alleen naartoe wat je op de pagina Meldingen hebt gekozen, en wat je account betreft (de bevestiging van het adres, een nieuw wachtwoord).
privacy-details-title = Je persoonlijke gegevens
privacy-details-body = Je naam, land, talen, geboortejaar en een paar woorden over jezelf zijn niet verplicht. Alleen ingelogde leden zien ze, om tegenstanders te vinden met wie ze iets gemeen hebben.
privacy-push-title = Pushmeldingen naar je apparaten
privacy-push-body = Als je pushmeldingen aanzet voor een apparaat, geeft de browser daarvan de site een adres bij zijn pushdienst (beheerd door de maker van de browser, zoals Google, Mozilla, Apple of Microsoft) en een sleutel. Elke pushmelding wordt met die sleutel versleuteld voordat ze de server verlaat: de pushdienst ziet alleen een versleuteld bericht, de grootte ervan en het tijdstip waarop het verstuurd wordt, nooit de tekst (welke partij, welke tegenstander, welke zet). Verwijder je het apparaat op je pagina Meldingen, dan wordt het adres hier gewist.
privacy-calendar-title = Je agenda
privacy-calendar-body = Het adres van je agenda is geheim: wie het heeft, kan je termijnen, ronden en vakanties lezen, en verder niets. Is het uitgelekt, maak dan een nieuw adres op de pagina Agenda: het oude werkt meteen niet meer.
privacy-cookies-title = Cookies en scripts
privacy-cookies-body = De site zet vier cookies: één houdt je ingelogd, één onthoudt de taal die je koos, één beschermt je formulieren tegen vervalsing en één geeft de site de tijdzone van je browser door, zodat tijden daarin staan tot je er zelf een kiest. Geen cookies voor reclame of tracking, en geen scripts van andere sites.
