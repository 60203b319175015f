"""Tutorial scripts: TOML data read into dataclasses, checked statically and by playing.

A script (`scenes/table/layouts/<game>/tutorial.toml`) names a game, a deal and the seats,
optional `setup` moves played silently to reach a prepared position, then `[[step]]`
tables. Each step has a caption in French and English and the areas to highlight, and
is either an *info* step (the player reads it and continues) or a *move* step that
expects the human's next move: one of `expect` (moves in the JSON form of
`Game.move_to_json`) or any legal move of kind `expect_kind`. The opponents' moves of
`after` are played once the step is done. The script ends with a `[try_it]` caption.

`load_script` checks the file's shape and names the file, the step and the field of the
first problem; `check_playthrough` plays every branch of the script through the engine
and checks that each expected and scripted move is legal when its turn comes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from game import GAME_IDS, GameError, catalog, load_game
from game.data import BadFile, read_toml_file
from scenes.table.layouts import game_folder

MAX_BRANCHES = 64            # expect_kind / alternatives: every branch is checked
TOP_KEYS = {"game", "players", "seed", "human", "options", "setup", "title", "step", "try_it"}
STEP_KEYS = {"id", "caption", "highlight", "expect", "expect_kind", "wrong", "done", "after"}
TARGET_RE = re.compile(r"^[a-z_]+(:[A-Za-z0-9_:,-]+)?$")


class ScriptError(ValueError):
    """A tutorial script that is malformed or does not play; names file, step, field."""


@dataclass(frozen=True)
class Text:
    """A player-facing text of a script, in every language it gives ({lang: text})."""

    texts: Mapping[str, str]

    def get(self, lang: str) -> str:
        """The text in `lang` (English when the script has none in that language)."""
        return catalog.pick(self.texts, lang, "")


@dataclass(frozen=True)
class CatalogText:
    """A tutorial text from the message catalogs, by key."""

    key: str

    def get(self, lang: str) -> str:
        """The catalog's template in `lang` (its {params} still to fill)."""
        return catalog.text(self.key, lang)


def catalog_texts(section: str) -> dict[str, CatalogText]:
    """Every key of a catalog table, as texts to .get(lang)."""
    return {key: CatalogText(f"{section}.{key}")
            for key in catalog.keys(section, catalog.default_language(()))}


@dataclass(frozen=True)
class Step:
    """One beat of a tutorial: a caption, highlights, and maybe an expected move."""

    id: str
    caption: Text
    highlight: tuple[str, ...] = ()
    expect: tuple = ()                 # moves (engine objects), any one is right
    expect_kind: str | None = None     # or: any legal move with this TAG
    wrong: Text | None = None          # the correction for a wrong move (else a default)
    done: Text | None = None           # shown while the opponents answer
    after: tuple = ()                  # opponents' moves (engine objects), in order

    @property
    def is_move(self) -> bool:
        """Whether the player must make a move to finish this step."""
        return bool(self.expect) or self.expect_kind is not None

    def accepts(self, move) -> bool:
        """Whether `move` is what this step asks for."""
        if self.expect_kind is not None:
            return getattr(move, "TAG", None) == self.expect_kind
        return move in self.expect


@dataclass(frozen=True)
class Script:
    """A whole tutorial for one game."""

    path: Path
    game: str
    players: int
    seed: int
    human: int
    options: dict
    setup: tuple
    title: Text
    steps: tuple[Step, ...]
    try_it: Text
    setup_json: list = field(default_factory=list)

    def where(self, index: int | None = None, name: str = "") -> str:
        """'file: step 3 (bid), field 'expect'' for error messages."""
        out = self.path.name
        if index is not None:
            out += f": step {index + 1} ({self.steps[index].id!r})"
        if name:
            out += f", field {name!r}"
        return out


# -- loading -----------------------------------------------------------------------------
def script_path(game_id: str) -> Path:
    """Where a game's tutorial script lives: beside its layout's tutorial targets."""
    return game_folder(game_id) / "tutorial.toml"


def load_script(path: str | Path) -> Script:
    """Read and check a script file (shape only; see check_playthrough)."""
    path = Path(path)
    try:
        data = read_toml_file(path, path.name)
    except BadFile as exc:
        raise ScriptError(str(exc)) from None
    return parse_script(data, path)


def parse_script(data: dict, path: Path) -> Script:
    """Check parsed TOML data and build the Script; raises ScriptError."""
    name = path.name
    _unknown(data, TOP_KEYS, name)
    game_id = data.get("game")
    if game_id not in GAME_IDS:
        raise ScriptError(f"{name}, field 'game': {game_id!r} is not one of {', '.join(GAME_IDS)}")
    game = load_game(game_id)
    players = _int(data, "players", name, game.min_players, game.max_players)
    seed = _int(data, "seed", name, 0, None)
    human = _int(data, "human", name, 0, players - 1)
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise ScriptError(f"{name}, field 'options': must be a table")
    try:
        options = game.resolve_options(options, players)
    except GameError as exc:
        raise ScriptError(f"{name}, field 'options': {exc}") from None
    setup_json = data.get("setup", [])
    setup = _moves(game, setup_json, f"{name}, field 'setup'")
    title = _text(data.get("title"), name, "title")
    try_it = _text(data.get("try_it"), name, "try_it")
    raw_steps = data.get("step")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise ScriptError(f"{name}, field 'step': at least one [[step]] table is needed")
    steps = tuple(_step(game, raw, f"{name}: step {i + 1}") for i, raw in enumerate(raw_steps))
    seen: set[str] = set()
    for index, step in enumerate(steps):
        if step.id in seen:
            raise ScriptError(f"{name}: step {index + 1}, field 'id': {step.id!r} is used twice")
        seen.add(step.id)
    return Script(path, game_id, players, seed, human, options, setup, title, steps, try_it,
                  list(setup_json))


def _unknown(table: dict, known: set, where: str) -> None:
    for key in table:
        if key not in known:
            raise ScriptError(f"{where}, field {key!r}: unknown (known: {', '.join(sorted(known))})")


def _int(data: dict, key: str, where: str, low: int, high: int | None) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScriptError(f"{where}, field {key!r}: must be a whole number, not {value!r}")
    if value < low or (high is not None and value > high):
        span = f"{low} to {high}" if high is not None else f"{low} or more"
        raise ScriptError(f"{where}, field {key!r}: {value} is out of range ({span})")
    return value


def _text(value: Any, where: str, name: str, required: bool = True) -> Text | None:
    if value is None and not required:
        return None
    if not isinstance(value, dict):
        raise ScriptError(f"{where}, field {name!r}: must be a table of texts by language")
    known = catalog.languages()
    for key in value:
        if not catalog.is_language(key):
            raise ScriptError(f"{where}, field '{name}.{key}': unknown language "
                              f"(known: {', '.join(known)})")
        if not isinstance(value[key], str) or not value[key].strip():
            raise ScriptError(f"{where}, field '{name}.{key}': empty text")
    if not value:
        raise ScriptError(f"{where}, field {name!r}: no text in any language")
    return Text({key: text.strip() for key, text in value.items()})


def _moves(game, raw: Any, where: str) -> tuple:
    if not isinstance(raw, list):
        raise ScriptError(f"{where}: must be a list of moves like [\"tag\", ...]")
    out = []
    for index, value in enumerate(raw):
        try:
            out.append(game.move_from_json(value))
        except GameError as exc:
            raise ScriptError(f"{where}[{index}]: {exc}") from None
    return tuple(out)


def _step(game, raw: Any, where: str) -> Step:
    if not isinstance(raw, dict):
        raise ScriptError(f"{where}: must be a table")
    _unknown(raw, STEP_KEYS, where)
    step_id = raw.get("id")
    if not isinstance(step_id, str) or not re.fullmatch(r"[a-z0-9_]+", step_id):
        raise ScriptError(f"{where}, field 'id': must be a short snake_case name, not {step_id!r}")
    where = f"{where} ({step_id!r})"
    highlight = raw.get("highlight", [])
    if isinstance(highlight, str):
        highlight = [highlight]
    if not isinstance(highlight, list) or not all(isinstance(h, str) for h in highlight):
        raise ScriptError(f"{where}, field 'highlight': must be a list of area names")
    for index, target in enumerate(highlight):
        if not TARGET_RE.match(target):
            raise ScriptError(f"{where}, field 'highlight[{index}]': {target!r} is not an area name")
    expect = _moves(game, raw.get("expect", []), f"{where}, field 'expect'")
    kind = raw.get("expect_kind")
    if kind is not None and kind not in {cls.TAG for cls in game.MOVE_TYPES}:
        tags = ", ".join(cls.TAG for cls in game.MOVE_TYPES)
        raise ScriptError(f"{where}, field 'expect_kind': {kind!r} is not a move kind ({tags})")
    if expect and kind is not None:
        raise ScriptError(f"{where}, field 'expect_kind': give 'expect' or 'expect_kind', not both")
    return Step(step_id, _text(raw.get("caption"), where, "caption"),
                tuple(highlight), expect, kind,
                _text(raw.get("wrong"), where, "wrong", required=False),
                _text(raw.get("done"), where, "done", required=False),
                _moves(game, raw.get("after", []), f"{where}, field 'after'"))


# -- playing it through the engine --------------------------------------------------------
def start_state(script: Script):
    """The state at the first step: the deal plus the setup moves."""
    game = load_game(script.game)
    state = game.new_game(script.players, script.seed, script.options)
    for index, move in enumerate(script.setup):
        try:
            state.apply(move)
        except GameError as exc:
            raise ScriptError(f"{script.where()}, field 'setup[{index}]': {exc}") from None
    return state


def check_playthrough(script: Script) -> int:
    """Play every branch of the script; returns the number of branches checked."""
    return _check_from(script, start_state(script), 0, [0])


def _check_from(script: Script, state, first: int, count: list[int]) -> int:
    for index in range(first, len(script.steps)):
        step = script.steps[index]
        if step.is_move:
            choices = _step_moves(script, state, index)
            if len(choices) > 1:
                for move in choices:
                    branch = state.clone()
                    branch.apply(move)
                    _play_after(script, branch, index)
                    _check_from(script, branch, index + 1, count)
                return count[0]
            state.apply(choices[0])
        _play_after(script, state, index)
    count[0] += 1
    if count[0] > MAX_BRANCHES:
        raise ScriptError(f"{script.where()}: more than {MAX_BRANCHES} branches to check")
    return count[0]


def _step_moves(script: Script, state, index: int) -> list:
    """The moves the player may make at a move step (all checked legal)."""
    step = script.steps[index]
    if state.is_over or state.current_player != script.human:
        who = "nobody (the game is over)" if state.is_over else f"seat {state.current_player}"
        name = "expect_kind" if step.expect_kind else "expect"
        raise ScriptError(f"{script.where(index, name)}: it is {who}'s turn, "
                          f"not the human's (seat {script.human})")
    legal = state.legal_moves()
    if step.expect_kind is not None:
        moves = [m for m in legal if m.TAG == step.expect_kind]
        if not moves:
            raise ScriptError(f"{script.where(index, 'expect_kind')}: no legal move of kind "
                              f"{step.expect_kind!r} here")
        return moves
    game = load_game(script.game)
    for number, move in enumerate(step.expect):
        if move not in legal:
            raise ScriptError(
                f"{script.where(index, f'expect[{number}]')}: {game.move_to_json(move)} is not "
                f"legal here (legal: {[game.move_to_json(m) for m in legal][:12]})")
    return list(step.expect)


def _play_after(script: Script, state, index: int) -> None:
    game = load_game(script.game)
    for number, move in enumerate(script.steps[index].after):
        where = script.where(index, f"after[{number}]")
        if state.current_player == script.human:
            raise ScriptError(f"{where}: it is the human's turn, not an opponent's")
        try:
            state.apply(move)
        except GameError as exc:
            legal = [game.move_to_json(m) for m in state.legal_moves()][:12] if not state.is_over else []
            raise ScriptError(f"{where}: {exc} (legal: {legal})") from None


def load_all() -> dict[str, Script]:
    """Every game's script, checked in shape and played through (raises ScriptError)."""
    out = {}
    for game_id in GAME_IDS:
        script = load_script(script_path(game_id))
        if script.game != game_id:
            raise ScriptError(f"{script.path.name}, field 'game': {script.game!r} in the file "
                              f"of {game_id!r}")
        check_playthrough(script)
        out[game_id] = script
    return out
