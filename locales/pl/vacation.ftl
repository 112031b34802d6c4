# Urlop (product.md §4): strona ustawień, co widzą przeciwnicy, e-mail
# o „końcu urlopu” i dlaczego zmiana została odrzucona.

settings-vacation = Urlop
settings-vacation-help = Gdy jesteś na urlopie, twoje zegary są zatrzymane we wszystkich partiach korespondencyjnych.
settings-vacation-manage = Zaplanuj lub zmień urlop

vacation-title = Urlop
vacation-help = Gdy jesteś na urlopie, twoje zegary są zatrzymane we wszystkich twoich partiach korespondencyjnych. Nadal możesz się logować i wykonywać ruchy, jeśli chcesz.
vacation-allowance = Pozostałe dni
vacation-days-left = { $year }: { $left ->
    [one] pozostał { $left } dzień
    [few] pozostały { $left } dni
    [many] pozostało { $left } dni
   *[other] pozostało { $left } dnia
} z { $allowance }
vacation-schedule = Zaplanuj urlop
vacation-start = Pierwszy dzień
vacation-days = Liczba dni
vacation-utc = Dni liczone są według czasu UTC: urlop zaczyna się o północy UTC (od razu, jeśli zaczyna się dzisiaj) i kończy o północy UTC po swoim ostatnim dniu. Każdy dzień urlopu liczy się jako cały dzień roku, w którym wypada.
vacation-schedule-submit = Zaplanuj
vacation-list = Twoje urlopy
vacation-none = Nie masz urlopu w tym roku.
vacation-period-heading = Dni
vacation-status-heading = Stan
vacation-actions-heading = Zmiana
vacation-period = od { $first } do { $last }
vacation-status-past = zakończony
vacation-status-current = trwa
vacation-status-upcoming = nadchodzący
vacation-cancel = Anuluj
vacation-end-now = Zakończ teraz

vacation-away-until = { $username } jest na urlopie do { $until }: zegar tego gracza jest zatrzymany.
vacation-you-away-until = Jesteś na urlopie do { $until }: twój zegar jest zatrzymany.
vacation-opponent-away = na urlopie do { $until }

notice-vacation-scheduled = Urlop został zaplanowany.
notice-vacation-canceled = Urlop został anulowany, a jego dni znów są do wykorzystania.
notice-vacation-ended = Twój urlop się zakończył: twoje zegary znów chodzą.

email-options-vacation-ending = W dniu, w którym kończy się mój urlop
email-options-tournament-rounds = gdy zaczyna się runda w moich turniejach
email-options-club-results = gdy wynik klubowy czeka na moje potwierdzenie (czarnymi) lub rozstrzygnięcie (jako dyrektor)
email-options-club-matches = gdy mój klub gra mecz z innym klubem: zaproszenia, otwarte zapisy, początek
email-options-weekly-summary = cotygodniowe podsumowanie: partie czekające na mój ruch i wyniki z tygodnia
email-vacation-ending-subject = Twój urlop kończy się z końcem dnia { $last }
email-vacation-ending-body = Twój urlop kończy się o północy UTC z końcem dnia { $last }. Od tej chwili twoje zegary znów chodzą we wszystkich twoich partiach korespondencyjnych.
email-vacation-ending-games = Zobacz swoje partie

vacation-error-date = Wpisz pierwszy dzień w formacie RRRR-MM-DD, na przykład 2026-07-01.
vacation-error-no-such-day = { $date } nie jest dniem kalendarza.
vacation-error-days = Wpisz liczbę dni jako liczbę całkowitą, na przykład 7.
vacation-error-zero-days = Urlop trwa co najmniej jeden dzień.
vacation-error-past = Urlop nie może zaczynać się w przeszłości: { $start } jest przed dzisiejszym dniem, { $today } (UTC).
vacation-error-too-far = Urlop może zacząć się najpóźniej do końca przyszłego roku: { $start } jest po { $last }.
vacation-error-overlap = Nakładałby się na twój urlop od { $first } do { $last }.
vacation-error-allowance = Ten urlop zajmuje { $needed ->
    [one] { $needed } dzień
    [few] { $needed } dni
    [many] { $needed } dni
   *[other] { $needed } dnia
} z roku { $year }, ale na ten rok { $left ->
    [0] nie pozostał ci już żaden dzień
    [one] pozostał ci tylko { $left } dzień
    [few] pozostały ci tylko { $left } dni
    [many] pozostało ci tylko { $left } dni
   *[other] pozostało ci tylko { $left } dnia
}.
vacation-error-already-started = Ten urlop już się zaczął: zamiast tego zakończ go wcześniej.
vacation-error-not-started = Ten urlop jeszcze się nie zaczął: zamiast tego go anuluj.
vacation-error-already-over = Ten urlop już się zakończył.
vacation-error-no-such-vacation = Nie masz takiego urlopu.
vacation-error-conflict = W międzyczasie zmieniła się jedna z twoich partii: spróbuj ponownie.
