"""The Origami Game object: metadata, options, the card list, positions and move texts."""

from __future__ import annotations

from itertools import combinations
from typing import Mapping

from game.core import Game, Option, OptionError
from game.origami.cards import BY_ID, CARDS, FAMILIES
from game.origami.moves import (MOVE_TYPES, Action, Copy, Discard, Done, Give, Pass, Pay,
                                Place, Play, Take, TakeDiscard, Target, Use)
from game.origami.scoring import score_position
from game.origami.state import OrigamiState

FAMILY_CHOICES = ("random",) + tuple(
    ",".join(combo) for k in (2, 3, 4) for combo in combinations(FAMILIES, k))
MAX_ROUNDS_CHOICES = (10, 15, 20, 25, 30, 40, 60, 100)
DEFAULT_MAX_ROUNDS = 40
FAMILY_NAMES = {"farm": ("farm", "ferme"), "sky": ("sky", "ciel"), "sea": ("sea", "mer"),
                "savanna": ("savanna", "savane"), "garden": ("garden", "jardin")}

OPTIONS = (
    Option("families", FAMILY_CHOICES, "random",
           help_en="Families in play, one per player: random, or a list like farm,sky.",
           help_fr="Familles en jeu, une par joueur : au hasard, ou une liste comme farm,sky."),
    Option("dog_sheep", ("all", "tops"), "all", house=True,
           help_en="Dog: count every Sheep in the collections (their corner stays visible), "
                   "or only uncovered ones.",
           help_fr="Chien : compter tous les Moutons des collections (leur coin reste visible), "
                   "ou seulement ceux à découvert."),
    Option("max_rounds", MAX_ROUNDS_CHOICES, DEFAULT_MAX_ROUNDS, house=True,
           help_en="Safety net: after this many rounds the end sequence starts as if the "
                   "deck had run out twice (only reached when players hoard).",
           help_fr="Filet de sécurité : après ce nombre de manches, la fin de partie commence "
                   "comme si le paquet s'était vidé deux fois (seulement si l'on thésaurise)."),
)


class OrigamiGame(Game):
    """Origami: 2 to 4 players, one family of 18 cards per player."""

    id = "origami"
    name = "Origami"
    name_fr = "Origami"
    min_players = 2
    max_players = 4
    OPTIONS = OPTIONS
    MOVE_TYPES = MOVE_TYPES

    def resolve_options(self, options: Mapping | None, players: int | None = None) -> dict:
        """Options with defaults; a family list may be given as a list or "farm,sky"."""
        options = dict(options or {})
        families = options.get("families")
        if isinstance(families, (list, tuple)):
            if not all(isinstance(f, str) for f in families):
                raise OptionError(f"origami: option 'families' must list family names, "
                                  f"not {families!r}")
            options["families"] = ",".join(families)
        if isinstance(options.get("families"), str) and options["families"] != "random":
            names = options["families"].split(",")
            for name in names:
                if name not in FAMILIES:
                    raise OptionError(f"origami: option 'families': unknown family {name!r} "
                                      f"(known: {', '.join(FAMILIES)})")
            if len(set(names)) != len(names):
                raise OptionError("origami: option 'families' names a family twice")
            options["families"] = ",".join(f for f in FAMILIES if f in names)
        resolved = super().resolve_options(options, players)
        if players is not None and resolved["families"] != "random":
            count = len(resolved["families"].split(","))
            if count != players:
                raise OptionError(f"origami: option 'families' has {count} families for "
                                  f"{players} players (one family per player)")
        return resolved

    def _new_state(self, players: int, seed: int, options: dict) -> OrigamiState:
        return self.new_state_with_events(players, seed, options, None)

    def new_state_with_events(self, players: int, seed: int, options: dict,
                              events: list | None) -> OrigamiState:
        """A new game; the set-up events (deal, first player, line) go to `events`."""
        from game.rng import Rng
        if options["families"] == "random":
            rng = Rng(seed ^ 0xFA11)
            pool = list(FAMILIES)
            rng.shuffle(pool)
            chosen = set(pool[:players])
            families = tuple(f for f in FAMILIES if f in chosen)
        else:
            families = tuple(options["families"].split(","))
        return OrigamiState.new(players, seed, options, families, events)

    def cards(self) -> list[dict]:
        """One entry per distinct card, with the fields INTERFACES.md lists."""
        return [{"id": c.id, "name": c.name_en, "name_fr": c.name_fr, "count": c.count,
                 "family": c.family, "folds": c.folds, "cost": c.cost, "points": c.points,
                 "effect_type": c.effect_type, "effect": c.effect_en,
                 "effect_fr": c.effect_fr, "source": c.source} for c in CARDS]

    def score_position(self, data: Mapping) -> dict:
        """Score an origami position file; PositionError names the bad field."""
        return score_position(data)

    def export_position(self, state: OrigamiState) -> dict:
        """The position file of a state (collections bottom to top, hands sorted)."""
        return {"game": "origami",
                "players": [{"collections": [list(a), list(b)], "hand": sorted(hand)}
                            for (a, b), hand in zip(state.cols, state.hands)]}

    def describe_move(self, move, lang: str = "en") -> str:
        """A short player-facing text in English or French."""
        fr = lang == "fr"

        def the(card: str) -> str:
            return BY_ID[card].the(lang) if card in BY_ID else card

        kind = type(move)
        if kind is Take:
            return f"Prendre {the(move.card)} dans la ligne" if fr else \
                f"Take {the(move.card)} from the line"
        if kind is TakeDiscard:
            return f"Prendre {the(move.card)} dans la défausse" if fr else \
                f"Take {the(move.card)} from the discard pile"
        if kind is Play:
            return f"Jouer {the(move.card)}" if fr else f"Play {the(move.card)}"
        if kind is Pay:
            return f"Payer avec {the(move.card)}" if fr else f"Pay with {the(move.card)}"
        if kind is Place:
            where = ("sous" if move.under else "sur") if fr else ("under" if move.under else "on")
            return (f"Poser {where} la collection {move.col + 1}" if fr
                    else f"Place {where} collection {move.col + 1}")
        if kind is Action:
            return (f"Action spéciale de la collection {move.col + 1}" if fr
                    else f"Special action of collection {move.col + 1}")
        if kind is Discard:
            return f"Défausser {the(move.card)}" if fr else f"Discard {the(move.card)}"
        if kind is Give:
            return (f"Passer {the(move.card)} à droite" if fr
                    else f"Pass {the(move.card)} to the right")
        if kind is Copy:
            of_the = BY_ID[move.card].of_the(lang) if move.card in BY_ID else move.card
            return f"Copier l'effet {of_the}" if fr else f"Copy the effect {of_the}"
        if kind is Target:
            return f"Viser le joueur {move.seat + 1}" if fr else f"Target player {move.seat + 1}"
        texts = {Use: ("Utiliser l'effet", "Use the effect"), Done: ("Terminer", "Done"),
                 Pass: ("Passer", "Pass")}
        if kind in texts:
            return texts[kind][0 if fr else 1]
        return str(move)

