"""The match: one game in progress, its seats, steps, undo, log and the seat feed."""
