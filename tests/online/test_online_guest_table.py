"""A guest's table is the game's own table, drawn from the host's feeds.

A host room runs a real `Match` in the process; the guest's `GuestTableScene` is fed its
frames (sealed, as on the wire) and plays its seat through the table's own steps (the
moves panel's path), drawing every frame. At positions along the game, the guest's
screen is compared pixel for pixel with a local table drawn for the same seat at the
same position. The last test plays a game through a real nats-server (conftest).
"""

from __future__ import annotations

import pygame
import pytest

from game import GAME_IDS, catalog
from game.match.feed import feed_of_match
from game.match.match import HUMAN, REMOTE, Match
from game.online.authority import HostRoom
from game.online.guest import GuestSeat
from game.online.keys import new_secret
from game.online.play import OnlineHost
from game.online.transport import NatsLink
from game.rng import Rng
from scenes.online.guest import OnlineGuestScene
from scenes.online.guesttable import GuestTableScene
from scenes.online.service import OnlineService
from scenes.online.table import OnlineTableScene
from scenes.shell.app import App, AppOptions
from scene_helpers import step

NAMES = ["Ana", "Zoé", "Léo"]
GUEST = 1
FRAMES = 20_000          # an outer limit on the frames of one game
COMPARED = 3             # positions compared with a local table, per game


@pytest.fixture
def app(tmp_path):
    app = App(AppOptions(headless=True, save_dir=tmp_path, bot_process=False, lang="en"))
    app.settings.anim_speed = 4.0
    yield app
    app.shutdown()


class DirectService:
    """A guest's service whose frames go to a host room in the process: the room's views
    go out after every move, as `OnlineHost` sends them."""

    def __init__(self, room: HostRoom, seat: GuestSeat) -> None:
        self.room, self.seat, self.guest, self.host = room, seat, self, None
        self.messages: list[dict] = []
        self.connected, self.problem, self.stopped = True, "", False
        for kind in ("move_played", "move_undone"):
            room.match.subscribe(kind, lambda _m, _e: self.deliver(room.views()))
        self.deliver(room.receive(seat.invitation.channel, seat.join(0.0)))

    def deliver(self, outs) -> None:
        for out in outs:
            if out.channel == self.seat.invitation.channel:
                message = self.seat.receive(out.data, 0.0)
                if message is not None:
                    self.messages.append(message)

    def _send(self, frame: bytes) -> None:
        self.deliver(self.room.receive(self.seat.invitation.channel, frame))

    def move(self, path, now) -> None:
        self._send(self.seat.move(path, now))

    def undo(self, now) -> None:
        self._send(self.seat.undo(now))

    def hint(self, now) -> None:
        self._send(self.seat.hint(now))

    def react(self, reaction, now) -> None:
        self._send(self.seat.react(reaction, now))

    def pump(self) -> None:
        """Once a frame, as `OnlineHost.poll`: the hints whose answer came."""
        self.deliver(self.room.hints())

    def stop(self) -> None:
        self.stopped = True


class LocalTable(OnlineTableScene):
    """A local table for the guest's seat, named as the host names the seats, and not
    showing its deal number (a guest cannot know it: it would tell every card)."""

    seed = property(lambda self: None)

    def seat_name(self, seat):
        return "" if seat is None else NAMES[seat]

    log_name = seat_name


def hosted(app, game_id: str, seed: int, seat: int | None = GUEST):
    """A host's match (seats 0 and 2 played by the test) and the service of the guest
    at `seat` (None: a watcher); the room's clock is the app's frames."""
    match = Match(game_id, 3, [HUMAN, REMOTE, HUMAN], seed=seed)
    room = HostRoom(match, new_secret(), [GUEST], list(NAMES), clock=lambda: app.frame / 60)
    guest = GuestSeat(room.invitation(seat, "nats://h"), name="Mia" if seat is None
                      else NAMES[GUEST])
    return match, room, DirectService(room, guest)


def settle(app, table, frames: int = 400) -> None:
    """Step until the table's flights have landed and its layers are drawn."""
    for _ in range(frames):
        step(app)
        if not table.layout.busy and table.layers_settled() and table.cooldown <= 0 \
                and table.layout.toast_time <= 0:
            break
    step(app, 3)


def local_screen(app, match, moves: list, seats=(REMOTE, HUMAN, REMOTE)) -> pygame.Surface:
    """The screen of a local table for the guest's seat (no human: a spectator's) after
    `moves`."""
    local = LocalTable(app, match.game.id, 3, list(seats), match.seed,
                       dict(match.options), moves=moves, save=False)
    app.stack.push(local)
    settle(app, local)
    shot = app.screen.copy()
    app.stack.pop()
    step(app)
    return shot


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_online_guest_plays_a_whole_game_on_the_real_table(app, game_id, tmp_path):
    match, room, service = hosted(app, game_id, 5)
    app.online = service
    app.stack.push(OnlineGuestScene(app, service))
    step(app, 2)
    table = app.stack.top
    assert isinstance(table, GuestTableScene)
    rng, shots, guest_moves = Rng(7), [], 0
    every = {"animimix": 4}.get(game_id, 30)         # moves between compared positions
    for _frame in range(FRAMES):
        if match.is_over and not table.layout.busy:
            break
        step(app)
        current = match.current
        if current in (0, 2) and not table.layout.busy and table.cooldown <= 0:
            if len(match.moves_json) >= len(shots) * every and not service.seat.arrived \
                    and len(shots) < COMPARED and not table.match.feed.undo_offered:
                settle(app, table)
                shots.append((list(match.moves_json), app.screen.copy()))
            legal = match.legal_moves(current)
            match.play(legal[rng.randbelow(len(legal))])
        elif current == GUEST and table.aim is not None:
            steps = list(table.aim.next_steps())
            assert table.take_step(steps[rng.randbelow(len(steps))])
            guest_moves += table.aim is None
    assert match.is_over and room.refused == []
    settle(app, table)
    feed = feed_of_match(match, GUEST, tuple(NAMES))
    assert table.match.feed == feed and table.view.obs == match.observe(GUEST)
    assert guest_moves == sum(seat == GUEST for seat, _m, _e in feed.history)
    assert catalog.text("online.game_over", "en") in table.status_line()
    pygame.image.save(app.screen, str(tmp_path / f"guest-{game_id}.png"))
    assert len(shots) == COMPARED
    same_screens(tmp_path, game_id, shots, lambda moves: local_screen(app, match, moves))


def same_screens(tmp_path, game_id: str, shots, local) -> None:
    """Each (moves, guest's screen) equals `local(moves)`, pixel for pixel."""
    for moves, shot in shots:
        other = local(moves)
        if pygame.image.tobytes(other, "RGB") != pygame.image.tobytes(shot, "RGB"):
            pygame.image.save(shot, str(tmp_path / f"guest-{len(moves)}.png"))
            pygame.image.save(other, str(tmp_path / f"local-{len(moves)}.png"))
            diff = (pygame.surfarray.array3d(shot) != pygame.surfarray.array3d(other))
            pytest.fail(f"{game_id} after {len(moves)} moves: {diff.any(axis=2).sum()} "
                        f"pixels differ (see {tmp_path})")


def test_online_watcher_sees_the_spectators_table(app, tmp_path):
    """A watcher's table is a spectator's: no hand, no move, the same pixels as a local
    table with no human at this screen."""
    match, room, service = hosted(app, "high_society", 6, seat=None)
    app.online = service
    app.stack.push(OnlineGuestScene(app, service))
    step(app, 2)
    table = app.stack.top
    assert isinstance(table, GuestTableScene) and table.humans == [] and table.viewer is None
    rng, shots = Rng(2), []
    for _frame in range(FRAMES):
        step(app)
        if match.is_over and not table.layout.busy:
            break
        if match.is_over or table.layout.busy or table.cooldown > 0:
            continue
        if len(match.moves_json) >= 25 * (len(shots) + 1) and not service.seat.arrived \
                and len(shots) < 2:
            settle(app, table)
            shots.append((list(match.moves_json), app.screen.copy()))
        legal = match.legal_moves(match.current)
        match.play(legal[rng.randbelow(len(legal))])
    assert match.is_over and table.aim is None and room.refused == []
    pygame.image.save(app.screen, str(tmp_path / "watcher.png"))
    same_screens(tmp_path, "high_society", shots,
                 lambda moves: local_screen(app, match, moves, [REMOTE] * 3))


def until(app, done, what: str) -> None:
    for _ in range(FRAMES):
        step(app)
        if done():
            return
    pytest.fail(f"no {what} within {FRAMES} frames")


def test_online_guest_hint_and_take_back_come_from_the_host(app):
    """The hint button asks the host's bots (as a local table asks its own); take back
    asks the host, which decides by the match's policy; the log says it."""
    match, room, service = hosted(app, "origami", 1)
    match.worker = app.bots                      # the host's bot worker thinks hints
    app.online = service
    app.stack.push(OnlineGuestScene(app, service))
    step(app, 2)
    table = app.stack.top
    while not (match.current == GUEST and match.undo_offered()):
        if match.current == GUEST:
            until(app, lambda: table.aim is not None, "turn")
            table.take_step(next(iter(table.aim.next_steps())))
            until(app, lambda: not service.seat.pending, "answer")
        else:
            match.play(match.legal_moves(match.current)[0])
    until(app, lambda: table.aim is not None and table.match.feed.undo_offered, "offer")
    assert "undo" in table.bar_names() and "hint" in table.bar_names()
    table.press("inspect")                       # inspect works as at home
    step(app)
    assert table.aim.inspecting
    table.press("inspect")
    table.press("hint")
    until(app, lambda: table.hint, "hint")
    assert any(table.layout.describe(move) in table.hint for move in table.match.feed.legal)
    assert room.refused == []
    assert match.can_undo()                      # (this deal's move revealed nothing)
    before = list(match.moves_json)
    table.press("undo")
    until(app, lambda: len(match.moves_json) < len(before) and not table.layout.busy
          and not service.seat.arrived, "take back")
    assert match.moves_json == before[:-1] and table.match.feed.move_number == len(before) - 1
    undone = catalog.text("ui.undone", "en", name="Zoé", move=table.layout.describe(
        match.game.move_from_json(before[-1])))
    assert any(undone in line for _seat, line in table.view.log)


def test_online_guest_table_over_a_real_nats_server(app, nats_server, tmp_path):
    """The same, through a nats-server: the guest's app pumps its service each frame
    and draws every frame; the host polls its room in the test's loop."""
    server = nats_server()
    match = Match("animimix", 3, [HUMAN, REMOTE, HUMAN], seed=8)
    room = HostRoom(match, new_secret(), [GUEST], list(NAMES))
    host = OnlineHost(room, NatsLink(server.url, name="host").start(), server.url)
    app.online = service = OnlineService.joining(host.invitation(GUEST), NAMES[GUEST], "",
                                                 "en")
    app.stack.push(OnlineGuestScene(app, service))
    rng, table = Rng(3), None
    for _frame in range(FRAMES):
        host.poll()
        step(app)
        table = app.stack.top
        if match.is_over and isinstance(table, GuestTableScene) \
                and table.match.feed.is_over and not table.layout.busy:
            break
        if match.current in (0, 2):
            legal = match.legal_moves(match.current)
            match.play(legal[rng.randbelow(len(legal))])
        elif match.current == GUEST and isinstance(table, GuestTableScene) \
                and table.aim is not None:
            steps = list(table.aim.next_steps())
            table.take_step(steps[rng.randbelow(len(steps))])
        else:
            service.link.arrived.wait(0.05)      # (the network's answer, not a clock)
    assert isinstance(table, GuestTableScene) and table.match.feed.is_over
    assert table.match.feed == feed_of_match(match, GUEST, tuple(NAMES))
    # a join sent before the host's subscription reached the server is lost: the guest's
    # next frames are of a session the host never heard, until it joins again
    assert {why for _seat, why in room.refused} <= {"repeat", "old_move", "other_session"}
    pygame.image.save(app.screen, str(tmp_path / "guest-over-nats.png"))
    host.link.close()
