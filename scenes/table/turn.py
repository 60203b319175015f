"""A human's turn at the table: the aim and the moves panel opened for the seat to play,
steps taken from the table, the panel or a script, and keys, buttons and pointers turned
into steps (a mixin of `scenes.table.table.TableScene`, whose state it uses).
"""

from __future__ import annotations

from typing import NamedTuple

from game.i18n import text
from scenes.menus.legend import LegendScene
from scenes.menus.pause import PauseScene
from scenes.shell.input import Action
from scenes.table.aim import Aim
from scenes.table.handoff import HandoffScene
from scenes.table.picker import Choice, Picker, picker_rect
from scenes.table.tablelayers import LEGEND_CHIP


class HumanTurn:
    """Opening a human's turn, hints, and playing it by keys, pads, pointers or the panel."""

    def _human_turn(self, seat: int) -> None:
        if len(self.humans) > 1 and self.confirmed != seat:
            self.app.stack.push(HandoffScene(self.app, self, seat))
            return
        if self.viewer != seat:
            self.refresh()
        if self.aim is None:
            self.aim = Aim(self.match.steps(seat), self.layout, self.view, self.app.lang,
                           sound=self.app.play_sound, first=self.first_focus(),
                           undo=self.match.undo_offered(),
                           scale=self.app.settings.text_scale, on_extra=self.press)
            self.aim.extras = self.bar_targets()
            self._build_panel()
            if self.held_click is not None:
                click, self.held_click = self.held_click, None
                self.pointer(click)

    def _hold_click(self, event) -> None:
        """A click on a human's turn that is not open yet (cards still flying, the pause
        after a bot's move): the cards land at once and the click is played when the
        turn opens, a frame later, instead of being lost."""
        if event.kind != "up" or event.button != 1 or self.state.is_over \
                or self.seats[self.state.current_player] != "human" \
                or not self.pointer_may_play(event.device):
            return
        self.held_click = event
        self.layout.flights.land_all()
        self.cooldown = 0.0

    def first_focus(self):
        """The move the focus starts on: none here (a lesson starts on its move)."""
        return None

    def _build_panel(self) -> None:
        """The moves panel: the next steps of the move under way, as a list."""
        lang = self.app.lang
        chosen = [self.layout.step_label(self.view, step, []) for step in self.aim.tree.chosen]
        title = " › ".join([text("choose_move", lang)] + chosen)
        choices = [Choice(self.layout.step_label(self.view, step, moves), StepPick(step),
                          key=step)
                   for step, moves in self.aim.next_steps().items()]
        footer = text("controls", lang)
        if self.match.undo_offered():
            footer = f"{footer} · {text('controls_undo', lang)}"
        focus = self.picker.focused.key if self.picker is not None and self.picker.focused else None
        self.picker = Picker(choices, picker_rect(choices), title, sound=self.app.play_sound,
                             footer=footer)
        for index, choice in enumerate(choices):
            if choice.key == focus:
                self.picker.focus = index

    def take_step(self, step) -> bool:
        """Choose a step of the move under way (the moves panel, a script); a finished
        move is played. False if the step cannot be taken now."""
        if self.aim is None or step not in self.aim.next_steps():
            return False
        self._after_step(self.aim.choose_step(step))
        return True

    def _after_step(self, move) -> None:
        """A step was taken or dropped: play the move it finished, else list the rest."""
        if move is not None:
            self.play(move)
        elif self.aim is not None:
            self._build_panel()

    def _poll_hint(self) -> None:
        found = self.match.take_hint()
        if found is not None:
            move, reason = found
            if self.aim is not None:
                self.aim.focus_on_move(move)
            hint = text("hint", self.app.lang, move=self.layout.describe(move, self.view))
            self.hint = f"{hint} ({reason})" if reason else hint
            self._hint_lang = self.app.lang

    def _ask_hint(self) -> None:
        if self.picker is not None:
            self.match.ask_hint(self.app.lang)

    # -- input -----------------------------------------------------------------------------
    def action(self, event) -> None:
        if event.action is Action.PEEK:
            self._peek(event)
            return
        if not event.pressed:
            return
        bound = self.seat_of_device(event.device)
        if bound is not None and bound != self.state.current_player and event.action is not Action.MENU:
            return   # a pad acts only for its own seat
        if event.action is Action.LOG:
            from scenes.menus.logview import LogViewScene
            self.app.stack.push(LogViewScene(self.app, self))
        elif event.action is Action.BACK and self.aim is not None and self.aim.back():
            self._after_step(None)
        elif event.action in (Action.MENU, Action.BACK):
            self.app.stack.push(PauseScene(self.app, self))
        elif event.action is Action.MOVES:
            self.app.settings.moves_panel = not self.app.settings.moves_panel
            self.app.save_settings()
        elif event.action is Action.HINT:
            self._ask_hint()
        elif event.action is Action.LEGEND:
            self.app.stack.push(LegendScene(self.app, self.game.id))
        elif event.action in (Action.UNDO, Action.PREV):
            self.undo()
        elif self.panel_shown and self.picker is not None:
            picked = self.picker.action(event)
            if picked is not None:
                self.take_step(picked.step)
        elif self.aim is not None:
            self._after_step(self.aim.action(event))

    def pointer(self, event) -> None:
        if LEGEND_CHIP.collidepoint(event.pos):       # the "?" chip, in the header
            if event.kind == "up":
                self.app.stack.push(LegendScene(self.app, self.game.id))
            return
        if self._pointer_peek(event) or self.bar_pointer(event):
            return
        if self.aim is None:
            self._hold_click(event)
            return
        if not self.pointer_may_play(event.device):
            return
        if self.panel_shown and self.picker is not None \
                and self.picker.rect.collidepoint(event.pos):
            picked = self.picker.pointer(event)
            if picked is not None:
                self.take_step(picked.step)
            return
        chosen = len(self.aim.tree.chosen)
        move = self.aim.pointer(event)
        if move is not None or len(self.aim.tree.chosen) != chosen:
            self._after_step(move)


class StepPick(NamedTuple):
    """A row of the moves panel: the step it takes."""

    step: tuple
