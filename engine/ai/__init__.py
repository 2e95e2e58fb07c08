"""Information-honest AI players: ISMCTS over determinizations of a seat's view, and baselines."""
