# Vakantie (product.md §4): de instellingenpagina, wat tegenstanders zien, de
# e-mail "vakantie loopt af", en waarom een wijziging werd geweigerd.

settings-vacation = Vakantie
settings-vacation-help = Zolang je op vakantie bent, loopt je klok in geen enkele correspondentiepartij.
settings-vacation-manage = Je vakanties plannen of wijzigen

vacation-title = Vakantie
vacation-help = Zolang je op vakantie bent, loopt je klok in geen van je correspondentiepartijen. Je kunt nog steeds inloggen en zetten doen als je wilt.
vacation-allowance = Resterende dagen
vacation-days-left = { $year }: nog { $left ->
    [one] { $left } dag
   *[other] { $left } dagen
} over van { $allowance }
vacation-schedule = Vakantie plannen
vacation-start = Eerste dag
vacation-days = Aantal dagen
vacation-utc = Dagen worden in UTC geteld: een vakantie begint om middernacht UTC (meteen, als ze vandaag begint) en eindigt om middernacht UTC na de laatste dag. Elke vakantiedag telt als een hele dag van het jaar waarin hij valt.
vacation-schedule-submit = Plannen
vacation-list = Je vakanties
vacation-none = Je hebt dit jaar geen vakantie.
vacation-period-heading = Dagen
vacation-status-heading = Status
vacation-actions-heading = Wijzigen
vacation-period = { $first } t/m { $last }
vacation-status-past = voorbij
vacation-status-current = nu
vacation-status-upcoming = gepland
vacation-cancel = Annuleren
vacation-end-now = Nu beëindigen

vacation-away-until = { $username } is op vakantie tot { $until }: de klok van deze speler loopt niet.
vacation-you-away-until = Je bent op vakantie tot { $until }: je klok loopt niet.
vacation-opponent-away = op vakantie tot { $until }

notice-vacation-scheduled = Je vakantie is gepland.
notice-vacation-canceled = Je vakantie is geannuleerd en de dagen zijn weer vrij.
notice-vacation-ended = Je vakantie is voorbij: je klokken lopen weer.

email-options-vacation-ending = De dag waarop mijn vakantie afloopt
email-options-tournament-rounds = als er een ronde van mijn toernooien begint
email-options-club-results = als een clubuitslag op mijn bevestiging (met zwart) of beslissing (als leider) wacht
email-options-club-matches = als mijn club een wedstrijd tegen een andere club speelt: uitnodigingen, open opstellingen, de start
email-options-weekly-summary = een wekelijks overzicht: de partijen die op mij wachten en de uitslagen van de week
email-vacation-ending-subject = Je vakantie loopt af aan het eind van { $last }
email-vacation-ending-body = Je vakantie loopt af om middernacht UTC aan het eind van { $last }. Vanaf dan lopen je klokken weer in al je correspondentiepartijen.
email-vacation-ending-games = Bekijk je partijen

vacation-error-date = Schrijf de eerste dag als JJJJ-MM-DD, bijvoorbeeld 2026-07-01.
vacation-error-no-such-day = { $date } is geen bestaande kalenderdag.
vacation-error-days = Schrijf het aantal dagen als geheel getal, bijvoorbeeld 7.
vacation-error-zero-days = Een vakantie duurt minstens één dag.
vacation-error-past = Een vakantie kan niet in het verleden beginnen: { $start } ligt vóór vandaag, { $today } (UTC).
vacation-error-too-far = Een vakantie begint uiterlijk aan het eind van volgend jaar: { $start } ligt na { $last }.
vacation-error-overlap = Deze vakantie zou overlappen met je vakantie van { $first } t/m { $last }.
vacation-error-allowance = Deze vakantie heeft { $needed ->
    [one] { $needed } dag
   *[other] { $needed } dagen
} van { $year } nodig, maar voor dat jaar { $left ->
    [0] is er geen enkele meer over
    [one] is er nog maar { $left } over
   *[other] zijn er nog maar { $left } over
}.
vacation-error-already-started = Deze vakantie is al begonnen: je kunt haar wel eerder beëindigen.
vacation-error-not-started = Deze vakantie is nog niet begonnen: je kunt haar wel annuleren.
vacation-error-already-over = Deze vakantie is al voorbij.
vacation-error-no-such-vacation = Die vakantie heb je niet.
vacation-error-conflict = Een van je partijen is intussen veranderd: probeer het opnieuw.
