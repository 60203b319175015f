"""The shipped fonts carry French accents; the palette keeps families apart."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from sprites import fonts, theme

ACCENTS = "éèêëàâçôöùûîïœÉÈÀÇÔÙ"


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.font.init()
    yield


@pytest.mark.parametrize("make", [lambda s: fonts.get_font(s), lambda s: fonts.get_font(s, True),
                                  fonts.get_display_font])
def test_fonts_have_french_accents(make):
    font = make(32)
    for char in ACCENTS:
        metrics = font.metrics(char)
        assert metrics and metrics[0] is not None and metrics[0][4] > 0, char
        image = font.render(char, True, (0, 0, 0))
        assert image.get_width() > 0
        assert pygame.mask.from_surface(image).count() > 0, char
    assert font.size("éèàçôù")[0] > 0


def test_fonts_are_the_shipped_files_with_licences():
    for path in fonts.FONT_FILES:
        assert path.is_file(), path
    licences = list(fonts.FONT_DIR.glob("OFL-*.txt"))
    assert len(licences) == 2
    for licence in licences:
        assert "Open Font License" in licence.read_text() or "OFL" in licence.read_text()


def test_fonts_are_cached_and_distinct():
    assert fonts.get_font(20) is fonts.get_font(20)
    assert fonts.get_font(20) is not fonts.get_font(20, bold=True)
    regular = fonts.get_font(40).size("Ménagerie")[0]
    bold = fonts.get_font(40, bold=True).size("Ménagerie")[0]
    assert regular != bold


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc (Linux)")
def test_cached_fonts_hold_no_open_file():
    """A soak of the attract loop saw one more file descriptor each time a new size
    was needed: SDL_ttf kept every cached font's file open. Fonts are read from memory."""
    def open_fonts() -> int:
        links = []
        for fd in Path("/proc/self/fd").iterdir():
            try:
                links.append(str(fd.readlink()))
            except OSError:
                continue
        return sum(link.startswith(str(fonts.FONT_DIR)) for link in links)

    for size in range(60, 70):
        fonts.get_font(size, size % 2 == 0)
        fonts.get_display_font(size)
    assert open_fonts() == 0
    assert fonts.get_font(61).size("Ménagerie")[0] > 0


def test_fit_font_shrinks_to_width():
    font = fonts.fit_font("Donner sa langue au chat", 100, 40, bold=True)
    assert font.size("Donner sa langue au chat")[0] <= 100


def test_families_have_distinct_colours_and_patterns():
    for game, table in theme.FAMILIES.items():
        normal = [entry[0] for entry in table.values()]
        safe = [entry[1] for entry in table.values()]
        if game != "high_society":  # its titles and scandal share the book's light blue
            assert len(set(normal)) == len(normal), game
            assert len(set(safe)) == len(safe), game
        patterns = [entry[2] for key, entry in table.items() if key != "money"]
        assert len(set(patterns)) == len(patterns), game
        assert set(patterns) <= set(theme.PATTERN_NAMES)
        assert set(safe) <= set(theme.OKABE_ITO.values())


def test_seat_colours_and_helpers():
    assert len(set(theme.SEAT_COLOURS)) == 6 and len(set(theme.SEAT_COLOURS_CB)) == 6
    assert theme.seat_colour(7) == theme.SEAT_COLOURS[1]
    assert theme.hex_colour((255, 0, 16)) == "#ff0010"
    assert theme.mix((0, 0, 0), (200, 100, 50), 0.5) == (100, 50, 25)
    assert theme.family_colour("origami", "sea", True) == theme.OKABE_ITO["blue"]


def test_fonts_survive_a_pygame_restart():
    before = fonts.get_font(21)
    pygame.font.quit()
    pygame.font.init()
    after = fonts.get_font(21)
    assert after.render("é", True, (0, 0, 0)).get_width() > 0
    assert after is not before


def _table_tags(path) -> set[str]:
    """The table tags of a TrueType/OpenType file (its table directory)."""
    import struct
    data = path.read_bytes()
    count = struct.unpack(">H", data[4:6])[0]
    return {data[12 + 16 * i:16 + 16 * i].decode("latin-1") for i in range(count)}


def test_body_fonts_carry_no_hinting_programs():
    """FreeType runs TrueType hinting bytecode for every glyph it loads: with it, Quicksand
    measured and rendered at half the speed (sprites/fonts/README.md)."""
    for path in (fonts.BODY_REGULAR, fonts.BODY_BOLD):
        tags = _table_tags(path)
        assert {"glyf", "cmap", "GPOS", "name"} <= tags, path
        assert not tags & {"fpgm", "prep", "cvt "}, path


def test_a_wrapped_line_is_rendered_once_to_fit_and_draw():
    from scenes.ui import TextCache
    from sprites import textfit

    renders = []

    class Counting:
        def __init__(self, font):
            self.font = font

        def render(self, text, *args):
            renders.append(text)
            return self.font.render(text, *args)

        def __getattr__(self, name):
            return getattr(self.font, name)

    class Cache(TextCache):
        def font(self, size, bold=False, display=False):
            return Counting(super().font(size, bold, display))

    cache, surface = Cache(), pygame.Surface((400, 300))
    line = "argent 81 (10 cartes) · mise 25 (1 carte) · sorti de cette enchère"
    textfit.clear()
    drawn = textfit.blit(cache, surface, line, 28, (0, 0, 300, 200), wrap=True, fg=(200, 200, 200))
    assert drawn.height > cache.font(28).get_linesize()       # it wrapped
    assert renders == [line]
    # without the colour, fitting measures on a rendering of its own
    renders.clear()
    textfit.clear()
    cache.clear()
    textfit.fit(cache, line, 28, 300, 200, wrap=True)
    cache.blit(surface, line, 28, (0, 0), fg=(200, 200, 200), wrap=300)
    assert renders == [line, line]
