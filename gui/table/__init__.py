"""The table: a QGraphicsScene of cards, the piste, figures and piles, driven by engine.match."""
