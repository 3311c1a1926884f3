# app: Deutsch
