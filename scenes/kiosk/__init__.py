"""The café kiosk's screens: the PIN pad, the admin menu and the exit chord."""
