"""The README's picture of phone play: the TV's table and a phone's page side by side.

    python tools/phone_pair.py TV.png PHONE.png OUT.png

The TV screenshot gets a bezel and a stand, the phone screenshot a rounded body, both
on a wall over a table top, so that the picture reads as "the TV and a phone in hand".
The test of the phone page makes the pair from its own screenshots
(tests/phone/test_phone_browser.py, with PHONE_SCREENSHOTS=docs/screenshots).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402 - after the headless driver is chosen

SIZE = (2000, 1120)
WALL_TOP, WALL_BOTTOM = (58, 64, 74), (34, 38, 46)
TABLE_TOP, TABLE_EDGE = (120, 84, 56), (88, 60, 40)
TABLE_Y = 930                         # where the table top begins
TV_SCREEN = (1320, 743)               # the TV's screen, 16:9
TV_AT = (50, 110)
BEZEL, BEZEL_COLOUR = 22, (16, 16, 18)
PHONE_H = 900                         # the phone's screen height
PHONE_BODY, PHONE_COLOUR = 18, (22, 22, 26)
PHONE_RIGHT = 70                      # margin from the picture's right edge
SHADOW = (0, 0, 0, 90)


def _gradient(surface: pygame.Surface, rect: pygame.Rect, top, bottom) -> None:
    for y in range(rect.h):
        f = y / max(1, rect.h - 1)
        colour = [round(a + (b - a) * f) for a, b in zip(top, bottom)]
        pygame.draw.line(surface, colour, (rect.x, rect.y + y), (rect.right - 1, rect.y + y))


def _shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    shade = pygame.Surface(rect.inflate(40, 40).size, pygame.SRCALPHA)
    pygame.draw.rect(shade, SHADOW, shade.get_rect().inflate(-24, -24), border_radius=radius)
    surface.blit(shade, (rect.x - 8, rect.y + 4))


def compose(tv: pygame.Surface, phone: pygame.Surface) -> pygame.Surface:
    """The pair as one picture (SIZE)."""
    out = pygame.Surface(SIZE)
    _gradient(out, pygame.Rect(0, 0, SIZE[0], TABLE_Y), WALL_TOP, WALL_BOTTOM)
    _gradient(out, pygame.Rect(0, TABLE_Y, SIZE[0], SIZE[1] - TABLE_Y), TABLE_TOP, TABLE_EDGE)

    screen = pygame.Rect(TV_AT[0] + BEZEL, TV_AT[1] + BEZEL, *TV_SCREEN)
    body = screen.inflate(2 * BEZEL, 2 * BEZEL)
    stand = [(body.centerx - 70, body.bottom), (body.centerx + 70, body.bottom),
             (body.centerx + 170, TABLE_Y + 30), (body.centerx - 170, TABLE_Y + 30)]
    pygame.draw.polygon(out, BEZEL_COLOUR, stand)
    _shadow(out, body, 18)
    pygame.draw.rect(out, BEZEL_COLOUR, body, border_radius=14)
    out.blit(pygame.transform.smoothscale(tv, screen.size), screen)

    width = round(phone.get_width() * PHONE_H / phone.get_height())
    glass = pygame.Rect(0, 0, width, PHONE_H)
    glass.right = SIZE[0] - PHONE_RIGHT - PHONE_BODY
    glass.bottom = SIZE[1] - 70 - PHONE_BODY
    case = glass.inflate(2 * PHONE_BODY, 2 * PHONE_BODY + 40)
    _shadow(out, case, 56)
    pygame.draw.rect(out, PHONE_COLOUR, case, border_radius=56)
    screen_image = pygame.Surface(glass.size, pygame.SRCALPHA)
    screen_image.blit(pygame.transform.smoothscale(phone, glass.size), (0, 0))
    mask = pygame.Surface(glass.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=34)
    screen_image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    out.blit(screen_image, glass)
    pygame.draw.rect(out, PHONE_COLOUR, (glass.centerx - 50, case.y + 8, 100, 12),
                     border_radius=6)
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    tv_path, phone_path, out_path = (Path(a) for a in argv)
    for path in (tv_path, phone_path):
        if not path.is_file():
            print(f"phone_pair: error: {path} is not a file", file=sys.stderr)
            return 1
    pygame.init()
    try:
        pair = compose(pygame.image.load(str(tv_path)), pygame.image.load(str(phone_path)))
        pygame.image.save(pair, str(out_path))
    except pygame.error as exc:
        print(f"phone_pair: error: {exc}", file=sys.stderr)
        return 1
    print(f"phone_pair: wrote {out_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
