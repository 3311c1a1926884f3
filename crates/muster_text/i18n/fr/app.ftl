# app: Français
