# E-mails. Elke e-mail wordt als platte tekst en als HTML verstuurd.

email-greeting = Hallo { $username },
email-signature = redqueen — correspondentieschaak

email-verify-subject = Bevestig je e-mailadres
email-verify-body = Bevestig dat dit jouw e-mailadres is door de link hieronder te volgen. De link werkt 48 uur lang.
email-verify-action = Mijn adres bevestigen
email-verify-ignore = Heb je hier niet om gevraagd, negeer deze e-mail dan: er verandert niets.

email-reset-subject = Kies een nieuw wachtwoord
email-reset-body = Iemand, waarschijnlijk jij, heeft gevraagd om het wachtwoord van je account opnieuw in te stellen. Volg de link hieronder om een nieuw wachtwoord te kiezen. De link werkt één keer, gedurende een uur.
email-reset-action = Nieuw wachtwoord kiezen
email-reset-ignore = Heb je hier niet om gevraagd, negeer deze e-mail dan: je wachtwoord blijft zoals het is.

email-in-use-subject = Je adres is opgegeven voor een ander account
email-in-use-body = Iemand wilde dit e-mailadres gebruiken voor een ander account op deze site. Het is al van jou, dus er is niets veranderd: je account en het adres ervan blijven zoals ze zijn. Was jij het en kom je niet binnen, kies dan een nieuw wachtwoord.
email-in-use-action = Nieuw wachtwoord kiezen
email-in-use-ignore = Was jij het niet, negeer deze e-mail dan.
