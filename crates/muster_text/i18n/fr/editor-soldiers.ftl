## editor-soldiers: the Soldiers scenario editor

editor-soldiers-new-side-french = Français
editor-soldiers-new-side-german = Allemands
editor-soldiers-check-no-way-to-win = aucun camp ne peut gagner : ajoutez une condition de victoire, ou nommez le camp qui gagne sinon (Conditions de victoire : « si personne ne remplit ses conditions, le camp nommé par le scénario gagne, sinon c'est un match nul »)
editor-soldiers-check-entry-off-the-edge = aucun hexagone d'entrée n'est au bord de la carte : les renforts ne peuvent pas entrer (Renforts : « Un renfort entre à son tour ou plus tard, son premier hexagone étant l'un de ses hexagones d'entrée »)
editor-soldiers-check-exit-off-the-edge = aucun hexagone ici n'est au bord de la carte : aucune unité ne peut en sortir (Sorties : « Quitter la carte depuis un hexagone du bord coûte 1 point de plus »)
editor-soldiers-check-too-few-to-exit = { $side } doit faire sortir { $needed ->
    [one] une unité
   *[other] { $needed } unités
} de la carte mais n'en a que { $count } qui comptent (« L'artillerie et les sections de mitrailleuses ne comptent pas pour ces conditions de victoire »)
editor-soldiers-check-too-few-to-hold = { $side } doit tenir ces hexagones avec { $needed ->
    [one] une unité
   *[other] { $needed } unités
} mais n'en a que { $count }
editor-soldiers-check-too-few-to-destroy = { $side } doit détruire { $needed ->
    [one] une unité ennemie
   *[other] { $needed } unités ennemies
} mais l'ennemi n'en a que { $count }
editor-soldiers-own-button = Créer un scénario
editor-soldiers-own-button-hover = Construire votre propre scénario sur la carte imprimée : les unités de chaque camp, où elles se déploient ou arrivent, les tours et les conditions de victoire
editor-soldiers-heading = Éditeur de scénarios Soldiers
editor-soldiers-new = Nouveau
editor-soldiers-new-hover = Recommencer sur un scénario vide (Annuler le dernier rend le précédent)
editor-soldiers-open = Ouvrir…
editor-soldiers-open-hover = Ouvrir un scénario fourni, un de votre club ou un fichier
editor-soldiers-back = Retour
editor-soldiers-save = Enregistrer
editor-soldiers-save-hover = Enregistrer le scénario dans le dossier du club, en fichier à partager
editor-soldiers-play = Jouer
editor-soldiers-play-hover = Jouer le scénario tel qu'il est
editor-soldiers-undo = Annuler le dernier
editor-soldiers-undo-hover = Annuler la dernière modification (Ctrl+Z)
editor-soldiers-redo = Rétablir
editor-soldiers-redo-hover = Rétablir la modification annulée (Ctrl+Y)
editor-soldiers-open-heading = Ouvrir un scénario
editor-soldiers-open-path = Fichier :
editor-soldiers-open-this = Ouvrir ce fichier
editor-soldiers-open-cancel = Annuler
editor-soldiers-open-failed = Non ouvert : { $why }
editor-soldiers-open-not-soldiers = Non ouvert : { $file } est un scénario de { $ruleset }, pas de Soldiers
editor-soldiers-opened = { $path } ouvert
editor-soldiers-opened-with-problems = { $path } ouvert, avec { $count ->
    [one] un problème
   *[other] { $count } problèmes
} à corriger : { $first }
editor-soldiers-saved = Enregistré sous { $path }
editor-soldiers-checks = { $count ->
    [one] Une chose à corriger
   *[other] { $count } choses à corriger
} (cliquez pour voir les hexagones) :
editor-soldiers-checks-ready = Prêt : le scénario peut être enregistré et joué.
editor-soldiers-checks-show-hover = Montrer ces hexagones sur la carte
editor-soldiers-scenario = Scénario
editor-soldiers-name = Nom :
editor-soldiers-date = Lieu et date :
editor-soldiers-turns = Tours :
editor-soldiers-moves-first = Joue en premier :
editor-soldiers-deploys-first = Se déploie en premier :
editor-soldiers-side = Camp { $number }
editor-soldiers-side-number = Camp { $number }
editor-soldiers-side-name = Nom :
editor-soldiers-nation = Nation :
editor-soldiers-group = { $count } × { $kind }
editor-soldiers-group-arrives = { $group }, tour { $turn }
editor-soldiers-count-hover = Combien d'unités (glisser ou taper)
editor-soldiers-remove = Retirer
editor-soldiers-kind-hover = Le type d'unité, d'après la table des unités
editor-soldiers-add-group = Ajouter
editor-soldiers-add-group-hover = Ajouter ces unités à ce camp, puis peindre leur zone de déploiement
editor-soldiers-group-none = Choisissez un groupe ci-dessus pour dire où il se déploie ou quand il arrive.
editor-soldiers-deploys = Se déploie dans une zone
editor-soldiers-arrives = Arrive plus tard
editor-soldiers-arrival-turn = Au tour :
editor-soldiers-paint-zone = Peindre sa zone de déploiement
editor-soldiers-paint-entry = Peindre ses hexagones d'entrée (au bord de la carte)
editor-soldiers-paint-hexes = Peindre les hexagones
editor-soldiers-paint-hexes-count = Peindre les hexagones ({ $count })
editor-soldiers-painting-hexes = { $what } : cliquez ou glissez sur la carte ({ $count } hexagones) ; un hexagone déjà peint est retiré
editor-soldiers-group-nation = Nation :
editor-soldiers-nation-of-side = celle de son camp
editor-soldiers-flag-reserve = Réserve
editor-soldiers-flag-reserve-hover = La règle des unités de réserve s'applique à ces unités
editor-soldiers-flag-may-dig-in = Peut commencer en positions améliorées
editor-soldiers-flag-may-dig-in-hover = Le joueur peut déployer ces unités en positions améliorées
editor-soldiers-flag-starts-improved = Commence en positions améliorées
editor-soldiers-flag-starts-improved-hover = Ces unités commencent en positions améliorées, sans choix
editor-soldiers-flag-may-dismount = Peut se déployer à pied
editor-soldiers-flag-may-dismount-hover = Cette cavalerie peut se déployer à pied
editor-soldiers-victory = Victoire
editor-soldiers-wins-if = Gagne :
editor-soldiers-condition-hold = Tenir des hexagones
editor-soldiers-condition-exit = Quitter la carte par des hexagones
editor-soldiers-condition-destroy = Détruire des unités ennemies
editor-soldiers-condition-points = Plus de points de victoire
editor-soldiers-condition-holds = unités dans les hexagones à la fin, au moins
editor-soldiers-condition-occupies = une unité dans l'un des hexagones
editor-soldiers-condition-exits = unités sorties de la carte par les hexagones, au moins
editor-soldiers-condition-destroys = unités ennemies détruites, au moins
editor-soldiers-condition-more-points = plus de points de victoire que l'ennemi
editor-soldiers-condition-fewer-undisrupted = moins de { $count } unités ennemies non désorganisées dans les hexagones
editor-soldiers-condition-lost-at-most = au plus { $count } unités perdues
editor-soldiers-condition-returned = { $count } unités revenues dans les hexagones après être sorties
editor-soldiers-condition-bridgehead = une tête de pont avec { $count } unités
editor-soldiers-condition-number-hover = Combien d'unités
editor-soldiers-add-condition = Ajouter une condition de victoire pour :
editor-soldiers-add-condition-hover = Choisissez la condition ; les hexagones à tenir ou à quitter se peignent sur la carte
editor-soldiers-otherwise = Sinon :
editor-soldiers-otherwise-draw = match nul
editor-soldiers-points-table = Points de victoire par unité ennemie détruite :
editor-soldiers-points-row = { $side }, par { $kind } :
editor-soldiers-points-hover = Points (0 retire la ligne)
editor-soldiers-points-add = Points pour { $side }…
editor-soldiers-trenches = Tranchées
editor-soldiers-trenches-on = Le scénario a des tranchées
editor-soldiers-trenches-hover = Marqueurs de tranchée dans les hexagones peints, fixes ou placés par un camp au déploiement
editor-soldiers-trench-count = Marqueurs :
editor-soldiers-trenches-placed-by = Placées par :
editor-soldiers-trenches-fixed = fixes (hexagones les plus au nord)
editor-soldiers-kind-infantry-company = compagnie d'infanterie
editor-soldiers-kind-machine-gun-section = section de mitrailleuses
editor-soldiers-kind-machine-gun-company = compagnie de mitrailleuses
editor-soldiers-kind-machine-gun-platoon = peloton de mitrailleuses
editor-soldiers-kind-field-gun-battery = batterie de campagne
editor-soldiers-kind-field-gun-platoon = peloton de canons de campagne
editor-soldiers-kind-howitzer-battery = batterie d'obusiers
editor-soldiers-kind-howitzer-platoon = peloton d'obusiers
editor-soldiers-kind-gun-battalion = bataillon d'artillerie
editor-soldiers-kind-cavalry-mounted = cavalerie (montée)
editor-soldiers-kind-cavalry-dismounted = cavalerie (à pied)
editor-soldiers-nation-french = française
editor-soldiers-nation-german = allemande
editor-soldiers-nation-british = britannique
editor-soldiers-nation-belgian = belge
editor-soldiers-nation-russian = russe
editor-soldiers-nation-austro-hungarian = austro-hongroise
editor-soldiers-place-group = { $side } : { $count } × { $kind }
editor-soldiers-place-way-to-win = Victoire, condition { $number }
editor-soldiers-place-name = Nom
editor-soldiers-place-turns = Tours
editor-soldiers-place-victory = Victoire
editor-soldiers-place-trenches = Tranchées
editor-soldiers-check-line = { $place } : { $message }
editor-soldiers-check-nothing-painted = aucun hexagone peint : choisissez-le dans le panneau, puis cliquez ou glissez sur la carte
