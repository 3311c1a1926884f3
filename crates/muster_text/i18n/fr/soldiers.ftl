# soldiers: Français
