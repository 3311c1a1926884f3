# cli: English
