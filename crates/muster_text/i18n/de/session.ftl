# session: Deutsch
