# movement: Deutsch
