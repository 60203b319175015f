"""The rig of the phone page's browser test: phone-sized headless Chromiums, the TV
(a headless App stepped a frame at a time in the test's thread) and screenshots.

Debian's Chromium (`/usr/bin/chromium`, `/usr/bin/chromedriver`, never a downloaded
browser) runs headless at 390x844, driven by Selenium. The TV opens the couch join
screen with *Join with your phone* on (its server thread listens on loopback), then,
after Start, the couch table, which plays the bot seat. PHONE_SCREENSHOTS=DIR also
saves the page's screenshots there (the README's are made with
PHONE_SCREENSHOTS=docs/screenshots).
"""

from __future__ import annotations

import os
import random
import shutil
import struct
import time
from pathlib import Path

import pytest

from scenes import join as join_module
from scenes.shell.app import App, AppOptions
from scenes.couch import CouchTableScene
from scenes.join import JoinScene
from scenes.phone.service import phone_service

CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
WIDTH, HEIGHT, SCALE = 390, 844, 2          # a phone's CSS pixels and its pixel ratio
PAIR_GAME = "origami"                       # the README's picture of the TV and a phone
PROFILE_GAME = "animimix"                   # phone 1 plays as the TV's profile "Ana"
KEPT = {f"phone-{name}" for name in (   # the screenshots docs/screenshots keeps
    "join", "join-profile", "code", "origami", "fr", "animimix-chosen", "inspect", "high_society-over", "pair")}
BOT = "random"                              # the fast bot level
SEATS = ["remote", "remote", BOT]           # two phones and a bot
DT = 1 / 60
ROUNDS = 400          # frames (each with a look at both pages) a wait may take at most
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

