"""Wrapping text: each line as long as fits, as if measured word by word."""

from __future__ import annotations

import pygame
import pytest

from forgegames.core.paths import ROOT
from forgegames.ui import theme


@pytest.fixture(autouse=True)
def screen():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    yield
    pygame.display.quit()


def greedy(content: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    """The plain reference: add words while the line, measured whole, still fits."""
    face = theme._font(size, bold)
    lines = []
    for paragraph in content.split("\n"):
        line = ""
        for word in (w for w in paragraph.split(" ") if w):
            candidate = f"{line} {word}".strip()
            if not line or face.size(candidate)[0] <= width:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def sample_texts() -> list[str]:
    lines = (ROOT / "data" / "locale" / "es.yaml").read_text(encoding="utf-8").splitlines()
    return [line for line in lines if len(line) > 30][::7]


@pytest.mark.parametrize("width", [60, 150, 330])
@pytest.mark.parametrize("bold", [False, True])
def test_wrapping_matches_measuring_every_word(width: int, bold: bool) -> None:
    texts = sample_texts()
    assert len(texts) > 100
    for text in texts:
        assert theme.wrap(text, 15, width, bold) == greedy(text, 15, width, bold), text


def test_lines_fit_keep_every_word_and_drop_repeated_spaces() -> None:
    text = "  The  overseer jumps over\n\nthree workers to the ruby vein  "
    lines = theme.wrap(text, 15, 120)
    assert " ".join(lines).split() == text.split()
    assert "" in lines  # the empty paragraph stays an empty line
    face = theme.font(15)
    assert all(face.size(line)[0] <= 120 for line in lines if " " in line)
    assert not any("  " in line or line != line.strip() for line in lines)
