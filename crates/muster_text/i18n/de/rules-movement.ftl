# rules-movement: Deutsch
