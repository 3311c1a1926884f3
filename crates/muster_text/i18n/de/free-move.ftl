# free-move: Deutsch
