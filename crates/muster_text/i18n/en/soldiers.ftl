# soldiers: English
