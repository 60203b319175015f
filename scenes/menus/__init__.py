"""The menus and screens around the table: title, new game, settings, results..."""
