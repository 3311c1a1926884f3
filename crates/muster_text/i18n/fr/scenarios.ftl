# scenarios: Français
