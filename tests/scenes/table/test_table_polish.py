"""Table fixes: clicks in fans hit the card on top, long picker lists, skins, Origami's payment."""

from __future__ import annotations

import pygame
import pytest

from scenes.table.table import TableScene

from scene_helpers import make_app, start, step


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, lang="en")
    app.settings.anim_speed = 0.0       # instant: no waiting for tweens
    yield app
    app.shutdown()


def human_table(app, game_id: str, players: int, seed: int, **kwargs) -> TableScene:
    """A table with a human at seat 0 and random bots, stepped until the human's picker."""
    table = TableScene(app, game_id, players, ["human"] + ["random"] * (players - 1),
                       seed=seed, **kwargs)
    table.save_enabled = False
    start(app, table)
    for _ in range(400):
        step(app)
        if table.picker is not None:
            return table
    raise AssertionError("the human never got a turn")


def covered_strip_point(rects, index: int) -> tuple[int, int]:
    """A point on card `index` where it lies over card `index - 1` (both contain it)."""
    top, under = pygame.Rect(rects[index]), pygame.Rect(rects[index - 1])
    assert top.x < under.right, "the cards must overlap for this test"
    point = (top.x + 2, top.centery)
    assert top.collidepoint(point) and under.collidepoint(point)
    return point



def test_high_society_classic_skin_draws_the_classic_cards(app):
    from sprites.cards import card_surface
    from scenes.table.layouts.high_society.layout import AUCTION_H, card_key

    def pixels(surface):
        return pygame.image.tobytes(surface, "RGBA")

    table = human_table(app, "high_society", 3, seed=4, options={"skin": "high_society"})
    card = card_key(table.obs["card"])
    drawn = table.layout.face(card, AUCTION_H)
    classic = card_surface("high_society", card, AUCTION_H, skin="high_society")
    animal = card_surface("high_society", card, AUCTION_H, skin="animalement_votre")
    assert pixels(classic) != pixels(animal)
    assert pixels(drawn) == pixels(classic)
    back = table.layout.art.back(AUCTION_H)
    from sprites.cards import card_back
    assert pixels(back) == pixels(card_back("high_society", AUCTION_H, skin="high_society"))


def _drawn_picker(app, picker):
    """Draw a picker, returning [(text, rect)] of every text it drew."""
    drawn = []
    real = app.text.blit

    def spy(surface, line, *args, **kwargs):
        rect = real(surface, line, *args, **kwargs)
        drawn.append((line, rect))
        return rect

    app.text.blit = spy
    try:
        picker.draw(pygame.Surface((1920, 1080)), app.text)
    finally:
        app.text.blit = real
    return drawn


@pytest.mark.parametrize("label", ["Add {n}", "Swap with row {n}, column 3 (Chameleon)"])
def test_picker_rows_never_reach_the_footer_and_the_focus_stays_on_screen(app, label):
    from scenes.shell.input import Action, ActionEvent
    from scenes.table.picker import Choice, Picker
    from scenes.table.picker import PICKER_RECT
    from game.i18n import text

    footer = text("controls", "en")
    choices = [Choice(label.format(n=n), move=("move", n)) for n in range(15)]
    picker = Picker(choices, PICKER_RECT, "Player 1, your turn", footer=footer)
    for presses in range(len(choices)):
        drawn = _drawn_picker(app, picker)
        footer_top = dict(drawn)[footer].top
        rows = picker.row_rects()
        assert rows and all(rect.bottom <= footer_top for _i, rect in rows)
        assert picker.focus in dict(rows)                 # the focus is always visible
        for _index, rect in rows:                         # one label inside each row
            inside = [r for _line, r in drawn if rect.collidepoint(r.center)]
            assert len(inside) == 1
            assert rect.left < inside[0].left and inside[0].right <= rect.right
        picker.action(ActionEvent(Action.DOWN, True, "keyboard"))
    if len(label) <= 8:
        assert picker.columns() == 2 and len(picker.row_rects()) == len(choices)



def test_origami_shows_the_card_being_paid_for_with_its_cost_and_the_folds_paid(app):
    from game.origami.cards import COST, FOLDS
    from game.rng import Rng

    table = TableScene(app, "origami", 3, ["human"] * 3, seed=11)
    table.save_enabled = False
    start(app, table)
    rng = Rng(2)
    for _ in range(600):                     # until somebody has paid part of a cost
        stack = table.obs["stack"]
        if stack and stack[-1][0] == 2 and any(e.kind == "paid" for e in table.log[-1][2]):
            break
        table.confirmed = table.state.current_player
        table.play(rng.choice(table.state.legal_moves()))
    else:
        raise AssertionError("no payment in this deal")
    _kind, seat, card, remaining = table.obs["stack"][-1]
    seat_, card_, remaining_, paid = table.layout.payment(table.view)
    assert (seat_, card_, remaining_) == (seat, card, remaining)
    assert paid and sum(FOLDS[c] for c in paid) == COST[card] - remaining
    stage_h = table.layout.stage_card_rect(table.view, seat, card).h
    faces, lines = [], []
    real_face, real_blit = table.layout.face, app.text.blit
    table.layout.face = lambda card_id, height: faces.append((card_id, height)) or \
        real_face(card_id, height)
    app.text.blit = lambda surface, line, *a, **k: lines.append(line) or \
        real_blit(surface, line, *a, **k)
    try:
        table.draw_static(pygame.Surface((1920, 1080)))
    finally:
        table.layout.face, app.text.blit = real_face, real_blit
    assert (card, stage_h) in faces                       # the origami on its stage
    after = faces[faces.index((card, stage_h)) + 1:]
    assert [c for c, _h in after[:len(paid)]] == paid     # then the cards paid, in order
    cost = COST[card]
    assert f"Cost {cost} · paid {cost - remaining}" in lines
    assert any(line.startswith(f"{remaining} fold") for line in lines)


def test_results_rows_of_six_players_stay_above_the_menu(app, monkeypatch):
    import scenes.menus.results as results_module

    table = TableScene(app, "animalia", 6, ["human"] * 6, seed=21)
    results = results_module.ResultsScene(app, table)
    panels = []
    real = results_module.panel
    monkeypatch.setattr(results_module, "panel",
                        lambda surface, rect, *a, **k: panels.append(rect) or real(surface, rect, *a, **k))
    results.menu.draw = lambda surface, text: None       # only the score rows are drawn
    results.draw(pygame.Surface((1920, 1080)))
    menu_top = results.menu.rects()[0].top
    assert len(panels) == 6 and all(rect.bottom < menu_top for rect in panels)


