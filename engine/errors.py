"""The engine's own errors: every bad input ends in one of these, never in a bare exception.

Each error carries a stable machine-readable ``reason`` code (which the site translates) and an
English ``message``; the subclasses add where the problem is.
"""

from __future__ import annotations


class EngineError(ValueError):
    """Base class: ``reason`` is a stable code, ``str(err)`` the English message."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message

    def to_dict(self) -> dict[str, object]:
        return {"reason": self.reason, "message": self.message}


class DealCodeError(EngineError):
    """A deal code that cannot be parsed; ``position`` is the 0-based index in the trimmed input."""

    def __init__(self, reason: str, message: str, code: str, position: int) -> None:
        super().__init__(reason, message)
        self.code = code
        self.position = position

    def to_dict(self) -> dict[str, object]:
        return {**super().to_dict(), "code": self.code, "position": self.position}


class UnknownGameError(EngineError, LookupError):
    """A game name or deal-code prefix that no registered game has (``engine.registry.get``)."""

    def __init__(self, name: str, message: str) -> None:
        super().__init__("unknown_game", message)
        self.name = name


class NotationError(EngineError):
    """A card or move written in a form the engine does not know."""


class IllegalMoveError(EngineError):
    """A well-formed move that the rules forbid in the current position.

    ``move_number`` is the 1-based number of the action in a record or command line, when known.
    """

    def __init__(
        self, reason: str, message: str, move: str, move_number: int | None = None
    ) -> None:
        super().__init__(reason, message)
        self.move = move
        self.move_number = move_number

    def __str__(self) -> str:
        where = f"move {self.move_number} " if self.move_number is not None else "move "
        return f"{where}{self.move!r}: {self.message}"

    def to_dict(self) -> dict[str, object]:
        return {**super().to_dict(), "move": self.move, "move_number": self.move_number}


class RecordError(EngineError):
    """A game record that cannot be parsed; ``line`` and ``column`` are 1-based."""

    def __init__(self, reason: str, message: str, line: int, column: int) -> None:
        super().__init__(reason, message)
        self.line = line
        self.column = column

    def __str__(self) -> str:
        return f"line {self.line}, column {self.column}: {self.message}"

    def to_dict(self) -> dict[str, object]:
        return {**super().to_dict(), "line": self.line, "column": self.column}
