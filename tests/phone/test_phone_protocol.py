"""The phone protocol over a real socket (aiohttp's test server): joining, claiming,
reconnecting, moves and refused steps. See docs/phone-protocol.md."""

from __future__ import annotations

import asyncio

from game.online.view import step_json

from phone_helpers import Rig, play_step


def run(coro):
    return asyncio.run(coro)


def test_phone_joins_claims_and_gets_its_state():
    async def go():
        async with Rig() as rig:
            ws, seated = await rig.join(seat=1, name="  Ana\x07 ", animal="owl")
            assert seated["seat"] == 1 and seated["name"] == "Ana" and seated["animal"] == "owl"
            assert len(seated["seat_token"]) >= 32          # 192 bits, URL-safe base64
            lobby = await rig.until(ws, "lobby")            # the claim changed the lobby
            assert lobby["you"] == 1 and not lobby["seats"][1]["free"]
            match = rig.start(["human", "remote", "easy"])
            state = await rig.until(ws, "state")
            assert state["seat"] == 1 and state["names"][1] == "Ana"
            assert state["hand"] and all(isinstance(c["card"], str) for c in state["hand"])
            assert state["your_turn"] is (match.current == 1)
            await ws.close()
    run(go())


def test_phone_claim_of_a_taken_seat_is_refused():
    async def go():
        async with Rig() as rig:
            _ws, seated = await rig.join(seat=0)
            other = await rig.connect()
            await other.send_json({"type": "hello", "join": rig.hub.join_token})
            await rig.until(other, "lobby")
            await other.send_json({"type": "claim", "seat": 0, "name": "Bo"})
            error = await rig.until(other, "error")
            assert error["code"] == "seat_taken"
            await other.send_json({"type": "claim", "seat": None, "name": "Bo"})
            assert (await rig.until(other, "seated"))["seat"] == 1
    run(go())


def test_phone_reconnects_with_its_seat_token():
    async def go():
        async with Rig() as rig:
            ws, seated = await rig.join(seat=2)
            rig.start(["human", "easy", "remote"])
            await rig.until(ws, "state")
            await ws.close()
            await rig.settle(lambda: not rig.hub.connected(2))   # only this seat pauses
            again = await rig.connect()
            await again.send_json({"type": "hello", "seat_token": seated["seat_token"]})
            assert (await rig.until(again, "seated"))["seat"] == 2
            assert (await rig.until(again, "state"))["seat"] == 2
            assert rig.hub.connected(2)
    run(go())


def test_phone_move_reaches_the_match_and_an_illegal_step_is_refused():
    async def go():
        async with Rig() as rig:
            ws, _ = await rig.join(seat=0)
            match = rig.start(["remote", "easy", "easy"])
            assert match.current == 0
            state = await rig.until(ws, "state")
            assert state["your_turn"] and state["steps"]
            await play_step(ws, state, ["cell", 99, 99])
            assert (await rig.until(ws, "error"))["code"] == "illegal_step"
            assert not match.moves_json
            tree = match.steps(0)
            move = tree.moves[0]
            for step in tree.paths[move]:
                await play_step(ws, state, step_json(match.game, step))
                state = await rig.until(ws, "state")
            assert match.log and match.log[-1].move == move and match.log[-1].seat == 0
            assert not state["your_turn"]
    run(go())


def test_phone_back_cancel_and_hint():
    async def go():
        async with Rig() as rig:
            ws, _ = await rig.join(seat=0)
            match = rig.start(["remote", "easy", "easy"])
            state = await rig.until(ws, "state")
            first = state["steps"][0]["step"]
            await play_step(ws, state, first)
            state = await rig.until(ws, "state")
            assert state["chosen"] == [first] and state["prompt"]
            await ws.send_json({"type": "back"})
            assert (await rig.until(ws, "state"))["chosen"] == []
            await ws.send_json({"type": "hint"})
            state = await rig.until(ws, "state")
            assert "because" in state["hint"]
            assert not match.moves_json
    run(go())


def test_phone_still_choosing_when_the_game_starts_is_told():
    async def go():
        async with Rig() as rig:
            ws, _ = await rig.join(seat=0)
            late = await rig.connect()
            await late.send_json({"type": "hello", "join": rig.hub.join_token})
            await rig.until(late, "lobby")
            rig.start(["remote", "easy", "easy"])
            assert (await rig.until(late, "error"))["code"] == "not_joining"
            await late.send_json({"type": "claim", "seat": 1})
            assert (await rig.until(late, "error"))["code"] == "not_joining"
    run(go())


def test_phone_step_out_of_turn_is_refused():
    async def go():
        async with Rig() as rig:
            ws, _ = await rig.join(seat=1)
            match = rig.start(["human", "remote", "easy"])
            assert match.current == 0
            state = await rig.until(ws, "state")
            await play_step(ws, state, ["confirm"])
            assert (await rig.until(ws, "error"))["code"] == "not_your_turn"
    run(go())


def test_phone_seat_token_expires_when_the_game_ends():
    async def go():
        async with Rig() as rig:
            ws, seated = await rig.join(seat=0)
            match = rig.start(["remote", "easy", "easy"])
            await rig.until(ws, "state")
            from game.rng import Rng
            rng = Rng(5)
            while not match.is_over:
                match.play(rng.choice(match.state.legal_moves()))
            over = await rig.until(ws, "over")
            assert [r["seat"] for r in over["results"]] == [0, 1, 2]
            again = await rig.connect()
            await again.send_json({"type": "hello", "seat_token": seated["seat_token"]})
            assert (await rig.until(again, "error"))["code"] == "bad_token"
    run(go())


def test_phone_log_follows_a_move_taken_back_at_the_tv():
    from game.records.config import Settings
    from game.match.feed import feed_of_match
    from scenes.phone.payload import Words, state_payload

    async def go():
        async with Rig(game_id="high_society", players=3) as rig:
            ws, _ = await rig.join(seat=1)
            match = rig.start(["human", "remote", "easy"])
            await rig.until(ws, "state")
            taken = next(m for m in match.steps(0).moves if m.TAG == "add")  # a money card
            match.play(taken)
            await rig.until(ws, "state")
            assert match.can_undo()
            match.undo()
            await rig.until(ws, "state")
            other = next(m for m in match.steps(0).moves if m != taken)
            match.play(other)
            state = await rig.until(ws, "state")
            fresh = Words(match, rig.hub.text, Settings(lang="en"), "en")
            truth = state_payload(feed_of_match(match, 1, rig.hub.names()), match.steps(1),
                                  fresh, (None, "fox", None))
            assert state["log"] == truth["log"]
    run(go())


def test_phone_steps_come_back_as_json_for_every_game():
    """Every next step of every game, sent through JSON and back, is found again: the
    page sends back exactly what it got."""
    import json

    from game import GAME_IDS, load_game
    from game.rng import Rng
    from game.match.match import Match
    for game_id in GAME_IDS:
        players = load_game(game_id).min_players
        match = Match(game_id, players, ["remote"] * players, seed=2)
        rng = Rng(3)
        for _ in range(30):
            if match.is_over:
                break
            tree = match.steps(match.current)
            forms = [step_json(match.game, s) for s in tree.next_steps()]
            assert all(json.loads(json.dumps(form)) == form for form in forms), game_id
            assert len({json.dumps(form) for form in forms}) == len(forms), game_id
            match.play(rng.choice(tree.moves))


def test_phone_speaks_its_own_language():
    async def go():
        async with Rig() as rig:
            ws = await rig.connect()
            await ws.send_json({"type": "hello", "join": rig.hub.join_token, "lang": "fr"})
            await rig.until(ws, "lobby")
            await ws.send_json({"type": "claim", "seat": 0, "name": "Zoé"})
            await rig.until(ws, "seated")
            rig.start(["remote", "easy", "human"])
            state = await rig.until(ws, "state")
            from game.i18n import level_name, text
            assert state["names"][1] == text("bot_name", "fr", level=level_name("easy", "fr"),
                                             n=2)
            assert state["names"][2] == "Joueur 3" and state["status"] == "Zoé, à vous"
    run(go())
