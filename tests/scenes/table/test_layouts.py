"""Per-game layouts: whole games drawn move by move, results, pointer play, greyed choices."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game import GAME_IDS, load_game
from game.rng import Rng
from scenes.table.layouts.base import GenericLayout
from scenes.menus.results import ResultsScene
from scenes.table.table import TableScene

from scene_helpers import forget_layers, key, make_app, start, step


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, lang="en")
    app.settings.anim_speed = 0.0       # instant: no waiting for tweens
    yield app
    app.shutdown()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_game_draws_every_move_and_ends_on_results(app, game_id):
    game = load_game(game_id)
    players = min(game.max_players, 3)
    table = TableScene(app, game_id, players, ["human"] * players, seed=21)
    assert not isinstance(table.layout, GenericLayout)
    start(app, table)
    rng = Rng(5)
    surface = pygame.Surface((1920, 1080))
    for _ in range(3000):
        if table.state.is_over:
            break
        table.confirmed = table.state.current_player     # skip hand-offs for the test
        table.play(rng.choice(table.state.legal_moves()))
        table.layout.update(1 / 60)
        table.draw_layers_now()
        table.draw(surface)
    assert table.state.is_over
    for _ in range(900):              # the scoring sheet first, then the results once
        step(app)                     # the finished sheet is confirmed
        if getattr(app.stack.top, "done", False) and not app.stack.top.left:
            key(app, "return", frames=0)
        if isinstance(app.stack.top, ResultsScene):
            break
    assert isinstance(app.stack.top, ResultsScene)
    assert app.stack.top.winners == table.state.winners()



def test_animimix_cells_under_mountains_say_why_they_are_not_offered(app):
    table = TableScene(app, "animimix", 2, ["human", "human"], seed=3)
    start(app, table)
    state = table.state
    swap = next(m for m in state.legal_moves() if m.TAG == "swap")
    table.play(swap)                          # puts a mountain on that cell
    view = dataclasses.replace(table.view, obs=state.observe(state.current_player))
    assert "mountain" in table.layout.step_reason(view, ("cell", swap.row, swap.col))
    free = next((r, c) for r in range(view.obs["rows"]) for c in range(view.obs["cols"])
                if not view.obs["mountains"][r][c])
    assert table.layout.step_reason(view, ("cell",) + free) == ""


def test_high_society_stand_is_offered_once_the_bid_beats_the_high(app):
    table = TableScene(app, "high_society", 3, ["human", "random", "random"], seed=4)
    start(app, table)
    state = table.state
    steps = table.match.steps(0)
    assert ("chip", "stand") not in steps.next_steps()
    assert ("chip", "pass") in steps.next_steps()   # Pass() is an empty tuple: still a move
    assert "beat" in table.layout.step_reason(table.view, ("chip", "stand"))
    table.play(next(m for m in state.legal_moves() if m.TAG == "add" and m.value == 25))
    steps = table.match.steps(0)
    assert ("chip", "stand") in steps.next_steps()
    assert ("chip", "pass") not in steps.next_steps()


def test_results_when_no_one_wins(app):
    table = TableScene(app, "high_society", 3, ["human"] * 3, seed=21,
                       options={"all_tied_poorest": "all_out"})
    results = ResultsScene(app, table)
    results.winners = []
    drawn = []
    real = app.text.blit
    app.text.blit = lambda surface, line, *args, **kwargs: drawn.append(line) or real(
        surface, line, *args, **kwargs)
    results.draw(pygame.Surface((1920, 1080)))
    assert "No one wins" in drawn and not any(line.endswith(" win!") for line in drawn)


def speak(app, table, lang: str) -> None:
    """The table in another language, as after the settings screen: a new layout that
    speaks it, and the view anew."""
    app.settings.lang = lang
    table.keep_context()
    table.refresh()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_event_an_engine_emits_is_told_in_words(app, game_id):
    """No event reaches the log or a toast as its raw kind ("power used"): events of
    random games of each engine, each told in English and in French."""
    game = load_game(game_id)
    events = []
    for seed in range(12):
        for players in sorted({game.min_players, min(game.max_players, 4)}):
            state = game.new_game(players, seed, game.resolve_options({}, players))
            setup = getattr(state, "setup_events", None)
            events += list(setup()) if callable(setup) else []
            rng = Rng(seed)
            while not state.is_over:
                events += state.apply(rng.choice(state.legal_moves()))
    players = min(game.max_players, 4)
    table = TableScene(app, game_id, players, ["random"] * players)
    told = {}
    for lang in ("en", "fr"):
        speak(app, table, lang)
        told[lang] = [table.layout.event_text(table.view, event.view(None), with_name=False)
                      for event in events]
    # A kind with no words is told as the kind itself, the same in both languages.
    raw = {event.kind for event, en, fr in zip(events, told["en"], told["fr"])
           if en == fr and en.endswith(event.kind.replace("_", " "))}
    assert not raw, f"{game_id}: events told by their raw kind: {sorted(raw)}"
    unfilled = {line for line in told["en"] + told["fr"] if "{" in line}
    assert not unfilled, f"{game_id}: placeholders left in {sorted(unfilled)[:3]}"


def test_origami_tells_cards_with_their_article(app):
    from game.core import Event
    table = TableScene(app, "origami", 2, ["random"] * 2, seed=1)
    cases = [("taken", {"card": "dove"}, "Player 1 takes the Dove", "Joueur 1 prend la Colombe"),
             ("line_filled", {"card": "eagle"}, "The Eagle fills the line",
              "L'Aigle complète la ligne"),
             ("action_used", {"card": "owl", "col": 0}, "Player 1 uses the action of the Owl",
              "Joueur 1 utilise l'action du Hibou"),
             ("discarded", {"card": "spider"}, "Player 1 discards the Spider",
              "Joueur 1 défausse l'Araignée")]
    for kind, data, en, fr in cases:
        seat = None if kind == "line_filled" else 0
        for lang, expected in (("en", en), ("fr", fr)):
            speak(app, table, lang)
            who = "Player 1" if lang == "en" else "Joueur 1"
            line = table.layout._event_text(table.view, Event(kind, seat, data), "" if seat is None else who)
            assert line.strip() == expected


def test_high_society_says_when_an_auction_is_reversed(app, monkeypatch):
    from scenes.table.layouts.high_society import layout as hs
    table = TableScene(app, "high_society", 3, ["random"] * 3, seed=2)
    start(app, table)
    said = []
    blit = hs.textfit.blit
    monkeypatch.setattr(hs.textfit, "blit",
                        lambda t, s, line, *a, **k: said.append(line) or blit(t, s, line, *a, **k))
    rng = Rng(3)
    seen = set()
    for _ in range(400):
        if table.state.is_over or len(seen) == 2:
            break
        card = table.obs["card"]
        if card is not None:
            said.clear()
            table.layout.draw_middle(pygame.Surface((1920, 1080)), table.view)
            negative = card[0] in hs.NEGATIVE_KINDS
            assert (table.layout.lines("reversed") in " ".join(said)) == negative, card
            seen.add(negative)
        table.play(rng.choice(table.state.legal_moves()))
    assert seen == {True, False}


def test_origami_picker_labels_fit_the_picker_column(app):
    """At 1080p every card's take, play, pay, discard and copy label fits the picker's
    column whole (the log's longer texts, "Take the Grasshopper from the line", did
    not), in both languages; a take from the discard says so."""
    from game.origami.cards import BY_ID
    from game.origami.moves import Copy, Discard, Pay, Play, Take, TakeDiscard
    from scenes.table.picker import LABEL_SIZE
    from scenes.table.picker import PICKER_RECT
    table = TableScene(app, "origami", 2, ["random"] * 2, seed=1)
    width = PICKER_RECT.w - 28 - 24                      # a row, less the label's margins
    font = app.text.font(LABEL_SIZE, True)
    for lang in ("en", "fr"):
        speak(app, table, lang)
        for card in BY_ID:
            for move in (Take(card), Play(card), Pay(card), Discard(card), Copy(card)):
                label = table.layout.label(move)
                assert font.size(label)[0] <= width, label
                assert BY_ID[card].name(lang) in label
            assert ("(défausse)" if lang == "fr" else "(discard)") in table.layout.label(
                TakeDiscard(card))
    speak(app, table, "en")
    assert table.layout.label(Take("dove")) == "Take the Dove"
    assert table.layout.describe(Take("dove")) == "Take the Dove from the line"


def test_a_spectator_never_reads_your_cards(app, monkeypatch):
    """In the demo (no human seat, viewer None) a bot's rows were labelled "your bid" and
    "your cards"."""
    table = TableScene(app, "high_society", 3, ["random"] * 3, seed=4)
    table.save_enabled = False
    start(app, table)
    for _ in range(900):
        step(app)
        if any(table.state.observe(None)["owned"]):
            break
    drawn: list = []
    real = app.text.blit
    monkeypatch.setattr(app.text, "blit", lambda surface, line, *a, **k: (
        drawn.append(line), real(surface, line, *a, **k))[1])
    forget_layers(table)
    table.draw(pygame.Surface((1920, 1080)))
    mine = {table.layout.lines("your_cards"), table.layout.lines("your_bid", total=0)[:8]}
    assert table.viewer is None and drawn
    assert not any(line.startswith(word) for line in drawn for word in mine)
