"""The table's own text: the log's lines at every text size, and whose turn it is, said once.

The log's lines are recorded as they are blitted (text, rect); they must be at least a
line of the current text size apart, and a move too long for one line must go on to a
second line (the bot's name shortened first) rather than be cut.
"""

from __future__ import annotations

import pygame
import pytest

from game.animalia.moves import Pass
from game.rng import Rng
from game.records.config import TEXT_SCALES
from game.i18n import level_name, text
from scenes.table.logpanel import LOG_INDENT, LOG_PAD, LOG_SIZE
from scenes.table.table import TableScene
from scenes.ui import TextCache
from sprites import textfit

from reading import unreadable
from scene_helpers import forget_layers, make_app, start, step


@pytest.fixture(params=["fr", "en"])
def app(request, tmp_path):
    app = make_app(tmp_path, lang=request.param)
    app.settings.anim_speed = 0.0
    yield app
    app.shutdown()


def set_scale(app, scale: float) -> None:
    app.settings.text_scale = scale
    app.text.scale = scale


def table_after(app, game_id: str, players: int, moves: int) -> TableScene:
    """A table with a human at seat 0 and random bots, `moves` random human moves in, on
    the human's turn."""
    table = TableScene(app, game_id, players, ["human"] + ["random"] * (players - 1), seed=12)
    table.save_enabled = False
    start(app, table)
    rng, played = Rng(3), 0
    for _ in range(5000):
        step(app)
        if table.picker is None:
            continue
        if played >= moves:
            return table
        table.play(rng.choice(table.state.legal_moves()))
        played += 1
    raise AssertionError("the human never got enough turns")


def record(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every text blitted from now on, with the rect it was drawn in."""
    drawn: list[tuple[str, pygame.Rect]] = []
    original = TextCache.blit

    def blit(cache, surface, line, size, where, anchor="topleft", **kwargs):
        rect = original(cache, surface, line, size, where, anchor, **kwargs)
        drawn.append((line, rect))
        return rect

    monkeypatch.setattr(TextCache, "blit", blit)
    return drawn


@pytest.mark.parametrize("scale", TEXT_SCALES)
def test_log_lines_are_a_line_of_the_text_size_apart_and_wrap_before_they_are_cut(
        app, scale, monkeypatch):
    set_scale(app, scale)
    table = table_after(app, "origami", 3, 8)
    rect = table.log_rect()
    drawn = record(monkeypatch)
    table.draw_log(pygame.Surface((1920, 1080)), rect)
    lines = drawn[1:]                                     # the title first
    assert len(lines) >= 3
    step_px = app.text.font(LOG_SIZE).get_linesize()
    tops = [r.y for _line, r in lines]
    assert all(b - a >= step_px for a, b in zip(tops, tops[1:])), (tops, step_px)
    assert all(rect.contains(r) for _line, r in drawn)
    assert lines[-1][1].bottom <= rect.bottom - 8
    told = [text("log_move", app.lang, name=table.log_name(seat),
                 move=table.log_text(seat, move, events)) for seat, move, events in table.log]
    shown = " ".join(line for line, _r in lines)
    whole = 0                              # the newest moves, each told in full
    while whole < len(told) and told[-1 - whole] in shown:
        whole += 1
    used = sum(len(table.logs.wrap(entry, rect.w - 2 * LOG_PAD)) for entry in told[-whole:])
    assert whole and len(lines) - used <= 1, \
        f"only {whole} moves in full on {len(lines)} lines (the oldest alone may be cut)"


def test_a_seat_has_one_name_in_the_panels_the_header_and_the_log(app):
    """A new player read "Robot 2" in the log and "Robot Facile 2" on its panel as two
    players: the log now names a seat as everything else does."""
    table = TableScene(app, "origami", 3, ["random", "hard", "human"], seed=1)
    table.save_enabled = False
    start(app, table)
    assert table.view.names == tuple(table.seat_name(seat) for seat in range(3))
    assert table.view.names[2] == text("player_name", app.lang, n=3)
    assert table.view.names[1] == text("bot_name", app.lang, level=level_name("hard", app.lang),
                                       n=2)
    for _ in range(600):
        step(app)
        if any(seat == 1 for seat, _line in table.view.log):
            break
    line = next(line for seat, line in table.view.log if seat == 1)
    assert line.startswith(table.view.names[1])


@pytest.mark.parametrize("scale", TEXT_SCALES)
def test_a_long_move_goes_on_a_second_line_indented_and_is_never_lost(app, scale):
    set_scale(app, scale)
    table = TableScene(app, "origami", 3, ["human", "random", "random"], seed=1)
    line = "Joueur 1 : Prendre Sauterelle dans la ligne"
    font = app.text.font(LOG_SIZE)
    longest = max(font.size(word)[0] for word in line.split())
    width = round(0.6 * font.size(line)[0]) + LOG_INDENT + longest   # room for two lines
    parts = table.logs.wrap(line, width)
    assert len(parts) == 2 and parts[0][1] == 0 and parts[1][1] == LOG_INDENT
    assert " ".join(part for part, _indent in parts) == line
    assert all(font.size(part)[0] + indent <= width for part, indent in parts)
    one, = table.logs.wrap("Robot 2 : passe", width)
    assert one == ("Robot 2 : passe", 0)


@pytest.mark.parametrize("game_id", ["origami", "high_society"])
def test_whose_turn_it_is_is_said_once_and_the_picker_asks_for_a_move(app, game_id, monkeypatch):
    table = table_after(app, game_id, 3, 1)
    drawn = record(monkeypatch)
    forget_layers(table)
    table.draw(pygame.Surface((1920, 1080)))
    turn = text("your_turn", app.lang, name=table.seat_name(0))
    assert [line for line, _r in drawn].count(turn) == 1
    assert [r for line, r in drawn if line == turn][0].bottom <= 80      # in the header
    assert table.picker.title == text("choose_move", app.lang)


def test_a_passed_lot_names_its_receiver_as_its_panel_does(app):
    """The log and the toast name the seat the lot is passed to as its panel does."""
    table = TableScene(app, "animalia", 3, ["human", "easy", "easy"], seed=4)
    table.save_enabled = False
    start(app, table)
    state = table.state.clone()
    for _ in range(200):
        mover, moves = state.current_player, state.legal_moves()
        events = state.apply(next((m for m in moves if isinstance(m, Pass)), moves[0]))
        passed = [e for e in events if e.kind == "lot_passed"]
        if passed and mover != 0:
            break
    else:
        raise AssertionError("no bot passed a lot")
    to = passed[0].data["to_seat"]
    logged = table.log_text(mover, None, events)
    assert table.seat_name(to) in logged
    toast = table.layout.event_text(table.view, passed[0].view(0))
    assert table.seat_name(to) in toast


def test_the_log_says_who_won_an_auction_and_for_how_much(app):
    """The last pass of an auction was logged as "passes" alone: who won and the price
    never reached the log."""
    table = TableScene(app, "high_society", 3, ["human"] * 3, seed=4)
    table.save_enabled = False
    rng = Rng(3)
    won = None
    while won is None:
        entry = table.match.play(rng.choice(table.state.legal_moves()))
        won = next((e for e in entry.events if e.kind == "auction_won"), None)
    table.refresh()
    line = table.view.log[-1][1]
    _move, outcome = line.split("; ", 1)          # the mover's words, then the outcome
    assert table.view.name(won.seat) in outcome and str(won.data["price"]) in outcome, line


def own_words(table, app) -> list:
    """Every text the table draws itself (header, prompt, help line, log, panels)."""
    surface = pygame.Surface((1920, 1080))
    with textfit.recording(app.text) as drawn:
        forget_layers(table)
        table.draw(surface)
        table.draw_log(surface, table.log_rect())
    return drawn


@pytest.mark.parametrize("game_id", ["animalia", "high_society", "animimix", "origami"])
def test_the_table_s_own_words_read_from_a_sofa(app, game_id):
    """The header, the prompt and its help line, and the log (its dim lines too) are
    READ_PX or larger and stand out 4.5:1 from their panels, at 100 % and 150 %."""
    problems = []
    for scale in (1.0, 1.5):
        set_scale(app, scale)
        table = table_after(app, game_id, 3, 3)
        drawn = own_words(table, app)
        assert len([b for b in drawn if b.line.strip()]) > 10
        problems += [f"{round(scale * 100)}%: {p}" for p in unreadable(drawn)]
    assert not problems, "\n".join(dict.fromkeys(problems))


def test_the_table_reading_check_fails_with_a_smaller_fainter_log(app, monkeypatch):
    import scenes.table.logpanel as logpanel
    monkeypatch.setattr(logpanel, "LOG_SIZE", 14)
    monkeypatch.setattr(logpanel, "TEXT_DIM", (120, 120, 120))
    table = table_after(app, "origami", 3, 3)
    said = "\n".join(unreadable(own_words(table, app)))
    assert "px (at least 18)" in said and "(at least 4.5:1)" in said
