# rules-skirmish: English
