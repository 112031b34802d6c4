# Kluby (clubs-and-ladder.md): lista, strona klubu z drabinką w kształcie
# piramidy, zgłaszanie wyników i odpowiadanie na nie, narzędzia kierowników,
# karta gracza i jego historia.

nav-clubs = Kluby
clubs-title = Kluby
clubs-none = Nie ma jeszcze żadnego klubu.
clubs-waiting = Wyniki czekające na ciebie
clubs-waiting-reported = zgłoszony przez białe: potwierdź go lub zakwestionuj
clubs-waiting-disputed = zakwestionowany przez czarne: jako dyrektor potwierdź go lub popraw
clubs-found = Załóż klub
clubs-name = Nazwa
clubs-description = Opis
clubs-found-submit = Załóż klub
clubs-members = { $count ->
    [one] { $count } członek
    [few] { $count } członków
    [many] { $count } członków
   *[other] { $count } członka
}
club-ladder = Drabinka
club-ladder-empty = Na drabince nie ma jeszcze nikogo.
club-rung = Szczebel { $rung }
club-card-rank = { $rung } · miejsce { $rank }
club-card-rating = Ranking { $rating }
club-card-rating-provisional = Ranking { $rating } (tymczasowy)
club-card-last-defense = Ostatnia obrona: { $day }
club-card-never-defended = Jeszcze bez obrony
club-card-games = { $games ->
    [one] { $games } partia
    [few] { $games } partie
    [many] { $games } partii
   *[other] { $games } partii
}
club-card-ranks-earned = { $direction ->
    [up] { $ranks ->
        [one] +1 zdobyta pozycja
        [few] +{ $ranks } zdobyte pozycje
        [many] +{ $ranks } zdobytych pozycji
       *[other] +{ $ranks } zdobytej pozycji
    }
    [down] { $ranks ->
        [one] 1 stracona pozycja
        [few] { $ranks } stracone pozycje
        [many] { $ranks } straconych pozycji
       *[other] { $ranks } straconej pozycji
    }
   *[none] brak zdobytych pozycji
}
club-card-flagged = Nieobecność (stracone pozycje: { $ranks })
club-card-new = Nowy
club-directors = Kierownicy: { $names }
club-season = Sezon od { $start } do { $end }; spadek za nieobecność { $day }. dnia każdego miesiąca.
club-join = Poproś o dołączenie
club-requested = Prośba o dołączenie została wysłana; odpowie na nią kierownik klubu.
club-report = Zgłoś partię
club-report-hint = Zgłaszasz partie rozegrane białymi; przeciwnik je potwierdza albo kwestionuje.
club-report-white = Białe
club-report-black = Czarne
club-report-result = Wynik
club-report-played-on = Data rozegrania
club-report-control = Tempo gry
club-report-game-number = Partia dnia (2 dla drugiej takiej samej partii)
club-report-submit = Zgłoś wynik
club-result-white = 1-0 (wygrały białe)
club-result-black = 0-1 (wygrały czarne)
club-result-draw = ½-½ (remis)
club-games = Partie
club-games-none = Nie zapisano jeszcze żadnych partii.
club-status-reported = zgłoszona
club-status-confirmed = potwierdzona
club-status-disputed = zakwestionowana
club-confirm = Potwierdź
club-dispute = Zakwestionuj
club-correct = Popraw wynik
club-correct-submit = Popraw
club-requests = Prośby o dołączenie
club-accept = Przyjmij
club-refuse = Odrzuć
club-add-member = Dodaj członka
club-add-username = Nazwa użytkownika
club-add-joined-on = Data dołączenia do drabinki (dla papierowej drabinki przenoszonej do serwisu; puste pole: dzisiaj)
club-add-submit = Dodaj na dole drabinki
club-members-title = Członkowie
club-remove-from-ladder = Usuń z drabinki
club-remove = Usuń z klubu
club-remove-question = Tego nie można cofnąć. Kontynuować?
club-make-director = Mianuj kierownikiem
club-admin-directors = Kierownicy (administracja serwisu)
club-admin-directors-hint = Jako administrator serwisu możesz mianować kierownikiem tego klubu dowolnego członka, na przykład gdy klub stracił ostatniego kierownika.
club-director-mark = kierownik
club-decay = Spadek za nieobecność
club-decay-explained = Stosuje spadek za nieobecność za ten miesiąc według stanu na dzień spotkania: każdy gracz, który nie bronił swojej pozycji przez cały poprzedni miesiąc, spada o tyle miejsc, ile miesięcy minęło od jego ostatniej obrony. W przeciwnym razie spadek zostanie zastosowany { $day }.
club-decay-date = Dzień spotkania
club-decay-submit = Zastosuj spadek
club-decay-question = Spadku nie można cofnąć. Zastosować go według stanu na ten dzień?
club-done-founded = Klub został założony; jesteś jego kierownikiem.
club-done-requested = Twoja prośba została wysłana do kierowników.
club-done-reported = Wynik został zapisany, a drabinka zaktualizowana.
club-done-confirmed = Wynik został potwierdzony.
club-done-disputed = Wynik został zakwestionowany: pozostaje oznaczony jako sporny, dopóki dyrektor go nie potwierdzi lub nie poprawi; dyrektorzy zostali powiadomieni.
club-done-corrected = Wynik został poprawiony; drabinka została przeliczona od tej partii.
club-done-member = Gotowe.
club-done-decayed = Spadek został zastosowany.
club-history-title = { $username } w klubie { $club }
club-history = Zmiany pozycji
club-history-none = Nie było jeszcze zmian pozycji.
club-cause-joined = Zajęcie ostatniego miejsca
club-cause-left = Opuszczenie drabinki
club-cause-game = Partia z { $opponent }: { $result }
club-cause-corrected = Partia z { $opponent }: { $result } (poprawiony)
club-cause-decay = Spadek za nieobecność
club-cause-placed = Miejsce przydzielone w kwalifikacjach SLQ
club-rank-change = { $from } → { $to }
club-off-ladder = poza drabinką
club-error-not-found = Nie ma takiego klubu.
club-error-no-such-member = Żaden członek nie nazywa się { $name }.
club-error-bot = { $name } to konto BOT: konta BOT nie dołączają do klubów ani wydarzeń klubowych.
club-error-no-such-game = W tym klubie nie ma takiej partii.
club-error-name = Nazwa klubu musi mieć od 1 do { $max } znaków i mieścić się w jednym wierszu.
club-error-description = Opis klubu może mieć najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
    [many] { $max } znaków
   *[other] { $max } znaku
} i nie może zawierać znaków sterujących.
club-error-name-taken = Klub o tej nazwie już istnieje.
club-error-founders-are-administrators = W tym serwisie kluby zakładają tylko administratorzy.
club-error-not-director = Tylko kierownicy klubu mogą to zrobić.
club-error-already-member = Już należysz do tego klubu.
club-error-already-requested = Prośba o dołączenie do tego klubu została już wysłana.
club-error-no-request = Gracz { $name } nie prosił o dołączenie do tego klubu.
club-error-not-member = { $name } nie jest członkiem tego klubu.
club-error-not-on-ladder = Gracza { $name } nie ma na drabince klubu.
club-error-same-player = Partia wymaga dwóch różnych graczy.
club-error-not-white = Partię zgłasza tylko grający białymi albo kierownik.
club-error-not-black = Tylko grający czarnymi potwierdza lub kwestionuje partię zgłoszoną przez białe.
club-error-game-settled = Ta partia jest już { $status }.
club-error-result = Wynik to 1-0, 0-1 lub ½-½.
club-error-time-control = Tempo gry to G/5, G/10, G/15 lub G/30.
club-error-date = Wpisz datę w formacie RRRR-MM-DD.
club-error-future-date = Data nie może być z przyszłości.
club-error-before-joining = Partia nie mogła zostać rozegrana, zanim gracz { $name } dołączył do drabinki.
club-error-decay-this-month = Spadek za nieobecność został już zastosowany w tym miesiącu ({ $day }).
club-error-decay-before-last = Spadek za nieobecność stosuje się tylko naprzód: ostatni zastosowano { $day }.
club-error-last-director = { $name } to ostatni kierownik klubu: najpierw wskaż następcę (mianuj kierownikiem innego członka), potem może odejść.
club-error-game-number = Numer partii to liczba całkowita od 1 do { $max }: 2 dla drugiej takiej samej partii tego dnia.
club-error-duplicate-game = Ten wynik jest już zapisany: partia { $id }, { $white } – { $black }, { $result } dnia { $day } ({ $status }). Jeśli tego dnia rozegrali jeszcze jedną taką samą partię, zgłoś ją z numerem partii { $next }.
club-error-decay-outside = Spadek za nieobecność stosowany ręcznie dotyczy dnia od { $from } do { $to }: w bieżącym sezonie, nie przed założeniem klubu ani ostatnim spadkiem i nie w przyszłości.
club-error-joined-outside = Dzień dołączenia członka przypada między założeniem klubu ({ $from }) a dniem dzisiejszym ({ $to }).
club-error-missing = Wypełnij wszystkie pola.
club-error-challenge-down = W drabince wyzywa się tylko graczy z wyższych pozycji: { $name } jest niżej od ciebie.
club-challenge = Wyzwij
club-awards = Dotychczasowe nagrody sezonu
club-awards-title = { $club }: nagrody sezonu { $season }
club-awards-none = Na drabince nie ma jeszcze nikogo.
club-awards-trophies = Trofea: pierwsza trójka
club-awards-medals = Medale: pierwsza dziesiątka
club-awards-highest-rated = Najwyższy ranking ({ $rating })
club-awards-most-games = Najwięcej rozegranych partii ({ $games })
club-awards-most-ranks = Najwięcej zdobytych pozycji ({ $ranks })
club-settings = Ustawienia klubu
club-settings-season-start = Początek sezonu (MM-DD)
club-settings-season-end = Koniec sezonu (MM-DD)
club-settings-decay-day = Dzień miesiąca (1–28), w którym przypada spadek za nieobecność
club-settings-submit = Zapisz ustawienia
club-done-settings = Ustawienia zostały zapisane.
club-error-season-start = Początek sezonu to dzień w formacie MM-DD, np. 09-01.
club-error-season-end = Koniec sezonu to dzień w formacie MM-DD, np. 06-30 (nie 29 lutego), inny niż dzień jego początku.
club-error-decay-day = Dzień spadku to dzień miesiąca od 1 do 28.
club-error-no-such-event = W tym klubie nie ma takiego wydarzenia
club-error-no-such-board = W tym wydarzeniu nie ma takiej szachownicy
club-error-event-name = Nazwa wydarzenia musi mieć od 1 do { $max } znaków i mieścić się w jednym wierszu
club-error-event-format = Wybierz format: SLQ, Czwórka, Ósemka, system szwajcarski, turniej kołowy lub Doroczne mistrzostwa, wraz z liczbą rund lub wielkością grupy
club-error-announcement = Ogłoszenie może mieć najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
    [many] { $max } znaków
   *[other] { $max } znaku
} i nie może zawierać znaków sterujących
club-error-not-openable = SLQ i Doroczne mistrzostwa są tylko dla członków klubu: nie mogą być otwarte
club-error-reseed-unconfirmed = Klub ma już drabinkę w tym sezonie: potwierdź, że SLQ ma ją rozstawić od nowa
club-error-members-only = To wydarzenie jest tylko dla członków klubu, a { $name } nim nie jest
club-error-already-entered = Gracz { $name } jest już zapisany na to wydarzenie
club-error-not-entered = Gracz { $name } nie jest zapisany na to wydarzenie
club-error-withdrawn = Gracz { $name } wycofał się z tego wydarzenia i nie jest już kojarzony
club-error-entries-closed = Grupy turnieju kołowego ustala się przy jego rozpoczęciu: późniejsze zapisy nie są możliwe
club-error-event-finished = Wydarzenie się zakończyło
club-error-too-few-entries = Do rozpoczęcia wydarzenia potrzeba co najmniej dwóch graczy
club-error-all-rounds-paired = Wszystkie rundy tego wydarzenia zostały już skojarzone
club-error-results-missing = { $count ->
    [one] Brakuje jeszcze { $count } wyniku tej rundy: następna runda zostanie skojarzona, gdy spłyną wszystkie wyniki
    [few] Brakuje jeszcze { $count } wyników tej rundy: następna runda zostanie skojarzona, gdy spłyną wszystkie wyniki
    [many] Brakuje jeszcze { $count } wyników tej rundy: następna runda zostanie skojarzona, gdy spłyną wszystkie wyniki
   *[other] Brakuje jeszcze { $count } wyniku tej rundy: następna runda zostanie skojarzona, gdy spłyną wszystkie wyniki
}
club-error-not-a-player = Wynik z danej szachownicy podają tylko jej dwaj gracze albo kierownik
club-error-already-reported = Wynik z tej szachownicy został już podany: grający czarnymi go potwierdza lub kwestionuje, a kierownik może go poprawić
club-error-no-game = Na tej szachownicy nie ma partii, dla której można podać wynik
club-events = Wydarzenia
club-events-title = Wydarzenia klubu { $club }
club-events-none = Nie ma jeszcze żadnych wydarzeń.
club-event-create = Utwórz wydarzenie
club-event-name = Nazwa
club-event-format = Format
club-event-format-hint = SLQ tworzy drabinkę: wszyscy zaczynają z rankingiem 1200, przeliczanym po każdej rundzie. Czwórka to turniej kołowy czterech graczy tempem G/10 podczas jednego spotkania; Ósemka — trzyrundowy turniej szwajcarski ośmiu graczy tempem G/30, jedna runda na spotkanie. Liczbę rund (lub wielkość grupy turnieju kołowego) można ustawić poniżej. SLQ gra się tempem G/5, chyba że wybierzesz inne, a ranking zawsze liczy się według tabeli G/30 i SLQ.
club-event-rounds-field = Rundy lub wielkość grupy turnieju kołowego (puste: jak w formacie)
club-event-control = Tempo gry
club-event-control-default = Domyślne dla formatu
club-event-open-label = Otwarte dla użytkowników serwisu spoza klubu (nie dotyczy SLQ ani Dorocznych mistrzostw)
club-event-announcement = Ogłoszenie
club-event-announcement-hint = Dzień i sala, zapisy i godziny rund, wpisowe, nagrody, kontakt, zasady rankingowe
club-event-reseed = To SLQ ponownie rozstawia drabinkę w tym sezonie
club-event-create-submit = Utwórz wydarzenie
club-event-status-entries = zapisy otwarte
club-event-status-running = w toku
club-event-status-finished = zakończone
club-event-open = otwarte
club-event-rounds = runda { $paired } z { $rounds }
club-event-rounds-planned = { $rounds ->
    [one] { $rounds } runda
    [few] { $rounds } rundy
    [many] { $rounds } rund
   *[other] { $rounds } rundy
}
club-event-print = Drukuj
club-event-export-csv = Tabela (CSV)
club-event-export-trf = Raport TRF
club-event-entries = Zapisani ({ $count })
club-event-guest = gość
club-event-withdrawn = wycofano
club-event-enter = Zapisz się
club-event-enter-someone = Zapisz gracza (nazwa użytkownika)
club-event-withdraw = Wycofaj się
club-event-withdraw-someone = Wycofaj gracza (nazwa użytkownika)
club-event-withdraw-question = Wycofany gracz nie jest już kojarzony, a jego nierozegrana partia jest przegrana walkowerem. Wycofać?
club-event-start-round = Rozpocznij rundę { $round }
club-event-start-question = Skojarzyć rundę teraz? Rozpocznij ją, gdy gracze siedzą już przy szachownicach: skojarzenia rundy nie można cofnąć.
club-event-round = Runda { $round }
club-event-pairings-print = Kojarzenia do druku
club-event-board = Szachownica
club-event-white = Białe
club-event-black = Czarne
club-event-result = Wynik
club-event-bye = pauza (½)
club-event-rest = wolne
club-event-forfeit = walkower
club-event-report = Zgłoś
club-event-section = Grupa { $section }
club-event-standings = Tabela
club-event-player = Gracz
club-event-points = Punkty
club-event-aos = AOS
club-event-aos-title = Średni wynik przeciwników (AOS), pierwsza punktacja pomocnicza
club-event-rating = Ranking
club-event-crosstable-hint = W3w: wygrana z zawodnikiem nr 3 białymi; D remis, L przegrana; +3 i -3 walkowery; H pauza za pół punktu; R runda wolna; … wynik jeszcze nieznany.
club-event-ratings = Rankingi klubowe po każdej rundzie
club-event-after-round = Po rundzie { $round }
club-event-back = Wróć do wydarzenia
club-pairings-title = { $event }: runda { $round }
club-format-slq = Kwalifikacje do drabinki SLQ (system szwajcarski, 6 rund)
club-format-quad = Czwórka (grupy po 4, G/10)
club-format-octo = Ósemka (grupy po 8, 3 rundy, G/30)
club-format-swiss = System szwajcarski (5 rund)
club-format-rr = Turniej kołowy (grupy po 6)
club-format-championship = Doroczne mistrzostwa (system szwajcarski, 5 rund)
club-format-championship-rr = Doroczne mistrzostwa (turniej kołowy)
club-event-done-created = Wydarzenie zostało utworzone: członkowie mogą się już zapisywać.
club-event-done-entered = Zapisano.
club-event-done-withdrawn = Wycofano.
club-event-done-round = Runda została skojarzona: kojarzenia są poniżej, gotowe do druku.
club-event-done-result = Wynik został zapisany.
club-event-done-corrected = Wynik został poprawiony; rankingi i drabinka zostały przeliczone od tej partii.
club-event-done-confirmed = Wynik został potwierdzony.
club-event-done-disputed = Wynik został zakwestionowany: dyrektorzy zostali powiadomieni, a wynik pozostaje sporny, dopóki jeden z nich go nie potwierdzi lub nie poprawi.
club-format-name = { $kind ->
    [slq] Kwalifikacje do drabinki SLQ, { $count ->
        [one] { $count } runda
        [few] { $count } rundy
        [many] { $count } rund
       *[other] { $count } rundy
    }
    [quad] Czwórka
    [octo] Ósemka
    [swiss] System szwajcarski, { $count ->
        [one] { $count } runda
        [few] { $count } rundy
        [many] { $count } rund
       *[other] { $count } rundy
    }
    [rr] Turniej kołowy, grupy po { $count }
    [championship] Doroczne mistrzostwa, system szwajcarski, { $count ->
        [one] { $count } runda
        [few] { $count } rundy
        [many] { $count } rund
       *[other] { $count } rundy
    }
   *[championship-rr] Doroczne mistrzostwa, turniej kołowy
}
club-event-waiting = { $count ->
    [one] Brakuje jeszcze { $count } wyniku tej rundy; następna runda zostanie skojarzona, gdy on spłynie.
    [few] Brakuje jeszcze { $count } wyników tej rundy; następna runda zostanie skojarzona, gdy wszystkie spłyną.
    [many] Brakuje jeszcze { $count } wyników tej rundy; następna runda zostanie skojarzona, gdy wszystkie spłyną.
   *[other] Brakuje jeszcze { $count } wyniku tej rundy; następna runda zostanie skojarzona, gdy wszystkie spłyną.
}
club-error-empty-season = W tym sezonie nie rozegrano jeszcze żadnych partii: nie ma czego zamykać
club-awards-earlier = Poprzedni sezon
club-awards-later = Następny sezon
club-season-close = Zamknij sezon
club-season-close-explained = Na ostatnim spotkaniu w roku: powyższe nagrody stają się nagrodami sezonu, a następny sezon zaczyna się od razu. Rozegrane partie i zdobyte pozycje liczą się znów od zera; drabinka i rankingi klubowe przechodzą na nowy sezon.
club-season-close-question = Zamknąć ten sezon i rozpocząć następny? Tego nie można cofnąć.
club-season-closed = Sezon został zamknięty: oto jego podsumowanie. Rozpoczął się następny sezon.
club-event-on-server-label = Rozgrywane na serwerze, z zegarem G/N (zamiast przy szachownicy)
club-event-on-server = na serwerze
club-event-game = Partia
club-error-played-on-server = Ta partia jest rozgrywana na serwerze: jej wynik pochodzi z samej partii
email-club-result-subject = { $white } zgłosił(a) wynik waszej partii: { $result }
email-club-result-body = { $white } (białe) zgłosił(a) wynik waszej partii w { $place }, rozegranej { $day }: { $white } – { $black } { $result }. Liczy się od razu. Jeśli jest poprawny, potwierdź go; jeśli nie, zakwestionuj go, a dyrektor rozstrzygnie.
email-club-result-open = Otwórz wyniki
email-club-dispute-subject = { $black } kwestionuje wynik w { $place }
email-club-dispute-body = { $black } (czarne) kwestionuje wynik zgłoszony przez { $white } dla ich partii rozegranej { $day }: { $white } – { $black } { $result }. Pozostaje sporny, dopóki dyrektor go nie potwierdzi lub nie poprawi (poprawka przelicza wszystkie późniejsze zmiany).
