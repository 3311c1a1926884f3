# movement: English
