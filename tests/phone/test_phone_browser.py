"""The phone page in a real browser: two phones play a whole game of each game.

The TV and the browsers are `browser_rig`'s: a headless App on the couch join screen
with *Join with your phone* on, then the couch table, which plays the bot seat. Each
phone page joins as a player would and taps its own moves (a seeded choice among the
cards and chips the page offers), so every move of the phone seats went through the
page, the socket, the hub's step check and the match.

Slow (two browsers, four games): it runs with RUN_SLOW=1 or `-m slow`, as `.ci/run`
does. PHONE_SCREENSHOTS=DIR also saves the page's screenshots there.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.rng import Rng
from scenes.table.layouts import game_module

from browser_rig import (HEIGHT, PAIR_GAME, SCALE, SEATS, WIDTH, Shots, Tv, phone_browser,
                         probe, tap, wait_for)

pytestmark = pytest.mark.slow

WIDTHS = (360, 430)                         # the narrowest and widest phones it is made for
MIN_CARD_PX = 70                            # a hand card's width in CSS pixels, at least
GAMES = {"animalia": 5, "high_society": 6, "animimix": 7, "origami": 8}   # game: seed
SHOT_MOVES = 10                             # moves before the screenshots of a game's page
HOLD = 0.7            # seconds a long press lasts (the page's is 450 ms)
HINT_ROUNDS = 3000    # the hint thinks at the "hard" level, a slice a frame
MAX_TAPS = 3000       # taps in one game before the test gives up


@pytest.fixture(scope="module")
def phones():
    """Two phones: an English one and a French one (each its own profile and storage)."""
    drivers = []
    try:
        drivers = [phone_browser("en-US"), phone_browser("fr-FR")]
        yield drivers
    finally:
        for driver in drivers:
            driver.quit()


def join(tv: Tv, phones, shots: Shots | None) -> None:
    """One phone opens the QR code's address and picks seat 1; the other types the
    address and the 6-digit code by hand and lets the TV choose its seat; both give a
    name and an animal, except in PROFILE_GAME, where the first plays as the TV's
    profile (its name and animal then come from the profile)."""
    url = tv.hub.join_url()
    host, port = tv.hub.address
    phones[0].get(url)
    # Another origin for the second phone's storage: the same server, as a LAN name would be.
    phones[1].get(f"http://localhost:{port}/")
    wait_for(tv, phones[1:], lambda looks: looks[0]["view"] == "code-view", "code screen")
    phones[1].find_element("id", "code-input").send_keys(tv.hub.code)
    if shots is not None:
        shots.take(tv, phones[1], "code")
    tap(phones[1], "#code-button")
    wait_for(tv, phones, lambda looks: all(p["view"] == "join-view" for p in looks), "join screen")
    for driver, name, animal in ((phones[0], "Ana", "owl"), (phones[1], "Léo", "fox")):
        if driver is phones[0]:
            tap(driver, "#seats [data-seat='0']")
        if driver is phones[0] and tv.profile is not None:
            choose_profile(tv, driver, shots)
            continue
        field = driver.find_element("id", "name-input")
        field.clear()
        field.send_keys(name)
        tap(driver, f"#animals [data-animal='{animal}']")
        if shots is not None and driver is phones[0]:
            shots.take(tv, driver, "join")
        tap(driver, "#join-button")
    wait_for(tv, phones, lambda looks: all(p["view"] == "wait-view" for p in looks), "seats")
    assert sorted(tv.hub.seats) == [0, 1]
    assert tv.hub.seats[0].name == "Ana" and tv.hub.seats[1].name == "Léo"
    assert tv.hub.seats[0].lang == "en" and tv.hub.seats[1].lang == "fr"
    assert tv.hub.seats[0].profile == (tv.profile.id if tv.profile else None)
    assert tv.hub.seats[1].profile is None
    if tv.profile is not None:
        assert tv.hub.seats[0].animal == "penguin"


def choose_profile(tv: Tv, driver, shots: Shots | None) -> None:
    """The profile's button (its colour, name and animal): the guest's name and animal
    hide; Sit down claims the seat as that profile."""
    css = f"#profiles [data-profile='{tv.profile.id}']"
    wait_for(tv, [driver], lambda looks: driver.find_elements("css selector", css), "profiles")
    button = driver.find_element("css selector", css)
    assert button.text == "Ana · Penguin"
    assert "colour-3" in button.find_element("css selector", ".swatch").get_attribute("class")
    assert not driver.find_element("id", "guest-box").get_attribute("hidden")
    button.click()
    assert driver.find_element("id", "guest-box").get_attribute("hidden") is not None
    if shots is not None:
        shots.take(tv, driver, "join-profile")
    tap(driver, "#join-button")


def fits_every_width(driver) -> None:
    """The page at the narrowest and widest phones it is made for: nothing sticks out
    sideways (no horizontal scrolling), and a card is still big enough to tap."""
    for width in WIDTHS:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": HEIGHT, "deviceScaleFactor": SCALE, "mobile": True})
        wide, card = driver.execute_script(
            "const c = document.querySelector('#play-view .card');"
            "return [document.documentElement.scrollWidth, c ? c.getBoundingClientRect().width : 0];")
        assert wide <= width and card >= MIN_CARD_PX, (width, wide, card)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": WIDTH, "height": HEIGHT, "deviceScaleFactor": SCALE, "mobile": True})


def look_at_a_card(tv: Tv, driver, shots: Shots | None) -> None:
    """The inspect button, then a tap on a hand card: the card large with its name."""
    tap(driver, "#inspect-button")
    tap(driver, "#hand .card")
    label = driver.find_element("css selector", "#hand .card .name").text
    wait_for(tv, [driver], lambda looks: driver.execute_script(
        "const i = document.getElementById('inspect-image');"
        "return !document.getElementById('inspect').hidden && i.complete && i.naturalWidth > 0;"),
        "inspector")
    assert driver.find_element("id", "inspect-name").text == label
    if shots is not None:
        shots.take(tv, driver, "inspect")
    tap(driver, "#inspect-close")
    tap(driver, "#inspect-button")
    # A press held on a card looks at it too, and plays nothing.
    from selenium.webdriver import ActionChains
    before = probe(driver)["updates"]
    card = driver.find_elements("css selector", "#hand .card")[-1]
    ActionChains(driver).click_and_hold(card).pause(HOLD).release().perform()
    assert driver.find_element("id", "inspect-name").text == card.find_element(
        "css selector", ".name").text
    assert driver.find_element("id", "inspect").get_attribute("hidden") is None
    tap(driver, "#inspect-close")
    wait_for(tv, [driver], lambda looks: True, "a frame")
    assert probe(driver)["updates"] == before and driver.find_element("id", "message").text == ""


def play_game(tv: Tv, phones, tmp_path: Path, shots: Shots | None) -> dict:
    """Both phones tap moves until the game is over; returns what was seen."""
    join(tv, phones, shots)
    table = tv.start()
    match = table.match
    rng = Rng(tv.seed)
    seen = {"taps": 0, "backs": 0, "hints": 0, "inspected": False, "reconnected": False,
            "shot_hand": False, "shot_french": False}
    last = [-1, -1]              # the page's state count when it last tapped
    for _ in range(MAX_TAPS):
        looks = wait_for(tv, phones, lambda looks: match.is_over and all(
            p["view"] == "over-view" for p in looks) or any(
            p["turn"] == "mine" and p["steps"] and p["updates"] != last[i]
            for i, p in enumerate(looks)), "turn on a phone")
        if match.is_over:
            return {**seen, "looks": looks}
        seat = next(i for i, p in enumerate(looks)
                    if p["turn"] == "mine" and p["steps"] and p["updates"] != last[i])
        driver, look = phones[seat], looks[seat]
        if match.current != seat:
            continue                     # a stale page: its next state is on its way
        # The page shows exactly this seat's hidden cards.
        hand = game_module(tv.game_id).LAYOUT.hand_cards(match.observe(seat), seat)
        assert look["hand"] == len(hand), look
        if not seen["inspected"] and look["hand"]:
            look_at_a_card(tv, driver, shots)
            seen["inspected"] = True
        if seen["hints"] == 0 and seat == 0:
            tap(driver, "#hint-button")
            wait_for(tv, phones, lambda looks: tv.hub.seats[0].hint != ""
                     and looks[0]["hint"] == tv.hub.seats[0].hint, "hint", HINT_ROUNDS)
            seen["hints"] += 1
            looks = [probe(d) for d in phones]
            look = looks[seat]
        if shots is not None and not seen["shot_french"] and seat == 1 \
                and len(match.moves_json) >= SHOT_MOVES and tv.game_id == PAIR_GAME:
            shots.take(tv, driver, "fr")
            seen["shot_french"] = True
        if shots is not None and not seen["shot_hand"] and seat == 0 and look["hand"] >= 2 \
                and len(match.moves_json) >= SHOT_MOVES:
            shots.take(tv, driver, f"{tv.game_id}")
            shots.pair(tv, driver, tv.game_id)
            seen["shot_hand"] = True
            fits_every_width(driver)
        if look["chosen"] and seen["backs"] == 0:
            if shots is not None:
                shots.take(tv, driver, f"{tv.game_id}-chosen")
            # A half-made move: Back drops its last step (the page shows fewer chosen).
            before = look["updates"]
            tap(driver, "#back-button")
            wait_for(tv, [driver], lambda l: l[0]["updates"] != before, "state after Back")
            seen["backs"] += 1
            last[seat] = -1
            continue
        if not seen["reconnected"] and seat == 1 and seen["taps"] > 4:
            # The phone sleeps (its socket drops), then wakes: same seat, same turn.
            driver.execute_script("page.ws.close();")
            wait_for(tv, [driver], lambda l: l[0]["offline"] or l[0]["updates"] > look["updates"],
                     "drop")
            driver.execute_script("document.dispatchEvent(new Event('visibilitychange'));")
            wait_for(tv, [driver], lambda l: not l[0]["offline"] and l[0]["turn"] == "mine"
                     and l[0]["steps"], "reconnection")
            assert tv.hub.connected(1)
            seen["reconnected"] = True
            last[seat] = -1
            continue
        choice = rng.randrange(len(look["steps"]))
        last[seat] = look["updates"]
        driver.find_elements("css selector", "#play-view [data-step]")[choice].click()
        seen["taps"] += 1
    raise AssertionError(f"{tv.game_id}: not over after {MAX_TAPS} taps")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_phone_pages_play_a_whole_game_in_a_browser(game_id, phones, tmp_path, monkeypatch):
    """Two phone pages play a whole game against a random bot; the TV's table agrees."""
    for driver in phones:
        driver.delete_all_cookies()
        driver.get("about:blank")
    tv = Tv(tmp_path, game_id, GAMES[game_id], monkeypatch)
    shots = Shots(tmp_path)
    try:
        seen = play_game(tv, phones, tmp_path, shots)
        match = tv.table.match
        assert match.is_over
        phone_moves = sum(1 for entry in match.log if entry.seat in (0, 1))
        assert tv.phone_moves == phone_moves > 0
        assert seen["inspected"] and seen["hints"] == 1 and seen["reconnected"]
        for look in seen["looks"]:
            assert look["view"] == "over-view" and look["results"] == len(SEATS)
            assert look["cues"] >= 1 and look["buzz"] == look["cues"]    # buzz with each cue
        if shots is not None:
            shots.take(tv, phones[0], f"{game_id}-over")
        stored = [d.execute_script("return localStorage.getItem('menagerie.seat');")
                  for d in phones]
        assert stored == [None, None]             # the seat token expired with the game
        if tv.profile is not None:                # the profile's game, in the data folder
            from game.records.statistics import Statistics
            tv.app.saves.flush()
            on_disk = Statistics(tv.app.data_dir)
            assert on_disk.totals(tv.profile.id, game_id)["played"] == 1
            assert on_disk.totals(tv.profile.id)["played"] == 1
    finally:
        for driver in phones:
            driver.execute_script("try { localStorage.clear(); } catch (e) {}")
        tv.close()
