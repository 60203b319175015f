"""Layouts are functions of the view they are handed: no module under
scenes/table/layouts/ keeps a view (`self.view`, read or written, or a `set_view`) or
reads the live settings (`.settings`); the settings a layout draws with are its
context's `Prefs`. Checked on the syntax tree, so a comment or a string is no
finding, and every way of writing `self.view = ...` (augmented, annotated, in a
tuple) is."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

LAYOUTS = Path(__file__).resolve().parents[3] / "scenes" / "table" / "layouts"


def findings(source: str, name: str = "<planted>") -> list[str]:
    """Where a module's source keeps a view or reads the settings: "name:line what"."""
    found = []
    for node in ast.walk(ast.parse(source, name)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == "set_view":
            found.append(f"{name}:{node.lineno} defines set_view")
        elif isinstance(node, ast.Attribute):
            if node.attr == "view" and isinstance(node.value, ast.Name) \
                    and node.value.id == "self":
                what = "reads" if isinstance(node.ctx, ast.Load) else "assigns"
                found.append(f"{name}:{node.lineno} {what} self.view")
            elif node.attr == "settings":
                found.append(f"{name}:{node.lineno} reads the live settings")
    return found


def layout_modules() -> list[Path]:
    return sorted(LAYOUTS.rglob("*.py"))


def test_there_are_layout_modules_to_check():
    names = {path.relative_to(LAYOUTS).as_posix() for path in layout_modules()}
    assert {"base.py", "animalia/layout.py", "origami/layout.py"} <= names


@pytest.mark.parametrize("path", layout_modules(), ids=lambda p: p.relative_to(LAYOUTS).as_posix())
def test_no_layout_module_keeps_a_view_or_reads_the_settings(path):
    assert findings(path.read_text(encoding="utf-8"), path.name) == []


@pytest.mark.parametrize("planted, what", [
    ("class L:\n    def sync(self, view):\n        self.view = view\n", "assigns self.view"),
    ("class L:\n    def draw(self):\n        return self.view.obs\n", "reads self.view"),
    ("class L:\n    def f(self, v):\n        self.view, self.x = v, 1\n", "assigns self.view"),
    ("class L:\n    def set_view(self, view):\n        pass\n", "defines set_view"),
    ("class L:\n    def f(self):\n        return self.ctx.settings.colorblind\n",
     "reads the live settings"),
])
def test_the_check_finds_a_planted_view(planted, what):
    assert any(what in finding for finding in findings(planted))


def test_the_check_lets_a_view_argument_and_words_pass():
    source = ('"""self.view in a docstring"""\n'
              "class L:\n    def draw(self, view):\n        # self.view in a comment\n"
              "        return view.obs, self.ctx.prefs.colorblind\n")
    assert findings(source) == []


@pytest.fixture
def app(tmp_path):
    from scene_helpers import running_app
    yield from running_app(tmp_path, lang="en")


def test_a_changed_setting_makes_a_layout_with_it(app):
    """The settings are the layout's context, read once: a setting changed under the
    table (the settings screen) makes a new layout with it at the next frame, the
    cards in the air landed, the view built anew; an unchanged one makes none."""
    from scene_helpers import start, step
    from scenes.table.table import TableScene
    from scenes.table.view import Prefs

    table = TableScene(app, "high_society", 3, ["human", "easy", "easy"], seed=3)
    start(app, table)
    step(app)
    old = table.layout
    assert old.ctx.prefs == Prefs.of(app.settings) and old.ctx.lang == "en"
    assert old.flights.items                        # the opening deal is flying
    app.settings.lang, app.settings.colorblind = "fr", True
    step(app)
    new = table.layout
    assert new is not old and not old.flights.items
    assert new.ctx.prefs == Prefs(lang="fr", colorblind=True)
    assert table.view.status == table.status_line() and "Joueur" in table.view.name(0)
    step(app, 5)
    assert table.layout is new
