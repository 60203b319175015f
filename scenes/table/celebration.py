"""The results screen's celebration: the winner's animal, confetti and a fanfare.

Each winner's animal is a big card face beside the score rows (left, then right for a
second winner), with the winner's name under it: the card the game's layout names with
`winner_card(obs, seat)` (its best or most telling card), else the game's medallion.
The cards pop in, then float gently; confetti is thrown from the bottom corners
(`sprites.confetti`, seeded by the deal number); the fanfare plays as the screen
opens. The animation speed paces it all; at "instant" the cards are simply there and
no confetti flies. A game without a winner is not celebrated.
"""

from __future__ import annotations

import math

import pygame

from scenes.ui import HIGHLIGHT
from sprites import textfit
from sprites.confetti import Confetti
from sprites.tween import ease_out_back

CARD_H = 360            # the size of a card inspected large (issue #24, item 2)
SPOTS = ((235, 540), (1685, 540))      # card centres: left of the score rows, then right
NAME_GAP = 16
POP_TIME = 0.55           # seconds the card takes to pop in, at speed 1
FLOAT = (6.0, 1.8)        # px and radians per second of the gentle float after it
CONFETTI_AREA = pygame.Rect(0, 0, 1920, 1080)


class Celebration:
    """What the results screen adds for its winners (see the module docstring)."""

    def __init__(self, app, table, winners) -> None:
        self.app = app
        self.table = table
        self.winners = tuple(winners)[:len(SPOTS)]
        self.time = 0.0
        self.confetti = Confetti(table.seed, CONFETTI_AREA) if self.winners else None
        final = table.state.observe(None)
        self.cards = [self._card_of(final, seat) for seat in self.winners]

    def _card_of(self, obs: dict, seat: int) -> str | None:
        named = getattr(self.table.layout, "winner_card", None)
        try:
            return named(obs, seat) if named is not None else None
        except (KeyError, IndexError, TypeError, ValueError):   # an odd observation: no card
            return None

    def start(self) -> None:
        """The screen opened: the fanfare (the winners' cards and confetti follow)."""
        if self.winners:
            self.app.play_sound("fanfare")

    def update(self, dt: float) -> None:
        """Advance by dt at the animation speed; at "instant" everything is at its end."""
        speed = self.app.anim_speed
        if speed <= 0:
            self.time, self.confetti = POP_TIME, None
            return
        self.time += dt * speed
        if self.confetti is not None:
            self.confetti.step(dt * speed)
            if self.confetti.done:
                self.confetti = None

    def popped(self) -> float:
        """How big the cards are now (0 to 1, a little over while they pop)."""
        t = min(1.0, self.time / POP_TIME)
        return ease_out_back(t) if t < 1.0 else 1.0

    def image(self, index: int) -> pygame.Surface:
        """A winner's card face (or the game's medallion) at full size."""
        card = self.cards[index]
        if card is not None:
            return self.table.layout.face(card, CARD_H)
        from sprites import decor
        try:
            return decor.game_icon(self.table.game.id, CARD_H)
        except Exception:  # noqa: BLE001 - no art: the back of the game's cards
            return self.table.layout.art.back(CARD_H)

    def warm(self):
        """Render the cards and names ahead, one card or name per step of the generator
        (the scoring sheet runs it a step a frame: a card face drawn cold costs 10-15
        ms of CPU, two in one frame broke the 16.7 ms budget)."""
        for index in range(len(self.winners)):
            self.image(index)
            yield
            self._draw_name(pygame.Surface((1, 1)), index, pygame.Rect(0, 0, 1, 1))
            yield

    def draw_cards(self, surface: pygame.Surface) -> None:
        """The winners' cards with their names (under the confetti and the rows)."""
        scale = self.popped()
        if self.app.anim_speed > 0 and self.time >= POP_TIME:
            bob = FLOAT[0] * math.sin((self.time - POP_TIME) * FLOAT[1])
        else:
            bob = 0.0
        for index, centre in enumerate(SPOTS[:len(self.winners)]):
            image = self.image(index)
            if scale <= 0.01:
                continue
            if scale != 1.0:
                size = (max(1, round(image.get_width() * scale)),
                        max(1, round(image.get_height() * scale)))
                image = pygame.transform.smoothscale(image, size)
            rect = image.get_rect(center=(centre[0], round(centre[1] + bob)))
            surface.blit(image, rect)
            below = pygame.Rect(0, 0, 360, 44)
            below.midtop = (centre[0], centre[1] + CARD_H // 2 + NAME_GAP)
            self._draw_name(surface, index, below)

    def _draw_name(self, surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
        name = self.table.seat_name(self.winners[index])
        textfit.blit(self.app.text, surface, name, 34, rect, "center", fg=HIGHLIGHT, bold=True)

    def draw_confetti(self, surface: pygame.Surface) -> None:
        """The confetti in the air (over the cards, under the texts)."""
        if self.confetti is not None:
            self.confetti.draw(surface)

    @property
    def busy(self) -> bool:
        """Whether anything is still moving in (the float aside)."""
        return self.time < POP_TIME or self.confetti is not None

