# Partie, wyzwania i związane z nimi e-maile.

game-rated = rankingowa
game-casual = towarzyska
game-club = partia klubowa (rankingi klubowe)
game-club-rating = Ranking klubowy
tc-per-move = { $days ->
    [one] { $days } dzień na ruch
    [few] { $days } dni na ruch
    [many] { $days } dni na ruch
   *[other] { $days } dnia na ruch
}
tc-per-game = { $days ->
    [one] { $days } dzień
    [few] { $days } dni
    [many] { $days } dni
   *[other] { $days } dnia
} na gracza na całą partię
tc-fischer = { $days ->
    [one] { $days } dzień
    [few] { $days } dni
    [many] { $days } dni
   *[other] { $days } dnia
} plus { $increment ->
    [one] { $increment } dzień
    [few] { $increment } dni
    [many] { $increment } dni
   *[other] { $increment } dnia
} za każdy ruch
tc-club = G/{ $minutes }: { $minutes } min na gracza na całą partię
tc-live = { $mode ->
    [fast] Szybka
   *[standard] Standardowa
}: { $round } min na gracza, najwyżej { $move } min na ruch{ $extra ->
    [0] {""}
   *[other] , +{ $extra } s za każdy ruch
}, { $takebacks ->
    [0] bez cofania ruchów
    [one] { $takebacks } cofnięcie ruchu na gracza
    [few] { $takebacks } cofnięcia ruchu na gracza
    [many] { $takebacks } cofnięć ruchu na gracza
   *[other] { $takebacks } cofnięcia ruchu na gracza
}

outcome-won = { $winner } wygrywa: { $reason }
outcome-no-winner = Wynik: { $reason }
outcome-no-result = Bez wyniku: { $reason }
outcome-you-won = Twoja wygrana: { $reason }
outcome-you-lost = Twoja przegrana: { $reason }
reason-mate = mat
reason-resign = poddanie partii
reason-stalemate = remis przez pata
reason-timeout = przekroczenie czasu
reason-draw-agreed = remis za zgodą stron
reason-threefold = remis przez trzykrotne powtórzenie pozycji
reason-fifty-moves = remis na mocy zasady 50 ruchów
reason-fivefold = remis przez pięciokrotne powtórzenie pozycji
reason-seventy-five-moves = remis na mocy zasady 75 ruchów
reason-insufficient-material = remis: żadna ze stron nie może dać mata
reason-aborted = partia przerwana
reason-deleted = partia usunięta za zgodą stron
reason-adjudicated = rozstrzygnięcie administratora
reason-forfeit = walkower
reason-no-result-timeout = czas upłynął, zanim każdy z graczy wykonał 5 ruchów
reason-quit-agreed = jeden z graczy poprosił o opuszczenie partii, a drugi się zgodził
reason-quit = { $quitter } opuścił(a) partię
reason-quit-you = opuściłeś partię bez zgody przeciwnika
reason-quit-opponent = przeciwnik opuścił partię
no-result-aborted-you = Przerwałeś partię
no-result-aborted-opponent = { $player } przerwał(a) partię
no-result-aborted = { $player } przerwał(a) partię
no-result-quit-agreed-you = Poprosiłeś o opuszczenie partii, a { $opponent } się zgodził(a)
no-result-quit-agreed-opponent = { $player } poprosił(a) o opuszczenie partii, a ty się zgodziłeś
no-result-quit-agreed = { $player } poprosił(a) o opuszczenie partii, a { $opponent } się zgodził(a)
no-result-time-you = Twój czas upłynął, zanim wykonałeś 5 ruchów: bez wyniku
no-result-time-opponent = Czas gracza { $player } upłynął przed jego 5. ruchem: bez wyniku
no-result-time = Czas gracza { $player } upłynął przed jego 5. ruchem: bez wyniku
reason-unknown = koniec partii

decline-generic = w tej chwili nie przyjmuje wyzwań
decline-later = teraz nie przyjmuje wyzwań; spróbuj później
decline-toofast = to tempo gry jest dla tego gracza za szybkie
decline-tooslow = to tempo gry jest dla tego gracza za wolne
decline-timecontrol = nie przyjmuje tego tempa gry
decline-rated = woli zagrać partię rankingową
decline-casual = woli zagrać partię towarzyską
decline-standard = nie przyjmuje partii z niestandardowej pozycji początkowej
decline-variant = nie chce grać w tym wariancie
decline-nobot = nie przyjmuje wyzwań od botów
decline-onlybot = przyjmuje wyzwania tylko od botów
# Powody w brzmieniu wybieranym przez odrzucającego, w pierwszej osobie.
decline-choice-generic = W tej chwili nie przyjmuję wyzwań
decline-choice-later = To nie jest dla mnie dobry moment; spróbuj później
decline-choice-toofast = To tempo gry jest dla mnie za szybkie
decline-choice-tooslow = To tempo gry jest dla mnie za wolne
decline-choice-timecontrol = Nie przyjmuję tego tempa gry
decline-choice-rated = Wyślij mi raczej wyzwanie na partię rankingową
decline-choice-casual = Wyślij mi raczej wyzwanie na partię towarzyską
decline-choice-standard = Nie przyjmuję partii z ustawionej pozycji
decline-choice-nobot = Nie przyjmuję wyzwań od botów
challenge-you-play-white = grasz białymi
challenge-you-play-black = grasz czarnymi
challenge-color-random = kolory losowane

email-open-game = Otwórz partię
email-your-turn-subject = { $opponent }: { $move } — twój ruch
email-your-turn-body = W twojej partii z { $opponent } przeciwnik zagrał { $move }. Teraz twój ruch.
email-draw-offered-subject = { $opponent } proponuje remis
email-draw-offered-body = W twojej partii z { $opponent } przeciwnik proponuje remis. Przyjmij lub odrzuć propozycję na stronie partii.
email-game-over-subject = Koniec partii z { $opponent }
email-game-over-body = Twoja partia z { $opponent } dobiegła końca. { $outcome }.
email-game-over-pgn = Zapis partii (PGN): { $link }
email-challenge-received-subject = { $challenger } rzuca ci wyzwanie
email-challenge-received-body = { $challenger } wyzywa cię na partię korespondencyjną ({ $kind }), { $control }.
email-challenge-message = Dołączona wiadomość: „{ $message }”
email-challenge-see = Zobacz swoje wyzwania
email-challenge-accepted-subject = Gracz { $opponent } przyjął twoje wyzwanie
email-challenge-accepted-body = Gracz { $opponent } przyjął twoje wyzwanie: partia się rozpoczęła.
email-challenge-declined-subject = Gracz { $opponent } odrzucił twoje wyzwanie
email-challenge-declined-body = Gracz { $opponent } odrzucił twoje wyzwanie: { $reason }.
email-reminder-subject = Twój ruch w partii z { $opponent }: { $hours ->
    [one] została { $hours } godzina
    [few] zostały { $hours } godziny
    [many] zostało { $hours } godzin
   *[other] zostało { $hours } godziny
}
email-reminder-body = Kończy ci się czas na ruch w partii z { $opponent }: { $hours ->
    [one] została { $hours } godzina
    [few] zostały { $hours } godziny
    [many] zostało { $hours } godzin
   *[other] zostało { $hours } godziny
}. Gracz, któremu skończy się czas, przegrywa partię.

refusal-self-challenge = Nie możesz rzucić wyzwania sobie.
refusal-rated-with-bot = Partie z kontem BOT nigdy nie są rankingowe: odznacz „Partia rankingowa”.
refusal-bot-open-game = Konta BOT grają wyłącznie przez wyzwania, nie w otwartych partiach.
refusal-blocked = { $username } nie przyjmuje od ciebie wyzwań.
refusal-dest-banned = Użytkownik { $username } ma bana i nie można wysłać mu wyzwania.
refusal-bad-position = To nie jest FEN dozwolonej pozycji szachowej, z której można grać.
refusal-rated-custom-position = Partia z własnej pozycji nie może być rankingowa.
refusal-message-too-long = Wiadomość może mieć najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
    [many] { $max } znaków
   *[other] { $max } znaku
} i nie może zawierać znaków sterujących.
refusal-club-control = G/5, G/10, G/15 i G/30 to tempa partii klubowych: rzuć wyzwanie z drabinki klubu.
refusal-ladder-challenge-pending = Już wyzwałeś gracza { $name } na tę partię drabinkową ({ $id }): wyzwanie czeka na odpowiedź.
refusal-own-open-game = Nie możesz dołączyć do własnej otwartej partii.
refusal-blocked-join = Autor tej otwartej partii nie przyjmuje twoich zgłoszeń.
refusal-chat-empty = Wiadomość jest pusta.
refusal-chat-too-long = Wiadomość na czacie może mieć najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
    [many] { $max } znaków
   *[other] { $max } znaku
}.
refusal-chat-one-line = Wiadomość na czacie musi mieścić się w jednym wierszu.
refusal-chat-too-fast = Zbyt wiele wiadomości: odczekaj minutę.
refusal-conditional-too-many = Najwyżej { $lines ->
    [one] { $lines } wariant
    [few] { $lines } warianty
    [many] { $lines } wariantów
   *[other] { $lines } wariantu
}, każdy najwyżej po { $plies ->
    [one] { $plies } ruchu
   *[other] { $plies } ruchów
}.
refusal-conditional-live = Ruchy warunkowe są przeznaczone dla partii korespondencyjnych: w partii na żywo wykonaj ruch wyprzedzający na szachownicy.
refusal-conditional-line = Wariant { $line }: { $reason }
conditional-not-opponents-turn = ruchy warunkowe wprowadza się wtedy, gdy ruch należy do przeciwnika.
conditional-unpaired = każdy ruch przeciwnika wymaga twojej odpowiedzi.
conditional-move = ruch { $index }: { $reason }
conditional-conflicting-reply = ruch { $index }: na { $move } odpowiadasz już inaczej.

rule-game-over = Partia się zakończyła.
rule-not-your-turn = To nie twój ruch.
rule-stale = Partia zmieniła się od czasu, gdy ją wyświetlono: oto jej obecny stan.
rule-move-malformed = „{ $move }” nie jest ruchem: zapisz go w notacji SAN (Nf3, exd5, O-O, e8=Q) lub UCI (g1f3, e7e8q).
rule-move-illegal = „{ $move }” nie jest dozwolonym ruchem w tej pozycji.
rule-move-ambiguous = „{ $move }” pasuje do więcej niż jednego ruchu: wskaż, która bierka się rusza (np. Nbd2, R1e2).
rule-move-promotion = „{ $move }” dochodzi do ostatniej linii: dopisz bierkę, na którą pionek ma się zamienić (=Q, =R, =B lub =N).
rule-nothing-to-claim = Nie możesz zażądać remisu: pozycja nie powtórzyła się trzykrotnie przy twoim ruchu i nie minęło 50 ruchów bez ruchu pionkiem ani bicia.
rule-no-draw-offer = Przeciwnik nie zaproponował remisu.
rule-not-stand-alone = Partii turniejowych i klubowych nie można przerwać ani usunąć.
rule-too-late-to-abort = Partii nie można już przerwać: obie strony wykonały ruch.
rule-too-early-to-delete = Partii nie można usunąć, zanim obie strony wykonają ruch: zamiast tego ją przerwij.
rule-no-deletion-request = Przeciwnik nie prosił o usunięcie partii.
rule-not-live = To nie jest partia na żywo: cofanie ruchów i prośby o opuszczenie partii dotyczą tylko partii na żywo.
rule-live-no-deletion = Partii na żywo nie można usunąć: zamiast tego poproś przeciwnika o zgodę na opuszczenie partii.
rule-resign-too-early = Możesz się poddać dopiero po 10 ruchach każdego gracza (20 półruchów), a partia jest na półruchu { $ply }: { $quit ->
    [yes] do tego czasu możesz poprosić przeciwnika o zgodę na opuszczenie partii.
   *[no] do tego czasu graj dalej albo pozwól, by skończył ci się czas.
}
rule-draw-request-too-early = O remis można poprosić dopiero po 10 ruchach każdego gracza (20 półruchów), a partia jest na półruchu { $ply }.
rule-draw-requests-used = Wykorzystano już wszystkie propozycje remisu, jakie każdy gracz może złożyć w tej partii ({ $max }): nadal możesz przyjąć propozycję przeciwnika albo zażądać remisu.
rule-no-move-to-take-back = Nie masz ruchu do cofnięcia.
rule-opponent-replied = Przeciwnik odpowiedział już na twój ostatni ruch: nie można go już cofnąć.
rule-takebacks-used = Nie masz już cofnięć ruchu (w tej partii każdy gracz ma ich { $allowance }): zamiast tego poproś przeciwnika o zgodę na cofnięcie ruchu.
rule-no-takeback-offer = Przeciwnik nie prosił o cofnięcie ruchu.
rule-no-takebacks-in-club-games = Partie klubowe toczą się wyłącznie według przepisów gry w szachy: nie ma w nich cofania ruchów.
rule-no-quit-requests = W partiach turniejowych i klubowych nie ma próśb o opuszczenie partii: zawsze kończą się wynikiem.
rule-no-quit-request = Nie ma prośby o opuszczenie partii, na którą można by odpowiedzieć.
rule-own-quit-request = Nie możesz odpowiedzieć na własną prośbę o opuszczenie partii.
rule-quit-already-requested = Prośba o opuszczenie partii została już wysłana: przeciwnik jeszcze nie odpowiedział.
rule-quit-request-stands = Przeciwnik może jeszcze odpowiedzieć na prośbę o opuszczenie partii.
rule-record = Nie udało się odtworzyć zapisu partii: powiadom administratora.
refusal-note-too-long = Notatka może mieć najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
    [many] { $max } znaków
   *[other] { $max } znaku
} i nie może zawierać znaków sterujących.
refusal-unverified = Zanim zaczniesz grać, potwierdź adres e-mail: kliknij link, który ci wysłaliśmy.
refusal-bot-tournament = Konta BOT nie grają w turniejach.
email-digest-subject = { $count ->
    [one] Twój ruch w { $count } partii
    [few] Twój ruch w { $count } partiach
    [many] Twój ruch w { $count } partiach
   *[other] Twój ruch w { $count } partii
}
email-digest-body = Oto partie, w których jest twój ruch:
email-digest-line = z { $opponent }, { $hours ->
    [one] została { $hours } godzina
    [few] zostały { $hours } godziny
    [many] zostało { $hours } godzin
   *[other] zostało { $hours } godziny
}: { $link }
email-summary-subject = { $count ->
    [0] Twój tydzień w redqueen
    [one] Twój tydzień w redqueen: { $count } partia czeka na twój ruch
    [few] Twój tydzień w redqueen: { $count } partie czekają na twój ruch
    [many] Twój tydzień w redqueen: { $count } partii czeka na twój ruch
   *[other] Twój tydzień w redqueen: { $count } partii czeka na twój ruch
}
email-summary-waiting = { $count ->
    [0] Żadna partia nie czeka na twój ruch.
    [one] Na twój ruch czeka { $count } partia:
    [few] Na twój ruch czekają { $count } partie:
    [many] Na twój ruch czeka { $count } partii:
   *[other] Na twój ruch czeka { $count } partii:
}
email-summary-waiting-line = z { $opponent }: { $link }
email-summary-results = { $count ->
    [0] W tym tygodniu nie zakończyła się żadna twoja partia.
    [one] W tym tygodniu zakończyła się { $count } twoja partia:
    [few] W tym tygodniu zakończyły się { $count } twoje partie:
    [many] W tym tygodniu zakończyło się { $count } twoich partii:
   *[other] W tym tygodniu zakończyło się { $count } twoich partii:
}
email-summary-result-line = z { $opponent }, { $outcome }: { $link }
refusal-too-many-challenges = Zbyt wiele wyzwań: odczekaj minutę.
refusal-outside-rating-range = Twój ranking jest poza przedziałem wymaganym w tej otwartej partii.
refusal-side-taken = Ta strona otwartego wyzwania jest już zajęta lub zarezerwowana dla innego gracza albo to ty masz już przeciwną stronę.
refusal-game-cap = Grasz już { $max } partii naraz — najwięcej, ile pozwala ten serwis: najpierw którąś zakończ.
refusal-opponent-game-cap = { $name } gra już { $max } partii naraz — najwięcej, ile pozwala ten serwis.
refusal-no-rematch = Rewanż jest możliwy tylko po zakończonej partii, która nie należy do turnieju ani klubu.

# The game page's opening explorer (docs/openings.md).
explorer-title = Eksplorator debiutów
explorer-closed-live = Eksplorator debiutów jest zamknięty podczas partii na żywo: otwiera się po zakończeniu partii.
explorer-results = Białe / remis / czarne
explorer-move = Ruch
explorer-games = Partie
explorer-rating = Średni ranking
explorer-empty = Żadna zakończona partia serwisu nie osiągnęła tej pozycji.
explorer-ended-here = Zakończone partie serwisu, które osiągnęły tę pozycję: { $games }. Żadna nie była dalej kontynuowana.
explorer-source = Z zakończonych partii serwisu. W partiach korespondencyjnych wolno korzystać z książek i baz debiutowych, z silników nie.

# The analysis board (docs/analysis.md).
analysis-title = Plansza analizy
analysis-game-title = Analiza: { $white } – { $black }
analysis-back-to-game = Wróć do partii
analysis-refused-in-progress = Ta partia wciąż trwa: silnik i plansza analizy są na czas po partii, bo pomoc komputera w trakcie gry jest zabroniona.
analysis-refused-in-play = Ta pozycja pochodzi z partii, którą właśnie grasz: silnik i plansza analizy są na czas po partii, bo pomoc komputera w trakcie gry jest zabroniona.
analysis-needs-scripts = Plansza analizy i jej silnik wymagają JavaScriptu.
analysis-evaluation = Ocena
analysis-engine = Silnik
analysis-engine-hint = Stockfish działa w twojej przeglądarce, na twoim urządzeniu: nic nie jest wysyłane na serwer.
analysis-analyse-game = Analizuj partię
analysis-analyse-line = Analizuj wariant
analysis-progress = Analiza pozycji { $done } z { $total }…
analysis-done = Analiza zakończona. Silnik wciąż analizuje pokazaną pozycję coraz głębiej.
analysis-engine-failed = Nie udało się uruchomić silnika w tej przeglądarce.
analysis-depth = głębokość { $depth }
analysis-mate = Mat w { $moves }
analysis-checkmate = Mat
analysis-best-line = Najlepszy wariant
analysis-summary = Podsumowanie
analysis-graph = Szanse białych na wygraną po każdym ruchu
analysis-accuracy = Dokładność
analysis-inaccuracies = Niedokładności
analysis-mistakes = Błędy
analysis-blunders = Poważne błędy
analysis-inaccuracy = Niedokładność
analysis-mistake = Błąd
analysis-blunder = Poważny błąd
analysis-setup = Ustaw pozycję
analysis-setup-label = FEN albo partia w PGN
analysis-setup-submit = Ustaw
