"""The interface's checks of data files the engine cannot read, registered with ``datacheck``.

Importing this module registers them; ``check-data`` imports it before ``check_all``. Today
there is one: Warparty's Tiled map (read with pytmx, which needs pygame) must agree with its
map.yaml.
"""

from __future__ import annotations

from forgegames.core.datacheck import register_check
from forgegames.ui.tmxmap import check_warparty_map

register_check(check_warparty_map)
