"""Prints the company and organisation names of the PyPI package presidio-evaluator as JSON on stdout.

The package (MIT) ships a list of some 22,000 companies and organisations, from which its data generator draws the
organisations of its synthetic sentences. scripts/build-brand-registry.ts runs this reader and filters the names
with the detector's own lexicon, so the filtering lives beside the code that uses it.

Output: {"version": "...", "names": ["Aalberts NV", ...]}, as the package's CSV writes them.
Run: .deid-venv/bin/python scripts/deid-python/company_names.py
"""

import csv
import importlib.metadata
import importlib.resources
import json
import sys

PACKAGE = "presidio_evaluator"
FILE = "data_generator/raw_data/companies_and_organizations.csv"


def main() -> None:
    source = importlib.resources.files(PACKAGE).joinpath(FILE)
    with source.open("r", encoding="utf-8", newline="") as rows:
        names = [row["organization"].strip() for row in csv.DictReader(rows) if row.get("organization")]
    json.dump({"version": importlib.metadata.version("presidio-evaluator"), "names": names}, sys.stdout)


if __name__ == "__main__":
    main()
