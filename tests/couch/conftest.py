"""The couch tests' App: headless, English, animations instant."""

from __future__ import annotations

import pytest

from couch_helpers import make_app


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, lang="en")
    app.settings.anim_speed = 0.0
    yield app
    app.shutdown()
