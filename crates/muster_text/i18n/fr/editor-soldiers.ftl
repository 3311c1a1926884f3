## editor-soldiers: the Soldiers scenario editor

editor-soldiers-new-side-french = Français
editor-soldiers-new-side-german = Allemands
editor-soldiers-check-no-way-to-win = aucun camp ne peut gagner : ajoutez une condition de victoire, ou nommez le camp qui gagne sinon (Conditions de victoire : « si personne ne remplit ses conditions, le camp nommé par le scénario gagne, sinon c'est un match nul »)
editor-soldiers-check-entry-off-the-edge = aucun hexagone d'entrée n'est au bord de la carte : les renforts ne peuvent pas entrer (Renforts : « Un renfort entre à son tour ou plus tard, son premier hexagone étant l'un de ses hexagones d'entrée »)
editor-soldiers-check-exit-off-the-edge = aucun hexagone ici n'est au bord de la carte : aucune unité ne peut en sortir (Sorties : « Quitter la carte depuis un hexagone du bord coûte 1 point de plus »)
editor-soldiers-check-too-few-to-exit = { $side } doit faire sortir { $needed -> [one] une unité *[other] { $needed } unités } de la carte mais n'en a que { $count } qui comptent (« L'artillerie et les sections de mitrailleuses ne comptent pas pour ces conditions de victoire »)
editor-soldiers-check-too-few-to-hold = { $side } doit tenir ces hexagones avec { $needed -> [one] une unité *[other] { $needed } unités } mais n'en a que { $count }
editor-soldiers-check-too-few-to-destroy = { $side } doit détruire { $needed -> [one] une unité ennemie *[other] { $needed } unités ennemies } mais l'ennemi n'en a que { $count }
