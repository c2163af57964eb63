"""Solver for Crescent and Forty Thieves (standard library only); see engine/solver/README.md."""

from .core import *  # noqa: F403 - the public names are core's ``__all__``
from .core import __all__ as __all__
