"""The table: its scene, its layers, the aim, the inspector and the per-game layouts."""
