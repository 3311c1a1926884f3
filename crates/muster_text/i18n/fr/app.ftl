# app: Français

## Computer levels (core/language.rs)
app-level-recruit = Recrue
app-level-veteran = Vétéran
app-level-general = Général

## Notices (core/ui/notices.rs) and widgets (core/ui/widgets.rs)
app-notices-older-below = { $count ->
        [one] { $count } message plus ancien ci-dessous
       *[other] { $count } messages plus anciens ci-dessous
    }
app-notices-ok = OK
app-notices-close-hint = Cliquez sur un message ou appuyez sur { $key } pour fermer.
app-die-shows = Le dé indique { $face }

## The network lobby (core/network/lobby_panel.rs)
app-lobby-title = Salon
app-lobby-heading = Salon : { $scenario }
app-lobby-joining-title = Connexion
app-lobby-joining-heading = Connexion…
app-lobby-waiting-for-host = En attente de la réponse de l'hôte à { $address }.
app-lobby-hosting-on = Hôte sur le port UDP { $port }. Les invités rejoignent avec : muster join { $address }
app-lobby-joined-host-at = Connecté à l'hôte à { $address }.
app-lobby-seats = Places
app-lobby-machines = Machines
app-lobby-holder-host = Hôte (à l'écran de l'hôte)
app-lobby-holder-a-guest = un invité
app-lobby-holder-computer = Ordinateur : { $level }
app-lobby-holder-open = Libre : le prochain invité qui rejoint
app-lobby-not-connected = non connecté
app-lobby-ready = Prêt
app-lobby-not-ready-yet = pas encore prêt
app-lobby-not-ready-after-all = Finalement pas prêt
app-lobby-start = Commencer la partie
app-lobby-leave = Quitter
app-seats-locked-why = Une partie en réseau : les places ont été attribuées dans le salon.

## The host (core/network/host.rs, mod.rs, pulse.rs)
app-host-name = Hôte
app-guest-numbered = Invité { $token }
app-guest-token = invité { $token }
app-seat-number = Place { $seat }
app-seat-has-no-player = { $seat } n'a pas encore de joueur.
app-person-not-connected = { $name } n'est pas connecté.
app-person-not-ready = { $name } n'est pas prêt.
app-host-refuses-version = Cet hôte utilise Muster { $host } ; votre Muster est en { $guest }. Les deux machines doivent avoir la même version.
app-guest-number-zero = Le numéro d'un invité ne peut pas être 0 : rejoignez à nouveau.
app-game-not-started = La partie n'a pas commencé.
app-seat-not-yours = La place { $seat } n'est pas la vôtre : l'hôte a refusé l'ordre.
app-not-yet = Pas encore : { $why }
app-scenario-cannot-be-sent = Le scénario ne peut pas être envoyé aux invités, la partie ne commence donc pas : { $error }
app-guest-link-lost = La liaison avec { $name } est perdue : la partie est suspendue jusqu'à son retour (au même ordre, rien n'est perdu).
app-no-word-from-guest = Aucune nouvelle de { $name } depuis { $seconds } s : la partie est suspendue jusqu'au retour de la liaison.
app-no-word-from-host = Aucune nouvelle de l'hôte depuis { $seconds } s : la partie est suspendue jusqu'au retour de la liaison.
app-no-load-across-machines = Une partie en réseau ne peut pas charger une autre partie : quittez-la d'abord (Continuer ici).
app-played-on-another-machine = { $name } est joué sur une autre machine.
app-not-a-command-of-this-game = Pas un ordre de cette partie : { $error }
app-codec-not-encoded = un { $what } n'a pas pu être encodé : { $why }
app-codec-not-decoded = pas un { $what } : { $why }

## The guest (core/network/guest.rs)
app-guest-default-name = Invité
app-host-has-no-ipv4 = l'hôte { $address } n'a pas d'adresse IPv4
app-joining-host = Connexion à { $socket }…
app-link-to-host-lost = La liaison avec l'hôte est perdue. Nouvel essai toutes les { $seconds } s ; la partie reprend au même ordre.
app-host-log-jumps = Le journal de l'hôte saute de l'ordre { $at } à l'ordre { $from } : rejoignez à nouveau pour rattraper.
app-host-scenario-does-not-load = Le scénario { $scenario } de l'hôte ne se charge pas ici : { $error }
app-host-scenario-has-a-problem = Le scénario { $scenario } de l'hôte pose un problème ici : { $problem }
app-host-scenario-not-kept = Le scénario de l'hôte n'a pas pu être gardé dans { $file } : { $error } ; les enregistrements de la partie sur cette machine ont besoin du fichier de l'hôte.
app-not-connected-command-not-sent = Non connecté à l'hôte : l'ordre n'a pas été envoyé.

## The link and undo by consent (core/network/link_panel.rs, undo_consent.rs)
app-link-title = La liaison
app-link-game-held = Partie suspendue
app-link-reconnect-now = Se reconnecter
app-link-host-keeps-the-game = L'hôte garde cette partie (cette machine ne voit que son camp) : l'enregistrement de l'hôte la reprend.
app-link-play-on-here = Continuer ici
app-link-play-on-here-hover = Quitter la partie en réseau : toutes les places sont jouées sur cet écran ; la partie et ses enregistrements restent ici.
app-undo-question-title = Annuler ?
app-undo-question = { $name } demande à reprendre le dernier ordre.
app-undo-allow = Accepter
app-undo-refuse = Refuser
app-undo-asked = L'autre camp a été prié d'accepter l'annulation.
app-undo-refused-by = { $name } a refusé l'annulation.
app-a-guest = Un invité

## Named saves (core/named_saves.rs)
app-save-name-empty = Donnez un nom à l'enregistrement.
app-save-name-slash = « { $name } » contient une barre oblique : le nom d'un enregistrement ne peut pas désigner un dossier. Retirez la barre oblique.
app-save-name-parent-folder = « { $name } » contient « .. » : le nom d'un enregistrement ne peut pas sortir du dossier des enregistrements.
app-save-name-control-character = Le nom contient un caractère de contrôle (une tabulation ou un saut de ligne) : saisissez le nom à nouveau.
app-save-name-leading-dot = « { $name } » commence par un point, qui cacherait le fichier : commencez par une lettre ou un chiffre.
app-save-name-too-long = Le nom compte { $characters } caractères : { $most } au plus.
app-date-time = { $day } { $month } { $year }, { $hour }:{ $minute } UTC
app-month-jan = janv.
app-month-feb = févr.
app-month-mar = mars
app-month-apr = avr.
app-month-may = mai
app-month-jun = juin
app-month-jul = juil.
app-month-aug = août
app-month-sep = sept.
app-month-oct = oct.
app-month-nov = nov.
app-month-dec = déc.

## Settings' notices (core/settings.rs) and the second mouse (core/input/second_mouse.rs)
app-settings-damaged = { $problem } ; les paramètres par défaut sont utilisés
app-settings-not-saved = { $file } : impossible d'enregistrer les paramètres : { $error }
app-bindings-damaged = { $problem } ; les touches par défaut sont utilisées
app-second-mouse-unavailable = Deuxième souris : indisponible — { $reason }. Le joueur 2 utilise le clavier ou un curseur de manette.
app-second-mouse-only-one = Deuxième souris : indisponible — une seule souris trouvée. Le joueur 2 utilise le clavier ou un curseur de manette.
app-second-mouse-off = Deuxième souris : désactivée. Le joueur 2 utilise le clavier ou un curseur de manette. { $found } souris trouvées : activez ceci, puis cliquez avec { $found ->
        [2] l'autre
       *[other] une autre
    } souris pour la donner au joueur 2.
app-second-mouse-in-use = Deuxième souris : { $two } est le pointeur du joueur 2 ; { $one } reste celui du joueur 1.
app-second-mouse-the-first-mouse = la première souris
app-second-mouse-found = Deuxième souris : { $found } souris trouvées — cliquez avec { $found ->
        [2] l'autre
       *[other] une autre
    } souris pour la donner au joueur 2.

## The command line's forms (core/launch/form.rs, core/play_until.rs)
app-launch-no-ruleset = aucune règle du jeu { $name } : attendu free-move, soldiers, skirmish ou movement
app-launch-no-level = aucun niveau { $name } : attendu recruit, veteran ou general
app-launch-bad-ruleset = impossible d'afficher { $what } : après { $prefix }, { $why }
app-launch-bad-seed = impossible d'afficher { $what } : { $seed } n'est pas une graine ; attendu skirmish-setup:<graine>, un nombre entier comme skirmish-setup:7
app-launch-no-file = impossible d'afficher { $what } : aucun fichier de scénario après { $quoted } ; attendu { $prefix }<fichier de scénario>
app-launch-unknown-form = impossible d'afficher { $what } : attendu { $forms }
app-launch-no-phase = aucune phase { $name } : attendu countdown, rearrangement, missile, combat, victory, reach ou buy

## The rules reference pages' shared headings (core/ui/reference_page.rs)
app-rules-in-brief = Les règles du texte, en bref
app-rules-readings = Les lectures de Muster là où le texte est muet
app-rules-readings-note = Chaque lecture nomme, entre parenthèses, les tests qui la vérifient. Toutes les lectures : docs/rules-readings.md ; comment jouer : docs/players-guide.md (en anglais).

## Why the second mouse is not available (core/input/xinput2.rs)
app-xinput-no-display = aucun affichage X11
app-xinput-unreachable = impossible d'atteindre l'affichage X ({ $error })
app-xinput-failed = échec de XInput2 ({ $error })
app-xinput-no-extension = le serveur X n'a pas l'extension XInput
app-xinput-too-old = le serveur X a XInput { $version } ; il faut la 2.2
app-xinput-wayland = sous Wayland, toutes les souris arrivent au jeu comme un seul pointeur (XWayland)
app-xinput-no-screen = l'affichage X n'a pas cet écran
app-xinput-device-list = impossible de lister les périphériques d'entrée X ({ $error })

## The menu's words for this ruleset
app-blurb-free-move = L'Antiquité sur une table ouverte : les deux joueurs déplacent tous leurs socles en même temps contre un compte à rebours qui finit par une cloche.
app-blurb-soldiers = Le jeu tactique de SPI (1972) sur 1914–15, sur une carte à hexagones.
app-blurb-skirmish = Des batailles à la Advance Wars sur une grille carrée, 2 à 4 joueurs.
app-blurb-movement = Une course de pions menée par 50 cartes et un d3.
app-blurb-companion = Chronomètre, feuilles d'effectifs et calculateurs de combat à côté d'une vraie table et de vraies figurines.
app-companion-opens = Le compte à rebours du mouvement chronométré, les deux feuilles d'effectifs, les unités en retraite et les calculateurs de tir et de mêlée, pour une bataille sur une vraie table.

## The network's rough edges (core/network: lobby_address, join_address, join_wait, reconnect, hold)
app-lobby-this-machines-address = l'adresse de cette machine{ $port }
app-lobby-or-addresses = ou { $others }
app-join-no-address = Aucune adresse saisie : saisissez l'adresse de l'hôte, par exemple 192.168.1.20.
app-join-bad-port = « { $port } » n'est pas un port : après les deux-points vient un nombre de 1 à 65535 (le salon de l'hôte l'affiche ; 5757 s'il n'est pas indiqué).
app-join-not-an-address = { $address } n'est pas une adresse : quatre nombres de 0 à 255 séparés par des points, par exemple 192.168.1.20.
app-join-no-such-machine = Aucune machine nommée { $name } sur le réseau ({ $error }). Vérifiez le nom, ou saisissez l'adresse affichée dans le salon de l'hôte.
app-join-nothing-answered = Rien n'a répondu à { $address } en { $seconds } s. Vérifiez que l'hôte héberge une partie, que son pare-feu laisse passer le port UDP { $port } et que le port est celui affiché dans son salon.
app-join-try-again = Réessayer
app-link-trying = Essai de { $address }…
app-link-back = Liaison rétablie : { $address } a répondu.
app-link-no-answer = Toujours pas de réponse de { $address } (essayé il y a { $seconds } s).
app-held-command-refused = Non joué : { $why }
