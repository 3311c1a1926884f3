## editor-movement: the movement game's board editor
editor-movement-board-and-rows = the file names the shipped board "{ $board }" and draws one in its rows too: keep one
editor-movement-side-south = South
editor-movement-side-west = West
editor-movement-side-north = North
editor-movement-side-east = East
editor-movement-place-row = row { $row }
editor-movement-place-board = the board
editor-movement-problem-row-length = row { $row } has { $found } spaces and the first { $first }
editor-movement-problem-not-a-space = "{ $letter }" is not a space (. open, # closed, N E S W starting spaces)
editor-movement-problem-size = the board is { $width } × { $height }: a board is { $least } to { $most } spaces a side
editor-movement-problem-start-count = { $found ->
        [0] no starting spaces
        [one] one starting space
       *[other] { $found } starting spaces
    }: each side has four ("one of your four starting spaces")
editor-movement-problem-start-off-edge = { $side }'s starting space { $at } is not on { $side }'s edge ("the four in front of you")
editor-movement-problem-unreachable = { $side } cannot reach { $across }'s { $goal } from { $from }: tokens "may not enter or cross closed (darker) spaces", and a player wins with all four tokens on the starting spaces across
editor-movement-new-name = New board
editor-movement-own-button = Make a board
editor-movement-own-button-hover = The board editor: a board of your club's own, its closed spaces and each side's four starting spaces, checked as you go
editor-movement-opened = Opened "{ $name }" from { $path }
editor-movement-not-opened = { $why } The board on screen is kept.
editor-movement-unreadable = { $file } could not be read: { $why }.
editor-movement-too-large = the file is { $bytes } bytes, far more than a board
editor-movement-not-a-board = { $file } is a { $ruleset } scenario, not a movement game board.
editor-movement-saved = Saved "{ $name }": { $path }
editor-movement-heading = Make a board
editor-movement-name = Name
editor-movement-not-ready = The board has problems: they are listed under it
editor-movement-play = Play
editor-movement-play-hover = Play this board now (it is kept among the played boards; Save keeps it on the page)
editor-movement-save = Save
editor-movement-save-hover = Save the board into your club's scenarios: the movement game's page lists it
editor-movement-undo = Undo
editor-movement-undo-hover = Undo the last change (Ctrl+Z)
editor-movement-redo = Redo
editor-movement-redo-hover = Redo what was undone (Ctrl+Y)
editor-movement-back = Back
editor-movement-brush = Brush
editor-movement-brush-closed = Closed spaces
editor-movement-brush-south = South's starting spaces
editor-movement-brush-west = West's starting spaces
editor-movement-brush-north = North's starting spaces
editor-movement-brush-east = East's starting spaces
editor-movement-brush-hint = Click or drag on the board. Starting a stroke on a space the brush already made clears it again.
editor-movement-columns = Columns
editor-movement-rows = Rows
editor-movement-fewer-columns = One column fewer
editor-movement-more-columns = One column more
editor-movement-fewer-rows = One row fewer
editor-movement-more-rows = One row more
editor-movement-players = Players
editor-movement-player-count = { $count } players
editor-movement-print-and-play = Print and play (d6 and playing cards)
editor-movement-open = Open a board
editor-movement-ready = The board is ready: Play or Save it.
editor-movement-problems = { $count ->
        [one] One problem before it can be played:
       *[other] { $count } problems before it can be played:
    }
