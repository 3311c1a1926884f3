# session: Français

## The side panel's buttons (view/buttons.rs) and log (view/log_panel.rs)
session-undo = Annuler le dernier
session-undo-hover = Revenir au dernier jet de dé
session-save = Enregistrer
session-save-hover = Enregistrer cette partie (elle est aussi enregistrée automatiquement en cours de jeu)
session-load = Charger
session-load-hover = Remplacer cette partie par celle enregistrée
session-log = Journal
session-log-undone = Annulé.

## Seat toggles (view/seat_toggle.rs)
session-seat-human = Humain
session-seat-computer = Ordinateur
session-seat-computer-at-level = Ordinateur ({ $level })
session-seat-toggle-hover = { $seat }. Appuyer pour le suivant : Humain, puis l'ordinateur en Recrue, Vétéran ou Général
session-seat-number = Place { $seat }

## Watching the computer (watch_speed.rs)
session-watch-title = Regarder l'ordinateur
session-watch-play = ▶ Lecture
session-watch-hold = ⏸ Arrêt
session-watch-step = Pas
session-watch-step-hover = Un ordre
session-watch-commands-a-second = Ordres par seconde :

## The replay bar (replay/bar.rs) and the replay's notices (replay/mod.rs)
session-replay-heading = RELECTURE
session-replay-command-of = ordre { $at } sur { $total } : { $whereabouts }
session-replay-watching = Relecture : les boutons de la partie attendent « Reprendre d'ici ». Faites glisser la barre pour la déplacer.
session-replay-to-start = Au début
session-replay-step-back = Un ordre en arrière
session-replay-pause = Pause
session-replay-pause-hover = Arrêter la lecture
session-replay-play = Lecture
session-replay-play-hover = Lire à la vitesse choisie
session-replay-step-forward = Un ordre en avant
session-replay-to-end = À la fin
session-replay-speed = Vitesse
session-replay-continue = Reprendre d'ici
session-replay-continue-hover = Poursuivre la partie à partir d'ici ; les ordres suivants sont abandonnés
session-replay-close = Fermer
session-replay-close-hover = Revenir à la partie telle qu'elle était
session-replay-network-from-save = La relecture d'une partie en réseau s'ouvre depuis son enregistrement, après la partie (chaque machine garde toute la partie).
session-replay-playing-on-from = La partie reprend à l'ordre { $at } sur { $total }.
session-replay-does-not-replay = La partie ne se rejoue pas : { $why }

## Turns and the computer (turn_plugin.rs, command_log.rs)
session-computer-plays-this-seat = L'ordinateur joue cette place.
session-computer-command-refused = L'ordre de l'ordinateur a été refusé : { $why }
session-command-refused = l'ordre { $index } est refusé : { $why }
session-nothing-to-undo = Rien à annuler depuis le dernier jet de dé.
session-undo-does-not-replay = La partie ne se rejoue pas : { $why }.
session-scenario-cannot-begin = { $scenario } ne peut pas commencer : { $why }

## Saves (turn_saves.rs, save_error.rs)
session-saved-to = Enregistré dans { $file }.
session-save-failed = La partie n'a pas pu être enregistrée dans { $file } : { $error }
session-autosave-failed = La partie n'a pas pu être enregistrée automatiquement dans { $file } : { $error }
session-host-keeps-the-game = Cette machine ne voit que son camp : la partie est gardée par l'hôte, dont l'enregistrement la reprend (rejoignez-la à nouveau).
session-save-missing = Aucune partie enregistrée dans { $file }.
session-save-damaged = L'enregistrement n'a pas pu être lu : { $why }.
session-save-other-version = { $file } a été écrit par une autre version de Muster (version d'enregistrement { $found }, celle-ci lit la { $reads }) ; il est laissé tel quel.
session-save-other-ruleset = { $file } n'est pas { $expected }.
session-save-seats-differ = { $file } a { $saved ->
        [one] { $saved } place
       *[other] { $saved } places
    } et le scénario { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } ; il est laissé tel quel.
session-save-does-not-replay = { $file } ne se rejoue que jusqu'à son ordre { $index } : { $why }. L'enregistrement est laissé tel quel.
session-save-different-position = { $file } se rejoue vers une autre position que celle enregistrée : il a sans doute été écrit par une autre compilation de Muster. L'enregistrement est laissé tel quel.

## Commands across machines (command_relay.rs, network_play.rs)
session-host-command-unread = L'ordre { $index } de l'hôte ne se lit pas ici : { $error }
session-host-command-does-not-play = L'ordre { $index } de l'hôte ne se joue pas ici : { $why }
session-command-not-sent = Cet ordre n'a pas été envoyé : { $error }
session-nobody-to-act = Personne n'a la main pour l'instant.
session-command-not-for-seat = Cet ordre n'est pas à { $name } de jouer maintenant.
session-command-cannot-be-sent = L'ordre { $index } ne peut pas être envoyé aux autres machines : { $error }
session-network-game-does-not-open = La partie en réseau ne s'ouvre pas ici : { $why }
session-seat-view-cannot-be-sent = La vue de la partie de la place { $seat } ne peut pas être envoyée : { $error }
session-host-view-unread = La vue de la partie de l'hôte ne se lit pas ici : { $error }

## muster simulate's lines (simulate_summary.rs)
session-simulate-header = { $scenario } : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, graines { $first }..{ $end }, { $players }
session-simulate-seed-line = graine { $seed } : { $line }
session-simulate-draws = , nulles { $draws }
session-simulate-summary = victoires : { $wins }{ $draws } ; moyenne { $length } { $unit } ; temps moyen de l'IA { $time } ms par tour
session-simulate-not-a = { $file } : pas un scénario { $what }
