# Messages d’erreur lus par les utilisateurs.

error-not-found = Cette page n’existe pas.
error-csrf = Ce formulaire a expiré. Veuillez revenir en arrière, recharger la page et réessayer.
error-too-many-requests = Trop de tentatives. Veuillez patienter une minute et réessayer.
error-bad-form = Le formulaire n’a pas pu être lu. Veuillez recharger la page et réessayer.
error-unknown-pool = Cette catégorie de cote n’existe pas. Veuillez choisir correspondance ou temps réel.
error-nul-character = La requête contient un caractère NUL (%00), qu'aucun nom, identifiant ou texte ne peut contenir : rien n'a été modifié.
error-internal = Une erreur s’est produite de notre côté. Veuillez réessayer plus tard.
error-go-home = Aller à la page d’accueil

error-username-too-short = Un nom d’utilisateur compte au moins { $min } caractères.
error-username-too-long = Un nom d’utilisateur compte au plus { $max } caractères.
error-username-characters = Un nom d’utilisateur ne peut contenir que des lettres, des chiffres, « _ » et « - ».
error-username-taken = Ce nom d’utilisateur est déjà pris.
error-email-empty = Veuillez saisir une adresse e-mail.
error-email-too-long = Une adresse e-mail compte au plus { $max } caractères.
error-email-malformed = Cela ne ressemble pas à une adresse e-mail (nom@example.org).
error-email-taken = Cette adresse e-mail est déjà enregistrée.
error-email-same = C’est déjà votre adresse.
error-password-too-short = Un mot de passe compte au moins { $min } caractères.
error-password-too-long = Un mot de passe compte au plus { $max } caractères.
error-password-wrong = Le mot de passe est incorrect.
error-login-wrong = Nom d’utilisateur ou mot de passe incorrect.
error-login-locked = Trop de tentatives infructueuses. Réessayez dans { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
error-link-invalid = Ce lien est inconnu, a déjà été utilisé ou a expiré.
error-token-description = Veuillez décrire le jeton en 1 à { $max } caractères, sur une seule ligne.
error-token-scope = Autorisation inconnue : { $scope }.
