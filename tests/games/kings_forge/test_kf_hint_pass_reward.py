"""Playtest 30, item 4: in round 1 Alice held one metal die, and the hint's first choice was
to pass for the +1/+1 token, "you keep your dice to roll"; no card on display took a metal die
alone, so her craft turn made nothing. A hint never leads with the token (good for this round
only) when the dice cannot make a card on display, and a pass's line never promises dice to
roll that can make nothing; where the token does help, its line says what it is for."""

from __future__ import annotations

import pytest
from kfscen import new, supply

from forgegames.core.frozen import evolve
from forgegames.core.i18n import speaking
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import Pass

pytestmark = pytest.mark.usefixtures("greedy_hints")

KEEP = {"en": "you keep your dice to roll", "es": "guardas tus dados para tirar"}
NO_CARD = {"en": "cannot make a card on display", "es": "no pueden fabricar ninguna carta"}


def one_metal_die(display: tuple[str, ...]):
    """Round 1's gather phase, Alice (seat 0) to move with one metal die, the first-to-pass
    reward still to take, ``display`` on display."""
    s = supply(evolve(new(2), display=display), 0, m=1)
    assert s.players[0].supply == (1, 0, 0, 0) and Pass("token") in TITLE.legal_actions(s)
    return s


@pytest.mark.parametrize("lang", ["en", "es"])
def test_one_metal_die_that_can_make_nothing_the_hint_does_not_lead_with_the_token(lang):
    s = one_metal_die(("axe", "ruby-collar", "magic-wand"))  # playtest 30's display
    with speaking(lang):
        hint = TITLE.hint(s, 0)
        lines = {c.action: c.reason for c in TITLE.hint_choices(s, 0)}
    assert hint[0].action != Pass("token"), hint[0]
    assert hint[0].action == Pass("metal")  # a die that stays for the rounds to come
    for bonus in ("metal", "token", "none"):
        line = lines[Pass(bonus)]
        assert KEEP[lang] not in line and NO_CARD[lang] in line, line
    assert {"en": "rounds to come", "es": "rondas siguientes"}[lang] in lines[Pass("metal")]
    assert {"en": "this round only", "es": "solo sirve esta ronda"}[lang] in lines[Pass("token")]


def test_where_the_token_helps_its_line_says_what_it_is_for():
    s = one_metal_die(("anvil", "knife", "shield"))  # the Knife takes one metal 6: +1 helps
    lines = {c.action: c.reason for c in TITLE.hint_choices(s, 0)}
    assert TITLE.hint(s, 0)[0].action == Pass("token")
    assert lines[Pass("token")].startswith(
        "you keep your dice to roll, and the token adds 1 to two of them this round"
    )
    assert lines[Pass("metal")].startswith(
        "you keep your dice to roll, and one metal die (grey) more"
    )
    assert lines[Pass("none")].startswith("you keep your dice to roll")
