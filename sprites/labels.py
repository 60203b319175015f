"""What each card shows: its names (by language), family, glyph and numbers.

The engines' card lists (`load_game(id).cards()`, read from their `cards.toml`) are the
truth for names and numbers; when an engine is not available this module falls back to
the names of the rulebooks and RULINGS.md so that the art never depends on an engine
being importable. Card ids are those of INTERFACES.md, plus, for High Society, money
cards "money:N" and the three title variants "x2:1".."x2:3" (fish, peacock, rooster).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from game import catalog
from game.data import DataError
from sprites.games import art, art_games, hook

ANIMALIA_FAMILIES = ("cat", "horse", "dog", "rabbit", "parrot")
ANIMALIA_MEMBERS = ("champion", "smarty", "cutie", "scallywag", "thief", "spy", "prankster")
FAMILY_FR = {"cat": "Chat", "horse": "Cheval", "dog": "Chien", "rabbit": "Lapin",
             "parrot": "Perroquet"}
MEMBER_NAMES = {  # member -> (English, French, elegance, corner symbol, count)
    "champion": ("Champion", "Champion", 3, "star", 3),
    "smarty": ("Smarty-pants", "Coquet", 2, "star", 2),
    "cutie": ("Cutie-pie", "Mignon", 0, "heart", 1),
    "scallywag": ("Scallywag", "Pouilleux", -1, "stain", 1),
    "thief": ("Thief", "Voleur", 0, "mask", 1),
    "spy": ("Spy", "Espion", 0, "binoculars", 1),
    "prankster": ("Prankster", "Farceur", 0, "gift", 1),
}
MONEY_VALUES = (1, 2, 3, 4, 6, 8, 10, 12, 15, 20, 25)
HIGH_SOCIETY = {  # id -> (English, French, kind)
    "1": ("Chatty as a magpie", "Bavard comme une pie", "possession"),
    "2": ("Blind as a mole", "Aveugle comme une taupe", "possession"),
    "3": ("Sly as a fox", "Rusé comme un renard", "possession"),
    "4": ("Stubborn as a mule", "Tête de mule", "possession"),
    "5": ("Sober as a camel", "Sobre comme un chameau", "possession"),
    "6": ("Clever as a monkey", "Malin comme un singe", "possession"),
    "7": ("Randy as a rabbit", "Chaud comme un lapin", "possession"),
    "8": ("Gentle as a lamb", "Doux comme un agneau", "possession"),
    "9": ("Memory of an elephant", "Mémoire d'éléphant", "possession"),
    "10": ("King of the beasts", "Roi des animaux", "possession"),
    "x2": ("Proud as a peacock", "Fier comme un paon", "title"),
    "x2:1": ("Quick as a fish", "Vif comme un poisson", "title"),
    "x2:2": ("Proud as a peacock", "Fier comme un paon", "title"),
    "x2:3": ("Cock of the walk", "Coq du village", "title"),
    "scandal": ("Crocodile tears", "Larmes de crocodile", "scandal"),
    "debt": ("Cat got your tongue", "Donner sa langue au chat", "misfortune"),
    "theft": ("Sick as a dog", "Malade comme un chien", "misfortune"),
}
HS_DEFAULT_GLYPH = {"1": "magpie", "2": "mole", "3": "fox", "4": "mule", "5": "camel",
                    "6": "monkey", "7": "rabbit", "8": "sheep", "9": "elephant",
                    "10": "lion", "x2": "peacock", "x2:1": "fish", "x2:2": "peacock",
                    "x2:3": "rooster", "scandal": "crocodile", "debt": "cat",
                    "theft": "dog"}
HS_CLASSIC = {  # id -> (English, French, glyph) of the classic "High Society" skin
    "1": ("Perfume", "Parfum", "perfume"), "2": ("Champagne", "Champagne", "champagne"),
    "3": ("Horse", "Cheval", "horse"), "4": ("Jewellery", "Bijoux", "jewellery"),
    "5": ("Haute couture", "Haute couture", "couture"),
    "6": ("Old master painting", "Tableau de maître", "painting"),
    "7": ("Sports car", "Voiture de sport", "sports_car"), "8": ("Yacht", "Yacht", "yacht"),
    "9": ("Castle", "Château", "castle"), "10": ("Private island", "Île privée", "island"),
    "x2": ("Peerage", "Titre de noblesse", "crown"),
    "scandal": ("Scandal", "Scandale", "newspaper"),
    "debt": ("Gambling debt", "Dette de jeu", "dice"), "theft": ("Theft", "Vol", "burglar"),
}
OBJECT_GLYPHS = {
    "perfume": "perfume", "parfum": "perfume", "champagne": "champagne", "jewellery": "jewellery",
    "jewelry": "jewellery", "bijoux": "jewellery", "couture": "couture", "painting": "painting",
    "tableau": "painting", "car": "sports_car", "voiture": "sports_car", "yacht": "yacht",
    "castle": "castle", "château": "castle", "island": "island", "île": "island",
    "peerage": "crown", "noblesse": "crown", "scandal": "newspaper", "scandale": "newspaper",
    "debt": "dice", "dette": "dice", "theft": "burglar", "vol": "burglar", "horse": "horse",
    "cheval": "horse",
}
ANIMIMIX = {"monkey": ("Monkey", "Singe"), "wolf": ("Wolf", "Loup"),
            "elephant": ("Elephant", "Éléphant"), "pelican": ("Pelican", "Pélican"),
            "penguin": ("Penguin", "Manchot"), "chameleon": ("Chameleon", "Caméléon"),
            "lovebird": ("Lovebird", "Inséparable"), "lion": ("Lion", "Lion")}
ORIGAMI = {  # family -> {id: French name}, from RULINGS.md section 4
    "farm": {"cat": "Chat", "sheep": "Mouton", "raccoon": "Raton laveur",
             "pig": "Cochon", "dog": "Chien", "fox": "Renard", "rabbit": "Lapin"},
    "sky": {"chick": "Poussin", "parrot": "Perroquet", "owl": "Hibou",
            "dove": "Colombe", "chicken": "Poule", "vulture": "Vautour",
            "eagle": "Aigle", "magpie": "Pie"},
    "sea": {"minnow": "Vairon", "shell": "Coquillage", "ray": "Raie", "whale": "Baleine",
            "squid": "Calmar", "crab": "Crabe", "dolphin": "Dauphin", "shark": "Requin"},
    "savanna": {"monkey": "Singe", "cheetah": "Guépard", "rhino": "Rhinocéros",
                "gorilla": "Gorille", "elephant": "Éléphant", "zebra": "Zèbre",
                "lion": "Lion", "snake": "Serpent"},
    "garden": {"ant": "Fourmi", "butterfly": "Papillon", "bee": "Abeille",
               "grasshopper": "Sauterelle", "caterpillar": "Chenille",
               "spider": "Araignée", "fly": "Mouche"},
}
# French and English words in card names -> glyph, for names chosen by the engines.
NAME_GLYPHS = {
    "pie": "magpie", "magpie": "magpie", "taupe": "mole", "mole": "mole",
    "renard": "fox", "fox": "fox", "mule": "mule", "âne": "mule", "donkey": "mule",
    "chameau": "camel", "camel": "camel", "singe": "monkey", "monkey": "monkey",
    "lapin": "rabbit", "rabbit": "rabbit", "agneau": "sheep", "mouton": "sheep",
    "lamb": "sheep", "sheep": "sheep", "éléphant": "elephant", "elephant": "elephant",
    "lion": "lion", "poisson": "fish", "fish": "fish", "paon": "peacock",
    "peacock": "peacock", "coq": "rooster", "cock": "rooster", "rooster": "rooster",
    "crocodile": "crocodile", "chat": "cat", "cat": "cat", "chien": "dog", "dog": "dog",
    "loup": "wolf", "wolf": "wolf", "cochon": "pig", "pig": "pig", "hibou": "owl",
    "chouette": "owl", "owl": "owl", "aigle": "eagle", "eagle": "eagle",
    "requin": "shark", "shark": "shark", "baleine": "whale", "whale": "whale",
    "poule": "chicken", "hen": "chicken", "abeille": "bee", "bee": "bee",
    "fourmi": "ant", "ant": "ant", "papillon": "butterfly", "butterfly": "butterfly",
    "serpent": "snake", "snake": "snake", "cheval": "horse", "horse": "horse",
    "perroquet": "parrot", "parrot": "parrot", "bœuf": "ox", "boeuf": "ox", "ox": "ox",
    "carpe": "fish", "carp": "fish", "pinson": "dove", "colombe": "dove", "dove": "dove",
    "vache": "ox", "cow": "ox", "taureau": "ox", "bull": "ox",
}


@dataclass(frozen=True)
class CardInfo:
    """Everything a card face shows, independent of size and language choice."""

    game_id: str
    card_id: str
    names: dict = field(hash=False, compare=False)      # {language: name}
    family: str = ""
    glyph: str = ""
    numbers: dict = field(default_factory=dict, hash=False, compare=False)

    def name(self, lang: str = "en") -> str:
        """The card's name in the language (English when it has none in that one)."""
        name = catalog.pick(self.names, lang, self.card_id)
        return name[:1].upper() + name[1:]


class UnknownCard(DataError):
    """A card id that the game does not have; the message names game and card."""


def _engine_cards(game_id: str) -> dict[str, dict]:
    """The engine's card definitions by id, or {} if the engine cannot be loaded."""
    try:
        from game import load_game
        return {str(entry["id"]): entry for entry in load_game(game_id).cards()}
    except Exception:  # noqa: BLE001 - the art must work even while an engine is broken
        return {}


def card_ids(game_id: str) -> list[str]:
    """Every distinct card id of a game that has a face (money cards included)."""
    return list(_table(game_id, None))


def _skins(game_id: str) -> tuple[str, ...]:
    """A game's skins, the default first (none for most games)."""
    return getattr(art(game_id), "SKINS", ())


def check_skin(game_id: str, skin: str | None) -> str | None:
    """The skin to draw (None for games without skins); ValueError for an unknown one."""
    skins = _skins(game_id)
    if skin is None:
        return skins[0] if skins else None
    if skin not in skins:
        raise ValueError(f"{game_id}: unknown skin {skin!r} (known: {', '.join(skins) or 'none'})")
    return skin


def card_info(game_id: str, card_id: str, skin: str | None = None) -> CardInfo:
    """The CardInfo of a card (in a skin); raises UnknownCard naming game and card."""
    skins = _skins(game_id)
    table = _table(game_id, None if skins and skin == skins[0] else skin)
    if card_id in table:
        return table[card_id]
    if getattr(art(game_id), "MONEY_CARDS", False) and card_id.startswith("money:"):
        value = card_id.partition(":")[2]
        if value.isdigit() and 0 < int(value) <= 999:
            return _money(int(value))
    raise UnknownCard(f"{game_id}: unknown card {card_id!r}")


@lru_cache(maxsize=None)
def _table(game_id: str, skin: str | None) -> dict[str, CardInfo]:
    module = art(game_id)
    if module is None:
        raise UnknownCard(f"unknown game {game_id!r} (known: {', '.join(art_games())})")
    if skin is not None and skin == getattr(module, "CLASSIC_SKIN", None):
        return hook(game_id, "CLASSIC_LABELS")(_engine_cards(game_id))
    return hook(game_id, "LABELS")(_engine_cards(game_id))


def _names(entry: dict | None, en: str, fr: str) -> dict[str, str]:
    """The engine's names of a card by language (its `name`, `name_fr`, `name_<lang>`
    columns), else the rulebooks' (English, French)."""
    fallback = catalog.pair(en, fr)
    if not entry:
        return fallback
    return {lang: str(catalog.localized(entry, "name", lang) or catalog.pick(fallback, lang))
            for lang in catalog.languages()}


def animalia_labels(engine: dict[str, dict]) -> dict[str, CardInfo]:
    out = {}
    for fam in ANIMALIA_FAMILIES:
        for member, (en, fr, elegance, sym, stars) in MEMBER_NAMES.items():
            cid = f"{fam}:{member}"
            names = _names(engine.get(cid), f"{fam.title()} {en.lower()}",
                           f"{FAMILY_FR[fam]} {fr.lower()}")
            out[cid] = CardInfo("animalia", cid, names, fam, fam,
                                {"member": member, "elegance": elegance, "symbol": sym,
                                 "symbols": stars})
    out["owl"] = CardInfo("animalia", "owl", _names(engine.get("owl"), "Owl", "Chouette"),
                          "owl", "owl",
                          {"member": "joker", "elegance": 0})
    return out


def glyph_for_name(*names: str, default: str) -> str:
    """The glyph named by the first animal word found in the names, else `default`."""
    for name in names:
        for word in re.findall(r"[\wœ]+", name.lower()):
            if word in NAME_GLYPHS:
                return NAME_GLYPHS[word]
    return default


def high_society_labels(engine: dict[str, dict]) -> dict[str, CardInfo]:
    out = {}
    for cid, (en, fr, kind) in HIGH_SOCIETY.items():
        key, _sep, variant = cid.partition(":")
        names = _names(engine.get(key), en, fr)
        fallback = catalog.pair(en, fr)
        if any(" / " in name for name in names.values()):  # the three titles share the id "x2"
            pick = int(variant or 2) - 1
            names = {lang: _nth(name.split(" / "), pick, catalog.pick(fallback, lang, en))
                     for lang, name in names.items()}
        glyph = (HS_DEFAULT_GLYPH[cid] if names == fallback
                 else glyph_for_name(*reversed(names.values()), default=HS_DEFAULT_GLYPH[cid]))
        numbers = {"value": int(cid)} if cid.isdigit() else {}
        out[cid] = CardInfo("high_society", cid, names, kind, glyph, numbers)
    for value in MONEY_VALUES:
        out[f"money:{value}"] = _money(value)
    return out


def high_society_classic_labels(engine: dict[str, dict]) -> dict[str, CardInfo]:
    """High Society's classic skin: luxuries, peerages and misfortunes."""
    out = {}
    for cid, base in high_society_labels(engine).items():
        key = cid.partition(":")[0]
        if base.family == "money":
            out[cid] = base
            continue
        en, fr, default = HS_CLASSIC[key]
        names = catalog.pair(en, fr)
        skins = engine.get(key, {}).get("skins", {}).get("high_society", {})
        if skins.get("names"):
            names = {lang: str(catalog.localized(skins, "names", lang)[0])
                     for lang in catalog.languages()}
        glyph = default
        for word in re.findall(r"[\wœ]+", " ".join(names.values()).lower()):
            if word in OBJECT_GLYPHS:
                glyph = OBJECT_GLYPHS[word]
                break
        out[cid] = CardInfo("high_society", cid, names, base.family, glyph, base.numbers)
    return out


def _nth(names: list[str], index: int, default: str) -> str:
    return names[index].strip() if 0 <= index < len(names) else default


def _money(value: int) -> CardInfo:
    return CardInfo("high_society", f"money:{value}",
                    {lang: catalog.text("card.high_society.money_word", lang)
                     for lang in catalog.languages()},
                    "money", "coin", {"value": value})


def animimix_labels(engine: dict[str, dict]) -> dict[str, CardInfo]:
    out = {}
    for cid, (en, fr) in ANIMIMIX.items():
        entry = engine.get(cid, {})
        numbers = {key: value for key, value in entry.items() if key.startswith("scoring")}
        out[cid] = CardInfo("animimix", cid, _names(entry, en, fr), cid, cid, numbers)
    return out


def origami_labels(engine: dict[str, dict]) -> dict[str, CardInfo]:
    out = {}
    fallback = {cid: (fam, fr) for fam, cards in ORIGAMI.items() for cid, fr in cards.items()}
    ids = list(engine) if engine else list(fallback)
    for cid in ids:
        entry = engine.get(cid, {})
        fam, fr = fallback.get(cid, (str(entry.get("family", "farm")), cid.title()))
        fam = str(entry.get("family", fam))
        names = _names(entry, cid.replace("_", " ").title(), fr)
        numbers = {key: value for key, value in entry.items()
                   if key in ("folds", "cost", "points", "effect_type") or key == "effect"
                   or key.startswith("effect_") and key != "effect_type"}
        out[cid] = CardInfo("origami", cid, names, fam, cid, numbers)
    return out
