# Clubs (clubs-and-ladder.md): de lijst, de pagina van een club met de ladder
# als piramide, uitslagen melden en beantwoorden, de hulpmiddelen van de
# clubleiders, de kaart en geschiedenis van een speler.

nav-clubs = Clubs
clubs-title = Clubs
clubs-none = Nog geen clubs.
clubs-waiting = Uitslagen die op jou wachten
clubs-waiting-reported = door wit gemeld: bevestig of betwist de uitslag
clubs-waiting-disputed = door zwart betwist: bevestig of corrigeer de uitslag als leider
clubs-found = Club oprichten
clubs-name = Naam
clubs-description = Beschrijving
clubs-found-submit = Club oprichten
clubs-members = { $count ->
    [one] { $count } lid
   *[other] { $count } leden
}
club-ladder = Ladder
club-ladder-empty = Er staat nog niemand op de ladder.
club-rung = Trede { $rung }
club-card-rank = { $rung } · plaats { $rank }
club-card-rating = Rating { $rating }
club-card-rating-provisional = Rating { $rating } (voorlopig)
club-card-last-defense = Laatst verdedigd { $day }
club-card-never-defended = Nog niet verdedigd
club-card-games = { $games ->
    [one] { $games } partij
   *[other] { $games } partijen
}
club-card-ranks-earned = { $direction ->
    [up] { $ranks ->
        [one] +1 plaats gestegen
       *[other] +{ $ranks } plaatsen gestegen
    }
    [down] { $ranks ->
        [one] 1 plaats gezakt
       *[other] { $ranks } plaatsen gezakt
    }
   *[none] geen plaatsen gestegen
}
club-card-flagged = Afwezig: { $ranks } plaatsen gezakt
club-card-new = Nieuw
club-directors = Clubleiders: { $names }
club-season = Seizoen van { $start } tot en met { $end }; terugval wegens afwezigheid op dag { $day } van elke maand.
club-join = Lidmaatschap aanvragen
club-requested = Je hebt een lidmaatschap aangevraagd; een clubleider zal antwoorden.
club-report = Partij melden
club-report-hint = Je meldt de partijen die je met wit hebt gespeeld; je tegenstander bevestigt of betwist ze.
club-report-white = Wit
club-report-black = Zwart
club-report-result = Uitslag
club-report-played-on = Gespeeld op
club-report-control = Speelduur
club-report-game-number = Partij van de dag (2 voor een tweede gelijke partij)
club-report-submit = Uitslag melden
club-result-white = 1-0 (wit wint)
club-result-black = 0-1 (zwart wint)
club-result-draw = ½-½ (remise)
club-games = Partijen
club-games-none = Nog geen partijen geregistreerd.
club-status-reported = gemeld
club-status-confirmed = bevestigd
club-status-disputed = betwist
club-confirm = Bevestigen
club-dispute = Betwisten
club-correct = Uitslag corrigeren
club-correct-submit = Corrigeren
club-requests = Lidmaatschapsaanvragen
club-accept = Accepteren
club-refuse = Weigeren
club-add-member = Lid toevoegen
club-add-username = Gebruikersnaam
club-add-joined-on = Op de ladder gekomen op (voor een papieren ladder die naar de site wordt overgezet; leeg: vandaag)
club-add-submit = Onderaan de ladder toevoegen
club-members-title = Leden
club-remove-from-ladder = Van de ladder halen
club-remove = Uit de club verwijderen
club-remove-question = Dit kan niet ongedaan worden gemaakt. Doorgaan?
club-make-director = Tot clubleider maken
club-admin-directors = Clubleiders (beheer van de site)
club-admin-directors-hint = Als beheerder van de site kun je elk lid tot clubleider van deze club maken, bijvoorbeeld wanneer de club zijn laatste clubleider kwijt is.
club-director-mark = clubleider
club-decay = Terugval wegens afwezigheid
club-decay-explained = Past de terugval wegens afwezigheid van deze maand toe per een clubavond: elke speler die de hele vorige maand niet heeft verdedigd, zakt evenveel plaatsen als er maanden verstreken zijn sinds de laatste verdediging. Anders wordt de terugval op { $day } toegepast.
club-decay-date = Clubavond
club-decay-submit = Terugval toepassen
club-decay-question = De terugval kan niet ongedaan worden gemaakt. Toepassen per deze dag?
club-done-founded = De club is opgericht; jij bent de clubleider.
club-done-requested = Je aanvraag is naar de clubleiders gestuurd.
club-done-reported = De uitslag is geregistreerd en de ladder is bijgewerkt.
club-done-confirmed = Je hebt de uitslag bevestigd.
club-done-disputed = Je hebt de uitslag betwist: die blijft als betwist gemarkeerd tot een leider hem bevestigt of corrigeert, en de leiders krijgen bericht.
club-done-corrected = De uitslag is gecorrigeerd; de ladder is vanaf die partij opnieuw doorgerekend.
club-done-member = Gedaan.
club-done-decayed = De terugval is toegepast.
club-history-title = { $username } in { $club }
club-history = Plaatswijzigingen
club-history-none = Nog geen plaatswijziging.
club-cause-joined = Onderaan de ladder begonnen
club-cause-left = Ladder verlaten
club-cause-game = Partij tegen { $opponent }: { $result }
club-cause-corrected = Partij tegen { $opponent }: { $result } (gecorrigeerd)
club-cause-decay = Terugval wegens afwezigheid
club-cause-placed = Geplaatst door de Zwitserse ladderkwalificatie
club-rank-change = { $from } → { $to }
club-off-ladder = niet op de ladder
club-error-not-found = Die club bestaat niet.
club-error-no-such-member = Er is geen lid met de naam { $name }.
club-error-bot = { $name } is een BOT-account: BOT-accounts worden geen lid van clubs en doen niet mee aan clubevenementen.
club-error-no-such-game = Die partij bestaat niet in deze club.
club-error-name = De naam van een club moet 1 tot { $max } tekens hebben, op één regel.
club-error-description = De beschrijving van een club mag hoogstens { $max } tekens hebben, en geen controletekens.
club-error-name-taken = Er bestaat al een club met die naam.
club-error-founders-are-administrators = Op deze site kunnen alleen beheerders clubs oprichten.
club-error-not-director = Alleen de clubleiders mogen dat doen.
club-error-already-member = Je bent al lid van deze club.
club-error-already-requested = Je hebt al een lidmaatschap van deze club aangevraagd.
club-error-no-request = { $name } heeft geen lidmaatschap van deze club aangevraagd.
club-error-not-member = { $name } is geen lid van deze club.
club-error-not-on-ladder = { $name } staat niet op de ladder van de club.
club-error-same-player = Voor een partij zijn twee verschillende spelers nodig.
club-error-not-white = Alleen wit of een clubleider kan een partij melden.
club-error-not-black = Alleen zwart kan een door wit gemelde partij bevestigen of betwisten.
club-error-game-settled = Deze partij is al { $status }.
club-error-result = De uitslag moet 1-0, 0-1 of ½-½ zijn.
club-error-time-control = De speelduur moet G/5, G/10, G/15 of G/30 zijn.
club-error-date = Schrijf de datum als JJJJ-MM-DD.
club-error-future-date = De datum kan niet in de toekomst liggen.
club-error-before-joining = De partij kan niet gespeeld zijn voordat { $name } op de ladder kwam.
club-error-decay-this-month = De terugval wegens afwezigheid is deze maand al toegepast (op { $day }).
club-error-decay-before-last = De terugval wegens afwezigheid gaat alleen vooruit: de vorige werd toegepast op { $day }.
club-error-last-director = { $name } is de laatste clubleider van de club: wijs eerst een opvolger aan (maak een ander lid clubleider), daarna kan hij of zij gaan.
club-error-game-number = Het partijnummer is een geheel getal van 1 tot en met { $max }: 2 voor een tweede gelijke partij op die dag.
club-error-duplicate-game = Deze uitslag is al vastgelegd: partij { $id }, { $white } tegen { $black }, { $result } op { $day } ({ $status }). Hebben ze die dag nog een gelijke partij gespeeld, leg die dan vast met partijnummer { $next }.
club-error-decay-outside = Een met de hand toegepaste terugval wegens afwezigheid geldt voor een dag van { $from } tot en met { $to }: binnen het lopende seizoen, niet vóór de oprichting van de club of de vorige terugval, en niet in de toekomst.
club-error-joined-outside = De dag waarop een lid lid werd, ligt tussen de oprichting van de club ({ $from }) en vandaag ({ $to }).
club-error-missing = Vul alle velden in.
club-error-challenge-down = Een ladderuitdaging gaat naar boven: { $name } staat lager dan jij.
club-challenge = Uitdagen
club-awards = De prijzen van dit seizoen tot nu toe
club-awards-title = { $club }: prijzen van het seizoen { $season }
club-awards-none = Er staat nog niemand op de ladder.
club-awards-trophies = Bekers: de top 3
club-awards-medals = Medailles: de top 10
club-awards-highest-rated = Hoogste rating ({ $rating })
club-awards-most-games = Meeste partijen gespeeld ({ $games })
club-awards-most-ranks = Meeste plaatsen gestegen ({ $ranks })
club-settings = Clubinstellingen
club-settings-season-start = Het seizoen begint op (MM-DD)
club-settings-season-end = Het seizoen eindigt op (MM-DD)
club-settings-decay-day = De terugval wegens afwezigheid valt op dag (1–28) van elke maand
club-settings-submit = Instellingen opslaan
club-done-settings = De instellingen zijn opgeslagen.
club-error-season-start = Schrijf de begindag van het seizoen als MM-DD, bijv. 09-01.
club-error-season-end = Schrijf de laatste dag van het seizoen als MM-DD, bijv. 06-30 (niet 29 februari), een andere dag dan de begindag.
club-error-decay-day = De dag van de terugval moet een dag van de maand van 1 tot en met 28 zijn.
club-error-no-such-event = Dit evenement bestaat niet in deze club
club-error-no-such-board = Dit bord bestaat niet in dit evenement
club-error-event-name = De naam van een evenement moet 1 tot { $max } tekens hebben, op één regel
club-error-event-format = Kies een vorm: SLQ, vierkamp, Octo, Zwitsers, round robin of clubkampioenschap, met het aantal ronden of de groepsgrootte
club-error-announcement = Een aankondiging mag hoogstens { $max } tekens hebben, en geen controletekens
club-error-not-openable = De SLQ en het clubkampioenschap zijn alleen voor clubleden: ze kunnen niet open zijn
club-error-reseed-unconfirmed = De club heeft dit seizoen al een ladder: bevestig dat de SLQ de ladder opnieuw indeelt
club-error-members-only = Dit evenement is alleen voor clubleden, en { $name } is geen lid
club-error-already-entered = { $name } is al ingeschreven voor dit evenement
club-error-not-entered = { $name } is niet ingeschreven voor dit evenement
club-error-withdrawn = { $name } heeft zich uit dit evenement teruggetrokken en wordt niet meer gepaard
club-error-entries-closed = De groepen van een round robin liggen vast bij de start: late inschrijvingen zijn niet mogelijk
club-error-event-finished = Het evenement is afgelopen
club-error-too-few-entries = Een evenement heeft minstens twee spelers nodig om te beginnen
club-error-all-rounds-paired = Alle ronden van dit evenement zijn al gepaard
club-error-results-missing = { $count ->
    [one] { $count } uitslag van deze ronde is nog niet binnen: de volgende ronde wordt gepaard zodra alle uitslagen binnen zijn
   *[other] { $count } uitslagen van deze ronde zijn nog niet binnen: de volgende ronde wordt gepaard zodra alle uitslagen binnen zijn
}
club-error-not-a-player = Alleen de twee spelers aan een bord, of een clubleider, kunnen de uitslag doorgeven
club-error-already-reported = De uitslag van dit bord is binnen: zwart bevestigt of betwist hem, een clubleider corrigeert hem
club-error-no-game = Aan dit bord is geen partij om een uitslag voor door te geven
club-events = Evenementen
club-events-title = Evenementen van { $club }
club-events-none = Nog geen evenementen.
club-event-create = Evenement aanmaken
club-event-name = Naam
club-event-format = Vorm
club-event-format-hint = De SLQ bouwt de ladder op: iedereen begint op 1200 en krijgt na elke ronde een nieuwe rating. Een vierkamp is een round robin met vier spelers op G/10 op één clubavond; een Octo een Zwitsers toernooi over drie ronden met acht spelers op G/30, één ronde per clubavond. Het aantal ronden (of de groepsgrootte van een round robin) stel je hieronder in. De SLQ wordt op G/5 gespeeld tenzij je een ander tempo kiest, en altijd met de tabel G/30 & SLQ beoordeeld.
club-event-rounds-field = Ronden, of de groepsgrootte van een round robin (leeg: die van het formaat)
club-event-control = Speelduur
club-event-control-default = Die van de vorm
club-event-open-label = Open voor leden van de site die geen lid van de club zijn (niet voor de SLQ of het kampioenschap)
club-event-announcement = Aankondiging
club-event-announcement-hint = De dag en de zaal, aanmelding en rondetijden, inschrijfgeld, prijzen, contact, de ratingregels
club-event-reseed = Deze SLQ deelt de ladder van dit seizoen opnieuw in
club-event-create-submit = Evenement aanmaken
club-event-status-entries = inschrijving open
club-event-status-running = bezig
club-event-status-finished = afgelopen
club-event-open = open
club-event-rounds = ronde { $paired } van { $rounds }
club-event-rounds-planned = { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } ronden
}
club-event-print = Afdrukken
club-event-export-csv = Stand (CSV)
club-event-export-trf = TRF-rapport
club-event-entries = Inschrijvingen ({ $count })
club-event-guest = gast
club-event-withdrawn = teruggetrokken
club-event-enter = Inschrijven
club-event-enter-someone = Een speler inschrijven (gebruikersnaam)
club-event-withdraw = Terugtrekken
club-event-withdraw-someone = Een speler terugtrekken (gebruikersnaam)
club-event-withdraw-question = Een teruggetrokken speler wordt niet meer gepaard, en een nog niet gespeelde partij van deze speler gaat reglementair verloren. Terugtrekken?
club-event-start-round = Ronde { $round } starten
club-event-start-question = De ronde nu paren? Start haar pas als de spelers aan de borden zitten: een gepaarde ronde kan niet ongedaan worden gemaakt.
club-event-round = Ronde { $round }
club-event-pairings-print = Paringen om af te drukken
club-event-board = Bord
club-event-white = Wit
club-event-black = Zwart
club-event-result = Uitslag
club-event-bye = bye (½)
club-event-rest = rust
club-event-forfeit = reglementair
club-event-report = Melden
club-event-section = Groep { $section }
club-event-standings = Stand
club-event-player = Speler
club-event-points = Punten
club-event-aos = AOS
club-event-aos-title = Gemiddelde tegenstanderscore (AOS), de eerste tiebreak
club-event-rating = Rating
club-event-crosstable-hint = W3w: gewonnen tegen nummer 3 met wit (w); D remise, L verloren; +3 en -3 reglementair; H een bye van een half punt; R een rustronde; … een uitslag die nog niet binnen is.
club-event-ratings = Clubratings na elke ronde
club-event-after-round = Na { $round }
club-event-back = Terug naar het evenement
club-pairings-title = { $event }: ronde { $round }
club-format-slq = Zwitserse ladderkwalificatie (SLQ, 6 ronden)
club-format-quad = Vierkamp (groepen van 4, G/10)
club-format-octo = Octo (groepen van 8, 3 ronden, G/30)
club-format-swiss = Zwitsers (5 ronden)
club-format-rr = Round robin (groepen van 6)
club-format-championship = Clubkampioenschap (Zwitsers, 5 ronden)
club-format-championship-rr = Clubkampioenschap (round robin)
club-event-done-created = Het evenement is aangemaakt: leden kunnen zich nu inschrijven.
club-event-done-entered = Ingeschreven.
club-event-done-withdrawn = Teruggetrokken.
club-event-done-round = De ronde is gepaard: de paringen staan hieronder, klaar om af te drukken.
club-event-done-result = De uitslag is geregistreerd.
club-event-done-corrected = De uitslag is gecorrigeerd; ratings en ladder zijn vanaf die partij opnieuw berekend.
club-event-done-confirmed = Je hebt de uitslag bevestigd.
club-event-done-disputed = Je hebt de uitslag betwist: de leiders krijgen bericht, en hij blijft als betwist gemarkeerd tot een van hen hem bevestigt of corrigeert.
club-format-name = { $kind ->
    [slq] Zwitserse ladderkwalificatie, { $count } ronden
    [quad] Vierkamp
    [octo] Octo
    [swiss] Zwitsers, { $count } ronden
    [rr] Round robin, groepen van { $count }
    [championship] Clubkampioenschap, Zwitsers over { $count } ronden
   *[championship-rr] Clubkampioenschap, round robin
}
club-event-waiting = { $count ->
    [one] Er moet nog { $count } uitslag van deze ronde binnenkomen; de volgende ronde wordt gepaard zodra die binnen is.
   *[other] Er moeten nog { $count } uitslagen van deze ronde binnenkomen; de volgende ronde wordt gepaard zodra die binnen zijn.
}
club-error-empty-season = Dit seizoen heeft nog geen partijen: er valt niets af te sluiten
club-awards-earlier = Het vorige seizoen
club-awards-later = Het volgende seizoen
club-season-close = Seizoen afsluiten
club-season-close-explained = Op de laatste clubavond van het jaar: de prijzen hierboven zijn die van het seizoen, en het volgende seizoen begint nu. Gespeelde partijen en gestegen plaatsen tellen weer vanaf nul; de ladder en de clubratings blijven behouden.
club-season-close-question = Dit seizoen afsluiten en het volgende beginnen? Dit kan niet ongedaan worden gemaakt.
club-season-closed = Het seizoen is afgesloten: dit is het verslag ervan. Het volgende seizoen is begonnen.
club-event-on-server-label = Gespeeld op de server, met G/N-klokken (in plaats van aan het bord)
club-event-on-server = op de server
club-event-game = De partij
club-error-played-on-server = Deze partij wordt op de server gespeeld: de uitslag komt uit de partij
email-club-result-subject = { $white } heeft jullie partij gemeld: { $result }
email-club-result-body = { $white } (wit) heeft de uitslag gemeld van jullie partij in { $place }, gespeeld op { $day }: { $white } – { $black } { $result }. Die telt meteen. Klopt hij, bevestig hem dan; klopt hij niet, betwist hem en een leider beslist.
email-club-result-open = Uitslagen openen
email-club-dispute-subject = { $black } betwist een uitslag in { $place }
email-club-dispute-body = { $black } (zwart) betwist de uitslag die { $white } meldde voor hun partij van { $day }: { $white } – { $black } { $result }. Die blijft als betwist gemarkeerd tot een leider hem bevestigt of corrigeert (een correctie berekent alle latere wijzigingen opnieuw).
