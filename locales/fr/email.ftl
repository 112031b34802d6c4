# E-mails. Chacun est envoyé en texte brut et en HTML.

email-greeting = Bonjour { $username },
email-signature = redqueen — échecs par correspondance

email-verify-subject = Confirmez votre adresse e-mail
email-verify-body = Veuillez confirmer qu’il s’agit bien de votre adresse e-mail en suivant le lien ci-dessous. Le lien est valable 48 heures.
email-verify-action = Confirmer mon adresse
email-verify-ignore = Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change.

email-reset-subject = Choisissez un nouveau mot de passe
email-reset-body = Quelqu’un, probablement vous, a demandé la réinitialisation du mot de passe de votre compte. Suivez le lien ci-dessous pour en choisir un nouveau. Le lien ne fonctionne qu’une fois, pendant une heure.
email-reset-action = Choisir un nouveau mot de passe
email-reset-ignore = Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.

email-in-use-subject = Votre adresse a été indiquée pour un autre compte
email-in-use-body = Quelqu’un a demandé à utiliser cette adresse e-mail pour un autre compte sur ce site. Elle est déjà la vôtre, donc rien n’a changé : votre compte et son adresse restent tels quels. Si c’était vous et que vous ne parvenez pas à vous connecter, choisissez un nouveau mot de passe.
email-in-use-action = Choisir un nouveau mot de passe
email-in-use-ignore = Si ce n’était pas vous, ignorez cet e-mail.
