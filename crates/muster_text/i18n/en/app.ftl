# app: English
