# rules-free-move: English
