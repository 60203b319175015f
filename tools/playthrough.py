"""Play a whole game with one device only, as a person would, and say where it was hard.

    python tools/playthrough.py GAME PLAYERS --device mouse|touch|keyboard|pad [--seed N]
                                [--script FILE] [--shots DIR]

Every seat is human (hot-seat: the hand-off screens are confirmed with the same device;
with pads, one pad a seat), so the run needs no bot worker and its frames are the same
every time. At each turn
the move is chosen by a seeded easy bot and made with the device alone, on the table:
the mouse moves to a target and clicks it; touch taps it (synthetic SDL finger events,
no hover); the keyboard presses the arrows along the
table's d-pad route (`Aim.route`) and Enter; the seat's pad does the same with its
d-pad and A. The mouse and touch also use each table control once, through the
table's button bar (`scenes.table.bar`): a hint (waited for), the log (closed again),
the pause menu (resumed), take back (the first time it is offered) and leave (the
pause menu's Leave, then Continue on the title); the report lists those used.
Every input is recorded as a `--script` entry; with --script FILE the entries are
written, and `main.py --play GAME --seats human,... --seed N --script FILE --headless`
plays the same game again (the report says whether the replayed game ended the same).

The report lists every moment a person would have had to read a list or guess:
- a step that names a card or a place but is only a chip in the right column;
- a step whose target is hidden under others (no point of it can be clicked);
- a step the d-pad cannot reach;
- a card target the inspector cannot show.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

import main  # noqa: E402
from game.ai import make_bot  # noqa: E402
from scenes.table.aimdraw import SIDE  # noqa: E402
from scenes.shell.app import App  # noqa: E402
from scenes.shell.script import parse_script  # noqa: E402
from game.match.steps import visible_point  # noqa: E402
from scenes.table.bar import BAR  # noqa: E402

DT = 1 / 60
ANIM_SPEED = 2.0            # the replay through main.py gets it from a --config file
MAX_FRAMES = 60_000         # 17 minutes of game time: a game that has not ended is stuck
CARD_KINDS = {"chip", "confirm", "move", "cancel"}     # steps that are words by nature
KEYS = {"left": "left", "right": "right", "up": "up", "down": "down"}
BUTTONS = {"left": "dpleft", "right": "dpright", "up": "dpup", "down": "dpdown"}
POINTERS = ("mouse", "touch")
# Which human move each control is used before (take back: the first time offered).
CONTROL_AT = {"hint": 2, "log": 3, "pause": 4, "leave": 6}
CONTROLS = ("pause", "leave", "hint", "log", "undo")
HINT_WAIT = 6000            # frames to wait for the hint worker's answer
LOG_OUTSIDE = (60, BAR.bottom)  # a point outside the whole-log box: a click closes it
PAUSE_RESUME, PAUSE_LEAVE = 0, 3    # the pause menu's rows


class Player:
    """Makes moves on a table with one device, recording them as script entries."""

    def __init__(self, app: App, device: str) -> None:
        self.app = app
        self.device = device
        self.entries: list[dict] = []
        self.notes: Counter = Counter()
        self.examples: dict[str, str] = {}
        self.steps = 0
        self.used: list[str] = []        # the table controls used, in order
        self.leaving = False             # the pause menu is open to leave the table
        self.waiting_hint = 0            # frames waited for a hint asked for

    def point(self, pos) -> None:
        """Click (mouse) or tap (touch) a logical point."""
        pos = [round(pos[0]), round(pos[1])]
        if self.device == "touch":
            self.send({"type": "tap", "pos": pos})
        else:
            self.send({"type": "move", "pos": pos}, {"type": "click", "pos": pos})

    def press(self, table, name: str) -> bool:
        """Press a bar button by the pointer; False when the bar does not offer it."""
        found = [b for b in table.bar() if b.name == name]
        if found:
            self.point(found[0].rect.center)
        return bool(found)

    def controls(self, table, moves: int) -> bool:
        """Use the next table control due at this human turn; True if one was used (the
        move waits for the next frame)."""
        if self.device not in POINTERS:
            return False
        if self.waiting_hint:
            self.waiting_hint -= 1
            if table.hint or not self.waiting_hint:
                self.waiting_hint = 0
                if table.hint:
                    self.used.append("hint")
                else:
                    self.note("a hint that never came", repr(table.game.id))
            return bool(self.waiting_hint)
        if "undo" not in self.used and table.match.undo_offered():
            count = len(table.moves_json)
            if self.press(table, "undo") and len(table.moves_json) == count - 1:
                self.used.append("undo")
                return True
        for name, when in CONTROL_AT.items():
            if name in self.used or moves < when:
                continue
            if name == "hint" and self.press(table, "hint"):
                self.waiting_hint = HINT_WAIT
                return True
            if name in ("pause", "leave") and self.press(table, "menu"):
                self.leaving = name == "leave"
                return True
            if name == "log" and self.press(table, "log"):
                return True
        return False

    def answer(self, top) -> bool:
        """Answer a screen the controls opened (pause, log, title); True if it was one."""
        if top.name == "pause":
            row = PAUSE_LEAVE if self.leaving else PAUSE_RESUME
            self.used.append("leave" if self.leaving else "pause")
            self.point(top.menu.rects()[row].center)
            return True
        if top.name == "logview":
            self.used.append("log")
            self.point(LOG_OUTSIDE)
            return True
        if top.name == "title":          # left: Continue takes the game up again
            self.leaving = False
            if top.menu.items[0].enabled():
                self.point(top.menu.rects()[0].center)
            return True
        return False

    def send(self, *entries: dict) -> None:
        """Inject entries now (at this frame) and record them."""
        for entry in entries:
            entry = dict(entry, frame=self.app.frame)
            self.entries.append(entry)
            for event in parse_script([entry]).get(self.app.frame, []):
                self.app.handle_event(event)

    def note(self, kind: str, example: str) -> None:
        self.notes[kind] += 1
        self.examples.setdefault(kind, example)

    def confirm(self, seat: int = 0) -> None:
        """Confirm a screen (a hand-off, the scoring sheet) with the device (`seat`'s pad)."""
        if self.device in POINTERS:
            self.point((960, 540))
        elif self.device == "keyboard":
            self.send({"type": "key", "key": "return"}, {"type": "keyup", "key": "return"})
        else:
            self.send({"type": "button", "pad": seat, "button": "a"},
                      {"type": "buttonup", "pad": seat, "button": "a"})

    def step(self, table, step) -> None:
        """Take one step of a move on the table with the device."""
        aim = table.aim
        seat = table.state.current_player
        targets = aim.targets()
        self.steps += 1
        mine = [i for i, t in enumerate(targets) if t.step == step]
        if step[0] not in CARD_KINDS and all(targets[i].rect[0] >= SIDE.x for i in mine):
            self.note("a card or place offered only as a chip", repr(step))
        for i in mine:
            card = targets[i].card
            if card is not None and table.layout.inspect(table.view, targets[i]) is None:
                self.note("a card the inspector cannot show", repr(card))
        if self.device in POINTERS:
            spots = [visible_point(targets, i) for i in mine]
            spots = [p for p in spots if p is not None]
            if not spots:
                self.note("a target hidden under others", repr(step))
                table.take_step(step)
                return
            self.point(spots[0])
            return
        route = aim.route(step)
        if route is None:
            self.note("a step the d-pad cannot reach", repr(step))
            table.take_step(step)
            return
        for action in route:
            if self.device == "keyboard":
                self.send({"type": "key", "key": KEYS[action.value]},
                          {"type": "keyup", "key": KEYS[action.value]})
            else:
                self.send({"type": "button", "pad": seat, "button": BUTTONS[action.value]},
                          {"type": "buttonup", "pad": seat, "button": BUTTONS[action.value]})
        self.confirm(seat)


def play(game_id: str, players: int, device: str, seed: int, shots: Path | None) -> dict:
    seats = ",".join(["human"] * players)
    with tempfile.TemporaryDirectory() as tmp:
        opts = main.options_from_args(["--headless", "--lang", "en", "--play", game_id,
                                       "--players", str(players), "--seats", seats,
                                       "--seed", str(seed), "--save-dir", tmp])
        app = App(opts)
        app.settings.anim_speed = ANIM_SPEED
        player = Player(app, device)
        chooser = make_bot("easy", seed=seed)
        try:
            app.stack.push(app.first_scene())
            app.stack.apply_pending()
            if device == "pad":            # one pad a seat, bound in join order
                for seat in range(players):
                    player.send({"type": "padadded", "pad": seat})
            moves = 0
            pending: list = []
            for _ in range(MAX_FRAMES):
                app.step(DT)
                app.frame += 1
                top = app.stack.top
                if top is None:
                    break
                if top.name == "handoff":
                    player.confirm(top.seat)
                    continue
                if player.answer(top):
                    continue
                if top.name in ("scoring", "results"):
                    if top.name == "results":
                        break
                    if getattr(top, "timer", 1.0) > 1.0 or app.frame % 90 == 0:
                        player.confirm()
                    continue
                table = top
                if getattr(table, "aim", None) is None or table.layout.busy \
                        or not table.layers_settled():
                    continue
                if not pending and player.controls(table, moves):
                    continue               # (between moves: a control may renew the table)
                if not pending:
                    move = chooser.choose(table.state)
                    pending = table.aim.tree.follow(move)
                    moves += 1
                    if shots is not None and moves in (5, 25):
                        pygame.image.save(app.screen, str(shots / f"{game_id}-{device}-{moves}.png"))
                player.step(table, pending.pop(0))
            stuck = app.stack.top is not None and app.stack.top.name != "results"
            replays = sorted(Path(tmp, "replays").glob("*.json"))
            kept = [p for p in replays if p.name != "index.json"]
            transcript = json.loads(kept[-1].read_text()) if kept else None
        finally:
            app.shutdown()
    return {"stuck": stuck, "moves": moves, "used": player.used, "steps": player.steps, "frames": app.frame,
            "notes": dict(player.notes), "examples": player.examples,
            "entries": player.entries, "transcript": transcript}


def replay_script(game_id: str, players: int, seed: int, script: Path, frames: int) -> dict | None:
    """Play the script again through main.py; the finished game's transcript."""
    with tempfile.TemporaryDirectory() as tmp:
        seats = ",".join(["human"] * players)
        config = Path(tmp, "config.json")
        config.write_text(json.dumps({"anim_speed": ANIM_SPEED}))
        subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--lang", "en",
                        "--config", str(config),
                        "--play", game_id, "--players", str(players), "--seats", seats,
                        "--seed", str(seed), "--save-dir", tmp, "--script", str(script),
                        "--frames", str(frames + 60)], check=True, capture_output=True)
        kept = [p for p in Path(tmp, "replays").glob("*.json") if p.name != "index.json"]
        return json.loads(kept[-1].read_text()) if kept else None


def main_(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("--device", choices=("mouse", "touch", "keyboard", "pad"),
                        default="mouse")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--script", type=Path)
    parser.add_argument("--shots", type=Path)
    args = parser.parse_args(argv)
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    result = play(args.game, args.players, args.device, args.seed, args.shots)
    print(f"{args.game} {args.players}p by {args.device}: {result['moves']} moves, "
          f"{result['steps']} steps, {result['frames']} frames, "
          f"finished: {result['transcript'] is not None}"
          + (" (stuck: it never reached the results)" if result["stuck"] else ""))
    if args.device in POINTERS:
        missing = [name for name in CONTROLS if name not in result["used"]]
        print(f"  table controls used through the bar: {', '.join(result['used']) or 'none'}"
              + (f"; never: {', '.join(missing)}" if missing else ""))
    for kind, count in sorted(result["notes"].items()):
        print(f"  {count} x {kind} (e.g. {result['examples'][kind]})")
    if not result["notes"]:
        print("  nothing to read or guess: every step was made on the table")
    if args.script:
        args.script.write_text(json.dumps(result["entries"]))
        again = replay_script(args.game, args.players, args.seed, args.script, result["frames"])
        same = again is not None and result["transcript"] is not None and \
            again.get("moves") == result["transcript"].get("moves")
        print(f"  main.py --script {args.script}: the same game again: {same}")
        return 0 if same else 1
    return 0


if __name__ == "__main__":
    sys.exit(main_())
