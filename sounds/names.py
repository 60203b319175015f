"""The names of the sound effects, apart from their synthesis (which needs numpy), so
that the mixer can check a name without importing numpy on the start-up path."""

EFFECTS: tuple[str, ...] = ("shuffle", "deal", "flip", "chip", "medal", "pass", "win",
                            "click", "error", "fanfare")
