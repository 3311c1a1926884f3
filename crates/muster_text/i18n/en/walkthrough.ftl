# walkthrough: English
