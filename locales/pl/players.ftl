# Profile, ranking graczy, wyszukiwarka przeciwników, dane osobowe.

nav-leaderboard = Najlepsi gracze
nav-players = Znajdź graczy
pager-previous = Poprzednia strona
pager-next = Następna strona

rating-unrated = Bez rankingu
rating-provisional = Tymczasowy: { $rating } ({ $games ->
    [one] { $games } partia
    [few] { $games } partie
    [many] { $games } partii
   *[other] { $games } partii
})

pool-name-correspondence = Korespondencyjne
pool-name-live = Na żywo
pool-rating-correspondence = Ranking w grze korespondencyjnej
pool-rating-live = Ranking w grze na żywo
pool-history-correspondence = Historia rankingu w grze korespondencyjnej
pool-history-live = Historia rankingu w grze na żywo
profile-record = Wygrane: { $win }, remisy: { $draw }, przegrane: { $loss }; w toku: { $playing }
profile-no-result = { $count ->
    [one] 1 partia bez wyniku (przerwana lub bez wyniku)
    [few] { $count } partie bez wyniku (przerwane lub bez wyniku)
    [many] { $count } partii bez wyniku (przerwanych lub bez wyniku)
   *[other] { $count } partii bez wyniku (przerwanych lub bez wyniku)
}
profile-real-name = Imię i nazwisko
profile-country = Kraj
profile-languages = Języki
profile-age = Wiek
profile-bio = O mnie
profile-challenge = Wyzwij
profile-banned = { $username } ma bana na tej stronie.
profile-edit = Edytuj swoje dane osobowe
profile-history = Historia rankingu
profile-no-history = Brak partii rankingowych.
profile-chart-kept = Puste punkty: partie, po których ranking nie zmienił się z mocy reguły (rankingi różniące się o 400 punktów lub więcej albo ustalony ranking w partii z graczem bez rankingu lub z rankingiem tymczasowym).
profile-chart-label = Ranking w { $games ->
    [one] { $games } partii rankingowej
    [few] { $games } partiach rankingowych
    [many] { $games } partiach rankingowych
   *[other] { $games } partii rankingowej
}: od { $first } do { $last }
profile-recent = Ostatnie partie
profile-tournaments = Wyniki turniejów
profile-no-tournaments = Brak zakończonych turniejów.
profile-tournament-won = Zwycięzca
profile-place-swiss = { $rank }. miejsce z { $of }, punkty: { $points }
profile-place-group = { $rank }. miejsce z { $of } w grupie rundy { $round }
profile-archive = Wszystkie partie, z filtrami
archive-title = Partie gracza { $username }
archive-result = Wynik
archive-color = Kolor
archive-kind = Zegar
archive-vs = Przeciwnik
archive-any = Dowolny
archive-won = Wygrane
archive-lost = Przegrane
archive-drawn = Remisy
archive-filter = Pokaż partie
archive-none = Żadna zakończona partia nie pasuje.
archive-older = Starsze partie

leaderboard-title = Najlepsi gracze
leaderboard-pools = Pule rankingowe
leaderboard-help = Gracze z ustalonym rankingiem (co najmniej 25 partii rankingowych) w tej puli, od najwyższego rankingu.
leaderboard-empty = Nikt nie rozegrał jeszcze 25 partii rankingowych.
leaderboard-games = Partie rankingowe

finder-title = Znajdź przeciwników
finder-username = Nazwa użytkownika zaczyna się od
finder-pool = Pula rankingowa
finder-rating-min = Ranking od
finder-rating-max = Ranking do
finder-country = Kraj (dwie litery, np. PL)
finder-age-min = Wiek od
finder-age-max = Wiek do
finder-language = Mówi w języku (kod języka, np. pl)
finder-active-days = Aktywność w ciągu ostatnich … dni
finder-search = Szukaj
finder-none = Nikt nie pasuje. Spróbuj szerszych kryteriów.

personal-title = Dane osobowe
personal-help = Wszystkie pola są opcjonalne. Pomagają użytkownikom znaleźć przeciwników, z którymi coś ich łączy, i są widoczne tylko dla zalogowanych użytkowników.
personal-birth-year = Rok urodzenia
personal-country-hint = Dwie litery (ISO 3166), np. PL, GB, AR.
personal-languages-hint = Kody języków oddzielone przecinkami, np. pl, en.
personal-save = Zapisz
personal-error-name = Imię i nazwisko może mieć najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
    [many] { $max } znaków
   *[other] { $max } znaku
} i musi mieścić się w jednym wierszu.
personal-error-birth-year = Rok urodzenia to rok od 1900 do { $latest }.
personal-error-country = Kraj to dwie litery, np. PL.
personal-error-languages = Języki to dwu- lub trzyliterowe kody oddzielone przecinkami, np. pl, en.
personal-error-bio = Pole „O mnie” może mieć najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
    [many] { $max } znaków
   *[other] { $max } znaku
} i nie może zawierać znaków sterujących.
personal-time-zone = Strefa czasowa
personal-time-zone-hint = W tej strefie czasowej podawane są terminy, godziny rozpoczęcia i daty na stronach i w twoich e-mailach. Nikt inny jej nie widzi.
personal-time-zone-browser = Nie wybrano: strefa przeglądarki, { $zone }
personal-error-time-zone = „{ $zone }” nie jest strefą czasową: wybierz jedną z listy.

# Openings (docs/openings.md): the game page's and lists' opening, a
# profile's openings played. Opening names stay in English, as the
# table has them.
game-opening = Debiut
profile-openings = Debiuty
profile-openings-white = Białymi
profile-openings-black = Czarnymi
profile-no-openings = Nie ma jeszcze zakończonej partii z nazwanym debiutem.
profile-openings-games = Partie
profile-openings-won = Wygrane
profile-openings-drawn = Remisy
profile-openings-lost = Przegrane
