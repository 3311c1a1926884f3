# cli: Français

## muster check
cli-check-walkthrough = { $title } : visite guidée, { $count ->
        [one] { $count } étape
       *[other] { $count } étapes
    } ({ $ruleset })
cli-check-roster = { $name } : feuille d'effectifs, { $count ->
        [one] { $count } unité
       *[other] { $count } unités
    }
cli-check-summary = { $files ->
        [one] { $files } fichier vérifié
       *[other] { $files } fichiers vérifiés
    }, { $failures } avec des erreurs
cli-cannot-read-file = { $file } : impossible de lire le fichier : { $error }

## A damaged file set aside (files.rs)
cli-file-kept-as = { " " }(le fichier est conservé sous { $file })

## muster simulate and muster tournament
cli-list-and = { $rest } et { $last }
cli-no-ruleset = aucune règle du jeu
cli-simulate-refused = { $file } : simulate joue { $offered } ; ceci est { $ruleset }
cli-tournament-no-level = pas de niveau { $name } : attendu recruit, veteran ou general
cli-tournament-games-at-least-one = --games doit valoir au moins 1
cli-tournament-not-a-scenario-of = pas un scénario { $ruleset }
cli-tournament-refused = les tournois jouent { $offered } ; ceci est { $title }

## muster balance
cli-balance-heading = muster balance { $target } : { $games } parties par scénario depuis la graine { $seed }, le Général à chaque place
cli-balance-no-stage = aucun état de vérification de l'équilibre { $name } : attendu running ou report

## muster tournament's progress (stderr)
cli-tournament-starting = { $total ->
        [one] une partie à jouer
        *[other] { $total } parties à jouer
    } sur { $threads ->
        [one] un fil
        *[other] { $threads } fils
    }; la progression suit à mesure que les parties finissent
cli-tournament-progress = { $done ->
        [one] { $done } partie jouée
        *[other] { $done } parties jouées
    } sur { $total }, { $elapsed } écoulées, encore { $left } environ
cli-tournament-pairing-done = { $high } contre { $low } sur { $scenario } : { $games ->
        [one] sa partie est jouée
        *[other] ses { $games } parties sont jouées
    }
cli-tournament-table-so-far = Le tableau jusqu'ici :
cli-tournament-level-recruit = Recrue
cli-tournament-level-veteran = Vétéran
cli-tournament-level-general = Général
cli-tournament-seconds = { $seconds } s
cli-tournament-minutes = { $minutes } min { $seconds } s
cli-tournament-hours = { $hours } h { $minutes } min
