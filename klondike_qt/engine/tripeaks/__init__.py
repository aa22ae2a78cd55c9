"""TriPeaks."""
