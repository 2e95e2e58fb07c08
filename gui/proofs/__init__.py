"""Print proofs: sheets for a home printer, PDFs and images for a print shop."""
