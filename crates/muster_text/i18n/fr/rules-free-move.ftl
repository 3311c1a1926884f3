# rules-free-move: Français

## Phases (state/mod.rs) and a unit's name (roster.rs)
rules-free-move-phase-deployment = Déploiement
rules-free-move-phase-timed-move = Chronométré
rules-free-move-phase-rearrangement = Regroupement
rules-free-move-phase-missile-fire = Tir
rules-free-move-phase-pull-out = Se retirer ?
rules-free-move-phase-bonus-moves = Mouvements bonus
rules-free-move-phase-game-over = Bataille terminée
rules-free-move-unit = unité { $number }

## Why a command is refused (error.rs)
rules-free-move-error-no-such-unit = il n'y a pas d'{ $unit } sur la feuille d'effectifs
rules-free-move-error-wiped-out = l'{ $unit } a été anéantie
rules-free-move-error-wrong-phase = impossible pendant la phase { $phase }
rules-free-move-error-too-far = l'{ $unit } peut avancer de { $limit }" par mesure ; cela fait { $asked }"
rules-free-move-error-in-melee = l'{ $unit } est bloquée au contact en mêlée (règle 1)
rules-free-move-error-retiring = l'{ $unit } recule et ne peut pas bouger pendant ce mouvement chronométré (règle 8)
rules-free-move-error-may-not-advance = l'{ $unit } ne peut pas avancer au combat avant de s'être ralliée (règle 8)
rules-free-move-error-friendly-overlap = l'{ $unit } chevaucherait l'{ $other } amie
rules-free-move-error-enemy-overlap = l'{ $unit } ne peut pas tourner ni entrer dans l'{ $other } ennemie : les socles s'arrêtent au contact
rules-free-move-error-off-table = l'{ $unit } sortirait de la table
rules-free-move-error-outside-deployment = l'{ $unit } doit rester dans sa zone de déploiement
rules-free-move-error-forward-in-rearrangement = { $unit } : le regroupement n'autorise que les mouvements de côté et en arrière (règle 4a)
rules-free-move-error-in-missile-range = l'{ $unit } est à portée de tir de l'ennemi et ne peut pas se regrouper (règle 4)
rules-free-move-error-no-bonus-move = l'{ $unit } n'a aucun mouvement bonus à venir
rules-free-move-error-square-on-hill = un carré formé sur une colline ne peut pas bouger du tout (règle 11, alinéa 5)
rules-free-move-error-square-uphill = un carré ne peut pas gravir une colline (règle 11, alinéa 5)
rules-free-move-error-square-through-broken-ground = un carré ne peut pas traverser un terrain accidenté (règle 11, alinéa 5)
rules-free-move-error-formation-in-square = l'{ $unit } est en carré et ne peut pas changer de formation
rules-free-move-error-square-not-infantry = un carré est formé par de l'infanterie : l'{ $unit } n'est pas de l'infanterie (règle 11)
rules-free-move-error-already-in-square = l'{ $unit } est déjà en carré
rules-free-move-error-bad-square = un carré demande au moins un socle d'un camp
rules-free-move-error-square-apart = les socles d'un carré doivent se tenir ensemble, chacun en touchant un autre
rules-free-move-error-not-your-square = le carré { $square } appartient à l'autre camp
rules-free-move-error-contact-in-rearrangement = l'{ $unit } ne peut pas prendre contact pendant le regroupement : il ne fait que redresser les lignes (règle 4)
rules-free-move-error-time-already-called = Le temps a été demandé au dernier mouvement : il ne peut l'être à nouveau qu'après un mouvement chronométré joué jusqu'au bout (règle 6)
rules-free-move-error-bad-pose = { $unit } : une position et une orientation doivent être des nombres
rules-free-move-error-square-during-move = les carrés s'annoncent avant le mouvement chronométré, avant que le camp ne bouge un socle (règle 11, alinéa 6)
rules-free-move-error-no-such-square = il n'y a pas de carré { $square }
rules-free-move-error-fire-and-charge-not-heavy-infantry = seule l'infanterie lourde peut annoncer Fire and Charge (règle 9)
rules-free-move-error-fire-and-charge-after-moving = Fire and Charge doit être annoncé avant que l'{ $unit } ne bouge (règle 9)
rules-free-move-error-no-missiles = l'{ $unit } n'a pas d'armes de jet
rules-free-move-error-heavy-infantry-javelins = l'infanterie lourde ne lance de javelots que si Fire and Charge a été annoncé (règle 9)
rules-free-move-error-out-of-range = l'{ $shooter } n'atteint pas l'{ $target } : à { $distance }", portée { $range }"
rules-free-move-error-shooter-in-melee = l'{ $unit } est en mêlée et ne peut pas tirer
rules-free-move-error-target-in-melee = l'{ $unit } ne peut pas tirer dans une mêlée
rules-free-move-error-shooter-retiring = l'{ $unit } recule et ne peut pas tirer (règle 8)
rules-free-move-error-already-shot = l'{ $unit } a déjà désigné une cible pendant cette phase
rules-free-move-error-javelins-and-houses = seuls les archers tirent depuis ou contre des maisons (règle 13)
rules-free-move-error-not-an-enemy = l'{ $unit } n'est pas un ennemi
rules-free-move-error-no-such-melee = il n'y a pas de mêlée { $melee }
rules-free-move-error-cannot-pull-out = un camp ne peut se retirer qu'après le premier mouvement d'une mêlée en deux mouvements (règle 12)
rules-free-move-error-already-done = ce camp a déjà annoncé qu'il a terminé
rules-free-move-error-game-over = la bataille est terminée

## A unit's state and type (roster.rs, unit_type.rs)
rules-free-move-state-wiped-out = anéantie
rules-free-move-state-in-melee = en mêlée
rules-free-move-state-in-square = en carré
rules-free-move-state-in-column = en colonne
rules-free-move-morale-steady = ferme
rules-free-move-morale-retiring-rolls-next = recule, jette le dé au prochain
rules-free-move-morale-retiring = recule, s'arrête dans { $moves }
rules-free-move-morale-may-not-advance = ne peut pas avancer
rules-free-move-morale-recovered = ralliée
rules-free-move-type-heavy-infantry = Infanterie lourde
rules-free-move-type-light-infantry = Infanterie légère
rules-free-move-type-archers = Archers
rules-free-move-type-heavy-cavalry = Cavalerie lourde
rules-free-move-type-light-cavalry = Cavalerie légère
rules-free-move-type-heavy-infantry-short = Inf. lourde
rules-free-move-type-light-infantry-short = Inf. légère
rules-free-move-type-archers-short = Archers
rules-free-move-type-heavy-cavalry-short = Cav. lourde
rules-free-move-type-light-cavalry-short = Cav. légère

## The countdown's length (time_factor.rs) and the victory (victory.rs)
rules-free-move-time-fixed = Temps fixe : { $clock }
rules-free-move-time-both-above-half = Les deux armées au-dessus de la moitié de leurs socles : { $clock }
rules-free-move-time-half = { $side } à la moitié de ses forces ou moins ({ $stands } sur { $starting } restants) : { $clock }
rules-free-move-time-quarter = { $side } au quart de ses socles ou moins ({ $stands } sur { $starting } restants) : { $clock }
rules-free-move-time-eighth = { $side } au huitième de ses socles ou moins ({ $stands } sur { $starting } restants) : { $clock }
rules-free-move-victory-broken = { $side } est réduite à { $left } % de ses points (brisée à { $limit } %)
rules-free-move-victory-both-broken = Les deux armées sont brisées
rules-free-move-victory-holds = { $side } tient seule { $objective }
rules-free-move-victory-held-by-neither = { $objective } n'est tenu par aucun camp seul
rules-free-move-victory-last-move = Le dernier mouvement est terminé
rules-free-move-victory-by-points = { $lead } ; { $side } garde la plus grande part de ses points ({ $left } % contre { $other } %)
rules-free-move-victory-draw = { $lead } ; les deux gardent { $left } % de leurs points : match nul
rules-free-move-type-heavy-infantry-in-sentence = infanterie lourde
rules-free-move-type-light-infantry-in-sentence = infanterie légère
rules-free-move-type-archers-in-sentence = archers
rules-free-move-type-heavy-cavalry-in-sentence = cavalerie lourde
rules-free-move-type-light-cavalry-in-sentence = cavalerie légère

## Close-range fire as a melee opens (melee_opening.rs)
rules-free-move-side-unit = { $side } unité { $number }
rules-free-move-from-front = de face
rules-free-move-from-flank = de flanc
rules-free-move-from-rear = de dos
rules-free-move-javelins-and-house = les javelots sont sans effet depuis ou contre une maison (règle 13)
rules-free-move-faces-1-3-6 = 1, 3 ou 6
rules-free-move-faces-3-6 = 3 ou 6
rules-free-move-rule-13-light = règle 13, troupes légères sur une colline ou en position défensive
rules-free-move-rule-13-heavy = règle 13, troupes lourdes sur une colline ou en position défensive
rules-free-move-automatic-light = automatique contre des troupes légères
rules-free-move-heavy-from-front = troupes lourdes de face
rules-free-move-automatic-flank = automatique de flanc
rules-free-move-automatic-rear = automatique de dos
rules-free-move-shot-why = { $shooter } : { $what } sur { $target } ({ $kind }, { $aspect })
rules-free-move-shot-no-effect = { $why } : sans effet, { $reason }
rules-free-move-shot-automatic = { $why } : un point, { $reason }
rules-free-move-shot-face-hit = { $face } : touché ({ $words }, { $rule })
rules-free-move-shot-face-miss = { $face } : manqué (il faut { $words }, { $rule })
rules-free-move-shot-rolled-hit = { $why } : { $face } au dé, un point
rules-free-move-shot-rolled-miss = { $why } : { $face } au dé, manqué
rules-free-move-what-fire-and-charge = javelots (Fire and Charge)
rules-free-move-what-return-fire = tir de riposte
rules-free-move-cannot-return-fire = { $unit } ne peut pas riposter : { $reason }
rules-free-move-no-fire-retiring = elle recule et ne peut pas tirer (règle 8)
rules-free-move-no-fire-charged = elle a chargé, et une unité qui charge n'a pas droit au tir
rules-free-move-no-fire-house = les javelots sont sans effet depuis une maison (règle 13)
rules-free-move-no-volley = { $shooter } n'a pas de salve sur { $at } : { $reason }
rules-free-move-volley-why = { $shooter } : salve sur { $at } pendant sa charge (variante : un 1 signifie aucune)
rules-free-move-volley-face-none = 1 : pas de salve
rules-free-move-volley-face-hit = { $face } : salve, un point à l'assaillant
rules-free-move-volley-rolled-one = { $shooter } a fait 1 : pas de salve sur { $at }
rules-free-move-volley-automatic = { $shooter } tire à bout portant pendant la charge de { $at } : un point, automatique
rules-free-move-shock-who = Choc de { $unit } ({ $points } points) sur { $target }
rules-free-move-shock-uphill = { $who } : aucun, charge en montée (règle 10)
rules-free-move-shock-square = { $who } : aucun contre un carré (règle 10)
rules-free-move-shock-kills = { $who } : { $hits ->
        [one] { $hits } perte
       *[other] { $hits } pertes
    }, une par tranche de 6 points (règle 10)

## Missile fire (missile.rs, missile_power.rs)
rules-free-move-unit-typed = { $unit } ({ $kind })
rules-free-move-does-not-fire = { $shooter } ne tire pas sur { $target } : { $why }
rules-free-move-faces-or = { $rest } ou { $last }
rules-free-move-faces-nothing = rien
rules-free-move-cover-in-house = dans une maison
rules-free-move-cover-on-hill = sur une colline
rules-free-move-cover-behind-wall = derrière un mur
rules-free-move-cover-from-house = depuis une maison
rules-free-move-cover-rule-13 = { $cover } (règle 13)
rules-free-move-power-rule-13 = règle 13 : un dé par unité qui tire, dans tous les cas
rules-free-move-power-light-in-open = les troupes légères à découvert perdent un point à chaque salve
rules-free-move-power-heavy-front = troupes lourdes de face : jet 1-3-6
rules-free-move-power-heavy-flank-rear = les troupes lourdes visées de flanc ou de dos perdent un point automatiquement
rules-free-move-volley-javelins = { $shooter } lance des javelots sur { $target } { $circumstance }
rules-free-move-volley-arrows = { $shooter } tire sur { $target } { $circumstance }
rules-free-move-roll-why-javelins = { $shooter } : javelots sur { $target } ({ $kind }, { $circumstance })
rules-free-move-roll-why-arrows = { $shooter } : flèches sur { $target } ({ $kind }, { $circumstance })
rules-free-move-volley-automatic-kill = { $headline } : un point perdu automatiquement ({ $reason })
rules-free-move-volley-face-hits = { $face } : touché ({ $words })
rules-free-move-volley-face-misses = { $face } : manqué (touche sur { $words })
rules-free-move-volley-rolled-hit = { $headline } : { $face } au dé, touché ({ $words }) : un point perdu ({ $reason })
rules-free-move-volley-rolled-miss = { $headline } : { $face } au dé, manqué (touche sur { $words } ; { $reason })

## Melee rounds, bowmen morale, recovery, broken squares (melee_round.rs, missile_morale.rs, recovery.rs, retreat.rs, outcome.rs)
rules-free-move-melee-roll-why = Mêlée { $melee }, round { $round } : { $side } avec { $units }, valeur de combat { $value }
rules-free-move-melee-roll-face = { $face } : { $value } × { $face } = { $total }
rules-free-move-melee-round-result = { $first } { $first_value } × { $first_die } = { $first_total } contre { $second } { $second_value } × { $second_die } = { $second_total } : { $winner } l'emporte{ $rerolls ->
        [0] {""}
        [one] {" "}(après un jet à égalité)
       *[other] {" "}(après { $rerolls } jets à égalité)
    }
rules-free-move-bowmen-morale-why = Moral des archers (règle 7) : { $unit } à { $points } points contre { $other }
rules-free-move-bowmen-morale-first = { $face } × { $points } points = { $total }
rules-free-move-bowmen-retreats = { $unit } recule de 3 mouvements
rules-free-move-bowmen-both-stand = égalité : les deux tiennent
rules-free-move-bowmen-morale-second = { $face } × { $points } points = { $total } contre { $first_total } : { $verdict }
rules-free-move-recovery-why = Jet de ralliement pour { $unit }
rules-free-move-recovery-one = 1 : moral toujours mauvais, elle recule d'un mouvement de plus
rules-free-move-recovery-may-not-advance = { $face } : elle peut faire face et combattre ou reculer, pas avancer
rules-free-move-recovery-restored = { $face } : moral rétabli, retour au combat à volonté
rules-free-move-square-driven-back = { $unit } a été repoussée
rules-free-move-square-wiped-out = { $unit } a été anéantie

## The demo's captions: the rule behind each event
rules-free-move-caption-timed-move = Le mouvement chronométré : les deux armées bougent en même temps contre la montre
rules-free-move-caption-bell = La cloche : tout mouvement cesse
rules-free-move-caption-contact = Contact : les socles qui touchent un ennemi se figent en mêlée
rules-free-move-caption-squares = Carrés : l'infanterie en carré repousse la cavalerie
rules-free-move-caption-fire-and-charge = Tir et charge : l'infanterie lourde lance ses javelots avant le choc
rules-free-move-caption-missile-fire = Tir
rules-free-move-caption-shock = Choc : la cavalerie lourde en tue un avant la mêlée
rules-free-move-caption-return-fire = Riposte
rules-free-move-caption-melee = Mêlée : les premiers rangs combattent
rules-free-move-caption-melee-decided = La mêlée est décidée
rules-free-move-caption-pull-out = Dégagement : après une mêlée au premier mouvement, un camp peut se retirer
rules-free-move-caption-morale = Moral : les troupes battues se retirent
rules-free-move-caption-recovery = Ralliement : les troupes en retraite lancent le dé pour se rallier
rules-free-move-caption-bonus-move = Mouvement bonus : les vainqueurs peuvent poursuivre
rules-free-move-caption-time = Temps ! Le mouvement s'arrête ; pas de combat avant le suivant
rules-free-move-caption-victory = Victoire
