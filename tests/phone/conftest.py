"""The phone tests' App: headless, its phone server set to loopback on any free port."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from scene_helpers import make_app  # noqa: E402

from scenes.phone.service import phone_service  # noqa: E402


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, lang="en")
    app.settings.anim_speed = 0.0
    service = phone_service(app)
    service.host, service.port = "127.0.0.1", 0       # loopback, any free port
    yield app
    app.shutdown()
