# cli: Français
