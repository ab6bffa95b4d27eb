"""Packaging beyond pyproject.toml: ship the top-level ``data/`` and ``assets/`` folders.

They stay at the top of the checkout (their paths are part of the project's interface) and are
mapped into the package as ``forgegames/data`` and ``forgegames/assets`` when built, where
``forgegames.core.paths`` looks for them once installed. Code folders are found with or without
an ``__init__.py``, so a title's modules ship before its package is finished.
"""

from setuptools import find_namespace_packages, setup

RESOURCES = ("data", "assets")

setup(
    packages=find_namespace_packages(include=["forgegames", "forgegames.*"])
    + [f"forgegames.{folder}" for folder in RESOURCES],
    package_dir={f"forgegames.{folder}": folder for folder in RESOURCES},
    package_data={f"forgegames.{folder}": ["**/*"] for folder in RESOURCES},
)
