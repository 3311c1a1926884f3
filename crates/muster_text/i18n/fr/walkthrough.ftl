# walkthrough: Français
