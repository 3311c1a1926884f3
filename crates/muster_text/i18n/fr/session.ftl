# session: Français
