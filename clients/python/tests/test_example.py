from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "fsh_by_status.py"


def run_example(service, out: Path) -> subprocess.CompletedProcess:
    environment = {
        **os.environ,
        "RESEARCH_BASE_URL": service.base_url,
        "RESEARCH_CA_FILE": service.ca_file,
        "RESEARCH_API_KEY": service.api_key,
    }
    return subprocess.run(
        [sys.executable, str(EXAMPLE), "--out", str(out)], env=environment, capture_output=True, text=True, timeout=120
    )


def test_the_worked_example_reproduces_the_figure_from_the_feed_and_the_pinned_dataset(service, tmp_path):
    first = run_example(service, tmp_path)
    assert first.returncode == 0, first.stderr
    assert "the replayed feed gives the same figure" in first.stdout
    assert "perimenopause" in first.stdout and "postmenopause" in first.stdout
    service.add_patient_with_visit("premenopause", 12.5)
    resumed = run_example(service, tmp_path)  # from the saved cursor and view, then a newer dataset
    assert resumed.returncode == 0, resumed.stderr
    assert "premenopause" in resumed.stdout and "12.5" in resumed.stdout
