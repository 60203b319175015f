"""The rules reference texts, one file per game and language (a package so wheels ship them)."""
