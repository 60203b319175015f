"""What is kept on disk: saves, settings, profiles, statistics, replays, the kiosk's files."""
