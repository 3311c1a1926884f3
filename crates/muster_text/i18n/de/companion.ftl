# companion: Deutsch
