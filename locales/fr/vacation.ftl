# Vacances (product.md §4) : la page des paramètres, ce que voient les adversaires,
# l’e-mail « fin des vacances » et les raisons d’un refus de modification.

settings-vacation = Vacances
settings-vacation-help = Pendant vos vacances, vos pendules ne tournent dans aucune partie par correspondance.
settings-vacation-manage = Programmer ou modifier vos vacances

vacation-title = Vacances
vacation-help = Pendant vos vacances, vos pendules ne tournent dans aucune de vos parties par correspondance. Vous pouvez tout de même vous connecter et jouer si vous le souhaitez.
vacation-allowance = Jours restants
vacation-days-left = { $year } : { $left ->
    [one] { $left } jour restant
   *[other] { $left } jours restants
} sur { $allowance }
vacation-schedule = Programmer des vacances
vacation-start = Premier jour
vacation-days = Nombre de jours
vacation-utc = Les jours sont comptés en UTC : des vacances commencent à minuit UTC (immédiatement si elles commencent aujourd’hui) et se terminent à minuit UTC après leur dernier jour. Chacun de leurs jours compte comme un jour entier de l’année où il tombe.
vacation-schedule-submit = Programmer
vacation-list = Vos vacances
vacation-none = Vous n’avez pas de vacances cette année.
vacation-period-heading = Jours
vacation-status-heading = Statut
vacation-actions-heading = Modifier
vacation-period = du { $first } au { $last }
vacation-status-past = terminées
vacation-status-current = en cours
vacation-status-upcoming = à venir
vacation-cancel = Annuler
vacation-end-now = Y mettre fin maintenant

vacation-away-until = { $username } est en vacances jusqu’au { $until } : sa pendule ne tourne pas.
vacation-you-away-until = Vous êtes en vacances jusqu’au { $until } : votre pendule ne tourne pas.
vacation-opponent-away = en vacances jusqu’au { $until }

notice-vacation-scheduled = Vos vacances sont programmées.
notice-vacation-canceled = Vos vacances sont annulées et leurs jours sont de nouveau disponibles.
notice-vacation-ended = Vos vacances sont terminées : vos pendules tournent de nouveau.

email-options-vacation-ending = le jour où mes vacances se terminent
email-options-tournament-rounds = quand une ronde de mes tournois commence
email-options-club-results = quand un résultat de club attend ma confirmation (avec les Noirs) ou ma décision (comme directeur)
email-options-club-matches = quand mon club joue un match contre un autre club : invitations, inscriptions ouvertes, le début
email-options-weekly-summary = un résumé hebdomadaire : les parties qui m’attendent et les résultats de la semaine
email-vacation-ending-subject = Vos vacances se terminent à la fin du { $last }
email-vacation-ending-body = Vos vacances se terminent à minuit UTC, à la fin du { $last }. À partir de ce moment, vos pendules tournent de nouveau dans toutes vos parties par correspondance.
email-vacation-ending-games = Voir vos parties

vacation-error-date = Écrivez le premier jour au format AAAA-MM-JJ, par exemple 2026-07-01.
vacation-error-no-such-day = { $date } n’est pas un jour du calendrier.
vacation-error-days = Écrivez le nombre de jours sous forme de nombre entier, par exemple 7.
vacation-error-zero-days = Des vacances durent au moins un jour.
vacation-error-past = Des vacances ne peuvent pas commencer dans le passé : le { $start } est antérieur à aujourd’hui, le { $today } (UTC).
vacation-error-too-far = Des vacances commencent au plus tard à la fin de l’année prochaine : le { $start } est après le { $last }.
vacation-error-overlap = Elles chevaucheraient vos vacances du { $first } au { $last }.
vacation-error-allowance = Ces vacances nécessitent { $needed ->
    [one] { $needed } jour
   *[other] { $needed } jours
} de { $year }, mais { $left ->
    [0] il n’en reste aucun
    [1] il n’en reste qu’un
    [one] il n’en reste que { $left }
   *[other] il n’en reste que { $left }
} pour cette année.
vacation-error-already-started = Ces vacances ont déjà commencé : mettez-y plutôt fin.
vacation-error-not-started = Ces vacances n’ont pas encore commencé : annulez-les plutôt.
vacation-error-already-over = Ces vacances sont déjà terminées.
vacation-error-no-such-vacation = Ces vacances n’existent pas.
vacation-error-conflict = L’une de vos parties a changé entre-temps : réessayez.
