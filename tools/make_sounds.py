"""Synthesise the game's short sound effects into ``assets/sounds/*.wav``.

Run ``python tools/make_sounds.py`` from the repository to write them again. Each effect is
plain arithmetic (sines, a little seeded noise, soft envelopes), written as 16-bit mono WAV
with only the standard library, so the files are ours and carry the project's licence. The
output is the same on every run (the noise comes from a seeded generator).
"""

from __future__ import annotations

import array
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
"""Samples per second: plenty for short effects, and small files."""
PEAK = 0.6
"""The loudest sample of an effect, as a fraction of full scale (leaves room to mix)."""
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def mix(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting ``at`` seconds in (``into`` grows as needed)."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += gain * value


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """A soft start over ``attack`` seconds, then an exponential fall with time constant
    ``decay`` seconds, and a short fade to zero at the very end (no click)."""
    a = max(1, int(attack * RATE))
    tail = max(1, min(n // 4, int(0.01 * RATE)))
    out = []
    for i in range(n):
        t = i / RATE
        level = i / a if i < a else math.exp(-(t - attack) / decay)
        if i >= n - tail:
            level *= (n - i) / tail
        out.append(level)
    return out


def tone(
    seconds: float,
    freq: Callable[[float], float] | float,
    partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),),
    attack: float = 0.004,
    decay: float = 0.1,
) -> list[float]:
    """A tone whose pitch may glide (``freq`` a function of time), with partials given as
    (frequency ratio, amplitude)."""
    n = int(seconds * RATE)
    env = envelope(n, attack, decay)
    pitch = freq if callable(freq) else (lambda _t, f=freq: f)
    top = max(pitch(0.0), pitch(seconds))
    audible = [(r, a) for r, a in partials if r * top < 0.45 * RATE]  # none above Nyquist
    phase = 0.0
    out = []
    for i in range(n):
        phase += 2 * math.pi * pitch(i / RATE) / RATE
        value = sum(amp * math.sin(ratio * phase) for ratio, amp in audible)
        out.append(value * env[i])
    return out


def noise_burst(seconds: float, rng: random.Random, decay: float, smooth: float) -> list[float]:
    """Decaying noise, low-passed (``smooth`` 0..1: more is duller)."""
    n = int(seconds * RATE)
    env = envelope(n, 0.001, decay)
    out, last = [], 0.0
    for i in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last * env[i])
    return out


# --- the effects --------------------------------------------------------------------------------
def dice() -> list[float]:
    """A short rattle: a few woody clicks at uneven times, the last ones softer."""
    rng = random.Random(6)
    out = silence(0.05)
    at = 0.0
    for k in range(6):
        click = noise_burst(0.03, rng, 0.006, 0.55)
        knock = tone(0.04, rng.uniform(700, 1300), ((1.0, 1.0), (2.3, 0.3)), 0.001, 0.008)
        mix(out, click, at, 0.9 - 0.1 * k)
        mix(out, knock, at, 0.5 - 0.05 * k)
        at += rng.uniform(0.035, 0.07)
    return out


def coins() -> list[float]:
    """Two bright pings, the second a little higher."""
    out: list[float] = []
    metal = ((1.0, 1.0), (2.76, 0.35), (5.4, 0.12))
    mix(out, tone(0.22, 1568.0, metal, 0.002, 0.06), 0.0)
    mix(out, tone(0.3, 2093.0, metal, 0.002, 0.08), 0.09, 0.9)
    return out


def jump() -> list[float]:
    """A quick rising swoop."""
    seconds = 0.2
    return tone(
        seconds,
        lambda t: 280.0 * (3.2 ** (t / seconds)),
        ((1.0, 1.0), (2.0, 0.2)),
        0.01,
        0.12,
    )


def quest_done() -> list[float]:
    """A rising two-note chime (a fifth)."""
    chime = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.1))
    out: list[float] = []
    mix(out, tone(0.25, 659.3, chime, 0.005, 0.12), 0.0)
    mix(out, tone(0.4, 987.8, chime, 0.005, 0.18), 0.14)
    return out


def quest_failed() -> list[float]:
    """A falling buzz: a soft square-ish tone sliding down."""
    seconds = 0.45
    buzz = ((1.0, 1.0), (3.0, 0.3), (5.0, 0.15), (7.0, 0.07))
    return tone(seconds, lambda t: 220.0 * (0.5 ** (t / seconds)), buzz, 0.01, 0.25)


def your_turn() -> list[float]:
    """A soft bell."""
    bell = ((1.0, 1.0), (2.0, 0.3), (2.9, 0.12), (4.1, 0.05))
    return tone(0.6, 880.0, bell, 0.006, 0.22)


def hit() -> list[float]:
    """A short knock for a battle: a dull thump and a click."""
    rng = random.Random(3)
    out = tone(0.12, lambda t: 160.0 - 500.0 * t, ((1.0, 1.0), (2.0, 0.2)), 0.002, 0.04)
    mix(out, noise_burst(0.04, rng, 0.008, 0.7), 0.0, 0.6)
    return out


EFFECTS: dict[str, Callable[[], list[float]]] = {
    "dice": dice,
    "coins": coins,
    "jump": jump,
    "quest_done": quest_done,
    "quest_failed": quest_failed,
    "your_turn": your_turn,
    "hit": hit,
}


def write_wav(path: Path, samples: list[float]) -> None:
    """Normalise to ``PEAK`` and write 16-bit mono little-endian PCM."""
    top = max((abs(v) for v in samples), default=0.0) or 1.0
    pcm = array.array("h", (int(round(v / top * PEAK * 32767)) for v in samples))
    if sys.byteorder == "big":
        pcm.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())


def main(out_dir: Path = OUT) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        path = out_dir / f"{name}.wav"
        write_wav(path, make())
        print(f"{path.name}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
