# Notifications beyond the site's pages: the calendar feed (docs/calendar.md),
# pushes (docs/notifications.md) and the privacy page.

calendar-title = Calendrier
settings-calendar-help = Vos délais pour jouer, les rondes de vos tournois et des événements de vos clubs et vos vacances, dans l'application de calendrier de votre téléphone ou de votre ordinateur.
settings-calendar-manage = Configurer votre calendrier
calendar-intro = Abonnez-vous une fois dans votre application de calendrier (sur votre téléphone, Google Agenda, Calendrier d'Apple, Outlook, Thunderbird) : elle montre le délai pour jouer dans chacune de vos parties par correspondance, les rondes de vos tournois et des événements de vos clubs et vos vacances, et les relit d'elle-même toutes les heures.
calendar-make = Créer l'adresse de mon calendrier
calendar-address = L'adresse privée de votre calendrier
calendar-subscribe = M'abonner dans mon application de calendrier
calendar-private = Gardez cette adresse pour vous : qui l'a peut lire votre calendrier. Si elle a circulé, créez-en une nouvelle.
calendar-change = Changer l'adresse
calendar-confirm = Je comprends que l'adresse actuelle cessera de fonctionner
calendar-make-new = Créer une nouvelle adresse
calendar-turn-off = Désactiver le calendrier
calendar-confirm-missing = Cochez d'abord la case : l'adresse actuelle cessera de fonctionner.
notice-calendar-made = Votre calendrier a une nouvelle adresse : abonnez-vous-y dans votre application de calendrier.
notice-calendar-off = Votre calendrier est désactivé : son adresse ne fonctionne plus.
calendar-name = redqueen : { $username }
calendar-your-move = À vous de jouer contre { $opponent }
calendar-your-move-body = Le délai pour jouer dans votre partie contre { $opponent }. Il change à chaque coup et avec des vacances.
calendar-their-move = À { $opponent } de jouer
calendar-their-move-body = Le délai pour que { $opponent } joue dans votre partie. Une fois que { $opponent } a joué, votre propre délai prend sa place.
calendar-tournament-start = Début de { $tournament }
calendar-tournament-start-body = Le tournoi auquel vous êtes inscrit commence : vos premières parties débutent.
calendar-tournament-round = { $tournament } : ronde { $round }
calendar-tournament-round-body = Les parties de la ronde commencent.
calendar-tournament-resume = { $tournament } : reprise de la ronde { $round }
calendar-club-round = { $event } : ronde { $round }
calendar-club-game-white = Vous jouez les Blancs contre { $opponent }.
calendar-club-game-black = Vous jouez les Noirs contre { $opponent }.
calendar-vacation = En vacances
calendar-vacation-body = Vos pendules ne tournent pas dans vos parties par correspondance.

# The Notifications page: each kind by email, by push, both or neither,
# and the devices that receive pushes (docs/notifications.md).
notifications-title = Vos notifications
notifications-kind = Avis
notifications-email = E-mail
notifications-push = Notification push
notifications-email-only = Par e-mail seulement
push-devices = Appareils qui reçoivent les notifications push
push-help = Une notification push arrive sur votre téléphone ou votre ordinateur même quand le site est fermé. Activez-les depuis chaque appareil, dans le navigateur que vous y utilisez. Sur un iPhone ou un iPad, ajoutez d'abord le site à votre écran d'accueil (« Partager », puis « Sur l'écran d'accueil »), ouvrez-le depuis celui-ci et activez les notifications push.
push-turn-on = Activer les notifications push sur cet appareil
push-unsupported = Ce navigateur ne peut pas recevoir de notifications push.
push-blocked = Les notifications de ce site sont bloquées dans les paramètres de ce navigateur : autorisez-les là, puis réessayez.
push-on-here = Cet appareil reçoit les notifications push.
push-failed = Le navigateur n'a pas pu activer les notifications push. Réessayez plus tard.
push-no-devices = Aucun appareil ne reçoit encore de notifications push.
push-device-added = ajouté le { $date }
push-remove = Arrêter les notifications push vers cet appareil
push-privacy = Une notification push passe par le service push de votre navigateur, chiffrée pour votre appareil : le service voit quand elle est envoyée, pas ce qu'elle dit.
push-too-many = Les notifications push peuvent être activées sur { $max } appareils au plus : retirez-en d'abord un.
push-bad-subscription = Ce n'est pas un abonnement tel qu'en crée un navigateur : rien n'a été modifié.
push-another-members = Cet appareil reçoit déjà les notifications push d'un autre membre : il peut les arrêter sur sa page Notifications. Rien n'a été modifié.
push-device-name = { $browser } sur { $system }
push-device-unknown = Un navigateur
notice-push-turned-on = Les notifications push sont activées pour cet appareil.
notice-push-device-removed = Cet appareil ne reçoit plus de notifications push.

# The privacy page.
privacy-title = Confidentialité
privacy-email-title = Votre adresse e-mail
privacy-email-body = Votre adresse e-mail n'est jamais montrée aux autres membres, ni donnée ou vendue à qui que ce soit. Le site n'y écrit que ce que vous avez choisi sur la page des notifications, et ce qui concerne votre compte (la confirmation de l'adresse, un nouveau mot de passe).
privacy-details-title = Vos informations personnelles
privacy-details-body = Votre nom, votre pays, vos langues, votre année de naissance et quelques mots sur vous sont facultatifs. Seuls les membres connectés les voient, pour trouver des adversaires avec qui ils ont quelque chose en commun.
privacy-push-title = Notifications push vers vos appareils
privacy-push-body = Quand vous activez les notifications push pour un appareil, son navigateur donne au site une adresse auprès de son service push (géré par l'éditeur du navigateur, comme Google, Mozilla, Apple ou Microsoft) et une clé. Chaque notification est chiffrée avec cette clé avant de quitter le serveur : le service push ne voit qu'un message chiffré, sa taille et l'heure de son envoi, jamais son texte (quelle partie, quel adversaire, quel coup). Retirer l'appareil sur votre page des notifications efface ici son adresse.
privacy-calendar-title = Votre calendrier
privacy-calendar-body = L'adresse de votre calendrier est secrète : qui l'a peut lire vos délais, vos rondes et vos vacances, et rien d'autre. Si elle a circulé, créez une nouvelle adresse sur la page Calendrier : l'ancienne cesse aussitôt de fonctionner.
privacy-cookies-title = Cookies et scripts
privacy-cookies-body = Le site dépose quatre cookies : l'un vous garde connecté, un autre retient la langue que vous avez choisie, un autre protège vos formulaires contre la falsification et le dernier indique au site le fuseau horaire de votre navigateur, pour y écrire les heures jusqu'à ce que vous en choisissiez un. Aucun cookie publicitaire ni de pistage, et aucun script d'un autre site.
