"""A running service (started by scripts/test-python-client.sh), a writer to add data, and a TCP relay to cut."""

from __future__ import annotations

import os
import socket
import ssl
import threading
from typing import Any, Dict, Iterator, List, Optional

import httpx
import pytest

from menopause_research import ResearchClient


def _env(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        pytest.exit(f"{name} is not set: run the tests with `npm run test:python-client`", returncode=2)
    return value


class Service:
    def __init__(self) -> None:
        self.base_url = _env("RESEARCH_BASE_URL")
        self.ca_file = _env("RESEARCH_CA_FILE")
        self.api_key = _env("RESEARCH_API_KEY")
        self.email = _env("RESEARCH_EMAIL")
        self.password = _env("RESEARCH_PASSWORD")
        context = ssl.create_default_context(cafile=self.ca_file)
        self._writer = httpx.Client(base_url=self.base_url + "/", verify=context, timeout=30)
        login = self._writer.post("auth/login", json={"email": _env("WRITER_EMAIL"), "password": _env("WRITER_PASSWORD")})
        login.raise_for_status()
        self._writer_token = login.json()["data"]["access_token"]

    def reader(self, **overrides: Any) -> ResearchClient:
        options: Dict[str, Any] = {"email": self.email, "password": self.password, "ca_file": self.ca_file}
        options.update(overrides)
        return ResearchClient(options.pop("base_url", self.base_url), **options)

    def _post(self, path: str, body: Dict[str, Any]) -> Dict[str, Any]:
        response = self._writer.post(path, json=body, headers={"Authorization": f"Bearer {self._writer_token}"})
        if response.status_code == 401:  # the short test TTL: log in again
            self.__init__()  # type: ignore[misc]
            return self._post(path, body)
        assert response.status_code == 201, response.text
        return response.json()["data"]

    def add_patient_with_visit(self, status: str, fsh: float, note: Optional[str] = None) -> str:
        patient = self._post(
            "patients",
            {"age_years": 52, "race": "asian", "ethnicity": "non_hispanic", "region": "west",
             "menopause_status": status, "bmi": 24.5, "smoker": False, **({"notes": note} if note else {})},
        )
        self._post(
            "visits",
            {"patient_id": patient["id"], "visit_date": "2024-03-15", "visit_type": "follow_up",
             "hormone_biomarkers": {"fsh_miu_ml": fsh}, "symptoms": {"hot_flashes": "moderate"},
             "medications": [{"name": "Estradiol", "type": "estrogen", "dosage": "1 mg", "start_date": "2024-01-01"}],
             "lifestyle": {"exercise_minutes_per_week": 150, "sleep_hours_per_night": 6.5, "stress_level": "low"}},
        )
        return str(patient["id"])


@pytest.fixture(scope="session")
def service() -> Service:
    service = Service()
    for index in range(4):
        service.add_patient_with_visit("perimenopause" if index % 2 else "postmenopause", 30.0 + 10 * index,
                                       note="=1+2, \"quoted\"" if index == 0 else None)
    return service


class Relay:
    """A TCP relay to the service on loopback whose open connections the test can cut (TLS passes through)."""

    def __init__(self, target_port: int):
        self._target = ("127.0.0.1", target_port)
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        self._open: List[socket.socket] = []
        self._lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(self._target)
            with self._lock:
                self._open += [client, upstream]
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(source, sink), daemon=True).start()

    @staticmethod
    def _pipe(source: socket.socket, sink: socket.socket) -> None:
        try:
            while chunk := source.recv(65536):
                sink.sendall(chunk)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def cut(self) -> None:
        with self._lock:
            for end in self._open:
                try:
                    end.shutdown(socket.SHUT_RDWR)
                    end.close()
                except OSError:
                    pass
            self._open.clear()

    def close(self) -> None:
        self.cut()
        self._listener.close()


@pytest.fixture
def relay(service: Service) -> Iterator[Relay]:
    relay = Relay(httpx.URL(service.base_url).port or 443)
    yield relay
    relay.close()
