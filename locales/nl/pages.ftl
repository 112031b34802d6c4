# De speelpagina's: uitdagingen, lobby, mijn partijen, de pagina van een partij.

nav-lobby = Lobby
nav-challenges = Uitdagingen
nav-games = Mijn partijen

notice-challenge-sent = Je uitdaging is verstuurd.
notice-club-challenge-sent = Je ladderuitdaging is verstuurd: ze staat hieronder tot er antwoord komt (een live-uitdaging vervalt na 10 minuten).
notice-challenge-declined = De uitdaging is afgewezen.
notice-challenge-canceled = De uitdaging is ingetrokken.
notice-open-game-created = Je open partij staat in de lobby.
notice-email-options-saved = Je keuzes voor meldingen zijn opgeslagen.
notice-blocks-saved = Je lijst met geblokkeerde spelers is opgeslagen.

duration-days-hours = { $days ->
    [one] { $days } dag
   *[other] { $days } dagen
} { $hours } uur
duration-hours-minutes = { $hours } uur { $minutes ->
    [one] { $minutes } minuut
   *[other] { $minutes } minuten
}
duration-minutes = { $minutes ->
    [one] { $minutes } minuut
   *[other] { $minutes } minuten
}
duration-seconds = { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } seconden
}

play-time-control = Speelduur
play-your-color = Je kleur
play-color-random = Willekeurig
play-color-white = Wit
play-color-black = Zwart
play-bad-time-control = Kies een van de aangeboden speelduren.
play-bad-color = Kies wit, zwart of willekeurig.
play-no-such-player = Er is geen speler met de naam { $username }.
play-no-such-challenge = Deze uitdaging staat niet meer open.
play-out-of-time = Je tijd was om voordat de zet binnenkwam: de partij is afgelopen.

challenges-title = Uitdagingen
challenges-incoming = Uitdagingen aan jou
challenges-outgoing = Jouw uitdagingen
challenges-none = Op dit moment geen.
challenges-accept = Accepteren
challenges-decline = Afwijzen
challenges-reason = Reden
challenges-cancel = Intrekken
challenges-new = Speler uitdagen
challenges-rated = Partij met rating
challenges-message = Bericht (optioneel)
challenges-send = Uitdaging versturen

lobby-title = Lobby
lobby-open-games = Open correspondentiepartijen
lobby-live-games = Open livepartijen
lobby-none = Op dit moment geen open partijen. Open er hieronder zelf een!
lobby-player = Speler
lobby-kind = Partij
lobby-join = Spelen
lobby-withdraw = Intrekken
lobby-create = Open een partij waaraan iedereen mag meedoen
lobby-create-submit = Partij openstellen

games-title = Mijn partijen
games-in-progress = Bezig
games-finished = Afgelopen
games-none = Nog geen partijen.
games-find = Zoek een tegenstander in de lobby.
games-against = tegen { $opponent }
games-your-move = jij bent aan zet
games-their-move = tegenstander aan zet
games-you-play-white = je speelt met wit
games-you-play-black = je speelt met zwart
games-you-won = Je hebt gewonnen
games-you-lost = Je hebt verloren
games-drawn = Remise
games-no-result = Geen uitslag

game-title = { $white } – { $black }
game-board = Bord
game-moves = Zetten
game-skip-to-move = Naar het zetvak
game-no-moves = Nog geen zetten.
game-download-pgn = Partij downloaden (PGN)
game-to-move = { $username } is aan zet
game-time-left = nog { $left }, tot { $deadline }
game-your-move = Jij bent aan zet
game-play = Spelen
game-move-offer-draw = Met deze zet remise aanbieden
game-wait = Wachten op de zet van je tegenstander.
game-draw-offer = Remise aanbieden
game-draw-offered = Je tegenstander biedt remise aan.
game-draw-accept = Remise accepteren
game-draw-decline = Remise weigeren
game-draw-offer-standing = Je hebt remise aangeboden.
game-claim-draw = Remise opeisen
game-abort = Partij afbreken
game-resign = Opgeven
game-deletion-ask = Vragen om de partij te verwijderen
game-deletion-asked = Je tegenstander vraagt om deze partij te verwijderen.
game-deletion-accept = Partij verwijderen
game-deletion-decline = Partij behouden
game-chat = Chat
game-spectator-chat = Chat van de toeschouwers
game-chat-send = Versturen
game-note = Privénotities
game-note-private = Alleen jij kunt je notities lezen.
game-note-save = Notities opslaan
game-conditional = Voorwaardelijke zetten
game-conditional-help = Eén variant per regel, te beginnen met de volgende zet van je tegenstander, dan jouw antwoord, enzovoort (bijv. “e5 Nf3 Nc6 Bb5”). Niemand anders ziet ze.
game-conditional-save = Varianten opslaan

settings-more = E-mail en geblokkeerde spelers
email-options-title = E-mailopties
email-options-your-turn = Als je aan zet bent
email-options-every-move = een e-mail bij elke zet
email-options-daily-digest = één e-mail per dag met alle partijen waarin je aan zet bent
email-options-off = geen e-mail
email-options-also = Stuur me ook e-mails
email-options-challenges = uitdagingen aan mij, en antwoorden op de mijne
email-options-draw-offers = remiseaanbiedingen
email-options-game-over = als een partij afloopt
email-options-reminders = als mijn bedenktijd bijna op is
email-options-account-emails = E-mails over je account (bevestiging van je adres, wachtwoordherstel) worden altijd verstuurd.
email-options-save = Opslaan
blocks-title = Geblokkeerde spelers
blocks-help = Geblokkeerde spelers kunnen je niet uitdagen en niet meedoen aan je open partijen.
blocks-none = Je hebt niemand geblokkeerd.
blocks-block = Blokkeren
blocks-unblock = Deblokkeren
game-rematch = Revanche
board-flip = Bord draaien
board-confirm-moves = Zetten bevestigen
board-confirm-question = Deze zet spelen?
board-confirm-yes = Spelen
board-confirm-no = Terugnemen
board-promote-to = Promoveren tot:
board-queen = Dame
board-rook = Toren
board-bishop = Loper
board-knight = Paard
board-reconnecting = Verbinding verbroken: opnieuw verbinden…
board-socket-not-player = Alleen de spelers van deze partij kunnen erin zetten.
board-white = Wit
board-black = Zwart
accessible-king = koning
accessible-queen = dame
accessible-rook = toren
accessible-bishop = loper
accessible-knight = paard
accessible-pawn = pion
accessible-takes = slaat
accessible-promotes = promoveert tot { $piece }
accessible-check = schaak
accessible-checkmate = schaakmat
accessible-castles-short = korte rokade
accessible-castles-long = lange rokade
accessible-square-empty = { $square }: leeg
accessible-square-piece = { $square }: { $piece } ({ $color })
accessible-no-move = Nog geen zet.
accessible-moved = { $player }: { $move }
accessible-shown = Getoond: { $move }
accessible-shown-start = Getoond: de beginstelling
accessible-clock = { $player }: { $time }
accessible-box = Zet of opdracht
accessible-help = Typ een zet (e4, Nf3, O-O) of een opdracht: p w of p z, de stukken van Wit of Zwart; s e4, wat er op een veld staat; t, de klokken; l, de laatste zet; h, deze hulp.
accessible-announcements = Meldingen

unsubscribe-title = E-mailopties
unsubscribe-question = Geen e-mails meer over { $kind }?
unsubscribe-submit = Deze e-mails stoppen
unsubscribe-done = Je krijgt geen e-mails meer over { $kind }. Je kunt ze weer aanzetten in je e-mailopties.
unsubscribe-kind-your-turn = jouw beurt om te zetten
unsubscribe-kind-challenges = uitdagingen
unsubscribe-kind-draw-offers = remiseaanbiedingen
unsubscribe-kind-game-over = afgelopen partijen
unsubscribe-kind-reminders = bedenktijd die bijna op is
unsubscribe-kind-vacation-ending = het einde van je vakanties
unsubscribe-kind-tournament-rounds = het begin van de ronden van je toernooien
unsubscribe-kind-weekly-summary = het wekelijkse overzicht

# De klok van een nieuwe partij (formulieren voor uitdagingen en open partijen).
clock-kind-correspondence = Correspondentie (dagen)
clock-kind-live = Live (minuten)
clock-days = Dagen
clock-fischer = Fischer-dagen: een tegoed, plus dagen die na elke zet worden toegevoegd
clock-live-ranges = Standaard: 30 tot 120 minuten per speler, 1 tot 10 minuten per zet, geen extra tijd. Snel: 5 tot 30 minuten per speler, 1 tot 5 minuten per zet, geen extra tijd of 3 tot 60 seconden per zet.
clock-mode = Modus
clock-mode-standard = Standaard
clock-mode-fast = Snel
clock-round-minutes = Partijtijd (minuten per speler)
clock-move-minutes = Zettijd (hoogstens zoveel minuten voor één zet)
clock-extra-seconds = Extra tijd per zet (seconden; 0 voor geen)
clock-takebacks = Terugnames per speler
clock-bad-number = Geef de live-instellingen op als gehele getallen.
clock-bad-round = Een partijtijd van { $minutes } minuten wordt niet aangeboden: in de modus { $mode } is de partijtijd { $min } tot { $max } minuten.
clock-bad-move = Een zettijd van { $minutes } minuten wordt niet aangeboden: in de modus { $mode } is de zettijd { $min } tot { $max } minuten.
clock-bad-extra = { $seconds } seconden extra tijd wordt niet aangeboden: in de modus { $mode } is er geen extra tijd, of { $min } tot { $max } seconden.
clock-no-extra = In de modus { $mode } is er geen extra tijd: laat dit op 0 staan.
clock-bad-takebacks = { $count } terugnames worden niet aangeboden: kies 0 tot { $max }.

# Livepartijen (live-games.md): de klokken, terugnames, verzoeken om te stoppen, het einde.
board-sound-on = Geluid: aan
board-sound-off = Geluid: uit
game-clock = Klok van { $username }
game-move-time = Resterende zettijd
game-extra-time = +{ $seconds } s
game-extra-time-title = Extra tijd per zet: { $seconds } s
game-draw-offer-left = Remise aanbieden (nog { $left })
game-resign-confirm = Deze partij opgeven? Je verliest haar, en dit kan niet ongedaan worden gemaakt.
game-resign-confirm-yes = Ja, opgeven
game-live-after-twenty-plies = Opgeven en remise aanbieden kan pas na 10 zetten van elke speler.
game-takeback = Je zet terugnemen (nog { $left })
game-takeback-offer = Vragen om je zet terug te nemen
game-takeback-offered = Je tegenstander vraagt om de laatste zet terug te nemen.
game-takeback-accept = Terugname toestaan
game-takeback-decline = Terugname weigeren
game-takeback-offer-standing = Je hebt gevraagd om je zet terug te nemen.
game-quit-ask = Vragen om te stoppen
game-quit-confirm = Je tegenstander vragen of je mag stoppen? Als die instemt, eindigt de partij zonder uitslag; als die weigert of niet binnen de zettijd antwoordt, verlies je.
game-quit-confirm-yes = Ja, vragen om te stoppen
game-quit-asked = Je tegenstander vraagt om te stoppen. Als je instemt, eindigt de partij zonder uitslag; als je weigert, verliest je tegenstander.
game-status-quit-asked = Je tegenstander vraagt om te stoppen: antwoord onder het bord.
game-quit-agree = Instemmen: geen uitslag
game-quit-decline = Weigeren: tegenstander verliest
game-quit-standing = Je hebt gevraagd om te stoppen. Als je tegenstander weigert of niet binnen de zettijd antwoordt, verlies je.
game-your-turn = Jij bent aan zet
open-challenge-title = Open uitdaging
open-challenge-help = Het eerste lid dat een kleur kiest, speelt met die kleur; de partij begint zodra beide kleuren bezet zijn.
open-challenge-kept = gereserveerd voor { $name }
open-challenge-free = vrij
open-challenge-take-white = Met wit spelen
open-challenge-take-black = Met zwart spelen
open-challenge-log-in = Log in om te spelen
game-tournament-round = ronde { $round }
game-abort-confirm = Deze partij afbreken? Ze eindigt zonder uitslag en kan niet worden hervat.
game-abort-confirm-yes = Ja, afbreken
game-deletion-ask-confirm = Je tegenstander vragen om deze partij te verwijderen? Als die instemt, eindigt ze zonder rating en kunnen alleen jullie tweeën haar zien.
game-deletion-ask-confirm-yes = Ja, vragen
game-deletion-accept-confirm = Deze partij verwijderen? Ze eindigt zonder rating en alleen jullie tweeën kunnen haar zien; dit kan niet ongedaan worden gemaakt.
game-deletion-accept-confirm-yes = Ja, verwijderen
game-replay = Zetten van de partij
game-replay-first = Beginstelling
game-replay-previous = Vorige zet
game-replay-next = Volgende zet
game-replay-last = Laatste zet
game-on-vacation = op vakantie
game-material = Materiaalvoordeel
game-copy-pgn = PGN kopiëren
game-copy-fen = FEN kopiëren
game-copied = Gekopieerd
game-analysis-after = Analyseborden en engines zijn voor na de partij: hulp van een computer tijdens de partij is niet toegestaan.
game-analyse = Partij analyseren met de engine
game-saved = Opgeslagen.
notice-note-saved = Je notities zijn opgeslagen.
notice-conditional-saved = Je voorwaardelijke zetten zijn opgeslagen.
game-over = Partij afgelopen
game-rating-change = { $username }: { $before } → { $after } ({ $diff })
game-rating-first = { $username }: geen rating → { $after } (eerste rating)
# Why a rated game left a rating as it was (ratings.md), beside its "+0".
game-rating-special-rule = ratings 400 punten of meer uit elkaar: geen verandering
game-rating-protection = een vaste rating daalt niet tegen een speler zonder of met een voorlopige rating
game-not-rated = De ratings veranderen niet: een partij zonder uitslag telt niet mee.
