# Vacation (product.md §4): the settings page, what opponents see, the
# "vacation ending" email, and why a change was refused.

settings-vacation = Vacation
settings-vacation-help = While you are on vacation, your clocks do not run in any correspondence game.
settings-vacation-manage = Schedule or change your vacations

vacation-title = Vacation
vacation-help = While you are on vacation, your clocks do not run in any of your correspondence games. You may still log in and move if you wish.
vacation-allowance = Days left
vacation-days-left = { $year }: { $left ->
    [one] one day
   *[other] { $left } days
} left of { $allowance }
vacation-schedule = Schedule a vacation
vacation-start = First day
vacation-days = Number of days
vacation-utc = Days are counted in UTC: a vacation starts at midnight UTC (at once, if it starts today) and ends at midnight UTC after its last day. Every day of it counts as a whole day of the year it falls in.
vacation-schedule-submit = Schedule
vacation-list = Your vacations
vacation-none = You have no vacation this year.
vacation-period-heading = Days
vacation-status-heading = Status
vacation-actions-heading = Change
vacation-period = { $first } to { $last }
vacation-status-past = over
vacation-status-current = now
vacation-status-upcoming = upcoming
vacation-cancel = Cancel
vacation-end-now = End it now

vacation-away-until = { $username } is on vacation until { $until }: their clock does not run.
vacation-you-away-until = You are on vacation until { $until }: your clock does not run.
vacation-opponent-away = on vacation until { $until }

notice-vacation-scheduled = Your vacation is scheduled.
notice-vacation-canceled = Your vacation is cancelled and its days are free again.
notice-vacation-ended = Your vacation is over: your clocks run again.

email-options-vacation-ending = The day my vacation ends
email-options-tournament-rounds = when a round of my tournaments starts
email-options-club-results = when a club result waits for me to confirm it (as Black) or settle it (as a director)
email-options-club-matches = when my club plays a match against another club: invitations, rosters open, the start
email-options-weekly-summary = a weekly summary: the games waiting for me and the week's results
email-vacation-ending-subject = Your vacation ends at the end of { $last }
email-vacation-ending-body = Your vacation ends at midnight UTC at the end of { $last }. From then on your clocks run again in all your correspondence games.
email-vacation-ending-games = See your games

vacation-error-date = Write the first day as YYYY-MM-DD, for example 2026-07-01.
vacation-error-no-such-day = { $date } is not a day of the calendar.
vacation-error-days = Write the number of days as a whole number, for example 7.
vacation-error-zero-days = A vacation lasts at least one day.
vacation-error-past = A vacation cannot start in the past: { $start } is before today, { $today } (UTC).
vacation-error-too-far = A vacation starts by the end of next year at the latest: { $start } is after { $last }.
vacation-error-overlap = It would overlap your vacation from { $first } to { $last }.
vacation-error-allowance = This vacation needs { $needed ->
    [one] one day
   *[other] { $needed } days
} of { $year }, but { $left ->
    [0] none are
    [one] only one is
   *[other] only { $left } are
} left for that year.
vacation-error-already-started = This vacation has already started: end it early instead.
vacation-error-not-started = This vacation has not started yet: cancel it instead.
vacation-error-already-over = This vacation is already over.
vacation-error-no-such-vacation = You have no such vacation.
vacation-error-conflict = One of your games changed meanwhile: try again.
