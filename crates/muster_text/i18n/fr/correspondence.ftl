# correspondence: Français

## Why a turn file is refused (crates/muster_rules/src/correspondence/error.rs)
correspondence-unreadable = Ce n'est pas un fichier de tour complet : ligne { $line }, colonne { $column } : { $reason }
correspondence-other-version = Ce fichier de tour est de la version { $found } ; ce Muster lit la version { $reads }.
correspondence-other-ruleset = Ce fichier de tour est une partie de { $found }, pas de { $expected }.
correspondence-another-game = Ce fichier de tour est d'une autre partie ({ $found }) ; votre partie est { $held }.
correspondence-unknown-game = Ce fichier de tour est d'une partie dont vous n'avez rien ({ $found }), et ce n'est pas une invitation.
correspondence-start-changed = Le scénario, les joueurs ou la graine de ce fichier diffèrent de votre partie.
correspondence-seed-not-kept = La moitié de la graine révélée par celui qui a lancé la partie n'est pas celle promise.
correspondence-commands-before-seed = Ce fichier contient des ordres joués avant que les deux moitiés de la graine soient connues.
correspondence-command-changed = L'ordre { $at } a été modifié : la chaîne se rompt là.
correspondence-command-removed = L'ordre { $at } a été retiré de ce fichier.
correspondence-command-added = Un ordre a été ajouté à ce fichier en { $at }.
correspondence-order-swapped = Les ordres { $at } et { $next } ont été intervertis dans ce fichier.
correspondence-changed-since-yours = L'ordre { $at } diffère du vôtre : ce fichier réécrit la partie.
correspondence-older-than-held = Ce fichier est plus ancien que votre partie : il contient { $found } ordres, vous en avez { $held }.
correspondence-already-held = Vous avez déjà le tour { $turn } : c'est votre propre fichier ou un fichier déjà ouvert.
correspondence-not-their-turn = L'ordre { $at } est pour votre propre place, joué pendant le tour de l'autre joueur.
correspondence-does-not-replay = L'ordre { $at } ne se rejoue pas : { $why }
correspondence-not-for-two = Le jeu par correspondance se joue à deux ; ce scénario a { $seats } places.

## Playing by correspondence (src/app/session/correspondence/)
correspondence-write-failed = Impossible d'écrire le fichier de tour { $file } : { $error }
correspondence-cannot-read = Impossible de lire le fichier de tour { $file } : { $error }
correspondence-seat-not-to-act = il est joué pour la place { $seat }, qui n'a pas la main
correspondence-still-your-turn = Votre tour n'est pas fini : jouez-le, puis envoyez-le.
correspondence-game-diverged = Cette partie ne commence plus par les ordres de votre fichier (un ordre a été annulé) ; rouvrez le dernier fichier.
correspondence-invitation-written = Invitation écrite dans { $file }. Envoyez-la à l'autre joueur.
correspondence-accepted = Invitation acceptée : renvoyez { $file } à l'autre joueur. La partie commence avec son prochain fichier.
correspondence-opened = Fichier de tour ouvert : { $whereabouts }.
correspondence-sent = Tour envoyé : { $file }. Envoyez ce fichier à l'autre joueur.
correspondence-seat-is-remote = La place { $seat } se joue sur la machine de l'autre joueur ; ses ordres arrivent dans son fichier de tour.
correspondence-undo-sent = L'autre joueur a déjà ces ordres : ils ne peuvent pas être annulés.
correspondence-panel-title = Par correspondance
correspondence-panel-players = { $me } contre { $other }
correspondence-panel-turn = Fichier de tour { $turn }
correspondence-panel-over = La partie est finie.
correspondence-panel-your-move = À vous : jouez votre tour, puis envoyez-le.
correspondence-panel-send-now = Votre tour est fini : envoyez-le.
correspondence-panel-waiting = En attente du fichier de tour de { $other }.
correspondence-send-turn = Envoyer le tour
correspondence-send-turn-hover = Écrire le prochain fichier de tour pour l'autre joueur
correspondence-send-turn-disabled = Envoyer le tour est possible une fois votre tour fini
correspondence-panel-sent-to = Envoyé : { $file }

## The correspondence page (src/app/shell/menu/correspondence_page.rs) and the ruleset's page
correspondence-page-open = Jouer par correspondance…
correspondence-page-open-hover = Une partie avec un joueur ailleurs, par fichiers de tour échangés
correspondence-page-title = { $ruleset } par correspondance
correspondence-page-about = Chacun joue un camp sur sa machine. Après votre tour, Envoyer le tour écrit un fichier : envoyez-le à l'autre joueur (courriel, messagerie, clé USB), qui l'ouvre ici, voit votre tour et joue le sien.
correspondence-page-start-heading = Commencer une partie
correspondence-page-no-scenarios = Aucun scénario de cette règle du jeu n'est pour deux joueurs.
correspondence-page-scenario = Scénario :
correspondence-page-your-side = Votre camp :
correspondence-page-your-name = Votre nom :
correspondence-page-other-name = Nom de l'autre joueur :
correspondence-page-start = Commencer
correspondence-page-start-hover = Écrire l'invitation : l'autre joueur l'ouvre et renvoie sa réponse
correspondence-page-open-heading = Ouvrir un fichier de tour
correspondence-page-turn-file = Le fichier de tour (invitation, réponse ou tour de l'autre joueur) :
correspondence-page-open-file = Ouvrir le fichier de tour
correspondence-page-folder = Vos fichiers sont dans { $folder }
correspondence-page-written = Écrit : { $file }
