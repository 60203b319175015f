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
    "learn": ("Learn to play", "Apprendre à jouer"),
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
    "human_help": ("A person plays this seat, at this screen.",
                   "Une personne joue à cette place, devant cet écran."),
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
    "medals_shown": ("Animalia: memory aid for others' medals",
                     "Animalia : aide-mémoire des médailles des autres"),
    "medals_won_hidden": ("{who} wins {n} medals, face down",
                          "{who} gagne {n} médailles, face cachée"),
    "medals_part_hidden": ("{haul}, and {n} face down", "{haul}, et {n} face cachée"),
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
    "peek_button_named": ("Hold here, or Tab / X, to see {name}'s hand",
                          "Maintenez ici, ou Tab / X, pour voir la main de {name}"),
    "peek_held": ("{name}: release to hide", "{name} : relâchez pour cacher"),
    "choose_move": ("Choose a move", "Choisissez un coup"),
    "illegal": ("Not allowed: {reason}", "Interdit : {reason}"),
    "game_over": ("Game over", "Partie terminée"),
    "winner": ("{names} wins!", "{names} gagne !"),
    "winners": ("{names} win!", "{names} gagnent !"),
    "no_winner": ("No one wins", "Personne ne gagne"),
    "score": ("Score", "Score"),
    "play_again": ("Play again", "Rejouer"),
    "to_title": ("Back to the title", "Retour au titre"),
    "log": ("Game log", "Journal"),
    "log_move": ("{name}: {move}", "{name} : {move}"),
    "starts": ("{name} starts", "{name} commence"),
    "starts_drawn": ("{name} starts (drawn by the deal)", "{name} commence (tiré au sort)"),
    "player_name": ("Player {n}", "Joueur {n}"),
    "bot_name": ("{level} bot {n}", "Robot {level} {n}"),
    "save_corrupt": ("The saved game was damaged and has been set aside ({file}).",
                     "La partie sauvegardée était abîmée et a été mise de côté ({file})."),
    "no_save": ("No saved game.", "Aucune partie sauvegardée."),
    "save_failed": ("Could not save ({why}): the last save is kept.",
                    "Sauvegarde impossible ({why}) : la précédente est conservée."),
    "press_any": ("Press any button", "Appuyez sur un bouton"),
    "moves_count": ("Move {n}", "Coup {n}"),
    "rules_missing": ("No rules text for this game yet.",
                      "Pas encore de texte de règles pour ce jeu."),
    "options": ("Options", "Options"),
    "hint": ("Hint: {move}", "Conseil : {move}"),
    "demo_banner": ("Demo: bots at play. Press any button.",
                    "Démo : les robots jouent. Appuyez sur un bouton."),
    "controls": ("Enter/A choose · Esc/B back · H/Y hint · L log",
                 "Entrée/A choisir · Échap/B retour · H/Y conseil · L journal"),
    "engine_error": ("This game could not start: {error}",
                     "Cette partie n'a pas pu démarrer : {error}"),
}


OPTION_LABELS: dict[str, tuple[str, str]] = {  # engine option name: (English, French)
    "skin": ("Card names", "Noms des cartes"),
    "money_ledger": ("Money ledger", "Registre de l'argent"),
    "all_tied_poorest": ("Everyone equally poor", "Tous aussi pauvres"),
    "species": ("Species in play", "Espèces en jeu"),
    "lovebirds": ("Lovebird pairs", "Paires d'inséparables"),
    "families": ("Families in play", "Familles en jeu"),
    "dog_sheep": ("Sheep counted by the dog", "Moutons comptés par le chien"),
    "max_rounds": ("Round limit", "Limite de tours"),
    "spy": ("Spy", "Espion"),
    "two_player_elegance": ("Elegance with 2 players", "Élégance à 2 joueurs"),
    "owl_elegance": ("Owl's elegance", "Élégance de la chouette"),
    "lot_overflow": ("Returned lot too big", "Lot revenu trop grand"),
    "power_uses": ("Power uses", "Usage des pouvoirs"),
    "first_player": ("Who starts", "Qui commence"),
}


VALUE_LABELS: dict[str, tuple[str, str]] = {  # option value: (English, French)
    "shown": ("shown", "affiché"), "hidden": ("hidden", "caché"),
    "none_out": ("no one out", "personne éliminé"), "all_out": ("all out", "tous éliminés"),
    "random": ("random", "au hasard"), "reorder": ("reorder", "réordonner"),
    "peek": ("look only", "regarder seulement"), "per_collection": ("per collection", "par collection"),
    "per_player": ("per player", "par joueur"), "all": ("all", "tous"),
    "tops": ("uncovered only", "à découvert seulement"), "maximum": ("best pairing", "meilleur appariement"),
    "take_fitting": ("take what fits", "prendre ce qui tient"),
    "animalement_votre": ("Animalement Vôtre", "Animalement Vôtre"),
    "high_society": ("High Society", "High Society"),
    "once_per_take": ("once per take", "une fois par prise"),
    "per_card": ("once per card", "une fois par carte"),
    "greedy": ("pairs read in order", "paires lues dans l'ordre"),
    "drawn": ("drawn by the deal", "tiré au sort"),
    # Animimix species and Origami families, in the lists of the "species"/"families" options
    "monkey": ("monkeys", "singes"), "wolf": ("wolves", "loups"),
    "elephant": ("elephants", "éléphants"), "pelican": ("pelicans", "pélicans"),
    "penguin": ("penguins", "manchots"), "chameleon": ("chameleons", "caméléons"),
    "lovebird": ("lovebirds", "inséparables"), "lion": ("lions", "lions"),
    "farm": ("farm", "ferme"), "sky": ("sky", "ciel"), "sea": ("sea", "mer"),
    "savanna": ("savanna", "savane"), "garden": ("garden", "jardin"),
}


def value_label(value, lang: str) -> str:
    """An option value in the language (True/False as yes/no, ids made readable)."""
    if value is True or value is False:
        return text("yes" if value else "no", lang)
    if isinstance(value, str) and "," in value:          # a list: each part in the language
        return ", ".join(value_label(part, lang) for part in value.split(","))
    pair = VALUE_LABELS.get(value) if isinstance(value, str) else None
    if pair is None:
        return str(value).replace("_", " ")
    return pair[1] if lang == "fr" else pair[0]


def option_label(name: str, lang: str) -> str:
    """A game option's short name in the language (its id made readable if unknown)."""
    pair = OPTION_LABELS.get(name)
    if pair is None:
        return name.replace("_", " ").capitalize()
    return pair[1] if lang == "fr" else pair[0]


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


def level_spec(level: str):
    """A bot level's game.ai.Level (names and sentences), or None if unknown or the
    bots are not installed."""
    try:
        from game.ai import LEVELS
    except ImportError:
        return None
    return LEVELS.get(level)


def level_name(level: str, lang: str) -> str:
    """A bot level's name in the language (its id when game.ai does not know it)."""
    spec = level_spec(level)
    if spec is None:
        return level
    return spec.name_fr if lang == "fr" else spec.name_en


def seat_help(kind: str, lang: str) -> str:
    """What a seat's choice means: a person here, or the bot level's one sentence."""
    if kind == "human":
        return text("human_help", lang)
    spec = level_spec(kind)
    return "" if spec is None else (spec.about_fr if lang == "fr" else spec.about_en)
