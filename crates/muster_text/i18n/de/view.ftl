## How the game on screen is shown to the people watching it: captions and the big screen

## The pause menu's View section
view-captions = Untertitel ({ $key })
view-captions-hint = Die Regel hinter jedem Ereignis, in einem Satz, am unteren Bildrand
view-big-screen = Großbild ({ $key })
view-big-screen-hint = Für einen Beamer: größere Schrift, das Protokoll als Untertitel, kein Mauszeiger

## The controls page
view-controls-captions = Untertitel ein oder aus
view-controls-big-screen = Großbild-Ansicht ein oder aus
view-controls-captions-how = F9
view-controls-big-screen-how = F10
