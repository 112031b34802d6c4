# Tournois : les listes, le formulaire de création, la page d’un tournoi,
# les refus et les e-mails.

nav-tournaments = Tournois

tournaments-title = Tournois
tournaments-create = Créer un tournoi
tournaments-upcoming = À venir
tournaments-in-progress = En cours
tournaments-finished = Terminés
tournaments-none = Aucun pour le moment.
tournaments-round = Ronde { $round }

tournament-name = Nom
tournament-system = Système
tournament-swiss = Suisse
tournament-drr = Double toutes rondes
tournament-system-swiss = { $rounds ->
    [one] Suisse, { $rounds } ronde
   *[other] Suisse, { $rounds } rondes
}
tournament-system-drr = Double toutes rondes, groupes de { $size } joueurs au plus
tournament-players = Joueurs
tournament-players-count = { $count } (de { $min } à { $max })
tournament-status = Statut
tournament-status-upcoming = À venir
tournament-status-in-progress = En cours
tournament-status-finished = Terminé
tournament-status-cancelled = Annulé
tournament-starts = Début
tournament-signup = Inscriptions
tournament-rating-range = Fourchette de cote
tournament-rating-any = Ouvert à tous
tournament-vacation = Vacances
tournament-vacation-yes = Autorisées
tournament-vacation-no = Non autorisées : les pendules tournent pendant les vacances
tournament-vacation-allowed = Vacances autorisées
tournament-winner = Vainqueur :
tournament-ended-no-pairing = Aucun appariement de la ronde { $round } ne respectait toutes les règles : le tournoi s’est donc terminé après la ronde { $played }.
tournament-ended-too-few = Il restait moins de deux joueurs à apparier : le tournoi s’est donc terminé après la ronde { $played }.
tournament-cancelled-note = { $players ->
    [one] Annulé : { $players } inscrit, moins que les { $minimum } nécessaires.
   *[other] Annulé : { $players } inscrits, moins que les { $minimum } nécessaires.
}
tournament-join = S’inscrire
tournament-leave = Se désinscrire
tournament-you-joined = Vous êtes inscrit.
tournament-log-in-to-join = Connectez-vous pour vous inscrire
tournament-no-players = Personne ne s’est encore inscrit.
tournament-disqualified = disqualifié : perte au temps
tournament-withdrawn = retiré
tournament-standings = Classement
tournament-crosstable = Grille américaine
tournament-crosstable-swiss-help = Chaque ronde indique le rang de l’adversaire, la couleur jouée (w pour les Blancs, b pour les Noirs) et les points gagnés : 2 pour une victoire, 1 pour une nulle, 0 pour une défaite ; * tant que la partie est en cours.
tournament-score = Points
tournament-games = Parties
tournament-aos = SMA
tournament-aos-long = Score moyen des adversaires : les points des adversaires, sans ceux qu’ils ont marqués contre ce joueur, par partie (premier départage)
tournament-lot = Tirage
tournament-lot-long = Le numéro tiré au sort, dernier départage (le plus petit l’emporte)
tournament-unrated = non classé
tournament-round-playing = en cours
tournament-round-finished = terminée
tournament-seed = Graine des choix aléatoires de cette ronde : { $seed }
tournament-seed-summary = Comment cette ronde a été tirée
tournament-columns = Signification des colonnes
tournament-score-long = Deux points pour une victoire, un pour une nulle ou une exemption, aucun pour une défaite.
tournament-rating-long = La cote du joueur à la fin du tournoi : le deuxième départage, la plus élevée en premier.
tournament-bye = Exempt
tournament-group = Groupe { $group }
tournament-pairings = Appariements
tournament-board = Échiquier
tournament-white = Blancs
tournament-black = Noirs
tournament-result = Résultat
tournament-in-progress = en cours

tournament-new-title = Nouveau tournoi
tournament-new-pause = Pause entre les rondes (minutes, temps réel)
tournament-new-pause-hint = Tournois en temps réel : la ronde suivante, et dans un groupe la ronde Berger suivante, commence après cette pause (de 0 à 60 minutes ; 2 si le champ est vide). Les rondes par correspondance commencent immédiatement.
tournament-new-rounds = Rondes (suisse)
tournament-new-group-size = Taille des groupes (double toutes rondes)
tournament-new-starts-at = Début
tournament-new-signup-opens-at = Ouverture des inscriptions (vide : maintenant)
tournament-new-signup-closes-at = Clôture des inscriptions (vide : au début)
tournament-new-utc = Les dates et heures sont en UTC.
tournament-new-min-players = Nombre minimal de joueurs
tournament-new-max-players = Nombre maximal de joueurs
tournament-new-rating-min = Cote minimale (vide : aucune)
tournament-new-rating-max = Cote maximale (vide : aucune)
tournament-new-submit = Créer le tournoi

tournament-setting-name = Le nom compte de 1 à { $max } caractères, sur une seule ligne.
tournament-setting-kind = Un tournoi se joue par correspondance ou en temps réel.
tournament-setting-system = Choisissez suisse ou double toutes rondes.
tournament-setting-rounds = Un suisse compte de 1 à { $max } rondes.
tournament-setting-group-size = Un groupe compte de 2 à { $max } joueurs.
tournament-setting-time-control = Choisissez une cadence.
tournament-setting-live-time-control = Un tournoi en temps réel nécessite une pendule en temps réel : Rapide (de 5 à 30 minutes par joueur, de 1 à 5 par coup) ou Standard (de 30 à 120 minutes par joueur, de 1 à 10 par coup).
tournament-setting-pause = La pause entre les rondes d’un tournoi en temps réel va de 0 à { $max } minutes ; un tournoi par correspondance n’en a pas.
tournament-setting-starts-at = Indiquez le début sous forme de date et d’heure.
tournament-setting-signup-opens-at = Indiquez l’ouverture des inscriptions sous forme de date et d’heure, ou laissez le champ vide.
tournament-setting-signup-closes-at = Indiquez la clôture des inscriptions sous forme de date et d’heure, ou laissez le champ vide.
tournament-setting-start-in-past = Le début doit être dans le futur.
tournament-setting-start-too-late = Le début est au plus dans un an.
tournament-setting-signup-window = Les inscriptions ouvrent avant de fermer, et ferment au plus tard au début du tournoi.
tournament-setting-min-players = Le minimum va de 2 à { $max } joueurs.
tournament-setting-max-players = Le maximum est au moins égal au minimum et au plus de { $max } joueurs.
tournament-setting-rating-range = Les cotes vont de 0 à 4000, la plus basse en premier ; chacune peut rester vide.
tournament-setting-flag = La case { $field } est soit cochée, soit non cochée.

tournament-error-not-found = Ce tournoi n’existe pas.
tournament-error-not-admin = Seuls les administrateurs créent des tournois.
tournament-error-signup-not-open = Les inscriptions ne sont pas encore ouvertes.
tournament-error-signup-closed = Les inscriptions sont closes.
tournament-error-started = Le tournoi a commencé : on ne peut s’inscrire ou se désinscrire qu’avant le début.
tournament-error-full = Le tournoi est complet.
tournament-error-over = Le tournoi est terminé.
tournament-withdraw = Se retirer du tournoi
tournament-withdraw-confirm = Vous retirer ? Vous ne serez plus apparié, et vos parties en cours dans ce tournoi sont perdues (en double toutes rondes, ainsi que le reste des parties de votre groupe). Cette action est irréversible.
tournament-withdraw-confirm-yes = Oui, me retirer
tournament-error-already-joined = Vous êtes déjà inscrit à ce tournoi.
tournament-error-not-joined = Vous n’êtes pas inscrit à ce tournoi.
tournament-error-outside-rating-range = Votre cote par correspondance est en dehors de la fourchette demandée par ce tournoi (les joueurs sans cote sont en dehors de toute fourchette).

email-tournament-round-subject = { $tournament } : la ronde { $round } a commencé
email-tournament-round-body = La ronde { $round } de « { $tournament } » a commencé.
email-tournament-game-white = Vous jouez les Blancs contre { $opponent } : { $link }
email-tournament-game-black = Vous jouez les Noirs contre { $opponent } : { $link }
email-tournament-bye = Vous êtes exempt à cette ronde : pas de partie, et un point.
email-tournament-open = Voir le tournoi
email-tournament-cancelled-subject = Le tournoi « { $tournament } » est annulé
email-tournament-cancelled-body = Le tournoi « { $tournament } » nécessitait au moins { $minimum } joueurs, mais { $players ->
    [0] personne ne s’est inscrit
    [one] { $players } seul joueur s’est inscrit
   *[other] seuls { $players } joueurs se sont inscrits
} : il est donc annulé. Aucune partie n’a commencé.
