# Parties, défis et leurs e-mails.

game-rated = classée
game-casual = amicale
game-club = partie de club (cotes de club)
game-club-rating = Cote de club
tc-per-move = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
tc-per-game = { $days ->
    [one] { $days } jour par joueur pour toute la partie
   *[other] { $days } jours par joueur pour toute la partie
}
tc-fischer = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} plus { $increment ->
    [one] { $increment } jour
   *[other] { $increment } jours
} par coup
tc-club = G/{ $minutes } : { $minutes } minutes par joueur pour toute la partie
tc-live = { $mode ->
    [fast] Rapide
   *[standard] Standard
} : { $round } minutes par joueur, au plus { $move ->
    [one] { $move } minute
   *[other] { $move } minutes
} par coup{ $extra ->
    [0] {""}
    [one] , { $extra } seconde ajoutée par coup
   *[other] , { $extra } secondes ajoutées par coup
}, { $takebacks ->
    [0] sans reprise
    [one] { $takebacks } reprise par joueur
   *[other] { $takebacks } reprises par joueur
}

outcome-won = { $winner } a gagné : { $reason }
outcome-no-winner = Résultat : { $reason }
outcome-no-result = Sans résultat : { $reason }
outcome-you-won = Vous avez gagné : { $reason }
outcome-you-lost = Vous avez perdu : { $reason }
reason-mate = échec et mat
reason-resign = abandon
reason-stalemate = nulle par pat
reason-timeout = au temps
reason-draw-agreed = nulle par accord mutuel
reason-threefold = nulle par triple répétition
reason-fifty-moves = nulle par la règle des cinquante coups
reason-fivefold = nulle par quintuple répétition
reason-seventy-five-moves = nulle par la règle des soixante-quinze coups
reason-insufficient-material = nulle : aucun camp ne peut mater
reason-aborted = partie annulée
reason-deleted = supprimée d’un commun accord
reason-adjudicated = décidée par un administrateur
reason-forfeit = forfait
reason-no-result-timeout = temps écoulé avant 5 coups de chaque joueur
reason-quit-agreed = un joueur a demandé à quitter la partie et l’autre a accepté
reason-quit = { $quitter } a quitté la partie
reason-quit-you = vous avez quitté la partie sans l’accord de votre adversaire
reason-quit-opponent = votre adversaire a quitté la partie
no-result-aborted-you = Vous avez annulé la partie
no-result-aborted-opponent = { $player } a annulé la partie
no-result-aborted = { $player } a annulé la partie
no-result-quit-agreed-you = Vous avez demandé à quitter la partie et { $opponent } a accepté
no-result-quit-agreed-opponent = { $player } a demandé à quitter la partie et vous avez accepté
no-result-quit-agreed = { $player } a demandé à quitter la partie et { $opponent } a accepté
no-result-time-you = Votre temps s’est écoulé avant votre 5e coup : sans résultat
no-result-time-opponent = Le temps de { $player } s’est écoulé avant son 5e coup : sans résultat
no-result-time = Le temps de { $player } s’est écoulé avant son 5e coup : sans résultat
reason-unknown = partie terminée

decline-generic = les défis ne sont pas acceptés pour le moment
decline-later = les défis ne sont pas acceptés en ce moment ; réessayez plus tard
decline-toofast = cette cadence est jugée trop rapide
decline-tooslow = cette cadence est jugée trop lente
decline-timecontrol = cette cadence n’est pas acceptée
decline-rated = une partie classée est préférée
decline-casual = une partie amicale est préférée
decline-standard = les parties depuis une position particulière ne sont pas acceptées
decline-variant = cette variante n’est pas acceptée
decline-nobot = les défis de bots ne sont pas acceptés
decline-onlybot = seuls les défis de bots sont acceptés
# Les motifs tels que les choisit le joueur qui refuse, à la première personne.
decline-choice-generic = Je n’accepte pas de défis pour le moment
decline-choice-later = Ce n’est pas le bon moment pour moi ; redemandez plus tard
decline-choice-toofast = Cette cadence est trop rapide pour moi
decline-choice-tooslow = Cette cadence est trop lente pour moi
decline-choice-timecontrol = Je n’accepte pas cette cadence
decline-choice-rated = Proposez-moi plutôt une partie classée
decline-choice-casual = Proposez-moi plutôt une partie amicale
decline-choice-standard = Je n’accepte pas les parties depuis une position particulière
decline-choice-nobot = Je n’accepte pas les défis de bots
challenge-you-play-white = vous jouez les Blancs
challenge-you-play-black = vous jouez les Noirs
challenge-color-random = couleurs tirées au sort

email-open-game = Ouvrir la partie
email-your-turn-subject = { $opponent } a joué { $move } : à vous de jouer
email-your-turn-body = Dans votre partie contre { $opponent }, { $opponent } a joué { $move }. C’est à vous de jouer.
email-draw-offered-subject = { $opponent } propose la nulle
email-draw-offered-body = Dans votre partie contre { $opponent }, { $opponent } propose la nulle. Acceptez-la ou refusez-la sur la page de la partie.
email-game-over-subject = Partie terminée contre { $opponent }
email-game-over-body = Votre partie contre { $opponent } est terminée. { $outcome }.
email-game-over-pgn = La partie (PGN) : { $link }
email-challenge-received-subject = { $challenger } vous défie
email-challenge-received-body = { $challenger } vous défie dans une partie { $kind } par correspondance, { $control }.
email-challenge-message = Son message : « { $message } »
email-challenge-see = Voir vos défis
email-challenge-accepted-subject = { $opponent } a accepté votre défi
email-challenge-accepted-body = { $opponent } a accepté votre défi : la partie a commencé.
email-challenge-declined-subject = { $opponent } a refusé votre défi
email-challenge-declined-body = { $opponent } a refusé votre défi : { $reason }.
email-reminder-subject = À vous de jouer contre { $opponent } : { $hours ->
    [one] plus que { $hours } heure
   *[other] plus que { $hours } heures
}
email-reminder-body = Votre temps pour jouer dans votre partie contre { $opponent } arrive à sa fin : { $hours ->
    [one] il reste { $hours } heure
   *[other] il reste { $hours } heures
}. Un joueur qui dépasse son temps perd la partie.

refusal-self-challenge = Vous ne pouvez pas vous défier vous-même.
refusal-rated-with-bot = Les parties contre un compte BOT ne sont jamais classées : décochez « Partie classée ».
refusal-bot-open-game = Les comptes BOT ne jouent que par défis, pas en partie ouverte.
refusal-blocked = { $username } n’accepte pas vos défis.
refusal-dest-banned = { $username } est banni et ne peut pas être défié.
refusal-bad-position = Ce n’est pas le FEN d’une position d’échecs légale et jouable.
refusal-rated-custom-position = Une partie depuis une position personnalisée ne peut pas être classée.
refusal-message-too-long = Le message compte au plus { $max } caractères, sans caractères de contrôle.
refusal-club-control = G/5, G/10, G/15 et G/30 sont des cadences de club : lancez le défi depuis l’échelle du club.
refusal-ladder-challenge-pending = Vous avez déjà défié { $name } à cette partie d’échelle ({ $id }) : le défi attend sa réponse.
refusal-own-open-game = Vous ne pouvez pas rejoindre votre propre partie ouverte.
refusal-blocked-join = Le joueur de cette partie ouverte ne vous accepte pas.
refusal-chat-empty = Le message est vide.
refusal-chat-too-long = Un message de discussion compte au plus { $max } caractères.
refusal-chat-one-line = Un message de discussion tient sur une seule ligne.
refusal-chat-too-fast = Trop de messages : patientez une minute.
refusal-conditional-too-many = Au plus { $lines } variantes d’au plus { $plies } coups chacune.
refusal-conditional-live = Les coups conditionnels sont réservés aux parties par correspondance : en temps réel, jouez un pré-déplacement sur l’échiquier.
refusal-conditional-line = Ligne { $line } : { $reason }
conditional-not-opponents-turn = les coups conditionnels se saisissent quand c’est à votre adversaire de jouer.
conditional-unpaired = chaque coup de votre adversaire doit être suivi de votre réponse.
conditional-move = coup { $index } : { $reason }
conditional-conflicting-reply = coup { $index } : vous répondez déjà autrement à { $move }.

rule-game-over = La partie est terminée.
rule-not-your-turn = Ce n’est pas à vous de jouer.
rule-stale = La partie a avancé depuis votre dernier affichage : la voici dans son état actuel.
rule-move-malformed = « { $move } » n’est pas un coup : écrivez-le en SAN (Nf3, exd5, O-O, e8=Q) ou en UCI (g1f3, e7e8q).
rule-move-illegal = « { $move } » n’est pas un coup légal dans cette position.
rule-move-ambiguous = « { $move } » correspond à plusieurs coups : précisez quelle pièce se déplace (par ex. Nbd2, R1e2).
rule-move-promotion = « { $move } » atteint la dernière rangée : ajoutez la pièce de promotion (=Q, =R, =B ou =N).
rule-nothing-to-claim = Il n’y a pas de nulle à revendiquer : la position ne s’est pas produite trois fois avec vous au trait, et cinquante coups sans mouvement de pion ni prise n’ont pas été joués.
rule-no-draw-offer = Votre adversaire n’a pas proposé la nulle.
rule-not-stand-alone = Les parties de tournoi et de club ne peuvent être ni annulées ni supprimées.
rule-too-late-to-abort = La partie ne peut plus être annulée : les deux camps ont joué.
rule-too-early-to-delete = La partie ne peut pas être supprimée avant que les deux camps aient joué : annulez-la plutôt.
rule-no-deletion-request = Votre adversaire n’a pas demandé la suppression de la partie.
rule-not-live = Ce n’est pas une partie en temps réel : les reprises et les demandes pour quitter la partie sont réservées aux parties en temps réel.
rule-live-no-deletion = Les parties en temps réel ne peuvent pas être supprimées : demandez plutôt à votre adversaire l’autorisation de quitter la partie.
rule-resign-too-early = Vous ne pouvez abandonner qu’après 10 coups de chaque joueur (20 demi-coups), et la partie en est au demi-coup { $ply } : { $quit ->
    [yes] d’ici là, demandez à votre adversaire l’autorisation de quitter la partie.
   *[no] d’ici là, continuez à jouer ou laissez votre pendule s’écouler.
}
rule-draw-request-too-early = La nulle ne peut être demandée qu’après 10 coups de chaque joueur (20 demi-coups), et la partie en est au demi-coup { $ply }.
rule-draw-requests-used = Vous avez fait les { $max } demandes de nulle permises à chaque joueur dans cette partie : vous pouvez encore accepter la proposition de votre adversaire ou revendiquer la nulle.
rule-no-move-to-take-back = Vous n’avez aucun coup à reprendre.
rule-opponent-replied = Votre adversaire a répondu à votre dernier coup : celui-ci ne peut plus être repris.
rule-takebacks-used = Vous n’avez plus de reprises (cette partie en accorde { $allowance } à chaque joueur) : demandez plutôt une reprise à votre adversaire.
rule-no-takeback-offer = Votre adversaire n’a pas demandé de reprise.
rule-no-takebacks-in-club-games = Les parties de club suivent uniquement les règles des échecs : il n’y a pas de reprise.
rule-no-quit-requests = Les parties de tournoi et de club n’admettent pas de demande pour quitter : elles ont toujours un résultat.
rule-no-quit-request = Il n’y a aucune demande pour quitter la partie à laquelle répondre.
rule-own-quit-request = Vous ne pouvez pas répondre à votre propre demande pour quitter la partie.
rule-quit-already-requested = Vous avez déjà demandé à quitter la partie : votre adversaire n’a pas encore répondu.
rule-quit-request-stands = Votre adversaire peut encore répondre à la demande pour quitter la partie.
rule-record = L’historique de la partie n’a pas pu être rejoué : veuillez prévenir un administrateur.
refusal-note-too-long = Une note compte au plus { $max } caractères, sans caractères de contrôle.
refusal-unverified = Confirmez votre adresse e-mail avant de jouer : suivez le lien que nous vous avons envoyé.
refusal-bot-tournament = Les comptes BOT ne jouent pas en tournoi.
email-digest-subject = { $count ->
    [one] C’est à vous de jouer dans { $count } partie
   *[other] C’est à vous de jouer dans { $count } parties
}
email-digest-body = Voici les parties où c’est à vous de jouer :
email-digest-line = contre { $opponent }, { $hours ->
    [one] plus que { $hours } heure
   *[other] plus que { $hours } heures
} : { $link }
email-summary-subject = { $count ->
    [0] Votre semaine sur redqueen
    [one] Votre semaine sur redqueen : { $count } partie attend votre coup
   *[other] Votre semaine sur redqueen : { $count } parties attendent votre coup
}
email-summary-waiting = { $count ->
    [0] Aucune partie n’attend votre coup.
    [one] { $count } partie attend votre coup :
   *[other] { $count } parties attendent votre coup :
}
email-summary-waiting-line = contre { $opponent } : { $link }
email-summary-results = { $count ->
    [0] Aucune de vos parties ne s’est terminée cette semaine.
    [one] { $count } de vos parties s’est terminée cette semaine :
   *[other] { $count } de vos parties se sont terminées cette semaine :
}
email-summary-result-line = contre { $opponent }, { $outcome } : { $link }
refusal-too-many-challenges = Trop de défis : patientez une minute.
refusal-outside-rating-range = Votre cote est en dehors de la fourchette demandée par cette partie ouverte.
refusal-side-taken = Ce camp du défi ouvert est déjà pris ou réservé à un autre joueur, ou bien vous avez déjà l’autre camp.
refusal-game-cap = Vous jouez déjà { $max } parties, le maximum autorisé simultanément sur ce site : terminez-en une d’abord.
refusal-opponent-game-cap = { $name } joue déjà { $max } parties, le maximum autorisé simultanément sur ce site.
refusal-no-rematch = Une revanche n’est possible qu’après une partie terminée qui n’appartient à aucun tournoi ni club.

# The game page's opening explorer (docs/openings.md).
explorer-title = Explorateur d'ouvertures
explorer-closed-live = L'explorateur d'ouvertures est fermé pendant les parties en direct : il s'ouvre quand la partie est finie.
explorer-results = Blancs / nulle / Noirs
explorer-move = Coup
explorer-games = Parties
explorer-rating = Classement moyen
explorer-empty = Aucune partie terminée du site n'a atteint cette position.
explorer-ended-here = Parties terminées du site ayant atteint cette position : { $games }. Aucune ne s'est poursuivie au-delà.
explorer-source = D'après les parties terminées du site. Les livres et bases d'ouvertures sont permis dans les parties par correspondance ; les moteurs ne le sont pas.

# The analysis board (docs/analysis.md).
analysis-title = Échiquier d’analyse
analysis-game-title = Analyse : { $white } – { $black }
analysis-back-to-game = Retour à la partie
analysis-refused-in-progress = Cette partie est encore en cours : le moteur et l’échiquier d’analyse sont réservés à l’après-partie, car l’aide d’un ordinateur pendant la partie est interdite.
analysis-refused-in-play = Cette position vient d’une partie que vous êtes en train de jouer : le moteur et l’échiquier d’analyse sont réservés à l’après-partie, car l’aide d’un ordinateur pendant la partie est interdite.
analysis-needs-scripts = L’échiquier d’analyse et son moteur nécessitent JavaScript.
analysis-evaluation = Évaluation
analysis-engine = Moteur
analysis-engine-hint = Stockfish tourne dans votre navigateur, sur votre appareil : rien n’est envoyé au serveur.
analysis-analyse-game = Analyser la partie
analysis-analyse-line = Analyser la variante
analysis-progress = Analyse de la position { $done } sur { $total }…
analysis-done = Analyse terminée. Le moteur continue d’approfondir la position affichée.
analysis-engine-failed = Le moteur n’a pas pu démarrer dans ce navigateur.
analysis-depth = profondeur { $depth }
analysis-mate = Mat en { $moves }
analysis-checkmate = Échec et mat
analysis-best-line = Meilleure variante
analysis-summary = Résumé
analysis-graph = Chances de gain des Blancs après chaque coup
analysis-accuracy = Précision
analysis-inaccuracies = Imprécisions
analysis-mistakes = Erreurs
analysis-blunders = Gaffes
analysis-inaccuracy = Imprécision
analysis-mistake = Erreur
analysis-blunder = Gaffe
analysis-setup = Mettre en place une position
analysis-setup-label = Un FEN, ou une partie en PGN
analysis-setup-submit = Mettre en place
