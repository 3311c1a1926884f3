## How the game on screen is shown to the people watching it: captions and the big screen

## The pause menu's View section
view-captions = Sous-titres ({ $key })
view-captions-hint = La règle derrière chaque événement, en une phrase, en bas de l'écran
view-big-screen = Grand écran ({ $key })
view-big-screen-hint = Pour un projecteur : texte plus grand, le journal en sous-titres, le pointeur masqué

## The controls page
view-controls-captions = Sous-titres activés ou non
view-controls-big-screen = Affichage grand écran activé ou non
view-controls-captions-how = F9
view-controls-big-screen-how = F10
