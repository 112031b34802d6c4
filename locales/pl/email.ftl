# E-maile. Każdy jest wysyłany jako zwykły tekst i HTML.

email-greeting = Cześć { $username },
email-signature = redqueen — szachy korespondencyjne

email-verify-subject = Potwierdź swój adres e-mail
email-verify-body = Potwierdź, że to twój adres e-mail, klikając poniższy link. Link jest ważny przez 48 godzin.
email-verify-action = Potwierdź mój adres
email-verify-ignore = Jeśli ta prośba nie pochodzi od ciebie, zignoruj tę wiadomość: nic się nie zmieni.

email-reset-subject = Ustaw nowe hasło
email-reset-body = Ktoś, prawdopodobnie ty, poprosił o zresetowanie hasła do twojego konta. Kliknij poniższy link, aby ustawić nowe. Link działa jednorazowo przez godzinę.
email-reset-action = Ustaw nowe hasło
email-reset-ignore = Jeśli ta prośba nie pochodzi od ciebie, zignoruj tę wiadomość: twoje hasło pozostanie bez zmian.

email-in-use-subject = Twój adres został podany dla innego konta
email-in-use-body = Ktoś chciał użyć tego adresu e-mail dla innego konta w tym serwisie. Adres należy już do ciebie, więc nic się nie zmieniło: twoje konto i jego adres pozostają bez zmian. Jeśli to ty i nie możesz się zalogować, ustaw nowe hasło.
email-in-use-action = Ustaw nowe hasło
email-in-use-ignore = Jeśli to nie ty, zignoruj tę wiadomość.
