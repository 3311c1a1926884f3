# menu: Français

## The settings page
menu-settings-title = Paramètres
menu-settings-fullscreen = Plein écran (F11)
menu-settings-ui-scale = Taille de l'interface
menu-settings-ui-scale-hint = À augmenter pour un grand écran vu de loin.
menu-settings-volume = Volume
menu-settings-ring-the-bell = Faire sonner la cloche
menu-settings-colour-blind-safe = Couleurs des camps adaptées aux daltoniens
menu-settings-second-mouse = Une deuxième souris pour le joueur 2
menu-settings-swap-mice = Échanger les deux souris
menu-settings-saved-to = Enregistré dans { $file }. Touches : bindings.ron dans le même dossier.
