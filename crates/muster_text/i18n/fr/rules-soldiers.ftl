# rules-soldiers: Français
