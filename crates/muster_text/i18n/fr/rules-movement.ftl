# rules-movement: Français

## The cards' names
rules-movement-card-forward = avant
rules-movement-card-left = gauche
rules-movement-card-right = droite
rules-movement-card-forward-left = avant-gauche
rules-movement-card-forward-right = avant-droite
rules-movement-card-backward = arrière
rules-movement-card-backward-left = arrière-gauche
rules-movement-card-backward-right = arrière-droite

## A refused command (error.rs)
rules-movement-error-game-over = la partie est terminée
rules-movement-error-wrong-time = ce n'est pas possible maintenant : { $now }
rules-movement-error-no-card = il n'y a pas de carte à la place { $slot } de votre main
rules-movement-error-no-token = le pion { $token } n'est pas à vous
rules-movement-error-token-off = ce pion n'est pas sur le plateau
rules-movement-error-token-home = ce pion a atteint sa destination et ne peut plus être déplacé
rules-movement-error-too-many-steps = il vous reste { $left ->
        [one] { $left } déplacement
       *[other] { $left } déplacements
    }, et non { $asked }
rules-movement-error-no-steps = une carte déplace un pion d'au moins 1 case
rules-movement-error-blocked = la carte « { $card } » ne peut pas déplacer ce pion de { $steps ->
        [one] { $steps } case
       *[other] { $steps } cases
    } : { $why }
rules-movement-error-cannot-place = impossible de placer un pion sur { $space } : { $why }

## What the turn asks for now (engine.rs)
rules-movement-now-choose-start = mise en place : choisissez la case de départ du premier pion du joueur en face de vous
rules-movement-now-roll-or-discard = choisissez d'abord : lancer le dé ou défausser toute votre main
rules-movement-now-play-or-end = vous avez lancé le dé : jouez des cartes ou terminez le tour
rules-movement-must-end-not-discard = vous avez joué une carte ce tour-ci : terminez plutôt le tour
rules-movement-must-discard-one = vous avez lancé le dé sans rien déplacer : défaussez 1 (et une seule) carte

## Why a token cannot be placed (engine.rs, setup.rs)
rules-movement-refuse-new-token-only-on-3 = un nouveau pion n'entre que sur un 3
rules-movement-refuse-new-token-instead = sur un 3, vous placez un nouveau pion au lieu de vous déplacer, pas en plus
rules-movement-refuse-all-tokens-on = tous vos pions sont sur le plateau
rules-movement-refuse-new-token-own-starts = les nouveaux pions n'entrent que sur les quatre cases de départ devant vous
rules-movement-refuse-start-taken = cette case de départ est occupée
rules-movement-refuse-choose-across = choisissez l'une des quatre cases de départ de { $name } (en face de vous)
rules-movement-refuse-token-there = un pion s'y trouve déjà

## Why a card cannot move a token (moves.rs)
rules-movement-blocked-off-board = le déplacement { $step } sortirait du plateau
rules-movement-blocked-closed = le déplacement { $step } entrerait dans la case fermée { $space }
rules-movement-blocked-side-start = { $space } est une case de départ du joueur à votre gauche ou à votre droite : un pion peut la traverser mais pas s'y arrêter
rules-movement-blocked-taken = { $space } est occupée : un pion peut sauter par-dessus les autres mais pas finir son déplacement sur l'un d'eux

## The log (narrate.rs)
rules-movement-player-fallback = joueur { $player }
rules-movement-log-start-chosen = { $by } place le premier pion de { $player } sur { $space }.
rules-movement-log-rolled-for-first = { $player } obtient { $value } pour jouer en premier.
rules-movement-log-rolled-for-first-d6 = { $player } obtient { $roll } ({ $value }) pour jouer en premier.
rules-movement-log-turn-began = À { $player } de jouer.
rules-movement-log-rolled = { $player } obtient { $value }.
rules-movement-log-rolled-d6 = { $player } obtient { $roll } au d6 : { $value }.
rules-movement-log-hand-discarded = { $player } défausse toute sa main ({ $cards }).
rules-movement-log-card-discarded = { $player } défausse une carte « { $card } ».
rules-movement-log-card-played = { $player } joue « { $card } » : un pion avance de { $steps } de { $from } à { $to }.
rules-movement-log-token-introduced = { $player } fait entrer un nouveau pion en { $space }.
rules-movement-log-token-home = Un pion de { $player } est arrivé : il y reste.
rules-movement-log-deck-reshuffled = { $count ->
    [one] La pioche est épuisée : la { $count } carte défaussée est mélangée pour former une nouvelle pioche.
   *[other] La pioche est épuisée : les { $count } cartes défaussées sont mélangées pour former une nouvelle pioche.
}
rules-movement-log-drew = { $player } pioche { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }.
rules-movement-log-won = { $player } a amené ses quatre pions à destination et gagne.

## The demo's captions: the rule behind each event
rules-movement-caption-set-up = Mise en place : le joueur d'en face place votre premier pion
rules-movement-caption-first-roll = Mise en place : chacun lance le dé ; le plus haut commence
rules-movement-caption-roll = Le tour : lancer le d3, ou défausser toute la main
rules-movement-caption-hand-discarded = Le tour : toute la main défaussée au lieu de lancer
rules-movement-caption-card = Cartes : une carte déplace un pion jusqu'à la valeur du dé, dans une direction
rules-movement-caption-new-token = Sur un 3 : un nouveau pion peut entrer à la place
rules-movement-caption-home = Arrivée : un pion sur une case d'arrivée y reste
rules-movement-caption-reshuffle = Pioche vide : la défausse est mélangée en une nouvelle pioche
rules-movement-caption-win = La victoire : les quatre pions arrivés
