# walkthrough: Français

## The walkthrough panel
walkthrough-panel-title = Visite guidée
walkthrough-skip-step = Passer l'étape
walkthrough-start-again = Recommencer
walkthrough-leave = Quitter
walkthrough-about = À propos de la visite
walkthrough-step-of = Étape { $step } sur { $count } : { $title }
walkthrough-not-allowed-here = Interdit : { $why }
walkthrough-every-step-done = Toutes les étapes faites : la vraie partie
walkthrough-every-step-done-skipped = Toutes les étapes faites ({ $count ->
        [one] { $count } passée
       *[other] { $count } passées
    }) : la vraie partie
walkthrough-done = ✔ Fait : { $step }
walkthrough-refused = ✖ Interdit
walkthrough-cannot-open = La visite guidée de { $ruleset } ne peut pas s'ouvrir : { $error }

## The demo
walkthrough-demo-take-over = DÉMO  ·  appuyez sur une touche ou touchez l'écran pour jouer
walkthrough-demo-no-scenarios = La démo n'a trouvé aucun scénario { $ruleset }.
walkthrough-demo-skips = La démo passe { $file } : { $error }
walkthrough-demo-offer-title = Reprendre cette partie ?
walkthrough-demo-offer-explain = L'ordinateur joue les deux camps pour montrer les règles.
walkthrough-demo-play-ourselves = Jouer cette partie nous-mêmes
walkthrough-demo-keep-watching = Continuer à regarder
walkthrough-demo-leave = Quitter la démo

## A walkthrough file's problems (muster check)
walkthrough-file-wrong-ruleset = est un scénario { $scenario } ; cette visite guidée enseigne { $ruleset }
walkthrough-file-no-such-seat = la place { $seat } n'existe pas : le scénario a { $seats } places (0 à { $last })
walkthrough-file-no-steps = une visite guidée a besoin d'au moins une étape
walkthrough-file-no-event = nommez au moins un événement qui termine l'étape
walkthrough-file-unknown-event = { $event } n'est pas un événement de { $ruleset } : attendu l'un de { $known }
