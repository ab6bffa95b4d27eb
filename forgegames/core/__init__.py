"""Game-agnostic, pure-Python foundation shared by every title (never imports pygame)."""
