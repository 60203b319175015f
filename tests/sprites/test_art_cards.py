"""Every card face and back renders, is not blank, and tells families apart."""

from __future__ import annotations

import pygame
import pytest

from sprites.games import art_games
from sprites import cards, glyphs, labels, svg
from sprites.labels import UnknownCard

SIZES = (120, 300)
ALL = [(game, cid) for game in art_games() for cid in cards.card_ids(game)]


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.init()
    yield


def _opaque_fraction(surface: pygame.Surface) -> float:
    alpha = pygame.surfarray.pixels_alpha(surface)
    fraction = float((alpha > 200).mean())
    del alpha
    return fraction


def _colours(surface: pygame.Surface) -> int:
    rgb = pygame.surfarray.array3d(surface).reshape(-1, 3)
    return len({tuple(p) for p in rgb[:: max(1, len(rgb) // 4000)]})


def _diff(a: pygame.Surface, b: pygame.Surface) -> float:
    """Mean absolute difference of two same-size surfaces, 0..255."""
    x = pygame.surfarray.array3d(a).astype(int)
    y = pygame.surfarray.array3d(b).astype(int)
    return float(abs(x - y).mean())


def test_every_game_has_its_cards():
    counts = {game: len(cards.card_ids(game)) for game in art_games()}
    assert counts["animalia"] == 36
    assert counts["animimix"] == 8
    assert counts["high_society"] >= 14 + 11
    assert counts["origami"] >= 38


@pytest.mark.parametrize("game,cid", ALL)
def test_card_renders_at_two_sizes(game, cid):
    for height in SIZES:
        surface = cards.card_surface(game, cid, height)
        assert surface.get_size() == (round(height * 5 / 7), height)
        assert _opaque_fraction(surface) > 0.9
        assert surface.get_at((0, 0)).a < 128, "rounded corners are transparent"
        assert _colours(surface) > 40


@pytest.mark.parametrize("game", art_games())
def test_backs_render(game):
    back = cards.card_back(game, 200)
    assert back.get_size() == (143, 200)
    assert _opaque_fraction(back) > 0.9 and _colours(back) > 20


@pytest.mark.parametrize("game,cid", [(g, c) for g, c in ALL if not c.startswith("money")])
def test_colour_blind_mode_differs(game, cid):
    assert _diff(cards.card_surface(game, cid, 160),
                 cards.card_surface(game, cid, 160, colorblind=True)) > 1.0


@pytest.mark.parametrize("colorblind", [False, True])
def test_families_differ(colorblind):
    for game, ids in (("animalia", ["cat:champion", "horse:champion", "dog:champion",
                                    "rabbit:champion", "parrot:champion"]),
                      ("animimix", cards.card_ids("animimix"))):
        faces = [cards.card_surface(game, cid, 160, colorblind) for cid in ids]
        for i, a in enumerate(faces):
            for b in faces[i + 1:]:
                assert _diff(a, b) > 5.0


def test_frame_colours_differ_between_families():
    colours = {cards.card_surface("animalia", f"{fam}:spy", 200).get_at((12, 100))[:3]
               for fam in labels.ANIMALIA_FAMILIES}
    assert len(colours) == 5


def test_language_changes_the_face():
    en = cards.card_surface("animalia", "rabbit:thief", 300, lang="en")
    fr = cards.card_surface("animalia", "rabbit:thief", 300, lang="fr")
    assert _diff(en, fr) > 0.1


def test_cached_and_sized_by_pair():
    a = cards.card_surface("origami", "fox", 200)
    assert cards.card_surface("origami", "fox", 200) is a
    assert cards.card_surface("origami", "fox", (150, 210)).get_size() == (150, 210)


def test_bad_arguments_raise_typed_errors():
    with pytest.raises(UnknownCard, match="x3"):
        cards.card_surface("high_society", "x3", 200)
    with pytest.raises(UnknownCard, match="chess"):
        cards.card_surface("chess", "pawn", 200)
    with pytest.raises(UnknownCard, match="money:0"):
        cards.card_surface("high_society", "money:0", 200)
    with pytest.raises(ValueError, match="size"):
        cards.card_surface("animalia", "owl", 3)
    with pytest.raises(ValueError, match="language"):
        cards.card_surface("animalia", "owl", 200, lang="de")
    with pytest.raises(UnknownCard):
        cards.card_back("chess", 200)


def test_any_money_value_renders():
    assert cards.card_surface("high_society", "money:7", 150).get_height() == 150


def test_every_card_has_its_own_glyph():
    for game, cid in ALL:
        info = cards.card_info(game, cid)
        if info.family != "money":
            assert glyphs.has_glyph(info.glyph), f"{game} {cid}: no glyph {info.glyph}"


def test_engine_names_pick_the_right_animal():
    assert labels.glyph_for_name("Fort comme un bœuf", default="x") == "ox"
    assert labels.glyph_for_name("Muet comme une carpe", default="x") == "fish"
    assert labels.glyph_for_name("Un nom sans bête", default="paw") == "paw"
    names = {cards.card_info("high_society", f"x2:{i}").name("fr") for i in (1, 2, 3)}
    assert len(names) == 3


def test_fallback_without_svg(monkeypatch):
    monkeypatch.setattr(svg, "HAS_SVG", False)
    cards.clear_cache()
    try:
        face = cards.card_surface("animimix", "lion", 200, colorblind=True)
        assert _opaque_fraction(face) > 0.9 and _colours(face) > 5
        assert cards.card_back("origami", 200).get_size() == (143, 200)
    finally:
        cards.clear_cache()


def test_shadow_is_soft():
    shadow = cards.shadow_surface((100, 140), 6)
    assert shadow.get_size() == (124, 164)
    alphas = {shadow.get_at((x, 80)).a for x in range(0, 20)}
    assert len(alphas) > 3, "the edge fades"


def test_high_society_classic_skin():
    animal = cards.card_surface("high_society", "7", 200)
    classic = cards.card_surface("high_society", "7", 200, skin="high_society")
    assert _diff(animal, classic) > 5.0
    assert cards.card_info("high_society", "7", "high_society").glyph == "sports_car"
    assert cards.card_surface("high_society", "7", 200, skin="animalement_votre") is animal
    assert _diff(cards.card_back("high_society", 200),
                 cards.card_back("high_society", 200, "high_society")) > 1.0
    for cid in cards.card_ids("high_society"):
        info = cards.card_info("high_society", cid, "high_society")
        assert info.family == "money" or glyphs.has_glyph(info.glyph), cid
    with pytest.raises(ValueError, match="skin"):
        cards.card_surface("high_society", "7", 200, skin="gothic")
    with pytest.raises(ValueError, match="skin"):
        cards.card_surface("animalia", "owl", 200, skin="high_society")


DISPLAY_SCRIPT = """
import pygame
pygame.init()
screen = pygame.display.set_mode((320, 200))
from sprites import cards
face = cards.card_surface("origami", "owl", 150)
assert face.get_flags() & pygame.SRCALPHA
screen.blit(face, (0, 0))
print("ok", face.get_bitsize())
"""


def test_surfaces_are_converted_when_a_display_exists():
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(root))
    result = subprocess.run([sys.executable, "-c", DISPLAY_SCRIPT], env=env, cwd=root,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ok 32")


def test_every_named_animal_has_a_glyph():
    for table in (labels.NAME_GLYPHS, labels.OBJECT_GLYPHS):
        for word, name in table.items():
            assert glyphs.has_glyph(name), f"{word} -> {name}"
    for member in labels.ANIMALIA_MEMBERS:
        assert glyphs.accessory(member, "cat"), member


def test_glow_is_coloured_and_soft():
    glow = cards.glow_surface((100, 140), (255, 0, 0), 8)
    assert glow.get_size() == (132, 172)
    centre = glow.get_at((66, 86))
    assert centre.r > 200 and centre.a > 150
    assert glow.get_at((0, 0)).a < centre.a


@pytest.mark.parametrize("game,cid", [("origami", "caterpillar"), ("animalia", "dog:spy"),
                                      ("high_society", "money:15"), ("animimix", "lion")])
def test_the_text_size_setting_grows_a_card_s_words(game, cid, monkeypatch):
    """At 150 % text the words on a face are drawn larger (as far as their room allows);
    at 100 % the face is the one drawn without the setting. (At 240 px: a smaller card
    may print no words, those under 18 px being left to the inspector.)"""
    sizes: list[float] = []
    original = cards.fit_font

    def recorded(text, max_width, size, *args, **kwargs):
        font = original(text, max_width, size, *args, **kwargs)
        sizes.append(font.get_height())
        return font

    monkeypatch.setattr(cards, "fit_font", recorded)
    monkeypatch.setattr(cards.artcache, "cached_as", lambda key, size, draw: draw())
    cards.clear_cache()
    plain = cards.card_surface(game, cid, 240)
    normal = list(sizes)
    sizes.clear()
    cards.clear_cache()
    assert _diff(cards.card_surface(game, cid, 240, text_scale=1.0), plain) == 0
    sizes.clear()
    cards.clear_cache()
    large = cards.card_surface(game, cid, 240, text_scale=1.5)
    assert _diff(large, plain) > 0.1
    assert max(sizes) > max(normal) and all(b >= a for a, b in zip(normal, sizes)), \
        (normal, sizes)
    cards.clear_cache()
