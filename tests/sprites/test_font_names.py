"""The modified Quicksand does not use its Reserved Font Name (SIL OFL 1.1 §3), and the
licence shipped beside it is upstream's, with its RFN line (issue #34, item 19)."""

import struct

from sprites import fonts

PRIMARY_NAMES = (1, 3, 4, 6, 16, 17, 21)   # family, unique, full, PostScript, typographic


def font_names(path) -> dict[int, list[str]]:
    """name ID -> its Windows (UTF-16) strings, read from the file's name table."""
    data = path.read_bytes()
    count = struct.unpack(">H", data[4:6])[0]
    tables = {data[12 + 16 * i:16 + 16 * i]: struct.unpack(">II", data[20 + 16 * i:28 + 16 * i])
              for i in range(count)}
    offset, _length = tables[b"name"]
    _format, records, strings = struct.unpack(">HHH", data[offset:offset + 6])
    names: dict[int, list[str]] = {}
    for i in range(records):
        platform, _enc, _lang, name_id, size, start = struct.unpack(
            ">HHHHHH", data[offset + 6 + 12 * i:offset + 18 + 12 * i])
        raw = data[offset + strings + start:offset + strings + start + size]
        if platform == 3:
            names.setdefault(name_id, []).append(raw.decode("utf-16-be"))
    return names


def test_the_modified_body_fonts_do_not_use_the_reserved_name():
    for path in (fonts.BODY_REGULAR, fonts.BODY_BOLD):
        names = font_names(path)
        assert "Quicksand" in names[0][0]                 # the copyright notice stays
        assert names[1] == ["Menagerie Sans"], path
        for name_id in PRIMARY_NAMES:
            for value in names.get(name_id, []):
                assert "quicksand" not in value.lower(), (path.name, name_id, value)
        assert "quicksand" not in path.name.lower()


def test_the_licence_is_upstreams_with_its_reserved_font_name():
    licence = (fonts.FONT_DIR / "OFL-Quicksand.txt").read_text(encoding="utf-8")
    assert licence.startswith("Copyright (c) 2011, The Quicksand Project Authors")
    assert "with Reserved Font Name “Quicksand”." in licence.splitlines()[1]
    assert "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007" in licence
