"""The window fits the screen: a 1080p screen is filled, a larger one gets the largest
whole multiple of 1080p that fits its usable area (crisp), a smaller one 90% of it."""

from __future__ import annotations

import pygame

from scenes.shell import display
from scenes.shell.display import scale_filter, window_plan


def test_a_1080p_screen_starts_in_full_screen_and_f11_gives_a_window_that_fits():
    full, size = window_plan((1920, 1080), (1920, 1040), None)
    assert full                                       # the whole screen, by default
    full, size = window_plan((1920, 1080), (1920, 1040), False)
    assert not full and size == (1664, 936)           # under the taskbar, 16:9
    assert scale_filter(size) == "linear"


def test_a_larger_screen_gets_the_largest_whole_scale_that_fits():
    assert window_plan((2560, 1440), (2560, 1400), None) == (False, (1920, 1080))
    assert window_plan((3840, 2160), (3840, 2160), None) == (False, (3840, 2160))
    assert window_plan((3840, 2160), (3840, 2112), None) == (False, (1920, 1080))
    assert window_plan((5760, 3240), (5760, 3200), None) == (False, (3840, 2160))
    for size in ((1920, 1080), (3840, 2160)):
        assert scale_filter(size) == "nearest"         # every pixel an exact block


def test_a_laptop_screen_is_filled_or_gets_a_smaller_16_9_window():
    assert window_plan((1366, 768), (1366, 768), None)[0]
    full, size = window_plan((1366, 768), (1366, 768), False)
    assert not full and size == (1229, 691)            # 90% of the height, 16:9


def test_the_players_choice_wins():
    assert window_plan((3840, 2160), (3840, 2160), True)[0]
    assert not window_plan((1920, 1080), (1920, 1080), False)[0]


class FakeWindow:
    def __init__(self) -> None:
        self.size = (1920, 1080)
        self.minimum_size = (1920, 1080)
        self.position = (-277, -156)


def test_back_in_a_window_it_is_resized_to_fit(monkeypatch):
    window = FakeWindow()
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    monkeypatch.setattr(display, "usable_size", lambda desktop: desktop)
    monkeypatch.setattr(display, "display_window", lambda: window)
    display.fit_window_to_desktop()
    assert window.size == (1229, 691)
    assert window.minimum_size[0] <= window.size[0]   # SCALED's minimum lifted first
    assert window.position == pygame.WINDOWPOS_CENTERED
