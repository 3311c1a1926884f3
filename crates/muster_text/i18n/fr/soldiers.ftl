# soldiers: Français

## The turn panel (play/turn_panel.rs, play/end_phase.rs)
soldiers-title = Soldiers
soldiers-turn-of = Tour { $turn } sur { $last }
soldiers-to-act = À jouer : { $side } ({ $who })
soldiers-sight = Vue
soldiers-sight-hover = L : ligne de vue depuis l'hexagone choisi
soldiers-victory = Victoire
soldiers-computer-playing = L'ordinateur joue…
soldiers-end-deployment = Fin du déploiement
soldiers-end-movement = Fin de la phase de mouvement
soldiers-end-fire-step = Fin de l'étape de tir
soldiers-game-over = La partie est terminée

## The end of the game (play/victory_panel.rs)
soldiers-victory-of = Victoire : { $side }
soldiers-no-victory = Pas de victoire
soldiers-turns-played = { $count ->
        [one] { $count } tour de jeu joué.
       *[other] { $count } tours de jeu joués.
    }
soldiers-back-to-title = Retour au menu principal

## The hand-over cover (play/hand_over.rs)
soldiers-cover-pass-to = Passez au joueur { $side } — appuyez pour continuer

## The Sight tool (play/los_tool.rs)
soldiers-sight-point = Vue : pointez un hexagone pour voir si l'hexagone choisi voit dedans (vert), seulement jusqu'à lui (jaune : tir observé) ou pas du tout (rouge). L éteint l'outil.
soldiers-sight-click = Vue : cliquez sur l'hexagone d'où regarder, puis pointez un autre hexagone. L éteint l'outil.
soldiers-sight-sees-into = { $from } vers { $to } : voit dedans
    { $why }
soldiers-sight-sees-only-to = { $from } vers { $to } : voit seulement jusqu'à lui (tir observé)
    { $why }
soldiers-sight-blocked = { $from } vers { $to } : bloqué
    { $why }

## The hex's units (play/unit_cards.rs)
soldiers-hex = Hexagone { $hex }
soldiers-hex-terrain = Hexagone { $hex } — { $terrain }
soldiers-hex-named = Hexagone { $hex } — { $terrain } { $name }
soldiers-terrain-clear = Terrain dégagé
soldiers-terrain-slope = Pente
soldiers-terrain-crest = Crête
soldiers-terrain-woods = Bois
soldiers-terrain-town = Localité
soldiers-terrain-canal = Canal
soldiers-no-units-seen = Aucune unité visible ici.
soldiers-state-disrupted = désorganisée
soldiers-state-improved = position améliorée
soldiers-state-face-down = retournée
soldiers-state-moved = déplacée
soldiers-state-fired = a tiré
soldiers-state-dismounted = pied à terre
soldiers-recombine = Regrouper
soldiers-dismount = Mettre pied à terre
soldiers-remount = Remonter en selle
soldiers-break-down = Scinder

## Deployment (play/deployment_ui.rs)
soldiers-deploy-trenches-first = Placez d'abord { $count ->
        [one] { $count } marqueur de tranchée
       *[other] { $count } marqueurs de tranchée
    } : cliquez sur des hexagones de leur zone (bordée d'orange). Les unités dans les hexagones de tranchée commencent sans position améliorée.
soldiers-deploy-all-placed = Toutes les unités sont placées : terminez le déploiement.
soldiers-deploy-to-place = { $count ->
        [one] { $count } unité à placer.
       *[other] { $count } unités à placer.
    } Choisissez-en une, puis cliquez sur un hexagone de sa zone (bordée).
soldiers-deploy-unit-zone = { $unit } ({ $count ->
        [one] { $count } hexagone
       *[other] { $count } hexagones
    })
soldiers-deploy-dug-in = La placer retranchée (position améliorée)
soldiers-deploy-dismounted = La placer pied à terre
soldiers-deploy-zone = Zone : { $count ->
        [one] { $count } hexagone
       *[other] { $count } hexagones
    } depuis { $first }
soldiers-deploy-auto = Placer le reste automatiquement

## Movement (play/movement_ui.rs)
soldiers-move-click-unit = Cliquez sur l'une de vos unités (ou sa carte) pour la déplacer.
soldiers-move-cannot = { $unit } ne peut pas se déplacer maintenant.
soldiers-move-reach = { $unit } : { $count ->
        [one] { $count } hexagone
       *[other] { $count } hexagones
    } à portée (vert : peut encore tirer ; orange : retournée, pas de tir).
soldiers-move-to = Vers { $hex } : { $count ->
        [one] { $points } point de mouvement
       *[other] { $points } points de mouvement
    }, { $hexes ->
        [one] { $hexes } hexagone
       *[other] { $hexes } hexagones
    }.
soldiers-move-may-fire = Elle peut encore tirer pendant cette phase de tir.
soldiers-move-face-down = Retournée : elle ne pourra PAS tirer pendant la phase de tir après ce mouvement.
soldiers-move-exit = Sortir de la carte ici
soldiers-improved-heading = Positions améliorées (avant le mouvement)
soldiers-improved-no-rolls = Aucun jet : continuer
soldiers-improved-roll = Lancer
soldiers-improved-leave = { $unit } : quitter
soldiers-improved-dig-in = { $unit } : se retrancher

## Reinforcements (play/reinforcements.rs)
soldiers-reinforcements = Renforts : { $count } peuvent entrer (ou attendre). Choisissez-en un, puis un hexagone qu'il atteint.
soldiers-reinforcement-enters-at = { $unit } (entre en { $entry })

## Fire (play/fire_ui.rs, play/odds.rs, dice_roll.rs)
soldiers-fire-targets = { $count ->
        [one] { $count } hexagone sur lequel vos unités peuvent tirer est bordé de rouge : cliquez dessus.
       *[other] { $count } hexagones sur lesquels vos unités peuvent tirer sont bordés de rouge : cliquez sur l'un d'eux.
    }
soldiers-fire-targets-charge = { $count ->
        [one] { $count } hexagone que vos unités peuvent charger est bordé de rouge : cliquez dessus.
       *[other] { $count } hexagones que vos unités peuvent charger sont bordés de rouge : cliquez sur l'un d'eux.
    }
soldiers-fire-target-seen = Cible { $target } : { $count ->
        [one] { $count } unité vue
       *[other] { $count } unités vues
    }
soldiers-fire-aim-at = Viser :
soldiers-fire-aim-open = à découvert
soldiers-fire-aim-dug-in = retranchées
soldiers-fire-firing = Tireurs :
soldiers-fire-firer-direct = { $unit } : force { $strength }, direct
soldiers-fire-firer-observed = { $unit } : force { $strength }, observé (divisé par deux)
soldiers-column-below = sous 1-2
soldiers-fire-attack-against = Attaque { $attack } contre défense { $defense } : colonne { $column }
soldiers-fire-chances-modified = { $chances } (dé { $modifier })
soldiers-fire-charge = Charger
soldiers-fire-fire = Tirer
soldiers-chances = Éliminée { $eliminated } · Désorganisée { $disrupted } · Sans effet { $no_effect }
soldiers-roll-fire-on = Tir sur { $target } : { $attack } contre { $defense } ({ $column })
soldiers-roll-die = dé { $die } : { $result }
soldiers-roll-die-counts = dé { $die } (compte { $counts }) : { $result }
soldiers-result-no-effect = sans effet
soldiers-result-disrupted = désorganisée
soldiers-result-eliminated = éliminée

## Interdiction (play/interdiction_ui.rs)
soldiers-interdict-first = Placer d'abord l'interdiction (les clics choisissent des hexagones)
soldiers-interdict-firer = { $unit } (jusqu'à { $count ->
        [one] { $count } hexagone
       *[other] { $count } hexagones
    })
soldiers-interdict-hexes = Hexagones : { $hexes }
soldiers-interdict-how = Cochez des tireurs et cliquez sur des hexagones du plateau.
soldiers-interdict = Interdire

## The map, the game's log and saves (board/labels.rs, game.rs, save.rs, registration.rs)
soldiers-hill = Cote { $hill }
soldiers-opening = { $scenario } commence.
soldiers-whereabouts-deploys = { $side } se déploie
soldiers-whereabouts-moves = tour { $turn }, { $side } se déplace
soldiers-whereabouts-fire = tour { $turn }, tir après le mouvement de { $side }
soldiers-whereabouts-over = tour { $turn }, la partie est terminée
soldiers-save-label = { $title }, tour { $turn }
soldiers-loaded-from = Partie chargée depuis { $path }.

## The menu's words for this ruleset
soldiers-what-opens = Un scénario s'ouvre sur la carte à hexagones : déploiement, mouvement et ses coûts, tir avec le rapport avant le dé, au même écran ou contre l'ordinateur (les Russes du jeu solitaire suivent leur doctrine), enregistrer, charger et annuler.
soldiers-resume-name = Soldiers
