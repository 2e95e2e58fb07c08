"""The game-agnostic kernel: the state protocol, typed events, seeded randomness, validation."""
