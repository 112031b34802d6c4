# Vacaciones (product.md §4): la página de ajustes, lo que ven los rivales,
# el correo de «fin de vacaciones» y por qué se rechazó un cambio.

settings-vacation = Vacaciones
settings-vacation-help = Mientras estás de vacaciones, tus relojes no corren en ninguna partida por correspondencia.
settings-vacation-manage = Programar o cambiar tus vacaciones

vacation-title = Vacaciones
vacation-help = Mientras estás de vacaciones, tus relojes no corren en ninguna de tus partidas por correspondencia. Aun así puedes entrar y jugar si quieres.
vacation-allowance = Días que quedan
vacation-days-left = { $year }: { $left ->
    [one] queda un día
   *[other] quedan { $left } días
} de { $allowance }
vacation-schedule = Programar unas vacaciones
vacation-start = Primer día
vacation-days = Número de días
vacation-utc = Los días se cuentan en UTC: unas vacaciones empiezan a medianoche UTC (en el acto, si empiezan hoy) y terminan a medianoche UTC después de su último día. Cada uno de sus días cuenta como un día entero del año en que cae.
vacation-schedule-submit = Programar
vacation-list = Tus vacaciones
vacation-none = No tienes vacaciones este año.
vacation-period-heading = Días
vacation-status-heading = Estado
vacation-actions-heading = Cambiar
vacation-period = del { $first } al { $last }
vacation-status-past = terminadas
vacation-status-current = ahora
vacation-status-upcoming = próximas
vacation-cancel = Anular
vacation-end-now = Terminarlas ya

vacation-away-until = { $username } está de vacaciones hasta el { $until }: su reloj no corre.
vacation-you-away-until = Estás de vacaciones hasta el { $until }: tu reloj no corre.
vacation-opponent-away = de vacaciones hasta el { $until }

notice-vacation-scheduled = Tus vacaciones están programadas.
notice-vacation-canceled = Tus vacaciones están anuladas y sus días vuelven a estar libres.
notice-vacation-ended = Tus vacaciones han terminado: tus relojes vuelven a correr.

email-options-vacation-ending = El día en que terminan mis vacaciones
email-options-tournament-rounds = cuando empieza una ronda de mis torneos
email-options-club-results = cuando un resultado del club espera que lo confirme (con negras) o lo resuelva (como director)
email-options-club-matches = cuando mi club juega un encuentro contra otro club: invitaciones, inscripción abierta, el comienzo
email-options-weekly-summary = un resumen semanal: las partidas que me esperan y los resultados de la semana
email-vacation-ending-subject = Tus vacaciones terminan al final del { $last }
email-vacation-ending-body = Tus vacaciones terminan a medianoche UTC al final del { $last }. A partir de entonces tus relojes vuelven a correr en todas tus partidas por correspondencia.
email-vacation-ending-games = Ver tus partidas

vacation-error-date = Escribe el primer día como AAAA-MM-DD, por ejemplo 2026-07-01.
vacation-error-no-such-day = { $date } no es un día del calendario.
vacation-error-days = Escribe el número de días como un número entero, por ejemplo 7.
vacation-error-zero-days = Unas vacaciones duran al menos un día.
vacation-error-past = Unas vacaciones no pueden empezar en el pasado: { $start } es anterior a hoy, { $today } (UTC).
vacation-error-too-far = Unas vacaciones empiezan, como muy tarde, a finales del año que viene: { $start } es posterior al { $last }.
vacation-error-overlap = Se solaparían con tus vacaciones del { $first } al { $last }.
vacation-error-allowance = Estas vacaciones necesitan { $needed ->
    [one] un día
   *[other] { $needed } días
} de { $year }, pero { $left ->
    [0] no queda ninguno
    [one] solo queda uno
   *[other] solo quedan { $left }
} para ese año.
vacation-error-already-started = Estas vacaciones ya han empezado: termínalas antes en su lugar.
vacation-error-not-started = Estas vacaciones aún no han empezado: anúlalas en su lugar.
vacation-error-already-over = Estas vacaciones ya han terminado.
vacation-error-no-such-vacation = No tienes esas vacaciones.
vacation-error-conflict = Una de tus partidas cambió entretanto: inténtalo de nuevo.
