# scenarios: Deutsch
