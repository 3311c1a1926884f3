# menu: English

## The settings page
menu-settings-title = Settings
menu-settings-fullscreen = Fullscreen (F11)
menu-settings-ui-scale = UI scale
menu-settings-ui-scale-hint = Raise it for a big screen seen across the room.
menu-settings-volume = Volume
menu-settings-ring-the-bell = Ring the bell
menu-settings-colour-blind-safe = Colour-blind-safe side colours
menu-settings-second-mouse = A second mouse for Player 2
menu-settings-swap-mice = Swap the two mice
menu-settings-saved-to = Saved to { $file }. Key bindings: bindings.ron in the same folder.
