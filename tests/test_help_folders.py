"""`menagerie --help` names the data folder, the cache folder and the environment
variables (issue #34, item 20)."""

import pytest

import main


def test_help_names_the_folders_and_the_variables(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MENAGERIE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("MENAGERIE_ART_CACHE", str(tmp_path / "art"))
    with pytest.raises(SystemExit) as ended:
        main.main(["--help"])
    assert ended.value.code == 0
    out = capsys.readouterr().out
    assert f"data (settings, saves, profiles, statistics): {tmp_path / 'data'}" in out
    assert f"cache (drawn card art, safe to delete):        {tmp_path / 'art'}" in out
    for name in ("MENAGERIE_DATA", "MENAGERIE_ART_CACHE", "XDG_CACHE_HOME",
                 "MENAGERIE_CATALOGS", "MENAGERIE_LOCALE", "LC_MESSAGES"):
        assert name in out
