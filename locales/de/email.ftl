# E-Mails. Jede wird als reiner Text und als HTML verschickt.

email-greeting = Hallo { $username },
email-signature = redqueen – Fernschach

email-verify-subject = Bestätige deine E-Mail-Adresse
email-verify-body = Bitte bestätige über den Link unten, dass dies deine E-Mail-Adresse ist. Der Link ist 48 Stunden lang gültig.
email-verify-action = Meine Adresse bestätigen
email-verify-ignore = Falls du das nicht angefordert hast, ignoriere diese E-Mail einfach: Es ändert sich nichts.

email-reset-subject = Wähle ein neues Passwort
email-reset-body = Jemand, vermutlich du, hat darum gebeten, das Passwort deines Kontos zurückzusetzen. Folge dem Link unten, um ein neues zu wählen. Der Link funktioniert einmal und ist eine Stunde lang gültig.
email-reset-action = Neues Passwort wählen
email-reset-ignore = Falls du das nicht angefordert hast, ignoriere diese E-Mail einfach: Dein Passwort bleibt, wie es ist.

email-in-use-subject = Deine Adresse wurde für ein anderes Konto angegeben
email-in-use-body = Jemand wollte diese E-Mail-Adresse für ein anderes Konto auf dieser Website verwenden. Sie gehört bereits dir, daher hat sich nichts geändert: Dein Konto und seine Adresse bleiben, wie sie sind. Falls du das warst und nicht mehr hineinkommst, wähle ein neues Passwort.
email-in-use-action = Neues Passwort wählen
email-in-use-ignore = Falls du das nicht warst, ignoriere diese E-Mail einfach.
