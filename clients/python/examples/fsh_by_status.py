"""Worked example: mean FSH by menopause status, twice.

1. Replays the event feed into a pandas DataFrame (one row per visit: its patient's menopause status as of
   the last event read, and the visit's latest FSH value), resuming from a saved cursor.
2. Downloads the dataset pinned to the same log position (Parquet, every file checked against the
   manifest's SHA-256) and computes the same figure from ``visits`` joined with ``patients``.

Both must agree, because both are the log folded up to one position. Anyone with the position (printed,
and recorded in the manifest) reproduces the figure exactly.

    RESEARCH_BASE_URL=https://127.0.0.1:3000/v1 RESEARCH_CA_FILE=data/tls/ca.pem \\
    RESEARCH_API_KEY=mdk_... python fsh_by_status.py [--out DIR] [--plot fsh.png]

(or RESEARCH_EMAIL and RESEARCH_PASSWORD instead of RESEARCH_API_KEY)
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, Dict, Optional

import pandas

from menopause_research import Cursor, ResearchClient

TYPES = ["PatientRegistered", "PatientUpdated", "VisitRecorded", "VisitUpdated"]


def client_from_environment() -> ResearchClient:
    base_url = os.environ.get("RESEARCH_BASE_URL", "https://127.0.0.1:3000/v1")
    ca_file = os.environ.get("RESEARCH_CA_FILE")
    if os.environ.get("RESEARCH_API_KEY"):
        return ResearchClient(base_url, api_key=os.environ["RESEARCH_API_KEY"], ca_file=ca_file)
    return ResearchClient(
        base_url, email=os.environ["RESEARCH_EMAIL"], password=os.environ["RESEARCH_PASSWORD"], ca_file=ca_file
    )


def replay(client: ResearchClient, state_dir: str) -> "tuple[pandas.DataFrame, Optional[int]]":
    """The feed folded into one row per visit; the view and the cursor are saved together, so a rerun resumes."""
    view_file = os.path.join(state_dir, "view.json")
    cursor = Cursor(os.path.join(state_dir, "cursor.json"))
    view: Dict[str, Any] = {"status": {}, "visits": {}}
    if cursor.position is not None and os.path.exists(view_file):
        with open(view_file) as saved:
            view = json.load(saved)
    last = cursor.position
    for event in client.events(types=TYPES, cursor=cursor if os.path.exists(view_file) else None):
        data = event["data"]
        kind = event["event_type"]
        if kind == "PatientRegistered":
            view["status"][data["patient_id"]] = data["patient"]["menopause_status"]
        elif kind == "PatientUpdated" and "menopause_status" in data["changes"]:
            view["status"][data["patient_id"]] = data["changes"]["menopause_status"]
        elif kind == "VisitRecorded":
            fsh = (data["visit"].get("hormone_biomarkers") or {}).get("fsh_miu_ml")
            view["visits"][data["visit_id"]] = {"patient_id": data["patient_id"], "fsh": fsh}
        elif kind == "VisitUpdated" and data["visit_id"] in view["visits"]:
            biomarkers = data["changes"].get("hormone_biomarkers")
            if biomarkers is not None and "fsh_miu_ml" in biomarkers:  # an FSH not sent keeps its value
                view["visits"][data["visit_id"]]["fsh"] = biomarkers["fsh_miu_ml"]
        last = event["position"]
    os.makedirs(state_dir, exist_ok=True)
    with open(view_file + ".tmp", "w") as out:
        json.dump(view, out)
    os.replace(view_file + ".tmp", view_file)
    if last is not None:
        cursor.save(last)
    visits = pandas.DataFrame(
        [{"visit_id": visit_id, **visit} for visit_id, visit in view["visits"].items()],
        columns=["visit_id", "patient_id", "fsh"],
    )
    visits["menopause_status"] = visits["patient_id"].map(view["status"])
    return visits, last


def mean_fsh(visits: pandas.DataFrame, status: str = "menopause_status", fsh: str = "fsh") -> pandas.DataFrame:
    measured = visits.dropna(subset=[fsh])
    figure = measured.groupby(measured[status].astype(str))[fsh].agg(visits="count", mean_fsh="mean")
    figure["mean_fsh"] = figure["mean_fsh"].round(2)
    return figure.sort_index()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="fsh-example", help="where the cursor, the view and the dataset go")
    parser.add_argument("--plot", help="also draw the figure into this PNG file (needs matplotlib)")
    args = parser.parse_args()
    with client_from_environment() as client:
        replayed, position = replay(client, os.path.join(args.out, "replay"))
        from_feed = mean_fsh(replayed)
        dataset = client.download_dataset(os.path.join(args.out, "dataset"), as_of_position=position)
    frames = dataset.frames()
    joined = frames["visits"].merge(
        frames["patients"][["id", "menopause_status"]], left_on="patient_id", right_on="id", suffixes=("", "_patient")
    )
    from_dataset = mean_fsh(joined, fsh="fsh_miu_ml")
    print(f"log position {dataset.position}, head hash {dataset.manifest['head_hash']['value']}")
    if from_feed.empty and from_dataset.empty:
        # Empty frames built from different sources differ in dtypes only; there is no figure to compare.
        print("no visit with an FSH value in the log yet: record some visits and run this again")
        return 0
    print(from_dataset.to_string())
    if not from_feed.equals(from_dataset):
        print("the replayed feed and the pinned dataset disagree:\n" + from_feed.to_string(), file=sys.stderr)
        return 1
    print("the replayed feed gives the same figure")
    if args.plot:
        import matplotlib

        matplotlib.use("Agg")
        axes = from_dataset["mean_fsh"].plot.bar(title=f"Mean FSH by menopause status (log position {dataset.position})")
        axes.set_ylabel("FSH (mIU/ml)")
        axes.figure.tight_layout()
        axes.figure.savefig(args.plot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
