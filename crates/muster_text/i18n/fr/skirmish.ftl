# skirmish: Français

## The panel (view/panel.rs)
skirmish-title = Skirmish Wars
skirmish-goal-conquest = Conquête : capturer un QG ennemi ou éliminer toutes les unités ennemies
skirmish-goal-medals = Médailles de victoire : éliminer { $count ->
        [one] { $count } unité ennemie
       *[other] { $count } unités ennemies
    }
skirmish-goal-cities = Conquête des villes : posséder { $count ->
        [one] { $count } ville
       *[other] { $count } villes
    }
skirmish-goal-with-day-limit = { $goal } ; après le jour { $days }, le plus de villes l'emporte
skirmish-header-day = { $name } — jour { $day }
skirmish-phase-orders = déplacer et attaquer
skirmish-phase-purchase = achats
skirmish-phase-over = la partie est terminée
skirmish-turn-of = À { $player } de jouer : { $phase }
skirmish-turn-of-computer = À { $player } de jouer (ordinateur) : { $phase }
skirmish-end-moves = Fin des mouvements (achats)
skirmish-end-moves-hover = Les mouvements sont terminés : passer aux achats
skirmish-end-turn = Fin du tour
skirmish-click-unit-or-factory = Cliquez sur l'une de vos unités pour la déplacer, ou sur l'une de vos usines vides pour acheter.

## Orders and the attack preview (view/orders_ui.rs)
skirmish-odds-no-damage = { $firepower } − { $defense } = { $initial } : aucun dégât
skirmish-odds-hits = { $firepower } − { $defense } = { $initial } sur { $stars }★ : { $hits ->
        [one] { $hits } touche
       *[other] { $hits } touches
    }, donc { $least }–{ $most } de dégâts
skirmish-odds-hits-and-die = { $firepower } − { $defense } = { $initial } sur { $stars }★ : { $hits ->
        [one] { $hits } touche
       *[other] { $hits } touches
    } + 1 sur un d6 ≤ { $die }, donc { $least }–{ $most } de dégâts
skirmish-counter-fire-will-destroy = ⚠ La riposte détruira votre unité.
skirmish-counter-fire-can-destroy = ⚠ La riposte peut détruire votre unité.
skirmish-preview-attack = Attaque : { $odds }
skirmish-preview-target-hp = PV de la cible { $hp }, après : { $least }–{ $most }
skirmish-preview-no-counter-fire = Pas de riposte (hors de portée, sans puissance de feu, ou éliminée).
skirmish-preview-counter-fire = Riposte : { $odds }
skirmish-preview-counter-after-most = …après le plus de dégâts : { $odds }
skirmish-preview-no-counter-after-most = …aucune si le plus de dégâts est infligé.
skirmish-orders-pick-square = { $unit } : cliquez sur une case éclairée pour y aller (sa propre case pour rester), ou sur une autre unité.
skirmish-orders-destination = { $unit } vers { $to } ({ $cost } PM)
skirmish-wait = Attendre
skirmish-capture = Capturer
skirmish-cancel = Annuler
skirmish-unload-choose = Débarquer (choisissez une case pour chacun, puis Débarquer) :
skirmish-unload = Débarquer
skirmish-fire-at = Tirer sur (ou cliquez sur une case rouge) :
skirmish-target-at = { $unit } en { $at }
skirmish-fire = Tirer
skirmish-out-of-reach = { $square } est hors de portée de l'unité { $unit } ce tour-ci : les cases éclairées sont toutes celles que ses { $movement } points de mouvement atteignent sur ce terrain (le carburant, le terrain et les unités sur le chemin comptent). Cliquez sur une case éclairée, ou sur une autre de vos unités.

## The players (view/players_ui.rs)
skirmish-money-hover = Argent, et revenu au début de chaque tour : 5 $ par ville et le QG
skirmish-units-medals = { $units ->
        [one] { $units } unité
       *[other] { $units } unités
    } · { $medals ->
        [one] { $medals } médaille
       *[other] { $medals } médailles
    }
skirmish-co-of = { $player } : chef
skirmish-no-co = Aucun
skirmish-power-in-effect = { " " }— { $power } actif
skirmish-co-hover = { $about }
    Pouvoir { $power } : { $power_does }
    Super pouvoir { $super_power } : { $super_does }
skirmish-use-power = Utiliser { $power }

## Buying (view/purchase_ui.rs)
skirmish-buy-at-factory = Acheter à l'usine { $factory } — { $money } $ disponibles (acheter met fin aux mouvements)
skirmish-close = Fermer
skirmish-buy-card-line = { $movement } PM · portée { $least }–{ $most } · déf. { $defense }

## The unit card (view/unit_card.rs)
skirmish-card-hp-full = PV { $hp } sur 8, pleine puissance
skirmish-card-hp-full-acted = PV { $hp } sur 8, pleine puissance, a agi
skirmish-card-hp-reduced = PV { $hp } sur 8, réduite
skirmish-card-hp-reduced-acted = PV { $hp } sur 8, réduite, a agi
skirmish-card-range-move-or-fire = { $least }–{ $most } (bouger ou tirer)
skirmish-card-line = { $price } $ · { $movement } PM ({ $movement_type }) · portée { $range } · cible { $class } · déf. { $defense }
skirmish-card-firepower = feu
skirmish-card-foot = pied
skirmish-card-vehicle = véhicule
skirmish-card-air = air
skirmish-card-full-reduced = pleine / réd.
skirmish-card-carries = Transporte { $count ->
        [one] { $count } unité à pied
       *[other] { $count } unités à pied
    } ; à bord : { $aboard }
skirmish-card-co-boost = Chef : { $firepower } puissance de feu, { $defense } défense, { $movement } mouvement, { $range } portée

## The hand-over cover and the victory (view/overlays.rs)
skirmish-cover-pass-to = Jour { $day } : passez à { $player } — appuyez pour continuer
skirmish-wins-on-day = { $player } gagne le jour { $day }
skirmish-draw = Match nul
skirmish-score = { $player } : { $medals ->
        [one] { $medals } médaille
       *[other] { $medals } médailles
    }, { $cities ->
        [one] { $cities } ville
       *[other] { $cities } villes
    }, { $units ->
        [one] { $units } unité
       *[other] { $units } unités
    }
skirmish-score-out = { $player } : { $medals ->
        [one] { $medals } médaille
       *[other] { $medals } médailles
    }, { $cities ->
        [one] { $cities } ville
       *[other] { $cities } villes
    }, { $units ->
        [one] { $units } unité
       *[other] { $units } unités
    } — éliminé
skirmish-escape-for-menu = Esc pour le menu.

## The game's log and saves (game.rs, save.rs, registration.rs)
skirmish-opening = { $scenario } commence : jour 1, à { $player } de jouer.
skirmish-whereabouts-over = jour { $day }, la partie est terminée
skirmish-whereabouts-turn = jour { $day }, à { $player } de jouer
skirmish-save-label = { $title }, jour { $day }
skirmish-loaded-from = Partie chargée depuis { $path }.

## The set-up screen: heading and buttons (setup/panel.rs)
skirmish-setup-heading = Disposer une table (2.0–2.7)
skirmish-setup-name = Nom
skirmish-setup-not-ready = Corrigez d'abord les problèmes listés sous la table
skirmish-setup-play = Jouer
skirmish-setup-play-hover = Jouer cette table sur le plateau à cases avec les places choisies ci-dessous
skirmish-setup-save = Enregistrer comme scénario
skirmish-setup-save-hover = Écrire la table comme fichier de scénario dans votre dossier de scénarios
skirmish-setup-back = Retour à Skirmish Wars

## The set-up screen: players and victory (setup/players_ui.rs)
skirmish-setup-players = Joueurs
skirmish-setup-a-person = une personne
skirmish-setup-co = {"   "}Chef
skirmish-setup-co-none = aucun
skirmish-setup-moves-first = Joue en premier (2.6)
skirmish-setup-victory = Victoire (2.7)
skirmish-setup-conquest = Conquête
skirmish-setup-conquest-hover = Capturer un QG ennemi ou éliminer toutes les unités ennemies
skirmish-setup-medals = Médailles de victoire
skirmish-setup-medals-hover = Éliminer autant d'unités ennemies
skirmish-setup-cities = Conquête des villes
skirmish-setup-cities-hover = Posséder autant de villes
skirmish-setup-units-to-eliminate = Unités à éliminer
skirmish-setup-cities-to-own = Villes à posséder

## The set-up screen: tools (setup/tools_ui.rs, setup/editor.rs)
skirmish-setup-seed = Graine
skirmish-setup-players-count = { $count } joueurs
skirmish-setup-random = Disposition aléatoire équilibrée
skirmish-setup-random-hover = Remplacer la table par une table symétrique tirée de la graine : chaque joueur a le même terrain
skirmish-setup-replace-question = Remplacer { $count ->
        [one] la { $count } tuile posée
       *[other] les { $count } tuiles posées
    } (et ce qui s'y trouve) par une disposition aléatoire ?
skirmish-setup-replace = Les remplacer
skirmish-setup-keep = Garder mes tuiles
skirmish-setup-click-to-place = Cliquez sur la table pour placer
skirmish-setup-centre = Centrer la table
skirmish-setup-centre-hover = Faire tenir toute la table dans la vue (elle reste en place pendant que vous posez des tuiles)
skirmish-setup-owner = Propriétaire
skirmish-setup-neutral = Neutre
skirmish-setup-selected-tile = Sélection : { $tile } en { $slot }, tournée de { $degrees }°
skirmish-setup-in-hand = En main : tournée de { $degrees }°
skirmish-setup-rotate = Tourner (R)
skirmish-setup-rotate-hover = Tourner la tuile sélectionnée (ou celle en main) d'un quart de tour dans le sens horaire
skirmish-setup-remove = Retirer la tuile
skirmish-setup-remove-hover = Retirer la tuile sélectionnée et ce qui s'y trouve
skirmish-setup-tool-tiles = Tuiles
skirmish-setup-tool-city = Ville
skirmish-setup-tool-factory = Usine
skirmish-setup-tool-hq = QG
skirmish-setup-tool-trees = Bois
skirmish-setup-tool-hills = Collines
skirmish-setup-tool-clear = Effacer

## The set-up screen: the table and its problems (setup/grid.rs, setup/problems_ui.rs)
skirmish-setup-hint-tile = Cliquez sur un emplacement : poser { $tile } tournée de { $degrees }° (R la tourne). Clic droit : retirer une tuile.
skirmish-setup-hint-hq = Cliquez sur une case : placer un QG.
skirmish-setup-hint-city = Cliquez sur une case : placer une ville.
skirmish-setup-hint-factory = Cliquez sur une case : placer une usine.
skirmish-setup-hint-trees = Cliquez sur une case de plaine : placer des bois.
skirmish-setup-hint-hills = Cliquez sur une case de plaine : placer des collines.
skirmish-setup-hint-clear = Cliquez sur une case : la vider.
skirmish-setup-square = Rangée { $row } colonne { $column } ({ $at }) : { $terrain }
skirmish-setup-no-problems = Aucun problème : la table est prête à jouer.
skirmish-setup-problems = { $count ->
        [one] { $count } problème avant de pouvoir jouer la table :
       *[other] { $count } problèmes avant de pouvoir jouer la table :
    }

## The set-up screen: saving the table (setup/files.rs, setup/actions.rs)
skirmish-setup-saved = « { $name } » enregistrée comme scénario : { $path }
skirmish-setup-write-not-ready = La table ne peut pas encore être utilisée : { $first } ({ $count ->
        [one] { $count } problème
       *[other] { $count } problèmes
    } en tout).
skirmish-setup-write-ron = la table n'a pas pu être écrite comme scénario : { $why }
skirmish-setup-write-unwritable = { $path } n'a pas pu être écrit : { $why }.

## The menu's words for this ruleset
skirmish-what-opens = Une carte s'ouvre sur la grille carrée pour 2 à 4 joueurs, chacun humain ou ordinateur : revenus, réparations, mouvement et ses coûts, combat avec la plage de dégâts et la riposte montrées avant de tirer, capture, transports, achats, pouvoirs de CO, enregistrer, charger et annuler.
skirmish-own-button = Composer une table avec des tuiles
skirmish-own-button-hover = La mise en place propre à Skirmish Wars (2.0–2.7) : tuiles, bâtiments, joueurs, victoire
skirmish-resume-name = Skirmish Wars
skirmish-layout-not-tile-sized = la carte fait { $width } × { $height } cases, pas un nombre entier de tuiles de { $edge } cases
skirmish-layout-no-tile-fits = aucune tuile, tournée d'aucune façon, ne donne les cases de { $slot }
skirmish-layout-has-units = { $count ->
        [one] une unité se trouve sur la carte
       *[other] { $count } unités se trouvent sur la carte
    }, et une table composée de tuiles commence sans (2.5)
skirmish-layout-other-settings = son argent de départ ou sa limite de jours ne sont pas ceux de la mise en place (5 $ chacun, sans limite)
skirmish-layout-not-the-same = les tuiles trouvées ne redonnent pas la même table
skirmish-setup-opened = « { $name } » ouverte depuis { $path }
skirmish-setup-not-a-layout = { $path } ne peut pas s'ouvrir comme une table de tuiles : { $why }. La table à l'écran est conservée ; jouez le fichier depuis la page de Skirmish Wars.
skirmish-setup-unreadable = { $why } La table à l'écran est conservée.
