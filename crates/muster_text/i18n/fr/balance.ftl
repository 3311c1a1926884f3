## balance: Check balance: the General against the General on a scenario
balance-verdict-favours = Bien plus de victoires pour { $seat } : { $wins } des { $decided } parties décidées
balance-verdict-balanced = Aucun camp ne gagne bien plus souvent
balance-verdict-mostly-drawn = Surtout des nulles : seulement { $decided } parties décidées sur { $games }, trop peu pour juger
balance-verdict-too-few = Trop peu de parties décidées pour juger ({ $decided })
balance-rule = « Bien plus de victoires » : au moins 70 % des parties décidées (35 % à quatre places), et plus qu'une part égale même au bas de l'intervalle à 95 %.
balance-share = { $share } % (95 % : { $low }–{ $high } %)
balance-share-none = aucune partie décidée
balance-length-game-turns = { $mean } tours de jeu
balance-length-days = { $mean } jours
balance-length-turns = { $mean } tours
balance-length-timed-moves = { $mean } mouvements chronométrés
balance-games-cancelled = { $played } sur { $asked } (annulé)
balance-games-played = { $count }
balance-draws = { $count ->
    [one] 1 nulle
   *[other] { $count } nulles
}
balance-table-scenario = Scénario
balance-table-games = Parties
balance-table-wins = Victoires
balance-table-shares = Part des parties décidées
balance-table-mean-length = Durée moyenne
balance-table-verdict = Verdict
balance-heading = Vérifier l'équilibre
balance-explained = Le Général joue chaque camp, partie après partie : un camp gagne-t-il bien plus souvent ?
balance-games = Parties
balance-check = Vérifier l'équilibre
balance-check-hover = Faire jouer le Général contre le Général sur ce scénario tel qu'il est maintenant, le nombre de parties choisi, et compter les victoires de chaque camp.
balance-progress = { $done } parties sur { $games }
balance-cancel = Annuler
balance-cancelling = Annulation : les parties en cours se terminent…
balance-seat-wins = { $seat } : { $count ->
    [one] 1 victoire
   *[other] { $count } victoires
}
balance-draws-label = Nulles
balance-games-label = Parties jouées
balance-mean-length-label = Durée moyenne
balance-error-no-games = Vérifier au moins une partie.
balance-error-no-engine = La vérification de l'équilibre ne sait pas jouer les scénarios { $ruleset }.
balance-error-problem = Le scénario ne peut pas encore être joué : { $place } : { $message }
balance-error-game-failed = Une partie a échoué (graine { $seed }) : { $why }
