# rules-soldiers: English
