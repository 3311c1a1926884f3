# menu: Deutsch

## The settings page
menu-settings-title = Einstellungen
menu-settings-fullscreen = Vollbild (F11)
menu-settings-ui-scale = Größe der Bedienelemente
menu-settings-ui-scale-hint = Für einen großen Bildschirm, der quer durch den Raum gesehen wird, höher stellen.
menu-settings-volume = Lautstärke
menu-settings-ring-the-bell = Glocke läuten
menu-settings-colour-blind-safe = Seitenfarben für Farbenblinde
menu-settings-second-mouse = Eine zweite Maus für Spieler 2
menu-settings-swap-mice = Die beiden Mäuse tauschen
menu-settings-saved-to = Gespeichert in { $file }. Tastenbelegung: bindings.ron im selben Ordner.
