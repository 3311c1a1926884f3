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
editor-movement-problem-start-count = { $side } has { $found ->
        [one] one starting space
       *[other] { $found } starting spaces
    }: each side has four ("one of your four starting spaces")
editor-movement-problem-start-off-edge = { $side }'s starting space { $at } is not on { $side }'s edge ("the four in front of you")
editor-movement-problem-unreachable = { $side } cannot reach { $across }'s { $goal } from { $from }: tokens "may not enter or cross closed (darker) spaces", and a player wins with all four tokens on the starting spaces across
