# free-move: Français
