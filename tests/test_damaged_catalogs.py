"""A damaged message catalog is one line naming it, and the shipped language speaks
instead: nothing in MENAGERIE_CATALOGS stops the program, --help included (issue #34,
item 3)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import catalog

ROOT = Path(__file__).resolve().parent.parent
DAMAGES = {
    "not_toml": b'[ui]\nback = "Retour\n',
    "not_utf8": b'[ui]\nback = "\xff\xfe"\n',
    "a_number": b"[ui]\nback = 5\n",
    "half_a_plural": b'[ui]\nback = { one = "x" }\n',
    "plural_rule_a_list": b'[meta]\nplural = ["x"]\n',
    "meta_not_a_table": b'meta = "x"\n',
    "name_not_text": b"[meta]\nname = 5\n",
    "huge_format_width": b'[ui]\nback = "{name:>999999999}"\n',
    "attribute_placeholder": b'[ui]\nback = "{name.__class__}"\n',
    "unclosed_brace": b'[ui]\nback = "{"\n',
    "too_deep": b"[ui]\nback = " + b"[" * 200 + b"]" * 200 + b"\n",
    "too_big": b"# " + b"x" * (17 * 1024 * 1024) + b"\n",
}


@pytest.fixture
def user_catalogs(tmp_path, monkeypatch):
    """A MENAGERIE_CATALOGS folder, read again for the test and after it."""
    folder = tmp_path / "catalogs"
    folder.mkdir()
    monkeypatch.setenv(catalog.PATH_VARIABLE, str(folder))
    catalog.refresh()
    yield folder
    monkeypatch.delenv(catalog.PATH_VARIABLE)
    catalog.refresh()


def _shipped_french_speaks(capsys, where: Path) -> None:
    import main
    with pytest.raises(SystemExit) as ended:
        main.main(["--help"])
    assert ended.value.code == 0
    out, err = capsys.readouterr()
    assert "--lang {en,fr}" in out
    warnings = [line for line in err.splitlines() if line]
    assert len(warnings) == 1 and str(where) in warnings[0], err
    assert "left out" in warnings[0]
    assert catalog.load("fr").source == str(catalog.HERE / "fr.toml")
    assert catalog.text("ui.back", "fr") == catalog.read_catalog(
        "fr", catalog.HERE / "fr.toml").strings["ui.back"]


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_user_catalog_is_one_line_and_the_shipped_one_speaks(
        user_catalogs, capsys, damage):
    bad = user_catalogs / "fr.toml"
    bad.write_bytes(DAMAGES[damage])
    _shipped_french_speaks(capsys, bad)


@pytest.mark.parametrize("kind", ["folder", "fifo", "dev_zero"])
def test_a_catalog_that_is_no_file_is_left_out(user_catalogs, capsys, kind):
    bad = user_catalogs / "fr.toml"
    if kind == "folder":
        bad.mkdir()
    elif kind == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("FIFOs are a POSIX thing")
        os.mkfifo(bad)
    else:
        bad.symlink_to("/dev/zero")
    _shipped_french_speaks(capsys, bad)


def test_a_damaged_new_language_is_simply_not_offered(user_catalogs, capsys):
    (user_catalogs / "xx.toml").write_bytes(DAMAGES["not_toml"])
    assert catalog.languages() == ("en", "fr")
    assert "xx.toml" in capsys.readouterr().err


def test_a_games_sections_in_a_user_folder_stand_in_for_the_shipped_ones(user_catalogs):
    (user_catalogs / "origami").mkdir()
    part = user_catalogs / "origami" / "fr.toml"
    part.write_text('[game]\norigami = "Pliages"\n', encoding="utf-8")
    assert catalog.text("game.origami", "fr") == "Pliages"
    assert catalog.text("game.animimix", "fr") == "Animimix"         # the others shipped


def test_a_damaged_games_sections_are_left_out_and_the_shipped_ones_speak(user_catalogs,
                                                                           capsys):
    (user_catalogs / "origami").mkdir()
    part = user_catalogs / "origami" / "fr.toml"
    part.write_bytes(DAMAGES["not_toml"])
    assert catalog.text("game.origami", "fr") == "Origami"           # the shipped one
    assert catalog.text("move.origami.play", "fr", the="la Grue") == "Jouer la Grue"
    err = capsys.readouterr().err
    assert str(part) in err and "left out" in err


def test_help_works_with_a_damaged_catalog_in_the_environment(tmp_path):
    (tmp_path / "fr.toml").write_bytes(DAMAGES["a_number"])
    env = {**os.environ, catalog.PATH_VARIABLE: str(tmp_path)}
    done = subprocess.run([sys.executable, "main.py", "--help"], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0 and "usage: menagerie" in done.stdout
    assert done.stderr.count("\n") == 1 and "fr.toml" in done.stderr
