"""Everything a person sees: the table, card faces, proofs and dialogs (Qt)."""
