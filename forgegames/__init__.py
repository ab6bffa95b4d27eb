"""forgegames: hotseat digital editions of three tabletop games."""

__version__ = "0.1.0"
