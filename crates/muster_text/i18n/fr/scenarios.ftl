# scenarios: Français

## What is wrong with a scenario file (muster check and the open dialog)
scenarios-no-unit-could-leave-factory-every = aucune unité ne pourrait quitter cette usine : chaque case voisine est hors de la carte ou fermée à toute unité
scenarios-soldiers-has-two-players-found-sides = Soldiers se joue à deux, trouvé { $value0 } camps
scenarios-side-0-or-1-found = un camp vaut 0 ou 1, trouvé { $value0 }
scenarios-side-0-or-1-found-2 = un camp vaut 0 ou 1, trouvé { $side }
scenarios-side-has-no-units = le camp { $side } n'a aucune unité
scenarios-turn-not-game-s-1 = le tour { $turn } n'est pas dans les tours 1 à { $value0 } de la partie
scenarios-side-0-or-1-found-3 = un camp vaut 0 ou 1, trouvé { $value0 }
scenarios-trench-markers = { $value0 } marqueurs de tranchée
scenarios-side-0-or-1-found-4 = un camp vaut 0 ou 1, trouvé { $value0 }
scenarios-side-0-or-1-found-5 = un camp vaut 0 ou 1, trouvé { $side }
scenarios-side-0-or-1-found-6 = un camp vaut 0 ou 1, trouvé { $value0 }
scenarios-no-nation-give-group-or-side = aucune nation : donnez-en une au groupe ou au camp { $side }
scenarios-arrives-turn-outside-game-s-1 = arrive au tour { $turn }, hors des tours 1 à { $turns } de la partie
scenarios-terrain-row-column = terrain ligne { $value0 } colonne { $value1 }
scenarios-not-terrain-letter-plain-f-forest = '{ $letter }' n'est pas une lettre de terrain (. plaine, F forêt, M montagne, R rivière, = route, B pont, ~ mer, C ville, X usine, H QG)
scenarios-skirmish-wars-2-4-players-found = Skirmish Wars se joue de 2 à 4, trouvé { $value0 }
scenarios-already-taken-another-player = { $value0 } est déjà pris par un autre joueur
scenarios-no-co-called = il n'y a pas de CO nommé « { $co } » (il y a { $value0 })
scenarios-terrain-row = terrain ligne { $value0 }
scenarios-row-has-squares-first-row = la ligne a { $value0 } cases et la première ligne { $width }
scenarios-no-player-players-0 = il n'y a pas de joueur { $value0 } (les joueurs vont de 0 à { $value1 })
scenarios-each-player-owns-one-hq-conquest = chaque joueur possède un QG dans une partie de Conquête ; { $player } en possède { $hqs }
scenarios-no-player = il n'y a pas de joueur { $value0 }
scenarios-cities-needed-map-has = { $needed } villes sont nécessaires et la carte en a { $cities }
scenarios-has-no-hexes-map = { $zone } n'a aucun hexagone sur cette carte
scenarios-has-hexes-room-stacking-points-units = { $zone } a { $hexes } hexagones, place pour { $value0 } points d'empilement ; ses unités en demandent { $points }
scenarios-has-hexes-trench-markers = { $value0 } a { $hexes } hexagones pour { $value1 } marqueurs de tranchée
scenarios-no-room-set-up = pas de place pour déployer { $prefix } { $number }
scenarios-table-must-larger-than-0-0 = la table doit dépasser 0 × 0 pouces, trouvé { $value0 } × { $value1 }
scenarios-stand-must-larger-than-0-0 = un socle doit dépasser 0 × 0 pouces, trouvé { $value0 } × { $value1 }
scenarios-primary-time-must-least-15-seconds = le temps de base doit être d'au moins 15 secondes (le plus court mouvement chronométré), trouvé { $value0 }
scenarios-stick-laying-pause-must-0-10 = la pause pour poser la réglette doit être de 0 à 10 secondes, trouvé { $value0 }
scenarios-free-move-battle-has-exactly-two = une bataille Free Move a exactement deux camps, trouvé { $value0 }
scenarios-unit-number-already-used-units-each = le numéro d'unité { $value0 } est déjà utilisé par units[{ $first }] : chaque drapeau a besoin de son propre numéro
scenarios-tray-overlaps = son plateau chevauche { $other }
scenarios-must-between-1-99-found = doit être entre 1 et 99, trouvé { $value0 }
scenarios-off-inch-table = ({ $value0 }, { $value1 }) est hors de la table de { $value2 } × { $value3 } pouces
scenarios-polygon-needs-least-3-points-found = un Polygon demande au moins 3 points, trouvé { $value0 }
scenarios-path-needs-least-2-points-found = un Path demande au moins 2 points, trouvé { $value0 }
scenarios-path-s-width-must-above-0 = la largeur d'un Path doit dépasser 0, trouvé { $width }
scenarios-circle-s-radius-must-above-0 = le rayon d'un Circle doit dépasser 0, trouvé { $radius }
scenarios-game-2-or-4-players-found = le jeu se joue à 2 ou 4, trouvé { $value0 }
scenarios-conquest-won-capturing-hq-only-foot = la Conquête se gagne en capturant un QG et seuls les fantassins capturent, mais aucun fantassin ne peut aller du QG de { $value0 } ici au QG de { $value1 } en { $value2 }
scenarios-has-no-units-no-factory-they = { $value0 } n'a ni unité ni usine : ce joueur ne pourrait jamais agir
scenarios-tile-least-2-squares-side-not = une tuile fait au moins 2 cases de côté, pas { $value0 }
scenarios-two-tiles-called = deux tuiles s'appellent « { $tile } »
scenarios-has-rows-tile-has = { $tile } a { $value1 } lignes ; une tuile en a { $size }
scenarios-row-has-squares-tile-has = { $tile } ligne { $value1 } a { $value2 } cases ; une tuile en a { $size }
scenarios-not-terrain-letter = { $place } : '{ $letter }' n'est pas une lettre de terrain
scenarios-placed-square-2-1-not-printed = { $place } : { $value0 } se pose sur une case (2.1), sans être imprimé sur une tuile
scenarios-cannot-read-file = { $file } : impossible de lire le fichier : { $reason }

## A saved game or replay that does not replay
scenarios-replay-refused = son ordre { $index } (sur { $total }) est refusé : { $why }
scenarios-replay-diverged = ses { $total } ordres mènent à une autre position que celle enregistrée (première différence vers : { $near })
