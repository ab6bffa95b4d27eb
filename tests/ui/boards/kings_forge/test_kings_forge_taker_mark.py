"""Playtest 25, item 3: a computer's claim was easy to miss: the card it claimed was replaced
in the same place at once, and only the log and a small outline said what it took. The mark
on the card turned up in its place now says, in the computer's colour, "Bruno took the
Caravan" over "New card", for the computer's pace (no longer than the mark already
stayed); a person's own claim keeps "New card" alone."""

from __future__ import annotations

import pygame
import pytest
from test_kings_forge_turned_up import PACE, alice_turns_the_caravan_up, before_bruno_crafts

from forgegames.core.i18n import speaking, tr
from forgegames.ui import text_report
from forgegames.ui.app import App


def words_on(app: App, rect: pygame.Rect) -> str:
    """The words the window shows inside ``rect``, top to bottom."""
    app.surface = text_report.recording_window(app.surface)
    app.draw()
    items = [i for i in text_report.report(app.surface) if rect.contains(pygame.Rect(i["rect"]))]
    items.sort(key=lambda i: (i["rect"][1], i["rect"][0]))
    return " ".join(i["text"] for i in items)


@pytest.mark.parametrize(
    ("lang", "size"), [("en", (1280, 720)), ("en", (1024, 640)), ("es", (1024, 640))]
)
def test_the_card_turned_up_after_a_computer_claim_says_what_it_took(
    recording, lang, size, request
):
    request.addfinalizer(pygame.display.quit)
    with speaking(lang):
        app = App(size, bot_delay_ms=PACE, animation_speed="normal")
        session = before_bruno_crafts()
        scene = alice_turns_the_caravan_up(app, session)
        board = scene.board
        index = session.state.faceup.index("caravan")
        place = board.geo.gather_cards()[index][1]
        new = tr("New card")
        own = words_on(app, place)
        assert new in own and tr("took the") not in own  # Alice's own claim: "New card" alone
        took = tr("{name} took the {card}", name="Bruno", card=board.world.card_name("caravan"))
        seen = []
        for ms in range(0, 6000, 25):
            app.tick(25)
            if session.state.faceup[index] != "caravan":  # Bruno claimed it, the next came
                words = words_on(app, board.geo.gather_cards()[index][1])
                if took in words:
                    seen.append((ms, words))
        assert session.state.faceup[index] == "bazaar"
        assert seen, "the mark named Bruno's claim"
        assert seen[0][1].endswith(new), seen[0]  # over "New card", on the new card's foot
        assert (seen[-1][0] - seen[0][0]) >= PACE - 50, (seen[0][0], seen[-1][0])
