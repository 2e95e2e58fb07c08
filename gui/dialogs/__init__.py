"""The dialogs around the table: new game, practice history, rules and keys, about."""
