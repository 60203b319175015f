"""The message catalogs (game/catalog/<lang>.toml): same keys and placeholders in every
language, plural rules from the data, glyphs the shipped fonts have, a key for every
literal lookup in the code, and a third language added from files alone."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from game import catalog

ROOT = Path(__file__).resolve().parent.parent
SOURCES = [p for d in ("game", "scenes", "sprites") for p in (ROOT / d).rglob("*.py")]
# Strings the game draws only in the body font (menu items), never in the display font:
# Lobster Two has no "√", which stands for a tick ("seen") in Quicksand.
BODY_ONLY = {"tutorial.menu.seen"}


def _forms(value) -> list[str]:
    return [value] if isinstance(value, str) else list(value.values())


def test_the_languages_are_the_catalog_files_the_default_first():
    assert catalog.languages() == ("en", "fr")
    assert catalog.default_language(()) == "en"
    assert catalog.language_name("fr") == "Français" and catalog.language_name("en") == "English"


def test_the_system_locale_chooses_the_language_else_english():
    pygame_style = [{"language": "fr", "country": "FR"}, {"language": "en", "country": "GB"}]
    assert catalog.default_language(pygame_style) == "fr"
    assert catalog.default_language(["de_DE", "fr-FR"]) == "fr"      # the first with a catalog
    assert catalog.default_language(["fr_CA"]) == "fr"
    for neither in (["de_DE", "ja_JP"], ["es_ES"], ["C"], ["C.UTF-8"], []):
        assert catalog.default_language(neither) == "en", neither


@pytest.mark.parametrize("environ, expected", [
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "es_ES.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LC_ALL": "C.UTF-8", "LANGUAGE": "fr"}, "en"),          # gettext ignores LANGUAGE
    ({"LANGUAGE": "de:fr", "LANG": "en_GB.UTF-8"}, "fr"),     # LANGUAGE first
    ({"LC_ALL": "fr_FR.UTF-8", "LANG": "en_GB.UTF-8"}, "fr"),
    ({"LC_MESSAGES": "fr_BE", "LANG": "en_US"}, "fr"),        # LC_MESSAGES before LANG
    ({"LC_ALL": "de_DE", "LANG": "fr_FR"}, "en"),             # only the first one set
])
def test_the_environment_names_the_locale_in_gettexts_order(environ, expected):
    from game.i18n import environment_locales
    assert catalog.default_language(environment_locales(environ)) == expected


def test_no_locale_variable_leaves_the_question_to_sdl():
    from game.i18n import environment_locales
    assert environment_locales({"HOME": "/root"}) is None


def test_the_settings_override_the_system_language(tmp_path, monkeypatch):
    sys.path.insert(0, str(ROOT / "tests" / "scenes"))
    from scene_helpers import make_app
    from game import i18n
    monkeypatch.setenv(i18n.LOCALE_VARIABLE, "en_US")
    i18n.system_language.cache_clear()
    try:
        app = make_app(tmp_path)
        assert app.settings.lang == "" and app.lang == "en"       # no setting: the system's
        app.settings.lang = "fr"
        app.save_settings()
        app.shutdown()
        again = make_app(tmp_path)
        assert again.lang == "fr"                                  # the setting wins
        again.shutdown()
    finally:
        i18n.system_language.cache_clear()


def test_every_key_exists_in_every_catalog():
    keys = {lang: set(catalog.load(lang).strings) for lang in catalog.languages()}
    first = keys[catalog.languages()[0]]
    for lang, own in keys.items():
        assert own == first, (lang, sorted(own ^ first)[:10])
    assert len(first) > 500


def test_each_games_sections_live_in_its_folder_with_the_same_keys_per_language():
    from game import GAME_IDS
    from game.data import load_toml
    for game_id in GAME_IDS:
        parts = {lang: catalog.read_catalog(lang, catalog.GAMES_DIR / game_id / "catalog"
                                            / f"{lang}.toml").strings
                 for lang in catalog.languages()}
        first = parts[catalog.languages()[0]]
        assert f"game.{game_id}" in first and len(first) > 10, game_id
        for lang, own in parts.items():
            assert set(own) == set(first), (game_id, lang, sorted(set(own) ^ set(first))[:10])
            assert set(own) <= set(catalog.load(lang).strings)
    shared = load_toml(catalog.HERE / "en.toml")
    assert not set(GAME_IDS) & set(shared.get("game", {}))         # names moved out too
    assert not set(GAME_IDS) & set(shared.get("layout", {}))


def test_a_key_in_two_files_of_a_language_is_an_error_naming_both(tmp_path):
    from game.data import DataError
    main = tmp_path / "zz.toml"
    main.write_text('[game]\nchess = "Chess"\n[ui]\ntitle = "x"\n', encoding="utf-8")
    part = tmp_path / "chess.toml"
    part.write_text('[game]\nchess = "Échecs"\n[move.chess]\npush = "Push"\n',
                    encoding="utf-8")
    with pytest.raises(DataError, match=r"chess\.toml: game\.chess is also in .*zz\.toml"):
        catalog.read_catalog("zz", main, [part])
    part.write_text('[move.chess]\npush = "Push {pawn}"\n', encoding="utf-8")
    merged = catalog.read_catalog("zz", main, [part])
    assert merged.get("move.chess.push", pawn="e4") == "Push e4" and merged.get("ui.title") == "x"


def test_placeholders_agree_between_languages():
    langs = catalog.languages()
    for key, value in catalog.load(langs[0]).strings.items():
        wanted = catalog.placeholders(value)
        for lang in langs[1:]:
            assert catalog.placeholders(catalog.load(lang).strings[key]) == wanted, (lang, key)


def test_plural_rules_come_from_the_catalog_french_zero_is_singular():
    assert [catalog.text("hint.origami.folds", "fr", count=n) for n in (0, 1, 2)] == [
        "0 pli", "1 pli", "2 plis"]
    assert [catalog.text("hint.origami.folds", "en", count=n) for n in (0, 1, 2)] == [
        "0 folds", "1 fold", "2 folds"]
    assert catalog.load("fr").plural == "one_le_1" and catalog.load("en").plural == "one_eq_1"


def test_a_bad_catalog_is_one_clear_error(tmp_path):
    from game.data import DataError
    bad = tmp_path / "zz.toml"
    bad.write_text('[meta]\nplural = "dual"\n[ui]\ntitle = "x"\n', encoding="utf-8")
    with pytest.raises(DataError, match=r"zz\.toml: meta\.plural must be one of"):
        catalog.read_catalog("zz", bad)
    bad.write_text('[ui]\ntitle = { one = "x" }\n', encoding="utf-8")
    with pytest.raises(DataError, match=r"zz\.toml: ui\.title: a plural needs both"):
        catalog.read_catalog("zz", bad)


def test_every_literal_key_in_the_code_is_in_the_catalogs():
    """catalog.text("a.b") / lookup / has, and game.i18n text("key") (= "ui.key")."""
    strings = catalog.load(catalog.default_language(())).strings
    sections = {key.rsplit(".", 1)[0] for key in strings}
    looked_up = re.compile(r"catalog\.(?:text|lookup)\(\s*\"([a-z_.]+)\"")
    ui = re.compile(r"(?<![\w.])text\(\s*\"([a-z_]+)\"")
    missing = []
    for path in SOURCES:
        source = path.read_text(encoding="utf-8")
        for key in looked_up.findall(source):
            if key not in strings and key not in sections:
                missing.append((path.name, key))
        if path.parts[-2] != "catalog":
            missing += [(path.name, f"ui.{k}") for k in ui.findall(source)
                        if f"ui.{k}" not in strings]
    assert not missing


def test_no_code_branches_on_a_language_code():
    """Only the catalog loader knows language codes (tools that name files aside)."""
    branch = re.compile(r"""lang\w*(\(\))?\s*[!=]=\s*["'][a-z]{2}["']"""
                        r"""|["'][a-z]{2}["']\s*[!=]=\s*[\w.]*lang|\[\s*[\w.]*lang\w*\s*==""")
    assert branch.search('x = a if lang() == "fr" else b')      # the pattern finds them
    assert branch.search('pair[self.app.lang == "fr"]')
    found = [f"{p.relative_to(ROOT)}:{n}" for p in SOURCES if p.parts[-2] != "catalog"
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if branch.search(line)]
    assert not found


def test_the_loader_and_the_engines_texts_need_no_pygame():
    code = ("import sys; sys.modules['pygame'] = None\n"
            "from game import catalog, load_game\n"
            "from game.ai import knowledge_for\n"
            "g = load_game('origami'); s = g.new_game(2, 1); m = s.legal_moves()[0]\n"
            "for lang in catalog.languages():\n"
            "    print(g.describe_move(m, lang), '|', knowledge_for('origami').reason(s, m, lang))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert len(out.stdout.splitlines()) == 2


def _missing_glyphs(font, text: str, notdef: bytes) -> set[str]:
    """The characters of `text` the font draws as its missing-glyph box. pygame-ce's
    Font.metrics gives the box's metrics rather than None for them here, so each
    character is rendered and compared with the box (a private-use character)."""
    import pygame
    bad = set()
    for char in set(text) - set(" \u00a0\u202f\u2009\n"):
        if pygame.image.tobytes(font.render(char, True, (255, 255, 255)), "RGBA") == notdef:
            bad.add(char)
    return bad


def test_every_string_renders_with_the_shipped_fonts():
    import pygame
    from sprites.fonts import BODY_BOLD, BODY_REGULAR, DISPLAY
    pygame.font.init()
    problems = []
    for path in (BODY_REGULAR, BODY_BOLD, DISPLAY):
        font = pygame.font.Font(path, 24)
        notdef = pygame.image.tobytes(font.render("\ue000", True, (255, 255, 255)), "RGBA")
        for lang in catalog.languages():
            for key, value in catalog.load(lang).strings.items():
                if path == DISPLAY and key in BODY_ONLY:
                    continue
                for form in _forms(value):
                    bad = _missing_glyphs(font, form, notdef)
                    if bad:
                        problems.append((path.name, lang, key, "".join(sorted(bad))))
    assert not problems


def test_the_pin_pad_and_the_learn_menu_draw_no_missing_glyph():
    """The keypad's delete key and the PIN dots, which are not catalog text."""
    import pygame
    from sprites.fonts import BODY_BOLD
    pygame.font.init()
    font = pygame.font.Font(BODY_BOLD, 56)
    notdef = pygame.image.tobytes(font.render("\ue000", True, (255, 255, 255)), "RGBA")
    assert not _missing_glyphs(font, "•—" + catalog.text("kiosk.key_del", "fr"), notdef)
    assert _missing_glyphs(font, "✓⌫●", notdef) == set("✓⌫●")    # the old ones did


def test_a_card_file_column_gives_a_third_language_its_names(tmp_path):
    from game.origami.cards import CARDS_FILE, load_cards
    text = CARDS_FILE.read_text(encoding="utf-8")
    text = text.replace('name_fr = "Chat"', 'name_fr = "Chat"\nname_xx = "Xat"', 1)
    (tmp_path / "cards.toml").write_text(text, encoding="utf-8")
    cards = {c.id: c for c in load_cards(tmp_path / "cards.toml")}
    assert cards["cat"].name("xx") == "Xat" and cards["cat"].name("en") == "Cat"
    assert cards["dog"].name("xx") == cards["dog"].name("en")      # no column: English
    assert catalog.localized({"name": "dog", "name_fr": "chien", "name_xx": "xog"},
                             "name", "xx") == "xog"
    from game.animimix.cards import CARDS_FILE as SPECIES_FILE, load_species
    text = SPECIES_FILE.read_text(encoding="utf-8")
    text = text.replace('name_fr = "Loups"', 'name_fr = "Loups"\nname_xx = "Xolves"', 1)
    (tmp_path / "species.toml").write_text(text, encoding="utf-8")
    wolf = {e["id"]: e for e in load_species(tmp_path / "species.toml")}["wolf"]
    assert catalog.localized(wolf, "name", "xx") == "Xolves"


@pytest.fixture
def with_xx(tmp_path, monkeypatch):
    """A language "xx" from a catalog file alone: the English one with every text marked."""
    from game import i18n
    source = (catalog.HERE / "en.toml").read_text(encoding="utf-8")
    marked = re.sub(r'^(\s*[\w"-]+\s*=\s*)"(.*)"', lambda m: f'{m.group(1)}"xx {m.group(2)}"',
                    source, flags=re.M)
    marked = marked.replace('name = "xx English"', 'name = "Xxish"').replace(
        'plural = "xx one_eq_1"', 'plural = "one_eq_1"')
    folder = tmp_path / "catalogs"
    folder.mkdir()
    (folder / "xx.toml").write_text(marked, encoding="utf-8")
    for part in catalog.GAMES_DIR.glob("*/catalog/en.toml"):      # each game's sections
        (folder / part.parent.parent.name).mkdir()
        (folder / part.parent.parent.name / "xx.toml").write_text(re.sub(
            r'^(\s*[\w"-]+\s*=\s*)"(.*)"', lambda m: f'{m.group(1)}"xx {m.group(2)}"',
            part.read_text(encoding="utf-8"), flags=re.M), encoding="utf-8")
    monkeypatch.setenv(catalog.PATH_VARIABLE, str(folder))
    catalog.refresh()
    i18n.system_language.cache_clear()
    yield folder
    monkeypatch.delenv(catalog.PATH_VARIABLE)
    catalog.refresh()
    i18n.system_language.cache_clear()


def test_a_third_language_from_files_alone(with_xx, tmp_path, monkeypatch):
    from game import i18n
    assert catalog.languages() == ("en", "fr", "xx")
    assert catalog.language_name("xx") == "Xxish"
    assert catalog.text("ui.your_turn", "xx", name="Ana") == "xx Ana, your turn"
    assert catalog.text("hint.origami.folds", "xx", count=2) == "2 folds"   # plurals unmarked
    monkeypatch.setenv(i18n.LOCALE_VARIABLE, "xx_XX")
    assert i18n.system_language() == "xx"
    i18n.system_language.cache_clear()
    monkeypatch.setenv(i18n.LOCALE_VARIABLE, "de_DE:ja_JP")
    assert i18n.system_language() == "en"        # neither French nor English: English


def test_the_title_and_a_table_render_in_a_third_language(with_xx, tmp_path, drawn_lines):
    sys.path.insert(0, str(ROOT / "tests" / "scenes"))
    from scene_helpers import make_app, start, step
    from scenes.table.table import TableScene
    from scenes.menus.title import TitleScene
    app = make_app(tmp_path, lang="xx")
    try:
        assert app.lang == "xx"
        start(app, TitleScene(app))
        step(app, 3)
        assert "xx Continue" in drawn_lines or "xx New game" in drawn_lines
        drawn_lines.clear()
        table = TableScene(app, "origami", 2, ["human", "random"], seed=3)
        table.save_enabled = False
        start(app, table)
        step(app, 30)
        assert any(line.startswith("xx ") for line in drawn_lines)
        assert table.layout.describe(table.state.legal_moves()[0]).startswith("xx ")
    finally:
        app.shutdown()


def test_the_settings_file_keeps_a_language_code(tmp_path):
    from game.records.config import ConfigError, Settings
    old = Settings()
    old.update_from({"lang": "en"}, "settings.json")       # as the previous version wrote
    assert old.lang == "en"
    with pytest.raises(ConfigError, match='"en", "fr"'):
        Settings().update_from({"lang": "de"}, "settings.json")
    assert Settings().lang == ""                             # unset: the system's language
