# Foutmeldingen die mensen te zien krijgen.

error-not-found = Deze pagina bestaat niet.
error-csrf = Dit formulier is verlopen. Ga terug, laad de pagina opnieuw en probeer het nog eens.
error-too-many-requests = Te veel pogingen. Wacht een minuut en probeer het opnieuw.
error-bad-form = Het formulier kon niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.
error-unknown-pool = Die ratingpool bestaat niet. Kies correspondentie of live.
error-nul-character = Het verzoek bevat een NUL-teken (%00), dat geen naam, id of tekst mag bevatten: er is niets gewijzigd.
error-internal = Er ging bij ons iets mis. Probeer het later opnieuw.
error-go-home = Naar de voorpagina

error-username-too-short = Een gebruikersnaam moet minstens { $min } tekens hebben.
error-username-too-long = Een gebruikersnaam mag hoogstens { $max } tekens hebben.
error-username-characters = Een gebruikersnaam mag alleen letters, cijfers, "_" en "-" bevatten.
error-username-taken = Deze gebruikersnaam is al bezet.
error-email-empty = Vul een e-mailadres in.
error-email-too-long = Een e-mailadres mag hoogstens { $max } tekens hebben.
error-email-malformed = Dit lijkt geen e-mailadres (naam@example.org).
error-email-taken = Dit e-mailadres is al geregistreerd.
error-email-same = Dit is al je adres.
error-password-too-short = Een wachtwoord moet minstens { $min } tekens hebben.
error-password-too-long = Een wachtwoord mag hoogstens { $max } tekens hebben.
error-password-wrong = Het wachtwoord is onjuist.
error-login-wrong = Onjuiste gebruikersnaam of onjuist wachtwoord.
error-login-locked = Te veel mislukte pogingen. Probeer het over { $minutes ->
    [one] { $minutes } minuut
   *[other] { $minutes } minuten
} opnieuw.
error-link-invalid = Deze link is onbekend, al gebruikt of verlopen.
error-token-description = Beschrijf het token in 1 tot { $max } tekens, op één regel.
error-token-scope = Onbekende bevoegdheid: { $scope }.
