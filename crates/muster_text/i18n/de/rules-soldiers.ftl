# rules-soldiers: Deutsch
