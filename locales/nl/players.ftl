# Profielen, de ranglijst, de tegenstanderzoeker, persoonlijke gegevens.

nav-leaderboard = Ranglijst
nav-players = Spelers zoeken
pager-previous = Vorige pagina
pager-next = Volgende pagina

rating-unrated = Geen rating
rating-provisional = Voorlopig: { $rating } ({ $games ->
    [one] { $games } partij
   *[other] { $games } partijen
})

pool-name-correspondence = Correspondentie
pool-name-live = Live
pool-rating-correspondence = Correspondentierating
pool-rating-live = Liverating
pool-history-correspondence = Verloop van de correspondentierating
pool-history-live = Verloop van de liverating
profile-record = { $win } gewonnen, { $draw } remise, { $loss } verloren; { $playing } bezig
profile-no-result = { $count ->
    [one] 1 partij zonder uitslag (afgebroken of zonder uitslag)
   *[other] { $count } partijen zonder uitslag (afgebroken of zonder uitslag)
}
profile-real-name = Naam
profile-country = Land
profile-languages = Talen
profile-age = Leeftijd
profile-bio = Over mij
profile-challenge = Uitdagen
profile-banned = { $username } is verbannen van deze site.
profile-edit = Je persoonlijke gegevens bewerken
profile-history = Ratingverloop
profile-no-history = Nog geen partij met rating.
profile-chart-kept = Holle punten: partijen die de rating door een regel ongewijzigd lieten (ratings 400 punten of meer uit elkaar, of een vaste rating tegen een speler zonder of met een voorlopige rating).
profile-chart-label = Rating over { $games ->
    [one] { $games } partij met rating
   *[other] { $games } partijen met rating
}: van { $first } naar { $last }
profile-recent = Recente partijen
profile-tournaments = Toernooiresultaten
profile-no-tournaments = Nog geen afgelopen toernooi.
profile-tournament-won = Winnaar
profile-place-swiss = { $rank } van { $of }, { $points } punten
profile-place-group = { $rank } van { $of } in de groep van ronde { $round }
profile-archive = Alle partijen, met filters
archive-title = Partijen van { $username }
archive-result = Uitslag
archive-color = Kleur
archive-kind = Klok
archive-vs = Tegenstander
archive-any = Alle
archive-won = Gewonnen
archive-lost = Verloren
archive-drawn = Remise
archive-filter = Partijen tonen
archive-none = Geen afgelopen partij voldoet hieraan.
archive-older = Oudere partijen

leaderboard-title = Ranglijst
leaderboard-pools = Ratingpools
leaderboard-help = Gevestigde spelers (25 partijen met rating of meer) in deze pool, hoogste rating eerst.
leaderboard-empty = Nog niemand heeft 25 partijen met rating gespeeld.
leaderboard-games = Partijen met rating

finder-title = Tegenstanders zoeken
finder-username = Gebruikersnaam begint met
finder-pool = Ratingpool
finder-rating-min = Rating vanaf
finder-rating-max = Rating tot en met
finder-country = Land (twee letters, bijv. NL)
finder-age-min = Leeftijd vanaf
finder-age-max = Leeftijd tot en met
finder-language = Spreekt (taalcode, bijv. nl)
finder-active-days = Actief in de afgelopen … dagen
finder-search = Zoeken
finder-none = Niemand voldoet hieraan. Probeer ruimere grenzen.

personal-title = Persoonlijke gegevens
personal-help = Alles hier is optioneel. Het helpt leden om tegenstanders te vinden met wie ze iets gemeen hebben, en wordt alleen aan ingelogde leden getoond.
personal-birth-year = Geboortejaar
personal-country-hint = Twee letters (ISO 3166), bijv. NL, BE, SR.
personal-languages-hint = Taalcodes gescheiden door komma's, bijv. nl, en.
personal-save = Opslaan
personal-error-name = Een naam mag hoogstens { $max } tekens hebben, op één regel.
personal-error-birth-year = Het geboortejaar moet tussen 1900 en { $latest } liggen.
personal-error-country = Geef een land op met twee letters, bijv. NL.
personal-error-languages = Geef talen op als codes van twee of drie letters, gescheiden door komma's, bijv. nl, en.
personal-error-bio = “Over mij” mag hoogstens { $max } tekens hebben, en geen controletekens.
personal-time-zone = Tijdzone
personal-time-zone-hint = Termijnen, begintijden en datums staan op de pagina’s en in je e-mails in deze tijdzone. Niemand anders ziet hem.
personal-time-zone-browser = Niet gekozen: die van je browser, { $zone }
personal-error-time-zone = “{ $zone }” is geen tijdzone: kies er een uit de lijst.

# Openings (docs/openings.md): the game page's and lists' opening, a
# profile's openings played. Opening names stay in English, as the
# table has them.
game-opening = Opening
profile-openings = Openingen
profile-openings-white = Met wit
profile-openings-black = Met zwart
profile-no-openings = Nog geen beëindigde partij met een opening met een naam.
profile-openings-games = Partijen
profile-openings-won = Gewonnen
profile-openings-drawn = Remise
profile-openings-lost = Verloren
