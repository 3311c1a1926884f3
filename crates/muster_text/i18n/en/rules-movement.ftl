# rules-movement: English
