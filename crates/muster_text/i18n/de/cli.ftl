# cli: Deutsch
