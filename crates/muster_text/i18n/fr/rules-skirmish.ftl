# rules-skirmish: Français

## The demo's captions: the rule behind each event
rules-skirmish-caption-income = Revenu : 5 $ par ville et pour le QG, à chaque tour
rules-skirmish-caption-repair = Réparation : 2 PV pour les unités sur leurs propres bâtiments
rules-skirmish-caption-movement = Mouvement : chaque terrain coûte selon le type de mouvement
rules-skirmish-caption-transport = Transport (3.3c-d) : les fantassins montent dans les VTB et les T-Hélicos
rules-skirmish-caption-combat = Combat (3.4a) : puissance de feu moins défense sur la table des dégâts, puis riposte
rules-skirmish-caption-eliminated = Combat : une unité à 0 PV est éliminée
rules-skirmish-caption-capture-progress = Capture (3.4b) : 2 points par tour à pleine force, 1 si affaiblie
rules-skirmish-caption-captured = Capture (3.4b) : le bâtiment change de mains
rules-skirmish-caption-purchase = Achat : nouvelles unités dans les usines vides, après le mouvement
rules-skirmish-caption-powers = Pouvoirs de CO : un Pouvoir ou un Super Pouvoir pour un tour
rules-skirmish-caption-victory = Victoire

## Why a Skirmish Wars command is refused, and the log
rules-skirmish-error-game-over = la partie est terminée
rules-skirmish-error-wrong-phase = ce n'est pas possible : { $phase }
rules-skirmish-error-no-such-unit = il n'y a pas d'unité { $id }
rules-skirmish-error-not-yours = { $unit } n'est pas sous vos ordres
rules-skirmish-error-already-acted = { $unit } a déjà agi ce tour-ci
rules-skirmish-error-aboard = { $unit } est dans un transport ; c'est le transport qui la débarque
rules-skirmish-error-bad-path = { $unit } ne peut pas aller en { $to } : { $why }
rules-skirmish-error-too-far = { $unit } a besoin de { $needed } points de mouvement pour ce chemin et en a { $has }
rules-skirmish-error-cannot-fire = { $unit } ne peut pas tirer sur { $target } : { $why }
rules-skirmish-error-cannot-capture = { $unit } ne peut pas capturer ici : { $why }
rules-skirmish-error-cannot-unload = { $unit } ne peut pas débarquer : { $why }
rules-skirmish-error-cannot-use-power = impossible d'utiliser le pouvoir du CO : { $why }
rules-skirmish-error-cannot-buy = achat impossible en { $at } : { $why }
rules-skirmish-you-play-without-co = vous jouez sans CO
rules-skirmish-power-already-effect-until-your-next = un pouvoir est déjà actif jusqu'à votre prochain tour
rules-skirmish-while-purchasing-movement-over-turn = pendant les achats : le mouvement est terminé pour ce tour
rules-skirmish-indirect-fire-unit-may-move-or = une unité de tir indirect peut se déplacer ou tirer dans un tour, pas les deux (3.3a)
rules-skirmish-no-unit = il n'y a pas d'unité là
rules-skirmish-unit-your-side = cette unité est de votre camp
rules-skirmish-not-transport = ce n'est pas un transport
rules-skirmish-name-least-one-passenger = désignez au moins un passager
rules-skirmish-each-passenger-unloaded-once-each-own = chaque passager débarque une fois, chacun sur sa propre case
rules-skirmish-unit-boards-transport-does-nothing-else = une unité qui monte dans un transport ne fait rien d'autre ce tour
rules-skirmish-units-bought-factories-not-one = les unités s'achètent dans les usines, et ceci n'en est pas une
rules-skirmish-factory-not-yours = l'usine ne vous appartient pas
rules-skirmish-unit-stands-factory = une unité occupe l'usine
rules-skirmish-only-foot-units-infantry-mechs-capture = seuls les fantassins (infanterie et mécas) capturent
rules-skirmish-all-units = toutes les unités
rules-skirmish-foot-units = fantassins
rules-skirmish-vehicles = véhicules
rules-skirmish-air-units = unités aériennes
rules-skirmish-direct-fire-units = unités de tir direct
rules-skirmish-indirect-fire-units = unités de tir indirect
rules-skirmish-no-co-called = il n'y a pas de CO nommé { $value0 }
rules-skirmish-needs-stars-counter = { $power } demande { $value1 } étoiles et le compteur est à { $value2 }
rules-skirmish-not-city-factory-or-hq = { $at } n'est ni une ville, ni une usine, ni un QG
rules-skirmish-already-yours = { $value0 } : vous appartient déjà
rules-skirmish-step-not-square-next-units-move = l'étape { $value0 } ne mène pas à une case voisine de { $at } : les unités se déplacent orthogonalement, jamais en diagonale
rules-skirmish-cannot-enter = { $value0 } ne peut pas entrer en { $value1 }
rules-skirmish-every-unit-regains-hp = chaque unité regagne { $value0 } PV
rules-skirmish-power-needs-stars-super-power-super = le Pouvoir demande { $value0 } étoiles et le Super Pouvoir { $value1 } ; le Super Pouvoir doit être plus loin sur la piste
rules-skirmish-aboard = { $name } { $owner } à bord en { $pos }
rules-skirmish-unit-at = { $name } { $owner } en { $pos }
rules-skirmish-does-not-fire = un { $card } ne tire pas
rules-skirmish-squares-away-range = elle est à { $value0 } cases et la portée est de { $value1 }
rules-skirmish-has-no-firepower-against-units = un { $card } n'a aucune puissance de feu contre les unités { $value1 }
rules-skirmish-no-unit-numbered = il n'y a pas d'unité { $passenger }
rules-skirmish-not-aboard = { $value0 } n'est pas à bord
rules-skirmish-not-next-transport = { $to } n'est pas à côté du transport en { $at }
rules-skirmish-transport-s-own-square = { $to } est la case du transport lui-même
rules-skirmish-cannot-stand = { $value0 } ne peut pas se tenir sur { $value1 }
rules-skirmish-units-bought-factories = les unités s'achètent dans les usines, et ceci est : { $value0 }
rules-skirmish-costs-you-have = { $card } coûte { $value1 } $ et vous avez { $money } $
rules-skirmish-terrain-plain = plaine
rules-skirmish-terrain-forest = forêt
rules-skirmish-terrain-mountain = montagne
rules-skirmish-terrain-river = rivière
rules-skirmish-terrain-road = route
rules-skirmish-terrain-bridge = pont
rules-skirmish-terrain-sea = mer
rules-skirmish-terrain-city = ville
rules-skirmish-terrain-factory = usine
rules-skirmish-terrain-hq = QG
rules-skirmish-log-unit-number = unité { $id }
rules-skirmish-log-player-number = joueur { $id }
rules-skirmish-log-below-zero = { $firepower } − { $defense } = { $initial } : sous 0, aucun dégât
rules-skirmish-log-die-rolled = {" "}+ 1 sur 1d6 ≤ { $die } ; obtenu { $rolled }, { $hit ->
        [hit] touché
       *[miss] raté
    }
rules-skirmish-log-die = {" "}+ 1 sur 1d6 ≤ { $die }
rules-skirmish-log-hits = { $firepower } − { $defense } = { $initial } sur { $terrain } ({ $stars }★) : { $hits ->
        [one] { $hits } touche
       *[other] { $hits } touches
    }{ $extra }
rules-skirmish-log-fires = { $attacker } { $counter ->
        [yes] riposte sur
       *[no] tire sur
    } { $target } : { $working }. { $damage } dégâts, { $hp } PV restants{ $reduced ->
        [yes] {" "}(affaiblie)
       *[no] {""}
    }.
rules-skirmish-log-turn-began = Jour { $day } : au tour de { $player }.
rules-skirmish-log-power-ends = Le pouvoir de CO de { $player } prend fin.
rules-skirmish-log-income = { $player } perçoit { $amount } $ de revenu (maintenant { $now } $).
rules-skirmish-log-repaired = { $unit } est réparée à { $hp } PV.
rules-skirmish-log-healed = { $unit } est soignée à { $hp } PV.
rules-skirmish-log-power-name = { $power } de { $co }
rules-skirmish-log-super-power-name = Super Pouvoir { $power } de { $co }
rules-skirmish-log-power-used = { $player } utilise { $power }.
rules-skirmish-log-moves = { $unit } se déplace en { $to }.
rules-skirmish-log-boards = { $unit } monte dans { $transport }.
rules-skirmish-log-unloaded = { $unit } est débarquée en { $to }.
rules-skirmish-log-eliminated = { $unit } est éliminée{ $riders ->
        [0] {""}
       *[other] {" "}avec les { $riders } unité(s) à bord
    } ; une médaille pour { $by }.
rules-skirmish-log-star-gained = Piste de CO de { $player } : { $stars }★.
rules-skirmish-log-capture-progress = { $unit } capture en { $at } : −{ $points }, { $left } points de capture restants.
rules-skirmish-log-capture-lost = La capture en { $at } est perdue.
rules-skirmish-log-captured = { $player } capture { $property } en { $at }.
rules-skirmish-log-purchase-began = Le mouvement est terminé ; achats.
rules-skirmish-log-bought = { $player } achète { $name } pour { $price } $ en { $at }.
rules-skirmish-log-hq-captured = Le QG de { $player } est capturé par { $by } : { $player } est éliminé.
rules-skirmish-log-no-units-left = { $player } n'a plus d'unités : { $player } est éliminé.
rules-skirmish-log-wins = { $player } gagne.
rules-skirmish-log-draw = La partie est nulle.
