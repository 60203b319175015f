"""The Origami Game object: metadata, options, the card list, positions and move texts."""

from __future__ import annotations

from itertools import combinations
from typing import Mapping

from game import catalog
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
    Option("families", FAMILY_CHOICES, "random"),
    Option("dog_sheep", ("all", "tops"), "all", house=True),
    Option("max_rounds", MAX_ROUNDS_CHOICES, DEFAULT_MAX_ROUNDS, house=True),
)


class OrigamiGame(Game):
    """Origami: 2 to 4 players, one family of 18 cards per player."""

    id = "origami"
    name = "Origami"
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
        return [{"id": c.id, **catalog.columns("name", c.name), "count": c.count,
                 "family": c.family, "folds": c.folds, "cost": c.cost, "points": c.points,
                 "effect_type": c.effect_type, **catalog.columns("effect", c.effect_text),
                 "source": c.source} for c in CARDS]

    def score_position(self, data: Mapping) -> dict:
        """Score an origami position file; PositionError names the bad field."""
        return score_position(data)

    def export_position(self, state: OrigamiState) -> dict:
        """The position file of a state (collections bottom to top, hands sorted)."""
        return {"game": "origami",
                "players": [{"collections": [list(a), list(b)], "hand": sorted(hand)}
                            for (a, b), hand in zip(state.cols, state.hands)]}

    def describe_move(self, move, lang: str = "en") -> str:
        """A short player-facing text in the language (catalog `[move.origami]`)."""
        def say(key: str, **params) -> str:
            return catalog.text(f"move.origami.{key}", lang, **params)

        def the(card: str) -> str:
            return BY_ID[card].the(lang) if card in BY_ID else card

        kind = type(move)
        card = getattr(move, "card", None)
        texts = {Take: "take", TakeDiscard: "take_discard", Play: "play", Pay: "pay",
                 Discard: "discard", Give: "give"}
        if kind in texts:
            return say(texts[kind], the=the(card))
        if kind is Place:
            return say("place_under" if move.under else "place_on", n=move.col + 1)
        if kind is Action:
            return say("action", n=move.col + 1)
        if kind is Copy:
            return say("copy", of_the=BY_ID[card].of_the(lang) if card in BY_ID else card)
        if kind is Target:
            return say("target", n=move.seat + 1)
        plain = {Use: "use", Done: "done", Pass: "pass"}
        if kind in plain:
            return say(plain[kind])
        return str(move)


GAME = OrigamiGame()
OrigamiState.game = GAME
