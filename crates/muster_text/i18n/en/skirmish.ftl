# skirmish: English
