# Urlaub (product.md §4): die Einstellungsseite, was Gegner sehen, die
# E-Mail „Urlaub endet“ und warum eine Änderung abgelehnt wurde.

settings-vacation = Urlaub
settings-vacation-help = Während du im Urlaub bist, läuft deine Uhr in keiner Fernpartie.
settings-vacation-manage = Urlaub planen oder ändern

vacation-title = Urlaub
vacation-help = Während du im Urlaub bist, läuft deine Uhr in keiner deiner Fernpartien. Du kannst dich trotzdem anmelden und ziehen, wenn du möchtest.
vacation-allowance = Verbleibende Tage
vacation-days-left = { $year }: noch { $left ->
    [one] { $left } Tag
   *[other] { $left } Tage
} von { $allowance }
vacation-schedule = Urlaub planen
vacation-start = Erster Tag
vacation-days = Anzahl der Tage
vacation-utc = Tage werden in UTC gezählt: Ein Urlaub beginnt um Mitternacht UTC (sofort, wenn er heute beginnt) und endet um Mitternacht UTC nach seinem letzten Tag. Jeder Urlaubstag zählt als ganzer Tag des Jahres, in das er fällt.
vacation-schedule-submit = Planen
vacation-list = Deine Urlaube
vacation-none = Du hast dieses Jahr keinen Urlaub.
vacation-period-heading = Tage
vacation-status-heading = Status
vacation-actions-heading = Ändern
vacation-period = { $first } bis { $last }
vacation-status-past = vorbei
vacation-status-current = jetzt
vacation-status-upcoming = geplant
vacation-cancel = Absagen
vacation-end-now = Jetzt beenden

vacation-away-until = { $username } ist bis { $until } im Urlaub: Die Uhr läuft nicht.
vacation-you-away-until = Du bist bis { $until } im Urlaub: Deine Uhr läuft nicht.
vacation-opponent-away = im Urlaub bis { $until }

notice-vacation-scheduled = Dein Urlaub ist geplant.
notice-vacation-canceled = Dein Urlaub ist abgesagt, und seine Tage sind wieder frei.
notice-vacation-ended = Dein Urlaub ist vorbei: Deine Uhren laufen wieder.

email-options-vacation-ending = am Tag, an dem mein Urlaub endet
email-options-tournament-rounds = wenn eine Runde meiner Turniere beginnt
email-options-club-results = wenn ein Vereinsergebnis auf meine Bestätigung (als Schwarz) oder Entscheidung (als Turnierleitung) wartet
email-options-club-matches = wenn mein Verein einen Vergleichskampf gegen einen anderen Verein spielt: Einladungen, offene Aufstellungen, der Beginn
email-options-weekly-summary = als Wochenübersicht: die Partien, die auf mich warten, und die Ergebnisse der Woche
email-vacation-ending-subject = Dein Urlaub endet mit Ablauf des { $last }
email-vacation-ending-body = Dein Urlaub endet um Mitternacht UTC mit Ablauf des { $last }. Ab dann laufen deine Uhren in allen deinen Fernpartien wieder.
email-vacation-ending-games = Deine Partien ansehen

vacation-error-date = Schreib den ersten Tag als JJJJ-MM-TT, zum Beispiel 2026-07-01.
vacation-error-no-such-day = { $date } ist kein Tag im Kalender.
vacation-error-days = Schreib die Anzahl der Tage als ganze Zahl, zum Beispiel 7.
vacation-error-zero-days = Ein Urlaub dauert mindestens einen Tag.
vacation-error-past = Ein Urlaub kann nicht in der Vergangenheit beginnen: { $start } liegt vor dem heutigen Tag, { $today } (UTC).
vacation-error-too-far = Ein Urlaub beginnt spätestens am Ende des nächsten Jahres: { $start } liegt nach dem { $last }.
vacation-error-overlap = Er würde sich mit deinem Urlaub vom { $first } bis { $last } überschneiden.
vacation-error-allowance = Dieser Urlaub braucht { $needed ->
    [one] { $needed } Tag
   *[other] { $needed } Tage
} des Jahres { $year }, aber für dieses Jahr { $left ->
    [0] ist keiner mehr
    [one] ist nur noch { $left }
   *[other] sind nur noch { $left }
} übrig.
vacation-error-already-started = Dieser Urlaub hat bereits begonnen: Beende ihn stattdessen vorzeitig.
vacation-error-not-started = Dieser Urlaub hat noch nicht begonnen: Sag ihn stattdessen ab.
vacation-error-already-over = Dieser Urlaub ist bereits vorbei.
vacation-error-no-such-vacation = Diesen Urlaub gibt es nicht.
vacation-error-conflict = Eine deiner Partien hat sich inzwischen geändert: Versuch es noch einmal.
