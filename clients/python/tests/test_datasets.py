from __future__ import annotations

import csv as csv_module
import datetime
import hashlib

import pyarrow
import pyarrow.parquet as pq
import pytest

from menopause_research import ChecksumError, open_dataset
from menopause_research.datasets import write_verified


def test_a_pinned_parquet_dataset_is_verified_typed_and_equal_to_the_csv(service, tmp_path):
    with service.reader() as client:
        parquet = client.download_dataset(tmp_path / "parquet", format="parquet")
        csv = client.download_dataset(tmp_path / "csv", as_of_position=parquet.position, format="csv")
    assert parquet.position == csv.position
    for table in parquet.manifest["tables"]:
        assert hashlib.sha256(parquet.paths[table["name"]].read_bytes()).hexdigest() == table["sha256"]
    visits = pq.read_table(parquet.paths["visits"])
    assert visits.schema.field("visit_date").type == pyarrow.date32()
    assert visits.schema.field("fsh_miu_ml").type == pyarrow.float64()
    assert visits.schema.field("exercise_minutes_per_week").type == pyarrow.int32()
    assert pyarrow.types.is_dictionary(visits.schema.field("visit_type").type)
    assert visits.schema.field("created_at").type == pyarrow.timestamp("ms", tz="UTC")
    for name in ("patients", "visits", "medications"):
        with open(csv.paths[name], newline="", encoding="utf-8") as text:
            header, *rows = list(csv_module.reader(text))
        table = pq.read_table(parquet.paths[name])
        assert table.column_names == header
        assert [[as_csv_text(value) for value in row.values()] for row in table.to_pylist()] == [
            [unneutralized(cell) for cell in row] for row in rows
        ], name
    frames = parquet.frames()
    assert str(frames["visits"]["visit_type"].dtype) == "category"
    assert frames["visits"]["fsh_miu_ml"].mean() > 0


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def unneutralized(cell: str) -> str:
    """The CSV writes an apostrophe before a text cell that a spreadsheet would run as a formula."""
    return cell[1:] if cell.startswith("'") and cell[1:].startswith(FORMULA_STARTS) else cell


def as_csv_text(value: object) -> str:
    """A typed Parquet value as the service's CSV writes it (JavaScript's number and date formatting)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, datetime.datetime):
        return value.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{value.microsecond // 1000:03d}Z"
    if isinstance(value, datetime.date):
        return value.isoformat()
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else repr(value)
    return str(value)


def test_the_same_position_gives_the_same_bytes(service, tmp_path):
    with service.reader() as client:
        first = client.download_dataset(tmp_path / "a", format="parquet")
        service.add_patient_with_visit("postmenopause", 80.0)
        second = client.download_dataset(tmp_path / "b", as_of_position=first.position, format="parquet")
    for name, path in first.paths.items():
        assert path.read_bytes() == second.paths[name].read_bytes(), name
    assert open_dataset(tmp_path / "b").manifest == first.manifest


def test_a_file_that_does_not_match_the_manifest_is_refused_and_not_kept(service, tmp_path):
    with service.reader() as client:
        dataset = client.download_dataset(tmp_path / "ok", format="csv")
        manifest = dict(dataset.manifest)
        for table, chunks in client._datasets.files(manifest):
            with pytest.raises(ChecksumError) as mismatch:
                write_verified(chunks, tmp_path / "bad.csv", "0" * 64)
            assert mismatch.value.actual == table["sha256"]
            break
    assert not (tmp_path / "bad.csv").exists()
    (dataset.paths["patients"]).write_bytes(b"tampered\r\n")
    with pytest.raises(ChecksumError):
        open_dataset(tmp_path / "ok")
