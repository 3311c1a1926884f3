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
