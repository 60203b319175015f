"""Engine-wide checks: card data, moves' text and JSON, options, illegal input,
hidden information, determinism."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game import IllegalMove, OptionError
from game.animalia.moves import MOVE_TYPES
from game.rng import Rng

from .helpers import GAME, PASS, Decline, Medals, Pick, Take, Target, UsePower, haul, setup

ROOT = Path(__file__).resolve().parents[2]


def test_cards_table():
    cards = GAME.cards()
    assert len(cards) == 36 and sum(c["count"] for c in cards) == 36
    by_id = {c["id"]: c for c in cards}
    assert by_id["dog:champion"]["stars"] == 3
    assert by_id["dog:champion"]["name_fr"] == "chien champion"
    assert by_id["cat:scallywag"]["elegance"] == -1
    assert by_id["parrot:spy"]["power"] == "spy" and by_id["horse:thief"]["power"] == "thief"
    assert by_id["rabbit:prankster"]["power"] == "prankster"
    assert by_id["owl"]["family"] is None and by_id["owl"]["joker"] is True
    assert by_id["cat:cutie"]["players_min"] == 5
    assert {c["family"] for c in cards} == {"cat", "horse", "dog", "rabbit", "parrot", None}


def test_cli_cards_and_score():
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-m", "game", "cards", "animalia"], cwd=ROOT,
                         capture_output=True, text=True, env=env, check=True)
    assert len(json.loads(out.stdout)) == 36
    bad = ROOT / "tests" / "positions" / "animalia" / "bad_unknown_member.json"
    out = subprocess.run([sys.executable, "-m", "game", "score", str(bad)], cwd=ROOT,
                         capture_output=True, text=True, env=env)
    assert out.returncode != 0 and "unknown member 'king'" in out.stderr
    assert "Traceback" not in out.stderr


def test_every_move_has_text_in_both_languages_and_a_json_round_trip():
    seen = set()
    for players in (2, 4):
        s, rng = GAME.new_game(players, 3), Rng(3)
        while not s.is_over:
            for move in s.legal_moves():
                seen.add(type(move))
                en, fr = GAME.describe_move(move, "en"), GAME.describe_move(move, "fr")
                assert en and fr and str(move)
                assert GAME.move_from_json(json.loads(json.dumps(GAME.move_to_json(move)))) == move
            s.play(rng.choice(s.legal_moves()))
    assert {Take, type(PASS), Medals} <= seen
    assert GAME.describe_move(UsePower("thief"), "fr") == "Utiliser le pouvoir du voleur"
    assert GAME.describe_move(Medals(haul(dog=3, cat=2), ("cat:champion",)), "fr") == \
        "Médailles : 2 chats, 3 chiens (en recouvrant avec chat champion)"
    assert GAME.describe_move(Pick("owl"), "en") == "Pick: owl"
    assert len(MOVE_TYPES) == 7


def test_moves_of_different_kinds_never_compare_equal():
    assert PASS != Decline() and Take(1) != Target(1)
    assert len({PASS, Decline(), Take(1), Target(1)}) == 4


def test_options_are_checked():
    with pytest.raises(OptionError, match="spy"):
        GAME.new_game(3, 1, {"spy": "glance"})
    with pytest.raises(OptionError, match="owl_elegance"):
        GAME.new_game(3, 1, {"owl_elegance": 9})
    assert all(opt.house for opt in GAME.OPTIONS)
    assert {o.name for o in GAME.OPTIONS} == {"spy", "power_uses", "two_player_elegance",
                                                  "owl_elegance", "first_player"}


@pytest.mark.parametrize("bad", [Take(3), Take(9), Target(0), Pick("dog:king"), Pick("owl"),
                                 UsePower("thief"), Decline(), Medals((0,) * 5, ()),
                                 Medals("x", ()), None, 7, "pass", ("pass",)])
def test_illegal_moves_raise_and_leave_the_state_unchanged(bad):
    s = GAME.new_game(4, 9)
    before = [s.observe(seat) for seat in (None, 0, 1, 2, 3)], s.legal_moves(), s.deck[:]
    with pytest.raises(IllegalMove):
        s.apply(bad)
    assert ([s.observe(seat) for seat in (None, 0, 1, 2, 3)], s.legal_moves(), s.deck[:]) == before


def test_malformed_json_moves_are_position_errors():
    from game.core import PositionError

    for raw in (["take"], ["medals", [1, 2]], ["nope", 1], "take", []):
        with pytest.raises(PositionError):
            GAME.move_from_json(raw)


def test_same_seed_and_moves_give_the_same_events():
    def run():
        s, rng, out = GAME.new_game(5, 42), Rng(1), []
        while not s.is_over:
            out += [(e.kind, e.seat, json.dumps(e.to_json(), sort_keys=True))
                    for e in s.apply(rng.choice(s.legal_moves()))]
        return out, s.scores()
    assert run() == run()


def test_bonus_cards_are_secret_in_events_and_observations():
    s, rng = GAME.new_game(3, 8), Rng(8)
    dealt = []
    while not s.is_over and s.season == 1:
        dealt += [e for e in s.apply(rng.choice(s.legal_moves())) if e.kind == "bonus_dealt"]
    assert dealt
    for e in dealt:
        card = e.secret["card"]
        assert e.view(e.seat).secret == {"card": card}
        for other in [None] + [p for p in range(3) if p != e.seat]:
            assert e.view(other).secret is None
            assert card not in json.dumps(e.view(other).to_json())


def test_observe_hides_the_deck_order_and_others_bonus_cards():
    s = GAME.new_game(4, 5)
    rng = Rng(5)
    while s.season == 1:
        s.play(rng.choice(s.legal_moves()))
    for seat in range(4):
        seen = s.observe(seat)
        for k in range(3):
            world = s.determinize(seat, Rng(k))
            assert world.observe(seat) == seen
            assert world.card_census() == s.card_census()
    spectator = json.dumps(s.observe(None))
    assert '"bonus":' not in spectator and '"deck_top"' not in spectator


def test_determinize_does_not_leak_future_shuffles():
    s = GAME.new_game(3, 4)
    worlds = {tuple(s.determinize(0, Rng(k)).deck) for k in range(5)}
    assert len(worlds) > 1
    assert all(s.determinize(0, Rng(k)).rng.state != s.rng.state for k in range(5))


def test_clone_is_independent():
    s = GAME.new_game(2, 6)
    c = s.clone()
    rng = Rng(0)
    while not c.is_over:
        c.play(rng.choice(c.legal_moves()))
    assert s.season == 1 and not s.is_over and s.medals == [[0] * 5, [0] * 5]


def test_setup_errors_name_the_field():
    from game.core import PositionError

    with pytest.raises(PositionError, match="collections\\[0\\]\\[0\\]"):
        setup(players=3, collections=[["cow:x"], [], []])
    with pytest.raises(PositionError, match="dealer"):
        setup(players=3, dealer=5)


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 10**6))
def test_random_games_keep_the_rules_invariants(players, seed):
    s, rng = GAME.new_game(players, seed), Rng(seed)
    census = s.card_census()
    while not s.is_over:
        before = [sum(m) for m in s.medals]
        events = s.apply(rng.choice(s.legal_moves()))
        assert all(len(c) <= 5 for c in s.colls)
        assert len(s.lot) <= 3
        for i, e in enumerate(events):
            if e.kind == "medals_awarded":
                assert sum(e.secret["medals"].values()) == e.data["count"] <= 5
            if e.kind == "powers_activated":  # only a normal take activates (no cascade)
                assert i > 0 and events[i - 1].kind == "lot_taken"
        assert all(a >= b for a, b in zip((sum(m) for m in s.medals), before))
        assert s.card_census() == census
    assert s.winners() and s.season == 3


def test_house_rules_are_listed_with_their_options():
    rules = GAME.house_rules()
    options = {o.name for o in GAME.OPTIONS}
    assert options <= {r["option"] for r in rules}
    from game import catalog
    for lang in catalog.languages():
        assert all(catalog.load(lang).get(f"house.animalia.{r['id']}") for r in rules)


def _card_strings(value, out: set) -> set:
    """Every card id string inside plain observation data."""
    from game.animalia.cards import CARD_INDEX

    if isinstance(value, str):
        if value in CARD_INDEX:
            out.add(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            _card_strings(k, out)
            _card_strings(v, out)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _card_strings(v, out)
    return out


@settings(max_examples=10, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 10**6))
def test_observations_name_only_cards_the_seat_has_seen(players, seed):
    from game.animalia.cards import CARD_IDS as NAMES

    s, rng = GAME.new_game(players, seed), Rng(seed)
    while not s.is_over:
        public = {NAMES[c] for zone in [s.lot, s.aside, s.box, s.deck[:s.pub_bottom]] + s.colls
                  for c in zone}
        public |= {NAMES[c] for cover in s.covers for c in cover[1:]}
        assert _card_strings(s.observe(None), set()) <= public
        for seat in range(players):
            mine = {NAMES[c] for c in s.bonus[seat] + s.spy_known[seat]}
            mine |= {NAMES[c] for c in range(36) if s.known_bonus[seat] >> c & 1}
            if s.phase_name() == "spy" and s.owner(s.pcoll) == seat:
                mine |= {NAMES[c] for c in s.peek + s.placed}
            assert _card_strings(s.observe(seat), set()) <= public | mine
        s.play(rng.choice(s.legal_moves()))


def test_setup_events_tell_the_deal():
    s = GAME.new_game(4, 2)
    events = s.setup_events()
    assert [e.kind for e in events] == ["season_started", "card_revealed"]
    assert events[0].data == {"season": 1, "dealer": 0}
    assert events[1].data["card"] == s.observe(None)["lot"][0]


def test_an_equal_medals_move_built_elsewhere_awards_the_same():
    """award_medals finds the legal move itself among the kept choices, and a copy (a
    replay's or a parsed move) by its fields: both cover and award alike."""
    rng, checked = Rng(5), 0
    for seed in range(30):
        state = GAME.new_game(2, seed)
        while not state.is_over:
            legal = state.legal_moves()
            move = legal[rng.randbelow(len(legal))]
            if type(move) is Medals and move.used:
                copy, twin = state.clone(), state.clone()
                copy.apply(Medals(tuple(move.haul), tuple(move.used)))
                twin.apply(move)
                assert (copy.medals, copy.bonus, copy.covers, copy.awards) == \
                    (twin.medals, twin.bonus, twin.covers, twin.awards)
                checked += 1
            state.play(move)
    assert checked > 10


def _recounted(state) -> int:
    """The incomplete seats worked out from the collections, as a bit mask."""
    return sum(1 << seat for seat in range(state.players) if state.incomplete(seat))


@pytest.mark.parametrize("players", [2, 3, 6])
def test_the_incomplete_seats_kept_by_the_moves_match_the_collections(players):
    """`unfilled` is kept up to date by takes, thefts, pranks and new seasons rather
    than recounted every move: at every step it matches the collections, in clones
    and determinized copies too; so does `spied`, what seats spied of the deck."""
    changed, spied, rng = 0, 0, Rng(players)
    for seed in range(8):
        state = GAME.new_game(players, seed, {"power_uses": "per_card"})
        while not state.is_over:
            assert state.unfilled == _recounted(state)
            assert state.spied == any(state.spy_known)
            spied += state.spied
            moves = state.legal_moves()
            move = rng.choice(moves)
            if type(move) is Pick and state.phase_name() == "card":
                changed += 1            # a theft or a prank
            if seed % 3 == 0:
                copy = state.determinize(state.current_player, Rng(seed))
                assert copy.unfilled == _recounted(copy) == state.clone().unfilled
                assert copy.spied == any(copy.spy_known) == state.clone().spied
            state.play(move)
    assert changed >= 3 and spied >= 3


def test_a_set_up_table_counts_its_incomplete_seats():
    full = ["horse:champion", "horse:smarty", "horse:scallywag", "horse:spy", "horse:cutie"]
    state = setup(players=3, dealer=0, collections=[["dog:thief"], full, []],
                  deck=["cat:thief", "parrot:champion"])
    assert state.unfilled == 0b101 == _recounted(state)
    state.apply(PASS)
    assert state.holder == 2        # seat 1 is complete: the lot skips him
