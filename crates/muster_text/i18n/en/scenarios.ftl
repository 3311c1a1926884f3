# scenarios: English
