from __future__ import annotations

import json

import pytest

from menopause_research import StreamEnded
from menopause_research.feed import _ended, _sse_messages


def _lines(text: str):
    return iter(text.split("\n"))


def test_the_closing_end_event_is_told_apart_from_data():
    end = json.dumps({"stream_end": {"reason": "expired", "message": "renew"}})
    messages = list(_sse_messages(_lines(f'id: 7\ndata: {{"position": 7}}\n\n: heartbeat\n\nevent: end\ndata: {end}\n\n')))
    assert messages == [("data", '{"position": 7}'), ("end", end)]


def test_an_expired_credential_is_renewed_but_a_revoked_or_disabled_one_ends_the_stream():
    _ended({"reason": "expired", "message": "renew"})
    for reason in ("revoked", "disabled"):
        with pytest.raises(StreamEnded) as raised:
            _ended({"reason": reason, "message": "gone"})
        assert raised.value.reason == reason
