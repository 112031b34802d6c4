# Le cadre de chaque page et la page d’accueil.

nav-skip = Aller au contenu
nav-label = Navigation principale
nav-log-in = Se connecter
nav-log-out = Se déconnecter
nav-register = S’inscrire
nav-settings = Paramètres
nav-administration = Administration
nav-language = Langue
nav-language-apply = Appliquer
nav-menu = Menu
nav-your-move = À vous de jouer
notify-turn = À vous de jouer sur redqueen
notify-turn-body = Votre adversaire a joué.
notify-challenge = Vous avez un nouveau défi sur redqueen
nav-club-results = Résultats
footer-text = redqueen — logiciel libre pour les échecs par correspondance et en temps réel, les tournois et les échelles de club. Jouer avec l’aide d’un ordinateur est interdit ; les livres d’ouvertures et les bases de données sont autorisés.

home-title = Les échecs par correspondance, à votre rythme
home-lead = Jouez aux échecs avec des joueurs du monde entier, à raison d’un coup par jour ou d’un coup par semaine. Vos parties sont conservées en sécurité sur le serveur et nous vous envoyons un e-mail quand c’est à vous de jouer.
home-feature-correspondence = Des parties qui se comptent en jours : pendules par coup ou par partie, et des vacances quand vous avez besoin d’une pause.
home-feature-live = Des parties en temps réel en quelques minutes : pendules Standard et Rapide, reprises de coups et gemmes gagnées ou perdues.
home-feature-email = Un e-mail quand c’est à vous de jouer, dans votre langue.
home-feature-tournaments = Cotes, tournois au système suisse et en double toutes rondes, et échelles de club.
home-feature-api = Fonctionne avec les clients d’échecs et les bots existants grâce à une API compatible avec lichess.
home-register = Créer un compte
home-log-in = J’ai déjà un compte
home-welcome-back = Bon retour parmi nous, { $username }.
home-welcome = Bienvenue sur redqueen, { $username } !
home-first-game = Votre première partie est à portée de clic : rejoignez une partie ouverte dans le salon, ouvrez la vôtre ou défiez un joueur par son nom.
home-find-game = Trouver une partie
home-challenge = Défier un joueur

notice-registered = Bienvenue ! Nous avons envoyé un e-mail à l’adresse indiquée : suivez son lien pour confirmer l’adresse. Vous êtes connecté.
notice-verified = Votre adresse e-mail est confirmée. Merci !
notice-verification-sent = Nous vous avons envoyé un nouveau lien de confirmation.
notice-logged-out = Vous êtes déconnecté.
notice-password-changed = Votre mot de passe a été changé.
notice-email-change-sent = Nous avons envoyé un lien de confirmation à la nouvelle adresse. Votre adresse change lorsque vous le suivez.
notice-reset-sent = Si un compte utilise cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe.
notice-password-reset = Votre mot de passe a été changé. Connectez-vous avec le nouveau.
notice-language-changed = Votre choix de langue a été enregistré.
notice-token-revoked = Le jeton a été révoqué.

reminder-verify = Veuillez confirmer votre adresse e-mail grâce au lien que nous vous avons envoyé : vous pourrez jouer dès qu’elle sera confirmée.
reminder-verify-resend = Renvoyer le lien

time-in-zone = { $time } ({ $zone })

# La page des langues (/languages).
footer-languages = Langues de ce site
languages-title = Langues
languages-intro = Le site est disponible dans ces langues, chacune avec tous les messages de la version anglaise. Choisissez la vôtre avec le sélecteur en haut de chaque page ; les membres enregistrent leur choix dans leurs paramètres.
languages-language = Langue
languages-code = Code
languages-complete = Traduit
languages-percent = { $percent } %
languages-translate-title = Traduisez le site dans votre langue
languages-translate-intro = Votre langue est absente ou un mot sonne faux ? Les traductions sont de simples fichiers texte que chacun peut améliorer :
languages-translate-copy = Copiez le dossier { $folder } dans un dossier portant le code de votre langue (par exemple locales/sv) et traduisez tous les messages de ses fichiers.
languages-translate-messages = Gardez tels quels le nom de chaque message et ses { "{ $variables }" } ; les quantités suivent les formes du pluriel de votre langue ; les coups conservent les lettres K Q R B N.
languages-translate-list = Ajoutez la langue à { $file }, sous son propre nom.
languages-translate-test = Lancez { $command } : le test signale chaque message manquant, laissé vide ou écrit avec d’autres variables.
languages-translate-send = Envoyez ensuite vos fichiers au projet sous forme de proposition de modification ou de ticket : la nouvelle langue apparaîtra ici dès qu’elle sera complète.

# The page the installed app shows when the network is down.
offline-title = Vous êtes hors ligne
offline-body = redqueen a besoin du réseau pour afficher vos parties et envoyer vos coups. Rien n'est perdu : vos parties sont gardées sur le serveur.
offline-retry = Réessayer
