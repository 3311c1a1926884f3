# soldiers: Deutsch
