"""Player-facing text in English and French, looked up by key with parameters.

Texts are templates filled from parameters (never finished sentences translated
afterwards), so the game log can be retold in either language at any time.
"""

from __future__ import annotations

LANGS = ("fr", "en")

TEXTS: dict[str, tuple[str, str]] = {  # key: (English, French)
    "title": ("Ménagerie", "Ménagerie"),
    "subtitle": ("Four animal card games", "Quatre jeux de cartes animaliers"),
    "continue": ("Continue", "Continuer"),
    "new_game": ("New game", "Nouvelle partie"),
    "demo": ("Watch the bots", "Regarder les robots"),
    "rules": ("Rules", "Règles"),
    "settings": ("Settings", "Réglages"),
    "quit": ("Quit", "Quitter"),
    "back": ("Back", "Retour"),
    "start": ("Start", "Commencer"),
    "game": ("Game", "Jeu"),
    "players": ("Players", "Joueurs"),
    "seat": ("Seat {n}", "Place {n}"),
    "deal": ("Deal number", "Donne n°"),
    "human": ("Human", "Humain"),
    "random": ("Bot: random", "Robot : hasard"),
    "easy": ("Bot: easy", "Robot : facile"),
    "medium": ("Bot: medium", "Robot : moyen"),
    "hard": ("Bot: hard", "Robot : difficile"),
    "expert": ("Bot: expert", "Robot : expert"),
    "no_engines": ("No game is installed yet.", "Aucun jeu n'est encore installé."),
    "house": ("house rule", "règle maison"),
    "yes": ("yes", "oui"),
    "no": ("no", "non"),
    "on": ("on", "oui"),
    "off": ("off", "non"),
    "language": ("Language", "Langue"),
    "master_volume": ("Master volume", "Volume général"),
    "music_volume": ("Music volume", "Volume de la musique"),
    "effects_volume": ("Effects volume", "Volume des effets"),
    "mute": ("Mute", "Muet"),
    "fullscreen": ("Full screen", "Plein écran"),
    "text_size": ("Text size", "Taille du texte"),
    "colorblind": ("Colour-blind mode", "Mode daltonien"),
    "anim_speed": ("Animation speed", "Vitesse des animations"),
    "instant": ("instant", "instantané"),
    "paused": ("Paused", "Pause"),
    "resume": ("Resume", "Reprendre"),
    "abandon": ("Leave the game", "Quitter la partie"),
    "your_turn": ("{name}, your turn", "{name}, à vous"),
    "thinking": ("{name} is thinking…", "{name} réfléchit…"),
    "handoff": ("Pass the screen to {name}", "Passez l'écran à {name}"),
    "handoff_hint": ("Press Confirm when only {name} is looking",
                     "Appuyez sur Valider quand seul·e {name} regarde"),
    "peek_hint": ("Hold Peek (Tab / X) to see your hand",
                  "Maintenez Regarder (Tab / X) pour voir votre main"),
    "choose_move": ("Choose a move", "Choisissez un coup"),
    "illegal": ("Not allowed: {reason}", "Interdit : {reason}"),
    "game_over": ("Game over", "Partie terminée"),
    "winner": ("{names} wins!", "{names} gagne !"),
    "winners": ("{names} win!", "{names} gagnent !"),
    "score": ("Score", "Score"),
    "play_again": ("Play again", "Rejouer"),
    "to_title": ("Back to the title", "Retour au titre"),
    "log": ("Game log", "Journal"),
    "log_move": ("{name}: {move}", "{name} : {move}"),
    "player_name": ("Player {n}", "Joueur {n}"),
    "bot_name": ("{level} bot {n}", "Robot {level} {n}"),
    "save_corrupt": ("The saved game was damaged and has been set aside ({file}).",
                     "La partie sauvegardée était abîmée et a été mise de côté ({file})."),
    "no_save": ("No saved game.", "Aucune partie sauvegardée."),
    "press_any": ("Press any button", "Appuyez sur un bouton"),
    "moves_count": ("Move {n}", "Coup {n}"),
    "rules_missing": ("No rules text for this game yet.",
                      "Pas encore de texte de règles pour ce jeu."),
    "options": ("Options", "Options"),
    "hint": ("Hint: {move}", "Conseil : {move}"),
    "demo_banner": ("Demo: bots at play. Press any button.",
                    "Démo : les robots jouent. Appuyez sur un bouton."),
    "engine_error": ("This game could not start: {error}",
                     "Cette partie n'a pas pu démarrer : {error}"),
}


def text(key: str, lang: str = "en", **params) -> str:
    """The text for `key` in `lang`, with {params} filled in (the key itself if unknown)."""
    pair = TEXTS.get(key)
    if pair is None:
        return key
    template = pair[1] if lang == "fr" else pair[0]
    try:
        return template.format(**params)
    except (KeyError, IndexError):
        return template


def game_name(game, lang: str) -> str:
    """A game's display name in the language."""
    return (game.name_fr or game.name) if lang == "fr" else game.name
