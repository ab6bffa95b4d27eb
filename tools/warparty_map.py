"""Draw Warparty's territory map: ``assets/maps/warparty.tmx`` and its background image.

Deterministic: the same LAYOUT always gives the same file. Each territory grows around one seed
point on an offset (hex-like) lattice; its polygon is the seed's Voronoi cell inside the board,
with the borders between territories given a gentle, repeatable wiggle. Neighbouring territories
share exactly the same border points, so the polygons tile the board without gaps or overlaps.

    python tools/warparty_map.py            # write the TMX (and background) from map.yaml
    python tools/warparty_map.py --borders  # print the borders the picture implies (YAML)

Writing refuses to go on when the picture's borders differ from ``data/warparty/map.yaml``.
"""

from __future__ import annotations

import argparse
import math
import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from forgegames.games.warparty.content import load_map  # noqa: E402
from forgegames.games.warparty.content_map import Board  # noqa: E402

Point = tuple[float, float]
TILE, COLS, ROWS = 32, 45, 39
WIDTH, HEIGHT = TILE * COLS, TILE * ROWS
STEP = WIDTH / 9
"""Distance between seeds in a row; rows are HEIGHT / 9 apart."""

LAYOUT = [
    "hammerdeep copper-crags greyspire windmoor sedgefield coldwater ashwood gravefield bone-lands",
    "anvil-vale frostpeak highcrag millbrook thornbank crowfields blackrock cryptmoor",
    "stonegate silverdale lost-keep oakhollow fordham weirhaven haunted-ruins dusk-hollow "
    "ravenmarch",
    "westmarch flintridge goldfurrow amberfield glimmerbank hollowmere saltflats eastwatch",
    "mistcoast howling-cavern middlemarch harvest-reach mirror-lake brightwater crossroads "
    "forgotten-temple duskshore",
    "southmarch briarwood wheatwold reedhaven willowbank fenmere dunmoor southwatch",
    "mudgate boarfen ancient-sanctuary hazelford bridgewater lowmill tomb-of-fallen-heroes "
    "greenhollow shieldmoor",
    "bogmire darkthorn nettlewood millford kingsbrook larkfields deepwood crownvale",
    "gnashwood fangwood rotbough southmoor marshend southford sentinel-hills queensfield "
    "kingsreach",
]
"""Territory ids row by row, north to south; odd rows sit between the seeds of even rows."""

EDGE_X = {0: 0.2, 2: 0.2, 6: 0.2, 8: 0.2, 1: 1.2, 7: 1.2, 3: 0.8, 5: 0.8}
"""Distance from the west edge (in steps) of each row's first seed (mirrored on the east):
capitals and their southern/northern neighbours hug the edge so that they touch there, which
gives each corner capital exactly three neighbours."""


def _unit(key: str) -> float:
    """A repeatable number in [-1, 1] for ``key``."""
    return zlib.crc32(key.encode()) / 0x7FFFFFFF - 1


def seeds() -> dict[str, Point]:
    """Each territory's seed point; the south half mirrors the north's jitter (a fair board)."""
    out: dict[str, Point] = {}
    for r, line in enumerate(LAYOUT):
        ids = line.split()
        for c, ident in enumerate(ids):
            x = (c + 0.5 if r % 2 == 0 else c + 1) * STEP
            if c == 0 and r in EDGE_X:
                x = EDGE_X[r] * STEP
            if c == len(ids) - 1 and r in EDGE_X:
                x = WIDTH - EDGE_X[r] * STEP
            edge = c in (0, len(ids) - 1)
            key = f"{min(r, 8 - r)}:{c}"
            dx = 0.0 if edge else 0.1 * STEP * _unit("x" + key)
            dy = 0.0 if r == 4 else 0.1 * STEP * _unit("y" + key) * (1 if r < 4 else -1)
            out[ident] = (x + dx, (r + 0.5) * HEIGHT / 9 + dy)
    return out


def _clip(poly: list[Point], a: Point, b: Point) -> list[Point]:
    """The part of ``poly`` nearer to ``a`` than to ``b`` (Sutherland-Hodgman)."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    nx, ny = b[0] - a[0], b[1] - a[1]

    def side(p: Point) -> float:
        return (p[0] - mx) * nx + (p[1] - my) * ny

    out: list[Point] = []
    for i, p in enumerate(poly):
        q = poly[(i + 1) % len(poly)]
        sp, sq = side(p), side(q)
        if sp <= 0:
            out.append(p)
        if (sp < 0 < sq) or (sq < 0 < sp):
            t = sp / (sp - sq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def cells(points: dict[str, Point]) -> dict[str, list[tuple[int, int]]]:
    """Voronoi cells inside the board, as rings of shared integer vertices."""
    raw = {}
    for ident, p in points.items():
        poly = [(0.0, 0.0), (WIDTH, 0.0), (WIDTH, HEIGHT), (0.0, HEIGHT)]
        for other, q in points.items():
            if other != ident:
                poly = _clip(poly, p, q)
        raw[ident] = poly
    canon: list[Point] = []
    rounded: list[tuple[int, int]] = []

    def snap(p: Point) -> tuple[int, int]:
        for i, c in enumerate(canon):
            if math.dist(p, c) < 0.01:
                return rounded[i]
        canon.append(p)
        rounded.append((round(p[0]), round(p[1])))
        return rounded[-1]

    out = {}
    for ident, poly in raw.items():
        ring: list[tuple[int, int]] = []
        for p in poly:
            v = snap(p)
            if not ring or ring[-1] != v:
                ring.append(v)
        if ring[0] == ring[-1]:
            ring.pop()
        out[ident] = ring
    return out


def _edges(ring: list[tuple[int, int]]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    return [(ring[i], ring[(i + 1) % len(ring)]) for i in range(len(ring))]


def adjacency(rings: dict[str, list]) -> dict[tuple[str, str], tuple]:
    """Pairs of territories sharing an edge (ids sorted), with that edge's end points."""
    owner = {}
    for ident, ring in rings.items():
        for u, v in _edges(ring):
            owner[(u, v)] = ident
    pairs = {}
    for (u, v), ident in owner.items():
        other = owner.get((v, u))
        if other and ident < other:
            pairs[(ident, other)] = (u, v)
    return pairs


def _wiggle(u: tuple[int, int], v: tuple[int, int], key: str) -> list[tuple[int, int]]:
    """Points strictly between ``u`` and ``v`` bending the straight border a little."""
    length = math.dist(u, v)
    steps = int(length // 40)
    a1, a2 = 0.07 * _unit("a" + key), 0.035 * _unit("b" + key)
    nx, ny = -(v[1] - u[1]) / length, (v[0] - u[0]) / length
    out = []
    for i in range(1, steps + 1):
        t = i / (steps + 1)
        off = length * (a1 * math.sin(math.pi * t) + a2 * math.sin(2 * math.pi * t))
        x = u[0] + t * (v[0] - u[0]) + off * nx
        y = u[1] + t * (v[1] - u[1]) + off * ny
        out.append((round(x), round(y)))
    return out


def polygons(rings: dict[str, list]) -> tuple[dict[str, list], dict[tuple[str, str], list]]:
    """Each territory's final outline, and each shared border's path (ids sorted, a to b)."""
    paths: dict[tuple[tuple[int, int], tuple[int, int]], list] = {}
    border_path: dict[tuple[str, str], list] = {}
    for (a, b), (u, v) in adjacency(rings).items():
        inner = _wiggle(u, v, f"{a}|{b}")
        paths[(u, v)] = inner
        paths[(v, u)] = inner[::-1]
        border_path[(a, b)] = [u, *inner, v]
    out = {}
    for ident, ring in rings.items():
        outline = []
        for u, v in _edges(ring):
            outline.append(u)
            outline.extend(paths.get((u, v), []))
        out[ident] = outline
    return out, border_path


def _points(points: list[tuple[int, int]]) -> str:
    x0, y0 = points[0]
    return " ".join(f"{x - x0},{y - y0}" for x, y in points)


def tmx(outlines: dict[str, list], crossings: list[tuple[str, str, list]]) -> str:
    """The Tiled map: a background image, territory polygons, stream and bridge lines."""
    objects, next_id = [], 1
    for ident, outline in outlines.items():
        x, y = outline[0]
        objects.append(
            f'  <object id="{next_id}" name="{ident}" x="{x}" y="{y}">\n'
            f'   <polygon points="{_points(outline)}"/>\n  </object>'
        )
        next_id += 1
    lines = []
    for name, kind, path in crossings:
        x, y = path[0]
        lines.append(
            f'  <object id="{next_id}" name="{name}" type="{kind}" x="{x}" y="{y}">\n'
            f'   <polyline points="{_points(path)}"/>\n  </object>'
        )
        next_id += 1
    body = "\n".join(objects)
    streams = "\n".join(lines)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" \
width="{COLS}" height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" \
nextlayerid="4" nextobjectid="{next_id}">
 <imagelayer id="1" name="background">
  <image source="warparty_background.png" width="{WIDTH}" height="{HEIGHT}"/>
 </imagelayer>
 <objectgroup id="2" name="territories">
{body}
 </objectgroup>
 <objectgroup id="3" name="crossings">
{streams}
 </objectgroup>
</map>
"""


def background_png(colour: tuple[int, int, int] = (222, 206, 166)) -> bytes:
    """A plain parchment-coloured image the size of the board."""
    row = b"\x00" + bytes(colour) * WIDTH
    raw = zlib.compress(row * HEIGHT, 9)

    def chunk(kind: bytes, data: bytes) -> bytes:
        check = struct.pack(">I", zlib.crc32(kind + data))
        return struct.pack(">I", len(data)) + kind + data + check

    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


def draw(board: Board) -> str:
    """The TMX text for ``board``; ValueError when the picture's borders differ from it."""
    outlines, border_path = polygons(cells(seeds()))
    listed = {tuple(sorted((x.a, x.b))): x.crossing for x in board.borders}
    if set(listed) != set(border_path) or set(outlines) != {t.id for t in board.territories}:
        extra = sorted(set(border_path) - set(listed))
        missing = sorted(set(listed) - set(border_path))
        raise ValueError(f"map.yaml disagrees: drawn only {extra}; listed only {missing}")
    crossings = [
        (f"{a}|{b}", kind, border_path[(a, b)])
        for (a, b), kind in sorted(listed.items())
        if kind != "open"
    ]
    return tmx(outlines, crossings)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--borders", action="store_true", help="print the picture's borders")
    args = parser.parse_args()
    if args.borders:
        _outlines, border_path = polygons(cells(seeds()))
        for a, b in sorted(border_path):
            print(f"  - {{a: {a}, b: {b}, crossing: open}}")
        return 0
    try:
        text = draw(load_map())
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 1
    maps = ROOT / "assets" / "maps"
    maps.mkdir(parents=True, exist_ok=True)
    (maps / "warparty.tmx").write_text(text, encoding="utf-8")
    (maps / "warparty_background.png").write_bytes(background_png())
    print(f"wrote {text.count('<polygon')} territories and {text.count('<polyline')} crossings")
    return 0


if __name__ == "__main__":
    sys.exit(main())
