"""HTTP session: TLS trust, credentials (API key, or a user whose tokens are refreshed), error envelope."""

from __future__ import annotations

import ssl
import threading
import time
from typing import Any, Dict, Mapping, Optional

import httpx

from .errors import ApiError

API_KEY_HEADER = "X-API-Key"
# Refresh this long before the access token's stated expiry (at most a quarter of its lifetime), so a request
# never leaves with a token about to lapse.
REFRESH_MARGIN_SECONDS = 30.0


def tls_verify(ca_file: Optional[str]) -> "ssl.SSLContext | bool":
    """Public CAs, plus the service's own local CA when given (DATA_DIR/tls/ca.pem on first start)."""
    context = ssl.create_default_context()
    if ca_file is not None:
        context.load_verify_locations(cafile=ca_file)
    return context


def raise_for_envelope(response: httpx.Response) -> None:
    """Turns an error answer into ApiError with the spec's code and details; success passes through."""
    if response.status_code < 400:
        return
    request_id = response.headers.get("X-Request-ID")
    try:
        body = response.json()
    except ValueError:
        body = None
    if isinstance(body, dict) and "code" in body:
        raise ApiError(response.status_code, str(body["code"]), str(body.get("message", "")), body.get("details"), request_id)
    raise ApiError(response.status_code, "HTTP_ERROR", response.reason_phrase or "error", None, request_id)


class Credentials:
    """What goes in a request's headers: an API key as is, or a user's access token, kept fresh."""

    def __init__(self, api_key: Optional[str] = None, email: Optional[str] = None, password: Optional[str] = None):
        if (api_key is None) == (email is None or password is None):
            raise ValueError("give either api_key, or email and password")
        self.api_key = api_key
        self._email = email
        self._password = password
        self._access: Optional[str] = None
        self._refresh: Optional[str] = None
        self._refresh_at = 0.0
        self._lock = threading.Lock()

    @property
    def refresh_token(self) -> Optional[str]:
        return self._refresh

    def headers(self, http: httpx.Client) -> Dict[str, str]:
        if self.api_key is not None:
            return {API_KEY_HEADER: self.api_key}
        with self._lock:
            if self._access is None or time.monotonic() >= self._refresh_at:
                self._renew(http)
            return {"Authorization": f"Bearer {self._access}"}

    def expired(self, http: httpx.Client) -> None:
        """The service said TOKEN_EXPIRED (a clock or a TTL shorter than the margin): renew now."""
        if self.api_key is None:
            with self._lock:
                self._renew(http)

    def _renew(self, http: httpx.Client) -> None:
        if self._refresh is not None:
            response = http.post("auth/refresh", json={"refresh_token": self._refresh})
            if response.status_code == 200:
                return self._keep(response.json()["data"])
            if response.status_code != 401:
                raise_for_envelope(response)
            # The refresh token expired or was revoked: log in again.
        response = http.post("auth/login", json={"email": self._email, "password": self._password})
        raise_for_envelope(response)
        self._keep(response.json()["data"])

    def _keep(self, tokens: Mapping[str, Any]) -> None:
        self._access = str(tokens["access_token"])
        self._refresh = str(tokens["refresh_token"])
        lifetime = float(tokens.get("expires_in", 900))
        self._refresh_at = time.monotonic() + lifetime - min(REFRESH_MARGIN_SECONDS, lifetime / 4)


class Session:
    """One httpx.Client to the service's /v1 base URL, and the credentials every request carries."""

    def __init__(self, base_url: str, credentials: Credentials, ca_file: Optional[str], timeout: float):
        self.http = httpx.Client(base_url=base_url.rstrip("/") + "/", verify=tls_verify(ca_file), timeout=timeout)
        self.credentials = credentials

    def close(self) -> None:
        self.http.close()

    def _send(
        self, path: str, params: Any, headers: Mapping[str, str], stream: bool, timeout: Optional[httpx.Timeout] = None
    ) -> httpx.Response:
        for attempt in (1, 2):
            request = self.http.build_request(
                "GET",
                path,
                params=params,
                headers={**headers, **self.credentials.headers(self.http)},
                timeout=timeout if timeout is not None else self.http.timeout,
            )
            response = self.http.send(request, stream=stream)
            if response.status_code == 401 and attempt == 1 and self.credentials.api_key is None:
                if stream:
                    response.read()
                if _code(response) == "TOKEN_EXPIRED":
                    response.close()
                    self.credentials.expired(self.http)
                    continue
            if response.status_code >= 400 and stream:
                response.read()
                response.close()
            raise_for_envelope(response)
            return response
        raise AssertionError("unreachable")

    def get(self, path: str, params: Any = None, headers: Optional[Mapping[str, str]] = None) -> httpx.Response:
        return self._send(path, params, headers or {}, stream=False)

    def _send_with_timeout(
        self, path: str, params: Any, headers: Mapping[str, str], timeout: httpx.Timeout
    ) -> httpx.Response:
        return self._send(path, params, headers, stream=True, timeout=timeout)

    def stream(self, path: str, params: Any = None, headers: Optional[Mapping[str, str]] = None) -> httpx.Response:
        """A response whose body is read as it arrives; the caller closes it."""
        return self._send(path, params, headers or {}, stream=True)


def _code(response: httpx.Response) -> Optional[str]:
    try:
        body = response.json()
    except ValueError:
        return None
    return str(body.get("code")) if isinstance(body, dict) else None
