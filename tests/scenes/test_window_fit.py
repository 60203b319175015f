"""A window never larger than the desktop (a laptop's 1366x768 must show all of 1080p)."""

from __future__ import annotations

import pygame

from scenes import display as app_module


class FakeWindow:
    def __init__(self) -> None:
        self.size = (1920, 1080)
        self.minimum_size = (1920, 1080)
        self.position = (-277, -156)


def fit(monkeypatch, desktop):
    window = FakeWindow()
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desktop])
    monkeypatch.setattr(app_module, "display_window", lambda: window)
    app_module.fit_window_to_desktop()
    return window


def test_a_laptop_screen_gets_a_smaller_16_9_window_centred(monkeypatch):
    window = fit(monkeypatch, (1366, 768))
    assert window.size == (1229, 691)                 # 90% of the height, 16:9
    assert window.minimum_size[0] <= window.size[0]   # SCALED's minimum lifted first
    assert window.position == pygame.WINDOWPOS_CENTERED


def test_a_large_screen_keeps_the_full_size_window(monkeypatch):
    for desktop in ((3840, 2160), (2560, 1440)):
        window = fit(monkeypatch, desktop)
        assert window.size == (1920, 1080)


def test_whole_multiples_of_1080p_keep_sharp_pixels(monkeypatch):
    for desktop, wanted in (((3840, 2160), "nearest"), ((1920, 1080), "nearest"),
                            ((2560, 1440), "linear"), ((1366, 768), "linear")):
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda d=desktop: [d])
        assert app_module.scale_filter() == wanted, desktop
