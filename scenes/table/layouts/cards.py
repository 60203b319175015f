"""Card images for the layouts, and cards flying from one place to another.

`CardArt` fetches faces and backs from `sprites.cards` (rendered once and cached there),
in the game's skin when it has one (High Society's classic or animal edition), and falls back to a plain labelled card if the art is missing or a card id unknown.
A `Flight` is one card moving along a tween; while it flies, the layout leaves its
destination out of what it draws (`landing` keys) so the card never appears twice.
A flight given a `back` turns face up on its way (a horizontal squash-and-swap flip in
the last part of its motion: a card revealed); one given a `sound` asks for it when it
lands or turns face up, and the table plays what `Flights.take_sounds` gives each frame.
"""

from __future__ import annotations

from typing import Callable

import pygame

from scenes.ui import CARD_EDGE, CARD_STOCK, INK, TextCache
from sprites.tween import Tween, Tweener

try:
    from sprites import cards as card_art
except ImportError:  # pragma: no cover - the art module is optional
    card_art = None

FLIGHT_TIME = 0.45
FLIP_FROM = 0.45          # a flipping card turns over in its motion's last 55 %
CARD_RATIO = 7 / 5


def card_width(height: int) -> int:
    """Card width for a height (5:7 cards)."""
    return round(height / CARD_RATIO)


def fanned(area, count: int, height: int, max_step: int | None = None) -> list[pygame.Rect]:
    """`count` cards from the left of `area`, each covering the one before but its left
    strip (where the corner number is), as far apart as the area lets them be (a gap of
    10 px, or `max_step` between left edges)."""
    area = pygame.Rect(area)
    width = card_width(height)
    step = width + 10 if max_step is None else max_step
    if count > 1 and width + step * (count - 1) > area.w:
        step = max(8, (area.w - width) // (count - 1))
    return [pygame.Rect(area.x + i * step, area.y, width, height) for i in range(max(1, count))]


def topmost(rects, pos) -> int | None:
    """The index of the card drawn on top at `pos` in a row drawn first to last, or None.

    In a fanned row each card covers part of the one before it, so the hit test goes
    from the last card down: the click lands on the card the player sees there.
    """
    for index in range(len(rects) - 1, -1, -1):
        if rects[index].collidepoint(pos):
            return index
    return None


class CardArt:
    """Card faces and backs for one game, with the player's colour-blind and language."""

    def __init__(self, game_id: str, text: TextCache, skin: str | None = None) -> None:
        self.game_id = game_id
        self.text = text
        self.skin = skin              # High Society's card edition (None: the default)
        self._plain: dict = {}
        self._drawn: set[tuple] = set()     # keys (`_key`) of what this art has given
        self._waiting: tuple | None = None  # a large one `large` put off to `draw_waiting`

    def face(self, card_id: str, height: int, colorblind: bool = False,
             lang: str = "en") -> pygame.Surface:
        """A card's face at a height."""
        self._drawn.add(self._key(card_id, height, colorblind, lang))
        if card_art is not None:
            try:
                return card_art.card_surface(self.game_id, card_id, height, colorblind, lang,
                                             skin=self.skin,
                                             text_scale=getattr(self.text, "scale", 1.0))
            except Exception:  # noqa: BLE001 - unknown id or broken art: draw a plain card
                pass
        return self._plain_card(card_id, height)

    def back(self, height: int) -> pygame.Surface:
        """A card's back at a height."""
        self._drawn.add(self._key(None, height))
        if card_art is not None:
            try:
                return card_art.card_back(self.game_id, height, skin=self.skin)
            except Exception:  # noqa: BLE001
                pass
        return self._plain_card("", height)

    def large(self, card_id: str | None, height: int, colorblind: bool = False,
              lang: str = "en") -> pygame.Surface:
        """A face (the back: `card_id` None) at a large height, for the inspector. One
        neither given here before nor in the disk cache (a first launch, a card
        inspected before the warming reached it) costs 10-18 ms of CPU to draw: in that
        frame the largest one of the same card given here stands in (the inspector
        scales it up), and the large one is drawn at the next `draw_waiting`."""
        key = self._key(card_id, height, colorblind, lang)
        smaller = [k for k in self._drawn if k[0] == card_id and k[2:] == key[2:]
                   and k[1] < height]
        if key in self._drawn or not smaller or self._stored(key):
            return self._give(key)
        self._waiting = key
        return self._give(max(smaller, key=lambda k: k[1]))

    def draw_waiting(self) -> None:
        """Draw the large face `large` put off, if any (the layout's update, a frame
        after the one that showed its stand-in)."""
        key, self._waiting = self._waiting, None
        if key is not None:
            self._give(key)

    def _key(self, card_id: str | None, height: int, colorblind: bool = False,
             lang: str = "en") -> tuple:
        if card_id is None:
            return (None, height)
        return (card_id, height, bool(colorblind), lang, getattr(self.text, "scale", 1.0))

    def _give(self, key: tuple) -> pygame.Surface:
        return self.back(key[1]) if key[0] is None else self.face(*key[:4])

    def _stored(self, key: tuple) -> bool:
        """Whether the disk cache holds that face (read back in about 1 ms)."""
        if key[0] is None or card_art is None:
            return False
        try:
            return card_art.face_stored(self.game_id, key[0], key[1], key[2], key[3],
                                        self.skin, key[4])
        except Exception:  # noqa: BLE001 - unknown id: face() draws a plain card
            return False

    def warm_unstored(self, card_ids, height: int, colorblind: bool = False,
                      lang: str = "en") -> None:
        """Draw now the faces at `height` that the disk art cache lacks (the others are
        read back in about a millisecond when they are needed)."""
        scale = getattr(self.text, "scale", 1.0)
        for card_id in card_ids:
            try:
                if card_art is not None and card_art.face_stored(
                        self.game_id, card_id, height, colorblind, lang, self.skin, scale):
                    continue
            except Exception:  # noqa: BLE001 - unknown id: face() draws a plain card
                pass
            self.face(card_id, height, colorblind, lang)

    def warm(self, card_ids, heights, colorblind: bool = False, lang: str = "en") -> None:
        """Render faces and backs ahead of time (at a scene change, not mid-game)."""
        for height in heights:
            self.back(height)
            for card_id in card_ids:
                self.face(card_id, height, colorblind, lang)

    def _plain_card(self, label: str, height: int) -> pygame.Surface:
        key = (label, height)
        if key not in self._plain:
            surf = pygame.Surface((card_width(height), height), pygame.SRCALPHA)
            rect = surf.get_rect()
            pygame.draw.rect(surf, CARD_STOCK if label else (90, 60, 110), rect, border_radius=10)
            pygame.draw.rect(surf, CARD_EDGE, rect, 3, border_radius=10)
            if label:
                words = self.text.render(label.replace(":", " "), 28, fg=INK, bold=True,
                                         wrap=max(30, rect.w - 10))
                surf.blit(words, words.get_rect(center=rect.center))
            self._plain[key] = surf
        return self._plain[key]


class Flight:
    """One card image moving from a start point to an end point (its centre), and from
    a start height to an end height when `heights` is given.

    `card` names the face shown (None for a back): only a card that is public in the
    move's events may fly face up. `landing` is the static-layer key of the spot it
    lands on: the layout leaves that spot out while the card is in the air. With a
    `back` the card starts face down and turns to `image` on its way (see `turned`);
    that `image` may then be a function that draws it, called when the face first
    shows (a deal's first frame then rasterises no face: see `scenes.table.layouts.deal`).
    """

    def __init__(self, image: pygame.Surface | Callable[[], pygame.Surface],
                 start: tuple[float, float],
                 end: tuple[float, float], landing=None, delay: float = 0.0,
                 card: str | None = None, heights: tuple[int, int] | None = None,
                 wait_hidden: bool = False, back: pygame.Surface | None = None,
                 sound: str | None = None, turn_from: float = FLIP_FROM) -> None:
        self._image = image
        self.back = back
        self.turn_from = turn_from    # the share of its motion gone before it turns
        self.sound = sound
        self.card = card
        self.x, self.y = float(start[0]), float(start[1])
        self.end = end
        sized = back if callable(image) else image     # a face and its back: one size
        self.h, self.end_h = heights if heights is not None else (sized.get_height(),) * 2
        self.landing = landing
        self.delay = delay
        self.done = False
        self.wait_hidden = wait_hidden    # not drawn before it moves (on its way to the start)
        self.motion: Tween | None = None

    @property
    def image(self) -> pygame.Surface:
        """The face (or the card's only side), drawn now if it was given as a function."""
        self.prepare()
        return self._image

    def prepare(self) -> bool:
        """Draw the face now if it waits to be drawn (see `image`); whether it did."""
        if not callable(self._image):
            return False
        self._image = self._image()
        return True

    @property
    def pos(self) -> pygame.Vector2:
        """Where its centre is now."""
        return pygame.Vector2(self.x, self.y)

    def tween(self) -> Tween:
        """The tween that moves it (done flag set at the end)."""
        self.motion = Tween(self, {"x": self.end[0], "y": self.end[1], "h": self.end_h},
                            FLIGHT_TIME, "out_cubic", delay=self.delay, on_done=self._land)
        return self.motion

    def _land(self) -> None:
        self.done = True

    @property
    def progress(self) -> float:
        """How far its motion has gone, 0 to 1 (time, not eased)."""
        motion = self.motion
        if self.done or motion is None:
            return 1.0 if self.done else 0.0
        if motion.starts is None or motion.duration <= 0:
            return 1.0 if motion.done else 0.0
        return min(1.0, motion.elapsed / motion.duration)

    @property
    def turned(self) -> float:
        """How far a flipping card has turned over: 0 face down, 0.5 edge on, 1 face
        up (always 1 for a card that does not flip)."""
        if self.back is None:
            return 1.0
        return min(1.0, max(0.0, (self.progress - self.turn_from) / (1.0 - self.turn_from)))

    @property
    def face_up(self) -> bool:
        """Whether the face (not the back) is what is drawn now."""
        return self.turned >= 0.5

    def rect(self) -> pygame.Rect:
        """Where the card is drawn now."""
        h = max(1, round(self.h))
        shown = self.image if self.back is None or self.face_up else self.back
        w = max(1, round(shown.get_width() * h / shown.get_height()))
        return pygame.Rect(0, 0, w, h).move(round(self.x - w / 2), round(self.y - h / 2))

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Draw the card centred on its current position, at its current height;
        returns where (None when not drawn)."""
        if self.wait_hidden and self.motion is not None and self.motion.starts is None:
            return None
        rect = self.rect()
        image = self.image if self.face_up else self.back
        if rect.size != image.get_size():
            image = pygame.transform.smoothscale(image, rect.size)
        turned = self.turned
        if 0.0 < turned < 1.0:          # squashed to its edge, then opened on the other side
            width = max(1, round(rect.w * abs(1.0 - 2.0 * turned)))
            image = pygame.transform.scale(image, (width, rect.h))
            rect = image.get_rect(center=rect.center)
        surface.blit(image, rect)
        return rect


class Flights:
    """The cards in the air for one layout."""

    def __init__(self, tweens: Tweener) -> None:
        self.tweens = tweens
        self.items: list[Flight] = []
        # Landed cards still drawn where they landed, until the static layer that shows
        # them is on screen (it is redrawn over a few frames): (serial, flight).
        self.parked: list[tuple[int, Flight]] = []
        self.landed = 0                        # serial of the next card to land
        self.sounds: list[str] = []            # asked by flights that landed or turned
        self._heard: set[int] = set()          # flights whose sound was asked

    def launch(self, flight: Flight) -> None:
        """Start a flight."""
        self.items.append(flight)
        self.tweens.add(flight.tween())

    def prune(self) -> None:
        """Park landed flights and ask for the sounds now due (call in update)."""
        for flight in self.items:
            if flight.sound and id(flight) not in self._heard and \
                    (flight.done or (flight.back is not None and flight.face_up)):
                self._heard.add(id(flight))
                self.sounds.append(flight.sound)
        if any(f.done for f in self.items):
            self._park([f for f in self.items if f.done])
            self._heard -= {id(f) for f in self.items if f.done}
            self.items = [f for f in self.items if not f.done]

    def take_sounds(self) -> list[str]:
        """The effects flights asked for since the last call, each name once."""
        sounds, self.sounds = list(dict.fromkeys(self.sounds)), []
        return sounds

    def land_all(self) -> None:
        """Land every card still in the air now (a new move must not find stale spots
        left out of its observation)."""
        if not self.items:
            return
        motions = {id(f.motion) for f in self.items}
        for flight in self.items:
            if flight.motion is not None:
                flight.motion.finish()
        self.tweens.tweens = [t for t in self.tweens.tweens if id(t) not in motions]
        self._park(self.items)
        self.items = []
        self._heard.clear()

    def _park(self, flights: list[Flight]) -> None:
        for flight in flights:
            if flight.landing is not None:
                self.parked.append((self.landed, flight))
                self.landed += 1

    def unpark(self, before: int) -> None:
        """Stop drawing the cards that landed before serial `before` (the static layer
        now on screen was begun after they landed, so it shows them)."""
        if self.parked and self.parked[0][0] < before:
            self.parked = [(n, f) for n, f in self.parked if n >= before]

    def free_slot(self, cards, card, prefix: tuple) -> int | None:
        """The last index of `card` in `cards` whose spot (`prefix` + (index,)) no flight
        is landing on yet, or None: where a card of this move lands among equal ones."""
        landing = self.landing()
        for index in range(len(cards) - 1, -1, -1):
            if cards[index] == card and prefix + (index,) not in landing:
                return index
        return None

    def landing(self) -> frozenset:
        """Keys of static-layer spots still waiting for their card."""
        return frozenset(f.landing for f in self.items if f.landing is not None)

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Draw every card in the air, and those landed on a spot the static layer on
        screen does not show yet; returns where."""
        drawn = [flight.draw(surface) for _serial, flight in self.parked]
        drawn += [flight.draw(surface) for flight in self.items]
        return [rect for rect in drawn if rect is not None]


def seat_blocks(others: list[int], columns, block_h: int) -> dict[int, pygame.Rect]:
    """The other seats' blocks (a panel over a row of cards) down two side columns:
    the first half up the left column (clockwise from the viewer), the rest down the
    right one, each column's blocks spread with equal gaps."""
    left = -(-len(others) // 2)
    out = {}
    for column, seats in ((columns[0], others[:left][::-1]), (columns[1], others[left:])):
        gap = max(0, (column.h - len(seats) * block_h) / (len(seats) + 1))
        for i, seat in enumerate(seats):
            out[seat] = pygame.Rect(column.x, round(column.y + gap + i * (block_h + gap)),
                                    column.w, block_h)
    return out
