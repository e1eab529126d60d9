"""The event feed: pages, the NDJSON export, a saved cursor, and the Server-Sent Events live tail."""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence, Union

import httpx

from .errors import StreamEnded, StreamGaveUp
from .session import Session

# One event as the feed shows it: position, stream_id, revision, event_type, recorded_at, schema_version, data, metadata.
Event = Dict[str, Any]


@dataclass(frozen=True)
class Page:
    events: List[Event]
    next_after: Optional[int]


class Cursor:
    """A position saved in a small JSON file, replaced atomically, so a replay resumes where it stopped.

    Save the position only once what you did with the events up to it is saved too.
    """

    def __init__(self, path: Union[str, "os.PathLike[str]"]):
        self.path = Path(path)

    @property
    def position(self) -> Optional[int]:
        try:
            return int(json.loads(self.path.read_text())["after"])
        except FileNotFoundError:
            return None

    def save(self, position: int) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=self.path.parent, prefix=f".{self.path.name}.")
        with os.fdopen(handle, "w") as out:
            json.dump({"after": position}, out)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, self.path)


def _types(types: Optional[Sequence[str]]) -> Optional[str]:
    return ",".join(types) if types else None


def _query(after: Optional[int], types: Optional[Sequence[str]], **more: Any) -> Dict[str, Any]:
    query = {"after": after, "type": _types(types), **more}
    return {key: value for key, value in query.items() if value is not None}


class Feed:
    def __init__(self, session: Session):
        self._session = session

    def page(self, after: Optional[int] = None, limit: int = 1000, types: Optional[Sequence[str]] = None) -> Page:
        body = self._session.get("events", params=_query(after, types, limit=limit)).json()["data"]
        return Page(events=body["events"], next_after=body.get("next_after"))

    def pages(self, after: Optional[int] = None, limit: int = 1000, types: Optional[Sequence[str]] = None) -> Iterator[Page]:
        """Pages in log order until the end: the end is where next_after stops moving."""
        while True:
            page = self.page(after, limit, types)
            yield page
            if page.next_after is None or page.next_after == after:
                return
            after = page.next_after

    def events(self, after: Optional[int] = None, types: Optional[Sequence[str]] = None) -> Iterator[Event]:
        """Every event after ``after`` up to the head, streamed as NDJSON in one request (the fast way to replay)."""
        response = self._session.stream("events", params=_query(after, types), headers={"Accept": "application/x-ndjson"})
        try:
            for line in response.iter_lines():
                if line:
                    event = json.loads(line)
                    if "stream_end" in event:
                        _ended(event["stream_end"])
                        return
                    yield event
        finally:
            response.close()

    def follow(
        self,
        after: Optional[int] = None,
        types: Optional[Sequence[str]] = None,
        max_reconnects: Optional[int] = None,
        on_reconnect: Optional[Callable[[Optional[int], BaseException], None]] = None,
        read_timeout: float = 45.0,
    ) -> Iterator[Event]:
        """The live tail: events as they are appended, after ``after`` (else from the head on).

        On a dropped connection it reconnects, after the delay the server asked for (``retry:``), sending
        ``Last-Event-ID`` with the last position it yielded, so no event is skipped or repeated. It gives
        up (StreamGaveUp) after ``max_reconnects`` attempts in a row without an event; None never gives up.
        The server sends a heartbeat every 15 s, so ``read_timeout`` of silence counts as a dropped connection.
        """
        last_id = after
        retry_seconds = 1.0
        failures = 0
        while True:
            headers = {"Accept": "text/event-stream"}
            if last_id is not None:
                headers["Last-Event-ID"] = str(last_id)
            try:
                timeout = httpx.Timeout(self._session.http.timeout.connect, read=read_timeout)
                response = self._session._send_with_timeout("events/stream", _query(None, types), headers, timeout)
                try:
                    for field, value in _sse_messages(response.iter_lines()):
                        if field == "retry":
                            retry_seconds = int(value) / 1000
                            continue
                        if field == "end":
                            # The credential expired (renewed before reconnecting), or it can no longer be used.
                            _ended(json.loads(value)["stream_end"])
                            self._session.credentials.expired(self._session.http)
                            break
                        event = json.loads(value)
                        last_id = int(event["position"])
                        failures = 0
                        yield event
                finally:
                    response.close()
                error: BaseException = ConnectionError("the server ended the stream")
            except (httpx.TransportError, httpx.RemoteProtocolError) as dropped:
                error = dropped
            failures += 1
            if max_reconnects is not None and failures > max_reconnects:
                raise StreamGaveUp(f"no event after {failures} attempts to reconnect") from error
            if on_reconnect is not None:
                on_reconnect(last_id, error)
            time.sleep(retry_seconds)


def _ended(end: Dict[str, Any]) -> None:
    """A live answer's last message: an expired credential is renewed by the caller; any other reason is final."""
    reason = str(end.get("reason"))
    if reason != "expired":
        raise StreamEnded(reason, str(end.get("message")))


def _sse_messages(lines: Iterator[str]) -> Iterator["tuple[str, str]"]:
    """Server-Sent Events as the HTML standard parses them: ("data", text) per message, ("end", text) for the
    service's closing ``event: end``, ("retry", ms) as sent.

    Written here rather than taken from a package so the client keeps one dependency; the service sends
    ``id:``, ``event:``, ``data:`` (one line), ``retry:`` and ``:`` comments only.
    """
    data: List[str] = []
    kind = "data"
    for line in lines:
        if line == "":
            if data:
                yield ("end" if kind == "end" else "data"), "\n".join(data)
            data = []
            kind = "data"
            continue
        if line.startswith(":"):
            continue
        field, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if field == "data":
            data.append(value)
        elif field == "event":
            kind = value
        elif field == "retry" and value.isdigit():
            yield "retry", value
