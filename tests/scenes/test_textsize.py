"""Large text: at the largest text size, in French and English, no text of the tables
(header and log included), the picker, the menus (new game, settings, pause) or the rules
spills out of its place.

Every `TextCache.blit` is recorded with the ink it puts down (the rendered text's
bounding rect, not its line box) and the panels drawn before it. For the text drawn by
the table, the layouts, the picker, the menus and the rules, the ink must be on the
surface, inside the clip when one is set, inside the innermost panel that holds its
centre, clear of every other such text, left of the picker's column when it is on the
table, inside the header when it is the header's, and at least 28 px tall (the sofa's
minimum). Texts drawn by other scenes' code are not judged here.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game import GAME_IDS, load_game
from game.rng import Rng
from game.records.config import TEXT_SCALES
from scenes.table.table import TableScene
from scenes.ui import MIN_READABLE, TextCache

from scene_helpers import forget_layers, make_app, start, step

ROOT = Path(__file__).resolve().parents[2]
JUDGED = ("scenes/table/layouts/", "scenes/table/picker.py", "scenes/menus/rules.py",
          "scenes/menus/newgame.py", "sprites/",
          "scenes/table/table.py", "scenes/menus/settings.py", "scenes/menus/pause.py")
HELPERS = ("scenes/ui.py", "scenes/menu.py", "sprites/textfit.py")   # callers of blit on others' behalf
TABLE_RIGHT = 1410         # the picker and the log start at x 1420
HEADER = pygame.Rect(0, 0, 1920, 80)
LARGEST = max(TEXT_SCALES)
TURNS = 6                  # human turns drawn per table
PLAYERS = {"animalia": 4, "high_society": 4, "animimix": 3, "origami": 3}


class Recorder:
    """Text blits and panels, per target surface, while installed."""

    def __init__(self, monkeypatch) -> None:
        self.texts: list[dict] = []
        self.panels: list[tuple[int, pygame.Rect, int]] = []
        original_blit = TextCache.blit
        recorder = self

        def blit(cache, surface, text, size, where, anchor="topleft", **kwargs):
            rect = original_blit(cache, surface, text, size, where, anchor, **kwargs)
            ink = cache.render(text, size, **{k: v for k, v in kwargs.items()
                                               if k in ("fg", "bold", "display", "wrap")})
            font = cache.font(size, kwargs.get("bold", False), kwargs.get("display", False))
            recorder.texts.append({
                "surface": id(surface), "size": surface.get_size(), "text": text,
                "ink": ink.get_bounding_rect().move(rect.topleft), "px": font.point_size,
                "clip": surface.get_clip(), "caller": caller(), "order": len(recorder.texts)})
            return rect

        monkeypatch.setattr(TextCache, "blit", blit)
        import scenes.ui
        original_panel = scenes.ui.panel

        def panel(surface, rect, *args, **kwargs):
            recorder.panels.append((id(surface), pygame.Rect(rect), len(recorder.texts)))
            return original_panel(surface, rect, *args, **kwargs)

        for name, module in list(sys.modules.items()):
            if name.startswith("scenes") and getattr(module, "panel", None) is original_panel:
                monkeypatch.setattr(module, "panel", panel)

    def clear(self) -> None:
        self.texts.clear()
        self.panels.clear()

    def problems(self, where: str) -> list[str]:
        """What is wrong with the judged texts recorded since the last clear."""
        found = []
        judged = [t for t in self.texts if t["caller"] and t["ink"].w and t["ink"].h]
        for t in judged:
            ink, say = t["ink"], f"{where}: {t['text']!r} ({t['caller']})"
            if not pygame.Rect((0, 0), t["size"]).contains(ink):
                found.append(f"{say} leaves the surface: {ink}")
            if not t["clip"].contains(ink):
                found.append(f"{say} is cut by the clip {t['clip']}: {ink}")
            if t["px"] < MIN_READABLE:
                found.append(f"{say} is {t['px']} px (under {MIN_READABLE})")
            holders = [r for s, r, order in self.panels
                       if s == t["surface"] and order <= t["order"] and r.collidepoint(ink.center)]
            if holders:
                inner = min(holders, key=lambda r: r.w * r.h)
                if not inner.contains(ink):
                    found.append(f"{say} spills out of its panel {inner}: {ink}")
            elif t["size"] == (1920, 1080) and ink.centerx < TABLE_RIGHT and ink.centery > 90 \
                    and where.startswith("table") and ink.right > TABLE_RIGHT:
                found.append(f"{say} runs under the picker: {ink}")
            if where.startswith("table") and t["caller"] == "scenes/table/table.py" and \
                    HEADER.collidepoint(ink.center) and not HEADER.contains(ink):
                found.append(f"{say} leaves the header: {ink}")
        for i, a in enumerate(judged):
            for b in judged[i + 1:]:
                if a["surface"] == b["surface"] and \
                        a["ink"].inflate(-2, -2).colliderect(b["ink"].inflate(-2, -2)):
                    found.append(f"{where}: {a['text']!r} ({a['caller']}) overlaps "
                                 f"{b['text']!r} ({b['caller']})")
        return found


def caller() -> str:
    """The judged file that asked for a text, or "" when it is another scene's."""
    frame = sys._getframe(2)
    while frame is not None:
        path = Path(frame.f_code.co_filename).resolve()
        try:
            rel = path.relative_to(ROOT).as_posix()
        except ValueError:
            rel = ""
        if rel and not rel.startswith(HELPERS):
            return rel if rel.startswith(JUDGED) else ""
        frame = frame.f_back
    return ""


@pytest.fixture(params=["fr", "en"])
def app(request, tmp_path):
    app = make_app(tmp_path, lang=request.param)
    app.settings.text_scale = LARGEST
    app.text.scale = LARGEST
    app.settings.anim_speed = 0.0
    yield app
    app.shutdown()


def draw_table(table: TableScene) -> pygame.Surface:
    """The whole table drawn on one surface (no cached layers)."""
    surface = pygame.Surface((1920, 1080))
    forget_layers(table)
    table.draw(surface)
    return surface


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_tables_at_the_largest_text_size_keep_their_text_in_place(app, game_id, monkeypatch):
    recorder = Recorder(monkeypatch)
    players = min(PLAYERS.get(game_id, 3), load_game(game_id).max_players)
    table = TableScene(app, game_id, players, ["human"] + ["random"] * (players - 1), seed=12)
    table.save_enabled = False
    start(app, table)
    rng = Rng(3)
    problems, turns = [], 0
    for _ in range(3000):
        step(app)
        if table.picker is None:
            continue
        recorder.clear()
        draw_table(table)
        problems += recorder.problems(f"table {game_id} {app.lang} turn {turns}")
        turns += 1
        if turns >= TURNS or table.state.is_over:
            break
        table.play(rng.choice(table.state.legal_moves()))
    assert turns, "the human never got a turn"
    assert not problems, "\n".join(dict.fromkeys(problems))


def test_new_game_and_rules_at_the_largest_text_size_keep_their_text_in_place(app, monkeypatch):
    from scenes.menus.newgame import NewGameScene
    from scenes.menus.rules import RulesScene

    recorder = Recorder(monkeypatch)
    problems = []
    scene = NewGameScene(app)
    start(app, scene)
    for index in range(len(scene.games)):
        scene._choose_game(index)
        for focus, item in enumerate(scene.menu.items):   # every row focused: its help shows
            if not item.enabled():
                continue
            scene.menu.focus = focus
            recorder.clear()
            scene.draw(pygame.Surface((1920, 1080)))
            problems += recorder.problems(f"new game {scene.game.id} {app.lang} row {focus}")
    for game_id in GAME_IDS:
        rules = RulesScene(app, game_id)
        start(app, rules)
        recorder.clear()
        rules.draw(pygame.Surface((1920, 1080)))
        problems += recorder.problems(f"rules {game_id} {app.lang}")
    assert not problems, "\n".join(dict.fromkeys(problems))


@pytest.mark.parametrize("notice", ["hint", "message"])
def test_a_long_hint_or_refusal_stays_in_the_header(app, notice, monkeypatch):
    recorder = Recorder(monkeypatch)
    table = TableScene(app, "high_society", 3, ["human", "random", "random"], seed=12)
    table.save_enabled = False
    start(app, table)
    for _ in range(400):
        step(app)
        if table.picker is not None:
            break
    long = {"fr": "Interdit : vous devez surenchérir sur l'offre la plus haute de la table "
                  "avant de passer, ou bien compléter votre mise avec d'autres billets",
            "en": "Not allowed: you must raise above the highest bid on the table before "
                  "you pass, or add more money cards to your bid first"}[app.lang]
    setattr(table, notice, long)
    recorder.clear()
    draw_table(table)
    problems = recorder.problems(f"table header {notice} {app.lang}")
    header = [t for t in recorder.texts if HEADER.contains(t["ink"])]
    assert any(t["text"].startswith(long[:12]) for t in header), "the notice is not in the header"
    assert not problems, "\n".join(dict.fromkeys(problems))


def test_settings_and_pause_at_the_largest_text_size_keep_their_text_in_place(app, monkeypatch):
    from scenes.menus.pause import PauseScene
    from scenes.menus.settings import SettingsScene

    recorder = Recorder(monkeypatch)
    problems = []
    table = TableScene(app, "origami", 3, ["human", "random", "random"], seed=12)
    table.save_enabled = False
    start(app, table)
    step(app)
    for scene in (SettingsScene(app), PauseScene(app, table)):
        for focus, item in enumerate(scene.menu.items):    # focused rows are bold, with < >
            if not item.enabled():
                continue
            scene.menu.focus = focus
            recorder.clear()
            scene.draw(pygame.Surface((1920, 1080)))
            problems += recorder.problems(f"{scene.name} {app.lang} row {focus}")
        scene.menu.message = "x " * 400          # a long reason under the menu: cut, not spilt
        recorder.clear()
        scene.draw(pygame.Surface((1920, 1080)))
        problems += recorder.problems(f"{scene.name} {app.lang} reason")
    assert not problems, "\n".join(dict.fromkeys(problems))
