#!/bin/sh
# Puts forgegames in this user's application menu: installs forgegames.desktop (starting the
# forgegames beside this script) and the icon under ~/.local/share (or $XDG_DATA_HOME).
# Run it again after moving this folder; `./install-desktop-entry.sh --remove` takes both away.
# Your saves are not here but in ~/.local/share/forgegames, and are kept either way.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
share=${XDG_DATA_HOME:-$HOME/.local/share}
entry=$share/applications/forgegames.desktop
icon=$share/icons/hicolor/256x256/apps/forgegames.png

if [ "${1:-}" = --remove ]; then
    rm -f "$entry" "$icon"
    echo "removed $entry and $icon"
    exit 0
fi
mkdir -p "$(dirname "$entry")" "$(dirname "$icon")"
cp "$here/_internal/assets/icons/forgegames.png" "$icon"
# Exec and Icon name this folder's files, quoted as the desktop entry format asks
sed -e "s|^Exec=.*|Exec=\"$here/forgegames\"|" -e "s|^Icon=.*|Icon=$icon|" \
    "$here/forgegames.desktop" >"$entry"
chmod 644 "$entry"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$(dirname "$entry")" || true
echo "installed $entry and $icon"
