"""The attract loop: bots play every installed game in turn, any input stops it.

Each game is played at a watchable pace for a while, then fast-forwarded (no pause
between moves, animations six times faster) so that its scoring and results show too;
a game still unfinished when its slot ends gives way to the next.

`DemoCycle` carries the order of games and deal numbers from one table to the next;
`DemoScene` starts it (or says that no game is installed yet).
"""

from __future__ import annotations

import pygame

from game.i18n import text
from scenes.shell.stack import Scene
from scenes.table.table import TableScene
from scenes.table.tablelayers import warm_surfaces
from scenes.ui import FELT, HIGHLIGHT, PANEL, TEXT, panel
from sprites import textfit

DEMO_LEVELS = ("medium", "easy", "medium", "random", "easy", "medium")
DEMO_PLAYERS = 3
PLAY_SECONDS = 45.0    # each game is played at the watchable pace this long,
SLOT_SECONDS = 75.0    # then fast-forwarded to its scoring, and left after this long
SHORTEST_SLOT = 12.0   # a --frames run shares its frames among the games, down to this
DEMO_PAUSE = 0.35      # seconds between moves at speed 1
DEMO_FAST = 6.0        # the fast-forward to the scoring: animation speed
DEMO_ITERATIONS = 60   # the attract loop's bots: cheap and reproducible
DEMO_BANNER = pygame.Rect(1420, 950, 480, 110)
LOG_RECT_DEMO = pygame.Rect(1420, 90, 480, 850)


class DemoCycle:
    """Which game the attract loop plays next, with which bots and deal."""

    def __init__(self, game_ids: list[str], seed: int = 1, return_to_title: bool = True,
                 slot_seconds: float = SLOT_SECONDS) -> None:
        self.game_ids = game_ids
        self.seed = seed
        self.index = 0
        self.return_to_title = return_to_title
        self.slot_seconds = slot_seconds

    @property
    def play_seconds(self) -> float:
        """How long a game is played at the watchable pace before the fast-forward."""
        return self.slot_seconds * PLAY_SECONDS / SLOT_SECONDS

    def table(self, app):
        """The table scene for the current game of the cycle."""
        from game import available_games
        game_id = self.game_ids[self.index % len(self.game_ids)]
        game = next(g for g in available_games() if g.id == game_id)
        players = max(game.min_players, min(game.max_players, DEMO_PLAYERS + self.index % 2))
        seats = [DEMO_LEVELS[(i + self.index) % len(DEMO_LEVELS)] for i in range(players)]
        return DemoTable(app, game_id, players, seats, self.seed + self.index, cycle=self)

    def record(self, table) -> None:
        """Note how far a demo game went (for --stats)."""
        games = table.app.extra_stats.setdefault("demo_games", [])
        games.append({"game": table.game.id, "players": table.state.players,
                      "seed": table.seed, "moves": len(table.moves_json),
                      "finished": table.state.is_over})

    def next(self, app) -> None:
        """Move on to the next game."""
        self.index += 1
        app.stack.replace(self.table(app))

    def stop(self, app) -> None:
        """Any input: back to the title."""
        app.go_home()


class DemoScene(Scene):
    """Starts the attract loop over the installed games."""

    name = "demo"

    def __init__(self, app, seed: int = 1) -> None:
        super().__init__(app)
        from game import available_games
        offered = app.kiosk_games if app.settings.kiosk else None   # the admin's choice
        self.game_ids = [g.id for g in available_games() if offered is None or g.id in offered]
        slot = SLOT_SECONDS
        frames = app.options.frames if app.options.demo else 0
        if frames and self.game_ids:   # a timed run (--frames) visits every game
            slot = max(SHORTEST_SLOT, min(SLOT_SECONDS, frames / 60 / len(self.game_ids)))
        self.cycle = DemoCycle(self.game_ids, seed, slot_seconds=slot) if self.game_ids else None
        self.started = False
        self.warm()

    def warm(self) -> None:
        """Render every game's cards now, so no game of the loop renders them mid-play."""
        if self.cycle is None:
            return
        for index in range(len(self.game_ids)):
            self.cycle.index = index
            table = self.cycle.table(self.app)
            table.refresh()
            table.layout.warm(table.view, inspector=False)     # nobody inspects in the demo
            warm_surfaces(table)           # and the texts and panels of its layers
        self.cycle.index = 0

    def update(self, dt: float) -> None:
        if self.cycle is not None and not self.started:
            self.started = True
            self.app.stack.replace(self.cycle.table(self.app))

    def action(self, event) -> None:
        if event.pressed:
            self.app.go_home()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        self.app.text.blit(surface, text("no_engines", self.app.lang), 40, (960, 540),
                           "center", fg=TEXT)


class DemoTable(TableScene):
    """A table of the attract loop: bots only, a banner, any input stops the loop, and a
    fast-forward to the scoring once the watchable part of the slot is over."""

    may_peek = False
    counted = False
    bot_iterations = DEMO_ITERATIONS

    def __init__(self, app, game_id: str, players: int, seats: list[str], seed: int,
                 cycle: DemoCycle) -> None:
        self.demo = cycle
        super().__init__(app, game_id, players, seats, seed, save=False)

    def exit(self) -> None:
        self.demo.record(self)
        super().exit()

    @property
    def fast_forward(self) -> bool:
        return self.play_time >= self.demo.play_seconds

    def move_pause(self) -> float:
        return DEMO_PAUSE

    def anim_dt(self, dt: float) -> float:
        return dt * DEMO_FAST if self.fast_forward else dt

    def _update(self, dt: float) -> None:
        if self.play_time + dt >= self.demo.slot_seconds and not self.finished:
            self.layout.update(self.anim_dt(dt))
            self.play_time += dt
            self.finished = True   # out of time before the end: on to the next game
            self.demo.next(self.app)
            return
        if self.fast_forward:
            self.cooldown = 0.0    # no pause between moves
        super()._update(dt)

    def action(self, event) -> None:
        if event.pressed:
            self.demo.stop(self.app)

    def pointer(self, event) -> None:
        if event.kind == "down":
            self.demo.stop(self.app)

    def full_log_rect(self) -> pygame.Rect:
        return LOG_RECT_DEMO

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        drawn = super().draw_moving(surface)
        if self.fast_forward:
            x, y = DEMO_BANNER.right - 56, DEMO_BANNER.y - 40     # a fast-forward sign
            for dx in (0, 20):
                pygame.draw.polygon(surface, HIGHLIGHT,
                                    [(x + dx, y), (x + dx + 20, y + 14), (x + dx, y + 28)])
            drawn.append(pygame.Rect(x, y, 41, 29))
        return drawn

    def _draw_ground(self, surface: pygame.Surface) -> None:
        super()._draw_ground(surface)
        panel(surface, DEMO_BANNER, PANEL, HIGHLIGHT)
        textfit.blit(self.app.text, surface, text("demo_banner", self.app.lang), 30,
                     DEMO_BANNER.inflate(-30, -12), "center", wrap=True, fg=TEXT, bold=True)
