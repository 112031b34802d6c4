# Vacanze (product.md §4): la pagina delle impostazioni, cosa vedono gli
# avversari, l'email di "fine vacanza" e il motivo di un rifiuto.

settings-vacation = Vacanze
settings-vacation-help = Mentre sei in vacanza, i tuoi orologi non scorrono in nessuna partita per corrispondenza.
settings-vacation-manage = Programma o modifica le tue vacanze

vacation-title = Vacanze
vacation-help = Mentre sei in vacanza, i tuoi orologi non scorrono in nessuna delle tue partite per corrispondenza. Puoi comunque accedere e muovere, se vuoi.
vacation-allowance = Giorni rimasti
vacation-days-left = { $year }: { $left ->
    [one] resta { $left } giorno
   *[other] restano { $left } giorni
} su { $allowance }
vacation-schedule = Programma una vacanza
vacation-start = Primo giorno
vacation-days = Numero di giorni
vacation-utc = I giorni sono contati in UTC: una vacanza inizia a mezzanotte UTC (subito, se inizia oggi) e finisce alla mezzanotte UTC dopo il suo ultimo giorno. Ogni suo giorno conta come un giorno intero dell'anno in cui cade.
vacation-schedule-submit = Programma
vacation-list = Le tue vacanze
vacation-none = Non hai vacanze quest'anno.
vacation-period-heading = Giorni
vacation-status-heading = Stato
vacation-actions-heading = Modifica
vacation-period = dal { $first } al { $last }
vacation-status-past = conclusa
vacation-status-current = in corso
vacation-status-upcoming = in programma
vacation-cancel = Annulla
vacation-end-now = Terminala ora

vacation-away-until = { $username } è in vacanza fino al { $until }: il suo orologio non scorre.
vacation-you-away-until = Sei in vacanza fino al { $until }: il tuo orologio non scorre.
vacation-opponent-away = in vacanza fino al { $until }

notice-vacation-scheduled = La tua vacanza è programmata.
notice-vacation-canceled = La tua vacanza è annullata e i suoi giorni sono di nuovo disponibili.
notice-vacation-ended = La tua vacanza è finita: i tuoi orologi scorrono di nuovo.

email-options-vacation-ending = Il giorno in cui finisce la mia vacanza
email-options-tournament-rounds = quando inizia un turno dei miei tornei
email-options-club-results = quando un risultato del club aspetta la mia conferma (col Nero) o la mia decisione (da direttore)
email-options-club-matches = quando il mio club gioca un incontro contro un altro club: inviti, iscrizioni aperte, l'inizio
email-options-weekly-summary = un riepilogo settimanale: le partite in cui tocca a me e i risultati della settimana
email-vacation-ending-subject = La tua vacanza finisce al termine del { $last }
email-vacation-ending-body = La tua vacanza finisce a mezzanotte UTC, al termine del { $last }. Da quel momento i tuoi orologi tornano a scorrere in tutte le tue partite per corrispondenza.
email-vacation-ending-games = Vedi le tue partite

vacation-error-date = Scrivi il primo giorno nel formato AAAA-MM-GG, per esempio 2026-07-01.
vacation-error-no-such-day = { $date } non è un giorno del calendario.
vacation-error-days = Scrivi il numero di giorni come numero intero, per esempio 7.
vacation-error-zero-days = Una vacanza dura almeno un giorno.
vacation-error-past = Una vacanza non può iniziare nel passato: { $start } è prima di oggi, { $today } (UTC).
vacation-error-too-far = Una vacanza inizia al più tardi entro la fine del prossimo anno: { $start } è dopo il { $last }.
vacation-error-overlap = Si sovrapporrebbe alla tua vacanza dal { $first } al { $last }.
vacation-error-allowance = Questa vacanza richiede { $needed ->
    [one] { $needed } giorno
   *[other] { $needed } giorni
} del { $year }, ma { $left ->
    [0] non ne resta nessuno
    [one] ne resta solo { $left }
   *[other] ne restano solo { $left }
} per quell'anno.
vacation-error-already-started = Questa vacanza è già iniziata: terminala in anticipo.
vacation-error-not-started = Questa vacanza non è ancora iniziata: annullala.
vacation-error-already-over = Questa vacanza è già finita.
vacation-error-no-such-vacation = Non hai questa vacanza.
vacation-error-conflict = Nel frattempo una delle tue partite è cambiata: riprova.
