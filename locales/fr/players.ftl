# Profils, classement, recherche d’adversaires, informations personnelles.

nav-leaderboard = Classement
nav-players = Trouver des joueurs
pager-previous = Page précédente
pager-next = Page suivante

rating-unrated = Non classé
rating-provisional = Provisoire : { $rating } ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
})

pool-name-correspondence = Correspondance
pool-name-live = Temps réel
pool-rating-correspondence = Cote par correspondance
pool-rating-live = Cote en temps réel
pool-history-correspondence = Historique de la cote par correspondance
pool-history-live = Historique de la cote en temps réel
profile-record = Victoires : { $win }, nulles : { $draw }, défaites : { $loss } ; en cours : { $playing }
profile-no-result = { $count ->
    [one] 1 partie sans résultat (annulée, ou sans résultat)
   *[other] { $count } parties sans résultat (annulées, ou sans résultat)
}
profile-real-name = Nom
profile-country = Pays
profile-languages = Langues
profile-age = Âge
profile-bio = À propos
profile-challenge = Défier
profile-banned = { $username } est banni de ce site.
profile-edit = Modifier vos informations personnelles
profile-history = Historique de la cote
profile-no-history = Aucune partie classée pour l’instant.
profile-chart-kept = Points creux : parties qui ont laissé le classement inchangé en vertu d’une règle (classements écartés de 400 points ou plus, ou classement établi contre un joueur non classé ou au classement provisoire).
profile-chart-label = Cote sur { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
} : de { $first } à { $last }
profile-recent = Parties récentes
profile-tournaments = Résultats en tournoi
profile-no-tournaments = Aucun tournoi terminé pour l’instant.
profile-tournament-won = Vainqueur
profile-place-swiss = Rang { $rank } sur { $of }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
profile-place-group = Rang { $rank } sur { $of } dans le groupe de la ronde { $round }
profile-archive = Toutes les parties, avec filtres
archive-title = Parties de { $username }
archive-result = Résultat
archive-color = Couleur
archive-kind = Cadence
archive-vs = Adversaire
archive-any = Indifférent
archive-won = Gagnées
archive-lost = Perdues
archive-drawn = Nulles
archive-filter = Afficher les parties
archive-none = Aucune partie terminée ne correspond.
archive-older = Parties plus anciennes

leaderboard-title = Classement
leaderboard-pools = Catégories de cote
leaderboard-help = Les joueurs confirmés (25 parties classées ou plus) de cette catégorie, par cote décroissante.
leaderboard-empty = Personne n’a encore joué 25 parties classées.
leaderboard-games = Parties classées

finder-title = Trouver des adversaires
finder-username = Le nom d’utilisateur commence par
finder-pool = Catégorie de cote
finder-rating-min = Cote à partir de
finder-rating-max = Cote jusqu’à
finder-country = Pays (deux lettres, par ex. FR)
finder-age-min = Âge à partir de
finder-age-max = Âge jusqu’à
finder-language = Parle (code de langue, par ex. fr)
finder-active-days = Actif au cours des … derniers jours
finder-search = Rechercher
finder-none = Personne ne correspond. Essayez des limites plus larges.

personal-title = Informations personnelles
personal-help = Tout ce qui figure ici est facultatif. Ces informations aident les membres à trouver des adversaires avec qui ils ont des points communs, et ne sont visibles que par les membres connectés.
personal-birth-year = Année de naissance
personal-country-hint = Deux lettres (ISO 3166), par ex. FR, BE, CA.
personal-languages-hint = Codes de langue séparés par des virgules, par ex. fr, en.
personal-save = Enregistrer
personal-error-name = Un nom compte au plus { $max } caractères, sur une seule ligne.
personal-error-birth-year = L’année de naissance est une année comprise entre 1900 et { $latest }.
personal-error-country = Un pays s’écrit en deux lettres, par ex. FR.
personal-error-languages = Les langues sont des codes de deux ou trois lettres séparés par des virgules, par ex. fr, en.
personal-error-bio = « À propos » compte au plus { $max } caractères, sans caractères de contrôle.
personal-time-zone = Fuseau horaire
personal-time-zone-hint = Les échéances, les débuts et les dates sont écrits dans ce fuseau horaire sur les pages et dans vos e-mails. Personne d’autre ne le voit.
personal-time-zone-browser = Non choisi : celui de votre navigateur, { $zone }
personal-error-time-zone = « { $zone } » n’est pas un fuseau horaire : choisissez-en un dans la liste.

# Openings (docs/openings.md): the game page's and lists' opening, a
# profile's openings played. Opening names stay in English, as the
# table has them.
game-opening = Ouverture
profile-openings = Ouvertures
profile-openings-white = Avec les Blancs
profile-openings-black = Avec les Noirs
profile-no-openings = Aucune partie terminée avec une ouverture nommée pour l'instant.
profile-openings-games = Parties
profile-openings-won = Gagnées
profile-openings-drawn = Nulles
profile-openings-lost = Perdues
