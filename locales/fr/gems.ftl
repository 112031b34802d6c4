# Gemmes (live-games.md « Gems ») : le solde, le relevé, ce qu’une partie a rapporté.

nav-gems = { $gems ->
    [one] { $gems } gemme
   *[other] { $gems } gemmes
}
gems-title = Mes gemmes
gems-balance = Vous avez { $gems ->
    [one] { $gems } gemme
   *[other] { $gems } gemmes
}.
gems-explained = Les parties en temps réel hors tournoi et hors club font circuler des gemmes : une victoire en rapporte { $standard }, une défaite en coûte { $standard }, une nulle en fait passer de 1 à 10 du joueur qui en a le plus à l’autre, et quitter une partie sans l’accord de votre adversaire coûte { $quit }.
gems-none = Aucun mouvement pour l’instant.
gems-when = Quand
gems-game = Partie
gems-opponent = Adversaire
gems-reason = Motif
gems-amount = Gemmes
gems-balance-after = Solde
gems-older = Mouvements plus anciens
gems-reason-start = Gemmes de départ
gems-reason-win = Victoire
gems-reason-loss = Défaite
gems-reason-draw = Nulle
gems-reason-quit = Vous avez quitté la partie
gems-reason-opponent_quit = Votre adversaire a quitté la partie
gems-reason-correction = Correction
gems-profile = { $gems ->
    [one] { $gems } gemme
   *[other] { $gems } gemmes
}
game-over-gems = Gemmes : { $white } { $white-gems }, { $black } { $black-gems }
challenge-gems = { $gems ->
    [one] { $gems } gemme
   *[other] { $gems } gemmes
}
challenge-club-rating = cote de club { $rating }
challenge-club-rating-title = La cote de club que la partie modifie ; les classements du site et les gemmes ne bougent pas.
challenge-club-ladder = partie d’échelle du club
