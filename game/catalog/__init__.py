"""Message catalogs: every player-facing text, one TOML file per language, by key.

A catalog is `<lang>.toml` in this folder, or in a folder named by the
`MENAGERIE_CATALOGS` environment variable (several, separated by os.pathsep; those
come first, so a file there adds a language or replaces a shipped one; the variable is
read at the first lookup, and again after refresh()). The list of languages is the list
of files: a third language is a new file, no code.

A game's own sections (`[layout.<id>]`, `[move.<id>]`, its `[game] <id>` name...) live
in its folder, `game/<id>/catalog/<lang>.toml`, and are merged into `<lang>`'s tables
when the language loads: a fifth game brings its words with it. A folder on
MENAGERIE_CATALOGS may hold `<id>/<lang>.toml` too, which stands in for the shipped one.
A key found in two of a language's files is an error naming both.

    text("move.origami.play", "fr", the="la grue")   # "Jouer la grue"
    text("ui.cards", "en", count=0)                    # a plural table picks "other"

A key is dotted: `move.origami.play` is the string `play` of table `[move.origami]`.
A value is a template filled with named parameters (str.format), or a plural table
`{one = "...", other = "..."}` chosen by the `count` parameter and the catalog's
`[meta] plural` rule ("one_le_1": 0 and 1 are singular, as in French; "one_eq_1":
only 1 is, as in English; "other": no plural). `[meta] name` is the language's own
name (the settings show it); `[meta] default = true` marks the language used when the
system locale names none of the catalogs (English), and whose text stands in for a key
another catalog lacks. A placeholder is a bare `{name}`: no format spec, index or
attribute.

A catalog that cannot be read (damaged, not UTF-8, a wrong value, a FIFO...) is left
out with one line on stderr naming the file: the next one on the search path for its
language (the shipped one) or the default language speaks instead. Nothing in
MENAGERIE_CATALOGS can stop the program, `--help` included.

This module is the only code that knows language codes; the rest of the game passes
`lang` through untouched. It imports nothing from pygame.
"""

from __future__ import annotations

import os
import re
import string
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Mapping

from game.core import error_line
from game.data import DataError, load_toml

HERE = Path(__file__).resolve().parent
GAMES_DIR = HERE.parent             # game/<id>/catalog/<lang>.toml: a game's own sections
PATH_VARIABLE = "MENAGERIE_CATALOGS"
PLURAL_RULES = {
    "one_le_1": lambda n: abs(n) <= 1,      # 0 carte, 1 carte, 2 cartes
    "one_eq_1": lambda n: abs(n) == 1,      # 0 cards, 1 card, 2 cards
    "other": lambda n: False,               # one form for every number
}
PLURAL_FORMS = frozenset({"one", "other"})
PLACEHOLDER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")     # {name}, nothing more


_READ: list[str] = []      # MENAGERIE_CATALOGS as read at the first lookup (see refresh)


def _variable() -> str:
    if not _READ:
        _READ.append(os.environ.get(PATH_VARIABLE, ""))
    return _READ[0]


def refresh() -> None:
    """Read MENAGERIE_CATALOGS again (it is read once, at the first lookup: a text is
    looked up many times a frame). Catalog files already parsed are kept."""
    _READ.clear()


def search_dirs() -> list[Path]:
    """The folders searched for catalogs: MENAGERIE_CATALOGS' first, then the shipped one."""
    extra = [Path(p) for p in _variable().split(os.pathsep) if p]
    return extra + [HERE]


def _files() -> dict[str, Path]:
    """Language code -> its catalog file (the first readable one on the search path).
    This reads every catalog: a text reads its own language's alone (`_file`)."""
    found = {code: _file(code) for code in _codes(_variable())}
    return {code: path for code, path in found.items() if path is not None}


@lru_cache(maxsize=8)
def _codes(path_variable: str) -> tuple[str, ...]:
    """The language codes that have a file on the search path, readable or not."""
    return tuple(sorted({path.stem for folder in search_dirs() if folder.is_dir()
                         for path in folder.glob("*.toml")}))


def _file(lang: str) -> Path | None:
    """`lang`'s catalog file: the first on the search path that loads (None: none)."""
    return _first_readable(_variable(), lang)


@lru_cache(maxsize=32)
def _first_readable(path_variable: str, lang: str) -> Path | None:
    if lang in _codes(path_variable):
        for path in (folder / f"{lang}.toml" for folder in search_dirs()):
            if path.exists() and _readable(lang, path):
                return path
    return None


def _game_parts(lang: str) -> tuple[str, ...]:
    """The game sections of `lang`: per game id, the first `<id>/<lang>.toml` on the
    search path (a user folder's, else the shipped `game/<id>/catalog/<lang>.toml`)."""
    return _parts(_variable(), lang)


@lru_cache(maxsize=32)
def _parts(path_variable: str, lang: str) -> tuple[str, ...]:
    found: dict[str, Path] = {}
    candidates = [p for folder in search_dirs()[:-1] if folder.is_dir()
                  for p in sorted(folder.glob(f"*/{lang}.toml"))]
    candidates += sorted(GAMES_DIR.glob(f"*/catalog/{lang}.toml"))
    for path in candidates:
        game_id = path.parent.name if path.parent.name != "catalog" else path.parent.parent.name
        if game_id not in found and _readable(lang, path, part=True):
            found[game_id] = path
    return tuple(str(found[game_id]) for game_id in sorted(found))


def _readable(lang: str, path: Path, part: bool = False) -> bool:
    """Whether a catalog file loads (a game's part: alone; a language's catalog: with
    its games' parts); if not, one line on stderr names it and says it is left out."""
    try:
        _part(path) if part else _load(lang, str(path), _game_parts(lang))
    except DataError as exc:
        print(error_line(f"menagerie: warning: {exc}; this catalog is left out"),
              file=sys.stderr)
        return False
    return True


def languages() -> tuple[str, ...]:
    """Every language with a catalog, the default one first, then by code."""
    return _languages(_variable())


@lru_cache(maxsize=8)
def _languages(path_variable: str) -> tuple[str, ...]:
    default = default_language(())
    return tuple(sorted(_files(), key=lambda code: (code != default, code)))


@dataclass(frozen=True)
class Catalog:
    """One language's strings, flattened to dotted keys."""

    lang: str
    name: str                       # the language's own name ("Français")
    plural: str                     # a PLURAL_RULES id
    default: bool                   # used when the locale names no catalog
    strings: Mapping[str, str | Mapping[str, str]] = field(repr=False)
    source: str = ""

    def get(self, key: str, **params) -> str | None:
        """The text for `key` filled with params, or None when the key is missing."""
        value = self.strings.get(key)
        if value is None:
            return None
        if not isinstance(value, str):
            count = params.get("count", 0)
            one = PLURAL_RULES[self.plural](count if isinstance(count, (int, float)) else 0)
            value = value["one" if one else "other"]
        if not params:
            return value
        try:
            return value.format(**params)
        except (KeyError, IndexError, ValueError):
            return value


def _flatten(table: Mapping, prefix: str, out: dict, where: str) -> None:
    for key, value in table.items():
        dotted = f"{prefix}{key}"
        if isinstance(value, str):
            out[dotted] = _template(value, dotted, where)
        elif isinstance(value, Mapping) and value and set(value) <= PLURAL_FORMS \
                and all(isinstance(v, str) for v in value.values()):
            if set(value) != PLURAL_FORMS:
                raise DataError(f"{where}: {dotted}: a plural needs both 'one' and 'other'")
            out[dotted] = {form: _template(v, dotted, where) for form, v in value.items()}
        elif isinstance(value, Mapping):
            _flatten(value, dotted + ".", out, where)
        else:
            raise DataError(f"{where}: {dotted}: must be a string or a table, "
                            f"not {type(value).__name__}")


def _template(value: str, key: str, where: str) -> str:
    """A text whose placeholders are all bare {name}s; DataError otherwise (a format
    spec like {name:>999999999} or an attribute like {name.__class__} is refused)."""
    try:
        fields = [(name, spec, conversion)
                  for _, name, spec, conversion in string.Formatter().parse(value)
                  if name is not None]
    except ValueError as exc:
        raise DataError(f"{where}: {key}: {exc}") from None
    for name, spec, conversion in fields:
        if not PLACEHOLDER.fullmatch(name) or spec or conversion:
            raise DataError(f"{where}: {key}: a placeholder must be a bare {{name}}")
    return value


def read_catalog(lang: str, path: Path, parts: Iterable[str | Path] = ()) -> Catalog:
    """Parse one catalog file and merge the game sections `parts` into its tables;
    DataError names the file and the bad key (a key in two files names both)."""
    data = load_toml(path)
    meta = data.pop("meta", {})
    if not isinstance(meta, Mapping):
        raise DataError(f"{path}: [meta] must be a table")
    plural = meta.get("plural", "one_eq_1")
    if not isinstance(plural, str) or plural not in PLURAL_RULES:
        raise DataError(f"{path}: meta.plural must be one of {', '.join(PLURAL_RULES)}, "
                        f"not {plural!r}")
    strings: dict = {}
    _flatten(data, "", strings, str(path))
    origin = dict.fromkeys(strings, str(path))
    for part in parts:
        more = _part(Path(part))
        for key in more:
            if key in origin:
                raise DataError(f"{part}: {key} is also in {origin[key]}")
            origin[key] = str(part)
        strings.update(more)
    name = meta.get("name", lang)
    if not isinstance(name, str) or not name.strip() or len(name) > 40:
        raise DataError(f"{path}: meta.name must be the language's name")
    return Catalog(lang, name, plural, meta.get("default") is True, strings, str(path))


def _part(path: Path) -> Mapping[str, str | Mapping[str, str]]:
    """A game's sections of a catalog, flattened; read once while the file is unchanged
    (finding a language's parts checks each, and loading the language merges them)."""
    try:
        return _part_strings(str(path), (path.stat().st_mtime_ns, path.stat().st_size))
    except OSError:                 # no such file: load_toml says so
        return _part_strings(str(path), None)


@lru_cache(maxsize=64)
def _part_strings(path: str, _signature) -> Mapping[str, str | Mapping[str, str]]:
    extra = load_toml(Path(path))
    if "meta" in extra:
        raise DataError(f"{path}: a game's catalog has no [meta] (its language's has)")
    more: dict = {}
    _flatten(extra, "", more, path)
    return more


@lru_cache(maxsize=None)
def _load(lang: str, path: str, parts: tuple[str, ...] = ()) -> Catalog:
    return read_catalog(lang, Path(path), parts)


_LOADED: dict[tuple[str, str], tuple[Catalog, Catalog]] = {}   # (path variable, lang) ->


def _pair(lang: str) -> tuple[Catalog, Catalog]:
    """(lang's catalog, the default language's), remembered per MENAGERIE_CATALOGS."""
    variable = _variable()
    found = _LOADED.get((variable, lang))
    if found is None:
        default_code = _default(variable)
        default_file = _file(default_code) if default_code else None
        if default_file is None:            # no catalog loads: texts show as their keys
            default = Catalog(lang, lang, "other", True, {}, "none")
            return _LOADED.setdefault((variable, lang), (default, default))
        default = _load(default_code, str(default_file), _game_parts(default_code))
        own_file = _file(lang)
        own = _load(lang, str(own_file), _game_parts(lang)) if own_file else default
        found = _LOADED[(variable, lang)] = (own, default)
    return found


def load(lang: str) -> Catalog:
    """The catalog of `lang` (the default language's when there is none for it)."""
    return _pair(lang)[0]


def lookup(key: str, lang: str, **params) -> str | None:
    """The text for `key` in `lang` with {params} filled in; missing in that catalog,
    the default language's; missing there too, None."""
    own, default = _pair(lang)
    found = own.get(key, **params)
    if found is None and default is not own:
        found = default.get(key, **params)
    return found


def text(key: str, lang: str, **params) -> str:
    """The text for `key` in `lang` (see lookup), or the key itself when no catalog has
    it (a test checks that every key the code asks for exists)."""
    found = lookup(key, lang, **params)
    return key if found is None else found


def has(key: str, lang: str) -> bool:
    """Whether `lang`'s catalog holds `key`."""
    return key in load(lang).strings


def keys(prefix: str, lang: str) -> list[str]:
    """The keys under `prefix.` in `lang`'s catalog, in file order, without the prefix."""
    start = prefix + "."
    return [k[len(start):] for k in load(lang).strings if k.startswith(start)]


def language_name(lang: str) -> str:
    """A language's own name, as its catalog gives it."""
    return load(lang).name


def next_language(lang: str, step: int = 1) -> str:
    """The language after (or before) `lang` in languages(), wrapping round."""
    codes = languages()
    index = codes.index(lang) if lang in codes else 0
    return codes[(index + step) % len(codes)]


def default_language(locales: Iterable) -> str:
    """The language for a system's preferred locales: the first with a catalog, else the
    catalog marked `default` (English: for "de_DE", "C" or "C.UTF-8"). A locale is "fr_FR", "en-GB" or pygame's
    {"language": "fr", "country": "FR"}."""
    for locale in locales:
        code = locale.get("language", "") if isinstance(locale, Mapping) else str(locale)
        code = code.replace("-", "_").split("_")[0].lower()
        if _file(code) is not None:
            return code
    return _default(_variable())


@lru_cache(maxsize=8)
def _default(path_variable: str) -> str:
    """The catalog marked `default` (else the first by code): the catalogs are read in
    order of code until one says so, not all of them."""
    for code in _codes(path_variable):
        path = _file(code)
        if path is not None and _load(code, str(path), _game_parts(code)).default:
            return code
    return min(_files(), default="")


def is_language(lang) -> bool:
    """Whether `lang` names a catalog (a settings file's language is checked with it)."""
    return isinstance(lang, str) and _file(lang) is not None


DATA_LANG = "en"       # the data files' columns without a suffix ("name") are English


def localized(entry: Mapping, name: str, lang: str, default=""):
    """A data file's text column in the language: `<name>_<lang>` (as `name_fr` in the
    cards.toml files), else the English one: `<name>_en`, or `name` where the English
    column has no suffix. A third language adds a `name_xx` column, no code."""
    for column in (f"{name}_{lang}", f"{name}_{DATA_LANG}", name):
        value = entry.get(column)
        if value:
            return value
    return default


def columns(name: str, say) -> dict[str, str]:
    """{column: say(lang)} for every language: `name` for English, `name_<lang>` for the
    others, as the card files write them (the engines' card lists use this)."""
    codes = sorted(languages(), key=lambda code: code != DATA_LANG)
    return {name if lang == DATA_LANG else f"{name}_{lang}": say(lang) for lang in codes}


def pick(by_lang: Mapping, lang: str, default=None):
    """The value for `lang` in a {language: value} table (a tutorial text, a skin's
    names), else the English one, else `default`."""
    for code in (lang, "en"):
        if by_lang.get(code):
            return by_lang[code]
    return default


def pair(english: str, french: str) -> dict[str, str]:
    """An (English, French) fallback pair as a {language: text} table (the art's names
    from the rulebooks, used only when no engine is importable)."""
    return {"en": english, "fr": french}


def placeholders(template: str | Mapping[str, str]) -> frozenset[str]:
    """The {names} a template uses (both forms of a plural together)."""
    texts = [template] if isinstance(template, str) else list(template.values())
    return frozenset(name for t in texts for _, name, _, _ in string.Formatter().parse(t)
                     if name)
