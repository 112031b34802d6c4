# Les pages de jeu : défis, salon, mes parties, la page d’une partie.

nav-lobby = Salon
nav-challenges = Défis
nav-games = Mes parties

notice-challenge-sent = Votre défi a été envoyé.
notice-club-challenge-sent = Votre défi d’échelle a été envoyé : il figure ci-dessous jusqu’à la réponse (un défi en direct expire après 10 minutes).
notice-challenge-declined = Le défi a été refusé.
notice-challenge-canceled = Le défi a été retiré.
notice-open-game-created = Votre partie ouverte est dans le salon.
notice-email-options-saved = Vos choix de notifications ont été enregistrés.
notice-blocks-saved = Votre liste de joueurs bloqués a été enregistrée.

duration-days-hours = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
}
duration-hours-minutes = { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
} { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
duration-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
duration-seconds = { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}

play-time-control = Cadence
play-your-color = Votre couleur
play-color-random = Aléatoire
play-color-white = Blancs
play-color-black = Noirs
play-bad-time-control = Veuillez choisir l’une des cadences proposées.
play-bad-color = Veuillez choisir blancs, noirs ou aléatoire.
play-no-such-player = Aucun joueur ne s’appelle { $username }.
play-no-such-challenge = Ce défi n’est plus ouvert.
play-out-of-time = Votre temps s’est écoulé avant l’arrivée du coup : la partie est terminée.

challenges-title = Défis
challenges-incoming = Défis reçus
challenges-outgoing = Défis envoyés
challenges-none = Aucun pour le moment.
challenges-accept = Accepter
challenges-decline = Refuser
challenges-reason = Motif
challenges-cancel = Retirer
challenges-new = Défier un joueur
challenges-rated = Partie classée
challenges-message = Message (facultatif)
challenges-send = Envoyer le défi

lobby-title = Salon
lobby-open-games = Parties par correspondance ouvertes
lobby-live-games = Parties en temps réel ouvertes
lobby-none = Aucune partie ouverte pour le moment. Ouvrez-en une ci-dessous !
lobby-player = Joueur
lobby-kind = Partie
lobby-join = Jouer
lobby-withdraw = Retirer
lobby-create = Ouvrir une partie que tout le monde peut rejoindre
lobby-create-submit = Ouvrir la partie

games-title = Mes parties
games-in-progress = En cours
games-finished = Terminées
games-none = Aucune partie pour l’instant.
games-find = Trouvez un adversaire dans le salon.
games-against = contre { $opponent }
games-your-move = à vous de jouer
games-their-move = à l’adversaire de jouer
games-you-play-white = vous jouez les Blancs
games-you-play-black = vous jouez les Noirs
games-you-won = Vous avez gagné
games-you-lost = Vous avez perdu
games-drawn = Nulle
games-no-result = Sans résultat

game-title = { $white } – { $black }
game-board = Échiquier
game-moves = Coups
game-skip-to-move = Aller au champ du coup
game-no-moves = Aucun coup pour l’instant.
game-download-pgn = Télécharger la partie (PGN)
game-to-move = Au tour de { $username }
game-time-left = Temps restant : { $left }, jusqu’au { $deadline }
game-your-move = À vous de jouer
game-play = Jouer
game-move-offer-draw = Proposer la nulle avec ce coup
game-wait = En attente du coup de votre adversaire.
game-draw-offer = Proposer la nulle
game-draw-offered = Votre adversaire propose la nulle.
game-draw-accept = Accepter la nulle
game-draw-decline = Refuser la nulle
game-draw-offer-standing = Vous avez proposé la nulle.
game-claim-draw = Revendiquer la nulle
game-abort = Annuler la partie
game-resign = Abandonner
game-deletion-ask = Demander la suppression de la partie
game-deletion-asked = Votre adversaire demande la suppression de cette partie.
game-deletion-accept = Supprimer la partie
game-deletion-decline = Conserver la partie
game-chat = Discussion
game-spectator-chat = Discussion des spectateurs
game-chat-send = Envoyer
game-note = Notes privées
game-note-private = Vous seul pouvez lire vos notes.
game-note-save = Enregistrer les notes
game-conditional = Coups conditionnels
game-conditional-help = Une variante par ligne, en commençant par le prochain coup de votre adversaire, puis votre réponse, et ainsi de suite (par ex. « e5 Nf3 Nc6 Bb5 »). Personne d’autre ne les voit.
game-conditional-save = Enregistrer les variantes

settings-more = E-mails et joueurs bloqués
email-options-title = Options d’e-mail
email-options-your-turn = Quand c’est à vous de jouer
email-options-every-move = un e-mail à chaque coup
email-options-daily-digest = un e-mail par jour avec toutes les parties où c’est à vous de jouer
email-options-off = aucun e-mail
email-options-also = Recevoir aussi des e-mails
email-options-challenges = les défis qui me sont adressés, et les réponses aux miens
email-options-draw-offers = les propositions de nulle
email-options-game-over = quand une partie se termine
email-options-reminders = quand mon temps pour jouer arrive à sa fin
email-options-account-emails = Les e-mails concernant votre compte (confirmation d’adresse, réinitialisation du mot de passe) sont toujours envoyés.
email-options-save = Enregistrer
blocks-title = Joueurs bloqués
blocks-help = Les joueurs bloqués ne peuvent ni vous défier ni rejoindre vos parties ouvertes.
blocks-none = Vous n’avez bloqué personne.
blocks-block = Bloquer
blocks-unblock = Débloquer
game-rematch = Revanche
board-flip = Tourner l’échiquier
board-confirm-moves = Confirmer les coups
board-confirm-question = Jouer ce coup ?
board-confirm-yes = Le jouer
board-confirm-no = Annuler
board-promote-to = Promouvoir en :
board-queen = Dame
board-rook = Tour
board-bishop = Fou
board-knight = Cavalier
board-reconnecting = Connexion perdue : reconnexion…
board-socket-not-player = Seuls les joueurs de cette partie peuvent y jouer un coup.
board-white = Blancs
board-black = Noirs
accessible-king = roi
accessible-queen = dame
accessible-rook = tour
accessible-bishop = fou
accessible-knight = cavalier
accessible-pawn = pion
accessible-takes = prend
accessible-promotes = promu en { $piece }
accessible-check = échec
accessible-checkmate = échec et mat
accessible-castles-short = petit roque
accessible-castles-long = grand roque
accessible-square-empty = { $square } : vide
accessible-square-piece = { $square } : { $piece } ({ $color })
accessible-no-move = Aucun coup pour l'instant.
accessible-moved = { $player } : { $move }
accessible-shown = Affiché : { $move }
accessible-shown-start = Affiché : la position de départ
accessible-clock = { $player } : { $time }
accessible-box = Coup ou commande
accessible-help = Tapez un coup (e4, Nf3, O-O) ou une commande : p b ou p n, les pièces des Blancs ou des Noirs ; s e4, ce qui se trouve sur une case ; t, les pendules ; l, le dernier coup ; h, cette aide.
accessible-announcements = Annonces

unsubscribe-title = Options d’e-mail
unsubscribe-question = Ne plus recevoir d’e-mails concernant { $kind } ?
unsubscribe-submit = Ne plus recevoir ces e-mails
unsubscribe-done = Vous ne recevrez plus d’e-mails concernant { $kind }. Vous pouvez les réactiver dans vos options d’e-mail.
unsubscribe-kind-your-turn = votre tour de jouer
unsubscribe-kind-challenges = les défis
unsubscribe-kind-draw-offers = les propositions de nulle
unsubscribe-kind-game-over = les parties terminées
unsubscribe-kind-reminders = le temps qui s’épuise
unsubscribe-kind-vacation-ending = la fin de vos vacances
unsubscribe-kind-tournament-rounds = le début des rondes de vos tournois
unsubscribe-kind-weekly-summary = le résumé hebdomadaire

# La pendule d’une nouvelle partie (formulaires de défi et de partie ouverte).
clock-kind-correspondence = Correspondance (jours)
clock-kind-live = Temps réel (minutes)
clock-days = Jours
clock-fischer = Jours Fischer : une réserve, et des jours ajoutés après chaque coup
clock-live-ranges = Standard : de 30 à 120 minutes par joueur, de 1 à 10 minutes par coup, sans incrément. Rapide : de 5 à 30 minutes par joueur, de 1 à 5 minutes par coup, sans incrément ou avec 3 à 60 secondes par coup.
clock-mode = Mode
clock-mode-standard = Standard
clock-mode-fast = Rapide
clock-round-minutes = Temps de partie (minutes par joueur)
clock-move-minutes = Temps par coup (nombre maximal de minutes pour un coup)
clock-extra-seconds = Incrément par coup (secondes ; 0 pour aucun)
clock-takebacks = Reprises par joueur
clock-bad-number = Veuillez indiquer les réglages du temps réel en nombres entiers.
clock-bad-round = Un temps de partie de { $minutes } minutes n’est pas proposé : en mode { $mode }, le temps de partie va de { $min } à { $max } minutes.
clock-bad-move = Un temps par coup de { $minutes } minutes n’est pas proposé : en mode { $mode }, le temps par coup va de { $min } à { $max } minutes.
clock-bad-extra = Un incrément de { $seconds } secondes n’est pas proposé : en mode { $mode }, l’incrément est nul ou compris entre { $min } et { $max } secondes.
clock-no-extra = En mode { $mode }, il n’y a pas d’incrément : laissez 0.
clock-bad-takebacks = { $count ->
    [one] { $count } reprise n’est pas proposée : choisissez entre 0 et { $max }.
   *[other] { $count } reprises ne sont pas proposées : choisissez entre 0 et { $max }.
}

# Parties en temps réel (live-games.md) : les pendules, les reprises, les demandes pour quitter, la fin.
board-sound-on = Sons : activés
board-sound-off = Sons : désactivés
game-clock = Pendule de { $username }
game-move-time = Temps restant pour ce coup
game-extra-time = +{ $seconds } s
game-extra-time-title = Incrément par coup : { $seconds } s
game-draw-offer-left = { $left ->
    [one] Proposer la nulle ({ $left } restante)
   *[other] Proposer la nulle ({ $left } restantes)
}
game-resign-confirm = Abandonner cette partie ? Vous la perdez, et c’est irréversible.
game-resign-confirm-yes = Oui, abandonner
game-live-after-twenty-plies = L’abandon et les propositions de nulle sont possibles après 10 coups de chaque joueur.
game-takeback = { $left ->
    [one] Reprendre votre coup ({ $left } reprise restante)
   *[other] Reprendre votre coup ({ $left } reprises restantes)
}
game-takeback-offer = Demander à reprendre votre coup
game-takeback-offered = Votre adversaire demande à reprendre son dernier coup.
game-takeback-accept = Accepter la reprise
game-takeback-decline = Refuser la reprise
game-takeback-offer-standing = Vous avez demandé à reprendre votre coup.
game-quit-ask = Demander à quitter
game-quit-confirm = Demander à votre adversaire de vous laisser quitter la partie ? S’il accepte, la partie se termine sans résultat ; s’il refuse ou ne répond pas dans le temps d’un coup, vous perdez.
game-quit-confirm-yes = Oui, demander à quitter
game-quit-asked = Votre adversaire demande à quitter la partie. Si vous acceptez, la partie se termine sans résultat ; si vous refusez, il perd.
game-status-quit-asked = Votre adversaire demande à quitter la partie : répondez sous l’échiquier.
game-quit-agree = Accepter : sans résultat
game-quit-decline = Refuser : il perd
game-quit-standing = Vous avez demandé à quitter la partie. Si votre adversaire refuse ou ne répond pas dans le temps d’un coup, vous perdez.
game-your-turn = À vous de jouer
open-challenge-title = Défi ouvert
open-challenge-help = Le premier membre à prendre un camp le joue ; la partie commence dès que les deux camps sont pris.
open-challenge-kept = réservé à { $name }
open-challenge-free = libre
open-challenge-take-white = Jouer les Blancs
open-challenge-take-black = Jouer les Noirs
open-challenge-log-in = Connectez-vous pour jouer
game-tournament-round = ronde { $round }
game-abort-confirm = Annuler cette partie ? Elle se termine sans résultat et ne pourra pas être reprise.
game-abort-confirm-yes = Oui, annuler
game-deletion-ask-confirm = Demander à votre adversaire de supprimer cette partie ? S’il accepte, elle se termine sans être classée et ne sera plus visible que par vous deux.
game-deletion-ask-confirm-yes = Oui, demander
game-deletion-accept-confirm = Supprimer cette partie ? Elle se termine sans être classée et ne sera plus visible que par vous deux ; c’est irréversible.
game-deletion-accept-confirm-yes = Oui, la supprimer
game-replay = Coups de la partie
game-replay-first = Position initiale
game-replay-previous = Coup précédent
game-replay-next = Coup suivant
game-replay-last = Dernier coup
game-on-vacation = en vacances
game-material = Avance matérielle
game-copy-pgn = Copier le PGN
game-copy-fen = Copier le FEN
game-copied = Copié
game-analysis-after = Les échiquiers d’analyse et les moteurs, c’est pour après la partie : l’aide d’un ordinateur pendant la partie est interdite.
game-analyse = Analyser la partie avec le moteur
game-saved = Enregistré.
notice-note-saved = Vos notes ont été enregistrées.
notice-conditional-saved = Vos coups conditionnels ont été enregistrés.
game-over = Partie terminée
game-rating-change = { $username } : { $before } → { $after } ({ $diff })
game-rating-first = { $username } : non classé → { $after } (premier classement)
# Why a rated game left a rating as it was (ratings.md), beside its "+0".
game-rating-special-rule = classements écartés de 400 points ou plus : aucun changement
game-rating-protection = un classement établi ne baisse pas contre un joueur non classé ou au classement provisoire
game-not-rated = Les classements ne changent pas : une partie sans résultat n’est pas classée.
