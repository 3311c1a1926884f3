# skirmish: Français
