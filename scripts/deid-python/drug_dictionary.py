"""Prints the drug dictionary of the PyPI package drug-named-entity-recognition as JSON on stdout.

The package (MIT; its data from DrugBank's open vocabulary (CC0), MeSH, MedlinePlus, the NHS and Wikipedia)
keeps its dictionary in a pickle that only Python reads. scripts/build-drug-lexicon.ts runs this reader and
filters the words with the detector's own lexicon, so the filtering lives beside the code that uses it.

Output: {"version": "...", "variants": [[variant, is_brand], ...]}, variants in lower case as the package
keeps them, is_brand true, false or null (the package marks brands for a few thousand variants only).
Run: .deid-venv/bin/python scripts/deid-python/drug_dictionary.py
"""

import bz2
import importlib.metadata
import importlib.resources
import json
import pickle
import sys

PACKAGE = "drug_named_entity_recognition"


def main() -> None:
    source = importlib.resources.files(PACKAGE) / "drug_ner_dictionary.pkl.bz2"
    with source.open("rb") as raw, bz2.open(raw) as unpacked:
        # The package's own data file, read as the package itself reads it.
        dictionary = pickle.load(unpacked)  # noqa: S301
    variant_data = dictionary["drug_variant_to_variant_data"]
    variants = [
        [variant, variant_data.get(variant, {}).get("is_brand")]
        for variant in sorted(dictionary["drug_variant_to_canonical"])
    ]
    json.dump(
        {"version": importlib.metadata.version("drug-named-entity-recognition"), "variants": variants},
        sys.stdout,
        ensure_ascii=False,
    )


if __name__ == "__main__":
    main()
