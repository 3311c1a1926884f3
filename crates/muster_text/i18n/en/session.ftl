# session: English
