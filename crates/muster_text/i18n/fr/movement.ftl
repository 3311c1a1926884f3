# movement: Français

## The panel (view/panel.rs)
movement-title = Jeu de mouvement sans titre
movement-prompt-choose-start = { $chooser } : placez le premier pion de { $player } sur l'une de ses cases de départ.
movement-prompt-roll-or-discard = { $player } : lancez le dé ou défaussez toute la main.
movement-prompt-rolled = { $player } a obtenu { $value } : { $left ->
        [one] { $left } déplacement restant
       *[other] { $left } déplacements restants
    }. Choisissez une carte et un pion, puis une case verte.
movement-prompt-or-new-token = Ou choisissez la carte à sacrifier et une case de départ jaune pour un nouveau pion.
movement-prompt-no-play = Aucune carte de la main n'amène un pion sur une case libre ce tour-ci (chaque chemin sort du plateau, entre dans une case fermée ou finit sur un pion).
movement-prompt-discards-one = Sans déplacement, une carte est défaussée.
movement-prompt-wins = { $player } gagne.
movement-board-turn = { $board } — tour { $turn }
movement-tokens-home-off = { $home ->
        [one] { $home } arrivé
       *[other] { $home } arrivés
    }, { $off } dehors
movement-deck-discards = Pioche { $deck } · défausse { $discards }
movement-roll = Lancer le dé
movement-discard-hand = Défausser toute la main
movement-discard-card = Défausser la carte choisie
movement-end-turn = Finir le tour

## The hand-over cover and the winner (view/overlays.rs)
movement-cover-turn = À { $player } de jouer — appuyez pour continuer
movement-win = { $player } gagne en { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }
movement-win-home = Les quatre pions sont arrivés. Esc pour le menu.

## The game's log and saves (game.rs, save.rs, registration.rs)
movement-opening = { $scenario } commence. Chaque joueur place le premier pion du joueur d'en face ; { $first } commence.
movement-whereabouts-turn = tour { $turn }, à { $player } de jouer
movement-whereabouts-over = après { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }, la partie est terminée
movement-save-label = { $title }, tour { $turn }
movement-loaded-from = Partie chargée depuis { $path }.

## The menu's words for this ruleset
movement-what-opens = Un plateau s'ouvre pour 2 ou 4 joueurs, chacun humain ou ordinateur : mains visibles, le d3, cartes jouées pion par pion avec les cases permises éclairées, nouveaux pions sur un 3, enregistrer, charger et annuler.
movement-resume-name = le jeu de mouvement
