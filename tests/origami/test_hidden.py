"""Hidden information: observe leaks nothing, determinize keeps what a seat has seen."""

from __future__ import annotations

import json

from game import load_game
from game.origami.frames import Frame
from game.origami.moves import Action, Copy, Give, Play, Pay, Place, Take, Use
from game.rng import Rng
from game.origami.cards import COST
from tests.origami.helpers import build, payment, play_all


def _play_paid(state, card: str) -> list:
    """Play `card` paying with the fixed-fold cards of payment(cost)."""
    events = state.apply(Play(card))
    for pick in payment(COST[card]):
        if state.stack[-1][0] == Frame.PAY:
            events += state.apply(Pay(pick))
    return events

GAME = load_game("origami")


def _midgame(players: int, seed: int, steps: int = 60):
    state, rng = GAME.new_game(players, seed), Rng(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.play(rng.choice(state.legal_moves()))
    return state


def test_observe_hides_deck_order_and_unseen_cards() -> None:
    for seed in range(20):
        state = _midgame(3, seed)
        seat = state.current_player
        other = state.clone()
        other.rng.shuffle(other.deck)            # a different hidden deck order
        assert other.observe(seat) == state.observe(seat)
        assert other.observe(None) == state.observe(None)


def test_observation_is_plain_data() -> None:
    state = _midgame(4, 3)
    for seat in (None, 0, 1, 2, 3):
        json.dumps(state.observe(seat))


def test_determinize_keeps_known_cards_and_redeals_the_rest() -> None:
    for seed in range(15):
        state = _midgame(3, seed, 40)
        seat = state.current_player
        seen = state.observe(seat)
        worlds = [state.determinize(seat, Rng(k)) for k in range(6)]
        for world in worlds:
            assert world.observe(seat) == seen
            assert world.hands[seat] == state.hands[seat]
            for p in range(3):
                if p != seat:
                    for card, k in state.known(seat, p).items():
                        assert world.hands[p].count(card) >= k
        hidden = {(tuple(w.deck), tuple(map(tuple, w.hands))) for w in worlds}
        if len(state.deck) > 2:
            assert len(hidden) > 1


def test_determinize_depends_only_on_the_observation() -> None:
    state = _midgame(2, 11, 30)
    seat = state.current_player
    other = state.clone()
    other.rng.shuffle(other.deck)
    a, b = state.determinize(seat, Rng(3)), other.determinize(seat, Rng(3))
    assert a.deck == b.deck and a.hands == b.hands


def test_cards_drawn_from_the_deck_are_secret() -> None:
    s = build([["cat", *payment(COST["cat"])], ["cat"]], line=["crab"] * 4,
              deck=["rhino", "whale"], public=True)
    events = _play_paid(s, "cat") + play_all(s, Place(0, 0), Use())
    assert s.hands[0] == ["whale"]
    assert s.observe(1)["hands"][0] == {"size": 1, "known": ()}
    for e in events:
        for viewer in (None, 1):
            assert "whale" not in json.dumps(e.view(viewer).to_json())
    world = s.determinize(1, Rng(2))
    assert sorted(world.hands[0] + world.deck) == ["rhino", "whale"]


def test_fox_draws_are_secret_in_frames_and_determinizations() -> None:
    s = build([["cat"], ["cat"]], cols=[(["fox"], []), ((), ())], line=["crab"] * 4,
              deck=["pig", "owl", "rhino", "whale", "ant"])
    play_all(s, Action(0))
    assert s.stack[-1][0] == Frame.FOX
    seen = s.observe(1)
    for k in range(5):
        world = s.determinize(1, Rng(k))
        assert world.observe(1) == seen
        assert world.card_census() == s.card_census()
        world.play(world.legal_moves()[0])
    world = s.determinize(0, Rng(1))
    assert world.stack[-1] == s.stack[-1]            # the fox's owner keeps what it saw


def test_zebra_passes_are_known_to_the_passer_only() -> None:
    s = build([["zebra", *payment(COST["zebra"]), "rhino"], ["whale", "owl"], ["pig"]],
              line=["cat"] * 4, deck=["sheep"] * 4)
    _play_paid(s, "zebra")
    play_all(s, Place(0, 0), Use(), Give("rhino"))
    mid = s.observe(1)
    assert mid["stack"][-1][3] == ("?",)
    assert s.observe(0)["stack"][-1][3] == ("rhino",)
    for k in range(4):
        world = s.determinize(1, Rng(k))
        assert world.observe(1) == mid
        assert world.card_census() == s.card_census()
    play_all(s, Give("whale"), Give("pig"))
    assert s.known(0, 2) == {"rhino": 1}
    assert s.known(1, 2) == {}                       # seat 1 did not see it
    assert "rhino" in s.hands[2] and "whale" in s.hands[0] and "pig" in s.hands[1]
    # seat 0 gave a card unseen: the others forget one of each card they knew it held
    assert s.known(1, 0) == {"whale": 1} or s.known(1, 0) == {}
    for k in range(4):
        world = s.determinize(0, Rng(k))
        assert "rhino" in world.hands[2]


def test_events_never_show_secrets_to_others() -> None:
    for seed in range(10):
        state, rng = GAME.new_game(3, seed), Rng(seed)
        while not state.is_over:
            for event in state.apply(rng.choice(state.legal_moves())):
                if event.secret is not None:
                    for viewer in (None, *range(3)):
                        if viewer != event.seat:
                            assert event.view(viewer).secret is None


def test_clone_is_independent() -> None:
    state = _midgame(4, 2, 50)
    before = repr(state.observe(None)), repr(state.hands), repr(state.pub)
    copy = state.clone()
    rng = Rng(9)
    while not copy.is_over:
        copy.play(rng.choice(copy.legal_moves()))
    assert (repr(state.observe(None)), repr(state.hands), repr(state.pub)) == before


def test_describe_moves_in_both_languages() -> None:
    state = _midgame(2, 5, 10)
    for move in state.legal_moves():
        en, fr = GAME.describe_move(move, "en"), GAME.describe_move(move, "fr")
        assert en and fr and en != fr
    assert GAME.describe_move(Play("elephant"), "fr") == "Jouer l'Éléphant"
    assert GAME.describe_move(Play("dove"), "fr") == "Jouer la Colombe"
    assert GAME.describe_move(Play("dove"), "en") == "Play the Dove"
    assert GAME.describe_move(Give("fox"), "en") == "Pass the Fox to the right"
    assert GAME.describe_move(Take("owl"), "fr") == "Prendre le Hibou dans la ligne"
    assert GAME.describe_move(Copy("eagle"), "fr") == "Copier l'effet de l'Aigle"
    assert GAME.describe_move(Copy("elephant"), "en") == "Copy the effect of the Elephant"
    assert GAME.describe_move(Copy("owl"), "fr") == "Copier l'effet du Hibou"
    assert GAME.describe_move(Copy("fox"), "fr") == "Copier l'effet du Renard"
    assert GAME.describe_move(Copy("whale"), "fr") == "Copier l'effet de la Baleine"


def test_every_card_name_takes_its_french_article() -> None:
    from game import catalog
    from game.origami.cards import BY_ID
    feminine = {"ant", "bee", "caterpillar", "chicken", "dove", "fly", "grasshopper",
                "magpie", "ray", "spider", "whale"}
    for lang in catalog.languages():             # every card has its article, no stray id
        assert set(catalog.keys("card.origami.the", lang)) == set(BY_ID)
        assert set(catalog.keys("card.origami.of_the", lang)) == set(BY_ID)
    articles = {card_id: card.the("fr").split()[0] if " " in card.the("fr") else "l'"
                for card_id, card in BY_ID.items()}
    assert articles["spider"] == articles["bee"] == articles["eagle"] == "l'"
    assert articles["raccoon"] == articles["owl"] == "le"
    assert {c for c, a in articles.items() if a == "la"} == feminine - {"spider", "bee"}
    assert all(card.the("en") == f"the {card.name_en}" for card in BY_ID.values())


def test_hint_reasons_name_cards_with_their_article() -> None:
    from game.ai.knowledge import knowledge_for
    state = _midgame(2, 5, 10)
    reason = knowledge_for("origami").reason
    assert reason(state, Play("dove"), "fr").startswith("plie la Colombe : ")
    assert reason(state, Play("eagle"), "en").startswith("folds the Eagle: ")
    assert reason(state, Take("owl"), "fr").startswith("prend le Hibou (")
