"""The words for King's Forge's dice: a colour's name and the names of its dice.

A colour reads as its word ('gem', 'metal 3'), and a sentence asks it for its dice:
``{colour.die}`` 'gem die', ``{colour.dice}`` 'gem dice'. Each is a catalogue key of its own,
so a language words each whole (Spanish: 'dado de gemas', 'dados mágicos')."""

from __future__ import annotations

import re
from collections.abc import Iterable

from forgegames.core.i18n import N_, tr

_WORDS = {
    "M": (N_("metal"), N_("metal die"), N_("metal dice")),
    "W": (N_("wood"), N_("wood die"), N_("wood dice")),
    "G": (N_("gem"), N_("gem die"), N_("gem dice")),
    "X": (N_("magic"), N_("magic die"), N_("magic dice")),
    "L": (N_("Library"), N_("Library die"), N_("Library dice")),
    "C": (N_("Cemetery"), N_("Cemetery die"), N_("Cemetery dice")),
}

_TALLIES = {
    "M": (N_("1 metal"), N_("{n} metal")),
    "W": (N_("1 wood"), N_("{n} wood")),
    "G": (N_("1 gem"), N_("{n} gem")),
    "X": (N_("1 magic"), N_("{n} magic")),
    "L": (N_("1 Library"), N_("{n} Library")),
}
"""A count of one colour's dice in a short tally ('2 metal, 1 gem'), a form for one and one for
many, so a language can add its own words ('2 de metal, 1 mágico')."""

_SEEN = {
    "M": (N_("metal die (grey)"), N_("metal dice (grey)")),
    "W": (N_("wood die (green)"), N_("wood dice (green)")),
    "G": (N_("gem die (red)"), N_("gem dice (red)")),
    "X": (N_("magic die (blue)"), N_("magic dice (blue)")),
}
"""A colour's dice with the colour they are drawn in, as the Legend names them ('A wood die
(green)'): each a catalogue key, so a language makes the colour agree ('dados de madera
(verdes)')."""

_EITHER = (
    (N_("gem or magic die"), N_("gem or magic die (red or blue)")),
    (N_("gem or magic dice"), N_("gem or magic dice (red or blue)")),
)
"""A space's two colours in one phrase (the Garden's 'a gem or magic die'), named together:
each colour's own words are not in it whole."""


class Colour(str):
    """A die colour's word in the current language, which also knows the words for its dice."""

    code: str

    def __new__(cls, code: str) -> Colour:
        made = super().__new__(cls, tr(_WORDS[code][0]))
        made.code = code
        return made

    @property
    def die(self) -> str:
        return tr(_WORDS[self.code][1])

    @property
    def dice(self) -> str:
        return tr(_WORDS[self.code][2])


class ColourWords:
    """Colour letter to ``Colour``: ``NAMES["G"]`` is 'gem' (and its dice) in the current
    language."""

    def __getitem__(self, code: str) -> Colour:
        return Colour(code)

    def get(self, code: str, default: str) -> str:
        """The colour for ``code``, or ``default`` for a letter that is no colour."""
        return Colour(code) if code in _WORDS else default

    def __contains__(self, code: object) -> bool:
        return code in _WORDS

    def keys(self):  # noqa: ANN201 - dict's view
        return _WORDS.keys()


NAMES = ColourWords()
"""Every die colour's words, by letter (M W G X, L for the Library die, C for the Cemetery's)."""


def dice_count(code: str, n: int) -> str:
    """'1 gem die', '3 gem dice' (Spanish '1 dado de gemas', '3 dados de gemas')."""
    colour = NAMES[code]
    return f"{n} {colour.die if n == 1 else colour.dice}"


def tally(code: str, n: int) -> str:
    """'2 metal', '1 gem' for a short tally (Spanish '2 de metal', '1 de gemas', '2 mágicos')."""
    one, many = _TALLIES[code]
    return tr(one) if n == 1 else tr(many, n=n)


def either(words: Iterable[str]) -> str:
    """'metal die or gem die': the words joined by 'or' in the current language."""
    out = ""
    for word in words:
        out = tr("{a} or {b}", a=out, b=word) if out else word
    return out


def colours_shown(text: str) -> str:
    """``text`` with each die colour's first mention naming the colour its dice are drawn in:
    '2 wood dice (green)', once a message (playtest 30: a refusal's "2 wood dice" beside the
    board's green dice; newcomers did not link the two). Text that names it already is left."""
    for plain, seen in _EITHER:
        if tr(seen) not in text:
            text = _first(text, tr(plain), tr(seen))
    either = any(tr(seen) in text for _, seen in _EITHER)
    for code, (one, many) in _SEEN.items():
        seen = (tr(one), tr(many))
        if any(words in text for words in seen) or (either and code in "GX"):
            continue
        plain = (tr(_WORDS[code][1]), tr(_WORDS[code][2]))
        found = [(m.start(), i) for i, words in enumerate(plain) for m in _mention(words, text)]
        if found:
            at, i = min(found)
            text = text[:at] + seen[i] + text[at + len(plain[i]) :]
    return text


def _first(text: str, plain: str, seen: str) -> str:
    """``text`` with its first whole-word ``plain`` said as ``seen``."""
    found = _mention(plain, text)
    return text if not found else text[: found[0].start()] + seen + text[found[0].end() :]


def _mention(words: str, text: str) -> list[re.Match[str]]:
    """Where ``words`` stand in ``text`` as whole words (the first only)."""
    found = re.search(rf"(?<!\w){re.escape(words)}(?!\w)", text)
    return [found] if found else []
