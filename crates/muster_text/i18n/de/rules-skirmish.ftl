# rules-skirmish: Deutsch
