# Turnieje: listy, formularz tworzenia, strona turnieju, odmowy
# i e-maile.

nav-tournaments = Turnieje

tournaments-title = Turnieje
tournaments-create = Utwórz turniej
tournaments-upcoming = Nadchodzące
tournaments-in-progress = W toku
tournaments-finished = Zakończone
tournaments-none = W tej chwili brak.
tournaments-round = Runda { $round }

tournament-name = Nazwa
tournament-system = System
tournament-swiss = System szwajcarski
tournament-drr = Turniej dwukołowy
tournament-system-swiss = { $rounds ->
    [one] System szwajcarski, { $rounds } runda
    [few] System szwajcarski, { $rounds } rundy
    [many] System szwajcarski, { $rounds } rund
   *[other] System szwajcarski, { $rounds } rundy
}
tournament-system-drr = Turniej dwukołowy, grupy do { $size } graczy
tournament-players = Gracze
tournament-players-count = { $count } (od { $min } do { $max })
tournament-status = Stan
tournament-status-upcoming = Nadchodzący
tournament-status-in-progress = W toku
tournament-status-finished = Zakończony
tournament-status-cancelled = Odwołany
tournament-starts = Początek
tournament-signup = Zapisy
tournament-rating-range = Przedział rankingowy
tournament-rating-any = Każdy może dołączyć
tournament-vacation = Urlop
tournament-vacation-yes = Dozwolony
tournament-vacation-no = Niedozwolony: zegary chodzą w trakcie urlopu
tournament-vacation-allowed = Urlop dozwolony
tournament-winner = Zwycięzca:
tournament-ended-no-pairing = Żadne kojarzenie rundy { $round } nie spełniało wszystkich zasad, więc turniej zakończył się po rundzie { $played }.
tournament-ended-too-few = Do skojarzenia zostało mniej niż dwóch graczy, więc turniej zakończył się po rundzie { $played }.
tournament-cancelled-note = Odwołany: liczba zapisanych ({ $players }) była mniejsza od wymaganego minimum ({ $minimum }).
tournament-join = Dołącz
tournament-leave = Wypisz się
tournament-you-joined = Jesteś na liście uczestników.
tournament-log-in-to-join = Zaloguj się, aby dołączyć
tournament-no-players = Nikt jeszcze nie dołączył.
tournament-disqualified = dyskwalifikacja: przekroczenie czasu
tournament-withdrawn = wycofano
tournament-standings = Tabela
tournament-crosstable = Tabela krzyżowa
tournament-crosstable-swiss-help = Przy każdej rundzie widać miejsce przeciwnika, kolor (w – białe, b – czarne) i zdobyte punkty: 2 za wygraną, 1 za remis, 0 za przegraną; * w trakcie partii.
tournament-score = Punkty
tournament-games = Partie
tournament-aos = AOS
tournament-aos-long = Średni wynik przeciwników: punkty przeciwników, bez zdobytych w partiach z tym graczem, w przeliczeniu na partię (pierwsza punktacja pomocnicza)
tournament-lot = Los
tournament-lot-long = Wylosowany numer, ostatnia punktacja pomocnicza (niższy wygrywa)
tournament-unrated = bez rankingu
tournament-round-playing = w trakcie gry
tournament-round-finished = zakończona
tournament-seed = Ziarno losowania w tej rundzie: { $seed }
tournament-seed-summary = Jak przeprowadzono losowanie tej rundy
tournament-columns = Co oznaczają kolumny
tournament-score-long = Dwa punkty za wygraną, jeden za remis lub pauzę, zero za przegraną.
tournament-rating-long = Ranking gracza w chwili zakończenia turnieju: druga punktacja pomocnicza, wyższy wygrywa.
tournament-bye = Pauza
tournament-group = Grupa { $group }
tournament-pairings = Kojarzenia
tournament-board = Szachownica
tournament-white = Białe
tournament-black = Czarne
tournament-result = Wynik
tournament-in-progress = w toku

tournament-new-title = Nowy turniej
tournament-new-pause = Przerwa między rundami (minuty, na żywo)
tournament-new-pause-hint = Turnieje na żywo: następna runda, a w grupie następna runda według tabel Bergera, zaczyna się po tej przerwie (od 0 do 60 minut; 2, jeśli pole jest puste). Rundy korespondencyjne zaczynają się od razu.
tournament-new-rounds = Rundy (system szwajcarski)
tournament-new-group-size = Wielkość grupy (turniej dwukołowy)
tournament-new-starts-at = Początek
tournament-new-signup-opens-at = Otwarcie zapisów (puste: teraz)
tournament-new-signup-closes-at = Zamknięcie zapisów (puste: w chwili rozpoczęcia)
tournament-new-utc = Daty i godziny są podawane w UTC.
tournament-new-min-players = Minimalna liczba graczy
tournament-new-max-players = Maksymalna liczba graczy
tournament-new-rating-min = Najniższy ranking (puste: bez limitu)
tournament-new-rating-max = Najwyższy ranking (puste: bez limitu)
tournament-new-submit = Utwórz turniej

tournament-setting-name = Nazwa musi mieć od 1 do { $max } znaków i mieścić się w jednym wierszu.
tournament-setting-kind = Turniej jest korespondencyjny albo na żywo.
tournament-setting-system = Wybierz system szwajcarski albo turniej dwukołowy.
tournament-setting-rounds = Turniej szwajcarski ma od 1 do { $max } rund.
tournament-setting-group-size = Grupa liczy od 2 do { $max } graczy.
tournament-setting-time-control = Wybierz tempo gry.
tournament-setting-live-time-control = Turniej na żywo wymaga zegara na żywo: Szybki (od 5 do 30 minut na gracza, od 1 do 5 na ruch) lub Standardowy (od 30 do 120 minut na gracza, od 1 do 10 na ruch).
tournament-setting-pause = Przerwa między rundami turnieju na żywo wynosi od 0 do { $max } minut; turniej korespondencyjny nie ma przerw.
tournament-setting-starts-at = Podaj początek jako datę i godzinę.
tournament-setting-signup-opens-at = Podaj otwarcie zapisów jako datę i godzinę albo zostaw puste pole.
tournament-setting-signup-closes-at = Podaj zamknięcie zapisów jako datę i godzinę albo zostaw puste pole.
tournament-setting-start-in-past = Początek musi przypadać w przyszłości.
tournament-setting-start-too-late = Początek może przypadać najpóźniej za rok.
tournament-setting-signup-window = Zapisy muszą się otworzyć, zanim się zamkną, i zamknąć najpóźniej w chwili rozpoczęcia.
tournament-setting-min-players = Minimum wynosi od 2 do { $max } graczy.
tournament-setting-max-players = Maksimum wynosi co najmniej tyle, co minimum, i najwyżej { $max } graczy.
tournament-setting-rating-range = Ranking mieści się w przedziale od 0 do 4000, najpierw najniższy; każde z pól może być puste.
tournament-setting-flag = Pole { $field } może być tylko zaznaczone albo niezaznaczone.

tournament-error-not-found = Nie ma takiego turnieju.
tournament-error-not-admin = Turnieje tworzą tylko administratorzy.
tournament-error-signup-not-open = Zapisy jeszcze się nie rozpoczęły.
tournament-error-signup-closed = Zapisy są zamknięte.
tournament-error-started = Turniej się rozpoczął: zapisać się lub wypisać można tylko przed rozpoczęciem.
tournament-error-full = Turniej jest pełny.
tournament-error-over = Turniej się zakończył.
tournament-withdraw = Wycofaj się z turnieju
tournament-withdraw-confirm = Wycofać się? Nie dostaniesz już kolejnych kojarzeń, a twoje trwające partie w tym turnieju zostaną przegrane (w turnieju dwukołowym także pozostałe partie twojej grupy). Tego nie można cofnąć.
tournament-withdraw-confirm-yes = Tak, wycofuję się
tournament-error-already-joined = Już bierzesz udział w tym turnieju.
tournament-error-not-joined = Nie bierzesz udziału w tym turnieju.
tournament-error-outside-rating-range = Twój ranking korespondencyjny jest poza przedziałem wymaganym w tym turnieju (gracze bez rankingu są poza każdym przedziałem).

email-tournament-round-subject = Rozpoczęła się runda { $round } turnieju { $tournament }
email-tournament-round-body = Rozpoczęła się runda { $round } turnieju { $tournament }.
email-tournament-game-white = Grasz białymi z { $opponent }: { $link }
email-tournament-game-black = Grasz czarnymi z { $opponent }: { $link }
email-tournament-bye = W tej rundzie pauzujesz: nie grasz partii i dostajesz jeden punkt.
email-tournament-open = Zobacz turniej
email-tournament-cancelled-subject = Turniej { $tournament } został odwołany
email-tournament-cancelled-body = Turniej { $tournament } wymagał co najmniej { $minimum } graczy, a zapisało się { $players }, więc został odwołany. Nie rozpoczęto żadnych partii.
