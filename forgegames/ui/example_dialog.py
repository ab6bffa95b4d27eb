"""The game menu's "Save as an example…": the teacher types a name (or keeps the one offered)
and the game so far is written as a scenario file among their own examples
(``core.examples``), which the launcher's "Rulebook examples" lists."""

from __future__ import annotations

from typing import Any

import pygame

from forgegames.core import examples
from forgegames.core.i18n import tr
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import Dialog
from forgegames.ui.widgets import Button


class ExampleNameDialog(Dialog):
    """Asks for the example's name: typing fills it, Backspace takes a letter back, Enter or
    Save writes the file, Escape or Cancel leaves without writing."""

    def __init__(self, app: Any, scene: Any) -> None:
        super().__init__(app, tr("Save as an example"))
        self.scene = scene
        self.typed = ""
        self.default = examples.default_name(scene.session)
        self.refresh_lines()
        pygame.key.start_text_input()

    def refresh_lines(self) -> None:
        shown = f"{self.typed}_" if self.typed else self.default
        self.lines = [
            tr("Type a name for this position, or keep the one below; Enter saves it."),
            tr("Name: {name}", name=shown),
            tr("It is listed under Rulebook examples, Your own examples."),
        ]

    def buttons(self) -> list[Button]:
        return [
            Button(tr("Save"), self.save, style="primary"),
            Button(tr("Cancel"), self.close, style="quiet"),
        ]

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "text":
            self.typed = (self.typed + intent.text)[: examples.NAME_LIMIT]
            self.changed()
            return True
        if intent.kind == "key" and intent.key == pygame.K_BACKSPACE:
            self.typed = self.typed[:-1]
            self.changed()
            return True
        if intent.kind == "key" and intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return True
        return super().handle(intent)

    def changed(self) -> None:
        self.refresh_lines()
        self.resize(self.app.size)

    def save(self) -> None:
        """Write the example and say where (or why it could not be written)."""
        self.close()
        name = self.typed.strip() or self.default
        try:
            path = examples.save_example(self.scene.session, name)
        except examples.NotAnExample as exc:
            self.scene.show_toast(str(exc))
            return
        except OSError as exc:  # the folder cannot be written
            self.scene.show_toast(tr("Not saved: {reason}", reason=str(exc)))
            return
        self.scene.show_toast(
            tr("Saved as the example “{name}” ({file}).", name=name, file=path.name), error=False
        )
