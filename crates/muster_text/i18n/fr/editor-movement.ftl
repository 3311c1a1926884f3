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
editor-movement-problem-start-count = { $side } a { $found ->
        [one] une case de départ
       *[other] { $found } cases de départ
    } : chaque côté en a quatre (« l'une de vos quatre cases de départ »)
editor-movement-problem-start-off-edge = la case de départ { $at } de { $side } n'est pas sur le bord de { $side } (« les quatre devant vous »)
editor-movement-problem-unreachable = { $side } ne peut atteindre { $goal } de { $across } depuis { $from } : les pions « ne peuvent ni entrer dans une case fermée (plus sombre) ni la traverser », et gagne qui a ses quatre pions sur les cases de départ d'en face
