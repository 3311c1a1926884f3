# rules-movement: Français
