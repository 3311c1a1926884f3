# menu: Français

## The settings page
menu-settings-title = Paramètres
menu-settings-fullscreen = Plein écran (F11)
menu-settings-ui-scale = Taille de l'interface
menu-settings-ui-scale-hint = À augmenter pour un grand écran vu de loin.
menu-settings-volume = Volume
menu-settings-ring-the-bell = Faire sonner la cloche
menu-settings-colour-blind-safe = Couleurs des camps adaptées aux daltoniens
menu-settings-second-mouse = Une deuxième souris pour le joueur 2
menu-settings-swap-mice = Échanger les deux souris
menu-settings-saved-to = Enregistré dans { $file }. Touches : bindings.ron dans le même dossier.

## The title menu
menu-title-tagline = Des wargames pour la soirée du club : une table, deux joueurs, un compte à rebours.
menu-title-watch-demo = Voir une démo
menu-title-watch-demo-hint = L'ordinateur joue chaque règle du jeu, pour une soirée de club : plein écran, sous-titres nommant chaque règle ; une touche quelconque vous cède la partie
menu-title-join = Rejoindre une partie…
menu-title-join-hint = Jouer une partie hébergée sur une autre machine : son adresse, ou un hôte récent
menu-title-saved-games = Parties enregistrées et relectures
menu-title-saved-games-hint = Reprendre une partie enregistrée, ou la regarder depuis son premier ordre
menu-title-settings = Paramètres
menu-title-controls = Commandes
menu-title-quit = Quitter

## A mode's page: its scenarios, learn, watch, host
menu-picker-wrong-folder = ceci est un scénario { $ruleset } dans le dossier { $folder }
menu-picker-not-built-in = Non inclus dans cet exemplaire de Muster.
menu-picker-scenarios-in = Scénarios dans { $folder }
menu-picker-no-scenarios = Pas encore de fichiers de scénario.
menu-picker-open-companion = Ouvrir le compagnon
menu-picker-rules-reference = Référence des règles
menu-picker-host = Héberger…
menu-picker-host-hint = L'héberger pour des joueurs sur d'autres machines : le salon s'ouvre
menu-picker-learn = Apprendre en jouant
menu-picker-learn-hint = Apprendre les règles en jouant : une courte partie guidée avec les vraies règles, puis une petite partie contre l'ordinateur
menu-picker-watch-demo = Voir une démo
menu-picker-watch-demo-hint = L'ordinateur joue cette règle du jeu en plein écran, avec des sous-titres nommant chaque règle ; une touche quelconque vous propose la partie

## The pause menu
menu-pause-title = Pause
menu-pause-resume = Reprendre ({ $key })
menu-pause-save = Enregistrer la partie
menu-pause-save-hint = L'enregistrement rapide : un par partie, remplacé à chaque fois
menu-pause-load = Charger la partie enregistrée
menu-pause-load-hint = L'enregistrement rapide ; les enregistrements nommés sont dans « Parties enregistrées » du menu principal
menu-pause-save-as = Enregistrer sous…
menu-pause-save-as-hint = Un enregistrement à part, sous un nom de votre choix, à côté de l'enregistrement rapide
menu-pause-replay = Voir la relecture de cette partie
menu-pause-replay-hint = Depuis le premier ordre : en avant, en arrière, à toute vitesse
menu-pause-quit-to-title = Retour au menu principal
menu-title-resume = Reprendre { $game } : { $label }

## Saved games and replays
menu-back-esc = Retour (Esc)
menu-saved-intro = Reprendre une partie enregistrée, ou la regarder depuis son premier ordre : en avant, en arrière, à toute vitesse, et reprendre la main à tout moment.
menu-saved-none-yet = Aucune partie enregistrée pour l'instant : « Enregistrer la partie » se trouve dans le menu pause (Esc) de chaque partie.
menu-saved-kind-quick = enregistrement rapide
menu-saved-kind-autosave = sauvegarde automatique
menu-saved-kind-named-at = enregistrée le { $when }
menu-saved-kind-named = enregistrée
menu-saved-delete-ask = Supprimer « { $name } » définitivement ?
menu-saved-delete-it = Supprimer
menu-saved-keep-it = Garder
menu-saved-play-on = Reprendre
menu-saved-watch-replay = Relecture
menu-saved-delete = Supprimer…
menu-saved-damaged = Une partie enregistrée n'a pas pu être lue : { $problem }.
menu-saved-no-such-save = Il n'y a pas d'enregistrement nommé « { $name } ».
menu-saved-deleted = Enregistrement « { $name } » supprimé.
menu-saved-not-deleted = L'enregistrement « { $name } » n'a pas pu être supprimé ({ $file }) : { $error }
menu-saved-none-in-build = { $ruleset } n'a pas d'enregistrements dans cette version.
menu-no-ruleset-plays = { $file } : aucune règle du jeu de cette version ne joue ce scénario

## Save as…
menu-save-as-default-name = Ma partie
menu-save-as-replace-ask = Il existe déjà un enregistrement nommé « { $name } ». Le remplacer par cette partie ?
menu-save-as-replace-it = Remplacer
menu-save-as-another-name = Choisir un autre nom
menu-save-as-name-it = Nommez cet enregistrement. L'enregistrement rapide (Enregistrer la partie) reste tel quel.
menu-save-as-save = Enregistrer
menu-save-as-cancel = Annuler

## A new game over an unfinished one
menu-replace-title = Une partie inachevée
menu-replace-explain = Vous avez une partie inachevée de { $ruleset } : { $unfinished }. Commencer « { $title } » la remplace : « Reprendre » du menu principal proposera alors la nouvelle partie. (Une partie enregistrée avec « Enregistrer la partie » est conservée.)
menu-replace-start = Commencer { $title }
menu-replace-resume = Reprendre { $unfinished }

## Joining a game on another machine
menu-join-title = Rejoindre une partie sur une autre machine
menu-join-address = L'adresse de l'hôte, telle que son salon l'affiche (ajoutez :port s'il n'est pas 5757) :
menu-join-join = Rejoindre
menu-join-recent = Hôtes récents

## The rules reference
menu-rules-title = { $ruleset } : référence des règles
menu-rules-quoted-in-english = Les règles sont citées en anglais, telles qu'imprimées.

## The controls page
menu-controls-zoom = Zoom
menu-controls-zoom-how = molette, + / −, pincement à deux doigts
menu-controls-pan = Déplacer la vue
menu-controls-pan-how = glisser avec le bouton du milieu, W A S D, glisser à deux doigts
menu-controls-fit-table = Voir toute la table
menu-controls-fit-table-how = Début (Home)
menu-controls-pause = Pause / retour
menu-controls-fullscreen = Plein écran
menu-controls-fullscreen-how = F11
menu-controls-touch = Toucher
menu-controls-touch-how = un doigt agit pour le camp dont il saisit la pièce
menu-controls-move-cursor = Déplacer le curseur
menu-controls-grab-drop = Saisir / poser
menu-controls-hold-to-grab = Maintenir pour saisir
menu-controls-ready = Prêt
menu-controls-call-time = Temps !
menu-controls-cancel = Annuler
menu-controls-turn-left = Tourner à gauche
menu-controls-turn-right = Tourner à droite
menu-controls-pointer = Pointeur
menu-controls-pointer-how = { $pointer } : { $how }
menu-controls-left-button-grabs = le bouton gauche saisit
menu-controls-stick-and-buttons = stick et boutons ci-dessous
menu-controls-keys-below = touches ci-dessous
menu-controls-gamepads-note = Manettes : la première branchée joue pour le joueur 2, la deuxième pour le joueur 1. Une deuxième souris, là où le système distingue les souris, peut être celle du joueur 2 : activez-la dans les Paramètres, puis cliquez avec. Touches modifiables dans { $file }.

## The controls page: its title and the grid boards by keyboard
menu-controls-title = Commandes
menu-controls-grid-boards = Les plateaux au clavier
menu-controls-board-cursor = Curseur du plateau
menu-controls-board-cursor-how = flèches (hexagones : gauche / droite le long de la ligne, haut / bas le long de la colonne)
menu-controls-act-on-cell = Agir sur sa case
menu-controls-act-on-cell-how = Entrée ou Espace, comme un clic à cet endroit
menu-controls-drop-selection = Abandonner la sélection
menu-controls-drop-selection-how = Échap
menu-controls-end-turn = Finir le tour ou la phase
menu-controls-end-turn-how = E
menu-controls-panel-buttons = Boutons du panneau
menu-controls-panel-buttons-how = Tab, puis Entrée ou Espace ; Échap pour revenir au plateau
menu-controls-soldiers = Soldiers
menu-controls-soldiers-how = F tirer ou charger, P placer le reste, U annuler, L ligne de vue
menu-controls-skirmish = Skirmish Wars
menu-controls-skirmish-how = Q attendre, C capturer, Retour arrière annuler
menu-controls-movement = Jeu de mouvement
menu-controls-movement-how = 1–9 choisir une carte, R lancer, D la défausser, H défausser la main
