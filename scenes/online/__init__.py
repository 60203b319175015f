"""Play between homes, on the screen side: hosting, joining, the lobby, and a headless
runner (`python -m game.online.headless`) that the tests and the bench drive.
The protocol itself is pygame-free, in `game/online/`."""
