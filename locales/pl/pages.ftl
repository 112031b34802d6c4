# Strony gry: wyzwania, poczekalnia, moje partie, strona partii.

nav-lobby = Poczekalnia
nav-challenges = Wyzwania
nav-games = Moje partie

notice-challenge-sent = Wyzwanie zostało wysłane.
notice-club-challenge-sent = Wyzwanie drabinkowe zostało wysłane: jest widoczne poniżej, dopóki nie zostanie przyjęte lub odrzucone (wyzwanie na żywo wygasa po 10 minutach).
notice-challenge-declined = Wyzwanie zostało odrzucone.
notice-challenge-canceled = Wyzwanie zostało wycofane.
notice-open-game-created = Twoja otwarta partia jest w poczekalni.
notice-email-options-saved = Ustawienia powiadomień zostały zapisane.
notice-blocks-saved = Lista zablokowanych graczy została zapisana.

duration-days-hours = { $days ->
    [one] { $days } dzień
    [few] { $days } dni
    [many] { $days } dni
   *[other] { $days } dnia
} { $hours ->
    [one] { $hours } godzina
    [few] { $hours } godziny
    [many] { $hours } godzin
   *[other] { $hours } godziny
}
duration-hours-minutes = { $hours ->
    [one] { $hours } godzina
    [few] { $hours } godziny
    [many] { $hours } godzin
   *[other] { $hours } godziny
} { $minutes ->
    [one] { $minutes } minuta
    [few] { $minutes } minuty
    [many] { $minutes } minut
   *[other] { $minutes } minuty
}
duration-minutes = { $minutes ->
    [one] { $minutes } minuta
    [few] { $minutes } minuty
    [many] { $minutes } minut
   *[other] { $minutes } minuty
}
duration-seconds = { $seconds ->
    [one] { $seconds } sekunda
    [few] { $seconds } sekundy
    [many] { $seconds } sekund
   *[other] { $seconds } sekundy
}

play-time-control = Tempo gry
play-your-color = Twój kolor
play-color-random = Losowy
play-color-white = Białe
play-color-black = Czarne
play-bad-time-control = Wybierz jedno z dostępnych temp gry.
play-bad-color = Wybierz białe, czarne albo kolor losowy.
play-no-such-player = Nie ma gracza o nazwie { $username }.
play-no-such-challenge = To wyzwanie nie jest już aktualne.
play-out-of-time = Twój czas upłynął, zanim ruch dotarł: partia się zakończyła.

challenges-title = Wyzwania
challenges-incoming = Wyzwania do ciebie
challenges-outgoing = Twoje wyzwania
challenges-none = W tej chwili brak.
challenges-accept = Przyjmij
challenges-decline = Odrzuć
challenges-reason = Powód
challenges-cancel = Wycofaj
challenges-new = Wyzwij gracza
challenges-rated = Partia rankingowa
challenges-message = Wiadomość (opcjonalnie)
challenges-send = Wyślij wyzwanie

lobby-title = Poczekalnia
lobby-open-games = Otwarte partie korespondencyjne
lobby-live-games = Otwarte partie na żywo
lobby-none = W tej chwili nie ma otwartych partii. Utwórz własną poniżej!
lobby-player = Gracz
lobby-kind = Partia
lobby-join = Graj
lobby-withdraw = Wycofaj
lobby-create = Utwórz partię, do której każdy może dołączyć
lobby-create-submit = Utwórz partię

games-title = Moje partie
games-in-progress = W toku
games-finished = Zakończone
games-none = Nie masz jeszcze partii.
games-find = Znajdź przeciwnika w poczekalni.
games-against = z { $opponent }
games-your-move = twój ruch
games-their-move = ruch przeciwnika
games-you-play-white = grasz białymi
games-you-play-black = grasz czarnymi
games-you-won = Wygrana
games-you-lost = Przegrana
games-drawn = Remis
games-no-result = Bez wyniku

game-title = { $white } – { $black }
game-board = Szachownica
game-moves = Ruchy
game-skip-to-move = Przejdź do pola ruchu
game-no-moves = Nie wykonano jeszcze żadnego ruchu.
game-download-pgn = Pobierz partię (PGN)
game-to-move = Na ruchu: { $username }
game-time-left = Pozostało: { $left }, do { $deadline }
game-your-move = Twój ruch
game-play = Zagraj
game-move-offer-draw = Zaproponuj remis razem z tym ruchem
game-wait = Czekamy na ruch przeciwnika.
game-draw-offer = Zaproponuj remis
game-draw-offered = Przeciwnik proponuje remis.
game-draw-accept = Przyjmij remis
game-draw-decline = Odrzuć remis
game-draw-offer-standing = Twoja propozycja remisu czeka na odpowiedź.
game-claim-draw = Zażądaj remisu
game-abort = Przerwij partię
game-resign = Poddaj się
game-deletion-ask = Poproś o usunięcie partii
game-deletion-asked = Przeciwnik prosi o usunięcie tej partii.
game-deletion-accept = Usuń partię
game-deletion-decline = Zachowaj partię
game-chat = Czat
game-spectator-chat = Czat widzów
game-chat-send = Wyślij
game-note = Prywatne notatki
game-note-private = Tylko ty możesz czytać swoje notatki.
game-note-save = Zapisz notatki
game-conditional = Ruchy warunkowe
game-conditional-help = Jeden wariant w wierszu: najpierw następny ruch przeciwnika, potem twoja odpowiedź i tak dalej (np. „e5 Nf3 Nc6 Bb5”). Nikt inny ich nie widzi.
game-conditional-save = Zapisz warianty

settings-more = E-maile i zablokowani gracze
email-options-title = Ustawienia e-maili
email-options-your-turn = Gdy jest twój ruch
email-options-every-move = e-mail przy każdym ruchu
email-options-daily-digest = jeden e-mail dziennie ze wszystkimi partiami, w których jest twój ruch
email-options-off = bez e-maili
email-options-also = Wysyłaj mi też e-maile
email-options-challenges = wyzwania do mnie i odpowiedzi na moje wyzwania
email-options-draw-offers = propozycje remisu
email-options-game-over = gdy partia się kończy
email-options-reminders = gdy kończy mi się czas na ruch
email-options-account-emails = E-maile dotyczące twojego konta (potwierdzenie adresu, resetowanie hasła) są wysyłane zawsze.
email-options-save = Zapisz
blocks-title = Zablokowani gracze
blocks-help = Zablokowani gracze nie mogą cię wyzywać ani dołączać do twoich otwartych partii.
blocks-none = Nie masz zablokowanych graczy.
blocks-block = Zablokuj
blocks-unblock = Odblokuj
game-rematch = Rewanż
board-flip = Obróć szachownicę
board-confirm-moves = Potwierdzaj ruchy
board-confirm-question = Wykonać ten ruch?
board-confirm-yes = Wykonaj
board-confirm-no = Cofnij
board-promote-to = Promuj na:
board-queen = Hetman
board-rook = Wieża
board-bishop = Goniec
board-knight = Skoczek
board-reconnecting = Utracono połączenie: ponowne łączenie…
board-socket-not-player = Tylko gracze tej partii mogą w niej wykonywać ruchy.
board-white = Białe
board-black = Czarne
accessible-king = król
accessible-queen = hetman
accessible-rook = wieża
accessible-bishop = goniec
accessible-knight = skoczek
accessible-pawn = pion
accessible-takes = bije
accessible-promotes = promocja: { $piece }
accessible-check = szach
accessible-checkmate = mat
accessible-castles-short = krótka roszada
accessible-castles-long = długa roszada
accessible-square-empty = { $square }: puste
accessible-square-piece = { $square }: { $piece } ({ $color })
accessible-no-move = Jeszcze nie było ruchu.
accessible-moved = { $player }: { $move }
accessible-shown = Pokazano: { $move }
accessible-shown-start = Pokazano: pozycję początkową
accessible-clock = { $player }: { $time }
accessible-box = Ruch lub polecenie
accessible-help = Wpisz ruch (e4, Nf3, O-O) lub polecenie: p b lub p c, bierki białych lub czarnych; s e4, co stoi na polu; t, zegary; l, ostatni ruch; h, ta pomoc.
accessible-announcements = Komunikaty

unsubscribe-title = Ustawienia e-maili
unsubscribe-question = Wyłączyć e-maile o { $kind }?
unsubscribe-submit = Wyłącz te e-maile
unsubscribe-done = Nie będziesz już dostawać e-maili o { $kind }. Możesz je ponownie włączyć w ustawieniach e-maili.
unsubscribe-kind-your-turn = twojej kolei na ruch
unsubscribe-kind-challenges = wyzwaniach
unsubscribe-kind-draw-offers = propozycjach remisu
unsubscribe-kind-game-over = zakończonych partiach
unsubscribe-kind-reminders = kończącym się czasie
unsubscribe-kind-vacation-ending = końcu twoich urlopów
unsubscribe-kind-tournament-rounds = rozpoczęciu rund w twoich turniejach
unsubscribe-kind-weekly-summary = cotygodniowym podsumowaniu

# Zegar nowej partii (formularze wyzwania i otwartej partii).
clock-kind-correspondence = Korespondencyjna (dni)
clock-kind-live = Na żywo (minuty)
clock-days = Dni
clock-fischer = System Fischera (dni): pula czasu i dni dodawane po każdym ruchu
clock-live-ranges = Standardowy: od 30 do 120 minut na gracza, od 1 do 10 minut na ruch, bez czasu dodatkowego. Szybki: od 5 do 30 minut na gracza, od 1 do 5 minut na ruch, bez czasu dodatkowego lub od 3 do 60 sekund za ruch.
clock-mode = Tryb
clock-mode-standard = Standardowy
clock-mode-fast = Szybki
clock-round-minutes = Czas podstawowy (minuty na gracza)
clock-move-minutes = Czas na ruch (najwięcej minut na jeden ruch)
clock-extra-seconds = Czas dodatkowy za ruch (sekundy; 0 – bez dodatku)
clock-takebacks = Cofnięcia ruchu na gracza
clock-bad-number = Podaj ustawienia partii na żywo jako liczby całkowite.
clock-bad-round = Czas podstawowy { $minutes } min nie jest dostępny: w trybie „{ $mode }” wynosi on od { $min } do { $max } min.
clock-bad-move = Czas na ruch { $minutes } min nie jest dostępny: w trybie „{ $mode }” wynosi on od { $min } do { $max } min.
clock-bad-extra = Czas dodatkowy { $seconds } s nie jest dostępny: w trybie „{ $mode }” nie ma go wcale albo wynosi od { $min } do { $max } s.
clock-no-extra = W trybie „{ $mode }” nie ma czasu dodatkowego: pozostaw 0.
clock-bad-takebacks = Liczba cofnięć ruchu { $count } nie jest dostępna: wybierz od 0 do { $max }.

# Partie na żywo (live-games.md): zegary, cofanie ruchów, prośby o opuszczenie partii, koniec.
board-sound-on = Dźwięki: włączone
board-sound-off = Dźwięki: wyłączone
game-clock = Zegar gracza { $username }
game-move-time = Pozostały czas na ruch
game-extra-time = +{ $seconds } s
game-extra-time-title = Czas dodatkowy za ruch: { $seconds } s
game-draw-offer-left = Zaproponuj remis (pozostało: { $left })
game-resign-confirm = Poddać tę partię? Przegrasz ją i nie można tego cofnąć.
game-resign-confirm-yes = Tak, poddaję się
game-live-after-twenty-plies = Poddanie partii i propozycje remisu są możliwe po 10 ruchach każdego gracza.
game-takeback = Cofnij swój ruch (pozostało: { $left })
game-takeback-offer = Poproś o cofnięcie ruchu
game-takeback-offered = Przeciwnik prosi o cofnięcie swojego ostatniego ruchu.
game-takeback-accept = Zgódź się na cofnięcie
game-takeback-decline = Odmów cofnięcia
game-takeback-offer-standing = Twoja prośba o cofnięcie ruchu czeka na odpowiedź.
game-quit-ask = Poproś o opuszczenie partii
game-quit-confirm = Poprosić przeciwnika o zgodę na opuszczenie partii? Jeśli się zgodzi, partia zakończy się bez wyniku; jeśli odmówi albo nie odpowie w czasie na ruch, przegrywasz.
game-quit-confirm-yes = Tak, poproś
game-quit-asked = Przeciwnik prosi o zgodę na opuszczenie partii. Jeśli się zgodzisz, partia zakończy się bez wyniku; jeśli odmówisz, przeciwnik przegrywa.
game-status-quit-asked = Przeciwnik prosi o zgodę na opuszczenie partii: odpowiedz pod szachownicą.
game-quit-agree = Zgoda: bez wyniku
game-quit-decline = Odmowa: przeciwnik przegrywa
game-quit-standing = Twoja prośba o opuszczenie partii czeka na odpowiedź. Jeśli przeciwnik odmówi albo nie odpowie w czasie na ruch, przegrywasz.
game-your-turn = Twój ruch
open-challenge-title = Otwarte wyzwanie
open-challenge-help = Każdą ze stron gra ten użytkownik, który zajmie ją pierwszy; partia zaczyna się, gdy obie strony są zajęte.
open-challenge-kept = zarezerwowane dla { $name }
open-challenge-free = wolne
open-challenge-take-white = Graj białymi
open-challenge-take-black = Graj czarnymi
open-challenge-log-in = Zaloguj się, aby zagrać
game-tournament-round = runda { $round }
game-abort-confirm = Przerwać tę partię? Zakończy się bez wyniku i nie będzie można jej wznowić.
game-abort-confirm-yes = Tak, przerwij
game-deletion-ask-confirm = Poprosić przeciwnika o usunięcie tej partii? Jeśli się zgodzi, partia zakończy się bez wpływu na ranking i będzie widoczna tylko dla was dwojga.
game-deletion-ask-confirm-yes = Tak, poproś
game-deletion-accept-confirm = Usunąć tę partię? Zakończy się bez wpływu na ranking i będzie widoczna tylko dla was dwojga; nie można tego cofnąć.
game-deletion-accept-confirm-yes = Tak, usuń
game-replay = Ruchy partii
game-replay-first = Pozycja początkowa
game-replay-previous = Poprzedni ruch
game-replay-next = Następny ruch
game-replay-last = Ostatni ruch
game-on-vacation = na urlopie
game-material = Przewaga materialna
game-copy-pgn = Kopiuj PGN
game-copy-fen = Kopiuj FEN
game-copied = Skopiowano
game-analysis-after = Plansze analizy i silniki są na czas po partii: pomoc komputera w trakcie gry jest zabroniona.
game-analyse = Analizuj partię silnikiem
game-saved = Zapisano.
notice-note-saved = Notatki zostały zapisane.
notice-conditional-saved = Ruchy warunkowe zostały zapisane.
game-over = Koniec partii
game-rating-change = { $username }: { $before } → { $after } ({ $diff })
game-rating-first = { $username }: bez rankingu → { $after } (pierwszy ranking)
# Why a rated game left a rating as it was (ratings.md), beside its "+0".
game-rating-special-rule = rankingi różnią się o 400 punktów lub więcej: bez zmiany
game-rating-protection = ustalony ranking nie spada w partii z graczem bez rankingu lub z rankingiem tymczasowym
game-not-rated = Rankingi się nie zmieniają: partia bez wyniku nie jest liczona.
