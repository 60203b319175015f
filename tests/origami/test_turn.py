"""The turn: set-up, drawing, paying exactly, the size rule, actions, hand limit, the end."""

from __future__ import annotations

import pytest

from game import IllegalMove, OptionError, load_game
from game.origami.cards import FOLDS
from game.origami.frames import Frame
from game.origami.moves import (Action, Discard, Done, Pass, Pay, Place, Play, Take,
                                TakeDiscard)
from game.origami.payment import pack
from game.rng import Rng
from tests.origami.helpers import build, play_all

GAME = load_game("origami")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players) -> None:
    for seed in range(20):
        events = []
        options = GAME.resolve_options({}, players)
        state = GAME.new_state_with_events(players, seed, options, events)
        folds = [sum(FOLDS[c] for c in hand) for hand in state.hands]
        assert all(f >= 10 for f in folds)
        # the last card dealt to a player took them from below 10 to 10 or more
        assert all(f - FOLDS[hand[-1]] < 10 for f, hand in zip(folds, state.hands))
        assert folds[state.first] == min(folds)
        assert state.current_player == state.first == state.turn_seat
        assert len(state.line) == 4
        assert len(state.families) == players
        assert sum(state.card_census().values()) == 18 * players
        dealt = [e for e in events if e.kind == "dealt"]
        assert len(dealt) == sum(len(h) for h in state.hands)
        # the deal is face up: everyone knows every hand
        for p in range(players):
            seen = state.observe((p + 1) % players)["hands"][p]["known"]
            assert seen == tuple(sorted(state.hands[p]))


def test_first_player_ties_are_broken_by_the_seed() -> None:
    firsts = set()
    for seed in range(60):
        state = GAME.new_game(2, seed, {"families": "farm,sky"})
        folds = [sum(FOLDS[c] for c in h) for h in state.hands]
        if folds[0] == folds[1]:
            firsts.add(state.first)
        assert GAME.new_game(2, seed, {"families": "farm,sky"}).first == state.first
    assert firsts == {0, 1}


def test_family_options() -> None:
    state = GAME.new_game(3, 4, {"families": ["sea", "farm", "garden"]})
    assert state.families == ("farm", "sea", "garden")
    assert set(state.card_census()) <= {"cat", "sheep", "raccoon", "pig", "dog", "fox",
                                         "rabbit", "minnow", "shell", "ray", "whale",
                                         "squid", "crab", "dolphin", "shark", "ant",
                                         "butterfly", "bee", "grasshopper", "caterpillar",
                                         "spider", "fly"}
    with pytest.raises(OptionError, match="2 families for 3 players"):
        GAME.new_game(3, 1, {"families": "farm,sky"})
    with pytest.raises(OptionError, match="unknown family 'jungle'"):
        GAME.new_game(2, 1, {"families": "farm,jungle"})
    with pytest.raises(OptionError, match="names a family twice"):
        GAME.new_game(2, 1, {"families": ["farm", "farm"]})
    randoms = {GAME.new_game(2, seed).families for seed in range(30)}
    assert len(randoms) > 3


def test_draw_at_most_four_folds_then_refill() -> None:
    s = build([["cat"], ["cat"]], line=["butterfly", "chick", "owl", "pig"],
              deck=["crab", "rhino", "whale", "eagle"])
    assert set(s.legal_moves()) == {Take("butterfly"), Take("chick"), Take("owl"), Take("pig")}
    play_all(s, Take("chick"))           # 1 fold: 3 left
    assert set(s.legal_moves()) == {Take("owl"), Take("pig"), Done()}
    play_all(s, Take("owl"))             # 3 folds: 1 left, nothing fits: the draw ends
    assert s.hands[0] == ["cat", "chick", "owl"]
    assert s.line == ["butterfly", "pig", "eagle", "whale"]
    assert s.current_player == 1


def test_stop_drawing_early_loses_the_folds() -> None:
    s = build([["cat"], ["cat"]], line=["chick", "chick", "owl", "pig"], deck=["crab", "rhino"])
    play_all(s, Take("chick"), Done())
    assert s.hands[0] == ["cat", "chick"] and s.current_player == 1
    assert s.line == ["chick", "owl", "pig", "rhino"]


def test_payment_must_be_exact_book_example() -> None:
    """Raccoon (cost 4): butterfly, or owl + elephant; never pig + elephant (5)."""
    s = build([["raccoon", "butterfly", "owl", "elephant", "pig"], ["cat"]],
              line=["cat", "cat", "cat", "cat"], deck=["crab"] * 2)
    assert Play("raccoon") in s.legal_moves()
    play_all(s, Play("raccoon"))
    assert set(s.legal_moves()) == {Pay("butterfly"), Pay("owl"), Pay("elephant")}
    with pytest.raises(IllegalMove):
        s.apply(Pay("pig"))
    play_all(s, Pay("owl"))              # the elephant is then the only way: paid for you
    assert s.discard == ["owl", "elephant"]
    assert s.cols[0] == [["raccoon"], []] or s.stack[-1][0] == Frame.PLACE
    assert sorted(s.hands[0]) == ["butterfly", "pig"]


def test_kept_payment_moves_are_handed_over_once_and_a_clone_lists_its_own() -> None:
    """The pay moves found by the forced-step test serve legal_moves (state.kept): the
    first call hands that list over, later calls list them afresh (so changing a list
    never changes the next), and a clone whose hand is changed lists its own."""
    s = build([["raccoon", "butterfly", "owl", "elephant", "pig"], ["cat"]],
              line=["cat", "cat", "cat", "cat"], deck=["crab"] * 2)
    play_all(s, Play("raccoon"))
    assert s.ready is s.stack[-1]                     # kept by the forced-step test
    first = s.legal_moves()
    first.clear()
    assert s.ready is not s.stack[-1]
    assert s.legal_moves() == [Pay("butterfly"), Pay("elephant"), Pay("owl")]
    copy = s.clone()
    copy.hands[0] = ["butterfly", "pig"]
    copy.recount()
    assert copy.legal_moves() == [Pay("butterfly")]
    assert s.legal_moves() == [Pay("butterfly"), Pay("elephant"), Pay("owl")]


@pytest.mark.parametrize("players", [2, 4])
def test_kept_moves_are_the_ones_listed_afresh(players) -> None:
    """The moves a handler kept for the next decision (state.kept: line takes,
    payments, placements) are those a clone lists afresh, and the player to move is the
    top frame's seat, at every step of seeded random games."""
    from game.rng import Rng
    for seed in range(6):
        state, rng = GAME.new_game(players, seed), Rng(seed)
        while not state.is_over:
            moves = state.legal_moves()
            assert moves == state.clone().legal_moves()
            assert state.current_player == state.stack[-1][1]
            state.play(rng.choice(moves))
        assert state.current_player is None and state.legal_moves() == []


def test_unpayable_origami_is_not_offered() -> None:
    s = build([["lion", "ant", "ant"], ["cat"]], line=["cat"], deck=["crab"])
    assert Play("lion") not in s.legal_moves()          # 9 folds needed, 2 held
    s = build([["whale", "pig", "pig", "ant"], ["cat"]], line=["cat"], deck=["crab"])
    assert Play("whale") not in s.legal_moves()         # 3+3+1=7 and 6 and 4, never 8


def test_size_rule_and_covering_hides_the_action() -> None:
    """The book's example: the raccoon must go left and covers the shark."""
    s = build([["raccoon", "butterfly"], ["cat"]],
              cols=[(["shark"], ["rhino", "crab"]), ((), ())], line=["cat"], deck=["crab"])
    assert Action(0) in s.legal_moves()                 # the shark's action is usable
    play_all(s, Play("raccoon"))     # the only payment and placement: made for you
    assert s.cols[0] == [["shark", "raccoon"], ["rhino", "crab"]]
    s.turn_seat, s.stack, s.current_player = 0, [(Frame.MAIN, 0)], 0
    moves = s.legal_moves()
    assert Action(0) in moves                           # the raccoon, now on top
    s.line = []
    s.discard = ["rhino"]                               # 4 folds: too much for the raccoon
    assert Action(0) not in s.legal_moves()             # unusable: not offered


def test_equal_collections_offer_both_sides() -> None:
    s = build([["crab", "cat", "sheep"], ["cat"]], line=["cat"], deck=["crab"])
    play_all(s, Play("crab"), Pay("cat"))
    assert s.cols[0] == [[], []]
    assert s.legal_moves() == [Place(0, 0), Place(1, 0)]
    play_all(s, Place(1, 0))
    assert s.cols[0] == [[], ["crab"]]


def test_special_action_not_usable_the_turn_it_is_played() -> None:
    """One action per turn: a freshly played action card waits for the next turn."""
    s = build([["raccoon", "butterfly"], ["cat", "cat"]], line=["cat", "cat"], deck=["crab"] * 5)
    play_all(s, Play("raccoon"), Place(0, 0))   # the butterfly is the only payment
    assert s.current_player == 1
    play_all(s, Take("cat"), Take("cat"))
    assert Action(0) in s.legal_moves()


def test_hand_limit_at_end_of_turn() -> None:
    hand = ["cat", "cat", "sheep", "sheep", "chick", "chick", "ant", "ant"]
    s = build([hand, ["cat"]], line=["fly", "crab", "owl", "pig"], deck=["whale"] * 2)
    play_all(s, Take("fly"), Take("crab"))
    assert s.current_player == 0 and s.stack[-1][0] == Frame.DISCARD
    assert s.stack[-1][2] == 2
    play_all(s, Discard("crab"))
    assert s.current_player == 0
    play_all(s, Discard("ant"))
    assert len(s.hands[0]) == 8 and s.current_player == 1
    assert s.discard == ["crab", "ant"]


def test_pass_only_when_nothing_else() -> None:
    s = build([["lion"], ["cat"]])
    assert s.legal_moves() == [Pass()]
    play_all(s, Pass())
    assert s.current_player == 1


def test_second_exhaustion_ends_after_the_round_and_one_more() -> None:
    """Seat 1 of 3 empties the deck the second time; first player is 0."""
    s = build([["cat"], ["cat"], ["cat"]], line=["chick", "ant", "ant", "fly"],
              deck=["crab"], discard=["rhino", "rhino"], seat=1, first=0)
    s.exhaustions = 1
    events = play_all(s, Take("chick"), Done())        # refill takes the deck's last card
    kinds = [e.kind for e in events]
    assert "deck_exhausted" in kinds and "end_triggered" in kinds and "deck_reshuffled" in kinds
    assert s.remaining == 3             # after seat 2 (finishing the round): 0, 1, 2
    order = []
    while not s.is_over:
        order.append(s.turn_seat)
        s.apply(s.legal_moves()[-1] if s.stack[-1][0] != Frame.MAIN else _quiet(s))
    assert _turns(order) == [2, 0, 1, 2]
    assert s.legal_moves() == [] and s.current_player is None


def _quiet(state):
    moves = state.legal_moves()
    return next((m for m in moves if isinstance(m, Pass)), moves[-1])


def _turns(order):
    out = []
    for seat in order:
        if not out or out[-1] != seat:
            out.append(seat)
    return out


def test_trigger_during_the_last_seat_turn_gives_a_full_round() -> None:
    s = build([["cat"], ["cat"]], line=["chick", "ant", "ant", "fly"], deck=["crab"],
              discard=["rhino"], seat=1, first=0)
    s.exhaustions = 1
    play_all(s, Take("chick"), Done())
    assert s.remaining == 1 and s.turn_seat == 0   # this turn, then 1


def test_round_limit_starts_the_end() -> None:
    state = GAME.new_game(2, 3, {"max_rounds": 10})
    from game.rng import Rng
    rng = Rng(1)
    while not state.is_over:
        moves = state.legal_moves()
        # hoard: only ever take from the discard-free line or pass; never play
        quiet = [m for m in moves if not isinstance(m, (Play, Action))]
        state.play(rng.choice(quiet or moves))
    assert state.round <= 11


def test_illegal_moves_leave_the_state_unchanged() -> None:
    s = build([["raccoon", "butterfly"], ["cat"]], line=["cat", "owl"], deck=["crab"] * 3)
    before = (repr(s.observe(None)), repr(s.observe(0)), s.hands[0][:], s.line[:])
    for bad in (Pay("butterfly"), Take("rhino"), Play("cat"), Action(0), Done(), Pass(),
                TakeDiscard("cat"), None, "take", Place(0, 0)):
        with pytest.raises(IllegalMove):
            s.apply(bad)
    assert (repr(s.observe(None)), repr(s.observe(0)), s.hands[0], s.line) == before
    finished = GAME.new_game(2, 1)
    finished.is_over = True
    with pytest.raises(IllegalMove, match="over"):
        finished.apply(Pass())


def test_random_games_always_end() -> None:
    from game.rng import Rng
    for players in (2, 3, 4):
        for seed in range(15):
            state, rng, steps = GAME.new_game(players, seed), Rng(seed), 0
            while not state.is_over:
                state.play(rng.choice(state.legal_moves()))
                steps += 1
                assert steps < 5000
            assert state.exhaustions >= 2 or state.round >= 40


def test_empty_deck_and_discard_leave_the_line_short() -> None:
    s = build([["cat"], ["cat"]], line=["chick", "owl"], deck=["pig"], discard=[])
    events = play_all(s, Take("chick"), Take("owl"))      # refill: pig, then nothing
    assert s.line == ["pig"] and s.deck == [] and s.exhaustions == 1
    assert [e.kind for e in events].count("deck_reshuffled") == 0
    s.discard = ["rhino", "crab"]
    s.draw_private(1, 1, None)                           # a card is needed: reshuffle
    assert s.exhaustions == 1 + (not s.deck)             # counted only when it empties
    assert len(s.hands[1]) == 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_packed_counts_follow_the_hands(players) -> None:
    """`packed` (each hand's packed fold count, read by the main decision and the forced
    payments) matches the hands after every move, in clones and determinizations too:
    every step that moves a card in or out of a hand keeps it in step."""
    kinds = set()
    for seed in range(15):
        state, rng = GAME.new_game(players, seed), Rng(seed)
        step = 0
        while not state.is_over:
            assert state.packed == [pack(hand) for hand in state.hands], (seed, step)
            kinds.add(state.stack[-1][0])
            if step % 7 == 0:
                world = state.determinize(state.current_player, Rng(step))
                assert world.packed == [pack(hand) for hand in world.hands], (seed, step)
            state.play(rng.choice(state.legal_moves()))
            step += 1
        assert state.clone().packed == [pack(hand) for hand in state.hands]
    assert {Frame.FOX, Frame.ZEBRA, Frame.RAY, Frame.DISCARD} <= kinds   # hidden moves met
