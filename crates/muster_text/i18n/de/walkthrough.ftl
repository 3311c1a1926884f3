# walkthrough: Deutsch
