"""The only package that imports pygame: app loop, scenes, widgets, boards."""
