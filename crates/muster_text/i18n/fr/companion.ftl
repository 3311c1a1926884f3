# companion: Français
