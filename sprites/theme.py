"""Ménagerie's palette: one warm, illustrated look shared by every scene and card.

Colours are RGB tuples. The table is green felt inside a wooden rim, cards are cream
card stock with dark brown ink. Every family or species of every game has a colour
and, for colour-blind players, a second colour from the Okabe-Ito set (safe for the
common forms of colour blindness) plus a pattern name, so that no card is told apart
by colour alone. `family_colour` and `family_pattern` are the only look-ups scenes
need; the tables are public for the art code and the tests.
"""

from __future__ import annotations

from collections.abc import Mapping

Colour = tuple[int, int, int]

# --- The table -----------------------------------------------------------------------
FELT = (46, 104, 74)
FELT_DARK = (30, 74, 52)
FELT_LIGHT = (70, 132, 96)
WOOD = (122, 74, 42)
WOOD_DARK = (84, 48, 26)
WOOD_LIGHT = (164, 108, 62)

# --- Card stock and ink ----------------------------------------------------------------
CARD_STOCK = (250, 242, 224)
CARD_STOCK_SHADE = (232, 216, 188)
CARD_EDGE = (92, 66, 48)
INK = (58, 40, 32)
INK_SOFT = (110, 86, 70)
WHITE = (255, 252, 246)
SHADOW = (20, 14, 10)
GOLD = (232, 178, 48)
GOLD_DARK = (168, 118, 22)
SILVER = (196, 200, 206)
BRONZE = (190, 118, 62)

# --- Interface ------------------------------------------------------------------------
TEXT = (252, 244, 226)          # text on felt
TEXT_DIM = (212, 228, 212)      # 4.96:1 on the felt (WCAG AA asks 4.5)
ACCENT = (242, 160, 60)         # buttons, focus
ACCENT_DARK = (196, 108, 30)
HIGHLIGHT = (255, 226, 120)     # a legal target, a selected card
DANGER = (214, 72, 58)
SUCCESS = (96, 176, 92)
PANEL = (62, 44, 34)            # overlay panels
PANEL_LIGHT = (92, 68, 52)

# Seat colours for up to 6 players: warm and distinct, then a colour-blind-safe set.
SEAT_COLOURS: tuple[Colour, ...] = (
    (226, 96, 64), (72, 138, 206), (242, 192, 64), (124, 184, 88), (170, 110, 196),
    (236, 140, 178))
SEAT_COLOURS_CB: tuple[Colour, ...] = (
    (213, 94, 0), (0, 114, 178), (240, 228, 66), (0, 158, 115), (204, 121, 167),
    (86, 180, 233))

# The Okabe-Ito colours, safe for deuteranopia, protanopia and tritanopia.
OKABE_ITO: dict[str, Colour] = {
    "orange": (230, 159, 0), "sky": (86, 180, 233), "green": (0, 158, 115),
    "yellow": (240, 228, 66), "blue": (0, 114, 178), "vermillion": (213, 94, 0),
    "purple": (204, 121, 167), "grey": (120, 120, 120),
}

# Patterns drawn over a card's art window in colour-blind mode.
PATTERN_NAMES: tuple[str, ...] = (
    "stripes", "dots", "hatch", "waves", "checks", "rings", "zigzag", "grid", "plain")

# --- Families and species, per game ------------------------------------------------------
# Each entry: key -> (normal colour, colour-blind colour, pattern).
class _PerGame(Mapping):
    """A table by game id read from each game's art module (sprites/games/<id>.py)."""

    def __init__(self, attribute: str) -> None:
        self.attribute = attribute

    def __getitem__(self, game_id: str):
        from sprites.games import art        # (sprites.games imports nothing from here)
        module = art(game_id)
        if module is None:
            raise KeyError(game_id)
        return getattr(module, self.attribute)

    def __iter__(self):
        from sprites.games import art_games
        return iter(art_games())

    def __len__(self) -> int:
        from sprites.games import art_games
        return len(art_games())


FAMILIES = _PerGame("FAMILIES")   # game -> family -> (colour, colour-blind colour, pattern)

# Card backs: (main colour, pattern colour) per game.
BACKS = _PerGame("BACK")

# Animimix mountain tokens and Animalia medals.
MOUNTAIN = (128, 120, 112)
MOUNTAIN_SNOW = (246, 248, 252)
MEDAL_RIBBON = (196, 60, 56)
MEDAL_BACK = (150, 112, 78)     # a medal turned face down: bronze, no family
MONEY_PAPER = (226, 232, 204)
MONEY_INK = (58, 96, 62)


def family_colour(game_id: str, family: str, colorblind: bool = False) -> Colour:
    """The colour of a family or species of a game (Okabe-Ito in colour-blind mode)."""
    normal, safe, _pattern = FAMILIES[game_id][family]
    return safe if colorblind else normal


def family_pattern(game_id: str, family: str) -> str:
    """The pattern that tells a family apart without colour (one of PATTERN_NAMES)."""
    return FAMILIES[game_id][family][2]


def seat_colour(seat: int, colorblind: bool = False) -> Colour:
    """The colour of a seat (0..5), from the colour-blind-safe set when asked."""
    table = SEAT_COLOURS_CB if colorblind else SEAT_COLOURS
    return table[seat % len(table)]


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour a fraction t of the way from a to b."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


def lighten(colour: Colour, t: float) -> Colour:
    """The colour mixed towards white by t (0..1)."""
    return mix(colour, (255, 255, 255), t)


def darken(colour: Colour, t: float) -> Colour:
    """The colour mixed towards black by t (0..1)."""
    return mix(colour, (0, 0, 0), t)


def hex_colour(colour: Colour) -> str:
    """The colour as an SVG '#rrggbb' string."""
    return "#%02x%02x%02x" % tuple(colour)
