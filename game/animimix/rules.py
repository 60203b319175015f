"""The Animimix Game object: metadata, options and the move codec (see the package's docstring)."""

from __future__ import annotations

from itertools import combinations
from typing import Mapping

from game import catalog
from game.animimix.cards import SETUP, SPECIES, SPECIES_DATA, SPECIES_INDEX
from game.animimix.positions import score_position_data
from game.animimix.scoring import LOVEBIRD_GREEDY, LOVEBIRD_MAXIMUM
from game.animimix.state import AnimimixState, PlaceHidden, Swap
from game.core import Game, Option, OptionError, first_player_option, typed_moves

SPECIES_COUNTS = sorted({count for count, *_ in SETUP.values()})
SPECIES_CHOICES: tuple[str, ...] = ("random",) + tuple(
    ",".join(combo) for count in SPECIES_COUNTS for combo in combinations(sorted(SPECIES), count))


class Animimix(Game):
    """Animimix for 2 to 6 players."""

    id = "animimix"
    name = "Animimix"
    min_players = 2
    max_players = 6
    OPTIONS = (
        Option("species", SPECIES_CHOICES, "random"),
        Option("lovebirds", (LOVEBIRD_MAXIMUM, LOVEBIRD_GREEDY), LOVEBIRD_MAXIMUM, house=True),
        first_player_option(6),
    )
    MOVE_TYPES = typed_moves(PlaceHidden, Swap)

    def _new_state(self, players: int, seed: int, options: dict) -> AnimimixState:
        return AnimimixState.deal(players, seed, options)

    def resolve_options(self, options: Mapping | None, players: int | None = None) -> dict:
        """Options with defaults; the species choice is normalised and checked first."""
        options = dict(options or {})
        if "species" in options:
            options["species"] = normalise_species(options["species"], players)
        return super().resolve_options(options, players)

    def species_choices(self, players: int) -> list[str]:
        """The explicit values of option "species" allowed for a player count (for menus)."""
        count = SETUP[players][0]
        return [choice for choice in SPECIES_CHOICES[1:] if choice.count(",") == count - 1]

    def cards(self) -> list[dict]:
        """One entry per species: id, names, count 10, scoring texts."""
        return [dict(entry) for entry in SPECIES_DATA]

    def score_position(self, data: Mapping) -> dict:
        """Score a position file (grid rows, players' face-down cards)."""
        return score_position_data(data)

    def export_position(self, state: AnimimixState) -> dict:
        """The position file of a state: grid and every seat's face-down cards."""
        view = state.observe(None)
        players = [{"cards": [SPECIES[s] for s, n in enumerate(pile) for _ in range(n)]}
                   for pile in state.piles()]
        position = {"game": self.id, "grid": view["grid"], "players": players}
        if state.lovebirds != LOVEBIRD_MAXIMUM:
            position["options"] = {"lovebirds": state.lovebirds}
        return position

    def describe_move(self, move, lang: str = "en") -> str:
        """A short player-facing description (it names the card: show it to its owner)."""
        species = getattr(move, "species", None)
        s = SPECIES_INDEX.get(species) if isinstance(species, str) else None
        if s is None:
            return str(move)
        one = catalog.localized(SPECIES_DATA[s], "one", lang)
        if type(move) is PlaceHidden:
            return catalog.text("move.animimix.place_hidden", lang, one=one)
        if type(move) is Swap:
            return catalog.text("move.animimix.swap", lang, one=one, row=move.row + 1,
                                col=move.col + 1)
        return str(move)

    def species_name(self, species: str, lang: str = "en") -> str:
        """The display name of a species id (plural, as on the scoring page)."""
        return catalog.localized(SPECIES_DATA[SPECIES_INDEX[species]], "name", lang)


def normalise_species(value, players: int | None) -> str:
    """'random', or the species ids sorted and comma-joined; OptionError names the problem."""
    if value == "random":
        return value
    if isinstance(value, str):
        names = [part.strip() for part in value.split(",")]
    elif isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
        names = [v.strip() for v in value]
    else:
        raise OptionError(f"animimix: option 'species' must be 'random' or species ids "
                          f"separated by commas, not {value!r}")
    for name in names:
        if name not in SPECIES_INDEX:
            raise OptionError(f"animimix: option 'species': unknown species {name!r} "
                              f"(known: {', '.join(SPECIES)})")
    doubles = sorted({name for name in names if names.count(name) > 1})
    if doubles:
        raise OptionError(f"animimix: option 'species': {', '.join(doubles)} chosen twice")
    if players in SETUP:
        wanted = SETUP[players][0]
        if len(names) != wanted:
            raise OptionError(f"animimix: option 'species': {players} players play with "
                              f"{wanted} species, not {len(names)} ({', '.join(names)})")
    elif len(names) not in SPECIES_COUNTS:
        raise OptionError(f"animimix: option 'species': choose 3 to 7 species, "
                          f"not {len(names)}")
    return ",".join(sorted(names))


GAME = Animimix()
AnimimixState.game = GAME

__all__ = ["GAME", "Animimix", "AnimimixState", "PlaceHidden", "Swap", "normalise_species"]
