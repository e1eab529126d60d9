"""Exceptions: the service's error envelope as a Python exception, and the client's own checks."""

from __future__ import annotations

from typing import Any, Optional


class ResearchClientError(Exception):
    """Base class of everything this client raises on purpose."""


class ApiError(ResearchClientError):
    """The service answered with its error envelope: ``{status: "error", code, message, details}``.

    ``code`` is the spec's error code (``VALIDATION_ERROR``, ``TOKEN_EXPIRED``, ``FORBIDDEN``, ...),
    ``details`` its details (a list of ``{field, message}`` or an object), ``status`` the HTTP status and
    ``request_id`` the ``X-Request-ID`` to quote to the service's operators.
    """

    def __init__(self, status: int, code: str, message: str, details: Any = None, request_id: Optional[str] = None):
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.details = details
        self.request_id = request_id


class ChecksumError(ResearchClientError):
    """A downloaded dataset file's SHA-256 differs from the manifest's: the file was not kept."""

    def __init__(self, file: str, expected: str, actual: str):
        super().__init__(f"{file}: SHA-256 {actual} does not match the manifest's {expected}")
        self.file = file
        self.expected = expected
        self.actual = actual


class StreamGaveUp(ResearchClientError):
    """The live tail could not reconnect within the allowed number of attempts."""


class StreamEnded(ResearchClientError):
    """The service ended a live answer because its credential was revoked or its account disabled."""

    def __init__(self, reason: str, message: str):
        super().__init__(f"{reason}: {message}")
        self.reason = reason
