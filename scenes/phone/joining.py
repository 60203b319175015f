"""The couch join screen's phones: the switch, the QR code, and seats held by phones.

`PhoneJoin` is the join screen's partner (scenes.join.JoinScene): it switches the phone
server on or off, opens joining on the hub while the screen is open (a fresh join token
and code each time), answers the hub's questions about seats (`phone_lobby`,
`phone_free_seat`, `phone_game`), and draws the QR code with the address and code to
type. Phones hold the seats they picked; the devices at the TV fill the other seats in
join order (`plan`), and the rest go to bots.
"""

from __future__ import annotations

import pygame

from game import catalog
from game.i18n import game_name
from scenes.ui import HIGHLIGHT, PANEL, TEXT, TEXT_DIM, panel

QR_SIZE = 200
PANEL_RECT = pygame.Rect(80, 862, 1760, 208)     # where the keyboard keys' help was


def say(key: str, lang: str, **params) -> str:
    return catalog.text(f"phone_tv.{key}", lang, **params)


def plan(players: int, joined: list[str], phones: dict) -> list[tuple[str, object]]:
    """Who holds each seat: ("phone", PhoneSeat), ("device", device) in join order over
    the seats phones did not take, or ("bot", None)."""
    devices = iter(joined)
    out: list[tuple[str, object]] = []
    for seat in range(players):
        if seat in phones:
            out.append(("phone", phones[seat]))
            continue
        device = next(devices, None)
        out.append(("device", device) if device is not None else ("bot", None))
    return out


class PhoneJoin:
    """The join screen's phones (off until switched on, or on by the kiosk config)."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.app = scene.app
        self.starting = False           # the screen closes into a game: seats are kept
        self._qr: tuple[str, pygame.Surface] | None = None
        self._signature: tuple | None = None

    # -- on and off ------------------------------------------------------------------------
    @property
    def hub(self):
        service = self.app.phones
        return service.hub if service is not None else None

    @property
    def on(self) -> bool:
        return self.hub is not None

    def enter(self) -> None:
        """The screen opened: phones on if the config says so, joining opened."""
        if self.app.kiosk.phones and not self.on:
            self._switch(True)
        elif self.on:
            self.hub.open_join(self)

    def exit(self) -> None:
        if self.on and self.hub.host is self:
            self.hub.close_join(keep_seats=self.starting)

    def toggle(self, _step: int = 1) -> None:
        self._switch(not self.on)

    def _switch(self, on: bool) -> None:
        from scenes.phone.service import phone_service
        service = phone_service(self.app)
        if on:
            service.start().open_join(self)
        else:
            service.stop()
            self.scene._fit_players()

    def label(self) -> str:
        lang = self.app.lang
        return say("admin_phones_on" if self.on else "admin_phones_off", lang)

    # -- the address -----------------------------------------------------------------------
    def address_label(self) -> str:
        """The address the server listens on (or is starting on); a dash when off."""
        return self.app.phones.listen if self.on else "—"

    def change_address(self, step: int = 1) -> None:
        """The next of this machine's IPv4 addresses (loopback last): the server starts
        again there (new QR code and address), and the choice is kept in the settings."""
        if not self.on:
            return
        service = self.app.phones
        choices = service.addresses() or [service.listen]
        now = choices.index(service.listen) if service.listen in choices else -1
        host = choices[(now + step) % len(choices)] if now >= 0 else choices[0]
        if host == service.listen:
            return
        self.app.settings.phone_host = host
        self.app.save_settings()
        service.move_to(host).open_join(self)
        self._qr = None
        self._signature = None
        self.scene._fit_players()

    # -- seats -----------------------------------------------------------------------------
    def seats(self) -> dict:
        """Seat -> PhoneSeat of the phones seated now."""
        return self.hub.claimed() if self.on else {}

    def plan(self) -> list[tuple[str, object]]:
        return plan(self.scene.players, self.scene.joined, self.seats())

    def update(self) -> None:
        """Tell the phones when the screen's choices change (game, players, seats)."""
        if not self.on:
            return
        scene = self.scene
        signature = (scene.game.id if scene.game else "", scene.players, len(scene.joined),
                     scene.level, tuple(sorted(self.seats())))
        if signature != self._signature:
            self._signature = signature
            self.hub.lobby_changed()
        drop = [seat for seat in self.seats() if seat >= scene.players]
        for seat in drop:                      # fewer players now: that phone is unseated
            self.hub.unseat(seat)

    # -- what the hub asks -----------------------------------------------------------------
    def phone_lobby(self, lang: str) -> dict:
        scene = self.scene
        rows = []
        for seat, (kind, holder) in enumerate(self.plan()):
            rows.append({"seat": seat, "free": kind == "bot", "kind": kind,
                         "name": holder.name if kind == "phone" else ""})
        game = scene.game
        return {"game": game.id if game else "", "players": scene.players,
                "game_name": game_name(game, lang) if game else "", "seats": rows}

    def phone_free_seat(self, seat: int | None) -> int | None:
        """The seat a phone may take: a bot's (the lowest for None; devices always hold
        the lowest seats phones left, so a bot's seat never moves a device); one more
        seat when none is free and the game allows it."""
        scene = self.scene
        free = [s for s, (kind, _h) in enumerate(self.plan()) if kind == "bot"]
        if seat is None:
            if free:
                return free[0]
            bigger = [c for c in scene.counts() if c > scene.players]
            if not bigger:
                return None
            seat, scene.players = scene.players, bigger[0]
            return seat
        return seat if seat in free else None

    def phone_profiles(self) -> list[dict]:
        """The profiles no device at the TV has taken: {"id", "name", "animal", "colour"}
        (`colour` an index into game.records.profiles.COLOURS; none when the app keeps no
        profiles, as at a kiosk)."""
        from game.records.profiles import COLOURS
        profiles = getattr(self.app, "profiles", None)
        if profiles is None:
            return []
        taken = set(self.scene.profiles)
        return [{"id": p.id, "name": p.name, "animal": p.animal,
                 "colour": p.colour % len(COLOURS)}
                for p in profiles.profiles if p.id not in taken]

    def profile_ids(self) -> list[str | None]:
        """Each seat's profile for the statistics: a device's, a phone's, None."""
        devices = iter(self.scene.profiles)
        return [next(devices, None) if kind == "device" else
                (holder.profile if kind == "phone" else None) for kind, holder in self.plan()]

    def phone_game(self):
        game = self.scene.game
        return (game.id, None) if game is not None else None

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> bool:
        """The QR code and the address to type, where the keys' help is; True if drawn."""
        if not self.on:
            return False
        hub = self.hub
        lang = self.app.lang
        t = self.app.text
        panel(surface, PANEL_RECT, PANEL, HIGHLIGHT, radius=14)
        x = PANEL_RECT.x + 24 + QR_SIZE + 32
        url = hub.join_url()
        if hub.error:
            t.blit(surface, t.fit(say("join_failed", lang, why=hub.error), 34, 1500), 34,
                   (x, PANEL_RECT.centery), "midleft", fg=TEXT, bold=True)
            return True
        if not url:
            t.blit(surface, say("join_starting", lang), 34, (x, PANEL_RECT.centery),
                   "midleft", fg=TEXT_DIM)
            return True
        if self._qr is None or self._qr[0] != url:
            from scenes.phone.qr import qr_surface
            self._qr = (url, qr_surface(url, QR_SIZE - 8))
        image = self._qr[1]
        spot = image.get_rect(center=(PANEL_RECT.x + 24 + QR_SIZE // 2, PANEL_RECT.centery))
        surface.blit(image, spot)
        t.blit(surface, t.fit(say("join_scan", lang), 44, 1400, bold=True), 44,
               (x, PANEL_RECT.y + 64), "midleft", fg=HIGHLIGHT, bold=True)
        t.blit(surface, t.fit(say("join_type", lang, url=hub.base_url(), code=hub.code), 38,
                              1400), 38, (x, PANEL_RECT.y + 140), "midleft", fg=TEXT)
        return True
