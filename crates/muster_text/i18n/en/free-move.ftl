# free-move: English
