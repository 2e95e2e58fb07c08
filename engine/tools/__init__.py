"""The headless tools main.py offers: terminal play, the JSON-lines referee, the AI arena."""
