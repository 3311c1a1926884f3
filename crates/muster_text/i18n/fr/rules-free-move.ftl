# rules-free-move: Français
