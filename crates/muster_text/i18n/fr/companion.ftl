# companion: Français

## The companion's screen: clock, timer, rosters (games/companion/screen.rs)
companion-retire = Recul
companion-retire-hover = Elle a perdu son moral (règle 8) : elle recule de 3 mouvements, reste immobile au suivant, puis jette le dé pour se rallier
companion-tab-timer = Chrono
companion-tab-missile-fire = Tir
companion-tab-melee = Mêlée
companion-time-up = Temps !
companion-pause = Pause
companion-resume = Reprendre
companion-start-timed-move = Lancer le mouvement chronométré
companion-new-timed-move = Nouveau mouvement chronométré
companion-move-number = Mouvement { $number }
companion-undo-last = Annuler le dernier
companion-nothing-to-undo = Rien à annuler.
companion-export-rosters = Exporter les effectifs (PNG)
companion-compact-note = Les choix de temps et le journal réapparaissent quand le calculateur est fermé.
companion-time = Temps :
companion-time-from-losses = selon les pertes ({ $clock })
companion-time-fixed = fixe { $clock }
companion-calculator = Calculateur :
companion-calculator-none = aucun
companion-calculator-missile-fire = tir
companion-calculator-melee = mêlée
companion-points-left = { $left } points sur { $start }
companion-load-army = Charger une armée…
companion-save-army = Enregistrer cette armée
companion-saved-to = Enregistré dans { $file }.
companion-could-not-save = Impossible d'enregistrer { $file } : { $error }
companion-marked-by-hand = marqué à la main
companion-add-unit = Ajouter une unité : { $kind }
companion-retiring = En recul
companion-retiring-unit = Unité { $number } : { $allows }
companion-roll = Jet :
companion-close = Fermer

## The melee calculator (games/companion/melee_panel.rs)
companion-melee-need-both-sides = Placez au moins un socle de chaque camp dans la mêlée.
companion-melee-why = mêlée
companion-melee-cannot-be-fought = Cette mêlée ne peut pas être livrée : { $error }
companion-melee-pull-out-no-stands = Placez d'abord les socles de ce camp dans la mêlée.
companion-melee-pull-out-why = retrait de la mêlée (20 %)
companion-melee-pulled-out = { $side } se retire : { $lost } de ses { $had } points perdus (20 %), recul de 4 mouvements ; pas de mouvement bonus pour le vainqueur.
companion-melee-charging = À la charge :
companion-melee-tap-a-stand = Touchez un socle : hors mêlée, puis premier rang, puis second rang, puis de nouveau hors mêlée.
companion-melee-stand-front = { $stand } · 1er rang
companion-melee-stand-second = { $stand } · 2e rang
companion-melee-open = à découvert
companion-melee-uphill = défenseurs en hauteur
companion-melee-behind-wall = derrière un mur
companion-melee-in-house = dans une maison
companion-melee-in-square = en carré
companion-melee-first-move = premier mouvement
companion-melee-second-move = second mouvement
companion-fire-and-charge = Fire and Charge
companion-melee-charging-die = Dé de l'assaillant :
companion-melee-defending-die = Dé du défenseur :
companion-melee-fight = Combattre
companion-melee-after-first-move = Après une mêlée au premier mouvement :
companion-melee-side-pulls-out = { $side } se retire
companion-melee-result = Résultat

## The missile calculator (games/companion/calculator_panel.rs)
companion-missile-firing-unit = Unité qui tire :
companion-missile-target = Cible :
companion-missile-from-front = de face
companion-missile-flank = flanc
companion-missile-rear = dos
companion-missile-in-open = à découvert
companion-missile-on-hill = sur une colline
companion-missile-behind-wall = derrière un mur
companion-missile-in-house = dans une maison
companion-missile-in-range = à portée (javelots 8", flèches 12")
companion-missile-out-of-range = hors de portée
companion-missile-firing-from-open = tire à découvert
companion-missile-from-house = depuis une maison
companion-muster-rolls = Muster lance le dé
companion-or-our-die = ou notre dé :
companion-missile-headline = { $side } { $number } ({ $kind }) tire sur { $target_side } { $target_number } ({ $target_kind }).
companion-missile-why = tir
companion-missile-no-loss = Tir sur l'unité { $number } : aucune perte
companion-missile-no-fire = Pas de tir : { $error }

## Printing the rosters, the army files, the calibration (roster_print.rs, armies.rs, timer/calibration.rs)
companion-rosters-exported = Effectifs exportés dans { $file }.
companion-rosters-not-exported = Les effectifs n'ont pas pu être exportés dans { $file } : { $problem }
companion-print-army-totals = { $units ->
        [one] { $units } unité
       *[other] { $units } unités
    }, { $points } points
companion-army-cannot-read = impossible de lire le fichier : { $error }
companion-calibrate-start = Chronométrer un mouvement complet de votre armée
companion-calibrate-primary = temps de base { $clock }
companion-calibrate-full-move = Mouvement complet : { $clock }
companion-calibrate-done = Terminé : la moitié devient le temps de base
companion-calibrate-cancel = Annuler

## Army files (muster_rules companion/army.rs)
companion-army-default-name = Armée
companion-army-expected-columns = attendu `number,type[,points]`, trouvé { $found }
companion-army-bad-number = le numéro d'unité { $number } n'est pas un nombre entier
companion-army-unknown-type = type d'unité inconnu { $given } ; les types sont : { $known }
companion-army-bad-points = les points { $points } ne sont pas un nombre entier
companion-army-too-many-points = { $kind } commence avec { $most } points, pas { $points }
companion-army-number-twice-flag = le numéro d'unité { $number } apparaît deux fois : chaque drapeau a besoin de son propre numéro
companion-army-no-units = le fichier ne liste aucune unité
companion-army-ron-problem = colonne { $column } : { $problem }
companion-army-number-twice = le numéro d'unité { $number } apparaît deux fois

## The companion's log and retiring units (muster_rules companion/session.rs, calculators)
companion-allows-stands = reste sur place ce mouvement : ne peut pas bouger, pas de tir si attaquée
companion-allows-recovery-roll = jet de ralliement dû : 1 recule encore, 2–3 combat ou recul, 4–6 ralliée
companion-allows-may-not-advance = peut faire face et combattre ou reculer, pas avancer ; nouveau jet au prochain mouvement
companion-allows-back-in-action = de retour au combat
companion-log-losses = { $side } : l'unité { $number } perd { $points } (reste { $left }) — { $why }
companion-log-joins = { $side } : l'unité { $number } ({ $kind }) rejoint les effectifs
companion-log-driven-back = { $side } : l'unité { $number } est repoussée de 3 mouvements
companion-log-recovery = { $side } : l'unité { $number } fait { $roll } au jet de ralliement : { $morale }
companion-melee-retires = { $unit } recule de { $moves ->
        [one] { $moves } mouvement
       *[other] { $moves } mouvements
    }.
companion-melee-one-move-only = Une mêlée contre une position défensive se livre en un seul mouvement de jeu : il n'y a pas de second mouvement, c'est donc ce mouvement-là.
companion-missile-shooter-retreats = L'unité qui tire recule de { $moves ->
        [one] { $moves } mouvement
       *[other] { $moves } mouvements
    } (règle 7).
companion-missile-target-retreats = La cible recule de { $moves ->
        [one] { $moves } mouvement
       *[other] { $moves } mouvements
    } (règle 7).
