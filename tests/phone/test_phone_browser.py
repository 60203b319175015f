"""The phone page in a real browser: two phones play a whole game of each game.

Debian's Chromium (`/usr/bin/chromium`, `/usr/bin/chromedriver`, never a downloaded
browser) runs headless at 390x844, driven by Selenium. The TV is a headless App
stepping frames in this thread: the couch join screen with *Join with your phone* on
(its server thread listens on loopback), then, after Start, the couch table, which
plays the bot seat. Each phone page joins as a player would and taps its own moves (a
seeded choice among the cards and chips the page offers), so every move of the phone
seats went through the page, the socket, the hub's step check and the match.

Slow (two browsers, four games): it runs with RUN_SLOW=1 or `-m slow`, as `.ci/run`
does. PHONE_SCREENSHOTS=DIR also saves the page's screenshots there (the README's are
made with PHONE_SCREENSHOTS=docs/screenshots).
"""

from __future__ import annotations

import os
import random
import shutil
import struct
import time
from pathlib import Path

import pytest

from game.rng import Rng
from scenes import join as join_module
from scenes.shell.app import App, AppOptions
from scenes.couch import CouchTableScene
from scenes.join import JoinScene
from scenes.table.layouts import game_module
from scenes.phone.service import phone_service

pytestmark = pytest.mark.slow

CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
WIDTH, HEIGHT, SCALE = 390, 844, 2          # a phone's CSS pixels and its pixel ratio
WIDTHS = (360, 430)                         # the narrowest and widest phones it is made for
MIN_CARD_PX = 70                            # a hand card's width in CSS pixels, at least
GAMES = {"animalia": 5, "high_society": 6, "animimix": 7, "origami": 8}   # game: seed
SHOT_MOVES = 10                             # moves before the screenshots of a game's page
PAIR_GAME = "origami"                       # the README's picture of the TV and a phone
PROFILE_GAME = "animimix"                   # phone 1 plays as the TV's profile "Ana"
KEPT = {f"phone-{name}" for name in (   # the screenshots docs/screenshots keeps
    "join", "join-profile", "code", "origami", "fr", "animimix-chosen", "inspect", "high_society-over", "pair")}
BOT = "random"                              # the fast bot level
SEATS = ["remote", "remote", BOT]           # two phones and a bot
DT = 1 / 60
HOLD = 0.7            # seconds a long press lasts (the page's is 450 ms)
ROUNDS = 400          # frames (each with a look at both pages) a wait may take at most
HINT_ROUNDS = 3000    # the hint thinks at the "hard" level, a slice a frame
MAX_TAPS = 3000       # taps in one game before the test gives up
BUZZ_PROBE = """
  window.__buzz = 0;
  navigator.vibrate = function () { window.__buzz += 1; return true; };
"""
SETTLED = """
  return document.getElementById("flash").hidden && Array.from(document.images)
    .filter((i) => i.offsetParent !== null).every((i) => i.complete && i.naturalWidth > 0);
"""
PROBE = """
  const views = ["code-view", "join-view", "wait-view", "play-view", "over-view"];
  const view = views.find((id) => !document.getElementById(id).hidden) || "";
  const steps = Array.from(document.querySelectorAll("#play-view [data-step]"))
    .map((node) => node.dataset.step);
  return {view: view, turn: document.body.dataset.turn || "", steps: steps,
          updates: Number(document.body.dataset.updates || 0),
          errors: Number(document.body.dataset.errors || 0),
          cues: Number(document.body.dataset.cues || 0), buzz: window.__buzz || 0,
          hand: document.querySelectorAll("#hand .card").length,
          offline: !document.getElementById("offline").hidden,
          chosen: !document.getElementById("back-button").hidden,
          hint: document.getElementById("hint").textContent,
          results: document.querySelectorAll("#results li").length};
"""


@pytest.fixture(autouse=True)
def _slow_only(request):
    """Run only when slow tests are asked for (RUN_SLOW=1 or -m slow)."""
    if not (os.environ.get("RUN_SLOW") or "slow" in (request.config.getoption("-m") or "")):
        pytest.skip("slow: run with RUN_SLOW=1 or -m slow")


def phone_browser(lang: str):
    """A headless Chromium the size of a phone, in `lang`."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not Path(p).exists()]
    if missing:
        pytest.fail(f"{', '.join(missing)} missing: apt-get install -y chromium chromium-driver")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-extensions", "--no-first-run", f"--lang={lang}",
                f"--window-size={WIDTH},{HEIGHT}"):
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})   # navigator.language
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": WIDTH, "height": HEIGHT, "deviceScaleFactor": SCALE, "mobile": True})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": BUZZ_PROBE})
    return driver


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


class Tv:
    """The TV: a headless App on the couch join screen with *Join with your phone* on;
    its phone server listens on loopback. Start opens the couch table."""

    def __init__(self, tmp_path: Path, game_id: str, seed: int, monkeypatch) -> None:
        self.app = App(AppOptions(headless=True, save_dir=tmp_path, bot_process=False,
                                  lang="en"))
        self.app.settings.anim_speed = 4.0
        self.game_id, self.seed = game_id, seed
        self.monkeypatch = monkeypatch
        self.profile = None                 # the player's profile a phone plays as
        if game_id == PROFILE_GAME:
            self.profile = self.app.profiles.add("Ana")
            self.profile.colour, self.profile.animal = 3, "penguin"
            self.app.profiles.save()
        service = phone_service(self.app)
        service.host, service.port = "127.0.0.1", 0           # loopback, any free port
        self.join = JoinScene(self.app)
        self.app.stack.clear_to(self.join)
        self.app.stack.apply_pending()
        self.join.game_index = [g.id for g in self.join.games].index(game_id)
        self.join.players, self.join.level = len(SEATS), BOT
        self.join.phones.toggle()                              # Join with your phone: on
        self.table = None
        for _ in range(ROUNDS):
            self.frame()
            if self.hub.address is not None:
                break
            time.sleep(0.005)                       # let the server thread bind
        assert self.hub.address is not None, f"the phone server did not start: {self.hub.error}"

    @property
    def hub(self):
        return self.app.phones.hub

    def frame(self) -> None:
        """One frame of the TV (the App pumps the phone hub itself)."""
        self.app.step(DT)
        self.app.frame += 1

    def start(self):
        """The join screen's Start, with a fixed deal instead of a random one."""
        assert self.join.seats() == SEATS, self.join.seats()
        self.monkeypatch.setattr(join_module.random, "SystemRandom",
                                 lambda: random.Random(self.seed))
        self.join._start()
        self.frame()
        self.table = self.app.stack.top
        assert isinstance(self.table, CouchTableScene) and self.table.seats == SEATS
        self.count_phone_moves()
        return self.table

    def count_phone_moves(self) -> None:
        """Count in `phone_moves` the moves the match takes while the hub handles what
        the phones sent (the bot seat moves in the table's update, never then)."""
        self.phone_moves = 0
        hub, match = self.hub, self.table.match
        pump = hub.pump

        def counted() -> None:
            before = len(match.log)
            pump()
            self.phone_moves += len(match.log) - before
        self.monkeypatch.setattr(hub, "pump", counted)

    def close(self) -> None:
        self.app.shutdown()


def probe(driver) -> dict:
    return driver.execute_script(PROBE)


def wait_for(tv: Tv, phones, done, what: str, rounds: int = ROUNDS):
    """Step the TV a frame at a time until `done(probes)` is true (at most `rounds`)."""
    for _ in range(rounds):
        tv.frame()
        looks = [probe(d) for d in phones]
        if done(looks):
            return looks
        time.sleep(0.002)                       # give the browsers the CPU between frames
    raise AssertionError(f"{tv.game_id}: no {what}; the pages show {looks}")


def tap(driver, css: str, index: int = 0) -> None:
    driver.find_elements("css selector", css)[index].click()


class Shots:
    """The page's screenshots: always checked, saved where PHONE_SCREENSHOTS says."""

    def __init__(self, tmp_path: Path) -> None:
        self.folder = tmp_path / "shots"
        self.folder.mkdir()
        self.taken: list[Path] = []

    def take(self, tv: "Tv", driver, name: str) -> None:
        """A screenshot once the turn flash is over and every card image has come."""
        driver.execute_script("window.scrollTo(0, 0);")
        wait_for(tv, [driver], lambda looks: driver.execute_script(SETTLED), "settled page")
        path = self.folder / f"phone-{name}.png"
        driver.save_screenshot(str(path))
        width, height = struct.unpack(">II", path.read_bytes()[16:24])
        assert (width, height) == (WIDTH * SCALE, HEIGHT * SCALE), (name, width, height)
        self.taken.append(path)
        self.keep(path)

    def keep(self, path: Path) -> None:
        folder = os.environ.get("PHONE_SCREENSHOTS")
        if folder and path.stem in KEPT:
            Path(folder).mkdir(parents=True, exist_ok=True)
            shutil.copy(path, Path(folder) / path.name)

    def pair(self, tv: "Tv", driver, game_id: str) -> None:
        """The TV's table at this moment beside the phone (tools/phone_pair.py)."""
        import pygame

        from tools.phone_pair import SIZE, compose
        for _ in range(ROUNDS):
            if not tv.table.layout.busy and tv.table.layers_settled():
                break
            tv.frame()
        phone = pygame.image.load(str(self.folder / f"phone-{game_id}.png"))
        picture = compose(tv.app.screen.copy(), phone)
        assert picture.get_size() == SIZE
        path = self.folder / ("phone-pair.png" if game_id == PAIR_GAME else f"pair-{game_id}.png")
        pygame.image.save(picture, str(path))
        self.keep(path)


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
