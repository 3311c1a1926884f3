# rules-skirmish: Français
