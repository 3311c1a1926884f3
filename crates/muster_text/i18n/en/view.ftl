## How the game on screen is shown to the people watching it: captions and the big screen

## The pause menu's View section
view-captions = Captions ({ $key })
view-captions-hint = The rule behind each event, in a sentence, at the bottom of the screen
view-big-screen = Big screen ({ $key })
view-big-screen-hint = For a projector: larger text, the log as captions, the pointer hidden

## The controls page
view-controls-captions = Captions on or off
view-controls-big-screen = Big-screen layout on or off
view-controls-captions-how = F9
view-controls-big-screen-how = F10
