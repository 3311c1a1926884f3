# companion: English
