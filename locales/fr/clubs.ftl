# Clubs (clubs-and-ladder.md) : la liste, la page d’un club avec son échelle
# dessinée en pyramide, la déclaration des résultats et les réponses, les
# outils des responsables, la fiche et l’historique d’un joueur.

nav-clubs = Clubs
clubs-title = Clubs
clubs-none = Aucun club pour l’instant.
clubs-waiting = Résultats qui vous attendent
clubs-waiting-reported = annoncé par les Blancs : confirmez-le ou contestez-le
clubs-waiting-disputed = contesté par les Noirs : en tant que directeur, confirmez-le ou corrigez-le
clubs-found = Fonder un club
clubs-name = Nom
clubs-description = Description
clubs-found-submit = Fonder le club
clubs-members = { $count ->
    [one] { $count } membre
   *[other] { $count } membres
}
club-ladder = Échelle
club-ladder-empty = Personne n’est encore dans l’échelle.
club-rung = Échelon { $rung }
club-card-rank = { $rung } · rang { $rank }
club-card-rating = Cote { $rating }
club-card-rating-provisional = Cote { $rating } (provisoire)
club-card-last-defense = Dernière défense : { $day }
club-card-never-defended = Pas encore défendu
club-card-games = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
club-card-ranks-earned = { $direction ->
    [up] { $ranks ->
        [one] +1 rang gagné
       *[other] +{ $ranks } rangs gagnés
    }
    [down] { $ranks ->
        [one] 1 rang perdu
       *[other] { $ranks } rangs perdus
    }
   *[none] aucun rang gagné
}
club-card-flagged = { $ranks ->
    [one] Absent : { $ranks } rang perdu
   *[other] Absent : { $ranks } rangs perdus
}
club-card-new = Nouveau
club-directors = Responsables : { $names }
club-season = Saison du { $start } au { $end } ; recul pour absence le { $day } de chaque mois.
club-join = Demander à rejoindre le club
club-requested = Vous avez demandé à rejoindre le club ; un responsable vous répondra.
club-report = Déclarer une partie
club-report-hint = Vous déclarez les parties que vous avez jouées avec les Blancs ; votre adversaire les confirme ou les conteste.
club-report-white = Blancs
club-report-black = Noirs
club-report-result = Résultat
club-report-played-on = Jouée le
club-report-control = Cadence
club-report-game-number = Partie du jour (2 pour une deuxième partie identique)
club-report-submit = Déclarer le résultat
club-result-white = 1-0 (victoire des Blancs)
club-result-black = 0-1 (victoire des Noirs)
club-result-draw = ½-½ (nulle)
club-games = Parties
club-games-none = Aucune partie enregistrée pour l’instant.
club-status-reported = déclarée
club-status-confirmed = confirmée
club-status-disputed = contestée
club-confirm = Confirmer
club-dispute = Contester
club-correct = Corriger le résultat
club-correct-submit = Corriger
club-requests = Demandes d’adhésion
club-accept = Accepter
club-refuse = Refuser
club-add-member = Ajouter un membre
club-add-username = Nom d’utilisateur
club-add-joined-on = Entré dans l’échelle le (pour une échelle papier reprise sur le site ; vide : aujourd’hui)
club-add-submit = Ajouter en bas de l’échelle
club-members-title = Membres
club-remove-from-ladder = Retirer de l’échelle
club-remove = Retirer du club
club-remove-question = Cette action est irréversible. Continuer ?
club-make-director = Nommer responsable
club-admin-directors = Responsables (administration du site)
club-admin-directors-hint = En tant qu’administrateur du site, vous pouvez nommer responsable de ce club n’importe quel membre, par exemple quand il a perdu son dernier responsable.
club-director-mark = responsable
club-decay = Recul pour absence
club-decay-explained = Applique le recul pour absence de ce mois à la date d’une séance : chaque joueur qui n’a pas défendu sa place pendant tout le mois précédent recule d’autant de rangs que de mois écoulés depuis sa dernière défense. Sinon, il est appliqué le { $day }.
club-decay-date = Jour de la séance
club-decay-submit = Appliquer le recul
club-decay-question = Le recul est irréversible. L’appliquer à cette date ?
club-done-founded = Le club est fondé ; vous en êtes le responsable.
club-done-requested = Votre demande a été envoyée aux responsables.
club-done-reported = Le résultat a été enregistré et l’échelle mise à jour.
club-done-confirmed = Vous avez confirmé le résultat.
club-done-disputed = Vous avez contesté le résultat : il reste marqué comme contesté jusqu’à ce qu’un directeur le confirme ou le corrige, et les directeurs sont prévenus.
club-done-corrected = Le résultat a été corrigé ; l’échelle a été recalculée à partir de cette partie.
club-done-member = C’est fait.
club-done-decayed = Le recul a été appliqué.
club-history-title = { $username } au sein de { $club }
club-history = Changements de rang
club-history-none = Aucun changement de rang pour l’instant.
club-cause-joined = A pris le dernier rang
club-cause-left = A quitté l’échelle
club-cause-game = Partie contre { $opponent } : { $result }
club-cause-corrected = Partie contre { $opponent } : { $result } (corrigé)
club-cause-decay = Recul pour absence
club-cause-placed = Placé par la Qualification suisse pour l’échelle
club-rank-change = { $from } → { $to }
club-off-ladder = hors de l’échelle
club-error-not-found = Ce club n’existe pas.
club-error-no-such-member = Aucun membre ne s’appelle { $name }.
club-error-bot = { $name } est un compte BOT : les comptes BOT ne rejoignent ni les clubs ni leurs événements.
club-error-no-such-game = Cette partie n’existe pas dans ce club.
club-error-name = Le nom d’un club compte de 1 à { $max } caractères, sur une seule ligne.
club-error-description = La description d’un club compte au plus { $max } caractères, sans caractères de contrôle.
club-error-name-taken = Un club de ce nom existe déjà.
club-error-founders-are-administrators = Sur ce site, seuls les administrateurs fondent des clubs.
club-error-not-director = Seuls les responsables du club peuvent faire cela.
club-error-already-member = Vous êtes déjà membre de ce club.
club-error-already-requested = Vous avez déjà demandé à rejoindre ce club.
club-error-no-request = { $name } n’a pas demandé à rejoindre ce club.
club-error-not-member = { $name } n’est pas membre de ce club.
club-error-not-on-ladder = { $name } n’est pas dans l’échelle du club.
club-error-same-player = Une partie se joue entre deux joueurs différents.
club-error-not-white = Seuls les Blancs ou un responsable déclarent une partie.
club-error-not-black = Seuls les Noirs confirment ou contestent une partie déclarée par les Blancs.
club-error-game-settled = Cette partie est déjà { $status }.
club-error-result = Le résultat est 1-0, 0-1 ou ½-½.
club-error-time-control = La cadence est G/5, G/10, G/15 ou G/30.
club-error-date = Écrivez la date au format AAAA-MM-JJ.
club-error-future-date = La date ne peut pas être dans le futur.
club-error-before-joining = La partie ne peut pas avoir été jouée avant l’entrée de { $name } dans l’échelle.
club-error-decay-this-month = Le recul pour absence a déjà été appliqué ce mois-ci (le { $day }).
club-error-decay-before-last = Le recul pour absence ne peut qu’avancer dans le temps : le dernier a été appliqué le { $day }.
club-error-last-director = { $name } est le dernier responsable du club : nommez d’abord un successeur (un autre membre nommé responsable), ensuite il pourra partir.
club-error-game-number = Le numéro de partie est un nombre entier de 1 à { $max } : 2 pour une deuxième partie identique ce jour-là.
club-error-duplicate-game = Ce résultat est déjà enregistré : partie { $id }, { $white } contre { $black }, { $result } le { $day } ({ $status }). S’ils ont joué une autre partie identique ce jour-là, enregistrez-la avec le numéro de partie { $next }.
club-error-decay-outside = Un recul pour absence appliqué à la main vaut pour un jour du { $from } au { $to } : dans la saison en cours, ni avant la fondation du club ou le dernier recul, ni dans le futur.
club-error-joined-outside = Le jour d’arrivée d’un membre se situe entre la fondation du club ({ $from }) et aujourd’hui ({ $to }).
club-error-missing = Remplissez tous les champs.
club-error-challenge-down = Un défi d’échelle se lance vers le haut : { $name } est classé en dessous de vous.
club-challenge = Défier
club-awards = Les récompenses de la saison à ce jour
club-awards-title = { $club } : récompenses de la saison { $season }
club-awards-none = Personne n’est encore dans l’échelle.
club-awards-trophies = Trophées : les 3 premiers
club-awards-medals = Médailles : les 10 premiers
club-awards-highest-rated = Meilleure cote ({ $rating })
club-awards-most-games = Le plus de parties jouées ({ $games })
club-awards-most-ranks = Le plus de rangs gagnés ({ $ranks })
club-settings = Paramètres du club
club-settings-season-start = La saison commence le (MM-JJ)
club-settings-season-end = La saison se termine le (MM-JJ)
club-settings-decay-day = Le recul pour absence a lieu le jour (1–28) de chaque mois
club-settings-submit = Enregistrer les paramètres
club-done-settings = Les paramètres ont été enregistrés.
club-error-season-start = La saison commence à une date écrite MM-JJ, par exemple 09-01.
club-error-season-end = La saison se termine à une date écrite MM-JJ, par exemple 06-30 (pas le 29 février), autre que celle où elle commence.
club-error-decay-day = Le jour du recul est un jour du mois, de 1 à 28.
club-error-no-such-event = Cet événement n’existe pas dans ce club
club-error-no-such-board = Cet échiquier n’existe pas dans cet événement
club-error-event-name = Le nom d’un événement compte de 1 à { $max } caractères, sur une seule ligne
club-error-event-format = Choisissez un format : SLQ, Quad, Octo, suisse, toutes rondes ou Championnat annuel, avec son nombre de rondes ou la taille de ses groupes
club-error-announcement = Une annonce compte au plus { $max } caractères, sans caractères de contrôle
club-error-not-openable = La SLQ et le Championnat annuel sont réservés aux membres du club : ils ne peuvent pas être ouverts
club-error-reseed-unconfirmed = Le club a déjà une échelle cette saison : confirmez que la SLQ doit la reconstituer
club-error-members-only = Cet événement est réservé aux membres du club, et { $name } n’en est pas membre
club-error-already-entered = { $name } est déjà inscrit à cet événement
club-error-not-entered = { $name } n’est pas inscrit à cet événement
club-error-withdrawn = { $name } s’est retiré de cet événement et n’est plus apparié
club-error-entries-closed = Les groupes d’un toutes rondes sont fixés au départ : pas d’inscription tardive
club-error-event-finished = L’événement est terminé
club-error-too-few-entries = Un événement a besoin d’au moins deux joueurs pour commencer
club-error-all-rounds-paired = Toutes les rondes de cet événement ont été appariées
club-error-results-missing = { $count ->
    [one] { $count } résultat de cette ronde manque encore : la ronde suivante est appariée une fois tous les résultats connus
   *[other] { $count } résultats de cette ronde manquent encore : la ronde suivante est appariée une fois tous les résultats connus
}
club-error-not-a-player = Seuls les deux joueurs d’un échiquier, ou un responsable, en donnent le résultat
club-error-already-reported = Le résultat de cet échiquier est déjà donné : les Noirs le confirment ou le contestent, un responsable le corrige
club-error-no-game = Cet échiquier n’a pas de partie dont donner le résultat
club-events = Événements
club-events-title = { $club } : événements
club-events-none = Aucun événement pour l’instant.
club-event-create = Créer un événement
club-event-name = Nom
club-event-format = Format
club-event-format-hint = La SLQ constitue l’échelle : tout le monde commence à 1200 et sa cote est recalculée après chaque ronde. Un Quad est un toutes rondes à quatre en G/10 sur une seule séance ; un Octo, un suisse de trois rondes à huit en G/30, à raison d’une ronde par séance. Le nombre de rondes (ou la taille des groupes d’un toutes rondes) se choisit ci-dessous. La SLQ se joue en G/5 sauf si vous choisissez une autre cadence, et elle est toujours cotée avec la table G/30 et SLQ.
club-event-rounds-field = Rondes, ou taille des groupes d’un toutes rondes (vide : celle du format)
club-event-control = Cadence
club-event-control-default = Celle du format
club-event-open-label = Ouvert aux membres du site qui ne sont pas membres du club (pas pour la SLQ ni le Championnat)
club-event-announcement = Annonce
club-event-announcement-hint = Le jour et la salle, les horaires d’inscription et des rondes, les droits d’inscription, les prix, le contact, les règles de cotation
club-event-reseed = Cette SLQ reconstitue l’échelle de cette saison
club-event-create-submit = Créer l’événement
club-event-status-entries = inscriptions ouvertes
club-event-status-running = en cours
club-event-status-finished = terminé
club-event-open = ouvert
club-event-rounds = ronde { $paired } sur { $rounds }
club-event-rounds-planned = { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}
club-event-print = Imprimer
club-event-export-csv = Classement (CSV)
club-event-export-trf = Rapport TRF
club-event-entries = Inscrits ({ $count })
club-event-guest = invité
club-event-withdrawn = retiré
club-event-enter = S’inscrire
club-event-enter-someone = Inscrire un joueur (nom d’utilisateur)
club-event-withdraw = Se retirer
club-event-withdraw-someone = Retirer un joueur (nom d’utilisateur)
club-event-withdraw-question = Un joueur retiré n’est plus apparié, et sa partie non jouée est perdue par forfait. Confirmer le retrait ?
club-event-start-round = Lancer la ronde { $round }
club-event-start-question = Apparier la ronde maintenant ? Lancez-la quand les joueurs sont devant leur échiquier : une ronde appariée ne peut pas être annulée.
club-event-round = Ronde { $round }
club-event-pairings-print = Appariements à imprimer
club-event-board = Échiquier
club-event-white = Blancs
club-event-black = Noirs
club-event-result = Résultat
club-event-bye = exempt (½)
club-event-rest = au repos
club-event-forfeit = forfait
club-event-report = Déclarer
club-event-section = Groupe { $section }
club-event-standings = Classement
club-event-player = Joueur
club-event-points = Points
club-event-aos = SMA
club-event-aos-title = Score moyen des adversaires, premier départage
club-event-rating = Cote
club-event-crosstable-hint = W3w : gain contre le n° 3 avec les Blancs ; D nulle, L défaite ; +3 et -3 forfaits ; H exemption d’un demi-point ; R repos ; … résultat pas encore connu.
club-event-ratings = Cotes du club après chaque ronde
club-event-after-round = Après la ronde { $round }
club-event-back = Retour à l’événement
club-pairings-title = { $event } : ronde { $round }
club-format-slq = Qualification suisse pour l’échelle (SLQ, 6 rondes)
club-format-quad = Quad (groupes de 4, G/10)
club-format-octo = Octo (groupes de 8, 3 rondes, G/30)
club-format-swiss = Suisse (5 rondes)
club-format-rr = Toutes rondes (groupes de 6)
club-format-championship = Championnat annuel (suisse, 5 rondes)
club-format-championship-rr = Championnat annuel (toutes rondes)
club-event-done-created = L’événement est créé : les membres peuvent désormais s’y inscrire.
club-event-done-entered = Inscription enregistrée.
club-event-done-withdrawn = Retrait enregistré.
club-event-done-round = La ronde est appariée : les appariements sont ci-dessous, prêts à imprimer.
club-event-done-result = Le résultat est enregistré.
club-event-done-corrected = Le résultat est corrigé ; les cotes et l’échelle ont été recalculées à partir de cette partie.
club-event-done-confirmed = Vous avez confirmé le résultat.
club-event-done-disputed = Vous avez contesté le résultat : les directeurs sont prévenus, et il reste marqué comme contesté jusqu’à ce que l’un d’eux le confirme ou le corrige.
club-format-name = { $kind ->
    [slq] Qualification suisse pour l’échelle, { $count } rondes
    [quad] Quad
    [octo] Octo
    [swiss] Suisse, { $count } rondes
    [rr] Toutes rondes, groupes de { $count }
    [championship] Championnat annuel, un suisse de { $count } rondes
   *[championship-rr] Championnat annuel, en toutes rondes
}
club-event-waiting = { $count ->
    [one] { $count } résultat de cette ronde est encore attendu ; la ronde suivante sera appariée dès qu’il sera connu.
   *[other] { $count } résultats de cette ronde sont encore attendus ; la ronde suivante sera appariée dès qu’ils seront tous connus.
}
club-error-empty-season = Cette saison n’a encore aucune partie : il n’y a rien à clôturer
club-awards-earlier = La saison précédente
club-awards-later = La saison suivante
club-season-close = Clôturer la saison
club-season-close-explained = À la dernière séance de l’année : les récompenses ci-dessus sont celles de la saison, et la saison suivante commence dès maintenant. Les parties jouées et les rangs gagnés repartent de zéro ; l’échelle et les cotes du club sont conservées.
club-season-close-question = Clôturer cette saison et commencer la suivante ? Cette action est irréversible.
club-season-closed = La saison est clôturée : voici son bilan. La saison suivante a commencé.
club-event-on-server-label = Joué sur le serveur, avec des pendules G/N (plutôt que sur un échiquier réel)
club-event-on-server = sur le serveur
club-event-game = La partie
club-error-played-on-server = Cette partie se joue sur le serveur : son résultat vient de la partie
email-club-result-subject = { $white } a annoncé votre partie : { $result }
email-club-result-body = { $white } (Blancs) a annoncé le résultat de votre partie dans { $place }, jouée le { $day } : { $white } – { $black } { $result }. Il compte aussitôt. S’il est juste, confirmez-le ; sinon, contestez-le et un directeur tranchera.
email-club-result-open = Ouvrir les résultats
email-club-dispute-subject = { $black } conteste un résultat dans { $place }
email-club-dispute-body = { $black } (Noirs) conteste le résultat annoncé par { $white } pour leur partie jouée le { $day } : { $white } – { $black } { $result }. Il reste marqué comme contesté jusqu’à ce qu’un directeur le confirme ou le corrige (une correction recalcule tous les changements suivants).
