# movement: Français
