"""The phone page's files (scenes/phone/static), read as text: what the content-security
policy and the catalogs require of them. The page at work is tested in a real browser
(test_phone_browser.py, slow)."""

from __future__ import annotations

import re
from pathlib import Path

from game import catalog

STATIC = Path(__file__).resolve().parents[2] / "scenes" / "phone" / "static"
PAGE = (STATIC / "index.html").read_text(encoding="utf-8")
SCRIPTS = sorted(p.name for p in STATIC.glob("*.js"))
SCRIPT = "\n".join((STATIC / name).read_text(encoding="utf-8") for name in SCRIPTS)
OFFLINE = "Connexion perdue, nouvel essai… / Connection lost, retrying…"
STYLE = (STATIC / "phone.css").read_text(encoding="utf-8")


def test_phone_page_is_its_files_and_needs_no_network_beyond_the_game():
    assert sorted(p.name for p in STATIC.iterdir()) == sorted(
        ["index.html", "phone.css"] + SCRIPTS)
    assert SCRIPTS == ["phone.js", "play.js"]
    loaded = re.findall(r'<script src="/static/([\w.-]+)" defer></script>', PAGE)
    assert sorted(loaded) == SCRIPTS                   # index.html loads every script
    for name in SCRIPTS:
        assert len((STATIC / name).read_text(encoding="utf-8").splitlines()) < 400, name
    for text in (PAGE, SCRIPT, STYLE):
        assert not re.search(r"https?://", text), "no CDN, no outside address"
        assert "@import" not in text and "url(" not in text


def test_phone_page_has_no_inline_script_or_style():
    """CSP script-src 'self' and style-src 'self': scripts and styles are files."""
    scripts = re.findall(r"<script\b([^>]*)>(.*?)</script>", PAGE, re.S)
    assert scripts and all('src="/static/' in attrs and not body.strip()
                           for attrs, body in scripts)
    assert "<style" not in PAGE and " style=" not in PAGE
    assert not re.search(r"\son[a-z]+=", PAGE), "no inline event handlers"
    assert ".style." not in SCRIPT and "setAttribute(\"style\"" not in SCRIPT


def test_phone_script_puts_server_strings_in_the_page_as_text_only():
    for unsafe in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(",
                   "new Function"):
        assert unsafe not in SCRIPT, unsafe


def test_phone_script_asks_only_for_texts_the_catalogs_have():
    """Every `t("key")` of the page is a key of the [phone] table, in both languages;
    the two catalogs have the same [phone] keys."""
    used = set(re.findall(r"\bt\(\s*\"([a-z_]+)\"", SCRIPT))
    used |= set(re.findall(r":\s*\"([a-z_]+)\"", SCRIPT.split("const pairs = {")[1].split("};")[0]))
    english, french = set(catalog.keys("phone", "en")), set(catalog.keys("phone", "fr"))
    assert english == french
    assert used and used <= english, sorted(used - english)


def test_phone_script_finds_every_element_it_names():
    ids = set(re.findall(r'\bid="([a-z-]+)"', PAGE))
    named = set(re.findall(r"\$\(\"([a-z-]+)\"\)", SCRIPT))
    named |= set(re.findall(r"setText\(\"([a-z-]+)\"", SCRIPT))
    named |= set(re.findall(r"\"([a-z]+-[a-z-]+)\":", SCRIPT))      # the pairs' ids
    assert named and named <= ids, sorted(named - ids)


def test_phone_script_writes_only_the_offline_line_in_words():
    """Words come from the catalogs; the one line written in the script is the offline
    line, in both languages, for when no text has come yet."""
    code = re.sub(r"/\*.*?\*/|(?m:(^|\s)//[^\n]*)", "", SCRIPT, flags=re.S)   # no comments
    literals = re.findall(r'"((?:[^"\\\n]|\\.)*)"', code)
    sentences = [s for s in literals if re.search(r"[A-Za-zé]{3,} [A-Za-zé]{3,}", s)
                 and not re.fullmatch(r"[a-z -]+", s)]     # class lists, "use strict"
    assert sentences == [OFFLINE]


def test_phone_page_colours_profiles_as_the_game_does():
    """A profile's swatch is a class `colour-N` (the page sets no style): one per
    game.records.profiles.COLOURS entry, the same colour."""
    from game.records.profiles import COLOURS
    found = {int(n): tuple(int(c) for c in rgb.split(","))
             for n, rgb in re.findall(r"\.colour-(\d+)\s*\{\s*background:\s*rgb\(([^)]*)\)",
                                      STYLE)}
    assert found == dict(enumerate(COLOURS))
    assert '"swatch colour-" +' in SCRIPT


def test_phone_page_claims_a_profile_or_a_guest_name_and_animal():
    """The claim carries the chosen profile (null for a guest) beside the guest's name
    and animal; the guest's part hides while a profile is chosen, and the profiles'
    part shows only when the lobby lists some (a kiosk lists none)."""
    claim = SCRIPT.split("function claim()")[1].split("\n}")[0]
    assert re.search(r"profile:\s*page\.chosenProfile", claim)
    draw = SCRIPT.split("function drawProfiles(")[1].split("\n}")[0]
    assert '$("who-box").hidden = profiles.length === 0' in draw
    assert '$("guest-box").hidden = page.chosenProfile !== null' in draw
    assert "drawProfiles(lobby.profiles || [])" in SCRIPT
    guest = PAGE.split('id="guest-box"')[1].split("</div>\n    <button")[0]
    for part in ('id="name-input"', 'id="animals"'):
        assert part in guest
