## editor-movement: the movement game's board editor
editor-movement-board-and-rows = le fichier nomme le plateau fourni « { $board } » et en dessine un dans ses lignes : n'en garder qu'un
editor-movement-side-south = Sud
editor-movement-side-west = Ouest
editor-movement-side-north = Nord
editor-movement-side-east = Est
editor-movement-place-row = ligne { $row }
editor-movement-place-board = le plateau
editor-movement-problem-row-length = la ligne { $row } a { $found } cases et la première { $first }
editor-movement-problem-not-a-space = « { $letter } » n'est pas une case (. ouverte, # fermée, N E S W cases de départ)
editor-movement-problem-size = le plateau fait { $width } × { $height } : un plateau a de { $least } à { $most } cases de côté
editor-movement-problem-start-count = { $found ->
        [0] aucune case de départ
        [one] une case de départ
       *[other] { $found } cases de départ
    } : chaque côté en a quatre (« l'une de vos quatre cases de départ »)
editor-movement-problem-start-off-edge = la case de départ { $at } de { $side } n'est pas sur le bord de { $side } (« les quatre devant vous »)
editor-movement-problem-unreachable = { $side } ne peut atteindre { $goal } de { $across } depuis { $from } : les pions « ne peuvent ni entrer dans une case fermée (plus sombre) ni la traverser », et gagne qui a ses quatre pions sur les cases de départ d'en face
editor-movement-new-name = Nouveau plateau
editor-movement-own-button = Créer un plateau
editor-movement-own-button-hover = L'éditeur de plateaux : un plateau propre au club, ses cases fermées et les quatre cases de départ de chaque côté, vérifié au fur et à mesure
editor-movement-opened = « { $name } » ouvert depuis { $path }
editor-movement-not-opened = { $why } Le plateau à l'écran est conservé.
editor-movement-unreadable = { $file } n'a pas pu être lu : { $why }.
editor-movement-too-large = le fichier fait { $bytes } octets, bien plus qu'un plateau
editor-movement-not-a-board = { $file } est un scénario de { $ruleset }, pas un plateau du jeu de mouvement.
editor-movement-saved = « { $name } » enregistré : { $path }
editor-movement-heading = Créer un plateau
editor-movement-name = Nom
editor-movement-not-ready = Le plateau a des problèmes : ils sont listés dessous
editor-movement-play = Jouer
editor-movement-play-hover = Jouer ce plateau maintenant (il est gardé parmi les plateaux joués ; Enregistrer le met sur la page)
editor-movement-save = Enregistrer
editor-movement-save-hover = Enregistrer le plateau dans les scénarios du club : la page du jeu de mouvement le liste
editor-movement-undo = Annuler le dernier
editor-movement-undo-hover = Annuler la dernière modification (Ctrl+Z)
editor-movement-redo = Rétablir
editor-movement-redo-hover = Rétablir ce qui a été annulé (Ctrl+Y)
editor-movement-back = Retour
editor-movement-brush = Pinceau
editor-movement-brush-closed = Cases fermées
editor-movement-brush-south = Cases de départ Sud
editor-movement-brush-west = Cases de départ Ouest
editor-movement-brush-north = Cases de départ Nord
editor-movement-brush-east = Cases de départ Est
editor-movement-brush-hint = Cliquer ou glisser sur le plateau. Un trait commencé sur une case déjà peinte ainsi l'efface.
editor-movement-columns = Colonnes
editor-movement-rows = Lignes
editor-movement-fewer-columns = Une colonne de moins
editor-movement-more-columns = Une colonne de plus
editor-movement-fewer-rows = Une ligne de moins
editor-movement-more-rows = Une ligne de plus
editor-movement-players = Joueurs
editor-movement-player-count = { $count } joueurs
editor-movement-print-and-play = À imprimer (d6 et cartes à jouer)
editor-movement-open = Ouvrir un plateau
editor-movement-ready = Le plateau est prêt : Jouer ou Enregistrer.
editor-movement-problems = { $count ->
        [one] Un problème avant de pouvoir jouer :
       *[other] { $count } problèmes avant de pouvoir jouer :
    }
