# free-move: Français

## The clock bar (panels/game_panel.rs)
free-move-now-deployment = Placez vos socles dans votre zone de déploiement, puis appuyez sur Prêt.
free-move-now-deployment-more = Faites glisser vos socles n'importe où dans votre zone de déploiement ombrée ; tournez-les depuis le tiroir Ordres. Appuyez sur Prêt à votre bout de cette barre quand vous êtes prêt.
free-move-now-moving = Bougez ! Glissez un socle : sa réglette mesure.
free-move-now-moving-more = Saisissez un socle et faites-le glisser : chaque glissé est une mesure, jusqu'à sa longueur de mouvement, et la réglette marque une pause entre les mesures. Appuyez sur Temps ! pour arrêter le mouvement plus tôt.
free-move-now-time-called = Temps ! a été demandé : aucun combat avant que ce mouvement soit joué.
free-move-now-time-called-more = Le temps a été demandé : aucun combat avant que ce mouvement chronométré soit joué. Appuyez sur Prêt quand la situation est éclaircie.
free-move-now-before-countdown = Les deux joueurs appuient sur Prêt pour lancer le compte à rebours.
free-move-now-before-countdown-more = Le compte à rebours commence quand les deux joueurs ont appuyé sur Prêt à leur bout de cette barre ; sa durée vient du facteur temps (survolez l'horloge).
free-move-now-rearrangement = Redressez vos lignes : de côté et en arrière seulement, hors mêlée et hors portée de tir. Puis Terminé.
free-move-now-rearrangement-more = Redressez vos lignes : de côté et en arrière seulement, hors mêlée et hors de portée du tir ennemi. Annuler reprend le regroupement ; appuyez sur Terminé une fois fini.
free-move-now-missile-fire = Cliquez sur une de vos unités de tir, puis sur sa cible. Terminé quand toutes ont visé.
free-move-now-missile-fire-more = Tir : cliquez sur une de vos unités de tir, puis sur l'ennemi qu'elle vise (sa portée s'affiche). Appuyez sur Terminé quand toutes ont visé.
free-move-now-pull-out = Chaque camp peut se retirer d'une mêlée du premier mouvement (en perdant 20 %). Terminé pour combattre.
free-move-now-pull-out-more = Après une mêlée du premier mouvement, chaque camp peut se retirer : il perd 20 % de ses points et recule de 4 mouvements. Appuyez sur Terminé pour continuer le combat.
free-move-now-bonus-moves = Les vainqueurs d'une mêlée font chacun un mouvement bonus ; une mêlée qu'il engage se livre aussitôt.
free-move-now-bonus-moves-more = Les vainqueurs d'une mêlée font chacun un mouvement bonus ; toute mêlée qu'il engage se livre aussitôt. Appuyez sur Terminé une fois fini.
free-move-now-over = La bataille est terminée.
free-move-seat-human = Humain
free-move-seat-computer = Ordinateur : { $level }
free-move-time = Temps !
free-move-ready = Prêt
free-move-ready-done = Prêt ✔
free-move-done = Terminé
free-move-done-done = Terminé ✔
free-move-undo = Annuler
free-move-orders = Ordres
free-move-roster = Effectifs
free-move-pull-out-why = Se retirer de la mêlée : ce camp y perd 20 % de ses points et recule de 4 mouvements. Terminé continue le combat.
free-move-pull-out = Se retirer
free-move-pull-out-one-why = Mêlée { $melee }. { $why }
free-move-pull-out-menu = Se retirer ▾
free-move-melee-numbered = Mêlée { $melee }
free-move-clock-title = Mouvement { $number } · { $phase }
free-move-log = Journal
free-move-review = Revoir
free-move-review-hover = Revoir pas à pas le dernier combat
free-move-orders-title = { $side } : ordres
free-move-played-by = Joué par
free-move-empty-drag = Table vide :
free-move-empty-drag-tape = mètre
free-move-empty-drag-box = cadre

## A stand's orders (hands/orders.rs)
free-move-orders-unit = Unité { $number } · { $kind } · { $points }/{ $starting } · { $state }
free-move-orders-column = Colonne
free-move-orders-line = Ligne
free-move-orders-fire-and-charge = Fire and Charge
free-move-orders-give-up-square = Rompre le carré
free-move-orders-form-square = Former le carré
free-move-orders-fire-and-charge-called = Fire and Charge annoncé : javelots, puis droit dans la mêlée.

## A side's roster drawer (panels/roster_panel.rs)
free-move-roster-title = { $side } : effectifs
free-move-roster-totals = { $points }/{ $starting_points } points · { $stands ->
        [one] { $stands } socle
       *[other] { $stands } socles
    } sur { $starting_stands }
free-move-roster-number = N°
free-move-roster-type = Type
free-move-roster-points = Pts
free-move-roster-kills = Pertes
free-move-roster-state = État

## The end of the battle (panels/victory_panel.rs)
free-move-chart-timed-move = Mouvement chronométré
free-move-chart-points = Points
free-move-victory-headline = Victoire : { $side }
free-move-victory-drawn = Bataille nulle
free-move-victory-details = Détails
free-move-victory-title-menu = Menu principal
free-move-victory-moves-played = { $count ->
        [one] { $count } mouvement chronométré joué.
       *[other] { $count } mouvements chronométrés joués.
    }
free-move-victory-side-totals = { $side } : { $points } points restants sur { $starting }, { $lost ->
        [one] { $lost } socle anéanti
       *[other] { $lost } socles anéantis
    }
free-move-victory-chart-heading = Points au début de chaque mouvement chronométré :
free-move-victory-back-to-title = Retour au menu principal

## The combat review strip (panels/combat_review/strip.rs)
free-move-review-back = Étape précédente
free-move-review-next = Étape suivante
free-move-review-close = Fermer la revue (Revoir, dans la barre de l’horloge, la rouvre)
free-move-review-combat = Combat

## The combat log (panels/combat_log.rs)
free-move-log-title = Journal des combats
free-move-log-unit-typed = { $side } { $number } ({ $kind })
free-move-log-unit = { $side } { $number }
free-move-log-cause-missile-fire = tir
free-move-log-cause-missile-men-volley = salve des tireurs
free-move-log-cause-fire-and-charge = javelots de Fire and Charge
free-move-log-cause-return-fire = tir de riposte
free-move-log-cause-shock = choc
free-move-log-cause-melee-defeat = défaite en mêlée
free-move-log-cause-melee-victory = prix de la victoire
free-move-log-cause-pull-out = retrait
free-move-log-timed-move = — Mouvement chronométré { $number } : { $reason }
free-move-log-bell = La cloche : tout mouvement cesse.
free-move-log-time-called = { $side } demande le temps ! Aucun combat avant un autre mouvement chronométré (règle 6).
free-move-log-contact = { $mover } touche { $struck } : les deux sont bloqués en mêlée.
free-move-log-fire-and-charge = { $unit } annonce Fire and Charge.
free-move-log-square-formed = { $side } forme un carré de { $count ->
        [one] { $count } socle
       *[other] { $count } socles
    }.
free-move-log-square-broken = Un carré est rompu : { $reason }.
free-move-log-casualties = { $unit } perd { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $cause }).
free-move-log-removed = { $unit } est anéantie.
free-move-log-melee-round = ⚔ Mêlée { $melee }, round { $round } : { $explanation }
free-move-log-melee-won = La mêlée { $melee } est terminée : { $side } l'emporte.
free-move-log-melee-over = La mêlée { $melee } est terminée.
free-move-log-pulled-out = { $side } se retire de la mêlée { $melee }.
free-move-log-retires-defeated = { $unit } recule de { $moves ->
        [one] { $moves } mouvement
       *[other] { $moves } mouvements
    } (vaincue).
free-move-log-retires-pulling-out = { $unit } recule de { $moves ->
        [one] { $moves } mouvement
       *[other] { $moves } mouvements
    } (retrait).
free-move-log-retires-still-shaken = { $unit } recule de { $moves ->
        [one] { $moves } mouvement
       *[other] { $moves } mouvements
    } (moral toujours mauvais).
free-move-log-morale = { $unit } est désormais { $morale }.
free-move-log-bonus-move = { $unit } a un mouvement bonus.

## Undo, saves, network and resuming (undo.rs, registration.rs, replay.rs, network/, game.rs)
free-move-undo-only-rearrangement = Annuler ne vaut que pour le regroupement après la cloche.
free-move-undo-side-done = { $side } a terminé son regroupement.
free-move-undo-nothing = { $side } n'a aucun mouvement de regroupement à annuler.
free-move-undo-depends = Ce mouvement ne peut pas être annulé : un mouvement ultérieur en dépend ({ $error }).
free-move-whereabouts-move = mouvement { $number }
free-move-whereabouts-move-phase = mouvement { $number }, { $phase }
free-move-save-other-version = { $file } a été écrit par une autre version de Muster (version de sauvegarde { $version }, celle-ci lit la { $reads }) ; il a été laissé tel quel
free-move-save-label = { $title }, mouvement { $number }
free-move-network-no-undo = Dans une bataille en réseau, les mouvements du regroupement sont définitifs : pas d'annulation.
free-move-network-replay-stops = La bataille ne se rejoue pas à l'ordre { $index } : { $why }
free-move-network-does-not-open = La bataille en réseau ne s'ouvre pas ici : { $why }
free-move-network-ready-not-sent = Prêt n'a pas été envoyé : { $error }
free-move-resume-replays-only-to = La bataille enregistrée ne se rejoue que jusqu'à son ordre { $index } ({ $error }) ; elle reprend à partir de là.

## The menu's words for this ruleset
free-move-what-opens = Un scénario s'ouvre sur sa table pour deux joueurs : déploiement, mouvement chronométré contre le compte à rebours, combat, feuilles d'effectifs et victoire.
free-move-resume-name = la bataille
