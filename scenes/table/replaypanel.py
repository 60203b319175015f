"""The replay viewer's control panel, under the log in the table's right column.

A progress bar (click to jump), the five transport buttons (start, back, play or pause,
forward, end), the speed, whose eyes the table is seen through, "reveal all hands", the
export, and the keys that do the same, or the export's path once written. Every button
is a mouse or touch target; `command_at` says which command a point holds. Drawn each
frame over the table's cached layers (it changes with the playback, not only with moves).
"""

from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import text
from scenes.ui import (DANGER, GREY, HIGHLIGHT, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM,
                       panel)
from sprites import textfit

LOG_RECT_REPLAY = pygame.Rect(1420, 90, 480, 314)     # the log, above the panel
RECT = pygame.Rect(1420, 420, 480, 640)               # the panel, down to the foot:
# its key list has six lines, which need 264 px at 125 % (the log keeps seven lines)
PAD = 16
INNER = RECT.inflate(-2 * PAD, -2 * PAD)
BAR = pygame.Rect(INNER.x, INNER.y + 6, INNER.w, 18)  # the progress bar
ROW_H, ROW_GAP = 52, 8
TRANSPORT_GAP = 7
LABEL_SIZE = 30
HELP_SIZE = 28


def _rows(first: int, count: int) -> list[pygame.Rect]:
    return [pygame.Rect(INNER.x, first + i * (ROW_H + ROW_GAP), INNER.w, ROW_H)
            for i in range(count)]


TRANSPORT, SPEED, SEAT, REVEAL, EXPORT = _rows(BAR.bottom + 14, 5)
HELP = pygame.Rect(INNER.x, EXPORT.bottom + 12, INNER.w, INNER.bottom - EXPORT.bottom - 12)
BUTTON_W = (INNER.w - 4 * TRANSPORT_GAP) // 5
TRANSPORT_BUTTONS = [pygame.Rect(INNER.x + i * (BUTTON_W + TRANSPORT_GAP), TRANSPORT.y,
                                 BUTTON_W, ROW_H) for i in range(5)]
SLOWER = pygame.Rect(SPEED.x, SPEED.y, ROW_H + 10, ROW_H)
FASTER = pygame.Rect(SPEED.right - ROW_H - 10, SPEED.y, ROW_H + 10, ROW_H)


class ReplayPanel:
    """The controls of one `ReplayScene`."""

    def __init__(self, scene) -> None:
        self.scene = scene

    def buttons(self) -> list[tuple[pygame.Rect, Callable[[], None]]]:
        """Each button's rect and command."""
        s = self.scene
        start, back, play, forward, end = TRANSPORT_BUTTONS
        return [(start, lambda: s.jump(0)), (back, lambda: s.step(-1)),
                (play, s.toggle_play), (forward, lambda: s.step(1)),
                (end, lambda: s.jump(s.total)),
                (SLOWER, lambda: s.change_speed(-1)), (FASTER, lambda: s.change_speed(1)),
                (SEAT, s.next_seat), (REVEAL, s.toggle_reveal), (EXPORT, s.export)]

    def command_at(self, pos) -> Callable[[], None] | None:
        """The command of the button (or the progress bar) under a point, if any."""
        if BAR.inflate(0, 24).collidepoint(pos):
            share = (pos[0] - BAR.x) / BAR.w
            return lambda: self.scene.jump(round(share * self.scene.total))
        for rect, command in self.buttons():
            if rect.collidepoint(pos):
                return command
        return None

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        """The whole panel; returns its rect."""
        s, t, lang = self.scene, self.scene.app.text, self.scene.app.lang
        panel(surface, RECT, PANEL, HIGHLIGHT, radius=16)
        self._draw_bar(surface)
        for index, rect in enumerate(TRANSPORT_BUTTONS):
            panel(surface, rect, PANEL_LIGHT, None, radius=12)
            _icon(surface, index, rect, s.playing)
        for rect, sign in ((SLOWER, "-"), (FASTER, "+")):
            panel(surface, rect, PANEL_LIGHT, None, radius=12)
            _sign(surface, rect, sign)
        speed = f"{s.speed:g}".replace(".", text("decimal_point", lang))
        label = pygame.Rect(SLOWER.right, SPEED.y, FASTER.x - SLOWER.right, ROW_H)
        textfit.blit(t, surface, text("replay_speed", lang, speed=speed), LABEL_SIZE, label,
                     "center", fg=TEXT, bold=True)
        seat = text("replay_all_hands", lang) if s.revealing else s.seat_name(s.chosen)
        self._button(surface, SEAT, text("replay_seen_by", lang, name=seat),
                     text("replay_key_seat", lang), True)
        reveal = "replay_hide_hands" if s.revealing else \
            "replay_reveal" if s.state.is_over else "replay_reveal_later"
        self._button(surface, REVEAL, text(reveal, lang), text("replay_key_reveal", lang),
                     s.state.is_over)
        self._button(surface, EXPORT, text("replay_export", lang), text("replay_key_export", lang),
                     True)
        if s.notice:
            textfit.blit(t, surface, s.notice, HELP_SIZE, HELP, "topleft", wrap=True,
                         fg=DANGER if s.notice_failed else HIGHLIGHT, bold=True)
        else:
            lines = text("replay_keys", lang).splitlines()
            step = min(t.font(HELP_SIZE).get_linesize(), HELP.h // len(lines))
            for row, line in enumerate(lines):          # (at 150 % they shrink to fit)
                textfit.blit(t, surface, line, HELP_SIZE,
                             pygame.Rect(HELP.x, HELP.y + row * step, HELP.w, step), "midleft",
                             fg=TEXT_DIM)
        return pygame.Rect(RECT)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        s = self.scene
        pygame.draw.rect(surface, PANEL_LIGHT, BAR, border_radius=9)
        done = round(BAR.w * s.position / max(1, s.total))
        if done:
            pygame.draw.rect(surface, HIGHLIGHT, (BAR.x, BAR.y, done, BAR.h), border_radius=9)

    def _button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, keys: str,
                enabled: bool) -> None:
        """A button: its label, and on its right the keys that do the same."""
        t = self.scene.app.text
        panel(surface, rect, PANEL_LIGHT, None, radius=12)
        inner = rect.inflate(-24, -6)
        shown = textfit.blit(t, surface, keys, HELP_SIZE, inner, "midright", fg=TEXT_DIM)
        room = pygame.Rect(inner.x, inner.y, shown.x - 12 - inner.x, inner.h)
        textfit.blit(t, surface, label, LABEL_SIZE, room, "center",
                     fg=TEXT if enabled else GREY, bold=enabled)


def _icon(surface: pygame.Surface, index: int, rect: pygame.Rect, playing: bool) -> None:
    """Start |<<, back <, play > or pause ||, forward >, end >>| (fonts lack the signs)."""
    cx, cy, h = rect.centerx, rect.centery, 13
    colour = HIGHLIGHT if index == 2 else TEXT

    w = 2 * h - 4                     # a triangle's width

    def left(x):
        pygame.draw.polygon(surface, colour, [(x, cy), (x + w, cy - h), (x + w, cy + h)])

    def right(x):
        pygame.draw.polygon(surface, colour, [(x + w, cy), (x, cy - h), (x, cy + h)])

    def bar(x):
        pygame.draw.rect(surface, colour, (x, cy - h, 5, 2 * h))

    if index == 0:
        bar(cx - 22), left(cx - 15), left(cx + 1)
    elif index == 1:
        left(cx - h + 2)
    elif index == 2 and playing:
        bar(cx - 9), bar(cx + 4)
    elif index == 2:
        right(cx - h + 2)
    elif index == 3:
        right(cx - h + 2)
    else:
        right(cx - 22), right(cx - 6), bar(cx + 17)


def _sign(surface: pygame.Surface, rect: pygame.Rect, sign: str) -> None:
    cx, cy = rect.center
    pygame.draw.rect(surface, TEXT, (cx - 12, cy - 2, 24, 5))
    if sign == "+":
        pygame.draw.rect(surface, TEXT, (cx - 2, cy - 12, 5, 24))
