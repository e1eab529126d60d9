"""ResearchClient: one object for the event feed, the live tail and pinned datasets."""

from __future__ import annotations

import os
from typing import Any, Iterator, Optional, Sequence, Union

from .datasets import Dataset, DatasetSource, Format, download
from .feed import Cursor, Event, Feed, Page
from .session import Credentials, Session


class ResearchClient:
    """A client of the service's research API (roles readonly, admin or auditor).

    ``base_url`` is the API root, e.g. ``https://127.0.0.1:3000/v1``. Authenticate with ``api_key`` (sent as
    ``X-API-Key``) or with ``email`` and ``password`` (logged in on first use; the access token is refreshed
    before it expires, and the login repeated if the refresh token has lapsed). ``ca_file`` is a PEM file of
    a CA to trust besides the public ones: the local CA the service writes to ``DATA_DIR/tls/ca.pem``.
    """

    def __init__(
        self,
        base_url: str,
        *,
        api_key: Optional[str] = None,
        email: Optional[str] = None,
        password: Optional[str] = None,
        ca_file: Optional[str] = None,
        timeout: float = 60.0,
    ):
        self._session = Session(base_url, Credentials(api_key, email, password), ca_file, timeout)
        self._feed = Feed(self._session)
        self._datasets = DatasetSource(self._session)

    def __enter__(self) -> "ResearchClient":
        return self

    def __exit__(self, *_: Any) -> None:
        self.close()

    def close(self) -> None:
        self._session.close()

    def page(self, after: Optional[int] = None, limit: int = 1000, types: Optional[Sequence[str]] = None) -> Page:
        """One page of ``GET /events``: up to ``limit`` events after ``after``, and ``next_after``."""
        return self._feed.page(after, limit, types)

    def pages(self, after: Optional[int] = None, limit: int = 1000, types: Optional[Sequence[str]] = None) -> Iterator[Page]:
        """Pages until the end of the log; save ``page.next_after`` in a Cursor after handling each page."""
        return self._feed.pages(after, limit, types)

    def events(
        self, after: Optional[int] = None, types: Optional[Sequence[str]] = None, cursor: Optional[Cursor] = None
    ) -> Iterator[Event]:
        """Every event after ``after`` (or after the cursor's saved position) up to the head of the log."""
        return self._feed.events(cursor.position if cursor is not None else after, types)

    def follow(
        self,
        after: Optional[int] = None,
        types: Optional[Sequence[str]] = None,
        cursor: Optional[Cursor] = None,
        max_reconnects: Optional[int] = None,
        read_timeout: float = 45.0,
    ) -> Iterator[Event]:
        """The live tail (Server-Sent Events), reconnecting with ``Last-Event-ID``; see ``Feed.follow``."""
        start = cursor.position if cursor is not None else after
        return self._feed.follow(start, types, max_reconnects=max_reconnects, read_timeout=read_timeout)

    def download_dataset(
        self, directory: Union[str, "os.PathLike[str]"], as_of_position: Optional[int] = None, format: Format = "parquet"
    ) -> Dataset:
        """The dataset as of ``as_of_position`` (default: the head, recorded in the manifest) into ``directory``.

        Every file is checked against the manifest's SHA-256 (ChecksumError, and the file is not kept, on a
        mismatch); ``manifest.json`` is written last. The same position always gives the same bytes.
        """
        return download(self._datasets, directory, as_of_position, format)
