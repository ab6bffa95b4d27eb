"""What the rules browser's page is made of: a title's sections as parts (text paragraphs,
legend entries, the finer rule ids a "Why?" opens at), the laid-out rows, and the passages its
search reads."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from forgegames.core import registry, rules_search, rules_text
from forgegames.core.i18n import tr
from forgegames.ui.legend import Entry


@dataclasses.dataclass
class Part:
    """A section as the browser shows it: text paragraphs, or legend entries."""

    id: str
    heading: str
    text: str = ""
    entries: Sequence[Entry] = ()
    keywords: str = ""
    """Words the search finds the part by, never shown (``rules_text.Section.keywords``)."""
    points: dict[str, int] = dataclasses.field(default_factory=dict)
    """Finer rule ids and the paragraph each names (``rules_text.Section.points``)."""
    elsewhere: bool = False
    """It describes other variants than the one being read (``rules_text.Section.about``): the
    search lists it after this game's sections."""


@dataclasses.dataclass
class Row:
    """One laid-out line of the page: a heading, a line of text, a legend entry or a gap."""

    part: int
    kind: str  # heading, line, entry, gap
    y: int
    height: int
    words: str = ""
    lines: tuple[str, ...] = ()
    entry: Entry | None = None
    para: int = -1
    """The passage it belongs to (-1 the heading; then paragraphs, then legend entries)."""
    offset: int = 0
    """Where ``words`` starts in its passage's text."""


def passages(parts: Sequence[Part]) -> list[rules_search.Passage]:
    """What the search reads: each part's heading, its id as words with its keywords, its
    paragraphs (lines joined) and its legend entries, numbered as ``Row.para`` numbers them."""
    out = []
    for index, part in enumerate(parts):
        out.append(rules_search.Passage(index, -1, part.heading))
        named = f"{part.id.replace('-', ' ')} {part.keywords}".strip()
        out.append(rules_search.Passage(index, -2, named))
        texts = [" ".join(p.split()) for p in part.text.split("\n\n")] if part.text else []
        texts += [f"{e.code} {e.words}".strip() for e in part.entries]
        out += [rules_search.Passage(index, i, text) for i, text in enumerate(texts)]
    return out


def elsewhere(about: Sequence[str], variant: str | None) -> bool:
    """Whether a section about ``about``'s variants describes another game than ``variant``."""
    return bool(about) and variant not in about


def played_variant(title_id: str, variant: str | None) -> str | None:
    """The variant the page describes: ``variant``, else the title's first (its texts are the
    ones shown without a variant)."""
    if variant:
        return variant
    try:
        return registry.get(title_id).info.default_variant
    except (KeyError, ValueError, IndexError):
        return None


def title_parts(
    title_id: str, legend: Sequence[Entry], controls: str, variant: str | None = None
) -> list[Part]:
    """The title's sections as ``variant`` plays them, then its legend and the controls."""
    played = played_variant(title_id, variant)
    parts = [
        Part(
            s.id,
            s.heading,
            s.text,
            keywords=s.keywords,
            points=s.points,
            elsewhere=elsewhere(s.about, played),
        )
        for s in rules_text.sections(title_id, variant)
    ]
    if legend:
        parts.append(Part("legend", tr("Legend: icons and codes"), entries=tuple(legend)))
    if controls:
        parts.append(Part("controls", tr("Controls"), controls))
    return parts
