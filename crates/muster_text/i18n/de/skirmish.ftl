# skirmish: Deutsch
