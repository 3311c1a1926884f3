# rules-free-move: Deutsch
