"""The one card-face renderer (QPainter): what the table shows is what the proofs will print."""
