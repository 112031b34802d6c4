# Komunikaty o błędach widoczne dla użytkowników.

error-not-found = Ta strona nie istnieje.
error-csrf = Ten formularz wygasł. Wróć, odśwież stronę i spróbuj ponownie.
error-too-many-requests = Zbyt wiele prób. Odczekaj minutę i spróbuj ponownie.
error-bad-form = Nie udało się odczytać formularza. Odśwież stronę i spróbuj ponownie.
error-unknown-pool = Nie ma takiej puli rankingowej. Wybierz korespondencyjną albo na żywo.
error-nul-character = Żądanie zawiera znak NUL (%00), którego nie może zawierać żadna nazwa, identyfikator ani tekst: nic nie zostało zmienione.
error-internal = Coś poszło nie tak po naszej stronie. Spróbuj ponownie później.
error-go-home = Przejdź na stronę główną

error-username-too-short = Nazwa użytkownika musi mieć co najmniej { $min ->
    [one] { $min } znak
    [few] { $min } znaki
    [many] { $min } znaków
   *[other] { $min } znaki
}.
error-username-too-long = Nazwa użytkownika może mieć najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
    [many] { $max } znaków
   *[other] { $max } znaki
}.
error-username-characters = Nazwa użytkownika może zawierać tylko litery, cyfry, „_” i „-”.
error-username-taken = Ta nazwa użytkownika jest zajęta.
error-email-empty = Podaj adres e-mail.
error-email-too-long = Adres e-mail może mieć najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
    [many] { $max } znaków
   *[other] { $max } znaki
}.
error-email-malformed = To nie wygląda na adres e-mail (nazwa@example.org).
error-email-taken = Ten adres e-mail jest już zarejestrowany.
error-email-same = To już jest twój adres.
error-password-too-short = Hasło musi mieć co najmniej { $min ->
    [one] { $min } znak
    [few] { $min } znaki
    [many] { $min } znaków
   *[other] { $min } znaki
}.
error-password-too-long = Hasło może mieć najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
    [many] { $max } znaków
   *[other] { $max } znaki
}.
error-password-wrong = Nieprawidłowe hasło.
error-login-wrong = Nieprawidłowa nazwa użytkownika lub hasło.
error-login-locked = Zbyt wiele nieudanych prób. Spróbuj ponownie za { $minutes ->
    [one] minutę
    [few] { $minutes } minuty
    [many] { $minutes } minut
   *[other] { $minutes } minuty
}.
error-link-invalid = Ten link jest nieznany, został już użyty albo wygasł.
error-token-description = Opisz token w 1–{ $max } znakach, w jednym wierszu.
error-token-scope = Nieznany zakres uprawnień: { $scope }.
