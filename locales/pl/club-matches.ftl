# Mecze między klubami (docs/clubs.md, „Matches between clubs”).
club-matches = Mecze
club-matches-title = Mecze klubu { $club }
club-matches-list = Mecze z innymi klubami
club-matches-none = Nie ma jeszcze żadnych meczów.
club-matches-none-open = Brak meczów w toku i nadchodzących.
club-matches-all = Wszystkie mecze i bilans z każdym klubem
club-matches-record = Bilans
club-matches-record-none = Nie ma jeszcze zakończonych meczów.
club-matches-record-line = { $club }: wygrane { $won }, remisy { $drawn }, przegrane { $lost }
club-matches-opponent = Klub
club-matches-won = Wygrane
club-matches-drawn = Remisy
club-matches-lost = Przegrane
club-matches-points = Punkty zdobyte – stracone
club-match-title = { $inviting } – { $invited }
club-match-kind = Rodzaj
club-match-kind-correspondence = Korespondencyjny
club-match-kind-live = Na żywo
club-match-kind-over_the_board = Przy szachownicy
club-match-starts = początek: { $time }
club-match-status-invited = Zaproszenie czeka na odpowiedź
club-match-status-declined = Zaproszenie odrzucone
club-match-status-expired = Zaproszenie bez odpowiedzi w terminie
club-match-status-registering = Zapisy otwarte
club-match-status-in_progress = W toku
club-match-status-finished = Zakończony
club-match-status-cancelled = Odwołany: za mało graczy
club-match-invite = Zaproś klub na mecz
club-match-invited-club = Numer zapraszanego klubu
club-match-invited-club-hint = Liczba na końcu adresu klubu, np. 12 dla /clubs/12.
club-match-time-control = Tempo gry
club-match-time-control-hint = Korespondencyjnie: dni na ruch lub na partię, np. 3d/move lub 30d/game (puste pole: 3d/move). Na żywo: zegar zapisany tak jak w wyzwaniach, np. fast 10m/2m+5s tb0. Przy szachownicy: G/5, G/10, G/15 lub G/30 (puste pole: G/30); taki mecz nigdy nie jest rankingowy i nie ma limitów rankingowych.
club-match-min-boards = Minimalna liczba szachownic do rozpoczęcia (puste pole: 1)
club-match-max-boards = Maksymalna liczba szachownic (puste pole: 100)
club-match-rated = Partie rankingowe
club-match-rating-min = Najniższy dopuszczalny ranking gracza (opcjonalnie)
club-match-rating-max = Najwyższy dopuszczalny ranking gracza (opcjonalnie)
club-match-starts-at = Początek (zamknięcie zapisów)
club-match-description = Opis
club-match-invite-submit = Wyślij zaproszenie
club-match-done-invited = Zaproszenie zostało wysłane: odpowie na nie kierownik drugiego klubu.
club-match-done-accepted = Zaproszenie przyjęte: członkowie obu klubów mogą dołączać do składów aż do rozpoczęcia.
club-match-done-declined = Zaproszenie odrzucone.
club-match-done-joined = Dodano do składu.
club-match-done-left = Usunięto ze składu.
club-match-done-reported = Wynik został zgłoszony: drugi klub go potwierdzi.
club-match-done-confirmed = Wynik został potwierdzony.
club-match-done-disputed = Wynik został zakwestionowany: zgłoś wynik, co do którego jesteście zgodni.
club-match-won-by = wygrana klubu { $club }
club-match-drawn = mecz zremisowany
club-match-playing = { $count ->
    [one] jeszcze jedna partia w toku
    [few] jeszcze { $count } partie w toku
    [many] jeszcze { $count } partii w toku
   *[other] jeszcze { $count } partii w toku
}
club-match-decline-reason = Podany powód: { $reason }
club-match-yes = Tak
club-match-no = Nie
club-match-boards = Szachownice
club-match-board-range = od { $min } do { $max }
club-match-limits = Limity rankingowe
club-match-answer = Odpowiedz na zaproszenie
club-match-accept = Przyjmij
club-match-reason = Powód odmowy (opcjonalnie)
club-match-decline = Odrzuć
club-match-rosters = Składy
club-match-on-board = szachownica { $board }
club-match-reserve = rezerwowy
club-match-join = Dołącz do składu
club-match-leave = Opuść skład
club-match-add-someone = Członek do dodania do składu
club-match-remove-someone = Członek do usunięcia ze składu
club-match-order-hint = Na starcie szachownice obsadza się według rankingu, od najwyższego; gracze każdej strony ponad liczebność mniejszego składu są rezerwowymi.
club-match-order-hint-ladder = Na starcie szachownice obsadza się według kolejności na drabince każdego klubu, a członków spoza drabinki na końcu; gracze każdej strony ponad liczebność mniejszego składu są rezerwowymi.
club-match-games = Partie
club-match-game-line = { $white } – { $black }: { $state }
club-match-to-move-white = ruch białych, posunięcie { $move }
club-match-to-move-black = ruch czarnych, posunięcie { $move }
club-match-points-hint = Wygrana to 1 punkt, remis ½: { $inviting } – { $invited }.
club-match-error-missing-club = Wskaż klub, który chcesz zaprosić: podaj jego numer.
club-match-error-no-club = Nie ma klubu { $name }, który można by zaprosić.
club-match-error-not-found = Ten klub nie ma takiego meczu.
club-match-error-same-club = Klub nie może rozegrać meczu z samym sobą.
club-match-error-not-invited-club = Na zaproszenie odpowiada tylko kierownik zaproszonego klubu.
club-match-error-kind = Mecz rozgrywa się korespondencyjnie, na żywo albo przy szachownicy.
club-match-error-correspondence-control = Tempo meczu korespondencyjnego to dni na ruch lub na partię, np. 3d/move lub 30d/game.
club-match-error-live-control = Tempo meczu na żywo to zegar na żywo, np. fast 10m/2m+5s tb0 (Szybki: od 5 do 30 minut na gracza, od 1 do 5 na ruch; Standardowy: od 30 do 120 minut na gracza, od 1 do 10 na ruch).
club-match-error-boards-range = Mecz ma od 1 do { $max ->
    [one] { $max } szachownicy
    [few] { $max } szachownic
    [many] { $max } szachownic
   *[other] { $max } szachownicy
}.
club-match-error-boards-order = Minimalna liczba szachownic nie może być większa od maksymalnej.
club-match-error-rating-limits = Limit rankingowy to liczba całkowita od 0 do 4000.
club-match-error-starts-at = Początek musi przypadać najwcześniej za godzinę i najpóźniej za { $days ->
    [one] { $days } dzień
    [few] { $days } dni
    [many] { $days } dni
   *[other] { $days } dnia
}.
club-match-error-description = Opis może mieć najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
    [many] { $max } znaków
   *[other] { $max } znaku
} i nie może zawierać znaków sterujących.
club-match-error-reason = Powód może mieć najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
    [many] { $max } znaków
   *[other] { $max } znaku
} i musi mieścić się w jednym wierszu.
club-match-error-not-invited = Nie ma zaproszenia, na które można odpowiedzieć: { $status }.
club-match-error-start-passed = Początek meczu już minął: zaproszenia nie można już przyjąć.
club-match-error-registration-closed = Składy są zamknięte: { $status }.
club-match-error-already-on-roster = Gracz { $name } jest już w jednym ze składów na ten mecz.
club-match-error-not-on-roster = Gracza { $name } nie ma w składzie tego klubu.
club-match-error-outside-limits = Gracz { $name } jest poza limitami rankingowymi meczu (gracze bez rankingu są poza każdym limitem).
club-match-error-bot = { $name } to konto BOT: konta BOT nie grają w meczach klubowych.
email-club-match-link = Otwórz mecz
email-club-match-invited-subject = Klub { $inviting } zaprasza klub { $invited } na mecz
email-club-match-invited-body = Klub { $inviting } zaprasza klub { $invited } na mecz: { $kind }, { $control }, początek { $time }. Jako kierownik klubu { $invited } przyjmij lub odrzuć zaproszenie na stronie meczu.
email-club-match-accepted-subject = Klub { $invited } przyjął wasze zaproszenie na mecz
email-club-match-accepted-body = Klub { $invited } przyjął zaproszenie na mecz z klubem { $inviting }: { $kind }, { $control }. Członkowie obu klubów mogą dołączać do składów do { $time }.
email-club-match-declined-subject = Klub { $invited } odrzucił wasze zaproszenie na mecz
email-club-match-declined-body = Klub { $invited } odrzucił zaproszenie na mecz z klubem { $inviting }.
email-club-match-open-subject = { $inviting } – { $invited }: dołącz do składu
email-club-match-open-body = Kluby { $inviting } i { $invited } rozegrają mecz: { $kind }, { $control }, początek { $time }. Dołącz do składu swojego klubu na stronie meczu; na starcie szachownice obsadza się według rankingu.
email-club-match-open-ladder-subject = { $inviting } – { $invited }: dołącz do składu
email-club-match-open-ladder-body = Kluby { $inviting } i { $invited } rozegrają mecz: { $kind }, { $control }, początek { $time }. Dołącz do składu swojego klubu na stronie meczu; na starcie szachownice obsadza się według kolejności na drabince każdego klubu.
email-club-match-started-subject = Rozpoczął się mecz { $inviting } – { $invited }
email-club-match-started-body = Rozpoczął się mecz { $inviting } – { $invited }: { $kind }, { $control }.
email-club-match-game-white = Szachownica { $board }, białymi z { $opponent }: { $link }
email-club-match-game-black = Szachownica { $board }, czarnymi z { $opponent }: { $link }
email-club-match-reserve = Jesteś rezerwowym: mecz toczy się na { $boards ->
    [one] { $boards } szachownicy
    [few] { $boards } szachownicach
    [many] { $boards } szachownicach
   *[other] { $boards } szachownicy
}, a grają na nich zawodnicy z najwyższym rankingiem z każdego składu.
email-club-match-cancelled-subject = Mecz { $inviting } – { $invited } został odwołany
email-club-match-cancelled-body = Mecz { $inviting } – { $invited } się nie rozpoczął: do składów zapisało się za mało graczy.
email-club-match-cancelled-counts = Potrzeba było co najmniej { $minimum } w każdym składzie; klub { $inviting } miał { $inviting_count }, klub { $invited } – { $invited_count }.
club-match-error-rating-order = Dolny limit rankingowy nie może przekraczać górnego.
club-match-error-missing-starts-at = Podaj, kiedy zaczyna się mecz.
profile-club-matches = Mecze klubowe
profile-match-score = { $points } z { $games }

## Przy szachownicy
club-match-awaited = { $count ->
    [one] brakuje jeszcze { $count } wyniku
    [few] brakuje jeszcze { $count } wyników
    [many] brakuje jeszcze { $count } wyników
   *[other] brakuje jeszcze { $count } wyniku
}
club-match-board-list = Lista szachownic do druku
club-match-board-list-title = Lista szachownic: { $inviting } – { $invited }
club-match-back = Wróć do meczu
club-match-board-rule = Wynik szachownicy zgłasza jej gracz albo kierownik jego klubu; drugi klub go potwierdza, kwestionuje albo zgłasza wynik, co do którego się zgadza. Szachownica się liczy, gdy oba kluby są zgodne.
club-match-board-unreported = Nie zgłoszono
club-match-board-reported = { $result } (zgłosił klub { $club }, do potwierdzenia)
club-match-board-disputed = { $result } (zgłosił klub { $club }, zakwestionowany)
club-match-error-club-control = Tempo meczu przy szachownicy to tempo klubowe: G/5, G/10, G/15 lub G/30.
club-match-error-over-the-board-limits = Mecz przy szachownicy nie ma limitów rankingowych: rankingi jego graczy to rankingi ich własnych klubów.
club-match-error-no-such-board = W tym meczu nie ma takiej szachownicy.
club-match-error-not-over-the-board = Wyniki zgłasza się tylko w meczach przy szachownicy: partie tego meczu rozgrywa się tutaj.
club-match-error-not-playing = Mecz nie jest w toku: { $status }. Wyniki jego szachownic zgłasza się w trakcie meczu.
club-match-error-board-not-yours = Wynik szachownicy zgłaszają tylko jej gracze i kierownicy ich klubów.
club-match-error-board-nothing-reported = Dla tej szachownicy nie zgłoszono jeszcze wyniku.
club-match-error-board-own-report = Ten wynik zgłosił twój klub: drugi klub go potwierdza albo kwestionuje.
club-match-error-board-disputed = Wynik został już zakwestionowany: zgłoś wynik, co do którego jesteście zgodni.
club-match-error-board-confirmed = Wynik został potwierdzony: nie może się już zmienić.
email-club-match-board-white = Szachownica { $board }, białymi z { $opponent }.
email-club-match-board-black = Szachownica { $board }, czarnymi z { $opponent }.
email-club-match-board-result = Szachownica { $board }: { $white } – { $black }, { $result }.
email-club-match-result-subject = Wynik do potwierdzenia: { $inviting } – { $invited }
email-club-match-result-body = Zgłoszono wynik meczu { $inviting } – { $invited }. Potwierdź go, zakwestionuj albo zgłoś wynik, co do którego jesteście zgodni – na stronie meczu.
email-club-match-disputed-subject = Zakwestionowany wynik: { $inviting } – { $invited }
email-club-match-disputed-body = Drugi klub kwestionuje wynik meczu { $inviting } – { $invited }. Zgłoś na stronie meczu wynik, co do którego jesteście zgodni.
