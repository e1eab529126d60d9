from __future__ import annotations

import time

import pytest

from menopause_research import ApiError, ResearchClient


def test_a_user_is_logged_in_and_the_short_lived_token_refreshed_transparently(service):
    with service.reader() as client:
        first = client.page(limit=1)
        assert first.events, "the seeded events are in the feed"
        refresh_before = client._session.credentials.refresh_token
        time.sleep(2.5)  # past the 2-second access-token lifetime the test service runs with
        again = client.page(limit=1)
        assert again.events[0]["position"] == first.events[0]["position"]
        assert client._session.credentials.refresh_token not in (None, refresh_before), "the token was rotated"


def test_a_token_the_service_calls_expired_is_renewed_and_the_request_repeated(service):
    with service.reader() as client:
        client.page(limit=1)
        credentials = client._session.credentials
        credentials._refresh_at = time.monotonic() + 3600  # the client believes its token is fresh
        time.sleep(2.5)
        assert client.page(limit=1).events  # 401 TOKEN_EXPIRED, renewed, repeated once


def test_an_api_key_reads_the_feed(service):
    with ResearchClient(service.base_url, api_key=service.api_key, ca_file=service.ca_file) as client:
        assert [event["position"] for event in client.page(limit=2).events]


def test_errors_carry_the_spec_code_and_details(service):
    with ResearchClient(service.base_url, api_key="mdk_unknown_key", ca_file=service.ca_file) as client:
        with pytest.raises(ApiError) as refused:
            client.page()
    assert refused.value.status == 401
    assert refused.value.code == "INVALID_API_KEY"
    assert refused.value.details
    with service.reader() as client:
        with pytest.raises(ApiError) as invalid:
            client.download_dataset("/nonexistent/never-written", as_of_position=10**12)
    assert invalid.value.status == 422
    assert invalid.value.code == "VALIDATION_ERROR"
    assert invalid.value.details[0]["field"] == "as_of_position"
    with pytest.raises(ApiError) as bad_login:
        service.reader(password="wrong password").page()
    assert bad_login.value.status == 401
    assert bad_login.value.code == "INVALID_CREDENTIALS"


def test_the_service_ca_is_required_for_its_certificate(service):
    import httpx

    with pytest.raises(httpx.ConnectError):
        ResearchClient(service.base_url, api_key=service.api_key).page()
