"""pyarrow reads each Parquet file of a dataset back; every value must be the CSV's, cell by cell.

    python bench/support/parquet-vs-csv.py PARQUET_DIR CSV_DIR
"""

import csv
import datetime
import sys
from pathlib import Path

import pyarrow.parquet as pq

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def as_csv_text(value):
    """A typed value as the service's CSV writes it (JavaScript's number and date formatting)."""
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


def unneutralized(cell):
    return cell[1:] if cell.startswith("'") and cell[1:].startswith(FORMULA_STARTS) else cell


def main(parquet_dir, csv_dir):
    failures = 0
    for name in ("patients", "visits", "medications"):
        table = pq.read_table(Path(parquet_dir) / f"{name}.parquet")
        with open(Path(csv_dir) / f"{name}.csv", newline="", encoding="utf-8") as text:
            rows = csv.reader(text)
            header = next(rows)
            same = table.column_names == header
            count = 0
            for batch in table.to_batches(max_chunksize=65536):
                columns = [column.to_pylist() for column in batch.columns]
                for values in zip(*columns):
                    expected = [unneutralized(cell) for cell in next(rows)]
                    if [as_csv_text(value) for value in values] != expected:
                        same = False
                    count += 1
            same = same and next(rows, None) is None
        failures += 0 if same else 1
        print(f"read-back {name}: {count} rows, {table.num_columns} columns, "
              f"{'the same values as the CSV' if same else 'DIFFERENT from the CSV'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
