## editor-movement: the movement game's board editor
