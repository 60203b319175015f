"""Golden tests: the worked examples of the rulebook, move by move and point by point."""

from __future__ import annotations

from game.high_society.moves import STAND, Add
from game.high_society.scoring import card_points, status_points

from .support import GAME, bid, kinds, pass_, rigged

# Seats of the rulebook's examples, in clockwise order from the opener.
SANDRA, NATACHA, ALEXANDRE, SYLVIE = 0, 1, 2, 3


def test_fourteen_point_tally() -> None:
    """Horse 3 + castle 9 = 12, debt -5 = 7, x2 = 14, x2 = 28, scandal /2 = 14."""
    assert status_points(12, True, 2, True) == 14
    assert card_points(["3", "9", "debt", "x2", "x2", "scandal"]) == 14
    result = GAME.score_position({"game": "high_society", "players": [
        {"money": [1, 2, 25], "cards": ["3", "9", "debt", "x2", "x2", "scandal"]},
        {"money": [4, 6], "cards": ["10"]}]})
    assert result["scores"] == [14, 10]
    assert result["out"] == [False, True]          # 10 money left against 28
    assert result["winners"] == [0]


def test_seven_point_tally() -> None:
    """Camel + rabbit = 12, cat got your tongue -5 = 7, fish x2 = 14, crocodile /2 = 7."""
    assert GAME.card_name("5", 0, lang="fr") == "Sobre comme un chameau"
    assert GAME.card_name("7", 0, lang="fr") == "Chaud comme un lapin"
    assert GAME.card_name("debt", 0, lang="fr") == "Donner sa langue au chat"
    assert GAME.card_name("x2", 0, lang="fr") == "Vif comme un poisson"
    assert GAME.card_name("scandal", 0, lang="fr") == "Larmes de crocodile"
    assert card_points(["5", "7", "debt", "x2", "scandal"]) == 7


def test_crocodile_tears_halve_mole_and_mule() -> None:
    """Crocodile tears (1/2) with the mole (2) and the mule (4): 3 points, not 6."""
    assert GAME.card_name("2", 0, lang="fr") == "Aveugle comme une taupe"
    assert GAME.card_name("4", 0, lang="fr") == "Tête de mule"
    assert card_points(["scandal", "2", "4"]) == 3
    assert card_points(["scandal", "2", "4", "1"]) == 3.5


def test_peacock_auction_from_the_book() -> None:
    """Sandra 20, Natacha 25, Alexandre passes, Sylvie 26 (25+1), Sandra passes,
    Natacha adds 2, Sylvie passes: Natacha pays 27 (25 + 2) for "Fier comme un paon"."""
    state = rigged(4, ["x2:1"])                     # the peacock is x2 copy 1
    assert state.observe(None)["card"] == ("x2", 1)
    assert GAME.card_name("x2", 1) == "Proud as a peacock"
    bid(state, 20)                                  # Sandra 20
    bid(state, 25)                                  # Natacha 25
    pass_(state)                                    # Alexandre passes
    bid(state, 25, 1)                               # Sylvie 26
    assert state.high == 26 and state.high_seat == SYLVIE
    pass_(state)                                    # Sandra takes her 20 back
    assert 20 in state.observe(None)["hands"][SANDRA]
    assert state.current_player == NATACHA
    assert Add(2) in state.legal_moves() and STAND not in state.legal_moves()
    state.apply(Add(2))                             # 25 + 2 = 27
    state.apply(STAND)
    events = pass_(state)                           # Sylvie takes her 26 back
    won = [e for e in events if e.kind == "auction_won"][0]
    assert won.seat == NATACHA
    assert won.data["paid"] == (2, 25) and won.data["price"] == 27
    assert won.data["name_fr"] == "Fier comme un paon"
    seen = state.observe(None)
    assert seen["spent"][NATACHA] == (2, 25)
    assert 25 in seen["hands"][SYLVIE] and 1 in seen["hands"][SYLVIE]
    assert seen["owned"][NATACHA] == (("x2", 1),)
    assert state.current_player == NATACHA and state.opener == NATACHA
    assert kinds(events)[-1] == "card_revealed"


def test_cat_got_your_tongue_from_the_book() -> None:
    """Natacha 4, Alexandre 5, Sandra 7, Sylvie 10, Natacha up to 13; Alexandre, first
    to pass, takes "Donner sa langue au chat" and his bid back; the others discard."""
    natacha, alexandre, sandra, sylvie = 0, 1, 2, 3
    state = rigged(4, ["debt"])
    assert state.observe(None)["card"] == ("debt", 0)
    bid(state, 4)                                   # Natacha 4
    bid(state, 3, 2)                                # Alexandre 5
    bid(state, 4, 3)                                # Sandra 7
    bid(state, 10)                                  # Sylvie 10
    bid(state, 8, 1)                                # Natacha 4 + 8 + 1 = 13
    assert state.high == 13
    events = pass_(state)                           # Alexandre passes first
    taken = [e for e in events if e.kind == "misfortune_taken"][0]
    assert taken.seat == alexandre
    assert taken.data["name_fr"] == "Donner sa langue au chat"
    assert taken.data["took_back"] == (2, 3)
    assert taken.data["discarded"] == [[natacha, (1, 4, 8)], [sandra, (3, 4)],
                                       [sylvie, (10,)]]
    seen = state.observe(None)
    assert seen["hands"][alexandre] == (1, 2, 3, 4, 6, 8, 10, 12, 15, 20, 25)
    assert seen["spent"] == ((1, 4, 8), (), (3, 4), (10,))
    assert seen["owned"][alexandre] == (("debt", 0),)
    assert state.current_player == alexandre        # he reveals the next card, opens
    assert state.scores()[alexandre] == -5


def test_everyone_passes_last_player_gets_it_free() -> None:
    """A positive card no one bids on goes free to the last player left [book]."""
    state = rigged(3, ["10"])
    events = pass_(state) + pass_(state)
    won = [e for e in events if e.kind == "auction_won"][0]
    assert won.seat == 2 and won.data["free"] and won.data["price"] == 0
    assert state.money_left() == [106, 106, 106]
    assert state.scores() == [0, 0, 10]
