"""The interface's checks of data files the engine cannot read, registered with ``datacheck``.

Importing this module registers every board package's ``DATA_CHECKS`` (for example Warparty's
Tiled map, read with pytmx, which needs pygame, must agree with its map.yaml); ``check-data``
imports it before ``check_all``.
"""

from __future__ import annotations

from forgegames.core.datacheck import register_check
from forgegames.ui.boards import all_parts

for _title, _check in sorted(all_parts("DATA_CHECKS").items()):
    register_check(_check)
