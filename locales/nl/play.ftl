# Partijen, uitdagingen en de bijbehorende e-mails.

game-rated = met rating
game-casual = vrijblijvend
game-club = clubpartij (clubratings)
game-club-rating = Clubrating
tc-per-move = { $days ->
    [one] { $days } dag per zet
   *[other] { $days } dagen per zet
}
tc-per-game = { $days ->
    [one] { $days } dag
   *[other] { $days } dagen
} per speler voor de hele partij
tc-fischer = { $days ->
    [one] { $days } dag
   *[other] { $days } dagen
} plus { $increment ->
    [one] { $increment } dag
   *[other] { $increment } dagen
} per zet
tc-club = G/{ $minutes }: { $minutes } minuten per speler voor de hele partij
tc-live = { $mode ->
    [fast] Snel
   *[standard] Standaard
}: { $round } minuten per speler, hoogstens { $move ->
    [one] { $move } minuut
   *[other] { $move } minuten
} per zet{ $extra ->
    [0] {""}
   *[other] , { $extra } seconden extra per zet
}, { $takebacks ->
    [0] geen terugnames
    [one] { $takebacks } terugname per speler
   *[other] { $takebacks } terugnames per speler
}

outcome-won = { $winner } heeft gewonnen: { $reason }
outcome-no-winner = Uitslag: { $reason }
outcome-no-result = Geen uitslag: { $reason }
outcome-you-won = Je hebt gewonnen: { $reason }
outcome-you-lost = Je hebt verloren: { $reason }
reason-mate = schaakmat
reason-resign = opgave
reason-stalemate = remise door pat
reason-timeout = op tijd
reason-draw-agreed = remise in onderling overleg
reason-threefold = remise door drievoudige herhaling
reason-fifty-moves = remise door de vijftigzettenregel
reason-fivefold = remise door vijfvoudige herhaling
reason-seventy-five-moves = remise door de vijfenzeventigzettenregel
reason-insufficient-material = remise: geen van beide spelers kan nog mat zetten
reason-aborted = afgebroken
reason-deleted = in onderling overleg verwijderd
reason-adjudicated = uitslag vastgesteld door een beheerder
reason-forfeit = reglementair
reason-no-result-timeout = de tijd was om voordat elke speler 5 zetten had gedaan
reason-quit-agreed = een speler vroeg om te stoppen en de ander stemde in
reason-quit = { $quitter } is gestopt
reason-quit-you = je bent gestopt zonder instemming van je tegenstander
reason-quit-opponent = je tegenstander is gestopt
no-result-aborted-you = Je hebt de partij afgebroken
no-result-aborted-opponent = { $player } heeft de partij afgebroken
no-result-aborted = { $player } heeft de partij afgebroken
no-result-quit-agreed-you = Je vroeg om te stoppen en { $opponent } stemde in
no-result-quit-agreed-opponent = { $player } vroeg om te stoppen en je stemde in
no-result-quit-agreed = { $player } vroeg om te stoppen en { $opponent } stemde in
no-result-time-you = Je tijd was om voordat je 5 zetten had gedaan: geen uitslag
no-result-time-opponent = De tijd van { $player } was om vóór diens 5e zet: geen uitslag
no-result-time = De tijd van { $player } was om vóór diens 5e zet: geen uitslag
reason-unknown = partij afgelopen

decline-generic = deze speler neemt op dit moment geen uitdagingen aan
decline-later = deze speler neemt nu geen uitdagingen aan; probeer het later nog eens
decline-toofast = deze speelduur is te snel voor deze speler
decline-tooslow = deze speelduur is te langzaam voor deze speler
decline-timecontrol = deze speler neemt geen uitdagingen met deze speelduur aan
decline-rated = deze speler speelt liever een partij met rating
decline-casual = deze speler speelt liever een vrijblijvende partij
decline-standard = deze speler neemt geen partijen vanuit een speciale stelling aan
decline-variant = deze speler wil deze variant niet spelen
decline-nobot = deze speler neemt geen uitdagingen van bots aan
decline-onlybot = deze speler neemt alleen uitdagingen van bots aan
# De redenen zoals de afwijzende speler ze kiest, in de eerste persoon.
decline-choice-generic = Ik neem op dit moment geen uitdagingen aan
decline-choice-later = Het komt me nu niet goed uit; vraag het later nog eens
decline-choice-toofast = Deze speelduur is te snel voor mij
decline-choice-tooslow = Deze speelduur is te langzaam voor mij
decline-choice-timecontrol = Ik neem geen uitdagingen met deze speelduur aan
decline-choice-rated = Stuur me liever een uitdaging met rating
decline-choice-casual = Stuur me liever een vrijblijvende uitdaging
decline-choice-standard = Ik neem geen partijen vanuit een opgezette stelling aan
decline-choice-nobot = Ik neem geen uitdagingen van bots aan
challenge-you-play-white = je speelt met wit
challenge-you-play-black = je speelt met zwart
challenge-color-random = kleuren worden willekeurig geloot

email-open-game = Partij openen
email-your-turn-subject = { $opponent } speelde { $move }: jij bent aan zet
email-your-turn-body = In je partij tegen { $opponent } speelde { $opponent } { $move }. Jij bent aan zet.
email-draw-offered-subject = { $opponent } biedt remise aan
email-draw-offered-body = In je partij tegen { $opponent } biedt { $opponent } remise aan. Accepteer of weiger het aanbod op de pagina van de partij.
email-game-over-subject = Partij tegen { $opponent } afgelopen
email-game-over-body = Je partij tegen { $opponent } is afgelopen. { $outcome }.
email-game-over-pgn = De notatie van de partij (PGN): { $link }
email-challenge-received-subject = { $challenger } daagt je uit
email-challenge-received-body = { $challenger } daagt je uit voor een correspondentiepartij ({ $kind }), { $control }.
email-challenge-message = Bijgevoegd bericht: “{ $message }”
email-challenge-see = Bekijk je uitdagingen
email-challenge-accepted-subject = { $opponent } heeft je uitdaging aangenomen
email-challenge-accepted-body = { $opponent } heeft je uitdaging aangenomen: de partij is begonnen.
email-challenge-declined-subject = { $opponent } heeft je uitdaging afgewezen
email-challenge-declined-body = { $opponent } heeft je uitdaging afgewezen: { $reason }.
email-reminder-subject = Jij bent aan zet tegen { $opponent }: nog { $hours } uur
email-reminder-body = Je bedenktijd in je partij tegen { $opponent } raakt op: je hebt nog { $hours } uur. Wie door zijn tijd heen gaat, verliest de partij.

refusal-self-challenge = Je kunt jezelf niet uitdagen.
refusal-rated-with-bot = Partijen tegen een BOT-account tellen nooit mee voor de rating: vink “Partij met rating” uit.
refusal-bot-open-game = BOT-accounts spelen alleen via uitdagingen, niet via open partijen.
refusal-blocked = { $username } neemt geen uitdagingen van jou aan.
refusal-dest-banned = { $username } is verbannen en kan niet worden uitgedaagd.
refusal-bad-position = Dit is geen FEN van een legale schaakstelling die gespeeld kan worden.
refusal-rated-custom-position = Een partij vanuit een eigen stelling kan niet meetellen voor de rating.
refusal-message-too-long = Het bericht mag hoogstens { $max } tekens hebben, en geen controletekens.
refusal-club-control = G/5, G/10, G/15 en G/30 zijn clubpartijen: daag uit vanaf de ladder van de club.
refusal-ladder-challenge-pending = Je hebt { $name } al uitgedaagd voor deze ladderpartij ({ $id }): de uitdaging wacht op een antwoord.
refusal-own-open-game = Je kunt niet meedoen aan je eigen open partij.
refusal-blocked-join = De speler van deze open partij accepteert jou niet.
refusal-chat-empty = Het bericht is leeg.
refusal-chat-too-long = Een chatbericht mag hoogstens { $max } tekens hebben.
refusal-chat-one-line = Een chatbericht bestaat uit één regel tekst.
refusal-chat-too-fast = Te veel berichten: wacht een minuut.
refusal-conditional-too-many = Hoogstens { $lines } varianten van elk hoogstens { $plies } zetten.
refusal-conditional-live = Voorwaardelijke zetten zijn voor correspondentiepartijen: doe in een livepartij een premove op het bord.
refusal-conditional-line = Variant { $line }: { $reason }
conditional-not-opponents-turn = voorwaardelijke zetten voer je in terwijl je tegenstander aan zet is.
conditional-unpaired = op elke zet van je tegenstander hoort een antwoord van jou.
conditional-move = zet { $index }: { $reason }
conditional-conflicting-reply = zet { $index }: je antwoordt al anders op { $move }.

rule-game-over = De partij is afgelopen.
rule-not-your-turn = Je bent niet aan zet.
rule-stale = De partij is verdergegaan sinds je keek: hier is de stelling zoals die nu is.
rule-move-malformed = “{ $move }” is geen zet: schrijf hem in SAN (Nf3, exd5, O-O, e8=Q) of UCI (g1f3, e7e8q).
rule-move-illegal = “{ $move }” is geen legale zet in deze stelling.
rule-move-ambiguous = “{ $move }” past bij meer dan één zet: geef aan welk stuk er zet (bijv. Nbd2, R1e2).
rule-move-promotion = “{ $move }” bereikt de laatste rij: voeg het stuk toe waarin de pion promoveert (=Q, =R, =B of =N).
rule-nothing-to-claim = Er valt geen remise op te eisen: de stelling is niet driemaal voorgekomen met jou aan zet, en er zijn geen vijftig zetten verstreken zonder pionzet of slagzet.
rule-no-draw-offer = Je tegenstander heeft geen remise aangeboden.
rule-not-stand-alone = Toernooi- en clubpartijen kunnen niet worden afgebroken of verwijderd.
rule-too-late-to-abort = De partij kan niet meer worden afgebroken: beide spelers hebben al gezet.
rule-too-early-to-delete = De partij kan niet worden verwijderd voordat beide spelers hebben gezet: breek haar dan af.
rule-no-deletion-request = Je tegenstander heeft niet gevraagd om de partij te verwijderen.
rule-not-live = Dit is geen livepartij: terugnames en verzoeken om te stoppen zijn er alleen in livepartijen.
rule-live-no-deletion = Livepartijen kunnen niet worden verwijderd: vraag je tegenstander dan of je mag stoppen.
rule-resign-too-early = Je mag pas opgeven na 10 zetten van elke speler (20 halfzetten), en de partij is bij halfzet { $ply }: { $quit ->
    [yes] vraag tot die tijd je tegenstander of je mag stoppen.
   *[no] speel tot die tijd door of laat je klok aflopen.
}
rule-draw-request-too-early = Remise aanbieden kan pas na 10 zetten van elke speler (20 halfzetten), en de partij is bij halfzet { $ply }.
rule-draw-requests-used = Je hebt alle { $max } remiseaanbiedingen gedaan die elke speler in deze partij mag doen: je kunt nog wel het aanbod van je tegenstander accepteren of remise opeisen.
rule-no-move-to-take-back = Je hebt geen zet om terug te nemen.
rule-opponent-replied = Je tegenstander heeft al op je laatste zet geantwoord: die kan niet meer worden teruggenomen.
rule-takebacks-used = Je hebt geen terugnames meer over (in deze partij heeft elke speler er { $allowance }): stel je tegenstander in plaats daarvan een terugname voor.
rule-no-takeback-offer = Je tegenstander heeft geen terugname voorgesteld.
rule-no-takebacks-in-club-games = Clubpartijen volgen alleen de schaakregels: zetten terugnemen kan daar niet.
rule-no-quit-requests = Toernooi- en clubpartijen kennen geen verzoeken om te stoppen: ze krijgen altijd een uitslag.
rule-no-quit-request = Er is geen verzoek om te stoppen waarop je kunt antwoorden.
rule-own-quit-request = Je kunt niet antwoorden op je eigen verzoek om te stoppen.
rule-quit-already-requested = Je hebt al gevraagd om te stoppen: je tegenstander heeft nog niet geantwoord.
rule-quit-request-stands = Je tegenstander kan nog antwoorden op het verzoek om te stoppen.
rule-record = De notatie van de partij kon niet opnieuw worden afgespeeld: laat het een beheerder weten.
refusal-note-too-long = Een notitie mag hoogstens { $max } tekens hebben, en geen controletekens.
refusal-unverified = Bevestig je e-mailadres voordat je speelt: volg de link die we je hebben gestuurd.
refusal-bot-tournament = BOT-accounts spelen niet mee in toernooien.
email-digest-subject = { $count ->
    [one] Je bent aan zet in { $count } partij
   *[other] Je bent aan zet in { $count } partijen
}
email-digest-body = Dit zijn de partijen waarin jij aan zet bent:
email-digest-line = tegen { $opponent }, nog { $hours } uur: { $link }
email-summary-subject = { $count ->
    [0] Je week op redqueen
    [one] Je week op redqueen: { $count } partij wacht op je zet
   *[other] Je week op redqueen: { $count } partijen wachten op je zet
}
email-summary-waiting = { $count ->
    [0] Er wacht geen partij op je zet.
    [one] { $count } partij wacht op je zet:
   *[other] { $count } partijen wachten op je zet:
}
email-summary-waiting-line = tegen { $opponent }: { $link }
email-summary-results = { $count ->
    [0] Deze week is er geen partij van jou afgelopen.
    [one] Deze week is { $count } partij van jou afgelopen:
   *[other] Deze week zijn { $count } partijen van jou afgelopen:
}
email-summary-result-line = tegen { $opponent }, { $outcome }: { $link }
refusal-too-many-challenges = Te veel uitdagingen: wacht een minuut.
refusal-outside-rating-range = Je rating valt buiten het bereik dat deze open partij vraagt.
refusal-side-taken = Deze kleur van de open uitdaging is al bezet of gereserveerd voor een andere speler, of jij hebt de andere kleur al.
refusal-game-cap = Je speelt al { $max } partijen, het maximum dat deze site tegelijk toestaat: maak er eerst een af.
refusal-opponent-game-cap = { $name } speelt al { $max } partijen, het maximum dat deze site tegelijk toestaat.
refusal-no-rematch = Een revanche kan alleen volgen op een afgelopen partij die niet bij een toernooi of club hoort.

# The game page's opening explorer (docs/openings.md).
explorer-title = Openingsverkenner
explorer-closed-live = De openingsverkenner is gesloten tijdens livepartijen: hij gaat open als de partij voorbij is.
explorer-results = Wit / remise / zwart
explorer-move = Zet
explorer-games = Partijen
explorer-rating = Gemiddelde rating
explorer-empty = Geen beëindigde partij van de site bereikte deze stelling.
explorer-ended-here = Beëindigde partijen van de site die deze stelling bereikten: { $games }. Geen enkele ging verder.
explorer-source = Uit de beëindigde partijen van de site. Openingsboeken en databases mogen in correspondentiepartijen worden geraadpleegd, engines niet.

# The analysis board (docs/analysis.md).
analysis-title = Analysebord
analysis-game-title = Analyse: { $white } – { $black }
analysis-back-to-game = Terug naar de partij
analysis-refused-in-progress = Deze partij wordt nog gespeeld: de engine en het analysebord zijn voor na de partij, want hulp van een computer tijdens de partij is niet toegestaan.
analysis-refused-in-play = Deze stelling komt uit een partij die je aan het spelen bent: de engine en het analysebord zijn voor na de partij, want hulp van een computer tijdens de partij is niet toegestaan.
analysis-needs-scripts = Voor het analysebord en de engine ervan is JavaScript nodig.
analysis-evaluation = Evaluatie
analysis-engine = Engine
analysis-engine-hint = Stockfish draait in je browser, op je apparaat: er wordt niets naar de server gestuurd.
analysis-analyse-game = Partij analyseren
analysis-analyse-line = Variant analyseren
analysis-progress = Stelling { $done } van { $total } wordt geanalyseerd…
analysis-done = Analyse klaar. De engine blijft steeds dieper naar de getoonde stelling kijken.
analysis-engine-failed = De engine kon niet starten in deze browser.
analysis-depth = diepte { $depth }
analysis-mate = Mat in { $moves }
analysis-checkmate = Schaakmat
analysis-best-line = Beste variant
analysis-summary = Samenvatting
analysis-graph = Winstkansen van wit na elke zet
analysis-accuracy = Nauwkeurigheid
analysis-inaccuracies = Onnauwkeurigheden
analysis-mistakes = Fouten
analysis-blunders = Blunders
analysis-inaccuracy = Onnauwkeurigheid
analysis-mistake = Fout
analysis-blunder = Blunder
analysis-setup = Stelling opzetten
analysis-setup-label = Een FEN, of een partij in PGN
analysis-setup-submit = Opzetten
